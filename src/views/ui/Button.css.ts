import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { tokens, vars } from '../theme/theme.css.ts';
import { focusRing } from './focus.css.ts';
import { media } from '../theme/media.ts';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: tokens.space.sm,
  minHeight: '44px',
  padding: `0 ${tokens.space.xl}`,
  border: '1px solid transparent',
  borderRadius: tokens.radius.md,
  font: 'inherit',
  fontWeight: tokens.fontWeight.semibold,
  lineHeight: 1.2,
  textDecoration: 'none',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  transition: 'background-color 120ms ease, border-color 120ms ease, color 120ms ease',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
    '&[data-pending]': { cursor: 'progress' },
  },
  '@media': { [media.pointerCoarse]: { minHeight: '48px' } },
});

globalStyle(`${base} > svg`, { flexShrink: 0 });

export const button = recipe({
  base,
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: {
          '&[data-hovered]': { background: vars.color.primaryHover },
          '&[data-pressed]': { background: vars.color.primaryPressed },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: {
          '&[data-hovered]': { background: vars.color.surfaceMuted },
          '&[data-pressed]': { background: vars.color.border },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: {
          '&[data-hovered]': { background: vars.color.surfaceMuted },
          '&[data-pressed]': { background: vars.color.border },
        },
      },
      // For actions that destroy or refuse something; the label is in the surface colour, knocked out of
      // the error fill, which keeps its contrast in both themes.
      danger: {
        background: vars.color.error,
        color: vars.color.surface,
        selectors: {
          '&[data-hovered]': { background: vars.color.onErrorSurface },
          '&[data-pressed]': { background: vars.color.onErrorSurface },
        },
      },
    },
    /** Stretch to the width of the container (forms on phones). */
    fullWidth: { true: { width: '100%' } },
    /** Square, for a button whose name is in its aria-label and whose face is an icon. */
    iconOnly: { true: { width: '44px', paddingInline: 0 } },
  },
  defaultVariants: { variant: 'primary' },
});

export type ButtonStyle = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: tokens.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${spin} 700ms linear infinite` },
  },
});
