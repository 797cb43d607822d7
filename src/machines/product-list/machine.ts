// The seller's product list (spec §2 Products, §4 status filter, sort and pagination, §8, §9): four regions
// side by side. The list loads page by page until the count is reached and starts over when a filter
// changes; the counts of every status follow the search; the search applies after a pause in typing; and a
// delete is confirmed before it is sent. The filters are written to the URL by the injected `syncFilters`.
import { assertEvent, assign, fromPromise, raise, setup } from 'xstate';
import { errorOf, outputOf, withParams } from '../shared/actor-events.ts';
import { toFailure } from '../shared/failure.ts';
import type { ToastContent } from '../toast/context.ts';
import {
  filterOfStatus,
  initialContext,
  isComplete,
  mergePage,
  pageRequest,
  sameFilters,
  type PageRequest,
  type ProductListContext,
  type ProductListFilters,
  type ProductListPage,
  type StatusCounts,
} from './context.ts';
import type { ProductListEvent } from './events.ts';
import { deleteFailedToast, deletedToast, isAwaitingApproval } from './failure.ts';

const notProvided = (name: string) => () => {
  throw new Error(`productListMachine: '${name}' must be provided (src/app/products.ts)`);
};

const countOf = (context: ProductListContext): number | null =>
  context.counts?.[context.filters.status] ?? null;

export const productListMachine = setup({
  types: {} as {
    context: ProductListContext;
    events: ProductListEvent;
    input: { filters: ProductListFilters };
  },
  actors: {
    loadPage: fromPromise<ProductListPage, PageRequest>(notProvided('loadPage')),
    /** How many products each tab holds for the search. */
    loadCounts: fromPromise<StatusCounts, { search: string }>(notProvided('loadCounts')),
    deleteProduct: fromPromise<void, { id: number }>(notProvided('deleteProduct')),
  },
  delays: { searchDelay: 300 },
  actions: {
    /** Injected: writes `context.filters` to the URL (decision 021). */
    syncFilters: notProvided('syncFilters'),
    /** Injected: shows a toast. */
    showToast: (_, _content: ToastContent) => notProvided('showToast')(),
    showDeleted: withParams<ProductListContext, ProductListEvent, 'showToast', ToastContent>(
      'showToast',
      ({ context }) => deletedToast(context.target?.productName ?? ''),
    ),
    showDeleteFailed: withParams<ProductListContext, ProductListEvent, 'showToast', ToastContent>(
      'showToast',
      ({ event }) => deleteFailedToast(toFailure(errorOf(event))),
    ),
    setFilters: assign(({ context, event }) => {
      assertEvent(event, 'list.filter');
      const filters = { ...context.filters, ...event.filters };
      // A search from elsewhere (the URL) replaces what the field shows; the field's own, applied after the
      // pause, leaves it as typed (trailing space included).
      const searchText = filters.search === context.searchText.trim() ? context.searchText : filters.search;
      return { filters, searchText };
    }),
    clearProducts: assign({ products: [], hasNextPage: true, failure: null }),
    appendPage: assign(({ context, event }) => {
      const page = outputOf<ProductListPage>(event);
      return {
        products: mergePage(context.products, page.products),
        hasNextPage: page.hasNextPage,
        failure: null,
      };
    }),
    setFailure: assign({ failure: ({ event }) => toFailure(errorOf(event)) }),
    /** Counts of another search would end the list too soon (or too late): none until the new ones come. */
    forgetCounts: assign({ counts: null, countFailure: null }),
    setCounts: assign({ counts: ({ event }) => outputOf<StatusCounts>(event), countFailure: null }),
    setCountFailure: assign({ countFailure: ({ event }) => toFailure(errorOf(event)) }),
    setSearchText: assign({
      searchText: ({ event }) => {
        assertEvent(event, 'search.change');
        return event.text;
      },
    }),
    applySearch: raise(({ context }) => ({
      type: 'list.filter' as const,
      filters: { search: context.searchText.trim() },
    })),
    setTarget: assign({
      target: ({ event }) => {
        assertEvent(event, 'product.delete');
        return event.product;
      },
    }),
    clearTarget: assign({ target: null }),
    /** The row goes, and the counts that held it shrink, without asking the server again. */
    removeTarget: assign(({ context }) => {
      const target = context.target;
      if (!target) return {};
      const tab = filterOfStatus[target.status];
      return {
        products: context.products.filter((product) => product.id !== target.id),
        counts: context.counts && {
          ...context.counts,
          all: Math.max(0, context.counts.all - 1),
          [tab]: Math.max(0, context.counts[tab] - 1),
        },
      };
    }),
  },
  guards: {
    changesFilters: ({ context, event }) => {
      assertEvent(event, 'list.filter');
      return !sameFilters(context.filters, { ...context.filters, ...event.filters });
    },
    changesSearch: ({ context, event }) => {
      assertEvent(event, 'list.filter');
      return event.filters.search !== undefined && event.filters.search !== context.filters.search;
    },
    isLastPage: ({ context, event }) => {
      const page = outputOf<ProductListPage>(event);
      const shown = mergePage(context.products, page.products);
      return isComplete(shown, page.hasNextPage, countOf(context));
    },
    isCountReached: ({ context }) => isComplete(context.products, context.hasNextPage, countOf(context)),
    isAwaitingApproval: ({ event }) => isAwaitingApproval(toFailure(errorOf(event))),
  },
}).createMachine({
  id: 'productList',
  description: "The seller's products: the list, the counts of each status, the search and deleting one.",
  type: 'parallel',
  context: ({ input }) => initialContext(input.filters),
  states: {
    list: {
      description: 'The products of the current filters, page by page.',
      initial: 'loading',
      on: {
        'list.filter': {
          guard: 'changesFilters',
          target: '.loading',
          actions: ['setFilters', 'clearProducts', 'syncFilters'],
        },
      },
      states: {
        loading: {
          description: 'A page is on its way: the first one when no product is shown yet, else the next.',
          tags: 'loading',
          invoke: {
            src: 'loadPage',
            input: ({ context }) => pageRequest(context),
            onDone: [
              { guard: 'isLastPage', target: 'end', actions: 'appendPage' },
              { target: 'idle', actions: 'appendPage' },
            ],
            onError: [
              { guard: 'isAwaitingApproval', target: 'awaitingApproval', actions: 'setFailure' },
              { target: 'failed', actions: 'setFailure' },
            ],
          },
        },
        idle: {
          description: 'The products so far are shown and more follow: the sentinel asks for the next page.',
          on: {
            'list.loadMore': [{ guard: 'isCountReached', target: 'end' }, { target: 'loading' }],
          },
        },
        failed: {
          description: 'A page could not be loaded; the products already shown stay, and a retry asks again.',
          on: { 'list.retry': 'loading' },
        },
        end: {
          description: 'Every product of the filters is shown (the count is reached).',
        },
        awaitingApproval: {
          description: "The API refused: the seller's account awaits an admin's approval.",
        },
      },
    },
    counts: {
      description: 'How many products each status holds for the current search.',
      initial: 'loading',
      on: {
        'list.filter': { guard: 'changesSearch', target: '.loading' },
      },
      states: {
        loading: {
          description: 'The counts of All, Approved, Pending and Rejected are on their way.',
          entry: 'forgetCounts',
          invoke: {
            src: 'loadCounts',
            input: ({ context }) => ({ search: context.filters.search }),
            onDone: { target: 'loaded', actions: 'setCounts' },
            onError: { target: 'failed', actions: 'setCountFailure' },
          },
        },
        loaded: { description: 'Each tab shows its count; the list its total.' },
        failed: {
          description:
            'The counts could not be loaded; the list goes on by its pages, and a retry asks again.',
          on: { 'list.retry': 'loading' },
        },
      },
    },
    search: {
      description: 'The search field, applied after a pause in typing.',
      initial: 'settled',
      on: {
        // Each change re-enters typing, so the pause is timed from the last key.
        'search.change': { target: '.typing', actions: 'setSearchText' },
        'search.submit': { target: '.settled', actions: 'applySearch' },
      },
      states: {
        settled: { description: 'What the field shows is the search the list is filtered by.' },
        typing: {
          description: 'The seller is typing: the search waits for a pause.',
          after: { searchDelay: { target: 'settled', actions: 'applySearch' } },
        },
      },
    },
    deletion: {
      description: 'Deleting one product, after the seller confirms.',
      initial: 'closed',
      states: {
        closed: {
          description: 'No delete is asked for.',
          on: { 'product.delete': { target: 'confirming', actions: 'setTarget' } },
        },
        confirming: {
          description: 'The dialog asks the seller to confirm deleting the product.',
          on: {
            'delete.cancel': { target: 'closed', actions: 'clearTarget' },
            'delete.confirm': 'deleting',
          },
        },
        deleting: {
          description: 'The delete is on its way; the dialog waits for it.',
          tags: 'deleting',
          invoke: {
            src: 'deleteProduct',
            input: ({ context }) => ({ id: context.target?.id ?? 0 }),
            onDone: {
              target: 'closed',
              actions: ['showDeleted', 'removeTarget', 'clearTarget'],
            },
            onError: {
              target: 'closed',
              actions: ['showDeleteFailed', 'clearTarget'],
            },
          },
        },
      },
    },
  },
});

export type ProductListMachine = typeof productListMachine;
