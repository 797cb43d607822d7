// The Payments page: three cards across a laptop, stacked on a phone; the requests and the statement entries
// as rows on a laptop and cards on a phone (the same markup laid out by grid areas).
import { style } from '@vanilla-extract/css';
import { media, narrow } from '../theme/media.ts';
import { tokens, vars } from '../theme/theme.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.xl, minWidth: 0 });

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 1fr)',
  gap: tokens.space.lg,
  '@media': {
    [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
    [media.xs]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const availableCard = style({
  '@media': { [media.md]: { gridColumn: '1 / -1' } },
});

export const amount = style({
  fontSize: tokens.fontSize.xxl,
  fontWeight: tokens.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1.2,
  overflowWrap: 'anywhere',
  '@media': { [media.xs]: { fontSize: tokens.fontSize.xl } },
});

export const negative = style({ color: vars.color.error });

export const muted = style({
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const cashOut = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: tokens.space.md,
});

export const tabPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.lg,
  minWidth: 0,
});

export const request = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.6fr) minmax(0, 0.9fr) minmax(0, 1.6fr) minmax(0, 2fr)',
  gridTemplateAreas: '"to amount requested status"',
  alignItems: 'start',
  gap: tokens.space.lg,
  padding: tokens.space.lg,
  borderRadius: tokens.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  '@media': {
    [narrow]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateAreas: '"to amount" "status status" "requested requested"',
      gap: `${tokens.space.sm} ${tokens.space.lg}`,
      padding: tokens.space.md,
    },
  },
});

const cell = { display: 'flex', flexDirection: 'column', gap: tokens.space.xxs, minWidth: 0 } as const;

export const to = style({ ...cell, gridArea: 'to' });
export const strong = style({ fontWeight: tokens.fontWeight.semibold, overflowWrap: 'anywhere' });
export const requestAmount = style({
  ...cell,
  gridArea: 'amount',
  fontWeight: tokens.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [narrow]: { textAlign: 'end' } },
});
export const requested = style({ ...cell, gridArea: 'requested' });
export const status = style({ ...cell, gridArea: 'status', gap: tokens.space.xs });

export const loadMore = style({ display: 'flex', justifyContent: 'center' });

export const statementBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: tokens.space.md,
});

export const monthPicker = style({ minWidth: '12rem', '@media': { [media.xs]: { flex: '1 1 100%' } } });

export const balances = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: tokens.space.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const entries = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const entry = style({
  display: 'grid',
  gridTemplateColumns: '11rem minmax(0, 1fr) 8rem 10rem',
  gridTemplateAreas: '"at description amount balance"',
  alignItems: 'baseline',
  gap: tokens.space.lg,
  padding: `${tokens.space.md} ${tokens.space.lg}`,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
  '@media': {
    [narrow]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateAreas: '"description description" "at amount" ". balance"',
      gap: `${tokens.space.xxs} ${tokens.space.md}`,
      padding: tokens.space.md,
    },
  },
});

export const entryAt = style({ gridArea: 'at', color: vars.color.textMuted, fontSize: tokens.fontSize.sm });
export const entryDescription = style({ ...cell, gridArea: 'description', overflowWrap: 'anywhere' });
export const entryAmount = style({
  gridArea: 'amount',
  textAlign: 'end',
  fontWeight: tokens.fontWeight.semibold,
});
export const entryBalance = style({
  gridArea: 'balance',
  textAlign: 'end',
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.sm,
});
