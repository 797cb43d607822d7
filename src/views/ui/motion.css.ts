// Entry and exit animations for overlays, run on react-aria's [data-entering]/[data-exiting] and only for
// users who have not asked for reduced motion (react-aria waits for the exit animation before unmounting).
import { keyframes, type StyleRule } from '@vanilla-extract/css';

export const fadeIn = keyframes({ from: { opacity: 0 } });
export const rise = keyframes({ from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' } });
export const slideFromEnd = keyframes({ from: { transform: 'translateX(100%)' } });
export const slideFromStart = keyframes({ from: { transform: 'translateX(-100%)' } });

/** `entering` plays forwards on entry and backwards on exit. */
export const motion = (entering: string, enterMs = 200, exitMs = 150): StyleRule => ({
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: {
        '&[data-entering]': { animation: `${entering} ${enterMs}ms ease-out` },
        '&[data-exiting]': { animation: `${entering} ${exitMs}ms ease-in reverse` },
      },
    },
  },
});
