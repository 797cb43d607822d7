// The payout desk: laptop first, each request one row (seller, where to pay, amount, the seller's balance,
// the decision); narrower, the decision drops under the row; on a phone each request is a card of two
// columns. The same markup throughout, laid out by grid areas; nothing may be wider than the screen.
import { style } from '@vanilla-extract/css';
import { media } from '../../theme/media.ts';
import { tokens, vars } from '../../theme/theme.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.xl, minWidth: 0 });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: tokens.space.lg,
});
export const intro = style({ flex: '1 1 28rem', minWidth: 0 });

export const panel = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.md, minWidth: 0 });
export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: tokens.fontSize.sm });

export const row = style({
  display: 'grid',
  // The decision's column shares the row: sized by its content (auto), a long failure reason would squeeze the
  // others to nothing.
  gridTemplateColumns:
    'minmax(0, 1.2fr) minmax(0, 1.3fr) minmax(0, 1fr) minmax(0, 0.9fr) minmax(11rem, 1.4fr)',
  gridTemplateAreas: '"seller payTo amount balance actions"',
  alignItems: 'start',
  gap: `${tokens.space.md} ${tokens.space.lg}`,
  padding: tokens.space.lg,
  borderRadius: tokens.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  '@media': {
    [media.md]: {
      gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 1.3fr) minmax(0, 1fr) minmax(0, 0.9fr)',
      gridTemplateAreas: '"seller payTo amount balance" "actions actions actions actions"',
    },
    [media.xs]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      gridTemplateAreas: '"seller amount" "payTo balance" "actions actions"',
      padding: tokens.space.md,
    },
  },
});

const cell = {
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.xxs,
  minWidth: 0,
  overflowWrap: 'anywhere',
} as const;

export const seller = style({ ...cell, gridArea: 'seller' });
export const payTo = style({ ...cell, gridArea: 'payTo' });
export const amount = style({ ...cell, gridArea: 'amount', fontVariantNumeric: 'tabular-nums' });
export const balance = style({ ...cell, gridArea: 'balance', fontVariantNumeric: 'tabular-nums' });

export const label = style({
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
export const store = style({ fontWeight: tokens.fontWeight.semibold });
export const muted = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.sm });
export const account = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontVariantNumeric: 'tabular-nums',
});
export const money = style({ fontSize: tokens.fontSize.lg, fontWeight: tokens.fontWeight.semibold });
export const negative = style({ color: vars.color.error, fontWeight: tokens.fontWeight.semibold });

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
