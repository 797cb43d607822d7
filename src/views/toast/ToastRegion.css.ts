import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { narrow } from '../theme/media.ts';
import { tokens, vars } from '../theme/theme.css.ts';
import { focusRing } from '../ui/focus.css.ts';

/** Horizontal distance of the swipe in progress, set inline from the toast machine. */
export const swipeOffset = createVar();
/** Fades the toast as it is swiped further away. */
export const swipeOpacity = createVar();
/** A toast's place in the phone's stack: 0 for the newest, on top; older ones peek out below it. */
const stackDepth = createVar();

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(-12px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

export const region = style({
  position: 'fixed',
  top: tokens.space.lg,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 1000,
  width: `min(420px, calc(100vw - 2 * ${tokens.space.lg}))`,
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.sm,
  outline: 'none',
  borderRadius: tokens.radius.md,
  selectors: { '&[data-focus-visible]': focusRing },
  // On a phone a stack as tall as the newest toast (react-aria's list and items are display: contents), so
  // a burst of messages never reaches down to the form's button; keyboard focus in it spreads it out.
  '@media': {
    [narrow]: {
      display: 'grid',
      selectors: { '&:has(:focus-visible)': { display: 'flex' } },
    },
  },
});

export const toast = style({
  vars: { [swipeOffset]: '0px', [swipeOpacity]: '1', [stackDepth]: '0' },
  display: 'flex',
  alignItems: 'flex-start',
  gap: tokens.space.md,
  padding: tokens.space.lg,
  borderRadius: tokens.radius.md,
  borderLeft: `4px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: tokens.shadow.overlay,
  fontSize: tokens.fontSize.sm,
  outline: 'none',
  // Vertical panning stays with the page; horizontal drags reach the swipe handlers.
  touchAction: 'pan-y',
  userSelect: 'none',
  transform: `translateX(${swipeOffset}) translateY(calc(${stackDepth} * 10px)) scale(calc(1 - ${stackDepth} * 0.05))`,
  transformOrigin: 'bottom center',
  transition: 'transform 200ms ease-out, opacity 200ms ease-out',
  animation: `${enter} 200ms ease-out`,
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-swiping]': { transition: 'none', opacity: swipeOpacity },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none', transition: 'none' },
    [narrow]: {
      gridArea: '1 / 1',
      zIndex: `calc(3 - ${stackDepth})`,
      selectors: {
        'li:nth-child(2) > &': { vars: { [stackDepth]: '1' } },
        'li:nth-child(n + 3) > &': { vars: { [stackDepth]: '2' } },
        [`${region}:has(:focus-visible) li > &`]: { vars: { [stackDepth]: '0' } },
      },
    },
  },
});

export const tone = styleVariants({
  success: { borderLeftColor: vars.color.onSuccessSurface, background: vars.color.successSurface },
  error: { borderLeftColor: vars.color.error, background: vars.color.errorSurface },
  info: { borderLeftColor: vars.color.secondary, background: vars.color.surface },
});

export const icon = style({ flex: 'none', width: 20, height: 20, marginTop: 1 });

export const iconTone = styleVariants({
  success: { color: vars.color.onSuccessSurface },
  error: { color: vars.color.onErrorSurface },
  info: { color: vars.color.secondary },
});

export const content = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.xxs,
  overflowWrap: 'anywhere',
});

export const title = style({ fontWeight: tokens.fontWeight.semibold, fontSize: tokens.fontSize.md });

export const description = style({ color: vars.color.textMuted });

export const close = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: 28,
  height: 28,
  margin: `-${tokens.space.xs}`,
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
