// An order's lifecycle (issue 12): what the seller and the storefront may do to an order in each of spec §4's
// display statuses, and what each does to its (fulfillment, payment, prepare) triple. The top-level states
// are the display statuses; where one status covers orders with different futures (an unpaid order may
// still be paid, a voided one never), child states tell them apart. The server asks this machine whether
// an action is allowed and what it leads to (`nextOrderStatus`); the browser asks it which buttons exist
// (`sellerActions`). Neither keeps rules of its own.
import { assign, setup, transition } from 'xstate';
import { displayStatusLabels, type DisplayStatus } from '#schemas/orders';
import { orderDisplayStatus, returnsStock, type OrderStatusTriple } from './display.ts';

/** What the seller does (spec §2 actions panel). */
export type SellerOrderEventType = 'ACCEPT' | 'REJECT' | 'SHIP';
/** What the storefront tells us (issue 12's events). */
export type StorefrontOrderEventType = 'PAY' | 'REFUND' | 'PARTIAL_REFUND' | 'VOID' | 'DELIVER' | 'CANCEL';
export type OrderLifecycleEvent = { type: SellerOrderEventType | StorefrontOrderEventType };

/** An action that writes part of the triple; each is named in setup, so the visualizer shows what it does. */
const set = (change: Partial<OrderStatusTriple>) =>
  assign<OrderStatusTriple, OrderLifecycleEvent, undefined, OrderLifecycleEvent, never>(() => change);

export const orderLifecycleMachine = setup({
  types: {} as {
    context: OrderStatusTriple;
    events: OrderLifecycleEvent;
    input: OrderStatusTriple;
  },
  guards: {
    isPaid: ({ context }: { context: OrderStatusTriple }) => context.paymentStatus === 'paid',
  },
  actions: {
    markAccepted: set({ prepareStatus: 6 }),
    markRejected: set({ prepareStatus: 7 }),
    markShipped: set({ fulfillmentStatus: 'fulfilled' }),
    markDelivered: set({ fulfillmentStatus: 'delivered' }),
    markPaid: set({ paymentStatus: 'paid' }),
    markRefunded: set({ paymentStatus: 'refunded' }),
    markPartiallyRefunded: set({ paymentStatus: 'partially_refunded' }),
    markVoided: set({ paymentStatus: 'voided' }),
    /** Spec §9's prepare status 4: the payment of an order the seller rejected went back to the buyer. */
    markRejectionRefunded: set({ prepareStatus: 4 }),
  },
}).createMachine({
  id: 'orderLifecycle',
  description:
    "An order from the storefront, from placement to delivery or its end; the top-level state is the order's display status (spec §4).",
  context: ({ input }) => input,
  initial: 'placed',
  states: {
    placed: {
      description: 'The storefront has just placed the order; it waits for the seller if it is paid.',
      always: [{ guard: 'isPaid', target: 'pending' }, { target: 'unpaid' }],
    },
    unpaid: {
      description: 'The buyer has not paid: the seller cannot act on it.',
      initial: 'awaitingPayment',
      states: {
        awaitingPayment: {
          description: 'Placed without payment; the storefront may still report it paid.',
          on: {
            PAY: { target: '#orderLifecycle.pending', actions: 'markPaid' },
            VOID: { target: 'voided', actions: 'markVoided' },
            CANCEL: { target: 'voided', actions: 'markVoided' },
          },
        },
        voided: {
          description: 'The payment was voided (or the buyer cancelled before paying): the order is over.',
          type: 'final',
        },
      },
    },
    pending: {
      description: 'Paid and waiting for the seller to accept or reject it.',
      on: {
        ACCEPT: { target: 'accepted', actions: 'markAccepted' },
        REJECT: { target: 'rejected', actions: 'markRejected' },
        CANCEL: { target: 'cancelled', actions: 'markRefunded' },
        REFUND: { target: 'cancelled', actions: 'markRefunded' },
        VOID: { target: '#orderLifecycle.unpaid.voided', actions: 'markVoided' },
        PARTIAL_REFUND: { target: 'partially_refunded.unshipped', actions: 'markPartiallyRefunded' },
      },
    },
    accepted: {
      description: 'The seller accepted it and is preparing it; next it ships.',
      on: {
        SHIP: { target: 'fulfilled', actions: 'markShipped' },
        REFUND: { target: 'cancelled', actions: 'markRefunded' },
        VOID: { target: '#orderLifecycle.unpaid.voided', actions: 'markVoided' },
        PARTIAL_REFUND: { target: 'partially_refunded.unshipped', actions: 'markPartiallyRefunded' },
      },
    },
    rejected: {
      description:
        "The seller rejected it (with a reason for the buyer); its stock is back; the buyer's money goes back next.",
      on: {
        REFUND: { target: 'cancelled', actions: 'markRefunded' },
        VOID: { target: 'refunded', actions: ['markVoided', 'markRejectionRefunded'] },
      },
    },
    fulfilled: {
      description: 'Shipped (shown as Shipped), on its way to the buyer.',
      on: {
        DELIVER: { target: 'delivered', actions: 'markDelivered' },
        REFUND: { target: 'refunded', actions: 'markRefunded' },
        PARTIAL_REFUND: { target: 'partially_refunded.shipped', actions: 'markPartiallyRefunded' },
      },
    },
    delivered: {
      description: 'The buyer has it.',
      on: {
        REFUND: { target: 'refunded', actions: 'markRefunded' },
        PARTIAL_REFUND: { target: 'partially_refunded.delivered', actions: 'markPartiallyRefunded' },
      },
    },
    partially_refunded: {
      description: 'Part of the payment went back to the buyer: the seller cannot act on it any more.',
      initial: 'unshipped',
      states: {
        unshipped: {
          description: 'Partly refunded before it shipped.',
          on: {
            PARTIAL_REFUND: { target: 'unshipped', actions: 'markPartiallyRefunded' },
            REFUND: { target: '#orderLifecycle.cancelled', actions: 'markRefunded' },
          },
        },
        shipped: {
          description: 'Partly refunded while on its way.',
          on: {
            PARTIAL_REFUND: { target: 'shipped', actions: 'markPartiallyRefunded' },
            DELIVER: { target: 'delivered', actions: 'markDelivered' },
            REFUND: { target: '#orderLifecycle.refunded', actions: 'markRefunded' },
          },
        },
        delivered: {
          description: 'Partly refunded after delivery.',
          on: {
            PARTIAL_REFUND: { target: 'delivered', actions: 'markPartiallyRefunded' },
            REFUND: { target: '#orderLifecycle.refunded', actions: 'markRefunded' },
          },
        },
      },
    },
    cancelled: {
      description: 'Cancelled before it shipped and the buyer refunded; its stock is back.',
      type: 'final',
    },
    refunded: {
      description: "The buyer's money went back: after the seller rejected it, or after it shipped.",
      type: 'final',
    },
  },
});

export type OrderLifecycleState =
  | Exclude<DisplayStatus, 'unpaid' | 'partially_refunded'>
  | { unpaid: 'awaitingPayment' | 'voided' }
  | { partially_refunded: 'unshipped' | 'shipped' | 'delivered' };

/** Where in the lifecycle an order with this triple is. */
export function lifecycleStateOf(triple: OrderStatusTriple): OrderLifecycleState {
  const display = orderDisplayStatus(triple);
  if (display === 'unpaid')
    return { unpaid: triple.paymentStatus === 'unpaid' ? 'awaitingPayment' : 'voided' };
  if (display === 'partially_refunded') {
    const where = { unfulfilled: 'unshipped', fulfilled: 'shipped', delivered: 'delivered' } as const;
    return { partially_refunded: where[triple.fulfillmentStatus] };
  }
  return display;
}

const snapshotOf = (triple: OrderStatusTriple) =>
  orderLifecycleMachine.resolveState({ value: lifecycleStateOf(triple), context: triple });

export type OrderStatusChange =
  | {
      allowed: true;
      before: DisplayStatus;
      after: OrderStatusTriple & { displayStatus: DisplayStatus };
      /** The order's stock goes back to the catalog in the same transaction. */
      returnsStock: boolean;
    }
  | { allowed: false; before: DisplayStatus };

/** What `event` does to an order with this triple, or that it is not allowed now. */
export function nextOrderStatus(triple: OrderStatusTriple, event: OrderLifecycleEvent): OrderStatusChange {
  const before = orderDisplayStatus(triple);
  const snapshot = snapshotOf(triple);
  if (!snapshot.can(event)) return { allowed: false, before };
  const [next] = transition(orderLifecycleMachine, snapshot, event);
  const after = { ...next.context };
  return {
    allowed: true,
    before,
    after: { ...after, displayStatus: orderDisplayStatus(after) },
    returnsStock: returnsStock(triple, after),
  };
}

const sellerEvents = ['ACCEPT', 'REJECT', 'SHIP'] as const satisfies readonly SellerOrderEventType[];

/** The actions panel's buttons for an order with this triple (pending: accept, reject; accepted: ship). */
export const sellerActions = (triple: OrderStatusTriple): SellerOrderEventType[] => {
  const snapshot = snapshotOf(triple);
  return sellerEvents.filter((type) => snapshot.can({ type }));
};

const pastTense: Record<OrderLifecycleEvent['type'], string> = {
  ACCEPT: 'accepted',
  REJECT: 'rejected',
  SHIP: 'shipped',
  PAY: 'paid',
  REFUND: 'refunded',
  PARTIAL_REFUND: 'partially refunded',
  VOID: 'voided',
  DELIVER: 'delivered',
  CANCEL: 'cancelled',
};

/** Why an action was refused, for the 409's message: "Order SK-1001 is shipped and cannot be rejected". */
export const refusalMessage = (orderNumber: string, before: DisplayStatus, event: OrderLifecycleEvent) =>
  `Order ${orderNumber} is ${displayStatusLabels[before].toLowerCase()} and cannot be ${pastTense[event.type]}`;
