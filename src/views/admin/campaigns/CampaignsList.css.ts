// The admins' campaigns: laptop first, each campaign one row (cover, title and heading, phase and sales period,
// counts, links and Delete); on a phone each is a card, the cover on top. The same markup throughout, laid out by
// grid areas; nothing may be wider than the screen.
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
  gridTemplateColumns: '9rem minmax(0, 2fr) minmax(0, 1.6fr) minmax(0, 1fr) auto',
  gridTemplateAreas: '"cover about period counts actions"',
  alignItems: 'center',
  gap: `${tokens.space.md} ${tokens.space.lg}`,
  padding: tokens.space.md,
  borderRadius: tokens.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  '@media': {
    [media.md]: {
      gridTemplateColumns: '8rem minmax(0, 1fr) minmax(0, 1fr)',
      gridTemplateAreas: '"cover about about" "cover period counts" "actions actions actions"',
    },
    [media.xs]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateAreas: '"cover" "about" "period" "counts" "actions"',
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

export const cover = style({
  gridArea: 'cover',
  width: '100%',
  aspectRatio: '12 / 5',
  objectFit: 'cover',
  borderRadius: tokens.radius.sm,
  // Shown behind a picture still loading, or one the media store no longer has.
  background: vars.color.surfaceMuted,
  color: 'transparent',
});
export const about = style({ ...cell, gridArea: 'about' });
export const period = style({ ...cell, gridArea: 'period', alignItems: 'flex-start' });
export const counts = style({ ...cell, gridArea: 'counts', fontVariantNumeric: 'tabular-nums' });

export const title = style({
  margin: 0,
  fontSize: tokens.fontSize.md,
  fontWeight: tokens.fontWeight.semibold,
});
export const label = style({
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
export const muted = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.sm });

export const actions = style({
  gridArea: 'actions',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: tokens.space.sm,
  '@media': { [media.xs]: { justifyContent: 'stretch' } },
});
export const action = style({ '@media': { [media.xs]: { flex: '1 1 0', minWidth: 0 } } });

export const loadMore = style({ display: 'flex', justifyContent: 'center' });
