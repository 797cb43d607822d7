// The real App over the real composition root for model tests whose server answers only when the model
// says so: a service's calls wait (model-support's waitingServer) until the model lets the in-memory
// service answer them, or refuses them.
import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createAppLogic } from '../../src/app/logic.ts';
import type { Services } from '../../src/app/services.ts';
import { createTokenStorage } from '../../src/services/token-storage.ts';
import { App } from '../../src/views/app/App.tsx';
import type { Inspect } from '../../src/views/app/app-logic.tsx';
import { dismissAllToasts } from '../../src/views/toast/toasts.ts';
import { createTestServices } from '../services/app.ts';
import { waitingServer } from './model-support.ts';

type AsyncMethods = Record<string, (...args: never[]) => unknown>;

/**
 * `memory`'s methods, each call waiting for the model: `answer(name)` gives the oldest waiting call of
 * `name` the in-memory service's own answer (its rules, its data), `refuse(name, error)` rejects it.
 * Methods named in `passThrough` (subscriptions such as a live stream) go straight to `memory`.
 */
export function heldService<TService extends AsyncMethods>(
  memory: TService,
  passThrough: ReadonlyArray<keyof TService> = [],
) {
  const server = waitingServer();
  const service = Object.fromEntries(
    Object.entries(memory).map(([name, method]) => [
      name,
      passThrough.includes(name) ? method : (...args: unknown[]) => server.call(name, args),
    ]),
  ) as TService;
  const oldestWaiting = (name: keyof TService & string) => {
    const sent = server.sent(name) as unknown[][];
    return sent[sent.length - server.count(name)]!;
  };
  return {
    service,
    /** How many calls of `name` wait for an answer. */
    waiting: (name: keyof TService & string) => server.count(name),
    /** What the calls of `name` were given, oldest first. */
    sent: (name: keyof TService & string) => server.sent(name) as unknown[][],
    answer: async (name: keyof TService & string) => {
      const method = memory[name] as (...args: unknown[]) => Promise<unknown>;
      let outcome: { value: unknown } | { error: unknown };
      try {
        outcome = { value: await method(...oldestWaiting(name)) };
      } catch (error) {
        outcome = { error };
      }
      await ('value' in outcome ? server.resolve(name, outcome.value) : server.reject(name, outcome.error));
    },
    refuse: (name: keyof TService & string, error: unknown) => server.reject(name, error),
  };
}

/** The real App at `path` (query included) over the test services with `services` in their place. */
export function renderAppWith(path: string, services: Partial<Services>, inspect: Inspect) {
  const memory = memoryLocation({ path, record: true });
  const logic = createAppLogic({
    services: { ...createTestServices(), ...services },
    navigate: (to, options) => memory.navigate(to, options),
    path: path.split('?')[0] ?? path,
    storage: createTokenStorage(localStorage),
    inspect,
  });
  const view = render(
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      <App logic={logic} />
    </Router>,
  );
  return {
    logic,
    /** Where the router is, query included. */
    location: () => memory.history.at(-1) ?? path,
    close: async () => {
      view.unmount();
      logic.session.stop();
      await dismissAllToasts();
    },
  };
}
