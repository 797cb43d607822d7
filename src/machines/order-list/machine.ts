// The seller's order list (spec §2 Orders, §4 pagination and reload, §8, §9): four regions side by side.
// The list loads page by page until a page comes back empty and starts over when a filter changes; the
// actions panel of one order runs as an invoked orderActionsMachine, and what it changed reloads the list
// from page 1 (a fulfil after `fulfilReloadDelay`); the CSV export downloads the current filter. The filters
// are written to the URL by the injected `syncFilters`.
import { assertEvent, assign, fromPromise, raise, setup } from 'xstate';
import { fulfilReloadDelayMs, type Order } from '#schemas/orders';
import { orderActionsMachine } from '../order-actions/machine.ts';
import type { OrderActionsOutput } from '../order-actions/context.ts';
import { sellerActions } from '../order-status/machine.ts';
import { errorOf, outputOf, withParams } from '../shared/actor-events.ts';
import { toFailure } from '../shared/failure.ts';
import type { ToastContent } from '../toast/context.ts';
import {
  definedFilters,
  initialContext,
  mergePage,
  pageRequest,
  replaceOrder,
  sameFilters,
  type OrderFilters,
  type OrderListContext,
  type PageRequest,
} from './context.ts';
import type { OrderListEvent } from './events.ts';
import { exportFailedToast, isAwaitingApproval } from './failure.ts';

const notProvided = (name: string) => () => {
  throw new Error(`orderListMachine: '${name}' must be provided (src/app/orders.ts)`);
};

/** Raised by the actions region for the list region: start again from page 1. */
type ReloadEvent = { type: 'list.reload' };

const changeOf = (event: { type: string }) => outputOf<OrderActionsOutput>(event).change;

export const orderListMachine = setup({
  types: {} as {
    context: OrderListContext;
    events: OrderListEvent | ReloadEvent;
    input: { filters: OrderFilters };
  },
  actors: {
    loadPage: fromPromise<Order[], PageRequest>(notProvided('loadPage')),
    /** Downloads the filter's orders as a CSV file (fetches the Blob and saves it). */
    exportOrders: fromPromise<void, { filters: OrderFilters }>(notProvided('exportOrders')),
    orderActions: orderActionsMachine,
  },
  delays: { fulfilReloadDelay: fulfilReloadDelayMs },
  actions: {
    /** Injected: writes `context.filters` to the URL (decisions 021, 027). */
    syncFilters: notProvided('syncFilters'),
    /** Injected: shows a toast. */
    showToast: (_, _content: ToastContent) => notProvided('showToast')(),
    showExportFailed: withParams<OrderListContext, OrderListEvent | ReloadEvent, 'showToast', ToastContent>(
      'showToast',
      ({ event }) => exportFailedToast(toFailure(errorOf(event))),
    ),
    setFilters: assign({
      filters: ({ event }) => {
        assertEvent(event, 'list.filter');
        return definedFilters(event.filters);
      },
    }),
    clearOrders: assign({ orders: [], page: 1, failure: null }),
    /** Page 1 again; the orders shown stay until it arrives. */
    resetPage: assign({ page: 1, failure: null }),
    appendPage: assign(({ context, event }) => ({
      orders: mergePage(context.orders, outputOf<Order[]>(event)),
      page: context.page + 1,
      failure: null,
    })),
    replaceOrders: assign(({ event }) => ({ orders: outputOf<Order[]>(event), page: 2, failure: null })),
    setFailure: assign({ failure: ({ event }) => toFailure(errorOf(event)) }),
    /** The row shows the order as the server answered the action, before the reload comes. */
    showChangedOrder: assign({
      orders: ({ context, event }) => replaceOrder(context.orders, outputOf<OrderActionsOutput>(event).order),
    }),
    reload: raise({ type: 'list.reload' }),
  },
  guards: {
    changesFilters: ({ context, event }) => {
      assertEvent(event, 'list.filter');
      return !sameFilters(context.filters, definedFilters(event.filters));
    },
    /** Spec §4: orders load until a page returns empty. */
    isEmptyPage: ({ event }) => outputOf<Order[]>(event).length === 0,
    isAwaitingApproval: ({ event }) => isAwaitingApproval(toFailure(errorOf(event))),
    /** The order lifecycle lets the seller do something to this order now. */
    isActionable: ({ event }) => {
      assertEvent(event, 'order.act');
      return sellerActions(event.order).length > 0;
    },
    changedStatus: ({ event }) => changeOf(event) === 'status',
    fulfilled: ({ event }) => changeOf(event) === 'fulfil',
  },
}).createMachine({
  id: 'orderList',
  description:
    "The seller's orders: the list with its filters, one order's actions panel, the reload after an action, and the CSV export.",
  type: 'parallel',
  context: ({ input }) => initialContext(definedFilters(input.filters)),
  states: {
    list: {
      description: 'The orders of the current filters, newest first, page by page.',
      initial: 'loading',
      on: {
        'list.filter': {
          guard: 'changesFilters',
          target: '.loading',
          actions: ['setFilters', 'clearOrders', 'syncFilters'],
        },
        'list.reload': { target: '.reloading', actions: 'resetPage' },
      },
      states: {
        loading: {
          description: 'A page is on its way: the first one when no order is shown yet, else the next.',
          tags: 'loading',
          invoke: {
            src: 'loadPage',
            input: ({ context }) => pageRequest(context),
            onDone: [
              { guard: 'isEmptyPage', target: 'end' },
              { target: 'idle', actions: 'appendPage' },
            ],
            onError: [
              { guard: 'isAwaitingApproval', target: 'awaitingApproval', actions: 'setFailure' },
              { target: 'failed', actions: 'setFailure' },
            ],
          },
        },
        reloading: {
          description:
            'After an action the list starts again from page 1; the orders shown stay until it arrives.',
          tags: 'loading',
          invoke: {
            src: 'loadPage',
            input: ({ context }) => pageRequest(context),
            onDone: [
              { guard: 'isEmptyPage', target: 'end', actions: 'replaceOrders' },
              { target: 'idle', actions: 'replaceOrders' },
            ],
            onError: { target: 'failed', actions: 'setFailure' },
          },
        },
        idle: {
          description: 'The orders so far are shown and more may follow: the sentinel or Load more asks.',
          on: { 'list.loadMore': 'loading' },
        },
        failed: {
          description: 'A page could not be loaded; the orders already shown stay, and a retry asks again.',
          on: { 'list.retry': 'loading' },
        },
        end: {
          description: 'A page came back empty: every order of the filters is shown.',
        },
        awaitingApproval: {
          description: "The API refused: the seller's account awaits an admin's approval.",
        },
      },
    },
    actions: {
      description: "One order's actions panel (accept, reject, ship), open while the seller uses it.",
      initial: 'closed',
      states: {
        closed: {
          description: 'No panel is open.',
          on: { 'order.act': { guard: 'isActionable', target: 'open' } },
        },
        open: {
          description: "The order's actions panel runs; what it changed decides the reload.",
          tags: 'panelOpen',
          invoke: {
            id: 'orderActions',
            src: 'orderActions',
            input: ({ event }) => {
              assertEvent(event, 'order.act');
              return { order: event.order };
            },
            onDone: [
              {
                guard: 'changedStatus',
                target: 'closed',
                actions: ['showChangedOrder', 'reload'],
              },
              {
                guard: 'fulfilled',
                target: 'awaitingReload',
                actions: 'showChangedOrder',
              },
              { target: 'closed' },
            ],
          },
        },
        awaitingReload: {
          description: 'An order was shipped: the list reloads after the fulfil delay (spec §4, §9).',
          tags: 'awaitingReload',
          after: { fulfilReloadDelay: { target: 'closed', actions: 'reload' } },
          // Another panel opens at once; the list reloads now instead of after the delay.
          on: { 'order.act': { guard: 'isActionable', target: 'open', actions: 'reload' } },
        },
      },
    },
    export: {
      description: 'The CSV export of the current filter.',
      initial: 'idle',
      states: {
        idle: {
          description: 'Export CSV is ready.',
          on: { 'list.export': 'exporting' },
        },
        exporting: {
          description: 'The CSV is on its way, then saved as a file.',
          tags: 'exporting',
          invoke: {
            src: 'exportOrders',
            input: ({ context }) => ({ filters: context.filters }),
            onDone: 'idle',
            onError: { target: 'idle', actions: 'showExportFailed' },
          },
        },
      },
    },
  },
});

export type OrderListMachine = typeof orderListMachine;
