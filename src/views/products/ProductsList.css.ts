// The seller's product list: the header, the filters, and each product as a row on a laptop and a card on a
// phone (the same markup laid out by grid areas).
import { style } from '@vanilla-extract/css';
import { media, narrow } from '../theme/media.ts';
import { tokens, vars } from '../theme/theme.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.xl, minWidth: 0 });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: tokens.space.lg,
});

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)',
  alignItems: 'end',
  gap: tokens.space.lg,
  '@media': {
    [narrow]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  },
});

/** On a phone the search takes the whole first row, the sort and the order share the second. */
export const searchCell = style({
  minWidth: 0,
  '@media': { [narrow]: { gridColumn: '1 / -1' } },
});

export const countLine = style({
  margin: 0,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: '64px minmax(0, 3fr) minmax(0, 1.2fr) minmax(0, 0.8fr) minmax(0, 1.6fr) auto',
  gridTemplateAreas: '"thumb main price stock status actions"',
  // Top-aligned: the cells differ in height (a stock with its variant count), and their labels line up.
  alignItems: 'start',
  gap: tokens.space.lg,
  padding: tokens.space.lg,
  borderRadius: tokens.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  '@media': {
    [narrow]: {
      // The price takes what it needs (a discount stacks two amounts), the stock the rest.
      gridTemplateColumns: '64px fit-content(10rem) minmax(0, 1fr) auto',
      gridTemplateAreas: '"thumb main main actions" "thumb price stock stock" "status status status status"',
      gap: `${tokens.space.sm} ${tokens.space.lg}`,
      padding: tokens.space.md,
    },
  },
});

export const thumb = style({
  gridArea: 'thumb',
  width: '64px',
  height: '64px',
  borderRadius: tokens.radius.sm,
  background: vars.color.surfaceMuted,
  objectFit: 'cover',
  display: 'grid',
  placeItems: 'center',
  color: vars.color.textMuted,
});

export const main = style({
  gridArea: 'main',
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.xxs,
  minWidth: 0,
});
export const name = style({ fontWeight: tokens.fontWeight.semibold, overflowWrap: 'anywhere' });
export const muted = style({
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.sm,
  overflowWrap: 'anywhere',
});

const cell = { display: 'flex', flexDirection: 'column', gap: tokens.space.xxs, minWidth: 0 } as const;
export const price = style({
  ...cell,
  gridArea: 'price',
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
export const stock = style({ ...cell, gridArea: 'stock', fontVariantNumeric: 'tabular-nums' });
export const status = style({ ...cell, gridArea: 'status', gap: tokens.space.xs });
export const actions = style({ gridArea: 'actions', justifySelf: 'end' });

export const label = style({
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
export const amount = style({ fontWeight: tokens.fontWeight.semibold });
export const was = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.sm });
export const outOfStock = style({ color: vars.color.error, fontWeight: tokens.fontWeight.semibold });
export const reason = style({
  margin: 0,
  color: vars.color.onErrorSurface,
  fontSize: tokens.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const countFailure = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: tokens.space.sm,
  '@media': { [media.xs]: { flexDirection: 'column', alignItems: 'stretch' } },
});
