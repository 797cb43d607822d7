// Shared set-up of the earnings and payout server tests: the real app on a clock the test moves (holds end
// without waiting), the order service on that same clock, approved sellers with a product to sell, and orders
// taken to delivery and refunded as the storefront and the seller do it.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { earningsResponseSchema, type Earnings } from '#schemas/earnings';
import { storefrontEventSchema, type Order } from '#schemas/orders';
import type { Product } from '#schemas/products';
import { createOrderService, type OrderService } from '../../server/modules/orders/service.ts';
import {
  approvedProduct,
  approvedSeller,
  getOrder,
  placedData,
  placeOrder,
  startOrdersApp,
  type OrdersTestApp,
  type TestSeller,
} from './orders-fixture.ts';
import { call } from './support.ts';

export { approvedSeller, type TestSeller };

export const dayMs = 24 * 60 * 60 * 1000;

/** The ledger's clock: it stands still until the test moves it. */
export type Clock = { now(): Date; advance(days: number): void; set(at: Date): void };

export function testClock(start = new Date('2026-11-10T04:00:00Z')): Clock {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    advance(days) {
      at += days * dayMs;
    },
    set(moment) {
      at = moment.getTime();
    },
  };
}

export type EarningsTestApp = OrdersTestApp & { clock: Clock; orders: OrderService };

/** The real app and the order service, both on one test clock. */
export async function startEarningsApp(
  options: Omit<Parameters<typeof startOrdersApp>[0] & object, 'now'> = {},
): Promise<EarningsTestApp> {
  const clock = testClock();
  const t = await startOrdersApp({ ...options, now: clock.now });
  const orders = createOrderService({
    config: t.config,
    database: t.database,
    jobs: t.app.jobs,
    ledger: { settings: t.config.earnings, now: clock.now },
  });
  return { ...t, clock, orders };
}

/** An approved product with stock for every order a test places; its price in pesos as text ('1000.00'). */
export const productToSell = (t: EarningsTestApp, seller: TestSeller, price = '1000.00') =>
  approvedProduct(t, seller, { quantity: 100_000, price, picture: false });

type PaymentChange = {
  paymentStatus: 'paid' | 'refunded' | 'voided' | 'partially_refunded';
  /** Pesos, as the storefront sends it. */
  amount?: number;
};

/** Tells the order service what the storefront says about an order (read by its schema); expects it applied. */
export async function storefrontSays(
  t: EarningsTestApp,
  orderNumber: string,
  change:
    | { type: 'order.delivered' }
    | { type: 'order.cancelled' }
    | ({ type: 'order.payment_updated' } & PaymentChange),
): Promise<void> {
  const { type, ...data } = change;
  const event = storefrontEventSchema.parse({
    id: randomUUID(),
    type,
    createdAt: new Date().toISOString(),
    data: { orderNumber, ...data },
  });
  const outcome = await t.orders.applyStorefrontEvent(event);
  expect(outcome, JSON.stringify(outcome)).toMatchObject({ ok: true, value: { duplicate: false } });
}

/** A new order of `quantity` of the product, paid unless told otherwise, as its seller reads it. */
export const placeSale = (
  t: EarningsTestApp,
  seller: TestSeller,
  product: Product,
  { quantity = 1, paymentStatus = 'paid' as 'paid' | 'unpaid' } = {},
): Promise<Order> => placeOrder(t, seller, placedData([{ product, quantity }], { paymentStatus }));

/** Accepted and shipped by the seller. */
export async function ship(t: EarningsTestApp, seller: TestSeller, order: Order): Promise<void> {
  expect(await t.orders.setStatus(seller.id, order.id, { status: 'accepted' })).toMatchObject({ ok: true });
  expect(
    await t.orders.fulfil(seller.id, order.id, { courier: 'LBC', trackingNumber: 'LBC-1' }),
  ).toMatchObject({ ok: true });
}

/** A paid order placed, accepted, shipped and delivered now (by the test clock). */
export async function deliveredSale(
  t: EarningsTestApp,
  seller: TestSeller,
  product: Product,
  quantity = 1,
): Promise<Order> {
  const order = await placeSale(t, seller, product, { quantity });
  await ship(t, seller, order);
  await storefrontSays(t, order.orderNumber, { type: 'order.delivered' });
  return getOrder(t, seller, order.id);
}

/** GET /api/seller/earnings as the seller reads it. */
export async function earningsOf(t: EarningsTestApp, seller: TestSeller): Promise<Earnings> {
  const response = await call(t.app, 'GET', '/api/seller/earnings', { token: seller.token });
  expect(response.statusCode, response.body).toBe(200);
  return earningsResponseSchema.parse(response.json()).data;
}
