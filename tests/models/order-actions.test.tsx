// Model-based test of one order's page and its actions panel (issue 12) in the real App: /orders/:id loads the
// order (or says 'Error fetching order' and retries, or that there is no such order); a pending order's panel
// accepts it after a confirmation (the panel then offers Mark as shipped) or is refused with the server's
// words, or rejects it with the reason the buyer reads (required: the shared schema's message); an accepted
// order ships with a courier and tracking number (or fails with the spec's toast and keeps the form); the
// packing slip downloads as packing-slip-<number>.pdf. At every model state the screen AND the production
// machines behind it (orderDetail and its invoked orderActions) are checked.
import { createTestModel } from '@xstate/graph';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setup, type EventFrom } from 'xstate';
import { FailureError } from '#machines/shared/failure.ts';
import { orderMessages } from '#schemas/orders';
import { createFakeOrders, makeOrder, noSuchOrderMessage } from '../services/orders.ts';
import { FakeIntersectionObserver } from '../views/notifications/intersection-observer.ts';
import { heldService, renderAppWith } from './app-support.tsx';
import { transitionPaths, watchActors } from './model-support.ts';

const orderActionsBehaviour = setup({
  types: {} as {
    events:
      | { type: 'OPEN_PENDING' }
      | { type: 'OPEN_ACCEPTED' }
      | { type: 'OPEN_MISSING' }
      | { type: 'SERVER_ANSWERS' }
      | { type: 'SERVER_FAILS' }
      | { type: 'SERVER_REFUSES' }
      | { type: 'RETRY' }
      | { type: 'PRESS_ACCEPT' }
      | { type: 'CONFIRM' }
      | { type: 'PRESS_REJECT' }
      | { type: 'SUBMIT_EMPTY_REASON' }
      | { type: 'SUBMIT_REASON' }
      | { type: 'PRESS_SHIP' }
      | { type: 'SUBMIT_SHIPMENT' }
      | { type: 'BACK' }
      | { type: 'DOWNLOAD_A4' }
      | { type: 'OPEN_LIST' }
      | { type: 'ACT_ON_PENDING' }
      | { type: 'ACT_ON_ACCEPTED' }
      | { type: 'CLOSE' };
  },
}).createMachine({
  id: 'orderActionsBehaviour',
  initial: 'start',
  states: {
    start: {
      description: 'an approved seller is signed in',
      on: {
        OPEN_PENDING: 'loading',
        OPEN_ACCEPTED: 'loadingAccepted',
        OPEN_MISSING: 'loadingMissing',
        OPEN_LIST: 'listed',
      },
    },
    loading: {
      description: 'the pending order is on its way',
      on: { SERVER_ANSWERS: 'pendingChoices', SERVER_FAILS: 'loadFailed' },
    },
    loadFailed: {
      description: "the page says 'Error fetching order' and offers a retry",
      on: { RETRY: 'loading' },
    },
    loadingMissing: {
      description: 'an order that is not the seller’s is asked for',
      on: { SERVER_ANSWERS: 'notFound' },
    },
    notFound: { description: "the server's words: there is no such order", type: 'final' },
    pendingChoices: {
      description: 'the pending order with its lines and totals; the panel offers Accept and Reject',
      on: { PRESS_ACCEPT: 'confirming', PRESS_REJECT: 'reasonForm', DOWNLOAD_A4: 'slipDownloading' },
    },
    slipDownloading: {
      description: 'the A4 packing slip is on its way',
      on: { SERVER_ANSWERS: 'slipSaved', SERVER_FAILS: 'slipFailed' },
    },
    slipSaved: { description: 'the PDF is saved as packing-slip-SK-100001.pdf', type: 'final' },
    slipFailed: { description: "the toast says 'Error fetching order'; the page stays", type: 'final' },
    confirming: {
      description: 'the panel asks to confirm accepting the order',
      on: { CONFIRM: 'accepting', BACK: 'pendingChoices' },
    },
    accepting: {
      description: 'the acceptance is on its way',
      on: { SERVER_ANSWERS: 'shipChoices', SERVER_REFUSES: 'acceptRefused' },
    },
    acceptRefused: {
      description:
        "the order moved on meanwhile: the server's words in the panel and 'Error updating order status'",
      on: { BACK: 'pendingChoices' },
    },
    reasonForm: {
      description: 'the panel asks for the reason the buyer reads',
      on: { SUBMIT_EMPTY_REASON: 'reasonRequired', SUBMIT_REASON: 'rejecting', BACK: 'pendingChoices' },
    },
    reasonRequired: {
      description: "no reason: the schema's message under the field, nothing sent",
      on: { SUBMIT_REASON: 'rejecting' },
    },
    rejecting: {
      description: 'the rejection is on its way',
      on: { SERVER_ANSWERS: 'rejected', SERVER_FAILS: 'rejectFailed' },
    },
    rejectFailed: {
      description: "'Error updating order status'; the form keeps the reason for another try",
      on: { SUBMIT_REASON: 'rejecting' },
    },
    listed: {
      description: 'the orders list: the pending and the accepted order each offer Actions',
      on: { ACT_ON_PENDING: 'dialogChoices', ACT_ON_ACCEPTED: 'dialogShipChoices' },
    },
    dialogChoices: {
      description: "the list's dialog offers Accept, Reject and Close",
      on: { CLOSE: 'listed', PRESS_ACCEPT: 'dialogConfirming', PRESS_REJECT: 'dialogReasonForm' },
    },
    dialogConfirming: {
      description: "the list's dialog asks to confirm accepting; Escape closes it, nothing sent",
      on: { CLOSE: 'listed' },
    },
    dialogReasonForm: {
      description: "the list's dialog asks for the reason; Escape closes it, nothing sent",
      on: { CLOSE: 'listed' },
    },
    dialogShipChoices: {
      description: "the accepted order's dialog offers Mark as shipped and Close",
      on: { PRESS_SHIP: 'dialogShipForm' },
    },
    dialogShipForm: {
      description: "the list's dialog asks for the shipment; Escape closes it, nothing sent",
      on: { CLOSE: 'listed' },
    },
    rejected: {
      description:
        "'Order status updated successfully'; Rejected, the reason in the timeline, no actions left",
      type: 'final',
    },
    loadingAccepted: {
      description: 'the accepted order is on its way',
      on: { SERVER_ANSWERS: 'shipChoices' },
    },
    shipChoices: {
      description: 'the order is accepted: the panel offers Mark as shipped only',
      on: { PRESS_SHIP: 'shipForm' },
    },
    shipForm: {
      description: 'the panel asks for the courier and the tracking number, both optional',
      on: { SUBMIT_SHIPMENT: 'shipping', BACK: 'shipChoices' },
    },
    shipping: {
      description: 'the shipment is on its way',
      on: { SERVER_ANSWERS: 'shipped', SERVER_FAILS: 'shipFailed' },
    },
    shipFailed: {
      description: "'Error fulfilling order'; the form keeps what was typed for another try",
      on: { SUBMIT_SHIPMENT: 'shipping' },
    },
    shipped: {
      description: "'Order fulfilled successfully'; Shipped with its shipment, no actions left",
      type: 'final',
    },
  },
});

type BehaviourEvent = EventFrom<typeof orderActionsBehaviour>;
const everyEvent = (
  [
    'OPEN_PENDING',
    'OPEN_ACCEPTED',
    'OPEN_MISSING',
    'SERVER_ANSWERS',
    'SERVER_FAILS',
    'SERVER_REFUSES',
    'RETRY',
    'PRESS_ACCEPT',
    'CONFIRM',
    'PRESS_REJECT',
    'SUBMIT_EMPTY_REASON',
    'SUBMIT_REASON',
    'PRESS_SHIP',
    'SUBMIT_SHIPMENT',
    'BACK',
    'DOWNLOAD_A4',
    'OPEN_LIST',
    'ACT_ON_PENDING',
    'ACT_ON_ACCEPTED',
    'CLOSE',
  ] as const
).map((type) => ({ type })) as BehaviourEvent[];

const model = createTestModel(orderActionsBehaviour);
const paths = transitionPaths(model, (snapshot) => everyEvent.filter((event) => snapshot.can(event)));

// Order 9001 (SK-100001) is pending, 9002 (SK-100002) accepted.
const pending = makeOrder(1, 'pending');
const accepted = makeOrder(2, 'accepted');
const reason = 'The abaca bags are out of stock until June.';

const outage = new FailureError({
  kind: 'http',
  status: 500,
  code: 'INTERNAL_ERROR',
  message: 'Something went wrong on our side.',
});
const movedOn = 'Order SK-100001 is cancelled and cannot be accepted';
const conflict = new FailureError({ kind: 'http', status: 409, code: 'CONFLICT', message: movedOn });

/** The first screen waits for the merchant area's lazy chunks, slow on a cold run. */
const slow = { timeout: 10_000 };

let downloads: Array<{ name: string; href: string }> = [];

beforeEach(() => {
  FakeIntersectionObserver.install();
  downloads = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:slip', revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, href: this.href });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe(`order page and actions panel in the App (${paths.length} paths)`, () => {
  afterAll(() => console.info(`order actions model: ${paths.length} paths covered`));

  for (const path of paths) {
    it(path.description, { timeout: 30_000 }, async () => {
      const memory = createFakeOrders({ orders: [pending, accepted] });
      const api = heldService(memory.service);
      const actors = watchActors();
      const user = userEvent.setup();
      let app: ReturnType<typeof renderAppWith> | undefined;
      const detail = () => actors.latest('orderDetail').getSnapshot();
      const panel = () => actors.latest('orderActions').getSnapshot();
      const panelIs = (value: unknown) => waitFor(() => expect(panel().value).toEqual(value));
      /** The status badge beside the order's title (the timeline may say the same word). */
      const status = () =>
        screen.getByRole('heading', { level: 1 }).closest('header')!.querySelector('span')!.textContent;
      const actionsCard = () => screen.getByRole('region', { name: 'Actions' });
      const heading = (number: string) =>
        screen.findByRole('heading', { level: 1, name: `Order #${number}` }, slow);
      const open = (id: number | null) => {
        localStorage.setItem('token', 'seller-token');
        app = renderAppWith(
          id === null ? '/orders' : `/orders/${id}`,
          { orders: async () => api.service },
          actors.inspect,
        );
      };
      const dialog = (number: string) => screen.findByRole('dialog', { name: `Order #${number}` });
      /** The panel's buttons: in the list's dialog when one is open, else on the order page. */
      const panelArea = () => screen.queryByRole('dialog') ?? actionsCard();
      const names = ['getOrder', 'setOrderStatus', 'fulfilOrder', 'downloadPackingSlip'] as const;
      const waitingCall = async () => {
        await waitFor(() => expect(names.some((name) => api.waiting(name) > 0)).toBe(true), slow);
        return names.find((name) => api.waiting(name) > 0)!;
      };

      try {
        await path.test({
          states: {
            loading: async () => {
              expect(await screen.findByText('Loading order…', {}, slow)).toBeVisible();
              await waitFor(() => expect(detail().value).toBe('loading'));
              expect(api.sent('getOrder').at(-1)).toEqual(['9001']);
            },
            loadFailed: async () => {
              expect(await screen.findByText(orderMessages.fetchFailed)).toBeVisible();
              expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
              expect(detail().value).toBe('failed');
            },
            loadingMissing: async () => {
              await waitFor(() => expect(api.waiting('getOrder')).toBe(1), slow);
              expect(api.sent('getOrder')).toEqual([['404']]);
              expect(detail().value).toBe('loading');
            },
            notFound: async () => {
              expect(await screen.findByText(noSuchOrderMessage)).toBeVisible();
              expect(detail().value).toBe('failed');
            },
            pendingChoices: async () => {
              await heading('SK-100001');
              expect(status()).toBe('Pending');
              expect(screen.getByRole('heading', { name: 'Items' })).toBeVisible();
              expect(screen.getByText(pending.buyer.name)).toBeVisible();
              expect(screen.getByText('₱2,913.00')).toBeVisible();
              const card = actionsCard();
              expect(within(card).getByRole('button', { name: 'Accept' })).toBeVisible();
              expect(within(card).getByRole('button', { name: 'Reject' })).toBeVisible();
              expect(within(card).queryByRole('button', { name: 'Mark as shipped' })).toBeNull();
              expect(detail().matches({ ready: { actions: 'open', slip: 'idle' } })).toBe(true);
              await panelIs('choosing');
            },
            slipDownloading: async () => {
              await waitFor(() => expect(api.waiting('downloadPackingSlip')).toBe(1));
              expect(api.sent('downloadPackingSlip')).toEqual([[9001, 'a4']]);
              expect(detail().hasTag('downloading')).toBe(true);
              expect(detail().context.slipSize).toBe('a4');
            },
            slipSaved: async () => {
              await waitFor(() => expect(detail().matches({ ready: { slip: 'idle' } })).toBe(true));
              expect(downloads).toEqual([{ name: 'packing-slip-SK-100001.pdf', href: 'blob:slip' }]);
            },
            slipFailed: async () => {
              expect(await screen.findByText(orderMessages.fetchFailed)).toBeVisible();
              expect(detail().matches({ ready: { slip: 'idle' } })).toBe(true);
              expect(downloads).toEqual([]);
              expect(screen.getByRole('heading', { level: 1, name: 'Order #SK-100001' })).toBeVisible();
            },
            confirming: async () => {
              expect(await within(actionsCard()).findByText(/^Accept order #SK-100001\?/)).toBeVisible();
              expect(within(actionsCard()).getByRole('button', { name: 'Accept order' })).toBeVisible();
              await panelIs({ accepting: 'confirming' });
            },
            accepting: async () => {
              await waitFor(() => expect(api.waiting('setOrderStatus')).toBe(1));
              expect(api.sent('setOrderStatus')).toEqual([[9001, { status: 'accepted' }]]);
              await panelIs({ accepting: 'saving' });
              expect(within(actionsCard()).getByRole('button', { name: 'Accepting…' })).toBeDisabled();
            },
            acceptRefused: async () => {
              expect(await within(actionsCard()).findByRole('alert')).toHaveTextContent(movedOn);
              expect(await screen.findByText(orderMessages.updateStatusFailed)).toBeVisible();
              await panelIs({ accepting: 'confirming' });
              expect(panel().context.failure).toMatchObject({ status: 409 });
              expect(status()).toBe('Pending');
            },
            reasonForm: async () => {
              expect(
                await within(actionsCard()).findByRole('textbox', { name: 'Reason for rejecting' }),
              ).toBeVisible();
              await panelIs({ rejecting: 'editing' });
            },
            reasonRequired: async () => {
              expect(await within(actionsCard()).findByText(orderMessages.reasonRequired)).toBeVisible();
              expect(
                within(actionsCard()).getByRole('textbox', { name: 'Reason for rejecting' }),
              ).toHaveAttribute('aria-invalid', 'true');
              expect(api.sent('setOrderStatus')).toEqual([]);
              await panelIs({ rejecting: 'editing' });
            },
            rejecting: async () => {
              await waitFor(() => expect(api.waiting('setOrderStatus')).toBe(1));
              expect(api.sent('setOrderStatus').at(-1)).toEqual([9001, { status: 'rejected', reason }]);
              await panelIs({ rejecting: 'saving' });
            },
            rejected: async () => {
              expect(await screen.findByText(orderMessages.statusUpdated)).toBeVisible();
              await waitFor(() => expect(status()).toBe('Rejected'));
              expect(screen.queryByRole('region', { name: 'Actions' })).not.toBeInTheDocument();
              expect(
                within(screen.getByRole('region', { name: 'Timeline' })).getByText(new RegExp(reason)),
              ).toBeVisible();
              expect(detail().matches({ ready: { actions: 'none' } })).toBe(true);
              expect(detail().context.order?.displayStatus).toBe('rejected');
            },
            rejectFailed: async () => {
              expect(await screen.findByText(orderMessages.updateStatusFailed)).toBeVisible();
              expect(
                within(actionsCard()).getByRole('textbox', { name: 'Reason for rejecting' }),
              ).toHaveValue(reason);
              await panelIs({ rejecting: 'editing' });
            },
            listed: async () => {
              await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), slow);
              expect(
                await screen.findByRole('button', { name: 'Actions for order #SK-100001' }, slow),
              ).toBeVisible();
              expect(screen.getByRole('button', { name: 'Actions for order #SK-100002' })).toBeVisible();
              expect(actors.latest('orderList').getSnapshot().matches({ actions: 'closed' })).toBe(true);
              expect(api.sent('setOrderStatus')).toEqual([]);
              expect(api.sent('fulfilOrder')).toEqual([]);
            },
            dialogChoices: async () => {
              const open = await dialog('SK-100001');
              expect(within(open).getByRole('button', { name: 'Close' })).toBeVisible();
              expect(within(open).getByRole('button', { name: 'Accept' })).toBeVisible();
              await panelIs('choosing');
            },
            dialogConfirming: async () => {
              expect(
                within(await dialog('SK-100001')).getByRole('button', { name: 'Accept order' }),
              ).toBeVisible();
              await panelIs({ accepting: 'confirming' });
            },
            dialogReasonForm: async () => {
              expect(
                within(await dialog('SK-100001')).getByRole('textbox', { name: 'Reason for rejecting' }),
              ).toBeVisible();
              await panelIs({ rejecting: 'editing' });
            },
            dialogShipChoices: async () => {
              expect(
                within(await dialog('SK-100002')).getByRole('button', { name: 'Mark as shipped' }),
              ).toBeVisible();
              await panelIs('choosing');
            },
            dialogShipForm: async () => {
              expect(
                within(await dialog('SK-100002')).getByRole('textbox', { name: 'Courier (optional)' }),
              ).toBeVisible();
              await panelIs({ shipping: 'editing' });
            },
            loadingAccepted: async () => {
              await waitFor(() => expect(api.waiting('getOrder')).toBe(1), slow);
              expect(api.sent('getOrder')).toEqual([['9002']]);
            },
            shipChoices: async () => {
              expect(
                await within(actionsCard()).findByRole('button', { name: 'Mark as shipped' }),
              ).toBeVisible();
              expect(within(actionsCard()).queryByRole('button', { name: 'Accept' })).toBeNull();
              expect(within(actionsCard()).queryByRole('button', { name: 'Reject' })).toBeNull();
              expect(status()).toBe('Accepted');
              expect(detail().matches({ ready: { actions: 'open' } })).toBe(true);
              expect(detail().context.order?.displayStatus).toBe('accepted');
              await panelIs('choosing');
            },
            shipForm: async () => {
              expect(
                await within(actionsCard()).findByRole('textbox', { name: 'Courier (optional)' }),
              ).toBeVisible();
              expect(
                within(actionsCard()).getByRole('textbox', { name: 'Tracking number (optional)' }),
              ).toBeVisible();
              await panelIs({ shipping: 'editing' });
            },
            shipping: async () => {
              await waitFor(() => expect(api.waiting('fulfilOrder')).toBe(1));
              const id = detail().context.order!.id;
              expect(api.sent('fulfilOrder').at(-1)).toEqual([
                id,
                { courier: 'J&T Express', trackingNumber: 'JT123' },
              ]);
              await panelIs({ shipping: 'saving' });
            },
            shipFailed: async () => {
              expect(await screen.findByText(orderMessages.fulfillFailed)).toBeVisible();
              expect(within(actionsCard()).getByRole('textbox', { name: 'Courier (optional)' })).toHaveValue(
                'J&T Express',
              );
              await panelIs({ shipping: 'editing' });
            },
            shipped: async () => {
              expect(await screen.findByText(orderMessages.fulfilled)).toBeVisible();
              await waitFor(() => expect(status()).toBe('Shipped'));
              const shipment = screen.getByRole('region', { name: 'Shipment' });
              expect(within(shipment).getByText('J&T Express')).toBeVisible();
              expect(within(shipment).getByText('JT123')).toBeVisible();
              expect(screen.queryByRole('region', { name: 'Actions' })).not.toBeInTheDocument();
              expect(detail().matches({ ready: { actions: 'none' } })).toBe(true);
            },
          },
          events: {
            OPEN_PENDING: () => open(9001),
            OPEN_ACCEPTED: () => open(9002),
            OPEN_MISSING: () => open(404),
            SERVER_ANSWERS: async () => {
              const name = await waitingCall();
              await api.answer(name);
            },
            SERVER_FAILS: async () => {
              const name = await waitingCall();
              await api.refuse(name, outage);
            },
            SERVER_REFUSES: async () => {
              await waitFor(() => expect(api.waiting('setOrderStatus')).toBe(1));
              await api.refuse('setOrderStatus', conflict);
            },
            RETRY: () => user.click(screen.getByRole('button', { name: 'Try again' })),
            PRESS_ACCEPT: () => user.click(within(panelArea()).getByRole('button', { name: 'Accept' })),
            CONFIRM: () => user.click(within(actionsCard()).getByRole('button', { name: 'Accept order' })),
            PRESS_REJECT: () => user.click(within(panelArea()).getByRole('button', { name: 'Reject' })),
            SUBMIT_EMPTY_REASON: () =>
              user.click(within(actionsCard()).getByRole('button', { name: 'Reject order' })),
            SUBMIT_REASON: async () => {
              const field = within(actionsCard()).getByRole('textbox', { name: 'Reason for rejecting' });
              await user.clear(field);
              await user.type(field, reason);
              await user.click(within(actionsCard()).getByRole('button', { name: 'Reject order' }));
            },
            PRESS_SHIP: () =>
              user.click(within(panelArea()).getByRole('button', { name: 'Mark as shipped' })),
            SUBMIT_SHIPMENT: async () => {
              const courier = within(actionsCard()).getByRole('textbox', { name: 'Courier (optional)' });
              const tracking = within(actionsCard()).getByRole('textbox', {
                name: 'Tracking number (optional)',
              });
              await user.clear(courier);
              await user.type(courier, 'J&T Express');
              await user.clear(tracking);
              await user.type(tracking, 'JT123');
              await user.click(within(actionsCard()).getByRole('button', { name: 'Mark as shipped' }));
            },
            BACK: () => user.click(within(actionsCard()).getByRole('button', { name: 'Back' })),
            OPEN_LIST: async () => {
              open(null);
              // The list's page comes at once: this path is about the dialog.
              await waitFor(() => expect(api.waiting('listOrders')).toBe(1), slow);
              await api.answer('listOrders');
            },
            ACT_ON_PENDING: () =>
              user.click(screen.getByRole('button', { name: 'Actions for order #SK-100001' })),
            ACT_ON_ACCEPTED: () =>
              user.click(screen.getByRole('button', { name: 'Actions for order #SK-100002' })),
            // Close from the choices, Escape from a step: both end the panel with no change.
            CLOSE: async () => {
              const open = screen.getByRole('dialog');
              const close = within(open).queryByRole('button', { name: 'Close' });
              if (close) await user.click(close);
              else await user.keyboard('{Escape}');
            },
            DOWNLOAD_A4: () => user.click(screen.getByRole('button', { name: 'Download A4' })),
          },
        });
      } finally {
        await app?.close();
      }
    });
  }
});
