// The bell, its badge, the popover the panel sits in on large screens (a kit Sheet on small ones), and the
// feed's rows.
import { style } from '@vanilla-extract/css';
import { media, shell } from '../theme/media.ts';
import { tokens, vars } from '../theme/theme.css.ts';
import { focusRing } from '../ui/focus.css.ts';

/** The count badge is placed over the bell's corner. */
export const bell = style({ position: 'relative' });

export const badge = style({
  position: 'absolute',
  insetBlockStart: '4px',
  insetInlineEnd: '4px',
  minWidth: '18px',
  height: '18px',
  paddingInline: '4px',
  borderRadius: tokens.radius.full,
  background: vars.color.error,
  color: vars.color.surface,
  fontSize: '11px',
  fontWeight: tokens.fontWeight.bold,
  lineHeight: '18px',
  textAlign: 'center',
  pointerEvents: 'none',
});

export const popover = style({
  width: `${shell.notificationPanelWidth}px`,
  maxWidth: 'calc(100vw - 16px)',
  // Leaves the top bar and a margin visible, so it reads as attached to the bell.
  height: `min(560px, calc(100dvh - ${shell.topBarHeight + 24}px))`,
  display: 'flex',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.lg,
  boxShadow: tokens.shadow.overlay,
  overflow: 'hidden',
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.space.sm,
  padding: `${tokens.space.md} ${tokens.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  flex: 'none',
});

export const heading = style({
  margin: 0,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.semibold,
});

export const headerActions = style({ display: 'flex', alignItems: 'center', gap: tokens.space.xs });

export const textButton = style({
  minHeight: '36px',
  paddingInline: tokens.space.sm,
  fontSize: tokens.fontSize.sm,
  selectors: { '&[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' } },
  '@media': { [media.pointerCoarse]: { minHeight: '44px' } },
});

/** The feed scrolls under the fixed header; its end is what the load-more sentinel watches. */
export const feed = style({ flex: 1, minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain' });

export const item = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'start',
  gap: tokens.space.sm,
  padding: `${tokens.space.md} ${tokens.space.sm} ${tokens.space.md} ${tokens.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const itemText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.xxs,
  minWidth: 0,
});

export const title = style({
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
  overflowWrap: 'anywhere',
  selectors: { [`${item}[data-unread] &`]: { fontWeight: tokens.fontWeight.bold } },
});

export const message = style({
  fontSize: tokens.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const time = style({ fontSize: tokens.fontSize.xs, color: vars.color.textMuted });

export const dotButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  border: 'none',
  borderRadius: tokens.radius.full,
  background: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.border },
    '&[data-focus-visible]': focusRing,
    '&[data-pending]': { cursor: 'progress', opacity: 0.5 },
  },
  '@media': { [media.pointerCoarse]: { width: '44px', height: '44px' } },
});

export const dot = style({
  width: '10px',
  height: '10px',
  borderRadius: tokens.radius.full,
  background: vars.color.secondary,
});

/** Keeps read rows aligned with unread ones, where the dot would be. */
export const dotPlaceholder = style({ width: '36px', height: '36px' });
