// The category tree: each parent a card with its children listed under it, actions at the end of each row.
import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../theme/media.ts';
import { tokens, vars } from '../../theme/theme.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.xl, minWidth: 0 });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: tokens.space.lg,
});

export const intro = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.xs, minWidth: 0 });

export const tree = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
  alignItems: 'start',
  gap: tokens.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const branch = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  borderRadius: tokens.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: tokens.space.sm,
  padding: `${tokens.space.md} ${tokens.space.sm} ${tokens.space.md} ${tokens.space.lg}`,
  '@media': { [media.xs]: { paddingInlineStart: tokens.space.md } },
});

export const parentRow = style([row, { background: vars.color.surfaceMuted }]);

export const rowText = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.xs, minWidth: 0 });

export const titleLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${tokens.space.xxs} ${tokens.space.sm}`,
  minWidth: 0,
});

export const parentTitle = style({
  margin: 0,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const childTitle = style({
  fontWeight: tokens.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const use = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.sm, whiteSpace: 'nowrap' });

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: tokens.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tag = style({
  padding: `0 ${tokens.space.sm}`,
  borderRadius: tokens.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.xs,
  lineHeight: 1.7,
  overflowWrap: 'anywhere',
});

export const children = style({ margin: 0, padding: 0, listStyle: 'none' });

globalStyle(`${children} > li + li`, { borderBlockStart: `1px solid ${vars.color.border}` });

export const noChildren = style({
  margin: 0,
  padding: `${tokens.space.md} ${tokens.space.lg}`,
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.sm,
});

export const failure = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: tokens.space.md,
});
