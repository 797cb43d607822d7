import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../theme/theme.css.ts';
import { focusRing } from './focus.css.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.xs });

export const checkbox = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space.sm,
  minHeight: '44px',
  color: vars.color.text,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: { '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' } },
});

export const box = style({
  display: 'grid',
  placeItems: 'center',
  flex: 'none',
  width: '20px',
  height: '20px',
  borderRadius: tokens.radius.sm,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.onPrimary,
  transition: 'background-color 120ms ease, border-color 120ms ease',
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${checkbox}[data-pressed] &`]: { borderColor: vars.color.text, background: vars.color.surfaceMuted },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.error },
    [`${checkbox}[data-focus-visible] &`]: focusRing,
  },
});
