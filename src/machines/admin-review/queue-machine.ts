// The admin's queue of sellers (issue 4): one status at a time, newest submission first, with the counts
// of every status, and keyset 'Load more'. Loading the first page again refreshes the counts.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { AdminSellersPage, SellerStatusFilter } from '#schemas/onboarding';
import { errorOf, outputOf } from '../shared/actor-events.ts';
import { toFailure } from '../shared/failure.ts';
import { initialQueueContext, type QueueContext } from './context.ts';
import type { QueueEvent } from './events.ts';

export type QueuePageRequest = { status: SellerStatusFilter; cursor: string | null };

export const adminQueueMachine = setup({
  types: {} as {
    context: QueueContext;
    events: QueueEvent;
    input: { status?: SellerStatusFilter };
  },
  actors: {
    loadSellers: fromPromise<AdminSellersPage, QueuePageRequest>(() => {
      throw new Error("adminQueueMachine: 'loadSellers' must be provided (src/app/logic.ts)");
    }),
  },
  actions: {
    setStatus: assign({
      status: ({ event }) => {
        assertEvent(event, 'queue.filter');
        return event.status;
      },
    }),
    setFirstPage: assign(({ event }) => {
      const page = outputOf<AdminSellersPage>(event);
      return {
        sellers: page.sellers,
        nextCursor: page.nextCursor,
        counts: page.counts,
        failure: null,
        moreFailure: null,
      };
    }),
    appendPage: assign(({ context, event }) => {
      const page = outputOf<AdminSellersPage>(event);
      // A seller decided between two pages can shift the keyset; never list one twice.
      const known = new Set(context.sellers.map((seller) => seller.id));
      return {
        sellers: [...context.sellers, ...page.sellers.filter((seller) => !known.has(seller.id))],
        nextCursor: page.nextCursor,
        counts: page.counts,
        moreFailure: null,
      };
    }),
    setFailure: assign({ failure: ({ event }) => toFailure(errorOf(event)) }),
    setMoreFailure: assign({ moreFailure: ({ event }) => toFailure(errorOf(event)) }),
  },
  guards: {
    hasMore: ({ context }) => context.nextCursor !== null,
    isOtherStatus: ({ context, event }) => {
      assertEvent(event, 'queue.filter');
      return event.status !== context.status;
    },
  },
}).createMachine({
  id: 'adminQueue',
  description: 'The queue of sellers of one approval status, newest submission first, with every count.',
  context: ({ input }) => initialQueueContext(input.status),
  initial: 'loading',
  on: {
    'queue.filter': { guard: 'isOtherStatus', target: '.loading', actions: 'setStatus' },
  },
  states: {
    loading: {
      description: 'The first page of the status and the counts are on their way.',
      tags: ['loading'],
      invoke: {
        src: 'loadSellers',
        input: ({ context }) => ({ status: context.status, cursor: null }),
        onDone: { target: 'ready', actions: 'setFirstPage' },
        onError: { target: 'failed', actions: 'setFailure' },
      },
    },
    ready: {
      description: 'The sellers loaded so far are listed; Load more asks for the next page.',
      on: {
        'queue.loadMore': { guard: 'hasMore', target: 'loadingMore' },
        'queue.refresh': 'loading',
      },
    },
    loadingMore: {
      description: 'The next page is on its way.',
      tags: ['loadingMore'],
      invoke: {
        src: 'loadSellers',
        input: ({ context }) => ({ status: context.status, cursor: context.nextCursor }),
        onDone: { target: 'ready', actions: 'appendPage' },
        onError: { target: 'ready', actions: 'setMoreFailure' },
      },
    },
    failed: {
      description: 'The first page could not be loaded; the admin may try again.',
      on: { 'queue.retry': 'loading', 'queue.refresh': 'loading' },
    },
  },
});
