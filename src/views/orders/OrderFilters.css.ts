// The order list's filters: four fields in a row on a laptop, two by two on a tablet; on a phone the two
// selects share a row and each date takes a row of its own (a whole date does not fit half of 320 px).
import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../theme/media.ts';
import { tokens, vars } from '../theme/theme.css.ts';
import { focusRing } from '../ui/focus.css.ts';
import { field } from '../ui/field.css.ts';

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  alignItems: 'end',
  gap: tokens.space.lg,
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.xs]: { gap: tokens.space.md },
  },
});

export const group = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  width: '100%',
  minWidth: 0,
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    [`${field}[data-invalid] &`]: { borderColor: vars.color.error },
    '&[data-focus-within]': { borderColor: vars.color.focusRing },
  },
});

export const input = style({
  display: 'flex',
  flex: 1,
  minWidth: 0,
  padding: `0 ${tokens.space.md}`,
  fontSize: tokens.fontSize.md,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
});

export const segment = style({
  padding: `0 1px`,
  borderRadius: tokens.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { color: vars.color.textMuted },
    '&[data-focused]': { background: vars.color.primary, color: vars.color.onPrimary },
  },
});

const iconButton = {
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '44px',
  height: '44px',
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  borderRadius: tokens.radius.md,
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': focusRing, '&[data-disabled]': { opacity: 0.4 } },
} as const;

export const calendarButton = style([iconButton, { height: '42px' }]);

export const dateField = style({ '@media': { [media.xs]: { gridColumn: '1 / -1' } } });
export const monthButton = style(iconButton);
export const previous = style({ transform: 'rotate(90deg)' });
export const next = style({ transform: 'rotate(-90deg)' });

export const popover = style({
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: tokens.shadow.overlay,
  maxWidth: 'calc(100vw - 16px)',
});

export const dialog = style({ padding: tokens.space.md, outline: 'none' });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.space.sm,
});

export const month = style({
  margin: 0,
  fontSize: tokens.fontSize.md,
  fontWeight: tokens.fontWeight.semibold,
});

export const grid = style({ borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${grid} th`, {
  fontSize: tokens.fontSize.xs,
  color: vars.color.textMuted,
  fontWeight: tokens.fontWeight.regular,
});

export const cell = style({
  display: 'grid',
  placeItems: 'center',
  width: '40px',
  height: '40px',
  borderRadius: tokens.radius.full,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-selected]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&[data-disabled], &[data-unavailable]': { color: vars.color.textMuted, opacity: 0.5, cursor: 'default' },
    '&[data-focus-visible]': focusRing,
  },
});
