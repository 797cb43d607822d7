// Waiting for a page to come to rest, for tests that measure what it shows.
import type { Page } from 'playwright-core';

/**
 * Resolves once every finite animation on the page has finished (a panel sliding in, a toast fading in),
 * so boxes and colours are measured as they end up. Endless animations (a spinner) are left running.
 */
export const animationsFinished = (page: Page): Promise<void> =>
  page.evaluate(async () => {
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
