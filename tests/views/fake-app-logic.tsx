// The real App and the real composition root (createAppLogic) over test services and a memory router:
// what view and model tests render.
import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createAppLogic, type Navigate } from '../../src/app/logic.ts';
import { createTokenStorage } from '../../src/services/token-storage.ts';
import { App } from '../../src/views/app/App.tsx';
import type { AppLogic, Inspect } from '../../src/views/app/app-logic.tsx';
import { dismissAllToasts } from '../../src/views/toast/toasts.ts';
import { createTestServices, type Fakes } from '../services/app.ts';

export { rejected, sellerProfile, type Fakes } from '../services/app.ts';

export type RenderOptions = {
  /** Watches every actor the app runs: pass the model-coverage recorder here. */
  inspect?: Inspect;
};

/** Tokens live in the real localStorage (setup-dom clears it after each test), as in the browser. */
export const createFakeAppLogic = (
  path: string,
  navigate: Navigate,
  fakes: Fakes = {},
  { inspect }: RenderOptions = {},
): AppLogic =>
  createAppLogic({
    services: createTestServices(fakes),
    navigate,
    path,
    storage: createTokenStorage(localStorage),
    inspect,
  });

/** Renders the real App at `path` (query included) with these fakes; returns where the router is. */
export function renderApp(path: string, fakes: Fakes = {}, options: RenderOptions = {}) {
  const memory = memoryLocation({ path, record: true });
  const logic = createFakeAppLogic(
    path.split('?')[0] ?? path,
    (to, navigateOptions) => memory.navigate(to, navigateOptions),
    fakes,
    options,
  );
  const view = render(
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      <App logic={logic} />
    </Router>,
  );
  return {
    ...view,
    logic,
    memory,
    /** The current path, without the query. */
    location: () => (memory.history.at(-1) ?? path).split('?')[0],
    unmountAll: async () => {
      view.unmount();
      logic.session.stop();
      // The toast queue is app-wide, like in the browser: clear it so the next test starts quiet.
      await dismissAllToasts();
    },
  };
}
