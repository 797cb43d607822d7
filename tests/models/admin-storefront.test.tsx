// Model-based test of the admin's storefront events page (/admin/storefront-events, decision 031): the real
// route over the real composition root, the outbox's pages arriving or failing when the model says so, the
// next one asked for by scrolling or by Load more, each event's delivery state (kept while no
// STOREFRONT_EVENTS_URL is set; delivered or waiting once it is) and its JSON behind a disclosure. At every
// model state the screen AND the production paged-list machine are checked.
import { createTestModel } from '@xstate/graph';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { setup, type EventFrom } from 'xstate';
import { FailureError } from '#machines/shared/failure.ts';
import { createAppLogic } from '../../src/app/logic.ts';
import { createTokenStorage } from '../../src/services/token-storage.ts';
import { keptExplanation } from '../../src/views/admin/storefront/StorefrontEvents.tsx';
import { StorefrontEventsRoute } from '../../src/views/admin/storefront/StorefrontEventsRoute.tsx';
import { AppLogicProvider } from '../../src/views/app/app-logic.tsx';
import { RouteBoundary } from '../../src/views/app/RouteBoundary.tsx';
import { createFakeAdminStorefront, makeOutboxEntry, orderNumberOf } from '../services/admin-storefront.ts';
import { createTestServices } from '../services/app.ts';
import { FakeIntersectionObserver } from '../views/notifications/intersection-observer.ts';
import { heldService } from './app-support.tsx';
import { transitionPaths, watchActors } from './model-support.ts';

const outboxBehaviour = setup({
  types: {} as {
    events:
      | { type: 'OPEN_KEPT' }
      | { type: 'OPEN_SENT' }
      | { type: 'OPEN_EMPTY' }
      | { type: 'SERVER_ANSWERS' }
      | { type: 'SERVER_FAILS' }
      | { type: 'RETRY' }
      | { type: 'SCROLL_TO_END' }
      | { type: 'PRESS_LOAD_MORE' }
      | { type: 'TOGGLE_JSON' };
  },
}).createMachine({
  id: 'storefrontEventsBehaviour',
  initial: 'start',
  states: {
    start: {
      description: 'the admin opens Storefront events',
      on: { OPEN_KEPT: 'loading', OPEN_SENT: 'sentLoading', OPEN_EMPTY: 'emptyLoading' },
    },
    loading: {
      description: 'the first page of three kept events is on its way',
      on: { SERVER_ANSWERS: 'firstPage', SERVER_FAILS: 'failed' },
    },
    failed: { description: 'the page says it could not load and offers a retry', on: { RETRY: 'loading' } },
    firstPage: {
      description: 'the two newest events, kept because no URL is set, with more to come',
      on: { SCROLL_TO_END: 'loadingMore', PRESS_LOAD_MORE: 'loadingMore', TOGGLE_JSON: 'jsonOpen' },
    },
    jsonOpen: {
      description: 'the newest event shows its JSON as sent',
      on: { TOGGLE_JSON: 'firstPage' },
    },
    loadingMore: {
      description: 'the next page is on its way under the first',
      on: { SERVER_ANSWERS: 'allEvents', SERVER_FAILS: 'moreFailed' },
    },
    moreFailed: {
      description: 'the next page failed; the first stays, with a retry',
      on: { RETRY: 'loadingMore' },
    },
    allEvents: { description: 'every event is listed and nothing more is asked' },
    sentLoading: {
      description: 'with a URL set, the first page is on its way',
      on: { SERVER_ANSWERS: 'sent' },
    },
    sent: { description: 'one event delivered, one waiting after refused attempts; nothing said kept' },
    emptyLoading: {
      description: 'the first page of an empty outbox is on its way',
      on: { SERVER_ANSWERS: 'empty' },
    },
    empty: { description: 'the page says no event was made yet' },
  },
});

type BehaviourEvent = EventFrom<typeof outboxBehaviour>;
const everyEvent = (
  [
    'OPEN_KEPT',
    'OPEN_SENT',
    'OPEN_EMPTY',
    'SERVER_ANSWERS',
    'SERVER_FAILS',
    'RETRY',
    'SCROLL_TO_END',
    'PRESS_LOAD_MORE',
    'TOGGLE_JSON',
  ] as const
).map((type) => ({ type })) as BehaviourEvent[];

const model = createTestModel(outboxBehaviour);
const paths = transitionPaths(model, (snapshot) => everyEvent.filter((event) => snapshot.can(event)));

const kept = [1, 2, 3].map((index) => makeOutboxEntry(index, 'kept'));
const sent = [makeOutboxEntry(1, 'delivered'), makeOutboxEntry(2, 'waiting')];
const outage = new FailureError({
  kind: 'http',
  status: 500,
  code: 'INTERNAL_ERROR',
  message: 'Something went wrong on our side.',
});

beforeEach(() => FakeIntersectionObserver.install());

describe(`storefront events page (${paths.length} paths)`, () => {
  afterAll(() => console.info(`storefront events model: ${paths.length} paths covered`));

  for (const path of paths) {
    it(path.description, { timeout: 30_000 }, async () => {
      const actors = watchActors();
      const user = userEvent.setup();
      let api: ReturnType<typeof heldService<ReturnType<typeof createFakeAdminStorefront>['service']>>;
      let close: (() => void) | undefined;
      const list = () => actors.latest('pagedList').getSnapshot();
      const listIs = (value: 'loading' | 'idle' | 'failed' | 'end') =>
        waitFor(() => expect(list().value).toBe(value));
      const rows = async (count: number) => {
        const shown = await screen.findByRole('list', { name: 'Storefront events, newest first' });
        await waitFor(() => expect(within(shown).getAllByRole('listitem')).toHaveLength(count));
        return within(shown).getAllByRole('listitem');
      };
      const listedIds = () => list().context.items.map((item: { id: string }) => item.id);

      /** The real route over the real composition root, its outbox held by the model. */
      const open = async (options: Parameters<typeof createFakeAdminStorefront>[0]) => {
        api = heldService(createFakeAdminStorefront({ pageSize: 2, ...options }).service);
        const memory = memoryLocation({ path: '/admin/storefront-events' });
        const logic = createAppLogic({
          services: { ...createTestServices(), adminStorefront: async () => api.service },
          navigate: (to, navigation) => memory.navigate(to, navigation),
          path: '/admin/storefront-events',
          storage: createTokenStorage(localStorage),
          inspect: actors.inspect,
        });
        // The route suspends until its code and service load: an awaited act lets React retry it when they have.
        const view = await act(async () =>
          render(
            <Router hook={memory.hook}>
              <AppLogicProvider logic={logic}>
                <RouteBoundary>
                  <StorefrontEventsRoute />
                </RouteBoundary>
              </AppLogicProvider>
            </Router>,
          ),
        );
        close = () => {
          view.unmount();
          logic.session.stop();
        };
      };

      try {
        await path.test({
          states: {
            loading: async () => {
              expect(await screen.findByText('Loading storefront events…')).toBeVisible();
              await listIs('loading');
              expect(list().context.items).toEqual([]);
              await waitFor(() => expect(api.waiting('listOutbox')).toBe(1));
            },
            failed: async () => {
              expect(await screen.findByRole('alert')).toHaveTextContent(
                'The storefront events could not be loaded.',
              );
              expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
              await listIs('failed');
            },
            firstPage: async () => {
              const [newest, next] = await rows(2);
              await listIs('idle');
              expect(listedIds()).toEqual(['3', '2']);
              expect(newest).toHaveTextContent(`Order #${orderNumberOf(3)}`);
              // The third event of the fixture is a shipment, the second a rejection.
              expect(within(newest!).getByText('Shipped')).toBeVisible();
              expect(within(next!).getByText('Rejected')).toBeVisible();
              expect(within(newest!).getByText('Kept')).toBeVisible();
              expect(screen.getByText(keptExplanation)).toBeVisible();
              expect(within(newest!).getByRole('button', { name: 'Event JSON' })).toHaveAttribute(
                'aria-expanded',
                'false',
              );
              expect(screen.getByRole('button', { name: 'Load more events' })).toBeVisible();
            },
            jsonOpen: async () => {
              const [newest] = await rows(2);
              expect(within(newest!).getByRole('button', { name: 'Event JSON' })).toHaveAttribute(
                'aria-expanded',
                'true',
              );
              const json = within(newest!).getByLabelText(`Event JSON of order #${orderNumberOf(3)}`);
              expect(JSON.parse(json.textContent)).toEqual(kept[2]!.event);
              await listIs('idle');
            },
            loadingMore: async () => {
              expect(await screen.findByText('Loading more storefront events…')).toBeVisible();
              await rows(2);
              await listIs('loading');
              expect(api.sent('listOutbox').at(-1)).toEqual([{ cursor: '2' }]);
            },
            moreFailed: async () => {
              expect(await screen.findByRole('alert')).toHaveTextContent(
                'More storefront events could not be loaded.',
              );
              await rows(2);
              await listIs('failed');
            },
            allEvents: async () => {
              const all = await rows(3);
              await listIs('end');
              expect(listedIds()).toEqual(['3', '2', '1']);
              expect(all[2]).toHaveTextContent('Accepted');
              expect(screen.queryByRole('button', { name: 'Load more events' })).not.toBeInTheDocument();
              expect(api.waiting('listOutbox')).toBe(0);
            },
            sentLoading: async () => {
              await listIs('loading');
              await waitFor(() => expect(api.waiting('listOutbox')).toBe(1));
            },
            sent: async () => {
              const [waiting, delivered] = await rows(2);
              await listIs('end');
              expect(within(waiting!).getByText('Waiting')).toBeVisible();
              expect(waiting).toHaveTextContent('3 attempts');
              expect(waiting).toHaveTextContent(
                'Last error: The storefront answered 503 Service Unavailable.',
              );
              expect(within(delivered!).getByText('Delivered')).toBeVisible();
              // Made at 9:30 PM and delivered a minute later, in Philippine time.
              expect(delivered).toHaveTextContent('MadeNov 23, 2026, 9:30:00 PM');
              expect(delivered).toHaveTextContent('DeliveredNov 23, 2026, 9:31:00 PM');
              expect(screen.queryByText(keptExplanation)).not.toBeInTheDocument();
              expect(list().context.items).toMatchObject([
                { delivery: { state: 'waiting', attempts: 3 } },
                { delivery: { state: 'delivered', at: sent[0]!.deliveredAt } },
              ]);
            },
            emptyLoading: async () => {
              await listIs('loading');
            },
            empty: async () => {
              expect(await screen.findByRole('heading', { name: 'No storefront events yet' })).toBeVisible();
              await listIs('end');
              expect(screen.queryByRole('list')).not.toBeInTheDocument();
            },
          },
          events: {
            OPEN_KEPT: () => open({ events: kept }),
            OPEN_SENT: () => open({ events: sent, eventsUrlConfigured: true }),
            OPEN_EMPTY: () => open({ events: [] }),
            SERVER_ANSWERS: async () => {
              await waitFor(() => expect(api.waiting('listOutbox')).toBe(1));
              await api.answer('listOutbox');
            },
            SERVER_FAILS: async () => {
              await waitFor(() => expect(api.waiting('listOutbox')).toBe(1));
              await api.refuse('listOutbox', outage);
            },
            RETRY: () => user.click(screen.getByRole('button', { name: 'Try again' })),
            SCROLL_TO_END: () => act(() => FakeIntersectionObserver.scrollIntoReach()),
            PRESS_LOAD_MORE: () => user.click(screen.getByRole('button', { name: 'Load more events' })),
            TOGGLE_JSON: async () => {
              const [newest] = await rows(2);
              await user.click(within(newest!).getByRole('button', { name: 'Event JSON' }));
            },
          },
        });
      } finally {
        close?.();
      }
    });
  }
});
