// The actions panel of one order (spec §2, §4, §8): the seller picks one of the actions the order lifecycle
// allows now (`sellerActions`: pending → Accept or Reject, accepted → Mark as shipped), confirms it or fills
// its form (the view's form over the shared schema hands over valid values), and the request goes out. The
// list and the detail invoke it while the panel is open and read its output: what changed and the order as
// the server answered it.
import type { Order, OrderFulfilBody, OrderStatusBody } from '#schemas/orders';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { sellerActions, type SellerOrderEventType } from '../order-status/machine.ts';
import { errorOf, outputOf, withParams } from '../shared/actor-events.ts';
import { toFailure } from '../shared/failure.ts';
import type { ToastContent } from '../toast/context.ts';
import {
  initialContext,
  type OrderActionsContext,
  type OrderActionsInput,
  type OrderActionsOutput,
} from './context.ts';
import type { OrderActionsEvent } from './events.ts';
import { fulfilFailedToast, fulfilledToast, statusFailedToast, statusUpdatedToast } from './failure.ts';

const notProvided = (name: string) => () => {
  throw new Error(`orderActionsMachine: '${name}' must be provided (src/app/order-actions.ts)`);
};

type Request<Body> = { id: number; body: Body };

export const orderActionsMachine = setup({
  types: {} as {
    context: OrderActionsContext;
    events: OrderActionsEvent;
    input: OrderActionsInput;
    output: OrderActionsOutput;
  },
  actors: {
    setStatus: fromPromise<Order, Request<OrderStatusBody>>(notProvided('setStatus')),
    fulfil: fromPromise<Order, Request<OrderFulfilBody>>(notProvided('fulfil')),
  },
  actions: {
    /** Injected: shows a toast. */
    showToast: (_, _content: ToastContent) => notProvided('showToast')(),
    showStatusUpdated: withParams<OrderActionsContext, OrderActionsEvent, 'showToast', ToastContent>(
      'showToast',
      () => statusUpdatedToast,
    ),
    showFulfilled: withParams<OrderActionsContext, OrderActionsEvent, 'showToast', ToastContent>(
      'showToast',
      () => fulfilledToast,
    ),
    showStatusFailed: withParams<OrderActionsContext, OrderActionsEvent, 'showToast', ToastContent>(
      'showToast',
      ({ event }) => statusFailedToast(toFailure(errorOf(event))),
    ),
    showFulfilFailed: withParams<OrderActionsContext, OrderActionsEvent, 'showToast', ToastContent>(
      'showToast',
      ({ event }) => fulfilFailedToast(toFailure(errorOf(event))),
    ),
    clearFailure: assign({ failure: null }),
    setFailure: assign({ failure: ({ event }) => toFailure(errorOf(event)) }),
    setStatusChanged: assign({ order: ({ event }) => outputOf<Order>(event), change: 'status' as const }),
    setFulfilled: assign({ order: ({ event }) => outputOf<Order>(event), change: 'fulfil' as const }),
  },
  guards: {
    /** The order lifecycle allows this seller action now. */
    allows: ({ context }, { action }: { action: SellerOrderEventType }) =>
      sellerActions(context.order).includes(action),
  },
}).createMachine({
  id: 'orderActions',
  description:
    "One order's actions panel: the seller accepts, rejects (with a reason) or ships (with courier and tracking number) what the order lifecycle allows.",
  context: ({ input }) => initialContext(input),
  output: ({ context }) => ({ change: context.change, order: context.order }),
  initial: 'choosing',
  states: {
    choosing: {
      description: "The panel offers the order's allowed actions.",
      entry: 'clearFailure',
      on: {
        'order.accept': { guard: { type: 'allows', params: { action: 'ACCEPT' } }, target: 'accepting' },
        'order.reject': { guard: { type: 'allows', params: { action: 'REJECT' } }, target: 'rejecting' },
        'order.ship': { guard: { type: 'allows', params: { action: 'SHIP' } }, target: 'shipping' },
        'panel.close': 'done',
      },
    },
    accepting: {
      description: 'Accepting the order.',
      initial: 'confirming',
      states: {
        confirming: {
          description: 'The seller is asked to confirm accepting the order.',
          tags: 'form',
          on: {
            'accept.confirm': 'saving',
            'panel.back': '#orderActions.choosing',
            'panel.close': '#orderActions.done',
          },
        },
        saving: {
          description: 'The acceptance is on its way.',
          tags: 'busy',
          entry: 'clearFailure',
          invoke: {
            src: 'setStatus',
            input: ({ context }) => ({ id: context.order.id, body: { status: 'accepted' as const } }),
            onDone: { target: '#orderActions.done', actions: ['setStatusChanged', 'showStatusUpdated'] },
            onError: { target: 'confirming', actions: ['setFailure', 'showStatusFailed'] },
          },
        },
      },
    },
    rejecting: {
      description: 'Rejecting the order, with a reason for the buyer.',
      initial: 'editing',
      states: {
        editing: {
          description: 'The seller writes the reason (required).',
          tags: 'form',
          on: {
            'reject.submit': 'saving',
            'panel.back': '#orderActions.choosing',
            'panel.close': '#orderActions.done',
          },
        },
        saving: {
          description: 'The rejection is on its way.',
          tags: 'busy',
          entry: 'clearFailure',
          invoke: {
            src: 'setStatus',
            // Entered only by the reason form's valid submit.
            input: ({ context, event }) => {
              assertEvent(event, 'reject.submit');
              return { id: context.order.id, body: { status: 'rejected' as const, reason: event.reason } };
            },
            onDone: { target: '#orderActions.done', actions: ['setStatusChanged', 'showStatusUpdated'] },
            onError: { target: 'editing', actions: ['setFailure', 'showStatusFailed'] },
          },
        },
      },
    },
    shipping: {
      description: 'Marking the order as shipped, with the courier and tracking number when given.',
      initial: 'editing',
      states: {
        editing: {
          description: 'The seller may give the courier and the tracking number.',
          tags: 'form',
          on: {
            'ship.submit': 'saving',
            'panel.back': '#orderActions.choosing',
            'panel.close': '#orderActions.done',
          },
        },
        saving: {
          description: 'The shipment is on its way.',
          tags: 'busy',
          entry: 'clearFailure',
          invoke: {
            src: 'fulfil',
            // Entered only by the shipment form's valid submit.
            input: ({ context, event }) => {
              assertEvent(event, 'ship.submit');
              return { id: context.order.id, body: event.shipment };
            },
            onDone: { target: '#orderActions.done', actions: ['setFulfilled', 'showFulfilled'] },
            onError: { target: 'editing', actions: ['setFailure', 'showFulfilFailed'] },
          },
        },
      },
    },
    done: {
      description: 'The panel is over: the order changed, or the seller closed it without a change.',
      type: 'final',
    },
  },
});

export type OrderActionsMachine = typeof orderActionsMachine;
