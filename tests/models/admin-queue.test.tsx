// Model-based test of the admin queue (issue 4, issue 8 'paged list') in the real App: pages that arrive
// or fail when the model says so, the next page asked for by the list's end coming into reach, the status
// tabs kept in the URL. At every model state the screen AND the production paged-list machine are checked.
import { createTestModel } from '@xstate/graph';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { setup, type EventFrom } from 'xstate';
import { approvalStatus } from '#schemas/seller';
import { FailureError } from '#machines/shared/failure.ts';
import { createFakeAdminReview, makeSellerDetail } from '../services/admin-sellers.ts';
import { FakeIntersectionObserver } from '../views/notifications/intersection-observer.ts';
import { heldService, renderAppWith } from './app-support.tsx';
import { transitionPaths, watchActors } from './model-support.ts';

const queueBehaviour = setup({
  types: {} as {
    events:
      | { type: 'OPEN_DASHBOARD' }
      | { type: 'SERVER_ANSWERS' }
      | { type: 'SERVER_FAILS' }
      | { type: 'RETRY' }
      | { type: 'SCROLL_TO_END' }
      | { type: 'PICK_APPROVED' }
      | { type: 'PICK_PENDING' };
  },
}).createMachine({
  id: 'adminQueueBehaviour',
  initial: 'start',
  states: {
    start: { description: 'the admin is signed in', on: { OPEN_DASHBOARD: 'loading' } },
    loading: {
      description: 'the first page of pending sellers is on its way',
      on: { SERVER_ANSWERS: 'firstPage', SERVER_FAILS: 'failed' },
    },
    failed: { description: 'the queue says it could not load and offers a retry', on: { RETRY: 'loading' } },
    firstPage: {
      description: 'the first two pending sellers, with more to come',
      on: { SCROLL_TO_END: 'loadingMore', PICK_APPROVED: 'approvedLoading' },
    },
    loadingMore: {
      description: 'the next page is on its way under the first',
      on: { SERVER_ANSWERS: 'allPending', SERVER_FAILS: 'moreFailed' },
    },
    moreFailed: {
      description: 'the next page failed; the first stays, with a retry',
      on: { RETRY: 'loadingMore' },
    },
    allPending: {
      description: 'every pending seller is listed and nothing more is asked',
      on: { PICK_APPROVED: 'approvedLoading' },
    },
    approvedLoading: {
      description: 'the approved tab is chosen, kept in the URL, and its first page is on its way',
      on: { SERVER_ANSWERS: 'approved' },
    },
    approved: { description: 'the approved sellers are listed', on: { PICK_PENDING: 'loading' } },
  },
});

type BehaviourEvent = EventFrom<typeof queueBehaviour>;
const everyEvent = (
  [
    'OPEN_DASHBOARD',
    'SERVER_ANSWERS',
    'SERVER_FAILS',
    'RETRY',
    'SCROLL_TO_END',
    'PICK_APPROVED',
    'PICK_PENDING',
  ] as const
).map((type) => ({ type })) as BehaviourEvent[];

const model = createTestModel(queueBehaviour);
const paths = transitionPaths(model, (snapshot) => everyEvent.filter((event) => snapshot.can(event)));

const sellers = [
  makeSellerDetail(1),
  makeSellerDetail(2),
  makeSellerDetail(3),
  makeSellerDetail(4, { approvalStatus: approvalStatus.approved }),
];
const outage = new FailureError({
  kind: 'http',
  status: 500,
  code: 'INTERNAL_ERROR',
  message: 'Something went wrong on our side.',
});

beforeEach(() => FakeIntersectionObserver.install());

describe(`admin queue in the App (${paths.length} paths)`, () => {
  afterAll(() => console.info(`admin queue model: ${paths.length} paths covered`));

  for (const path of paths) {
    it(path.description, { timeout: 30_000 }, async () => {
      const memory = createFakeAdminReview({ sellers, pageSize: 2 });
      const api = heldService(memory.service);
      const actors = watchActors();
      const user = userEvent.setup();
      let app: ReturnType<typeof renderAppWith> | undefined;
      const queue = () => actors.latest('pagedList').getSnapshot();
      const queueIs = (value: 'loading' | 'idle' | 'failed' | 'end') =>
        waitFor(() => expect(queue().value).toBe(value));
      const listed = async (label: RegExp, count: number) => {
        const list = await screen.findByRole('list', { name: label });
        await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(count));
      };

      try {
        await path.test({
          states: {
            loading: async () => {
              expect(await screen.findByText('Loading sellers…')).toBeVisible();
              await queueIs('loading');
              expect(queue().context.items).toEqual([]);
              expect(api.waiting('listSellers')).toBe(1);
            },
            failed: async () => {
              expect(await screen.findByRole('alert')).toHaveTextContent('The sellers could not be loaded.');
              expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
              await queueIs('failed');
            },
            firstPage: async () => {
              await listed(/Pending sellers/, 2);
              await queueIs('idle');
              expect(screen.getByRole('tab', { name: 'Pending (3)' })).toHaveAttribute(
                'aria-selected',
                'true',
              );
            },
            loadingMore: async () => {
              expect(await screen.findByText('Loading more sellers…')).toBeVisible();
              await listed(/Pending sellers/, 2);
              await queueIs('loading');
            },
            moreFailed: async () => {
              expect(await screen.findByRole('alert')).toHaveTextContent('More sellers could not be loaded.');
              await listed(/Pending sellers/, 2);
              await queueIs('failed');
            },
            allPending: async () => {
              await listed(/Pending sellers/, 3);
              await queueIs('end');
              expect(api.waiting('listSellers')).toBe(0);
            },
            approvedLoading: async () => {
              await queueIs('loading');
              expect(screen.getByRole('tab', { name: 'Approved (1)' })).toHaveAttribute(
                'aria-selected',
                'true',
              );
              expect(app!.location()).toBe('/admin/dashboard?status=approved');
              expect(api.sent('listSellers').at(-1)).toEqual([{ status: 'approved', cursor: null }]);
            },
            approved: async () => {
              await listed(/Approved sellers/, 1);
              await queueIs('end');
              expect(queue().context.filters).toEqual({ status: 'approved' });
            },
          },
          events: {
            OPEN_DASHBOARD: () => {
              localStorage.setItem('admin_token', 'admin-token');
              app = renderAppWith(
                '/admin/dashboard',
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
            SCROLL_TO_END: () => act(() => FakeIntersectionObserver.scrollIntoReach()),
            PICK_APPROVED: () => user.click(screen.getByRole('tab', { name: /^Approved/ })),
            PICK_PENDING: () => user.click(screen.getByRole('tab', { name: /^Pending/ })),
          },
        });
      } finally {
        await app?.close();
      }
    });
  }
});
