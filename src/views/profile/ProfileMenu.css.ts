import { keyframes, style } from '@vanilla-extract/css';
import { media, shell } from '../theme/media.ts';
import { tokens, vars } from '../theme/theme.css.ts';
import { focusRing } from '../ui/focus.css.ts';

/** The drawer's width on screens wider than a phone, where it fills the screen instead. */
const drawerWidth = 360;

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

const motion = (entering: string, exiting: string) => ({
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: {
        '&[data-entering]': { animation: entering },
        '&[data-exiting]': { animation: exiting },
      },
    },
  },
});

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

export const overlay = style([
  {
    position: 'fixed',
    inset: 0,
    zIndex: 100,
    background: vars.color.overlay,
  },
  motion(`${fadeIn} 200ms ease-out`, `${fadeIn} 150ms ease-in reverse`),
]);

export const drawer = style([
  {
    position: 'fixed',
    top: 0,
    right: 0,
    bottom: 0,
    width: drawerWidth,
    maxWidth: '100vw',
    display: 'flex',
    flexDirection: 'column',
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: tokens.shadow.overlay,
    '@media': { [media.xs]: { width: '100vw' } },
  },
  motion(`${slideIn} 240ms ease-out`, `${slideIn} 180ms ease-in reverse`),
]);

export const drawerDialog = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  outline: 'none',
  overflowY: 'auto',
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

export const email = style({
  fontWeight: tokens.fontWeight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const iconButton = style({
  display: 'grid',
  placeItems: 'center',
  flex: 'none',
  width: 40,
  height: 40,
  padding: 0,
  border: 'none',
  borderRadius: tokens.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[data-focus-visible]': focusRing,
  },
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

export const dialogOverlay = style([
  {
    position: 'fixed',
    inset: 0,
    zIndex: 110,
    display: 'grid',
    placeItems: 'center',
    padding: tokens.space.lg,
    background: vars.color.overlay,
    '@media': { [media.xs]: { padding: 0, placeItems: 'stretch' } },
  },
  motion(`${fadeIn} 200ms ease-out`, `${fadeIn} 150ms ease-in reverse`),
]);

export const dialogModal = style([
  {
    width: 'min(460px, 100%)',
    maxHeight: '100%',
    overflowY: 'auto',
    borderRadius: tokens.radius.lg,
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: tokens.shadow.overlay,
    '@media': { [media.xs]: { width: '100%', borderRadius: 0 } },
  },
  motion(`${rise} 200ms ease-out`, `${fadeIn} 150ms ease-in reverse`),
]);

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.lg,
  padding: tokens.space.xl,
  outline: 'none',
});

export const dialogText = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const dialogActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: tokens.space.sm,
  marginTop: tokens.space.sm,
  '@media': { [media.xs]: { flexDirection: 'column-reverse', alignItems: 'stretch' } },
});
