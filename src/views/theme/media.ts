// The breakpoints of spec §9, exactly; every responsive rule in the app goes through these.
export const media = {
  xs: 'screen and (max-width: 660px)',
  sm: 'screen and (max-width: 800px)',
  md: 'screen and (max-width: 1020px)',
  lg: 'screen and (max-width: 1280px)',
  xl: 'screen and (max-width: 1420px)',
  xxl: 'screen and (max-width: 1600px)',
  gtXs: 'screen and (min-width: 661px)',
  gtSm: 'screen and (min-width: 801px)',
  gtMd: 'screen and (min-width: 1021px)',
  gtLg: 'screen and (min-width: 1281px)',
  short: 'screen and (max-height: 820px)',
  tall: 'screen and (min-height: 820px)',
  hoverNone: '(hover: none)',
  pointerCoarse: '(pointer: coarse)',
} as const;

/** Where the side navigation turns into the bottom bar and content loses its left offset. */
export const narrow = media.sm;
export const wide = media.gtSm;

/** Fixed sizes of the shell (spec §9), in pixels. */
export const shell = {
  topBarHeight: 80,
  sideNavWidth: 280,
  bottomBarHeight: 70,
  notificationPanelWidth: 360,
} as const;
