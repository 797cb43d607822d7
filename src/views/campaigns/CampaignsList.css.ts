// The seller's campaigns: a column of cards on a phone, as many 340 px columns as fit on a laptop.
import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../theme/media.ts';
import { tokens, vars } from '../theme/theme.css.ts';
import { focusRing } from '../ui/focus.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.xl, minWidth: 0 });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: tokens.space.lg,
});

export const intro = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.sm,
  maxWidth: '60ch',
});

export const sort = style({ minWidth: '14rem', '@media': { [media.xs]: { width: '100%' } } });

export const cards = style({});
globalStyle(`${cards} > ol`, {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
  gap: tokens.space.lg,
});

export const item = style({ display: 'flex', minWidth: 0 });

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  overflow: 'hidden',
  borderRadius: tokens.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: tokens.shadow.raised,
  selectors: { '&:has(a[data-focus-visible])': focusRing },
});

export const cover = style({
  display: 'block',
  width: '100%',
  aspectRatio: '12 / 5',
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.sm,
  padding: tokens.space.lg,
  flex: 1,
});

export const heading = style({
  margin: 0,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
  lineHeight: 1.3,
  overflowWrap: 'anywhere',
});

/** The heading's link covers the whole card, so the card opens the campaign wherever it is pressed. */
export const cardLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&[data-hovered]': { textDecoration: 'underline' },
  },
});

export const title = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const period = style({ margin: 0, fontSize: tokens.fontSize.sm, color: vars.color.text });

export const applied = style({
  margin: 0,
  marginTop: 'auto',
  paddingTop: tokens.space.sm,
  fontSize: tokens.fontSize.sm,
  color: vars.color.textMuted,
});

export const loadMore = style({ display: 'flex', justifyContent: 'center' });
