// Overlays of the top bar load on demand: their code is fetched when the seller reaches for the button that
// opens them (pointer over it, focus on it, or a press beginning), and they mount the first time they open.
import { useState } from 'react';

/**
 * A trigger's props that start fetching a lazy component's chunk (`lazyNamed`'s `preload`). A failed fetch
 * is not an error here: the component's own load fails again when it renders, and its boundary says why.
 */
export const prefetchOn = ({ preload }: { preload: () => Promise<unknown> }) => {
  const prefetch = () => void preload().catch(() => {});
  return { onHoverStart: prefetch, onFocus: prefetch, onPressStart: prefetch };
};

/** True from the first time `isOpen` is: the overlay then stays mounted, so it can animate out. */
export function useOpenedOnce(isOpen: boolean): boolean {
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  return opened || isOpen;
}
