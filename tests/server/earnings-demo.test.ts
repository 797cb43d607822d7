// The demo earnings of `npm run demo`: the approved demo seller's money in every state, as the seller's API
// and the admin's payout desk show it: released (the demo orders delivered weeks ago), on hold (the one
// delivered today, with when it releases), and cashed out three times (paid, failed and returned, pending);
// the cards agree with what the orders earn and the requests took, recomputed here without the ledger; a
// second seeding changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminPayoutListResponseSchema,
  earningsResponseSchema,
  orderEarning,
  payoutListResponseSchema,
  statementResponseSchema,
  type Earnings,
} from '#schemas/earnings';
import { toCentavos } from '#schemas/money';
import { orderListResponseSchema, type Order } from '#schemas/orders';
import { notificationPageSizeMax, notificationsPageResponseSchema } from '#schemas/notifications';
import {
  demoHeldOrder,
  orderServiceAtEventTime,
  demoPayouts,
  seedDemoEarnings,
} from '../../server/modules/earnings/demo-data.ts';
import { demoPassword, seedDemoData } from '../../server/modules/onboarding/demo-data.ts';
import { createLocalDocumentStorage } from '../../server/modules/onboarding/storage.ts';
import { createLocalMediaStore } from '../../server/modules/media/store.ts';
import { seedDemoCatalog } from '../../server/modules/products/demo-data.ts';
import { demoOrders, demoOrderSeller, seedDemoOrders } from '../../server/modules/orders/demo-data.ts';
import type { OrderService } from '../../server/modules/orders/service.ts';
import { startOnboardingApp, type OnboardingTestApp } from './onboarding-fixture.ts';
import { call, login } from './support.ts';

let t: OnboardingTestApp;
let orders: OrderService;
let seller: string;
let seeded: { orders: number; payouts: number };
const now = new Date();
const dayMs = 24 * 60 * 60 * 1000;

/** Pesos of the wire as centavos (every amount has at most 2 decimals). */
const centavos = (pesos: number) => toCentavos(pesos.toFixed(2));

const seedOptions = () => ({
  config: t.config,
  database: t.database,
  jobs: t.app.jobs,
  mailer: { send: () => Promise.reject(new Error('no mail while seeding')), close() {} },
  orders,
});

async function get<T>(url: string, schema: { parse: (value: unknown) => T }, token = seller): Promise<T> {
  const response = await call(t.app, 'GET', url, { token });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return schema.parse(response.json());
}

const earnings = async (): Promise<Earnings> =>
  (await get('/api/seller/earnings', earningsResponseSchema)).data;

const sellerOrders = async (): Promise<Order[]> =>
  (await get('/api/orders?limit=50', orderListResponseSchema)).data.orders;

beforeAll(async () => {
  t = await startOnboardingApp();
  await seedDemoData(t.database, createLocalDocumentStorage(t.uploads));
  await seedDemoCatalog(t.database, createLocalMediaStore(t.dataDir));
  orders = orderServiceAtEventTime({ config: t.config, database: t.database, jobs: t.app.jobs });
  await seedDemoOrders(t.database.db, orders, now);
  seeded = await seedDemoEarnings(seedOptions(), now);
  seller = await login(t.app, demoOrderSeller, demoPassword);
}, 120_000);
afterAll(() => t?.close());

/**
 * What the seller's orders earn, from the orders alone: each delivered one's `orderEarning`, less what the
 * storefront refunded (all of it on a full refund, the demo's amount on a partial one).
 */
function earned(order: Order): number {
  if (order.fulfillmentStatus !== 'delivered') return 0;
  const subtotal = centavos(order.subtotal);
  const partialRefund = demoOrders
    .find((demo) => demo.orderNumber === order.orderNumber)
    ?.steps.find((step) => step.by === 'storefront' && step.what === 'partial-refund');
  const refunded =
    order.paymentStatus === 'refunded'
      ? centavos(order.total)
      : partialRefund && 'amount' in partialRefund
        ? centavos(partialRefund.amount!)
        : 0;
  return orderEarning({ subtotal, refunded, commissionBasisPoints: t.config.earnings.commissionBasisPoints })
    .net;
}

describe('seedDemoEarnings', () => {
  it('places the order on hold and asks for every demo payout', () => {
    expect(seeded).toEqual({ orders: 1, payouts: demoPayouts.length });
  });

  it('shows every card: released earnings less the payouts available, the order delivered today on hold until its hold ends, the paid payout', async () => {
    const cards = await earnings();
    const all = await sellerOrders();
    const held = all.find((order) => order.orderNumber === demoHeldOrder.orderNumber)!;
    expect(held.displayStatus).toBe('delivered');
    const released = all
      .filter((order) => order.orderNumber !== demoHeldOrder.orderNumber)
      .reduce((sum, order) => sum + earned(order), 0);
    // Several delivered orders were released, one of them after a partial refund and one refunded in full.
    expect(all.filter((order) => order.fulfillmentStatus === 'delivered').length).toBeGreaterThan(3);
    const deliveredPayments = new Set(
      all.filter((order) => order.fulfillmentStatus === 'delivered').map((order) => order.paymentStatus),
    );
    expect(deliveredPayments).toEqual(new Set(['paid', 'partially_refunded', 'refunded']));

    const paid = demoPayouts.filter((payout) => payout.decision?.status === 'completed');
    const pending = demoPayouts.filter((payout) => !payout.decision);
    const sum = (payouts: typeof demoPayouts) =>
      payouts.reduce((total, payout) => total + centavos(payout.request.amount), 0);
    expect(paid).toHaveLength(1);
    expect(pending).toHaveLength(1);

    expect(centavos(cards.totalDue)).toBe(released);
    expect(centavos(cards.payoutApprovedAmount)).toBe(sum(paid) + sum(pending));
    expect(centavos(cards.available)).toBe(released - sum(paid) - sum(pending));
    expect(centavos(cards.lifetimePaidOut)).toBe(sum(paid));
    expect(centavos(cards.onHold)).toBe(earned(held));
    expect(cards.nextRelease).toEqual({
      at: new Date(now.getTime() + t.config.earnings.holdDays * dayMs).toISOString(),
      amount: cards.onHold,
    });
    // The seller can cash out again: the Cash out button is on.
    expect(centavos(cards.available)).toBeGreaterThanOrEqual(t.config.earnings.payoutMin);
  });

  it('lists a pending, a failed and a completed request, newest first, each dated when it was asked for', async () => {
    const { payoutRequests } = (await get('/api/payout-requests', payoutListResponseSchema)).data;
    const newestFirst = [...demoPayouts].reverse();
    expect(payoutRequests.map((request) => request.status)).toEqual(
      newestFirst.map((payout) => payout.decision?.status ?? 'pending'),
    );
    expect(new Set(payoutRequests.map((request) => request.status))).toEqual(
      new Set(['pending', 'completed', 'failed']),
    );
    for (const [index, request] of payoutRequests.entries()) {
      const demo = newestFirst[index]!;
      expect(request).toMatchObject({
        channelCode: demo.request.channelCode,
        accountNumber: demo.request.accountNumber,
        accountName: demo.request.accountName,
        amount: demo.request.amount,
        reference: demo.decision?.status === 'completed' ? demo.decision.reference : null,
        failureReason: demo.decision?.status === 'failed' ? demo.decision.reason : null,
        createdAt: new Date(now.getTime() - demo.daysAgo * dayMs).toISOString(),
        decidedAt: demo.decision ? new Date(now.getTime() - (demo.daysAgo - 1) * dayMs).toISOString() : null,
      });
    }
  });

  it("puts the pending request on the admin's payout desk with the seller's available balance", async () => {
    const { payoutRequests } = (
      await get('/api/admin/payout-requests?status=pending', adminPayoutListResponseSchema, t.adminToken)
    ).data;
    const pending = payoutRequests.filter((request) => request.seller.email === demoOrderSeller);
    expect(pending).toHaveLength(1);
    expect(pending[0]!.amount).toBe(demoPayouts.find((payout) => !payout.decision)!.request.amount);
    expect(pending[0]!.sellerAvailable).toBe((await earnings()).available);
    for (const status of ['completed', 'failed'] as const) {
      const decided = (
        await get(`/api/admin/payout-requests?status=${status}`, adminPayoutListResponseSchema, t.adminToken)
      ).data.payoutRequests;
      expect(decided.filter((request) => request.seller.email === demoOrderSeller)).toHaveLength(1);
    }
  });

  it("told the seller of each decision in the app, and this month's statement ends at the available balance", async () => {
    const { notifications } = (
      await get(`/api/notifications?limit=${notificationPageSizeMax}&page=1`, notificationsPageResponseSchema)
    ).data;
    const titles = notifications.map((notification) => notification.title);
    expect(titles).toContain('Payout completed');
    expect(titles).toContain('Payout failed');

    const statement = (await get('/api/seller/earnings/statement', statementResponseSchema)).data;
    expect(statement.entries.length).toBeGreaterThan(0);
    expect(statement.closingBalance).toBe((await earnings()).available);
    expect(statement.entries.at(-1)!.balance).toBe(statement.closingBalance);
  });

  it('changes nothing when seeded again', async () => {
    const before = await earnings();
    const requests = (await get('/api/payout-requests', payoutListResponseSchema)).data.payoutRequests;
    expect(await seedDemoEarnings(seedOptions(), now)).toEqual({ orders: 0, payouts: 0 });
    expect(await earnings()).toEqual(before);
    expect((await get('/api/payout-requests', payoutListResponseSchema)).data.payoutRequests).toEqual(
      requests,
    );
  });
});
