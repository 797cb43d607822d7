// The order list's machine over the in-memory orders service: pages until one comes back empty, filters that
// start over and reach the URL, the actions panel it invokes, the reload from page 1 after a status change
// and, after a fulfil, only once the fulfil delay has passed (a simulated clock, no waiting).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor, type ActorRefFrom } from 'xstate';
import { fulfilReloadDelayMs, type Order } from '#schemas/orders';
import { orderActionsMachine } from '#machines/order-actions/machine.ts';
import { orderListMachine } from '#machines/order-list/machine.ts';
import { ordersLocation, filtersFromSearch } from '#machines/order-list/context.ts';
import { selectActionsPanel, selectListStatus } from '#machines/order-list/selectors.ts';
import type { ToastContent } from '#machines/toast/context.ts';
import { createFakeOrders, makeOrder, type FakeOrdersOptions } from '../services/orders.ts';

const orders = (count: number, status: Order['displayStatus'] = 'pending') =>
  Array.from({ length: count }, (_, index) => makeOrder(index + 1, status));

function start(options: FakeOrdersOptions, search = '') {
  const fake = createFakeOrders(options);
  const clock = new SimulatedClock();
  const urls: string[] = [];
  const toasts: ToastContent[] = [];
  const saved: Array<{ blob: Blob; name: string }> = [];
  const listed: number[] = [];
  const machine = orderListMachine.provide({
    actors: {
      loadPage: fromPromise(async ({ input }) => {
        listed.push(input.page);
        return (await fake.service.listOrders({ ...input.filters, page: input.page, limit: input.limit }))
          .orders;
      }),
      exportOrders: fromPromise(async ({ input }) => {
        saved.push({ blob: await fake.service.downloadOrdersCsv(input.filters), name: 'orders.csv' });
      }),
      orderActions: orderActionsMachine.provide({
        actors: {
          setStatus: fromPromise(({ input }) => fake.service.setOrderStatus(input.id, input.body)),
          fulfil: fromPromise(({ input }) => fake.service.fulfilOrder(input.id, input.body)),
        },
        actions: { showToast: (_, content) => void toasts.push(content) },
      }),
    },
    actions: {
      syncFilters: ({ context }) => void urls.push(ordersLocation(context.filters)),
      showToast: (_, content) => void toasts.push(content),
    },
  });
  const actor = createActor(machine, { input: { filters: filtersFromSearch(search) }, clock });
  actor.start();
  const settled = () => waitFor(actor, (snapshot) => !snapshot.hasTag('loading'));
  return { actor, fake, clock, urls, toasts, saved, listed, settled };
}

const panelOf = (actor: ActorRefFrom<typeof orderListMachine>) => {
  const panel = selectActionsPanel(actor.getSnapshot());
  if (!panel) throw new Error('no actions panel is open');
  return panel;
};

describe('order list machine', () => {
  it('loads ten at a time until a page comes back empty', async () => {
    const { actor, listed, settled } = start({ orders: orders(23) });
    await settled();
    expect(actor.getSnapshot().context.orders).toHaveLength(10);
    expect(selectListStatus(actor.getSnapshot())).toBe('idle');
    for (const shown of [20, 23]) {
      actor.send({ type: 'list.loadMore' });
      await settled();
      expect(actor.getSnapshot().context.orders).toHaveLength(shown);
      expect(actor.getSnapshot().matches({ list: 'idle' })).toBe(true);
    }
    actor.send({ type: 'list.loadMore' });
    await settled();
    expect(actor.getSnapshot().matches({ list: 'end' })).toBe(true);
    expect(listed).toEqual([1, 2, 3, 4]);
    // Newest first, as the API orders them.
    expect(actor.getSnapshot().context.orders[0]!.orderNumber).toBe('SK-100001');
  });

  it('starts over from page 1 when a filter changes, and writes the filters to the URL', async () => {
    const mixed = [...orders(3), makeOrder(4, 'accepted'), makeOrder(5, 'delivered')];
    const { actor, urls, listed, settled } = start({ orders: mixed }, '?fulfillment=delivered');
    await settled();
    expect(actor.getSnapshot().context.orders.map((order) => order.id)).toEqual([9005]);
    actor.send({ type: 'list.filter', filters: { paymentStatus: 'paid' } });
    await settled();
    expect(urls).toEqual(['/orders?payment=paid']);
    expect(actor.getSnapshot().context.orders).toHaveLength(5);
    // The same filters again (the URL coming back) change nothing.
    actor.send({ type: 'list.filter', filters: { paymentStatus: 'paid', endDate: undefined } });
    expect(urls).toHaveLength(1);
    expect(listed).toEqual([1, 1]);
  });

  it('opens the actions panel only for an order the lifecycle lets the seller act on', async () => {
    const { actor, settled } = start({ orders: [makeOrder(1, 'delivered'), makeOrder(2, 'pending')] });
    await settled();
    const [delivered, pending] = actor.getSnapshot().context.orders;
    actor.send({ type: 'order.act', order: delivered! });
    expect(actor.getSnapshot().matches({ actions: 'closed' })).toBe(true);
    actor.send({ type: 'order.act', order: pending! });
    expect(actor.getSnapshot().matches({ actions: 'open' })).toBe(true);
    panelOf(actor).send({ type: 'panel.close' });
    expect(actor.getSnapshot().matches({ actions: 'closed' })).toBe(true);
    expect(selectActionsPanel(actor.getSnapshot())).toBeUndefined();
  });

  it('after a status change shows the answered order and reloads from page 1 at once', async () => {
    const { actor, toasts, listed, settled } = start({ orders: orders(12) });
    await settled();
    actor.send({ type: 'list.loadMore' });
    await settled();
    actor.send({ type: 'order.act', order: actor.getSnapshot().context.orders[0]! });
    panelOf(actor).send({ type: 'order.accept' });
    panelOf(actor).send({ type: 'accept.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches({ list: 'reloading' }));
    expect(actor.getSnapshot().context.orders[0]!.displayStatus).toBe('accepted');
    await settled();
    expect(listed).toEqual([1, 2, 1]);
    expect(actor.getSnapshot().context.orders).toHaveLength(10);
    expect(actor.getSnapshot().context.page).toBe(2);
    expect(toasts.map((toast) => toast.title)).toEqual(['Order status updated successfully']);
  });

  it('after a fulfil waits the fulfil delay, then reloads from page 1', async () => {
    const { actor, clock, listed, settled, fake } = start({ orders: [makeOrder(1, 'accepted')] });
    await settled();
    actor.send({ type: 'order.act', order: actor.getSnapshot().context.orders[0]! });
    panelOf(actor).send({ type: 'order.ship' });
    panelOf(actor).send({ type: 'ship.submit', shipment: { trackingNumber: 'LBC123' } });
    await waitFor(actor, (snapshot) => snapshot.matches({ actions: 'awaitingReload' }));
    expect(actor.getSnapshot().context.orders[0]!.displayStatus).toBe('fulfilled');
    expect(fake.orders()[0]!.shipment).toEqual({ courier: null, trackingNumber: 'LBC123' });
    clock.increment(fulfilReloadDelayMs - 1);
    expect(actor.getSnapshot().matches({ list: 'idle' })).toBe(true);
    expect(listed).toEqual([1]);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ list: 'reloading' })).toBe(true);
    await settled();
    expect(listed).toEqual([1, 1]);
    expect(actor.getSnapshot().matches({ actions: 'closed' })).toBe(true);
  });

  it("shows the API's refusal of a seller not approved yet instead of a list", async () => {
    const { actor } = start({ orders: orders(2), awaitingApproval: true });
    await waitFor(actor, (snapshot) => snapshot.matches({ list: 'awaitingApproval' }));
    expect(actor.getSnapshot().context.failure).toMatchObject({ code: 'AWAITING_APPROVAL' });
  });

  it('keeps what it shows when a page fails, and asks again on retry', async () => {
    const options: FakeOrdersOptions = { orders: orders(12) };
    const { actor, settled } = start(options);
    await settled();
    options.fail = { list: true };
    actor.send({ type: 'list.loadMore' });
    await waitFor(actor, (snapshot) => snapshot.matches({ list: 'failed' }));
    expect(actor.getSnapshot().context.orders).toHaveLength(10);
    options.fail = {};
    actor.send({ type: 'list.retry' });
    await settled();
    expect(actor.getSnapshot().context.orders).toHaveLength(12);
  });

  it("exports the current filter's orders, and says 'Error fetching orders' when it cannot", async () => {
    const options: FakeOrdersOptions = { orders: [makeOrder(1), makeOrder(2, 'delivered')] };
    const { actor, saved, toasts, settled } = start(options, '?fulfillment=delivered');
    await settled();
    actor.send({ type: 'list.export' });
    await waitFor(actor, (snapshot) => snapshot.matches({ export: 'idle' }));
    expect(saved).toHaveLength(1);
    const csv = await saved[0]!.blob.text();
    expect(csv.trim().split('\r\n')).toHaveLength(2);
    expect(csv).toContain('SK-100002');
    options.fail = { export: true };
    actor.send({ type: 'list.export' });
    expect(actor.getSnapshot().hasTag('exporting')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches({ export: 'idle' }));
    expect(toasts).toEqual([{ title: 'Error fetching orders', tone: 'error' }]);
  });
});

describe('the filters in the URL', () => {
  it('reads what it can and leaves out the rest', () => {
    expect(filtersFromSearch('?fulfillment=fulfilled&payment=paid&from=2026-03-01&to=2026-03-15')).toEqual({
      fulfillment: 'fulfilled',
      paymentStatus: 'paid',
      startDate: '2026-03-01',
      endDate: '2026-03-15',
    });
    expect(filtersFromSearch('?fulfillment=shipped&payment=&from=2026-02-30&to=2026-03-15')).toEqual({
      endDate: '2026-03-15',
    });
    // A range backwards keeps its start.
    expect(filtersFromSearch('?from=2026-03-15&to=2026-03-01')).toEqual({ startDate: '2026-03-15' });
  });

  it('writes only what is set, so the plain list is /orders', () => {
    expect(ordersLocation({})).toBe('/orders');
    expect(ordersLocation({ paymentStatus: 'unpaid', startDate: '2026-03-01' })).toBe(
      '/orders?payment=unpaid&from=2026-03-01',
    );
    const filters = { fulfillment: 'delivered', endDate: '2026-03-02' } as const;
    expect(filtersFromSearch(ordersLocation(filters).slice('/orders'.length))).toEqual(filters);
  });
});
