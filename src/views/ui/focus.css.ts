// The one visible focus ring, for keyboard focus only (react-aria's [data-focus-visible]).
import { vars } from '../theme/theme.css.ts';

export const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;
