// One order's page: the header, then the lines and timeline beside the actions, buyer, shipment and
// packing slip on a laptop; one column on a phone, the actions first (what the seller came to do).
import { globalStyle, style } from '@vanilla-extract/css';
import { narrow } from '../../theme/media.ts';
import { tokens, vars } from '../../theme/theme.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.xl, minWidth: 0 });

export const header = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.sm, minWidth: 0 });

export const titleLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: tokens.space.md,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

// The badge sits level with the title, not at the top of its line.
globalStyle(`${titleLine} > *`, { alignSelf: 'center' });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gridTemplateAreas: '"main side"',
  alignItems: 'start',
  gap: tokens.space.xl,
  '@media': {
    [narrow]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateAreas: '"side" "main"',
      gap: tokens.space.lg,
    },
  },
});

export const main = style({
  gridArea: 'main',
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.xl,
  minWidth: 0,
});
export const side = style({
  gridArea: 'side',
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.xl,
  minWidth: 0,
});

export const lines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const line = style({
  display: 'grid',
  gridTemplateColumns: '56px minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: tokens.space.md,
  padding: `${tokens.space.md} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none', paddingTop: 0 } },
});

export const thumb = style({
  width: 56,
  height: 56,
  borderRadius: tokens.radius.sm,
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
  display: 'grid',
  placeItems: 'center',
  color: vars.color.textMuted,
});

export const lineText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.xxs,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
export const lineName = style({ fontWeight: tokens.fontWeight.semibold });
export const small = style({ fontSize: tokens.fontSize.sm, color: vars.color.textMuted });
export const amount = style({ fontVariantNumeric: 'tabular-nums', textAlign: 'end', whiteSpace: 'nowrap' });

export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${tokens.space.xs} ${tokens.space.lg}`,
  margin: 0,
  paddingTop: tokens.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});
export const totalTerm = style({ color: vars.color.textMuted });
export const totalValue = style([amount, { margin: 0 }]);
export const grandTotal = style({ fontWeight: tokens.fontWeight.bold, color: vars.color.text });

export const timeline = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.md,
});
export const event = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.xxs,
  overflowWrap: 'anywhere',
});

export const slipButtons = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space.sm });
