import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../theme/theme.css.ts';
import { focusRing } from './focus.css.ts';
import { field } from './field.css.ts';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.space.sm,
  minHeight: '44px',
  width: '100%',
  padding: `0 ${tokens.space.md}`,
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: tokens.fontSize.md,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    [`${field}[data-invalid] &`]: { borderColor: vars.color.error },
    '&[data-focus-visible]': focusRing,
  },
});

export const value = style({
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const popover = style({
  minWidth: 'var(--trigger-width)',
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: tokens.shadow.overlay,
  overflow: 'auto',
});

export const listBox = style({ padding: tokens.space.xs, outline: 'none' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: '40px',
  padding: `0 ${tokens.space.md}`,
  borderRadius: tokens.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceMuted },
    '&[data-selected]': { fontWeight: tokens.fontWeight.semibold },
  },
});
