// POST /api/storefront/events (issue 12, decision 025): only a signed event, within 5 minutes, is read; a
// refused one changes nothing; a repeated id answers 200 with no second effect; every refusal of the orders
// service leaves as its status code.
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signatureHeader, signatureToleranceSeconds, type SellerOrderEvent } from '#schemas/orders';
import { productStatus } from '#schemas/products';
import { orders } from '../../server/modules/orders/table.ts';
import { products } from '../../server/modules/products/table.ts';
import { storefrontInbox, storefrontOutbox } from '../../server/modules/storefront/table.ts';
import { signPayload, verifySignature } from '../../server/modules/storefront/signature.ts';
import {
  addCategory,
  approvedSeller,
  createProduct,
  productFields,
  startCatalogApp,
  type CatalogTestApp,
  type TestSeller,
} from './products-fixture.ts';
import { standIn, type StandIn } from './storefront-fixture.ts';
import { call, expectError } from './support.ts';

const secret = 'storefront-events-test-secret-0123456789';
let t: CatalogTestApp;
let storefront: StandIn;
let seller: TestSeller;
let productId: number;
const stock = 20;

beforeAll(async () => {
  storefront = await standIn();
  t = await startCatalogApp({
    env: { STOREFRONT_WEBHOOK_SECRET: secret, STOREFRONT_EVENTS_URL: storefront.url },
    runJobs: true,
  });
  seller = await approvedSeller(t);
  const category = await addCategory(t, 'Bags');
  const product = await createProduct(t, seller, productFields(category, { quantity: String(stock) }));
  productId = product.id;
  await t.database.db
    .update(products)
    .set({ status: productStatus.approved })
    .where(eq(products.id, productId));
});
afterAll(async () => {
  await t?.close();
  await storefront?.close();
});

const nowSeconds = () => Math.floor(Date.now() / 1000);
let orderCount = 0;

const placed = (overrides: { orderNumber?: string; quantity?: number; productId?: number } = {}) => ({
  id: `evt_${randomUUID()}`,
  type: 'order.placed',
  createdAt: new Date().toISOString(),
  data: {
    orderNumber: overrides.orderNumber ?? `SK-EVT-${(orderCount += 1)}`,
    buyer: { name: 'Maria Clara', email: 'maria@example.ph', phone: '09171234567' },
    shippingAddress: { address: '12 Mabini St', city: 'Quezon City', state: 'Metro Manila', zipcode: '1100' },
    lines: [
      {
        productId: overrides.productId ?? productId,
        variantId: null,
        quantity: overrides.quantity ?? 1,
        unitPrice: 450.5,
      },
    ],
    shippingFee: 50,
    paymentStatus: 'paid',
    placedAt: new Date().toISOString(),
  },
});

type SendOptions = { header?: string | null; key?: string; at?: number; contentType?: string };

/** Sends `body` (an event, or raw text) as the storefront does, signed unless told otherwise. */
function send(body: unknown, { header, key = secret, at = nowSeconds(), contentType }: SendOptions = {}) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const signature = header === undefined ? signPayload(key, raw, at) : header;
  return t.app.inject({
    method: 'POST',
    url: '/api/storefront/events',
    payload: raw,
    headers: {
      'content-type': contentType ?? 'application/json',
      ...(signature === null ? {} : { [signatureHeader]: signature }),
    },
  });
}

const stockLeft = async () => {
  const [row] = await t.database.db
    .select({ quantity: products.quantity })
    .from(products)
    .where(eq(products.id, productId));
  return row!.quantity;
};
const orderTotal = async () => (await t.database.db.select({ n: count() }).from(orders))[0]!.n;
const inboxTotal = async () => (await t.database.db.select({ n: count() }).from(storefrontInbox))[0]!.n;

/** What a refused event must leave as it was. */
async function expectNothingChanged(
  work: () => Promise<LightMyRequestResponse>,
  status: number,
  code: string,
) {
  const before = { stock: await stockLeft(), orders: await orderTotal(), inbox: await inboxTotal() };
  const response = await work();
  const body = expectError(response, status, code);
  expect({ stock: await stockLeft(), orders: await orderTotal(), inbox: await inboxTotal() }).toEqual(before);
  return body;
}

const received = (response: LightMyRequestResponse, duplicate: boolean) => {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ data: { received: true, duplicate } });
};

describe('the signature', () => {
  it('is required: without it, 401 and nothing changes', async () => {
    const refused = await expectNothingChanged(
      () => send(placed(), { header: null }),
      401,
      'UNAUTHENTICATED',
    );
    expect(refused.error).toContain(signatureHeader);
  });

  it('must be of these bytes with our secret: another secret or a changed body is 401', async () => {
    await expectNothingChanged(
      () => send(placed(), { key: 'not-the-storefront-secret-0123456789' }),
      401,
      'UNAUTHENTICATED',
    );
    const event = placed();
    const signature = signPayload(secret, JSON.stringify(event), nowSeconds());
    const changed = { ...event, data: { ...event.data, shippingFee: 0 } };
    await expectNothingChanged(() => send(changed, { header: signature }), 401, 'UNAUTHENTICATED');
  });

  it('must be at most 5 minutes old, or ahead: older or further ahead is 401', async () => {
    const limit = signatureToleranceSeconds;
    await expectNothingChanged(
      () => send(placed(), { at: nowSeconds() - limit - 5 }),
      401,
      'UNAUTHENTICATED',
    );
    await expectNothingChanged(
      () => send(placed(), { at: nowSeconds() + limit + 5 }),
      401,
      'UNAUTHENTICATED',
    );
  });

  it('must be readable: a header of another form is 401', async () => {
    for (const header of ['t=abc,v1=00', `v1=${'0'.repeat(64)}`, 'sha256=deadbeef'])
      await expectNothingChanged(() => send(placed(), { header }), 401, 'UNAUTHENTICATED');
  });

  it('is asked of a request without a body too', async () => {
    const bare = () => t.app.inject({ method: 'POST', url: '/api/storefront/events' });
    await expectNothingChanged(bare, 401, 'UNAUTHENTICATED');
    const emptyJson = await expectNothingChanged(() => send(''), 400, 'BAD_REQUEST');
    expect(emptyJson.error).toBe('The event is not valid JSON.');
  });

  it('comes before reading the body: an unsigned body that is not even JSON is 401, not 400', async () => {
    await expectNothingChanged(() => send('{not json', { header: null }), 401, 'UNAUTHENTICATED');
  });
});

describe('a signed event that is not one', () => {
  it('is 400 when it is not JSON, or not an object', async () => {
    const notJson = await expectNothingChanged(() => send('{not json'), 400, 'BAD_REQUEST');
    expect(notJson.error).toBe('The event is not valid JSON.');
    const list = await expectNothingChanged(() => send('[]'), 400, 'BAD_REQUEST');
    expect(list.error).toMatch(/^An event is a JSON object/);
  });

  it('is 400 naming the known types when its type is unknown', async () => {
    const body = await expectNothingChanged(
      () => send({ ...placed(), type: 'order.teleported' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(body.fields).toEqual({
      type: 'type must be one of order.placed, order.payment_updated, order.delivered, order.cancelled',
    });
  });

  it('is 400 naming the field when its shape is wrong', async () => {
    const event = placed();
    const tooPrecise = { ...event, data: { ...event.data, shippingFee: 50.125 } };
    const body = await expectNothingChanged(() => send(tooPrecise), 400, 'VALIDATION_FAILED');
    expect(body.fields).toEqual({ 'data.shippingFee': 'shippingFee can have at most 2 decimal places' });
  });

  it('is 415 when it is not sent as JSON, and 413 when it is far larger than any event', async () => {
    await expectNothingChanged(
      () => send(placed(), { contentType: 'text/plain' }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    const huge = JSON.stringify({ ...placed(), padding: 'x'.repeat(100 * 1024) });
    await expectNothingChanged(() => send(huge), 413, 'PAYLOAD_TOO_LARGE');
  });
});

describe('a signed event', () => {
  it('places an order once: the same id again answers 200, duplicate, with no second effect', async () => {
    const before = await stockLeft();
    const event = placed({ quantity: 2 });
    received(await send(event), false);
    expect(await stockLeft()).toBe(before - 2);
    const orderRows = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.orderNumber, event.data.orderNumber));
    expect(orderRows).toHaveLength(1);

    // A replay: the same event, signed again later (or resent by a storefront that did not hear our 200).
    received(await send(event, { at: nowSeconds() + 1 }), true);
    received(await send(event), true);
    expect(await stockLeft()).toBe(before - 2);
    expect(
      await t.database.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.orderNumber, event.data.orderNumber)),
    ).toHaveLength(1);
  });

  it('with an order number placed before is 409, and takes nothing', async () => {
    const first = placed();
    received(await send(first), false);
    const again = placed({ orderNumber: first.data.orderNumber });
    const body = await expectNothingChanged(() => send(again), 409, 'CONFLICT');
    expect(body.error).toContain(first.data.orderNumber);
  });

  it('for more than the stock is 409 OUT_OF_STOCK naming the line, and takes nothing', async () => {
    const left = await stockLeft();
    const body = await expectNothingChanged(() => send(placed({ quantity: left + 1 })), 409, 'OUT_OF_STOCK');
    expect(body.error).toMatch(/^Line 1 /);
    expect(Object.keys(body.fields ?? {})).toEqual(['data.lines.0.quantity']);
  });

  it('for a product that does not exist is 400', async () => {
    const body = await expectNothingChanged(
      () => send(placed({ productId: 987_654_321 })),
      400,
      'BAD_REQUEST',
    );
    expect(body.error).toContain('987654321');
  });

  it('about an order we do not have is 404', async () => {
    const delivered = {
      id: `evt_${randomUUID()}`,
      type: 'order.delivered',
      createdAt: new Date().toISOString(),
      data: { orderNumber: 'SK-NEVER-PLACED' },
    };
    await expectNothingChanged(() => send(delivered), 404, 'NOT_FOUND');
  });

  it('that the order lifecycle does not allow now is 409 with its reason', async () => {
    const order = placed();
    received(await send(order), false);
    const delivered = {
      id: `evt_${randomUUID()}`,
      type: 'order.delivered',
      createdAt: new Date().toISOString(),
      data: { orderNumber: order.data.orderNumber },
    };
    const body = await expectNothingChanged(() => send(delivered), 409, 'CONFLICT');
    expect(body.error.length).toBeGreaterThan(0);
  });

  it('needs no session: a seller or admin token changes nothing about it', async () => {
    const event = placed();
    const raw = JSON.stringify(event);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/storefront/events',
      payload: raw,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        authorization: `Bearer ${t.adminToken}`,
        [signatureHeader]: signPayload(secret, raw, nowSeconds()),
      },
    });
    received(response, false);
  });
});

describe('what the seller does', () => {
  const orderIdOf = async (orderNumber: string) =>
    (
      await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, orderNumber))
    )[0]!.id;

  /** Does `act` as the seller (expecting 200), and answers the event the storefront heard about it, checked signed. */
  async function heardAfter(act: () => ReturnType<typeof call>): Promise<SellerOrderEvent> {
    const heard = storefront.nextRequest();
    const response = await act();
    expect(response.statusCode, response.body).toBe(200);
    const request = await heard;
    const header = request.headers[signatureHeader.toLowerCase()] as string;
    expect(verifySignature(secret, header, request.body, nowSeconds()).ok).toBe(true);
    return JSON.parse(request.body) as SellerOrderEvent;
  }

  it('reaches the storefront signed: an order placed, accepted, shipped and delivered; another rejected, its stock back', async () => {
    const first = placed({ quantity: 1 });
    received(await send(first), false);
    const firstId = await orderIdOf(first.data.orderNumber);

    const accepted = await heardAfter(() =>
      call(t.app, 'PATCH', `/api/orders/${firstId}/status`, {
        token: seller.token,
        body: { status: 'accepted' },
      }),
    );
    expect(accepted).toMatchObject({ type: 'order.accepted', data: { orderNumber: first.data.orderNumber } });

    const shipped = await heardAfter(() =>
      call(t.app, 'POST', `/api/orders/${firstId}/fulfill`, {
        token: seller.token,
        body: { courier: 'LBC', trackingNumber: 'LBC-0001' },
      }),
    );
    expect(shipped).toMatchObject({
      type: 'order.fulfilled',
      data: { orderNumber: first.data.orderNumber, courier: 'LBC', trackingNumber: 'LBC-0001' },
    });

    const delivered = {
      id: `evt_${randomUUID()}`,
      type: 'order.delivered',
      createdAt: new Date().toISOString(),
      data: { orderNumber: first.data.orderNumber },
    };
    received(await send(delivered), false);

    const stockBefore = await stockLeft();
    const second = placed({ quantity: 2 });
    received(await send(second), false);
    expect(await stockLeft()).toBe(stockBefore - 2);
    const secondId = await orderIdOf(second.data.orderNumber);
    const rejected = await heardAfter(() =>
      call(t.app, 'PATCH', `/api/orders/${secondId}/status`, {
        token: seller.token,
        body: { status: 'rejected', reason: 'The shop flooded' },
      }),
    );
    expect(rejected).toMatchObject({
      type: 'order.rejected',
      data: { orderNumber: second.data.orderNumber, reason: 'The shop flooded' },
    });
    expect(await stockLeft()).toBe(stockBefore);

    // What the storefront heard is what the outbox keeps, event for event.
    const kept = await t.database.db.select().from(storefrontOutbox).orderBy(storefrontOutbox.id);
    expect(kept.map((row) => row.event)).toEqual([accepted, shipped, rejected]);
  });
});

describe('the OpenAPI document', () => {
  it('documents the route as public, with its signature header and the event as its body', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const operation = response.json().paths['/api/storefront/events'].post;
    expect(operation.security).toBeUndefined();
    expect(operation.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: signatureHeader.toLowerCase() }),
    );
    expect(operation.requestBody.content['application/json'].schema).toBeDefined();
    expect(Object.keys(response.json().paths['/api/admin/storefront/outbox'].get.responses)).toContain('200');
  });
});
