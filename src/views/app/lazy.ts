// Route-level code splitting: each page is its own chunk, loaded when its route is first shown.
import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Bumped when a boundary offers the seller another try; a chunk that failed before it is fetched again. */
let tries = 0;

/**
 * React keeps a lazy component's failure for good, so a chunk that failed to arrive (a phone losing its
 * signal) would fail again on every "Try again" until a reload. A boundary calls this as it tries again.
 */
export const retryFailedChunks = (): void => {
  tries += 1;
};

/**
 * `React.lazy` for a named export (our modules export components by name), with `preload()` to start
 * fetching its chunk before it renders (the browser fetches a module once, whoever asks first). A load
 * that failed stays failed (its boundary shows why) until `retryFailedChunks`; then a fresh lazy component
 * fetches again. Replacing it at once instead would fetch again on every render while the signal is gone.
 */
export const lazyNamed = <K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) => {
  let failedAt: number | null = null;
  const fresh = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(async () => {
      try {
        return { default: (await load())[name] };
      } catch (error) {
        failedAt = tries;
        throw error;
      }
    });
  let current = fresh();
  const Lazy = (props: P) => {
    if (failedAt !== null && failedAt < tries) {
      failedAt = null;
      current = fresh();
    }
    return createElement(current as ComponentType<P>, props);
  };
  Lazy.displayName = `Lazy(${name})`;
  return Object.assign(Lazy, { preload: load });
};
