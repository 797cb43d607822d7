// The storefront events page: each event a row on a laptop and a card on a phone (the same markup laid out
// by grid areas), its JSON in a disclosure across the row.
import { style } from '@vanilla-extract/css';
import { media, narrow } from '../../theme/media.ts';
import { tokens, vars } from '../../theme/theme.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.xl, minWidth: 0 });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 1fr) minmax(0, 1.6fr)',
  gridTemplateAreas: '"what made delivery" "json json json"',
  alignItems: 'start',
  gap: `${tokens.space.sm} ${tokens.space.lg}`,
  padding: tokens.space.lg,
  borderRadius: tokens.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  '@media': {
    [narrow]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateAreas: '"what" "delivery" "made" "json"',
      padding: tokens.space.md,
    },
  },
});

const cell = { display: 'flex', flexDirection: 'column', gap: tokens.space.xxs, minWidth: 0 } as const;

export const what = style({ ...cell, gridArea: 'what' });
export const type = style({ fontWeight: tokens.fontWeight.semibold });
export const orderNumber = style({ overflowWrap: 'anywhere' });
export const made = style({ ...cell, gridArea: 'made', fontVariantNumeric: 'tabular-nums' });
export const delivery = style({ ...cell, gridArea: 'delivery', gap: tokens.space.xs });
export const detail = style({
  ...cell,
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
export const error = style({ color: vars.color.text });

export const label = style({
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const disclosure = style({ gridArea: 'json', minWidth: 0 });
export const trigger = style({
  paddingInline: tokens.space.sm,
  marginInlineStart: `calc(-1 * ${tokens.space.sm})`,
});
export const chevron = style({
  width: '1rem',
  height: '1rem',
  transform: 'rotate(-90deg)',
  transition: 'transform 150ms',
  selectors: { [`${disclosure}[data-expanded] &`]: { transform: 'none' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
export const panel = style({ minWidth: 0 });
export const json = style({
  margin: 0,
  padding: tokens.space.md,
  maxWidth: '100%',
  overflowX: 'auto',
  borderRadius: tokens.radius.sm,
  background: vars.color.surfaceMuted,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: tokens.fontSize.sm,
  '@media': { [media.xs]: { fontSize: tokens.fontSize.xs } },
});

export const loadMore = style({ display: 'flex', justifyContent: 'center' });
