// The one visible focus ring, for keyboard focus only (react-aria's [data-focus-visible]); a heading that
// script focuses to start a new screen there draws none.
import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;

// A heading made focusable by script (tabindex -1, e.g. an onboarding step's after Next, Back or a reload)
// is where reading starts, not a control: the browser's own ring would frame it after a reload or a key.
globalStyle('h1[tabindex="-1"]:focus', { outline: 'none' });
