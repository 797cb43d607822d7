// The one visible focus ring, for keyboard focus only (react-aria's [data-focus-visible]), and the look of
// a heading that script focuses to start a new screen there.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;

/**
 * A heading focused by script (tabIndex -1) after a step change: it is where reading starts, not a
 * control, so it draws no ring (the browser's own would frame it after a reload or a key press).
 */
export const focusTarget = style({ selectors: { '&:focus': { outline: 'none' } } });
