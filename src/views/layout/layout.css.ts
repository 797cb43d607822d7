// The shell's fixed geometry (spec §2, §9): top bar 80, side navigation 280 wide or bottom bar 70 high.
import { globalStyle, style } from '@vanilla-extract/css';
import { media, narrow, shell, wide } from '../theme/media.ts';
import { tokens, vars } from '../theme/theme.css.ts';
import { focusRing } from '../ui/focus.css.ts';

const px = (value: number) => `${value}px`;

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: tokens.space.lg,
  top: '-100px',
  zIndex: 100,
  padding: `${tokens.space.sm} ${tokens.space.lg}`,
  borderRadius: tokens.radius.md,
  background: vars.color.secondary,
  color: vars.color.onSecondary,
  fontWeight: tokens.fontWeight.semibold,
  selectors: {
    '&:focus': { top: tokens.space.sm, outline: focusRing.outline, outlineOffset: focusRing.outlineOffset },
  },
});

export const topBar = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: 20,
  height: px(shell.topBarHeight),
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.space.lg,
  paddingInline: tokens.space.xl,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [narrow]: { paddingInline: tokens.space.lg } },
});

export const topBarActions = style({ display: 'flex', alignItems: 'center', gap: tokens.space.sm });

/**
 * A worded button in the top bar (onboarding's Logout) or the admin's header strip (its Logout). On a phone
 * it keeps its word but drops its icon and some padding, so it fits beside the one-line logo at 320 px. Two
 * classes outweigh the recipe's one.
 */
export const topBarButton = style({
  '@media': { [media.xs]: { selectors: { [`${topBarActions} &`]: { paddingInline: tokens.space.md } } } },
});

globalStyle(`${topBarButton} > svg`, { '@media': { [media.xs]: { display: 'none' } } });

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space.sm,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: tokens.fontWeight.bold,
  fontSize: tokens.fontSize.lg,
  // The product's name is one word-mark: it never breaks over two lines.
  whiteSpace: 'nowrap',
  borderRadius: tokens.radius.sm,
  selectors: { '&[data-focus-visible]': focusRing },
});

export const logoMark = style({
  flex: 'none',
  display: 'inline-grid',
  placeItems: 'center',
  width: '36px',
  height: '36px',
  borderRadius: tokens.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: tokens.fontWeight.bold,
});

export const logoSuffix = style({ color: vars.color.textMuted, fontWeight: tokens.fontWeight.medium });

/** The navigation: a left panel when wide, a bottom bar when narrow (one landmark either way). */
export const sideNav = style({
  position: 'fixed',
  zIndex: 15,
  background: vars.color.surface,
  '@media': {
    [wide]: {
      insetBlockStart: px(shell.topBarHeight),
      insetBlockEnd: 0,
      insetInlineStart: 0,
      width: px(shell.sideNavWidth),
      padding: tokens.space.lg,
      borderInlineEnd: `1px solid ${vars.color.border}`,
      overflowY: 'auto',
    },
    [narrow]: {
      insetInline: 0,
      insetBlockEnd: 0,
      height: px(shell.bottomBarHeight),
      borderTop: `1px solid ${vars.color.border}`,
      paddingBottom: 'env(safe-area-inset-bottom)',
    },
  },
});

/** The admin panel is laid out like the seller's, under no top bar. */
export const adminNav = style([
  sideNav,
  {
    '@media': {
      [wide]: { insetBlockStart: 0, display: 'flex', flexDirection: 'column', gap: tokens.space.lg },
    },
  },
]);

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  '@media': {
    [wide]: { flexDirection: 'column', gap: tokens.space.xs },
    [narrow]: { height: '100%', justifyContent: 'space-around', alignItems: 'stretch' },
  },
});

export const navItem = style({ '@media': { [narrow]: { flex: 1 } } });

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space.md,
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontWeight: tokens.fontWeight.medium,
  borderRadius: tokens.radius.md,
  selectors: {
    '&[data-hovered]': { color: vars.color.text, background: vars.color.surfaceMuted },
    '&[data-focus-visible]': focusRing,
    '&[aria-current="page"]': { color: vars.color.text, background: vars.color.warningSurface },
  },
  '@media': {
    [wide]: { minHeight: '44px', paddingInline: tokens.space.md },
    [narrow]: {
      height: '100%',
      flexDirection: 'column',
      justifyContent: 'center',
      gap: tokens.space.xxs,
      fontSize: tokens.fontSize.xs,
      borderRadius: 0,
    },
  },
});

/**
 * A section's name. In a crowded bottom bar on phones (the admin's eight sections need about 448 px with
 * their names: at 375 px "Campaigns" would run past the edge) it is hidden from sight but stays the link's
 * accessible name, and the icons carry the bar.
 */
export const navLabel = style({
  '@media': {
    'screen and (max-width: 459px)': {
      selectors: {
        '[data-crowded] &': {
          position: 'absolute',
          width: 1,
          height: 1,
          overflow: 'hidden',
          clipPath: 'inset(50%)',
          whiteSpace: 'nowrap',
        },
      },
    },
  },
});

export const navIndicator = style({
  selectors: { [`${navLink}[aria-current="page"] &`]: { color: vars.color.primaryPressed } },
});

export const adminBrand = style({
  '@media': {
    [narrow]: { display: 'none' },
  },
});

export const adminLogout = style({
  '@media': { [wide]: { marginTop: 'auto' }, [narrow]: { display: 'none' } },
});

/** On narrow screens the admin's logout moves to a small header strip (the bottom bar holds the sections). */
export const adminHeader = style({
  display: 'none',
  '@media': {
    [narrow]: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      padding: `${tokens.space.sm} ${tokens.space.lg}`,
      background: vars.color.surface,
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});

globalStyle(`${adminHeader} ${topBarButton}`, {
  '@media': { [media.xs]: { paddingInline: tokens.space.md } },
});

/** Content below the top bar, beside the side panel when wide and above the bottom bar when narrow. */
/** <main> takes focus after a navigation (tabIndex -1); the page heading, not a frame, shows where you are. */
const focusTarget = { outline: 'none' } as const;

export const merchantMain = style({
  ...focusTarget,
  paddingBlockStart: px(shell.topBarHeight),
  minHeight: '100dvh',
  '@media': {
    [wide]: { paddingInlineStart: px(shell.sideNavWidth) },
    [narrow]: { paddingBlockEnd: px(shell.bottomBarHeight) },
  },
});

export const onboardingMain = style({
  ...focusTarget,
  paddingBlockStart: px(shell.topBarHeight),
  minHeight: '100dvh',
});

/** The admin content sits beside its panel but is not offset like the merchant's; it is padded generously. */
export const adminMain = style({
  ...focusTarget,
  minHeight: '100dvh',
  '@media': {
    [wide]: { marginInlineStart: px(shell.sideNavWidth) },
    [narrow]: { paddingBlockEnd: px(shell.bottomBarHeight) },
  },
});

export const content = style({
  width: '100%',
  maxWidth: '1120px',
  marginInline: 'auto',
  padding: tokens.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.xl,
  outline: 'none',
  '@media': { [narrow]: { padding: tokens.space.lg, gap: tokens.space.lg } },
});

export const adminContent = style([content, { '@media': { [wide]: { padding: tokens.space.xxxl } } }]);

export const publicMain = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  outline: 'none',
});

export const pageLoading = style({
  minHeight: '60dvh',
  display: 'grid',
  placeItems: 'center',
  color: vars.color.textMuted,
});
