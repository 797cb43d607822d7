// Route-level code splitting: each page is its own chunk, loaded when its route is first shown.
import { lazy, type ComponentType } from 'react';

/**
 * `React.lazy` for a named export (our modules export components by name), with `preload()` to start
 * fetching its chunk before it renders (the browser fetches a module once, whoever asks first).
 */
export const lazyNamed = <K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) =>
  Object.assign(
    lazy(async () => ({ default: (await load())[name] })),
    { preload: load },
  );
