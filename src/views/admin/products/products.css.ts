// The product review queue: one card per product (pictures, facts, variants, description, decision), laid
// out side by side on a laptop and stacked on a phone; nothing may be wider than the screen.
import { style } from '@vanilla-extract/css';
import { media, narrow } from '../../theme/media.ts';
import { tokens, vars } from '../../theme/theme.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.xl, minWidth: 0 });

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  gridTemplateAreas: '"head head" "pictures facts" "variants variants" "about about" "actions actions"',
  gap: tokens.space.lg,
  padding: tokens.space.xl,
  borderRadius: tokens.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
  '@media': {
    [narrow]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateAreas: '"head" "pictures" "facts" "variants" "about" "actions"',
      padding: tokens.space.lg,
    },
  },
});

export const head = style({
  gridArea: 'head',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: `${tokens.space.xs} ${tokens.space.lg}`,
  minWidth: 0,
});

export const titleBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.xxs,
  minWidth: 0,
});
export const title = style({ overflowWrap: 'anywhere' });
export const muted = style({
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.sm,
  overflowWrap: 'anywhere',
});

/**
 * The pictures: on a laptop a gallery in its column (the first across it, the rest four to a row); on a
 * phone a strip that scrolls sideways inside the card rather than widening the page.
 */
export const pictures = style({
  gridArea: 'pictures',
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: tokens.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
  alignSelf: 'start',
  '@media': {
    [narrow]: {
      display: 'flex',
      overflowX: 'auto',
      overscrollBehaviorX: 'contain',
      scrollSnapType: 'x mandatory',
    },
  },
});

export const picture = style({
  aspectRatio: '1',
  minWidth: 0,
  selectors: { '&:first-child': { gridColumn: '1 / -1' } },
  '@media': {
    [narrow]: {
      flex: '0 0 auto',
      width: '120px',
      scrollSnapAlign: 'start',
      selectors: { '&:first-child': { width: '200px' } },
    },
  },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  borderRadius: tokens.radius.md,
  // What shows while the picture loads, or in its place if it cannot.
  background: vars.color.surfaceMuted,
});

export const noPictures = style({
  gridArea: 'pictures',
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.sm,
});

export const facts = style({
  gridArea: 'facts',
  display: 'grid',
  // Terms are short words: they keep their column on a phone too, so the facts stay compact.
  gridTemplateColumns: 'minmax(5.5rem, max-content) minmax(0, 1fr)',
  gap: `${tokens.space.sm} ${tokens.space.lg}`,
  margin: 0,
  alignContent: 'start',
  '@media': { [media.xs]: { gap: `${tokens.space.xs} ${tokens.space.md}` } },
});
export const fact = style({ display: 'contents' });
export const term = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.sm });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });
export const strike = style({ color: vars.color.textMuted, textDecoration: 'line-through' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.sm, minWidth: 0 });
export const variants = style([section, { gridArea: 'variants' }]);
export const about = style([section, { gridArea: 'about' }]);

/**
 * The variants table fits a phone without scrolling sideways: there the SKU leaves its column for a line
 * under the variant's name (only one of the two is ever displayed). It can still scroll inside the card
 * rather than widen the page, should a name be longer than the screen.
 */
export const tableScroll = style({ overflowX: 'auto', minWidth: 0 });
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: tokens.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});
export const cellHead = style({
  textAlign: 'start',
  fontWeight: tokens.fontWeight.semibold,
  color: vars.color.textMuted,
  padding: `${tokens.space.xs} ${tokens.space.sm}`,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  whiteSpace: 'nowrap',
  '@media': { [media.xs]: { paddingInline: tokens.space.xs } },
});
export const cell = style({
  padding: `${tokens.space.xs} ${tokens.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  fontWeight: tokens.fontWeight.regular,
  verticalAlign: 'top',
  '@media': { [media.xs]: { paddingInline: tokens.space.xs } },
});
export const skuColumn = style({ '@media': { [media.xs]: { display: 'none' } } });
export const skuUnder = style({
  display: 'none',
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  '@media': { [media.xs]: { display: 'block' } },
});
/** A SKU or an amount reads as one piece: it never breaks inside. */
export const unbroken = style({ whiteSpace: 'nowrap' });
export const number = style([unbroken, { textAlign: 'end' }]);
/** In the table the full price goes under the discounted one, so the column stays narrow. */
export const stacked = style({ display: 'block' });

export const description = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const actions = style({
  gridArea: 'actions',
  display: 'flex',
  flexWrap: 'wrap',
  gap: tokens.space.sm,
  justifyContent: 'flex-end',
  // Two equal buttons across a phone, easy to reach with a thumb.
  '@media': { [media.xs]: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const rejection = style({ gridArea: 'actions' });

export const refusalActions = style({ marginTop: tokens.space.sm });
