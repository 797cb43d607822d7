// The admin screens' own layout: counts, the queue's rows, the review page's header, details and documents.
import { style } from '@vanilla-extract/css';
import { media, narrow } from '../theme/media.ts';
import { tokens, vars } from '../theme/theme.css.ts';
import { stackList } from '../ui/stack.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.xl, minWidth: 0 });

export const counts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: tokens.space.lg,
  margin: 0,
  '@media': { [narrow]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: tokens.space.md } },
});

export const count = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: tokens.space.xs,
  padding: tokens.space.lg,
  borderRadius: tokens.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const countLabel = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.sm });
export const countValue = style({
  margin: 0,
  fontSize: tokens.fontSize.xxl,
  fontWeight: tokens.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const queueItem = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 2fr) minmax(0, 1fr)',
  alignItems: 'center',
  gap: tokens.space.md,
  padding: tokens.space.lg,
  borderRadius: tokens.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  selectors: { '&[data-new]': { borderInlineStart: `4px solid ${vars.color.primary}` } },
  '@media': { [narrow]: { gridTemplateColumns: '1fr' } },
});

export const cell = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.xxs, minWidth: 0 });
export const muted = style({
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.sm,
  overflowWrap: 'anywhere',
});
export const storeLink = style({ fontWeight: tokens.fontWeight.semibold, overflowWrap: 'anywhere' });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.space.md });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: tokens.space.lg,
});

export const sections = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
  gap: tokens.space.xl,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(120px, max-content) minmax(0, 1fr)',
  gap: `${tokens.space.sm} ${tokens.space.lg}`,
  margin: 0,
  '@media': { [media.xs]: { gridTemplateColumns: '1fr', gap: tokens.space.xxs } },
});

/** Term and definition stay a pair in the markup while the grid lays out the list's cells. */
export const detailsRow = style({ display: 'contents' });

export const term = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.sm });
export const definition = style({
  margin: 0,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
  '@media': { [media.xs]: { marginBottom: tokens.space.sm } },
});

export const documents = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.sm,
});

export const documentRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.space.sm,
  padding: `${tokens.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const viewer = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.sm,
  padding: tokens.space.md,
  borderRadius: tokens.radius.md,
  background: vars.color.surfaceMuted,
});

export const documentImage = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '70vh',
  margin: '0 auto',
  objectFit: 'contain',
  background: vars.color.surface,
});

export const documentFrame = style({
  width: '100%',
  height: '70vh',
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.sm,
  background: vars.color.surface,
});

export const history = stackList;

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space.sm });

export const mapFallback = style({
  display: 'grid',
  placeItems: 'center',
  height: '240px',
  borderRadius: tokens.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
});

/** The sellers list's search and filters: one row on wide screens, stacked on phones. */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)',
  alignItems: 'start',
  gap: tokens.space.lg,
  '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.space.md } },
});

export const search = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: tokens.space.sm,
  minWidth: 0,
});

export const searchField = style({ flex: 1, minWidth: 0 });
