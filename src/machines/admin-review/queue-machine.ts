// The admin's queue of sellers (issue 4): one status at a time, newest submission first, with the counts
// of every status, and keyset 'Load more'. Loading the first page again refreshes the counts.
import { assign, fromPromise, setup } from 'xstate';
import type { AdminSellersPage, SellerStatusFilter } from '#schemas/onboarding';
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
    setStatus: assign({ status: (_, params: { status: SellerStatusFilter }) => params.status }),
    setFirstPage: assign((_, page: AdminSellersPage) => ({
      sellers: page.sellers,
      nextCursor: page.nextCursor,
      counts: page.counts,
      failure: null,
      moreFailure: null,
    })),
    appendPage: assign(({ context }, page: AdminSellersPage) => {
      // A seller decided between two pages can shift the keyset; never list one twice.
      const known = new Set(context.sellers.map((seller) => seller.id));
      return {
        sellers: [...context.sellers, ...page.sellers.filter((seller) => !known.has(seller.id))],
        nextCursor: page.nextCursor,
        counts: page.counts,
        moreFailure: null,
      };
    }),
    setFailure: assign({ failure: (_, params: { error: unknown }) => toFailure(params.error) }),
    setMoreFailure: assign({ moreFailure: (_, params: { error: unknown }) => toFailure(params.error) }),
  },
  guards: {
    hasMore: ({ context }) => context.nextCursor !== null,
    isOtherStatus: ({ context }, params: { status: SellerStatusFilter }) => params.status !== context.status,
  },
}).createMachine({
  id: 'adminQueue',
  context: ({ input }) => initialQueueContext(input.status),
  initial: 'loading',
  on: {
    'queue.filter': {
      guard: { type: 'isOtherStatus', params: ({ event }) => ({ status: event.status }) },
      target: '.loading',
      actions: { type: 'setStatus', params: ({ event }) => ({ status: event.status }) },
    },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadSellers',
        input: ({ context }) => ({ status: context.status, cursor: null }),
        onDone: { target: 'ready', actions: { type: 'setFirstPage', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => event } },
      },
    },
    ready: {
      on: {
        'queue.loadMore': { guard: 'hasMore', target: 'loadingMore' },
        'queue.refresh': 'loading',
      },
    },
    loadingMore: {
      tags: ['loadingMore'],
      invoke: {
        src: 'loadSellers',
        input: ({ context }) => ({ status: context.status, cursor: context.nextCursor }),
        onDone: { target: 'ready', actions: { type: 'appendPage', params: ({ event }) => event.output } },
        onError: { target: 'ready', actions: { type: 'setMoreFailure', params: ({ event }) => event } },
      },
    },
    failed: {
      on: { 'queue.retry': 'loading', 'queue.refresh': 'loading' },
    },
  },
});
