// The demo orders of `npm run demo`: the approved demo seller's orders in every display status of spec §4, as
// the seller's API shows them, with pictures that are served, over the last 30 days, the stock they hold
// taken, the storefront told of every seller action, and a second seeding that changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdsStock } from '#machines/order-status/display.ts';
import { displayStatuses, orderListResponseSchema, type Order } from '#schemas/orders';
import { productListResponseSchema } from '#schemas/products';
import { demoPassword, seedDemoData } from '../../server/modules/onboarding/demo-data.ts';
import { createLocalDocumentStorage } from '../../server/modules/onboarding/storage.ts';
import { createLocalMediaStore } from '../../server/modules/media/store.ts';
import { seedDemoCatalog } from '../../server/modules/products/demo-data.ts';
import { demoOrders, demoOrderSeller, seedDemoOrders } from '../../server/modules/orders/demo-data.ts';
import { createOrderService, type OrderService } from '../../server/modules/orders/service.ts';
import { startOnboardingApp, type OnboardingTestApp } from './onboarding-fixture.ts';
import { call, login } from './support.ts';

let t: OnboardingTestApp;
let service: OrderService;
let seller: string;
let stockBefore: Map<string, number>;
let placed: number;
const now = new Date();

/** Every product's and variant's stock by SKU, as the seller's list shows it. */
async function stockBySku(): Promise<Map<string, number>> {
  const response = await call(t.app, 'GET', '/api/products?limit=50', { token: seller });
  expect(response.statusCode, response.body).toBe(200);
  const products = productListResponseSchema.parse(response.json()).data.products;
  return new Map(
    products.flatMap((product) =>
      product.variants.length > 0
        ? product.variants.map((variant) => [variant.sku ?? '', variant.quantity] as const)
        : [[product.sku, product.quantity] as const],
    ),
  );
}

async function sellerOrders(): Promise<Order[]> {
  const response = await call(t.app, 'GET', '/api/orders?limit=50', { token: seller });
  expect(response.statusCode, response.body).toBe(200);
  return orderListResponseSchema.parse(response.json()).data.orders;
}

beforeAll(async () => {
  t = await startOnboardingApp();
  await seedDemoData(t.database, createLocalDocumentStorage(t.uploads));
  await seedDemoCatalog(t.database, createLocalMediaStore(t.dataDir));
  seller = await login(t.app, demoOrderSeller, demoPassword);
  stockBefore = await stockBySku();
  service = createOrderService({
    config: t.config,
    database: t.database,
    jobs: t.app.jobs,
    ledger: { settings: t.config.earnings, now: () => new Date() },
  });
  placed = await seedDemoOrders(t.database.db, service, now);
}, 120_000);
afterAll(() => t?.close());

describe('seedDemoOrders', () => {
  it('places every demo order, newest first, each in the display status it is meant to show', async () => {
    const orders = await sellerOrders();
    expect(placed).toBe(demoOrders.length);
    expect(orders.map((order) => order.orderNumber)).toEqual(demoOrders.map((order) => order.orderNumber));
    expect(orders.map((order) => order.displayStatus)).toEqual(demoOrders.map((order) => order.shows));
    // More than a page of the list, so it loads more.
    expect(orders.length).toBeGreaterThan(10);
  });

  it('covers every display status of spec §4, both kinds of unpaid and both kinds of refunded', async () => {
    const orders = await sellerOrders();
    expect(new Set(orders.map((order) => order.displayStatus))).toEqual(new Set(displayStatuses));
    const triples = (status: string) =>
      new Set(
        orders
          .filter((order) => order.displayStatus === status)
          .map((order) => `${order.fulfillmentStatus}/${order.paymentStatus}/${order.prepareStatus}`),
      );
    expect(triples('unpaid')).toEqual(new Set(['unfulfilled/unpaid/null', 'unfulfilled/voided/null']));
    expect(triples('refunded')).toEqual(new Set(['unfulfilled/voided/4', 'delivered/refunded/6']));
  });

  it('spreads them over the last 30 days, their timelines with them, with totals of their lines and served pictures', async () => {
    const orders = await sellerOrders();
    const monthAgo = now.getTime() - 30 * 24 * 60 * 60 * 1000;
    for (const order of orders) {
      const placedAt = Date.parse(order.placedAt);
      expect(placedAt).toBeGreaterThan(monthAgo);
      expect(placedAt).toBeLessThanOrEqual(now.getTime());
      // Its story reads in order, an hour a step from its placement, not as if it all happened today.
      const times = order.timeline.map((entry) => Date.parse(entry.at));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      for (const at of times) {
        expect(at).toBeGreaterThanOrEqual(placedAt);
        expect(at).toBeLessThanOrEqual(placedAt + order.timeline.length * 60 * 60 * 1000);
      }
      const subtotal = order.lines.reduce(
        (sum, line) => sum + Math.round(line.unitPrice * 100) * line.quantity,
        0,
      );
      expect(Math.round(order.subtotal * 100)).toBe(subtotal);
      expect(Math.round(order.total * 100)).toBe(subtotal + Math.round(order.shippingFee * 100));
      for (const line of order.lines) {
        expect(line.imageUrl, `${order.orderNumber} ${line.productName}`).not.toBeNull();
        const picture = await call(t.app, 'GET', line.imageUrl!);
        expect(picture.statusCode, line.imageUrl!).toBe(200);
        expect(picture.headers['content-type']).toMatch(/^image\//);
      }
    }
    const shipped = orders.filter((order) => order.shipment !== null);
    expect(shipped.map((order) => order.shipment!.courier)).toContain('J&T Express');
    expect(shipped.some((order) => order.shipment!.trackingNumber === null)).toBe(true);
  });

  it('takes the stock of every order that holds it or shipped it, and no other', async () => {
    const taken = new Map<string, number>();
    for (const order of await sellerOrders()) {
      if (!holdsStock(order) && order.fulfillmentStatus === 'unfulfilled') continue;
      for (const [sku, quantity] of demoOrders.find((demo) => demo.orderNumber === order.orderNumber)!.lines)
        taken.set(sku, (taken.get(sku) ?? 0) + quantity);
    }
    // The rejected, cancelled and voided ones gave theirs back.
    expect([...taken.values()].reduce((sum, quantity) => sum + quantity, 0)).toBeLessThan(
      demoOrders.flatMap((order) => order.lines).reduce((sum, [, quantity]) => sum + quantity, 0),
    );
    const after = await stockBySku();
    for (const [sku, before] of stockBefore) expect(after.get(sku), sku).toBe(before - (taken.get(sku) ?? 0));
  });

  it('tells the storefront of every acceptance, rejection and shipment, and the seller of every order', async () => {
    const sent = { accept: 'order.accepted', reject: 'order.rejected', ship: 'order.fulfilled' } as const;
    const expected = demoOrders.flatMap((order) =>
      order.steps.flatMap((step) =>
        step.by === 'seller' ? [`${order.orderNumber} ${sent[step.what]}`] : [],
      ),
    );
    const { rows } = await t.database.pool.query<{ line: string }>(
      `select o.order_number || ' ' || b.type as line from storefront_outbox b join orders o on o.id = b.order_id`,
    );
    expect(rows.map((row) => row.line).sort()).toEqual(expected.sort());
    const notified = await t.database.pool.query<{ title: string }>(
      `select n.title from notifications n join sellers s on s.id = n.seller_id
        where s.email = $1 and n.metadata->>'redirectUrl' like '/orders/%'`,
      [demoOrderSeller],
    );
    expect(notified.rows.map((row) => row.title).sort()).toEqual(
      demoOrders.map((order) => `New order #${order.orderNumber}`).sort(),
    );
  });

  it('is idempotent: a second seeding places nothing and changes no order', async () => {
    const before = { orders: await sellerOrders(), stock: await stockBySku() };
    expect(await seedDemoOrders(t.database.db, service, now)).toBe(0);
    expect(await sellerOrders()).toEqual(before.orders);
    expect(await stockBySku()).toEqual(before.stock);
  });
});
