// A campaign's page: the cover across the top, the campaign, then the picker beside the seller's products on a
// laptop; one column on a phone, the picker first (what the seller came to do).
import { style } from '@vanilla-extract/css';
import { narrow } from '../../theme/media.ts';
import { tokens, vars } from '../../theme/theme.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.xl, minWidth: 0 });

export const cover = style({
  display: 'block',
  width: '100%',
  aspectRatio: '12 / 5',
  // A banner, not a poster: on a laptop it stays a strip above the campaign.
  maxHeight: '20rem',
  objectFit: 'cover',
  borderRadius: tokens.radius.lg,
  background: vars.color.surfaceMuted,
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.sm, minWidth: 0 });

export const title = style({ overflowWrap: 'anywhere' });

export const lead = style({
  margin: 0,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const description = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  alignItems: 'start',
  gap: tokens.space.xl,
  '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.space.lg } },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.md, minWidth: 0 });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: '48px minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: tokens.space.md,
  padding: `${tokens.space.md} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none' } },
});

/** A picked product: its discount field and percentage wrap under the name on a phone. */
export const pickedRow = style([
  row,
  {
    gridTemplateColumns: '48px minmax(0, 1fr) minmax(0, 12rem) auto',
    alignItems: 'start',
    '@media': {
      [narrow]: {
        gridTemplateColumns: '48px minmax(0, 1fr) auto',
        gridTemplateAreas: '"thumb name remove" "price price price"',
      },
    },
  },
]);

export const pickedThumb = style({ '@media': { [narrow]: { gridArea: 'thumb' } } });
export const pickedName = style({ '@media': { [narrow]: { gridArea: 'name' } } });
export const pickedPrice = style({ minWidth: 0, '@media': { [narrow]: { gridArea: 'price' } } });
export const pickedRemove = style({ '@media': { [narrow]: { gridArea: 'remove' } } });

export const thumb = style({
  width: 48,
  height: 48,
  borderRadius: tokens.radius.sm,
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
});

export const name = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.xxs,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const strong = style({ fontWeight: tokens.fontWeight.semibold });

export const small = style({ fontSize: tokens.fontSize.sm, color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: tokens.space.sm,
});
