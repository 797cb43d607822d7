// Model-based test of the seller's order list (issue 12) in the real App: /orders loads the newest ten, or
// fails and retries, or says the account awaits approval; scrolling and Load more page on until a page comes
// back empty; a date picked, a status chosen and a shared link each start the list over and stay in the URL;
// the actions panel of a pending order accepts it (the list reloads from page 1 at once) or fails with the
// spec's toast, and an accepted order's Mark as shipped reloads it only after the fulfil delay (or at once
// when another panel opens meanwhile); Export CSV saves the filter's orders or says it could not. At every
// model state the screen AND the production order-list machine behind it are checked.
import { createTestModel } from '@xstate/graph';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setup, type EventFrom } from 'xstate';
import { approvalStatus } from '#schemas/seller';
import { FailureError } from '#machines/shared/failure.ts';
import { AWAITING_APPROVAL_MESSAGE } from '#machines/order-list/failure.ts';
import { awaitingApprovalMessage } from '../../server/modules/onboarding/approval.ts';
import { sellerProfile } from '../services/app.ts';
import { createFakeOrders, makeOrder, ordersInEveryStatus } from '../services/orders.ts';
import { FakeIntersectionObserver } from '../views/notifications/intersection-observer.ts';
import { heldService, renderAppWith } from './app-support.tsx';
import { transitionPaths, watchActors } from './model-support.ts';

const orderListBehaviour = setup({
  types: {} as {
    events:
      | { type: 'OPEN' }
      | { type: 'OPEN_SHARED_LINK' }
      | { type: 'OPEN_AS_UNAPPROVED_SELLER' }
      | { type: 'SERVER_ANSWERS' }
      | { type: 'SERVER_FAILS' }
      | { type: 'SERVER_AWAITS_APPROVAL' }
      | { type: 'RETRY' }
      | { type: 'SCROLL_TO_END' }
      | { type: 'PRESS_LOAD_MORE' }
      | { type: 'PICK_START_DATE' }
      | { type: 'CLEAR_FILTERS' }
      | { type: 'PICK_ANY_FULFILLMENT' }
      | { type: 'ACT_ON_PENDING' }
      | { type: 'ACT_ON_ACCEPTED' }
      | { type: 'CLOSE' }
      | { type: 'ACCEPT' }
      | { type: 'SHIP' }
      | { type: 'DELAY_PASSES' }
      | { type: 'EXPORT' };
  },
}).createMachine({
  id: 'orderListBehaviour',
  initial: 'start',
  states: {
    start: {
      description: 'an approved seller is signed in',
      on: {
        OPEN: 'loading',
        OPEN_SHARED_LINK: 'sharedLoading',
        OPEN_AS_UNAPPROVED_SELLER: 'approvalMessage',
      },
    },
    loading: {
      description: 'the first page of every order is on its way',
      on: {
        SERVER_ANSWERS: 'listed',
        SERVER_FAILS: 'failed',
        SERVER_AWAITS_APPROVAL: 'awaitingApproval',
      },
    },
    failed: {
      description: "the list says 'Error fetching orders' and offers a retry",
      on: { RETRY: 'loading' },
    },
    awaitingApproval: {
      description: "the API's message that the account awaits approval, instead of a list",
      type: 'final',
    },
    approvalMessage: {
      description: 'a seller not approved sees the same message; nothing is asked',
      type: 'final',
    },
    listed: {
      description: 'the ten newest of fourteen orders with their badges; Actions only where allowed',
      on: {
        SCROLL_TO_END: 'loadingMore',
        PICK_START_DATE: 'datedLoading',
        ACT_ON_PENDING: 'choosing',
        ACT_ON_ACCEPTED: 'shipForm',
        EXPORT: 'exporting',
      },
    },
    loadingMore: {
      description: 'the second page is on its way under the first',
      on: { SERVER_ANSWERS: 'moreListed', SERVER_FAILS: 'moreFailed' },
    },
    moreFailed: {
      description: 'the first page stays; the error and a retry under it',
      on: { RETRY: 'loadingMore' },
    },
    moreListed: {
      description: 'all fourteen orders; the list cannot know it ended until a page comes back empty',
      on: { PRESS_LOAD_MORE: 'lastLoading' },
    },
    lastLoading: {
      description: 'Load more asks for the third page',
      on: { SERVER_ANSWERS: 'allListed' },
    },
    allListed: {
      description: 'the third page came back empty: no more Load more, "That is every order."',
      type: 'final',
    },
    datedLoading: {
      description: 'a start date picked in the calendar is in the URL and the list is asked again',
      on: { SERVER_ANSWERS: 'nothingFound' },
    },
    nothingFound: {
      description: 'no order was placed since: the empty state offers to clear the filters',
      on: { CLEAR_FILTERS: 'loading' },
    },
    sharedLoading: {
      description: 'a shared link names delivered, paid orders',
      on: { SERVER_ANSWERS: 'sharedListed' },
    },
    sharedListed: {
      description: 'the one delivered order; both selects show the link’s filters',
      on: { PICK_ANY_FULFILLMENT: 'paidLoading' },
    },
    paidLoading: {
      description: 'every fulfilment status again, still paid only: the URL keeps the payment filter',
      on: { SERVER_ANSWERS: 'paidListed' },
    },
    paidListed: { description: 'the ten paid orders', type: 'final' },
    choosing: {
      description: "the newest (pending) order's actions panel offers Accept and Reject",
      on: { CLOSE: 'listed', ACCEPT: 'accepting' },
    },
    accepting: {
      description: 'the acceptance is on its way',
      on: { SERVER_ANSWERS: 'reloadingAfterStatus', SERVER_FAILS: 'acceptFailed' },
    },
    acceptFailed: {
      description: "'Error updating order status'; the panel stays open on its confirmation",
      on: { CLOSE: 'listed' },
    },
    reloadingAfterStatus: {
      description:
        "'Order status updated successfully'; the row shows Accepted and the list reloads page 1 at once",
      on: { SERVER_ANSWERS: 'reloaded' },
    },
    reloaded: { description: 'page 1 again, the order accepted', type: 'final' },
    shipForm: {
      description: "the accepted order's panel asks for the courier and tracking number",
      on: { SHIP: 'shipping' },
    },
    shipping: {
      description: 'the shipment is on its way',
      on: { SERVER_ANSWERS: 'awaitingReload' },
    },
    awaitingReload: {
      description: "'Order fulfilled successfully'; the row shows Shipped; the reload waits the fulfil delay",
      on: { DELAY_PASSES: 'reloadingAfterFulfil', ACT_ON_PENDING: 'reloadingWithPanel' },
    },
    reloadingAfterFulfil: {
      description: 'the fulfil delay passed: page 1 is asked for again',
      on: { SERVER_ANSWERS: 'reloadedAfterFulfil' },
    },
    reloadedAfterFulfil: { description: 'page 1 again, the order shipped', type: 'final' },
    reloadingWithPanel: {
      description: 'another panel opened during the delay: the list reloads at once, the panel stays',
      on: { SERVER_ANSWERS: 'panelOverReloaded' },
    },
    panelOverReloaded: { description: 'page 1 reloaded under the open panel', type: 'final' },
    exporting: {
      description: 'Export CSV is on its way',
      on: { SERVER_ANSWERS: 'exported', SERVER_FAILS: 'exportFailed' },
    },
    exported: { description: "the CSV is saved as today's orders file", type: 'final' },
    exportFailed: { description: "the toast says 'Error fetching orders'", type: 'final' },
  },
});

type BehaviourEvent = EventFrom<typeof orderListBehaviour>;
const everyEvent = (
  [
    'OPEN',
    'OPEN_SHARED_LINK',
    'OPEN_AS_UNAPPROVED_SELLER',
    'SERVER_ANSWERS',
    'SERVER_FAILS',
    'SERVER_AWAITS_APPROVAL',
    'RETRY',
    'SCROLL_TO_END',
    'PRESS_LOAD_MORE',
    'PICK_START_DATE',
    'CLEAR_FILTERS',
    'PICK_ANY_FULFILLMENT',
    'ACT_ON_PENDING',
    'ACT_ON_ACCEPTED',
    'CLOSE',
    'ACCEPT',
    'SHIP',
    'DELAY_PASSES',
    'EXPORT',
  ] as const
).map((type) => ({ type })) as BehaviourEvent[];

const model = createTestModel(orderListBehaviour);
const paths = transitionPaths(model, (snapshot) => everyEvent.filter((event) => snapshot.can(event)));

// Fourteen orders, 1 the newest (an hour apart): one in each display status (1 pending, 2 accepted,
// 3 rejected, 4 shipped, 5 delivered, 6 cancelled, 7 partially refunded, 8 refunded, 9 unpaid), then five
// pending ones (10-14).
const book = [...ordersInEveryStatus(), ...Array.from({ length: 5 }, (_, index) => makeOrder(10 + index))];
/** The order numbers the rows show (each link is named "Order #SK-…"). */
const numbers = (...indexes: number[]) => indexes.map((index) => `#SK-${100_000 + index}`);
const firstTen = numbers(1, 2, 3, 4, 5, 6, 7, 8, 9, 10);

const outage = new FailureError({
  kind: 'http',
  status: 500,
  code: 'INTERNAL_ERROR',
  message: 'Something went wrong on our side.',
});
const notApproved = new FailureError({
  kind: 'http',
  status: 403,
  code: 'AWAITING_APPROVAL',
  message: awaitingApprovalMessage,
});

/** The first screen waits for the merchant area's lazy chunks, slow on a cold run. */
const slow = { timeout: 10_000 };

type ListValue = 'loading' | 'reloading' | 'idle' | 'failed' | 'end' | 'awaitingApproval';

/** What the export handed the browser to save: jsdom has no object URLs and no downloads. */
let downloads: Array<{ name: string; href: string }> = [];

beforeEach(() => {
  FakeIntersectionObserver.install();
  downloads = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:orders', revokeObjectURL: () => {} }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, href: this.href });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe(`order list in the App (${paths.length} paths)`, () => {
  afterAll(() => console.info(`order list model: ${paths.length} paths covered`));

  for (const path of paths) {
    it(path.description, { timeout: 30_000 }, async () => {
      const memory = createFakeOrders({ orders: book });
      const api = heldService(memory.service);
      const actors = watchActors();
      const user = userEvent.setup();
      let app: ReturnType<typeof renderAppWith> | undefined;
      const machine = () => actors.latest('orderList').getSnapshot();
      const listIs = (value: ListValue) => waitFor(() => expect(machine().value.list).toBe(value));
      const queries = () => api.sent('listOrders').map(([query]) => query);
      const lastQuery = () => queries().at(-1);
      const shown = async () => {
        const list = await screen.findByRole('list', { name: 'Orders' });
        return within(list)
          .getAllByRole('listitem')
          .map((item) => within(item).getAllByRole('link')[0]!.textContent);
      };
      const expectShown = (expected: string[]) =>
        waitFor(async () => expect(await shown()).toEqual(expected));
      const row = (index: number) => {
        // An open panel (a modal) hides the list from the accessibility tree; the row is still on screen.
        const link = screen.getByRole('link', { name: `Order ${numbers(index)[0]}`, hidden: true });
        return link.closest('li')!;
      };
      const dialog = (index: number) => screen.findByRole('dialog', { name: `Order ${numbers(index)[0]}` });
      const open = (path: string, services: Parameters<typeof renderAppWith>[1] = {}) => {
        localStorage.setItem('token', 'seller-token');
        app = renderAppWith(path, { orders: async () => api.service, ...services }, actors.inspect);
      };
      const pageAsked = () => waitFor(() => expect(api.waiting('listOrders')).toBe(1), slow);
      const answerWaiting = async () => {
        const names = ['listOrders', 'setOrderStatus', 'fulfilOrder', 'downloadOrdersCsv'] as const;
        await waitFor(() => expect(names.some((name) => api.waiting(name) > 0)).toBe(true));
        for (const name of names) while (api.waiting(name) > 0) await api.answer(name);
      };
      const actOn = async (index: number) => {
        await user.click(screen.getByRole('button', { name: `Actions for order #SK-${100_000 + index}` }));
        return dialog(index);
      };

      try {
        await path.test({
          states: {
            loading: async () => {
              expect(await screen.findByText('Loading orders…', {}, slow)).toBeVisible();
              await listIs('loading');
              expect(lastQuery()).toEqual({ page: 1, limit: 10 });
              expect(app!.location()).toBe('/orders');
            },
            failed: async () => {
              expect(await screen.findByText('Error fetching orders')).toBeVisible();
              expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
              await listIs('failed');
              expect(machine().context.orders).toEqual([]);
            },
            awaitingApproval: async () => {
              expect(await screen.findByText(AWAITING_APPROVAL_MESSAGE)).toBeVisible();
              expect(AWAITING_APPROVAL_MESSAGE).toBe(awaitingApprovalMessage);
              expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
              await listIs('awaitingApproval');
            },
            approvalMessage: async () => {
              expect(await screen.findByText(AWAITING_APPROVAL_MESSAGE, {}, slow)).toBeVisible();
              expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
              expect(api.sent('listOrders')).toEqual([]);
              expect(() => actors.latest('orderList')).toThrow();
            },
            listed: async () => {
              await expectShown(firstTen);
              expect(within(row(1)).getByText('Pending')).toBeVisible();
              expect(within(row(4)).getByText('Shipped')).toBeVisible();
              expect(within(row(7)).getByText('Partially refunded')).toBeVisible();
              // Pending orders and the accepted one offer actions; every final status none.
              expect(screen.getAllByRole('button', { name: /^Actions for order/ })).toHaveLength(3);
              expect(within(row(1)).getByText(book[0]!.buyer.name)).toBeVisible();
              expect(within(row(1)).getByText('₱2,913.00')).toBeVisible();
              expect(within(row(1)).getByRole('link')).toHaveAttribute('href', '/orders/9001');
              expect(screen.getByRole('button', { name: 'Load more orders' })).toBeVisible();
              expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
              await listIs('idle');
              expect(machine().matches({ actions: 'closed', export: 'idle' })).toBe(true);
              expect(app!.location()).toBe('/orders');
            },
            loadingMore: async () => {
              expect(await screen.findByText('Loading more orders…')).toBeVisible();
              await listIs('loading');
              expect(machine().context.orders).toHaveLength(10);
              expect(lastQuery()).toEqual({ page: 2, limit: 10 });
            },
            moreFailed: async () => {
              expect(await screen.findByText('Error fetching orders')).toBeVisible();
              await expectShown(firstTen);
              await listIs('failed');
            },
            moreListed: async () => {
              await expectShown(numbers(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14));
              await listIs('idle');
              expect(screen.getByRole('button', { name: 'Load more orders' })).toBeVisible();
            },
            lastLoading: async () => {
              await listIs('loading');
              expect(lastQuery()).toEqual({ page: 3, limit: 10 });
            },
            allListed: async () => {
              expect(await screen.findByText('That is every order.')).toBeVisible();
              expect(screen.queryByRole('button', { name: 'Load more orders' })).not.toBeInTheDocument();
              await listIs('end');
              expect(machine().context.orders).toHaveLength(14);
            },
            datedLoading: async () => {
              await listIs('loading');
              expect(app!.location()).toBe('/orders?from=2026-04-01');
              expect(lastQuery()).toEqual({ page: 1, limit: 10, startDate: '2026-04-01' });
            },
            nothingFound: async () => {
              expect(
                await screen.findByRole('heading', { name: 'No orders match these filters' }),
              ).toBeVisible();
              expect(screen.getByRole('group', { name: 'Start date' })).toHaveTextContent('4/1/2026');
              await listIs('end');
              expect(machine().context.filters).toEqual({ startDate: '2026-04-01' });
            },
            sharedLoading: async () => {
              await pageAsked();
              await listIs('loading');
              expect(lastQuery()).toEqual({
                page: 1,
                limit: 10,
                fulfillment: 'delivered',
                paymentStatus: 'paid',
              });
            },
            sharedListed: async () => {
              await expectShown(numbers(5));
              expect(screen.getByRole('button', { name: /Fulfillment status/ })).toHaveTextContent(
                'Delivered',
              );
              expect(screen.getByRole('button', { name: /Payment status/ })).toHaveTextContent('Paid');
              await listIs('idle');
              expect(machine().context.filters).toEqual({ fulfillment: 'delivered', paymentStatus: 'paid' });
            },
            paidLoading: async () => {
              await listIs('loading');
              expect(app!.location()).toBe('/orders?payment=paid');
              expect(lastQuery()).toEqual({ page: 1, limit: 10, paymentStatus: 'paid' });
            },
            paidListed: async () => {
              await expectShown(numbers(1, 2, 3, 4, 5, 10, 11, 12, 13, 14));
              await listIs('idle');
            },
            choosing: async () => {
              const panel = await dialog(1);
              expect(within(panel).getByRole('button', { name: 'Accept' })).toBeVisible();
              expect(within(panel).getByRole('button', { name: 'Reject' })).toBeVisible();
              expect(within(panel).queryByRole('button', { name: 'Mark as shipped' })).toBeNull();
              expect(machine().matches({ actions: 'open' })).toBe(true);
              expect(machine().hasTag('panelOpen')).toBe(true);
            },
            accepting: async () => {
              await waitFor(() => expect(api.waiting('setOrderStatus')).toBe(1));
              expect(api.sent('setOrderStatus')).toEqual([[9001, { status: 'accepted' }]]);
              expect(machine().matches({ actions: 'open' })).toBe(true);
            },
            acceptFailed: async () => {
              expect(await screen.findByText('Error updating order status')).toBeVisible();
              expect(await dialog(1)).toBeVisible();
              expect(machine().matches({ actions: 'open' })).toBe(true);
              expect(within(row(1)).getByText('Pending')).toBeVisible();
            },
            reloadingAfterStatus: async () => {
              expect(await screen.findByText('Order status updated successfully')).toBeVisible();
              await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
              expect(within(row(1)).getByText('Accepted')).toBeVisible();
              await listIs('reloading');
              expect(machine().matches({ actions: 'closed' })).toBe(true);
              expect(queries()).toEqual([
                { page: 1, limit: 10 },
                { page: 1, limit: 10 },
              ]);
            },
            reloaded: async () => {
              await expectShown(firstTen);
              expect(within(row(1)).getByText('Accepted')).toBeVisible();
              await listIs('idle');
              expect(machine().context.page).toBe(2);
            },
            shipForm: async () => {
              const panel = await dialog(2);
              expect(within(panel).getByRole('textbox', { name: 'Courier (optional)' })).toBeVisible();
              expect(
                within(panel).getByRole('textbox', { name: 'Tracking number (optional)' }),
              ).toBeVisible();
              expect(machine().matches({ actions: 'open' })).toBe(true);
            },
            shipping: async () => {
              await waitFor(() => expect(api.waiting('fulfilOrder')).toBe(1));
              expect(api.sent('fulfilOrder')).toEqual([
                [9002, { courier: 'J&T Express', trackingNumber: 'JT123' }],
              ]);
            },
            awaitingReload: async () => {
              expect(await screen.findByText('Order fulfilled successfully')).toBeVisible();
              await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
              expect(within(row(2)).getByText('Shipped')).toBeVisible();
              expect(machine().matches({ actions: 'awaitingReload', list: 'idle' })).toBe(true);
              expect(queries()).toHaveLength(1);
            },
            reloadingAfterFulfil: async () => {
              await listIs('reloading');
              expect(machine().matches({ actions: 'closed' })).toBe(true);
              expect(queries()).toHaveLength(2);
            },
            reloadedAfterFulfil: async () => {
              await expectShown(firstTen);
              expect(within(row(2)).getByText('Shipped')).toBeVisible();
              expect(memory.orders().find((order) => order.id === 9002)!.shipment).toEqual({
                courier: 'J&T Express',
                trackingNumber: 'JT123',
              });
              await listIs('idle');
            },
            reloadingWithPanel: async () => {
              expect(await dialog(1)).toBeVisible();
              await listIs('reloading');
              expect(machine().matches({ actions: 'open' })).toBe(true);
            },
            panelOverReloaded: async () => {
              await listIs('idle');
              expect(await dialog(1)).toBeVisible();
              expect(within(row(2)).getByText('Shipped')).toBeVisible();
              expect(queries()).toHaveLength(2);
            },
            exporting: async () => {
              await waitFor(() => expect(machine().hasTag('exporting')).toBe(true));
              expect(api.sent('downloadOrdersCsv')).toEqual([[{}]]);
            },
            exported: async () => {
              await waitFor(() => expect(machine().matches({ export: 'idle' })).toBe(true));
              expect(downloads).toEqual([
                { name: expect.stringMatching(/^orders-\d{4}-\d{2}-\d{2}\.csv$/), href: 'blob:orders' },
              ]);
              expect(screen.queryByText('Error fetching orders')).not.toBeInTheDocument();
            },
            exportFailed: async () => {
              expect(await screen.findByText('Error fetching orders')).toBeVisible();
              expect(machine().matches({ export: 'idle', list: 'idle' })).toBe(true);
              expect(downloads).toEqual([]);
            },
          },
          events: {
            OPEN: () => open('/orders'),
            OPEN_SHARED_LINK: () => open('/orders?fulfillment=delivered&payment=paid'),
            OPEN_AS_UNAPPROVED_SELLER: () =>
              open('/orders', {
                seller: {
                  getProfile: async () => sellerProfile({ approvalStatus: approvalStatus.pending }),
                  changePassword: async () => {},
                  forgotPassword: async () => {},
                },
              }),
            SERVER_ANSWERS: answerWaiting,
            SERVER_FAILS: async () => {
              for (const name of ['setOrderStatus', 'downloadOrdersCsv'] as const)
                if (api.waiting(name) > 0) return api.refuse(name, outage);
              await pageAsked();
              await api.refuse('listOrders', outage);
            },
            SERVER_AWAITS_APPROVAL: async () => {
              await pageAsked();
              await api.refuse('listOrders', notApproved);
            },
            RETRY: () => user.click(screen.getByRole('button', { name: 'Try again' })),
            SCROLL_TO_END: () => act(() => FakeIntersectionObserver.scrollIntoReach()),
            PRESS_LOAD_MORE: () => user.click(screen.getByRole('button', { name: 'Load more orders' })),
            PICK_START_DATE: async () => {
              const field = screen.getByRole('group', { name: 'Start date' });
              await user.click(within(field).getAllByRole('spinbutton')[0]!);
              await user.keyboard('04012026');
            },
            CLEAR_FILTERS: () => user.click(screen.getByRole('button', { name: 'Clear filters' })),
            PICK_ANY_FULFILLMENT: async () => {
              await user.click(screen.getByRole('button', { name: /Fulfillment status/ }));
              await user.click(await screen.findByRole('option', { name: 'All' }));
            },
            ACT_ON_PENDING: () => actOn(1),
            ACT_ON_ACCEPTED: async () => {
              const panel = await actOn(2);
              await user.click(within(panel).getByRole('button', { name: 'Mark as shipped' }));
            },
            CLOSE: () => user.keyboard('{Escape}'),
            ACCEPT: async () => {
              const panel = await dialog(1);
              await user.click(within(panel).getByRole('button', { name: 'Accept' }));
              await user.click(await within(panel).findByRole('button', { name: 'Accept order' }));
            },
            SHIP: async () => {
              const panel = await dialog(2);
              await user.type(
                within(panel).getByRole('textbox', { name: 'Courier (optional)' }),
                'J&T Express',
              );
              await user.type(
                within(panel).getByRole('textbox', { name: 'Tracking number (optional)' }),
                'JT123',
              );
              await user.click(within(panel).getByRole('button', { name: 'Mark as shipped' }));
            },
            // The delay itself is timed by the machine test's simulated clock; here the reload's request is
            // the signal that it passed.
            DELAY_PASSES: () => waitFor(() => expect(api.waiting('listOrders')).toBe(1), { timeout: 3000 }),
            EXPORT: () => user.click(screen.getByRole('button', { name: 'Export CSV' })),
          },
        });
      } finally {
        await app?.close();
      }
    });
  }
});
