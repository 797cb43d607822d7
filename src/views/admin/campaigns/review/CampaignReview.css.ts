// The review of applied products: laptop first, each product one row (picture, product and seller, prices,
// when applied, the decision); narrower, the decision drops under the row; on a phone each product is a card
// with the picture beside its name. The same markup throughout, laid out by grid areas; nothing may be wider
// than the screen.
import { style } from '@vanilla-extract/css';
import { media } from '../../../theme/media.ts';
import { tokens, vars } from '../../../theme/theme.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.xl, minWidth: 0 });
export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.sm,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
export const back = style({ alignSelf: 'flex-start', fontSize: tokens.fontSize.sm });

export const tabCount = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.textMuted });
export const panel = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.md, minWidth: 0 });

export const row = style({
  display: 'grid',
  gridTemplateColumns: '72px minmax(0, 1.4fr) minmax(0, 1.1fr) minmax(0, 0.9fr) minmax(11rem, 1.2fr)',
  gridTemplateAreas: '"thumb product prices applied actions"',
  alignItems: 'start',
  gap: `${tokens.space.md} ${tokens.space.lg}`,
  padding: tokens.space.lg,
  borderRadius: tokens.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  '@media': {
    [media.md]: {
      gridTemplateColumns: '72px minmax(0, 1.4fr) minmax(0, 1.1fr) minmax(0, 0.9fr)',
      gridTemplateAreas: '"thumb product prices applied" "actions actions actions actions"',
    },
    [media.xs]: {
      gridTemplateColumns: '56px minmax(0, 1fr) minmax(0, 1fr)',
      gridTemplateAreas: '"thumb product product" "prices prices applied" "actions actions actions"',
      padding: tokens.space.md,
    },
  },
});

export const thumb = style({
  gridArea: 'thumb',
  width: '72px',
  height: '72px',
  borderRadius: tokens.radius.sm,
  background: vars.color.surfaceMuted,
  objectFit: 'cover',
  display: 'grid',
  placeItems: 'center',
  color: vars.color.textMuted,
  '@media': { [media.xs]: { width: '56px', height: '56px' } },
});

const cell = {
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.xxs,
  minWidth: 0,
  overflowWrap: 'anywhere',
} as const;

export const product = style({ ...cell, gridArea: 'product' });
export const prices = style({ ...cell, gridArea: 'prices', fontVariantNumeric: 'tabular-nums' });
export const applied = style({ ...cell, gridArea: 'applied', fontSize: tokens.fontSize.sm });

export const name = style({ fontWeight: tokens.fontWeight.semibold });
export const label = style({
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
export const muted = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.sm });
export const money = style({ fontSize: tokens.fontSize.lg, fontWeight: tokens.fontWeight.semibold });
export const was = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.sm });
export const percent = style({ fontWeight: tokens.fontWeight.semibold });
/** The seller changed the price since applying: the admin should look before approving. */
export const priceNow = style({
  color: vars.color.error,
  fontWeight: tokens.fontWeight.semibold,
  fontSize: tokens.fontSize.sm,
});

export const actions = style({
  gridArea: 'actions',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: tokens.space.sm,
  '@media': {
    [media.md]: { flexDirection: 'row', justifyContent: 'flex-end' },
    // Stacked full width, the main one on top, as the kit's dialog buttons are on a phone.
    [media.xs]: { flexDirection: 'column-reverse' },
  },
});
export const outcome = style({
  ...cell,
  gridArea: 'actions',
  alignItems: 'flex-start',
  gap: tokens.space.xs,
});
export const reason = style({ whiteSpace: 'pre-line' });

export const loadMore = style({ display: 'flex', justifyContent: 'center' });
