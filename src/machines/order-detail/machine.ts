// One order's page (/orders/:id): the order is read, then shown with two regions side by side: its actions
// panel (an invoked orderActionsMachine, open while the order lifecycle allows the seller anything; what it
// answers replaces the order shown) and the packing slip downloads.
import type { Order } from '#schemas/orders';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { OrderActionsOutput } from '../order-actions/context.ts';
import { orderActionsMachine } from '../order-actions/machine.ts';
import { sellerActions } from '../order-status/machine.ts';
import { errorOf, outputOf, withParams } from '../shared/actor-events.ts';
import { toFailure } from '../shared/failure.ts';
import type { ToastContent } from '../toast/context.ts';
import {
  initialContext,
  type OrderDetailContext,
  type OrderDetailInput,
  type PackingSlipRequest,
} from './context.ts';
import type { OrderDetailEvent } from './events.ts';
import { slipFailedToast } from './failure.ts';

const notProvided = (name: string) => () => {
  throw new Error(`orderDetailMachine: '${name}' must be provided (src/app/order-detail.ts)`);
};

/** The order shown; the states that read it are entered only once it has arrived. */
const shownOrder = (context: OrderDetailContext): Order => {
  if (!context.order) throw new Error('orderDetailMachine: no order is shown yet');
  return context.order;
};

export const orderDetailMachine = setup({
  types: {} as {
    context: OrderDetailContext;
    events: OrderDetailEvent;
    input: OrderDetailInput;
    children: { orderActions: 'orderActions' };
  },
  actors: {
    loadOrder: fromPromise<Order, { orderId: string }>(notProvided('loadOrder')),
    /** Fetches the packing slip's PDF and hands it to the browser as a download. */
    downloadPackingSlip: fromPromise<void, PackingSlipRequest>(notProvided('downloadPackingSlip')),
    orderActions: orderActionsMachine,
  },
  actions: {
    /** Injected: shows a toast. */
    showToast: (_, _content: ToastContent) => notProvided('showToast')(),
    showSlipFailed: withParams<OrderDetailContext, OrderDetailEvent, 'showToast', ToastContent>(
      'showToast',
      ({ event }) => slipFailedToast(toFailure(errorOf(event))),
    ),
    setOrder: assign({ order: ({ event }) => outputOf<Order>(event), failure: null }),
    setFailure: assign({ failure: ({ event }) => toFailure(errorOf(event)) }),
    clearFailure: assign({ failure: null }),
    setOrderFromPanel: assign({ order: ({ event }) => outputOf<OrderActionsOutput>(event).order }),
    setSlipSize: assign({
      slipSize: ({ event }) => {
        assertEvent(event, 'slip.download');
        return event.size;
      },
    }),
    clearSlipSize: assign({ slipSize: null }),
  },
  guards: {
    /** The order lifecycle allows the seller something now (pending: accept, reject; accepted: ship). */
    hasSellerActions: ({ context }) => context.order !== null && sellerActions(context.order).length > 0,
  },
}).createMachine({
  id: 'orderDetail',
  description:
    "One of the seller's orders: its lines, buyer, totals and timeline, its actions and its packing slip.",
  context: ({ input }) => initialContext(input),
  initial: 'loading',
  states: {
    loading: {
      description: 'The order is on its way.',
      tags: 'loading',
      entry: 'clearFailure',
      invoke: {
        src: 'loadOrder',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: { target: 'ready', actions: 'setOrder' },
        onError: { target: 'failed', actions: 'setFailure' },
      },
    },
    failed: {
      description:
        "The order could not be read: 'Error fetching order', or the server's reason (no such order, awaiting approval); a retry asks again.",
      on: { 'order.retry': 'loading' },
    },
    ready: {
      description: 'The order is shown.',
      type: 'parallel',
      states: {
        actions: {
          description: 'The actions panel, while the order lifecycle allows the seller anything.',
          initial: 'deciding',
          states: {
            deciding: {
              description: 'Whether the order, as last answered, leaves the seller anything to do.',
              always: [{ guard: 'hasSellerActions', target: 'open' }, { target: 'none' }],
            },
            open: {
              description: "The panel offers the order's actions; what it answers replaces the order shown.",
              invoke: {
                src: 'orderActions',
                id: 'orderActions',
                input: ({ context }) => ({ order: shownOrder(context) }),
                // The panel offers the next action for the order it answered (accepted → Mark as shipped).
                onDone: { target: 'deciding', actions: 'setOrderFromPanel' },
              },
            },
            none: {
              description: 'Nothing is left for the seller to do (a final status, unpaid, or not yet paid).',
            },
          },
        },
        slip: {
          description: 'The packing slip downloads, A6 or A4.',
          initial: 'idle',
          states: {
            idle: {
              description: 'Both sizes can be downloaded.',
              on: { 'slip.download': { target: 'downloading', actions: 'setSlipSize' } },
            },
            downloading: {
              description: 'The PDF of the chosen size is on its way.',
              tags: 'downloading',
              invoke: {
                src: 'downloadPackingSlip',
                input: ({ context }) => {
                  const { id, orderNumber } = shownOrder(context);
                  return { id, orderNumber, size: context.slipSize ?? 'a6' };
                },
                onDone: { target: 'idle', actions: 'clearSlipSize' },
                onError: { target: 'idle', actions: ['clearSlipSize', 'showSlipFailed'] },
              },
            },
          },
        },
      },
    },
  },
});

export type OrderDetailMachine = typeof orderDetailMachine;
