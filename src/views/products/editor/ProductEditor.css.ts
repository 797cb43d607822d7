import { createVar, style } from '@vanilla-extract/css';
import { media, narrow } from '../../theme/media.ts';
import { tokens, vars } from '../../theme/theme.css.ts';
import { focusRing } from '../../ui/focus.css.ts';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.xl,
  maxWidth: '960px',
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.xs,
});

export const fieldGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
  gap: tokens.space.lg,
  alignItems: 'start',
});

export const weight = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 88px',
  gap: tokens.space.sm,
  alignItems: 'start',
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: tokens.space.sm,
  flexWrap: 'wrap',
  '@media': { [narrow]: { flexDirection: 'column-reverse', alignItems: 'stretch' } },
});

/** "Write with AI" and its undo, under the description. */
export const aiActions = style({ display: 'flex', gap: tokens.space.sm, flexWrap: 'wrap' });

export const muted = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.sm, margin: 0 });

export const error = style({ color: vars.color.error, fontSize: tokens.fontSize.sm, margin: 0 });

// Pictures

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

export const images = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: tokens.space.md,
  padding: 0,
  margin: 0,
  outline: 'none',
  '@media': { [narrow]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const image = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.xs,
  padding: tokens.space.xs,
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-dragging]': { opacity: 0.5 },
    '&[data-drop-target]': { borderColor: vars.color.focusRing },
  },
});

export const thumbnail = style({
  width: '100%',
  // The width and height attributes give the ratio before it loads; the square crop wins.
  height: 'auto',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: tokens.radius.sm,
  background: vars.color.surfaceMuted,
  display: 'block',
});

/** The thumbnail, with a made picture's "AI" badge over its corner. */
export const frame = style({ position: 'relative' });

export const madeBadge = style({
  position: 'absolute',
  insetBlockStart: tokens.space.xs,
  insetInlineStart: tokens.space.xs,
  boxShadow: tokens.shadow.overlay,
});

export const imageTools = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: tokens.space.xxs,
});

/** A picture's small buttons share its width, however narrow the column. */
export const tool = style({
  selectors: { [`${imageTools} &, ${image} &`]: { width: '100%', minWidth: 0, paddingInline: 0 } },
});

/** A picture's labelled button: its words wrap in a narrow column instead of widening it. */
export const wrapping = style({
  whiteSpace: 'normal',
  textAlign: 'center',
  paddingBlock: tokens.space.xs,
  fontSize: tokens.fontSize.sm,
});

export const dropIndicator = style({
  outline: `2px solid ${vars.color.focusRing}`,
  borderRadius: tokens.radius.sm,
  selectors: { '&:not([data-drop-target])': { outline: 'none' } },
});

export const meter = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.xs });

export const bar = style({
  height: '8px',
  borderRadius: tokens.radius.full,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});

/** How far the upload is, 0% to 100%. */
export const uploaded = createVar();
export const fill = style({ height: '100%', width: uploaded, background: vars.color.primary });

// Variants

export const option = style({
  // A fieldset: no default margin, and never wider than its column.
  margin: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.sm,
  padding: tokens.space.md,
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.border}`,
});

/**
 * Add value and Remove option close the option, so its name's input spans the option's width and every
 * value's input lines up under it, on a phone as on a laptop.
 */
export const optionFoot = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: tokens.space.sm,
});

export const values = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 160px), 1fr))',
  gap: tokens.space.sm,
  alignItems: 'end',
});

export const value = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: tokens.space.xs,
  alignItems: 'end',
});

export const rows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.md,
  padding: 0,
  margin: 0,
});

export const row = style({
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.sm,
  padding: tokens.space.md,
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const rowHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: tokens.space.sm,
  flexWrap: 'wrap',
});

const quantityWidth = '4.5rem';

/**
 * Grid areas where each line of fields is three rows (label, input, error), which the fields share as
 * subgrids: the inputs of a line stay level when one label takes two lines on a narrow phone.
 */
const fieldLines = (...lines: string[]) => lines.flatMap((line) => Array(3).fill(`"${line}"`)).join(' ');

/**
 * A variant's fields: one line on a wide screen, the SKU (its distinguishing end included) and the
 * picture's name given the most room; two lines below that; on a phone the prices side by side, the SKU
 * beside the quantity, the picture across, so a list of variants stays short to scroll.
 */
export const rowFields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1.8fr) minmax(0, 0.7fr) minmax(0, 1.6fr)',
  gridTemplateAreas: fieldLines('price discounted sku quantity picture'),
  gap: tokens.space.sm,
  '@media': {
    [media.lg]: {
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
      gridTemplateAreas: fieldLines('price discounted quantity', 'sku sku picture'),
    },
    [media.xs]: {
      // The prices take half each; the quantity what five digits need, the SKU all the rest. The middle
      // track is what makes the halves: 50% less the quantity and one and a half gaps.
      gridTemplateColumns: `minmax(0, 1fr) minmax(0, calc(50% - ${quantityWidth} - 1.5 * ${tokens.space.sm})) ${quantityWidth}`,
      gridTemplateAreas: fieldLines(
        'price discounted discounted',
        'sku sku quantity',
        'picture picture picture',
      ),
    },
  },
});
const rowField = style({
  display: 'grid',
  gridTemplateRows: 'subgrid',
  // One column no wider than the field's area, whatever the width of a select's chosen name.
  gridTemplateColumns: 'minmax(0, 1fr)',
  rowGap: tokens.space.xs,
  alignItems: 'end',
});
export const priceField = style([rowField, { gridArea: 'price' }]);
export const discountedField = style([rowField, { gridArea: 'discounted' }]);
export const skuField = style([rowField, { gridArea: 'sku' }]);
export const quantityField = style([rowField, { gridArea: 'quantity' }]);
export const pictureField = style([rowField, { gridArea: 'picture' }]);

/** Charge taxes and the row's buttons share a line when they fit. */
export const rowFoot = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.space.sm,
});

export const rowActions = style({ display: 'flex', gap: tokens.space.xs, flexWrap: 'wrap' });

export const leftOut = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: tokens.space.xs,
  alignItems: 'center',
});
