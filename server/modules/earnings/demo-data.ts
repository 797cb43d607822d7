// The demo earnings of `npm run demo` (issue 13): the approved demo seller's money in every state, made
// through the real services on the real ledger. The demo orders delivered weeks ago (server/modules/orders/
// demo-data.ts) were credited when the storefront said so, so their holds are over; one more order is
// delivered today and waits out its hold; and the seller cashed out three times: once paid, once failed and
// returned, once still waiting on the admin's payout desk. Idempotent: what exists is left alone.
import { eq, sql } from 'drizzle-orm';
import { orderFulfilBodySchema, orderStatusBodySchema, storefrontEventSchema } from '#schemas/orders';
import { payoutRequestBodySchema, type PayoutDecision, type PayoutRequestInput } from '#schemas/earnings';
import { sellers } from '../../db/schema.ts';
import type { Executor } from '../../lib/executor.ts';
import { createAdminRepository } from '../admin/repository.ts';
import { demoAdmin } from '../onboarding/demo-data.ts';
import {
  demoBuyers,
  demoOrderSeller,
  orderPlacedEvent,
  sellableItems,
  storefrontFollowUps,
} from '../orders/demo-data.ts';
import { createOrderService, type OrderService, type OrderServiceOptions } from '../orders/service.ts';
import { orders } from '../orders/table.ts';
import { createPayoutService, type PayoutServiceOptions } from '../payouts/service.ts';
import { payoutRequests } from './table.ts';

/**
 * An orders service for replaying the past (the demo's seeding, the walks' sellers): its ledger reads the time
 * of the storefront event it applies, so a delivery the storefront dates a month back is credited a month
 * back and its hold is long over (the app's ledger reads the real time, as it must). Seller actions read the
 * real time; they credit nothing.
 */
export function orderServiceAtEventTime(options: Omit<OrderServiceOptions, 'ledger'>): OrderService {
  let eventTime: Date | null = null;
  const service = createOrderService({
    ...options,
    ledger: { settings: options.config.earnings, now: () => eventTime ?? new Date() },
  });
  return {
    ...service,
    async applyStorefrontEvent(event) {
      eventTime = new Date(event.createdAt);
      try {
        return await service.applyStorefrontEvent(event);
      } finally {
        eventTime = null;
      }
    },
  };
}

/** The demo order still on hold: delivered today by a same-day courier. */
export const demoHeldOrder = {
  orderNumber: 'DEMO-1015',
  lines: [
    ['ANA-HAMPER', 1],
    ['ANA-TABLEA', 2],
  ],
} as const;

const dayMs = 24 * 60 * 60 * 1000;
const hourMs = 60 * 60 * 1000;

type DemoPayout = {
  daysAgo: number;
  /** As the seller's browser sends it (pesos). */
  request: PayoutRequestInput & { amount: number };
  /** The admin's decision, a day after the request; none: still pending. */
  decision?: PayoutDecision;
};

/**
 * The demo seller's cash-outs, oldest first, each within what was released to the seller when it was asked
 * for (the ledger refuses any other): ₱1,000 paid to BDO, ₱500 to GCash failed and returned, ₱800 to Maya
 * waiting; more than the least cash-out stays available, and the order delivered today is on hold.
 */
export const demoPayouts: DemoPayout[] = [
  {
    daysAgo: 12,
    request: {
      channelCode: 'PH_BDO',
      accountNumber: '004560123789',
      accountName: 'Ana Santos',
      amount: 1000,
    },
    decision: { status: 'completed', reference: 'BDO-IB-2611-004417' },
  },
  {
    daysAgo: 8,
    request: {
      channelCode: 'PH_GCASH',
      accountNumber: '09171234567',
      accountName: 'Ana Santos',
      amount: 500,
    },
    decision: {
      status: 'failed',
      reason:
        'GCash returned the transfer: the account is not fully verified. Verify it in the GCash app and cash out again.',
    },
  },
  {
    daysAgo: 1,
    request: {
      channelCode: 'PH_PAYMAYA',
      accountNumber: '09181234502',
      accountName: 'Ana Santos',
      amount: 800,
    },
  },
];

export type DemoEarningsOptions = Omit<OrderServiceOptions, 'ledger'> &
  Pick<PayoutServiceOptions, 'mailer'> & { orders: OrderService };

/** Delivers today the order still on hold, unless it exists; answers whether it placed it. */
async function seedHeldOrder(
  db: Executor,
  service: OrderService,
  sellerId: string,
  now: Date,
): Promise<boolean> {
  const [existing] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.orderNumber, demoHeldOrder.orderNumber));
  if (existing) return false;
  const bySku = new Map((await sellableItems(db, demoOrderSeller)).map((item) => [item.sku, item]));
  const lines = demoHeldOrder.lines.map(([sku, quantity]) => {
    const item = bySku.get(sku);
    if (!item)
      throw new Error(`The demo order ${demoHeldOrder.orderNumber} needs ${sku}: seed the catalog first`);
    return { item, quantity };
  });
  const placed = await service.applyStorefrontEvent(
    storefrontEventSchema.parse(
      orderPlacedEvent({
        orderNumber: demoHeldOrder.orderNumber,
        buyer: demoBuyers[5]!,
        lines,
        shippingFee: 9_000,
        paymentStatus: 'paid',
        placedAt: new Date(now.getTime() - 5 * hourMs),
      }),
    ),
  );
  if (!placed.ok || placed.value.orderId === null)
    throw new Error(`The demo order ${demoHeldOrder.orderNumber} was refused: ${JSON.stringify(placed)}`);
  const orderId = placed.value.orderId;
  const steps = [
    () => service.setStatus(sellerId, orderId, orderStatusBodySchema.parse({ status: 'accepted' })),
    () => service.fulfil(sellerId, orderId, orderFulfilBodySchema.parse({ courier: 'Lalamove' })),
    () =>
      service.applyStorefrontEvent(
        storefrontEventSchema.parse(
          storefrontFollowUps.deliver(demoHeldOrder.orderNumber, { createdAt: now }),
        ),
      ),
  ];
  for (const step of steps) {
    const outcome = await step();
    if (!outcome.ok)
      throw new Error(`The demo order ${demoHeldOrder.orderNumber} stopped: ${JSON.stringify(outcome)}`);
  }
  return true;
}

/**
 * Seeds the demo seller's earnings: the order on hold, then the cash-outs, each asked for and decided through
 * the payouts service at its own moment (its clock set there), so the ledger checks each against the balance
 * of that moment. Answers how many orders and payout requests it made.
 */
export async function seedDemoEarnings(
  options: DemoEarningsOptions,
  now = new Date(),
): Promise<{ orders: number; payouts: number }> {
  const { db } = options.database;
  const [seller] = await db
    .select({ id: sellers.id })
    .from(sellers)
    .where(eq(sellers.email, demoOrderSeller));
  if (!seller) return { orders: 0, payouts: 0 };
  const heldOrders = (await seedHeldOrder(db, options.orders, seller.id, now)) ? 1 : 0;

  const [asked] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(payoutRequests)
    .where(eq(payoutRequests.sellerId, seller.id));
  if (asked!.count > 0) return { orders: heldOrders, payouts: 0 };
  const admin = await createAdminRepository(db).findByEmail(demoAdmin.email);
  if (!admin) throw new Error('The demo payouts need the demo admin: seed the demo accounts first');
  let clock = now;
  const payouts = createPayoutService({
    ...options,
    settings: options.config.earnings,
    now: () => clock,
  });
  for (const payout of demoPayouts) {
    clock = new Date(now.getTime() - payout.daysAgo * dayMs);
    const requested = await payouts.request(seller.id, payoutRequestBodySchema().parse(payout.request));
    if (!requested.ok)
      throw new Error(
        `The demo payout of ₱${payout.request.amount} was refused: ${JSON.stringify(requested)}`,
      );
    if (!payout.decision) continue;
    clock = new Date(clock.getTime() + dayMs);
    const decided = await payouts.decide(admin.id, requested.value.id, payout.decision);
    if (!decided.ok)
      throw new Error(`The demo payout #${requested.value.id} was not decided: ${JSON.stringify(decided)}`);
  }
  return { orders: heldOrders, payouts: demoPayouts.length };
}
