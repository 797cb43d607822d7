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

/**
 * The chosen value keeps the trigger one line high, however long its name: the end gives way to an
 * ellipsis (the list shows it whole), and the arrow keeps its size.
 */
export const value = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

/** An icon beside a name never gives up its width to it. */
export const icon = style({ flexShrink: 0 });

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
  gap: tokens.space.sm,
  minHeight: '40px',
  // A long name wraps in the list, its lines still clear of the item's edges.
  padding: `${tokens.space.xs} ${tokens.space.md}`,
  borderRadius: tokens.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceMuted },
    '&[data-selected]': { fontWeight: tokens.fontWeight.semibold },
  },
});
