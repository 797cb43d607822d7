import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../theme/theme.css.ts';

export const menu = style({
  minWidth: '10rem',
  padding: tokens.space.xs,
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: tokens.shadow.overlay,
  outline: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  // A finger-sized target on a phone.
  minHeight: '44px',
  padding: `0 ${tokens.space.md}`,
  borderRadius: tokens.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focused]': { background: vars.color.surfaceMuted } },
});

export const dangerItem = style([item, { color: vars.color.error }]);
