// The campaign form: laptop first, two columns of cards (the words, then the cover, the dates and the display);
// one column below a tablet. The date pickers' segments and calendar are styled here, as the order filters'
// are for theirs.
import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../theme/media.ts';
import { tokens, vars } from '../../theme/theme.css.ts';
import { focusRing } from '../../ui/focus.css.ts';
import { field } from '../../ui/field.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.xl, minWidth: 0 });
export const header = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.xs });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  alignItems: 'start',
  gap: tokens.space.xl,
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const column = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.xl, minWidth: 0 });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: tokens.space.md,
  '@media': { [media.xs]: { flexDirection: 'column-reverse', alignItems: 'stretch' } },
});
export const mainActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: tokens.space.md,
  marginLeft: 'auto',
  '@media': { [media.xs]: { flexDirection: 'column-reverse', marginLeft: 0 } },
});

export const muted = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.sm, margin: 0 });
export const error = style({
  margin: 0,
  fontSize: tokens.fontSize.sm,
  color: vars.color.error,
  fontWeight: tokens.fontWeight.medium,
});

// The cover
export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: tokens.space.sm,
  padding: tokens.space.lg,
  borderRadius: tokens.radius.md,
  border: `2px dashed ${vars.color.border}`,
  textAlign: 'center',
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.focusRing, background: vars.color.surfaceMuted },
    '&[data-focus-visible]': focusRing,
  },
});
export const preview = style({
  display: 'block',
  width: '100%',
  aspectRatio: '12 / 5',
  objectFit: 'cover',
  borderRadius: tokens.radius.md,
  background: vars.color.surfaceMuted,
  color: 'transparent',
});

// The amount with its unit
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
export const unit = style({ padding: `0 ${tokens.space.md}`, color: vars.color.textMuted, flex: 'none' });
export const unitInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: '42px',
  padding: `0 ${tokens.space.md}`,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: tokens.fontSize.md,
  outline: 'none',
});

// The moments
export const dateInput = style({
  display: 'flex',
  flex: 1,
  minWidth: 0,
  padding: `0 ${tokens.space.md}`,
  fontSize: tokens.fontSize.md,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  overflowX: 'auto',
});
export const segment = style({
  padding: '0 1px',
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
  height: '42px',
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  borderRadius: tokens.radius.md,
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': focusRing, '&[data-disabled]': { opacity: 0.4 } },
} as const;
export const iconButtonStyle = style(iconButton);
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
    '&[data-focus-visible]': focusRing,
  },
});
