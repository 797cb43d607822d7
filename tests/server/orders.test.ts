// The orders API and the storefront's events against the real app and database (issue 12, decision 024):
// every seller action allowed or refused by the order lifecycle, stock taken and given back, the order's own
// copy of its lines and pictures, the storefront's events applied once, and who may see what.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMessages, orderResponseSchema, type DisplayStatus, type Order } from '#schemas/orders';
import type { Product } from '#schemas/products';
import { notifications } from '../../server/modules/notifications/table.ts';
import { orders as orderTable } from '../../server/modules/orders/table.ts';
import { storefrontInbox, storefrontOutbox } from '../../server/modules/storefront/table.ts';
import { sweepOrphanMedia } from '../../server/modules/media/sweep.ts';
import { createLocalMediaStore } from '../../server/modules/media/store.ts';
import { products as productTable } from '../../server/modules/products/table.ts';
import { productStatus } from '#schemas/products';
import {
  approvedProduct,
  approvedSeller,
  getOrder,
  orderEvent,
  orderServiceOf,
  placedData,
  placedEvent,
  placeOrder,
  startOrdersApp,
  stockOf,
  type OrdersTestApp,
  type TestSeller,
} from './orders-fixture.ts';
import { mediaFiles, storageKeyOf } from './products-fixture.ts';
import { call, expectError } from './support.ts';

let t: OrdersTestApp;
let seller: TestSeller;

beforeAll(async () => {
  t = await startOrdersApp();
  seller = await approvedSeller(t);
});
afterAll(() => t.close());

const patchStatus = (order: Order, body: unknown, who = seller) =>
  call(t.app, 'PATCH', `/api/orders/${order.id}/status`, { token: who.token, body });
const fulfil = (order: Order, body?: unknown, who = seller) =>
  call(t.app, 'POST', `/api/orders/${order.id}/fulfill`, {
    token: who.token,
    ...(body === undefined ? {} : { body }),
  });
const apply = (event: Parameters<ReturnType<typeof orderServiceOf>['applyStorefrontEvent']>[0]) =>
  orderServiceOf(t).applyStorefrontEvent(event);

async function applied(event: Parameters<typeof apply>[0]) {
  const outcome = await apply(event);
  expect(outcome, JSON.stringify(outcome)).toMatchObject({ ok: true, value: { duplicate: false } });
}

/** The seller's three actions as the API takes them. */
const actions = {
  ACCEPT: (order: Order) => patchStatus(order, { status: 'accepted' }),
  REJECT: (order: Order) => patchStatus(order, { status: 'rejected', reason: 'Sold out at the shop' }),
  SHIP: (order: Order) => fulfil(order, { courier: 'LBC', trackingNumber: 'LBC-123' }),
} as const;

/** A new order brought to `status` by the seller's actions and the storefront's events. */
async function orderIn(status: DisplayStatus, product: Product): Promise<Order> {
  const unpaid = status === 'unpaid';
  const order = await placeOrder(
    t,
    seller,
    placedData([{ product }], { paymentStatus: unpaid ? 'unpaid' : 'paid' }),
  );
  const steps: Record<DisplayStatus, Array<() => Promise<unknown>>> = {
    unpaid: [],
    pending: [],
    accepted: [() => actions.ACCEPT(order)],
    rejected: [() => actions.REJECT(order)],
    fulfilled: [() => actions.ACCEPT(order), () => actions.SHIP(order)],
    delivered: [
      () => actions.ACCEPT(order),
      () => actions.SHIP(order),
      () => applied(orderEvent(order.orderNumber, { type: 'order.delivered' })),
    ],
    cancelled: [() => applied(orderEvent(order.orderNumber, { type: 'order.cancelled' }))],
    partially_refunded: [
      () =>
        applied(
          orderEvent(order.orderNumber, {
            type: 'order.payment_updated',
            paymentStatus: 'partially_refunded',
          }),
        ),
    ],
    refunded: [
      () => actions.REJECT(order),
      () =>
        applied(orderEvent(order.orderNumber, { type: 'order.payment_updated', paymentStatus: 'voided' })),
    ],
  };
  for (const step of steps[status]) {
    const result = await step();
    if (result && typeof result === 'object' && 'statusCode' in result)
      expect((result as { statusCode: number }).statusCode).toBe(200);
  }
  const now = await getOrder(t, seller, order.id);
  expect(now.displayStatus).toBe(status);
  return now;
}

describe('an order placed by the storefront', () => {
  it('copies its lines from the catalog, computes its totals, takes the stock and notifies the seller', async () => {
    const tote = await approvedProduct(t, seller, { quantity: 5, price: '450.50' });
    const shirt = await approvedProduct(t, seller, { price: '199.99', variants: { Red: 4, Blue: 2 } });
    const data = placedData([
      { product: tote, quantity: 2 },
      { product: shirt, variant: 1, quantity: 1 },
    ]);
    const order = await placeOrder(t, seller, data);

    expect(order).toMatchObject({
      orderNumber: data.orderNumber,
      displayStatus: 'pending',
      fulfillmentStatus: 'unfulfilled',
      paymentStatus: 'paid',
      prepareStatus: null,
      buyer: { name: 'Maria Clara', phone: '+63 917 555 0101' },
      shippingAddress: { address: '12 Mabini St.', barangay: 'Poblacion', city: 'Makati' },
      subtotal: 1100.99,
      shippingFee: 50,
      total: 1150.99,
      shipment: null,
      placedAt: new Date(data.placedAt).toISOString(),
    });
    expect(order.lines).toEqual([
      {
        productId: tote.id,
        variantId: null,
        productName: 'Abaca tote',
        variantName: null,
        sku: tote.sku,
        quantity: 2,
        unitPrice: 450.5,
        imageUrl: tote.images[0]!.url,
      },
      {
        productId: shirt.id,
        variantId: shirt.variants[1]!.id,
        productName: 'Abaca tote',
        variantName: 'Blue',
        sku: shirt.variants[1]!.sku,
        quantity: 1,
        unitPrice: 199.99,
        imageUrl: shirt.images[0]!.url,
      },
    ]);
    expect(order.timeline.map((entry) => entry.what)).toEqual(['Placed', 'Paid']);

    expect(await stockOf(t, seller, tote)).toEqual({ product: 3, variants: [] });
    expect(await stockOf(t, seller, shirt)).toEqual({ product: 5, variants: [4, 1] });

    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.title, `New order #${data.orderNumber}`));
    expect(notice).toMatchObject({
      sellerId: seller.id,
      message: 'Maria Clara ordered 3 items (₱1,150.99).',
      metadata: { redirectUrl: `/orders/${order.id}` },
    });
  });

  it('keeps its own copy of the lines and the picture when the product is edited and deleted', async () => {
    const product = await approvedProduct(t, seller);
    const order = await placeOrder(t, seller, placedData([{ product }]));
    const key = storageKeyOf(order.lines[0]!.imageUrl!);

    const deleted = await call(t.app, 'DELETE', `/api/products/${product.id}`, { token: seller.token });
    expect(deleted.statusCode, deleted.body).toBe(200);

    expect((await getOrder(t, seller, order.id)).lines).toEqual(order.lines);
    expect(await mediaFiles(t)).toContain(key);
    const picture = await call(t.app, 'GET', `/media/products/${key}?w=640`);
    expect(picture.statusCode, picture.body).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\//);

    // The sweep keeps it too, whatever its age.
    const later = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
    await sweepOrphanMedia(createLocalMediaStore(t.dataDir), t.database, later);
    expect(await mediaFiles(t)).toContain(key);
  });

  it('answers a repeated event id without a second effect', async () => {
    const product = await approvedProduct(t, seller, { quantity: 5 });
    const event = placedEvent(placedData([{ product, quantity: 2 }]));
    expect(await apply(event)).toMatchObject({ ok: true, value: { duplicate: false } });
    expect(await apply(event)).toEqual({ ok: true, value: { duplicate: true, orderId: null } });
    expect((await stockOf(t, seller, product)).product).toBe(3);
    const rows = await t.database.db
      .select()
      .from(orderTable)
      .where(eq(orderTable.orderNumber, event.data.orderNumber as string));
    expect(rows).toHaveLength(1);

    const order = await getOrder(t, seller, rows[0]!.id);
    const cancel = orderEvent(order.orderNumber, { type: 'order.cancelled' });
    await applied(cancel);
    expect(await apply(cancel)).toEqual({ ok: true, value: { duplicate: true, orderId: null } });
    expect((await getOrder(t, seller, order.id)).timeline.map((entry) => entry.what)).toEqual([
      'Placed',
      'Paid',
      'Cancelled by the buyer',
    ]);
    expect((await stockOf(t, seller, product)).product).toBe(5);
  });

  it('refuses an order number placed before (409) and takes nothing', async () => {
    const product = await approvedProduct(t, seller, { quantity: 5 });
    const first = placedData([{ product }]);
    await placeOrder(t, seller, first);
    const again = await apply(placedEvent({ ...first, lines: [{ ...first.lines[0]!, quantity: 3 }] }));
    expect(again).toEqual({
      ok: false,
      reason: 'order-number-taken',
      message: `An order numbered ${first.orderNumber} was placed before`,
    });
    expect((await stockOf(t, seller, product)).product).toBe(4);
  });

  it('refuses a line short of stock (OUT_OF_STOCK naming it) and takes nothing from any line', async () => {
    const plenty = await approvedProduct(t, seller, { quantity: 10 });
    const shirt = await approvedProduct(t, seller, { variants: { Red: 1, Blue: 5 } });
    const data = placedData([
      { product: plenty, quantity: 2 },
      { product: shirt, variant: 0, quantity: 2 },
    ]);
    const event = placedEvent(data);
    expect(await apply(event)).toEqual({
      ok: false,
      reason: 'out-of-stock',
      line: 1,
      message: 'Line 2 (Abaca tote – Red) is out of stock: 2 ordered, 1 left',
    });
    expect(await stockOf(t, seller, plenty)).toEqual({ product: 10, variants: [] });
    expect(await stockOf(t, seller, shirt)).toEqual({ product: 6, variants: [1, 5] });
    const rows = await t.database.db
      .select()
      .from(orderTable)
      .where(eq(orderTable.orderNumber, data.orderNumber));
    expect(rows).toEqual([]);
    // Nothing was recorded of the event either: the storefront may send it again once it is fixed.
    const inbox = await t.database.db
      .select()
      .from(storefrontInbox)
      .where(eq(storefrontInbox.eventId, event.id));
    expect(inbox).toEqual([]);
  });

  it('counts two lines of the same product together against its stock', async () => {
    const product = await approvedProduct(t, seller, { quantity: 3 });
    const outcome = await apply(
      placedEvent(
        placedData([
          { product, quantity: 2 },
          { product, quantity: 2 },
        ]),
      ),
    );
    expect(outcome).toMatchObject({ ok: false, reason: 'out-of-stock', line: 0 });
    expect((await stockOf(t, seller, product)).product).toBe(3);
  });

  describe('refuses an event that does not fit the catalog (400) and creates nothing', () => {
    it.each([
      ['an unknown product', 'there is no such product'],
      ['products of two sellers', "every line's product must belong to the same seller"],
      ['a product not approved', 'the product is not approved for sale'],
      ["another product's variant", 'there is no such variant of this product'],
      ['no variant of a product with variants', 'the product has variants; name one'],
    ])('%s', async (which, message) => {
      const product = await approvedProduct(t, seller, { quantity: 5 });
      const shirt = await approvedProduct(t, seller, { variants: { Red: 3 } });
      let data = placedData([{ product }]);
      if (which === 'an unknown product') data.lines[0]!.productId = 999_999_999;
      if (which === 'products of two sellers') {
        const other = await approvedSeller(t);
        data = placedData([{ product }, { product: await approvedProduct(t, other) }]);
      }
      if (which === 'a product not approved')
        await t.database.db
          .update(productTable)
          .set({ status: productStatus.pending })
          .where(eq(productTable.id, product.id));
      if (which === "another product's variant") data.lines[0]!.variantId = shirt.variants[0]!.id;
      if (which === 'no variant of a product with variants') data = placedData([{ product: shirt }]);

      const outcome = await apply(placedEvent(data));
      expect(outcome).toMatchObject({ ok: false, reason: 'bad-event' });
      expect((outcome as { message: string }).message).toContain(message);
      const rows = await t.database.db
        .select()
        .from(orderTable)
        .where(eq(orderTable.orderNumber, data.orderNumber));
      expect(rows).toEqual([]);
      expect((await stockOf(t, seller, shirt)).variants).toEqual([3]);
    });
  });

  it('waits for an unpaid order to be paid, and gives its stock back when the buyer cancels it instead', async () => {
    const product = await approvedProduct(t, seller, { quantity: 5 });
    const paid = await placeOrder(t, seller, placedData([{ product }], { paymentStatus: 'unpaid' }));
    expect(paid).toMatchObject({ displayStatus: 'unpaid', paymentStatus: 'unpaid' });
    expectError(await actions.ACCEPT(paid), 409, 'CONFLICT');
    await applied({
      ...orderEvent(paid.orderNumber, { type: 'order.payment_updated', paymentStatus: 'paid' }),
      data: { orderNumber: paid.orderNumber, paymentStatus: 'paid', amount: 50050 },
    } as Parameters<typeof apply>[0]);
    const now = await getOrder(t, seller, paid.id);
    expect(now).toMatchObject({ displayStatus: 'pending', paymentStatus: 'paid' });
    expect(now.timeline.map((entry) => entry.what)).toEqual(['Placed', 'Paid ₱500.50']);
    expect((await actions.ACCEPT(now)).statusCode).toBe(200);

    const cancelled = await placeOrder(t, seller, placedData([{ product }], { paymentStatus: 'unpaid' }));
    expect((await stockOf(t, seller, product)).product).toBe(3);
    await applied(orderEvent(cancelled.orderNumber, { type: 'order.cancelled' }));
    expect(await getOrder(t, seller, cancelled.id)).toMatchObject({
      displayStatus: 'unpaid',
      paymentStatus: 'voided',
    });
    expect((await stockOf(t, seller, product)).product).toBe(4);
    expect(
      await apply(
        orderEvent(cancelled.orderNumber, { type: 'order.payment_updated', paymentStatus: 'paid' }),
      ),
    ).toEqual({
      ok: false,
      reason: 'not-allowed',
      message: `Order ${cancelled.orderNumber} is unpaid and cannot be paid`,
    });
  });

  it('answers an event about an unknown order as unknown-order', async () => {
    expect(await apply(orderEvent('SK-NOPE', { type: 'order.delivered' }))).toEqual({
      ok: false,
      reason: 'unknown-order',
      message: 'There is no order numbered SK-NOPE',
    });
  });

  it('refuses a storefront event the lifecycle does not allow, changing nothing', async () => {
    const product = await approvedProduct(t, seller);
    const order = await placeOrder(t, seller, placedData([{ product }]));
    const event = orderEvent(order.orderNumber, { type: 'order.delivered' });
    expect(await apply(event)).toEqual({
      ok: false,
      reason: 'not-allowed',
      message: `Order ${order.orderNumber} is pending and cannot be delivered`,
    });
    expect(await getOrder(t, seller, order.id)).toEqual(order);
    const [inbox] = await t.database.db
      .select()
      .from(storefrontInbox)
      .where(eq(storefrontInbox.eventId, event.id));
    expect(inbox).toBeUndefined();
  });
});

describe("the seller's actions, as the order lifecycle allows them", () => {
  const allowed: Record<DisplayStatus, Array<keyof typeof actions>> = {
    pending: ['ACCEPT', 'REJECT'],
    accepted: ['SHIP'],
    rejected: [],
    fulfilled: [],
    delivered: [],
    cancelled: [],
    partially_refunded: [],
    refunded: [],
    unpaid: [],
  };
  const pastTense = { ACCEPT: 'accepted', REJECT: 'rejected', SHIP: 'shipped' } as const;

  for (const [status, can] of Object.entries(allowed) as Array<[DisplayStatus, typeof allowed.pending]>) {
    for (const action of ['ACCEPT', 'REJECT', 'SHIP'] as const) {
      const allowedNow = can.includes(action);
      it(`${status}: ${action} is ${allowedNow ? 'allowed' : 'refused (409, nothing changed)'}`, async () => {
        const product = await approvedProduct(t, seller);
        const before = await orderIn(status, product);
        const response = await actions[action](before);
        if (allowedNow) {
          expect(response.statusCode, response.body).toBe(200);
          const after = orderResponseSchema.parse(response.json()).data;
          expect(after.displayStatus).toBe(
            { ACCEPT: 'accepted', REJECT: 'rejected', SHIP: 'fulfilled' }[action],
          );
          expect(after).toEqual(await getOrder(t, seller, before.id));
        } else {
          const error = expectError(response, 409, 'CONFLICT');
          const label =
            {
              fulfilled: 'shipped',
              partially_refunded: 'partially refunded',
            }[status as string] ?? status;
          expect(error.error).toBe(
            `Order ${before.orderNumber} is ${label} and cannot be ${pastTense[action]}`,
          );
          expect(await getOrder(t, seller, before.id)).toEqual(before);
        }
      });
    }
  }

  it('accepting, rejecting and shipping tell the storefront (the outbox) and the timeline', async () => {
    const product = await approvedProduct(t, seller);
    const accepted = await orderIn('accepted', product);
    const shipped = orderResponseSchema.parse(
      (await fulfil(accepted, { courier: 'J&T Express', trackingNumber: 'JT-42' })).json(),
    ).data;
    expect(shipped.shipment).toEqual({ courier: 'J&T Express', trackingNumber: 'JT-42' });
    expect(shipped.timeline.map((entry) => entry.what)).toEqual([
      'Placed',
      'Paid',
      'Accepted',
      'Shipped by J&T Express tracking number JT-42',
    ]);
    const rejected = await orderIn('rejected', product);
    expect(rejected.timeline.at(-1)!.what).toBe('Rejected: Sold out at the shop');

    const events = async (orderId: number) =>
      (
        await t.database.db
          .select()
          .from(storefrontOutbox)
          .where(eq(storefrontOutbox.orderId, orderId))
          .orderBy(storefrontOutbox.id)
      ).map((row) => ({ type: row.event.type, data: row.event.data }));
    expect(await events(accepted.id)).toEqual([
      { type: 'order.accepted', data: { orderNumber: accepted.orderNumber } },
      {
        type: 'order.fulfilled',
        data: { orderNumber: accepted.orderNumber, courier: 'J&T Express', trackingNumber: 'JT-42' },
      },
    ]);
    expect(await events(rejected.id)).toEqual([
      {
        type: 'order.rejected',
        data: { orderNumber: rejected.orderNumber, reason: 'Sold out at the shop' },
      },
    ]);
  });

  it('ships without a courier or tracking number when none is given (blank is none)', async () => {
    const product = await approvedProduct(t, seller);
    const a = await orderIn('accepted', product);
    const b = await orderIn('accepted', product);
    const withoutBody = await fulfil(a);
    expect(withoutBody.statusCode, withoutBody.body).toBe(200);
    expect(orderResponseSchema.parse(withoutBody.json()).data.shipment).toEqual({
      courier: null,
      trackingNumber: null,
    });
    const blank = await fulfil(b, { courier: '', trackingNumber: '' });
    expect(orderResponseSchema.parse(blank.json()).data.timeline.at(-1)!.what).toBe('Shipped');
  });

  it('refuses to reject without a reason (400, the spec message) and changes nothing', async () => {
    const product = await approvedProduct(t, seller);
    const order = await orderIn('pending', product);
    const error = expectError(await patchStatus(order, { status: 'rejected' }), 400, 'VALIDATION_FAILED');
    expect(error.fields).toEqual({ reason: orderMessages.reasonRequired });
    expectError(await patchStatus(order, { status: 'fulfilled' }), 400, 'VALIDATION_FAILED');
    expect(await getOrder(t, seller, order.id)).toEqual(order);
  });

  it('gives the stock back on reject and on the buyer cancelling, never on shipping', async () => {
    const shirt = await approvedProduct(t, seller, { variants: { Red: 5, Blue: 5 } });
    const line = (variant: number) => placedData([{ product: shirt, variant, quantity: 2 }]);

    const rejected = await placeOrder(t, seller, line(0));
    expect(await stockOf(t, seller, shirt)).toEqual({ product: 8, variants: [3, 5] });
    expect((await actions.REJECT(rejected)).statusCode).toBe(200);
    expect(await stockOf(t, seller, shirt)).toEqual({ product: 10, variants: [5, 5] });
    // Its money going back later does not give the stock back twice.
    await applied(
      orderEvent(rejected.orderNumber, { type: 'order.payment_updated', paymentStatus: 'voided' }),
    );
    expect(await stockOf(t, seller, shirt)).toEqual({ product: 10, variants: [5, 5] });

    const cancelled = await placeOrder(t, seller, line(1));
    await applied(orderEvent(cancelled.orderNumber, { type: 'order.cancelled', reason: 'Changed my mind' }));
    expect(await stockOf(t, seller, shirt)).toEqual({ product: 10, variants: [5, 5] });
    expect((await getOrder(t, seller, cancelled.id)).timeline.at(-1)!.what).toBe(
      'Cancelled by the buyer: Changed my mind',
    );

    const shipped = await placeOrder(t, seller, line(0));
    expect((await actions.ACCEPT(shipped)).statusCode).toBe(200);
    expect((await actions.SHIP(shipped)).statusCode).toBe(200);
    expect(await stockOf(t, seller, shirt)).toEqual({ product: 8, variants: [3, 5] });
    await applied(
      orderEvent(shipped.orderNumber, { type: 'order.payment_updated', paymentStatus: 'refunded' }),
    );
    expect(await stockOf(t, seller, shirt)).toEqual({ product: 8, variants: [3, 5] });
  });

  it('gives back nothing for a variant deleted since the order', async () => {
    const shirt = await approvedProduct(t, seller, { variants: { Red: 5, Blue: 5 } });
    const order = await placeOrder(t, seller, placedData([{ product: shirt, variant: 0, quantity: 2 }]));
    const removed = await call(
      t.app,
      'DELETE',
      `/api/products/${shirt.id}/variants/${shirt.variants[0]!.id}`,
      { token: seller.token },
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await stockOf(t, seller, shirt)).toEqual({ product: 5, variants: [5] });
    expect((await actions.REJECT(order)).statusCode).toBe(200);
    expect(await stockOf(t, seller, shirt)).toEqual({ product: 5, variants: [5] });
  });
});

describe('who may see and act on an order', () => {
  it("answers another seller's order, a missing one and a non-number as 404 on every route", async () => {
    const product = await approvedProduct(t, seller);
    const order = await orderIn('pending', product);
    const other = await approvedSeller(t);
    for (const id of [String(order.id), '999999999', 'abc', '1.5', '-1']) {
      for (const [method, url, body] of [
        ['GET', `/api/orders/${id}`, undefined],
        ['PATCH', `/api/orders/${id}/status`, { status: 'accepted' }],
        ['POST', `/api/orders/${id}/fulfill`, {}],
      ] as const) {
        const who = id === String(order.id) ? other : seller;
        const error = expectError(
          await call(t.app, method, url, { token: who.token, body }),
          404,
          'NOT_FOUND',
        );
        expect(error.error).toBe('There is no such order.');
      }
    }
    expect(await getOrder(t, seller, order.id)).toEqual(order);
  });

  it('refuses a seller not yet approved (403) and anyone signed out (401)', async () => {
    const waiting = await approvedSeller(t, { approved: false });
    for (const url of ['/api/orders', '/api/orders/1', '/api/orders/export.csv']) {
      expectError(await call(t.app, 'GET', url, { token: waiting.token }), 403, 'AWAITING_APPROVAL');
      expectError(await call(t.app, 'GET', url), 401, 'UNAUTHENTICATED');
    }
    expectError(
      await call(t.app, 'PATCH', '/api/orders/1/status', {
        token: waiting.token,
        body: { status: 'accepted' },
      }),
      403,
      'AWAITING_APPROVAL',
    );
  });
});
