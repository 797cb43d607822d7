// Model-based test over the order display-status model (spec §4, issue 12), through the REAL orders list and
// order page in the App: one order placed by the storefront (paid or not) goes through every transition of
// the lifecycle, the seller's (Accept, Reject, Mark as shipped, pressed on the order page) and the
// storefront's (pay, refund, partial refund, void, deliver, cancel, applied to the in-memory API by the real
// `nextOrderStatus`, as the server applies them). At every model state the list's row and the order page
// show the status's badge and exactly the actions it allows, and the production machines behind them
// (orderList, orderDetail, orderActions, and the order lifecycle statechart run beside them) agree.
import { createTestModel } from '@xstate/graph';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createActor, setup, type Actor, type EventFrom, type StateValue } from 'xstate';
import {
  lifecycleStateOf,
  nextOrderStatus,
  orderLifecycleMachine,
  type OrderLifecycleEvent,
  type StorefrontOrderEventType,
} from '#machines/order-status/machine.ts';
import { displayStatusLabels, type DisplayStatus, type Order } from '#schemas/orders';
import { createFakeOrders, makeOrder, type FakeOrders } from '../services/orders.ts';
import { modelInspect } from '../helpers/model-coverage.ts';
import { FakeIntersectionObserver } from '../views/notifications/intersection-observer.ts';
import { renderAppWith } from './app-support.tsx';
import { transitionPaths, watchActors } from './model-support.ts';

/**
 * What a seller and the storefront see happen to one order, written from spec §4's table and decision 030
 * (not from the production statechart): each state is what the order shows, named as the lifecycle names it.
 */
const displayStatusBehaviour = setup({
  types: {} as {
    events:
      | { type: 'PLACE_PAID' }
      | { type: 'PLACE_UNPAID' }
      | { type: 'ACCEPT' }
      | { type: 'REJECT' }
      | { type: 'SHIP' }
      | { type: 'PAY' }
      | { type: 'REFUND' }
      | { type: 'PARTIAL_REFUND' }
      | { type: 'VOID' }
      | { type: 'DELIVER' }
      | { type: 'CANCEL' };
  },
}).createMachine({
  id: 'displayStatusBehaviour',
  initial: 'start',
  states: {
    start: {
      description: 'the storefront is about to place an order with the seller',
      on: { PLACE_PAID: 'pending', PLACE_UNPAID: 'awaitingPayment' },
    },
    awaitingPayment: {
      description: 'Unpaid: placed without payment; no actions',
      on: { PAY: 'pending', VOID: 'voided', CANCEL: 'voided' },
    },
    voided: { description: 'Unpaid for good: the payment was voided; no actions', type: 'final' },
    pending: {
      description: 'Pending: Accept and Reject',
      on: {
        ACCEPT: 'accepted',
        REJECT: 'rejected',
        CANCEL: 'cancelled',
        REFUND: 'cancelled',
        VOID: 'voided',
        PARTIAL_REFUND: 'partlyRefundedUnshipped',
      },
    },
    accepted: {
      description: 'Accepted: Mark as shipped',
      on: {
        SHIP: 'shipped',
        REFUND: 'cancelled',
        VOID: 'voided',
        PARTIAL_REFUND: 'partlyRefundedUnshipped',
      },
    },
    rejected: {
      description: 'Rejected: no actions; the money goes back next',
      on: { REFUND: 'cancelled', VOID: 'refunded' },
    },
    shipped: {
      description: 'Shipped (fulfilled): no actions',
      on: { DELIVER: 'delivered', REFUND: 'refunded', PARTIAL_REFUND: 'partlyRefundedShipped' },
    },
    delivered: {
      description: 'Delivered: no actions',
      on: { REFUND: 'refunded', PARTIAL_REFUND: 'partlyRefundedDelivered' },
    },
    partlyRefundedUnshipped: {
      description: 'Partially refunded before shipping: no actions',
      on: { PARTIAL_REFUND: 'partlyRefundedUnshipped', REFUND: 'cancelled' },
    },
    partlyRefundedShipped: {
      description: 'Partially refunded on its way: no actions',
      on: { PARTIAL_REFUND: 'partlyRefundedShipped', DELIVER: 'partlyRefundedDelivered', REFUND: 'refunded' },
    },
    partlyRefundedDelivered: {
      description: 'Partially refunded after delivery: no actions',
      on: { PARTIAL_REFUND: 'partlyRefundedDelivered', REFUND: 'refunded' },
    },
    cancelled: { description: 'Cancelled: no actions, nothing more happens', type: 'final' },
    refunded: { description: 'Refunded: no actions, nothing more happens', type: 'final' },
  },
});

type BehaviourState =
  | 'awaitingPayment'
  | 'voided'
  | 'pending'
  | 'accepted'
  | 'rejected'
  | 'shipped'
  | 'delivered'
  | 'partlyRefundedUnshipped'
  | 'partlyRefundedShipped'
  | 'partlyRefundedDelivered'
  | 'cancelled'
  | 'refunded';

/** What each model state shows, the buttons it offers, and where the production lifecycle holds it. */
const expected: Record<BehaviourState, { status: DisplayStatus; actions: string[]; lifecycle: StateValue }> =
  {
    awaitingPayment: { status: 'unpaid', actions: [], lifecycle: { unpaid: 'awaitingPayment' } },
    voided: { status: 'unpaid', actions: [], lifecycle: { unpaid: 'voided' } },
    pending: { status: 'pending', actions: ['Accept', 'Reject'], lifecycle: 'pending' },
    accepted: { status: 'accepted', actions: ['Mark as shipped'], lifecycle: 'accepted' },
    rejected: { status: 'rejected', actions: [], lifecycle: 'rejected' },
    shipped: { status: 'fulfilled', actions: [], lifecycle: 'fulfilled' },
    delivered: { status: 'delivered', actions: [], lifecycle: 'delivered' },
    partlyRefundedUnshipped: {
      status: 'partially_refunded',
      actions: [],
      lifecycle: { partially_refunded: 'unshipped' },
    },
    partlyRefundedShipped: {
      status: 'partially_refunded',
      actions: [],
      lifecycle: { partially_refunded: 'shipped' },
    },
    partlyRefundedDelivered: {
      status: 'partially_refunded',
      actions: [],
      lifecycle: { partially_refunded: 'delivered' },
    },
    cancelled: { status: 'cancelled', actions: [], lifecycle: 'cancelled' },
    refunded: { status: 'refunded', actions: [], lifecycle: 'refunded' },
  };

type BehaviourEvent = EventFrom<typeof displayStatusBehaviour>;
const everyEvent = (
  [
    'PLACE_PAID',
    'PLACE_UNPAID',
    'ACCEPT',
    'REJECT',
    'SHIP',
    'PAY',
    'REFUND',
    'PARTIAL_REFUND',
    'VOID',
    'DELIVER',
    'CANCEL',
  ] as const
).map((type) => ({ type })) as BehaviourEvent[];

const model = createTestModel(displayStatusBehaviour);
const paths = transitionPaths(model, (snapshot) => everyEvent.filter((event) => snapshot.can(event)));

const orderNumber = 'SK-100001';
const reason = 'The last one sold at the market this morning.';
/** The first screen waits for the merchant area's lazy chunks, slow on a cold run. */
const slow = { timeout: 10_000 };

/**
 * The storefront's event applied as the server applies it: the real lifecycle decides, or refuses (which
 * would mean the model and the lifecycle disagree).
 */
function storefrontSends(memory: FakeOrders, type: StorefrontOrderEventType) {
  // The fake's own list, changed in place: what its next answer reads.
  const orders = memory.orders();
  const index = orders.findIndex((order) => order.orderNumber === orderNumber);
  const order = orders[index]!;
  const change = nextOrderStatus(order, { type });
  expect(change.allowed, `${type} on a ${order.displayStatus} order`).toBe(true);
  if (!change.allowed) return;
  orders[index] = {
    ...order,
    ...change.after,
    timeline: [...order.timeline, { at: new Date().toISOString(), what: `Storefront: ${type}` }],
  } satisfies Order;
}

beforeEach(() => FakeIntersectionObserver.install());

describe(`order display statuses through the list and the order page (${paths.length} paths)`, () => {
  afterAll(() => console.info(`order display-status model: ${paths.length} paths covered`));

  for (const path of paths) {
    it(path.description, { timeout: 60_000 }, async () => {
      let memory: FakeOrders | undefined;
      const actors = watchActors();
      const user = userEvent.setup();
      let app: ReturnType<typeof renderAppWith> | undefined;
      /** The seller opens `path` afresh (a new App over the same orders, as after a reload). */
      const open = async (path: string) => {
        await app?.close();
        localStorage.setItem('token', 'seller-token');
        app = renderAppWith(path, { orders: async () => memory!.service }, actors.inspect);
      };
      // The production lifecycle statechart as an actor beside the App, sent what happens to the order: at
      // every state it must sit where the stored order's triple says, holding that triple.
      let lifecycle: Actor<typeof orderLifecycleMachine> | undefined;
      const happens = (type: OrderLifecycleEvent['type']) => lifecycle!.send({ type });
      const place = async (status: 'pending' | 'unpaid') => {
        const order = makeOrder(1, status);
        memory = createFakeOrders({ orders: [order] });
        const { fulfillmentStatus, paymentStatus, prepareStatus } = order;
        lifecycle = createActor(orderLifecycleMachine, {
          input: { fulfillmentStatus, paymentStatus, prepareStatus },
          inspect: modelInspect,
        }).start();
        await open('/orders');
      };
      const actionsCard = () => screen.queryByRole('region', { name: 'Actions' });

      /** The list's row, then the order page, each freshly loaded, against what the state shows. */
      const check = (state: BehaviourState) => async () => {
        const { status, actions, lifecycle: expectedLifecycle } = expected[state];
        const order = memory!.orders()[0]!;
        expect(lifecycleStateOf(order)).toEqual(expectedLifecycle);
        expect(order.displayStatus).toBe(status);
        const machine = lifecycle!.getSnapshot();
        expect(machine.value).toEqual(expectedLifecycle);
        expect(machine.context).toEqual({
          fulfillmentStatus: order.fulfillmentStatus,
          paymentStatus: order.paymentStatus,
          prepareStatus: order.prepareStatus,
        });

        // The list, loaded again. Each screen is opened afresh rather than by its link: from the second path on,
        // a page whose code is already loaded stays on its Suspense fallback after an in-app navigation under
        // jsdom (React's retry waits in act's queue), while a fresh render shows it. tests/e2e/orders.test.ts
        // follows the links in a real browser.
        await open('/orders');
        const list = await screen.findByRole('list', { name: 'Orders' }, slow);
        const row = within(list)
          .getByRole('link', { name: new RegExp(orderNumber) })
          .closest('li')!;
        await waitFor(() => expect(within(row).getByText(displayStatusLabels[status])).toBeVisible());
        const actOn = within(row).queryByRole('button', { name: `Actions for order #${orderNumber}` });
        expect(actOn !== null).toBe(actions.length > 0);
        const listed = actors.latest('orderList').getSnapshot();
        expect(listed.context.orders.map((each: Order) => each.displayStatus)).toEqual([status]);

        // The order page, where the list's link leads.
        const link = within(row).getByRole('link', { name: new RegExp(orderNumber) });
        await open(new URL(link.getAttribute('href')!, 'http://portal.test').pathname);
        const heading = await screen.findByRole('heading', { level: 1, name: `Order #${orderNumber}` }, slow);
        expect(within(heading.closest('header')!).getByText(displayStatusLabels[status])).toBeVisible();
        const detail = actors.latest('orderDetail').getSnapshot();
        expect(detail.context.order.displayStatus).toBe(status);
        if (actions.length === 0) {
          expect(actionsCard()).toBeNull();
          expect(detail.matches({ ready: { actions: 'none' } })).toBe(true);
          return;
        }
        const card = actionsCard()!;
        expect(
          within(card)
            .getAllByRole('button')
            .map((button) => button.textContent),
        ).toEqual(actions);
        expect(detail.matches({ ready: { actions: 'open' } })).toBe(true);
        expect(actors.latest('orderActions').getSnapshot().value).toBe('choosing');
      };
      const card = () => actionsCard()!;

      try {
        await path.test({
          states: Object.fromEntries(
            (Object.keys(expected) as BehaviourState[]).map((state) => [state, check(state)]),
          ),
          events: {
            PLACE_PAID: () => place('pending'),
            PLACE_UNPAID: () => place('unpaid'),
            ACCEPT: async () => {
              await user.click(within(card()).getByRole('button', { name: 'Accept' }));
              await user.click(await within(card()).findByRole('button', { name: 'Accept order' }));
              await within(card()).findByRole('button', { name: 'Mark as shipped' });
              happens('ACCEPT');
            },
            REJECT: async () => {
              await user.click(within(card()).getByRole('button', { name: 'Reject' }));
              await user.type(within(card()).getByRole('textbox', { name: 'Reason for rejecting' }), reason);
              await user.click(within(card()).getByRole('button', { name: 'Reject order' }));
              await waitFor(() => expect(actionsCard()).toBeNull());
              happens('REJECT');
            },
            SHIP: async () => {
              await user.click(within(card()).getByRole('button', { name: 'Mark as shipped' }));
              await user.type(
                within(card()).getByRole('textbox', { name: 'Tracking number (optional)' }),
                'LBC1',
              );
              await user.click(within(card()).getByRole('button', { name: 'Mark as shipped' }));
              await waitFor(() => expect(actionsCard()).toBeNull());
              happens('SHIP');
            },
            ...Object.fromEntries(
              (['PAY', 'REFUND', 'PARTIAL_REFUND', 'VOID', 'DELIVER', 'CANCEL'] as const).map((type) => [
                type,
                () => {
                  storefrontSends(memory!, type);
                  happens(type);
                },
              ]),
            ),
          },
        });
      } finally {
        lifecycle?.stop();
        await app?.close();
      }
    });
  }
});
