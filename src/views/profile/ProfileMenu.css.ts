// The avatar in the top bar and the contents of the profile drawer (the drawer itself is the kit's Sheet).
import { style } from '@vanilla-extract/css';
import { shell } from '../theme/media.ts';
import { tokens, vars } from '../theme/theme.css.ts';
import { focusRing } from '../ui/focus.css.ts';

export const avatarButton = style({
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  padding: 0,
  border: `2px solid ${vars.color.primary}`,
  borderRadius: tokens.radius.full,
  background: vars.color.secondary,
  color: vars.color.onSecondary,
  font: 'inherit',
  fontWeight: tokens.fontWeight.semibold,
  fontSize: tokens.fontSize.md,
  textTransform: 'uppercase',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.secondaryHover },
    '&[data-focus-visible]': focusRing,
  },
});

export const drawerHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space.md,
  minHeight: shell.topBarHeight,
  padding: `${tokens.space.lg} ${tokens.space.xl}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const avatarLarge = style({
  display: 'grid',
  placeItems: 'center',
  flex: 'none',
  width: 48,
  height: 48,
  borderRadius: tokens.radius.full,
  background: vars.color.secondary,
  color: vars.color.onSecondary,
  fontWeight: tokens.fontWeight.semibold,
  fontSize: tokens.fontSize.lg,
  textTransform: 'uppercase',
});

export const identity = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });

export const identityLabel = style({ fontSize: tokens.fontSize.xs, color: vars.color.textMuted });

/** The whole address, wrapped at any character if it must: a cut-off e-mail cannot be checked. */
export const email = style({
  fontWeight: tokens.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const actions = style({
  listStyle: 'none',
  margin: 0,
  padding: `${tokens.space.sm} 0`,
  display: 'flex',
  flexDirection: 'column',
});

export const action = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space.md,
  width: '100%',
  minHeight: 52,
  padding: `0 ${tokens.space.xl}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: tokens.fontSize.md,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-pressed]': { background: vars.color.border },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const actionIcon = style({ flex: 'none', color: vars.color.textMuted });

export const separated = style({
  marginTop: tokens.space.sm,
  paddingTop: tokens.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});
