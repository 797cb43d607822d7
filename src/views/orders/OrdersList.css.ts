// The seller's order list: the header, the filters, and each order as a row on a laptop and a card on a
// phone (the same markup laid out by grid areas).
import { style } from '@vanilla-extract/css';
import { media, narrow } from '../theme/media.ts';
import { tokens, vars } from '../theme/theme.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.xl, minWidth: 0 });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.space.lg,
});

export const headerActions = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space.sm });

export const row = style({
  display: 'grid',
  gridTemplateColumns:
    'minmax(0, 1.5fr) minmax(0, 1fr) minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1.6fr) 6.5rem',
  gridTemplateAreas: '"main status items total placed actions"',
  alignItems: 'start',
  gap: tokens.space.lg,
  padding: tokens.space.lg,
  borderRadius: tokens.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  '@media': {
    [media.lg]: {
      gridTemplateColumns: 'minmax(0, 1.4fr) minmax(0, 2fr) minmax(0, 1fr) auto',
      gridTemplateAreas: '"main items total status" "placed placed placed actions"',
    },
    [narrow]: {
      // Two even columns: an auto one would grow to the placed time and squeeze the order number.
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      gridTemplateAreas: '"main status" "items items" "total placed" "actions actions"',
      gap: `${tokens.space.sm} ${tokens.space.lg}`,
      padding: tokens.space.md,
    },
  },
});

const cell = { display: 'flex', flexDirection: 'column', gap: tokens.space.xxs, minWidth: 0 } as const;

export const main = style({ ...cell, gridArea: 'main' });
export const number = style({ fontWeight: tokens.fontWeight.semibold, overflowWrap: 'anywhere' });
export const muted = style({
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.sm,
  overflowWrap: 'anywhere',
});
export const status = style({
  gridArea: 'status',
  justifySelf: 'start',
  '@media': { [media.lg]: { justifySelf: 'end' } },
});
export const items = style({ ...cell, gridArea: 'items', overflowWrap: 'anywhere' });
export const total = style({ ...cell, gridArea: 'total', fontVariantNumeric: 'tabular-nums' });
export const placed = style({ ...cell, gridArea: 'placed', fontVariantNumeric: 'tabular-nums' });
export const actions = style({
  gridArea: 'actions',
  justifySelf: 'end',
  '@media': { [narrow]: { justifySelf: 'stretch', display: 'grid' } },
});

export const label = style({
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
export const amount = style({ fontWeight: tokens.fontWeight.semibold });

export const loadMore = style({ display: 'flex', justifyContent: 'center' });
