import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { tokens, vars } from '../theme/theme.css.ts';
import { focusRing } from './focus.css.ts';
import { media } from '../theme/media.ts';

export const button = style({
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
    '&[data-variant="primary"]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&[data-variant="primary"][data-hovered]': { background: vars.color.primaryHover },
    '&[data-variant="primary"][data-pressed]': { background: vars.color.primaryPressed },
    '&[data-variant="secondary"]': {
      background: vars.color.surface,
      color: vars.color.text,
      borderColor: vars.color.borderStrong,
    },
    '&[data-variant="secondary"][data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-variant="secondary"][data-pressed]': { background: vars.color.border },
    '&[data-variant="ghost"]': { background: 'transparent', color: vars.color.text },
    '&[data-variant="ghost"][data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-variant="ghost"][data-pressed]': { background: vars.color.border },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
    '&[data-pending]': { cursor: 'progress' },
    '&[data-full-width]': { width: '100%' },
    // Square, for a button whose name is in its aria-label and whose face is an icon.
    '&[data-icon-only]': { width: '44px', paddingInline: 0 },
  },
  '@media': { [media.pointerCoarse]: { minHeight: '48px' } },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

globalStyle(`${button} > svg`, { flexShrink: 0 });

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
