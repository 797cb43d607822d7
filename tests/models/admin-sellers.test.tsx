// Model-based test of the sellers list (issue 10) in the real App: /admin/sellers loads every seller who has
// submitted, oldest first, or fails and retries; a search and a status filter each start the list over on
// the server's answer and stay in the URL; the order toggles to newest first. At every model state the
// screen AND the production paged-list machine behind the list are checked.
import { createTestModel } from '@xstate/graph';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it } from 'vitest';
import { setup, type EventFrom } from 'xstate';
import { approvalStatus } from '#schemas/seller';
import { FailureError } from '#machines/shared/failure.ts';
import { createFakeAdminReview, makeSellerDetail } from '../services/admin-sellers.ts';
import { heldService, renderAppWith } from './app-support.tsx';
import { transitionPaths, watchActors } from './model-support.ts';

const sellersBehaviour = setup({
  types: {} as {
    events:
      | { type: 'OPEN_SELLERS' }
      | { type: 'SERVER_ANSWERS' }
      | { type: 'SERVER_FAILS' }
      | { type: 'RETRY' }
      | { type: 'SEARCH' }
      | { type: 'PICK_SUSPENDED' }
      | { type: 'PICK_NEWEST' };
  },
}).createMachine({
  id: 'adminSellersBehaviour',
  initial: 'start',
  states: {
    start: { description: 'the admin is signed in', on: { OPEN_SELLERS: 'loading' } },
    loading: {
      description: 'the first page of every seller is on its way',
      on: { SERVER_ANSWERS: 'listed', SERVER_FAILS: 'failed' },
    },
    failed: { description: 'the list says it could not load and offers a retry', on: { RETRY: 'loading' } },
    listed: {
      description: 'every seller who submitted, oldest first, each with its status',
      on: { SEARCH: 'searching', PICK_SUSPENDED: 'suspendedLoading' },
    },
    searching: {
      description: 'the search is in the URL and the server is asked for the sellers matching it',
      on: { SERVER_ANSWERS: 'found' },
    },
    found: {
      description: 'only the seller matching the search is listed',
      on: { PICK_SUSPENDED: 'noneLoading' },
    },
    noneLoading: {
      description: 'the search and the Suspended filter together are asked for',
      on: { SERVER_ANSWERS: 'nothingMatches' },
    },
    nothingMatches: { description: 'the list says no suspended seller matches the search', type: 'final' },
    suspendedLoading: {
      description: 'the Suspended filter is in the URL and its first page is on its way',
      on: { SERVER_ANSWERS: 'suspendedListed' },
    },
    suspendedListed: {
      description: 'only the suspended sellers are listed',
      on: { PICK_NEWEST: 'newestLoading' },
    },
    newestLoading: {
      description: 'newest first is in the URL and the list is asked for again',
      on: { SERVER_ANSWERS: 'newestListed' },
    },
    newestListed: { description: 'the suspended sellers, newest submission first', type: 'final' },
  },
});

type BehaviourEvent = EventFrom<typeof sellersBehaviour>;
const everyEvent = (
  [
    'OPEN_SELLERS',
    'SERVER_ANSWERS',
    'SERVER_FAILS',
    'RETRY',
    'SEARCH',
    'PICK_SUSPENDED',
    'PICK_NEWEST',
  ] as const
).map((type) => ({ type })) as BehaviourEvent[];

const model = createTestModel(sellersBehaviour);
const paths = transitionPaths(model, (snapshot) => everyEvent.filter((event) => snapshot.can(event)));

// makeSellerDetail(1) submitted last; a higher index submitted earlier.
const sellers = [
  makeSellerDetail(1),
  makeSellerDetail(2, { approvalStatus: approvalStatus.approved }),
  makeSellerDetail(3, { approvalStatus: approvalStatus.suspended, spStoreName: 'Sari-Sari Luz' }),
  makeSellerDetail(4, { approvalStatus: approvalStatus.suspended, spStoreName: 'Bahay Kubo Crafts' }),
];
const outage = new FailureError({
  kind: 'http',
  status: 500,
  code: 'INTERNAL_ERROR',
  message: 'Something went wrong on our side.',
});

describe(`sellers list in the App (${paths.length} paths)`, () => {
  afterAll(() => console.info(`sellers list model: ${paths.length} paths covered`));

  for (const path of paths) {
    it(path.description, { timeout: 30_000 }, async () => {
      const memory = createFakeAdminReview({ sellers });
      const api = heldService(memory.service);
      const actors = watchActors();
      const user = userEvent.setup();
      let app: ReturnType<typeof renderAppWith> | undefined;
      const list = () => actors.latest('pagedList').getSnapshot();
      const listIs = (value: 'loading' | 'idle' | 'failed' | 'end') =>
        waitFor(() => expect(list().value).toBe(value));
      const stores = async (name: string | RegExp) => {
        const shown = await screen.findByRole('list', { name });
        return within(shown)
          .getAllByRole('listitem')
          .map((item) => within(item).getByRole('link').textContent);
      };
      const lastRequest = () => api.sent('listSellers').at(-1)?.[0];

      try {
        await path.test({
          states: {
            loading: async () => {
              expect(await screen.findByText('Loading sellers…')).toBeVisible();
              await listIs('loading');
              expect(list().context.items).toEqual([]);
              expect(lastRequest()).toEqual({ cursor: null });
            },
            failed: async () => {
              expect(await screen.findByRole('alert')).toHaveTextContent('The sellers could not be loaded.');
              expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
              await listIs('failed');
            },
            listed: async () => {
              await waitFor(async () =>
                expect(await stores('Sellers, oldest submission first')).toEqual([
                  'Bahay Kubo Crafts',
                  'Sari-Sari Luz',
                  'Tindahan 2',
                  'Tindahan 1',
                ]),
              );
              const rows = within(screen.getByRole('list', { name: /^Sellers/ })).getAllByRole('listitem');
              expect(rows[2]).toHaveTextContent('Approved');
              expect(rows[3]).toHaveTextContent('Pending');
              await listIs('end');
              expect(list().context.filters).toEqual({ q: '', status: '', order: 'oldest' });
            },
            searching: async () => {
              await listIs('loading');
              expect(app!.location()).toBe('/admin/sellers?q=seller1%40');
              expect(lastRequest()).toEqual({ q: 'seller1@', cursor: null });
            },
            found: async () => {
              await waitFor(async () => expect(await stores(/^Sellers/)).toEqual(['Tindahan 1']));
              await listIs('end');
              expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('seller1@');
            },
            noneLoading: async () => {
              await listIs('loading');
              expect(app!.location()).toBe('/admin/sellers?q=seller1%40&status=suspended');
              expect(lastRequest()).toEqual({ q: 'seller1@', status: 'suspended', cursor: null });
            },
            nothingMatches: async () => {
              expect(await screen.findByText('No suspended seller matches “seller1@”.')).toBeVisible();
              await listIs('end');
              expect(list().context.items).toEqual([]);
            },
            suspendedLoading: async () => {
              await listIs('loading');
              expect(app!.location()).toBe('/admin/sellers?status=suspended');
              expect(lastRequest()).toEqual({ status: 'suspended', cursor: null });
            },
            suspendedListed: async () => {
              await waitFor(async () =>
                expect(await stores('Sellers, oldest submission first')).toEqual([
                  'Bahay Kubo Crafts',
                  'Sari-Sari Luz',
                ]),
              );
              await listIs('end');
            },
            newestLoading: async () => {
              await listIs('loading');
              expect(app!.location()).toBe('/admin/sellers?status=suspended&order=newest');
              expect(lastRequest()).toEqual({ status: 'suspended', order: 'newest', cursor: null });
            },
            newestListed: async () => {
              await waitFor(async () =>
                expect(await stores('Sellers, newest submission first')).toEqual([
                  'Sari-Sari Luz',
                  'Bahay Kubo Crafts',
                ]),
              );
              await listIs('end');
              expect(list().context.filters).toEqual({ q: '', status: 'suspended', order: 'newest' });
            },
          },
          events: {
            OPEN_SELLERS: () => {
              localStorage.setItem('admin_token', 'admin-token');
              app = renderAppWith(
                '/admin/sellers',
                { adminSellers: async () => api.service },
                actors.inspect,
              );
            },
            SERVER_ANSWERS: async () => {
              await waitFor(() => expect(api.waiting('listSellers')).toBe(1));
              await api.answer('listSellers');
            },
            SERVER_FAILS: async () => {
              await waitFor(() => expect(api.waiting('listSellers')).toBe(1));
              await api.refuse('listSellers', outage);
            },
            RETRY: () => user.click(screen.getByRole('button', { name: 'Try again' })),
            SEARCH: async () => {
              await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'seller1@');
              await user.keyboard('{Enter}');
            },
            PICK_SUSPENDED: async () => {
              await user.click(screen.getByRole('button', { name: /Status/ }));
              await user.click(await screen.findByRole('option', { name: 'Suspended' }));
            },
            PICK_NEWEST: async () => {
              await user.click(screen.getByRole('button', { name: /Order/ }));
              await user.click(await screen.findByRole('option', { name: 'Newest submission first' }));
            },
          },
        });
      } finally {
        await app?.close();
      }
    });
  }
});
