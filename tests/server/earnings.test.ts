// GET /api/seller/earnings and the monthly statement against the real app (issue 13, decision 032): who may
// read them, the balances in pesos as the clock moves, the statement's entries, descriptions, running balance
// and CSV, and the recomputation: over random sequences of deliveries, refunds, payout requests, decisions and
// clock moves, the answer of /earnings equals sums taken independently from the orders and payout tables and
// from the ledger alone.
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEarning, statementResponseSchema, type Statement } from '#schemas/earnings';
import type { Order } from '#schemas/orders';
import type { Product } from '#schemas/products';
import { auditLedger } from '../../server/modules/earnings/ledger.ts';
import { ledgerEntries, payoutRequests } from '../../server/modules/earnings/table.ts';
import { orders as orderTable } from '../../server/modules/orders/table.ts';
import {
  approvedSeller,
  dayMs,
  deliveredSale,
  earningsOf,
  productToSell,
  startEarningsApp,
  storefrontSays,
  type EarningsTestApp,
  type TestSeller,
} from './earnings-fixture.ts';
import { call, expectError } from './support.ts';

let t: EarningsTestApp;

beforeAll(async () => {
  t = await startEarningsApp();
});
afterAll(() => t.close());

const centavosOf = (pesos: number) => Math.round(pesos * 100);

async function freshSeller(): Promise<{ seller: TestSeller; product: Product }> {
  const seller = await approvedSeller(t);
  return { seller, product: await productToSell(t, seller) };
}

const nothing = {
  totalDue: 0,
  payoutApprovedAmount: 0,
  available: 0,
  onHold: 0,
  nextRelease: null,
  lifetimePaidOut: 0,
  payoutMin: 100,
  payoutMax: 50_000,
};

/** POST /api/payout-requests to GCash. */
const cashOut = (seller: TestSeller, amount: number) =>
  call(t.app, 'POST', '/api/payout-requests', {
    token: seller.token,
    body: { channelCode: 'PH_GCASH', accountNumber: '09171234567', accountName: 'Ana Santos', amount },
  });

async function requested(seller: TestSeller, amount: number): Promise<number> {
  const response = await cashOut(seller, amount);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: { id: number } }).data.id;
}

const decide = (
  id: number,
  body: { status: 'completed'; reference: string } | { status: 'failed'; reason: string },
) => call(t.app, 'PATCH', `/api/admin/payout-requests/${id}`, { token: t.adminToken, body });

async function statementOf(seller: TestSeller, month?: string): Promise<Statement> {
  const response = await call(
    t.app,
    'GET',
    `/api/seller/earnings/statement${month === undefined ? '' : `?month=${month}`}`,
    { token: seller.token },
  );
  expect(response.statusCode, response.body).toBe(200);
  return statementResponseSchema.parse(response.json()).data;
}

describe('GET /api/seller/earnings', () => {
  it('needs a signed-in, approved seller', async () => {
    expectError(await call(t.app, 'GET', '/api/seller/earnings'), 401, 'UNAUTHENTICATED');
    const waiting = await approvedSeller(t, { approved: false });
    for (const url of [
      '/api/seller/earnings',
      '/api/seller/earnings/statement',
      '/api/seller/earnings/statement.csv',
    ])
      expectError(await call(t.app, 'GET', url, { token: waiting.token }), 403, 'AWAITING_APPROVAL');
  });

  it('answers zeros and the payout bounds before any sale', async () => {
    const { seller } = await freshSeller();
    expect(await earningsOf(t, seller)).toEqual(nothing);
  });

  it('holds a delivered sale, then releases it to available; payouts and refunds move it as the spec says', async () => {
    const { seller, product } = await freshSeller();
    const first = await deliveredSale(t, seller, product, 3);
    const release = new Date(t.clock.now().getTime() + 7 * dayMs).toISOString();
    expect(await earningsOf(t, seller)).toEqual({
      ...nothing,
      onHold: 2_850,
      nextRelease: { at: release, amount: 2_850 },
    });

    t.clock.advance(7);
    expect(await earningsOf(t, seller)).toEqual({ ...nothing, totalDue: 2_850, available: 2_850 });

    const completed = await requested(seller, 1_000);
    const failed = await requested(seller, 500.5);
    expect(await earningsOf(t, seller)).toMatchObject({ payoutApprovedAmount: 1_500.5, available: 1_349.5 });
    expect((await decide(completed, { status: 'completed', reference: 'IB-20261117-1' })).statusCode).toBe(
      200,
    );
    expect(
      (await decide(failed, { status: 'failed', reason: 'Account name does not match' })).statusCode,
    ).toBe(200);
    expect(await earningsOf(t, seller)).toEqual({
      ...nothing,
      totalDue: 2_850,
      payoutApprovedAmount: 1_000,
      available: 1_850,
      lifetimePaidOut: 1_000,
    });

    // A full refund after a payout: the balance goes below zero and what follows pays it back.
    await storefrontSays(t, first.orderNumber, { type: 'order.payment_updated', paymentStatus: 'refunded' });
    expect(await earningsOf(t, seller)).toMatchObject({ totalDue: 0, available: -1_000 });
  });
});

describe('the statement', () => {
  it("lists the month's entries oldest first, each described for the seller, with the running balance", async () => {
    t.clock.set(new Date('2026-11-10T04:00:00Z'));
    const { seller, product } = await freshSeller();
    // 2026-11-10 12:00 in Manila: delivered; released on the 17th.
    const sold = await deliveredSale(t, seller, product);
    t.clock.advance(7);
    const refunded = await deliveredSale(t, seller, product, 2);
    t.clock.advance(8);
    await storefrontSays(t, refunded.orderNumber, {
      type: 'order.payment_updated',
      paymentStatus: 'partially_refunded',
      amount: 100,
    });
    const paid = await requested(seller, 1_000);
    const failed = await requested(seller, 200);
    await decide(paid, { status: 'completed', reference: 'IB-77, "urgent"' });
    await decide(failed, { status: 'failed', reason: 'Closed account' });

    // Now 2026-11-25 12:00 in Manila.
    const statement = await statementOf(seller);
    expect(statement).toMatchObject({ month: '2026-11', months: ['2026-11'], openingBalance: 0 });
    expect(
      statement.entries.map(({ description, amount, gross, commission, balance, kind }) => ({
        kind,
        description,
        amount,
        gross,
        commission,
        balance,
      })),
    ).toEqual([
      {
        kind: 'order_earning',
        description: `Order #${sold.orderNumber}`,
        amount: 950,
        gross: 1_000,
        commission: 50,
        balance: 950,
      },
      {
        kind: 'order_earning',
        description: `Order #${refunded.orderNumber}`,
        amount: 1_900,
        gross: 2_000,
        commission: 100,
        balance: 2_850,
      },
      {
        kind: 'order_refund',
        description: `Refund on order #${refunded.orderNumber}`,
        amount: -95,
        gross: -100,
        commission: -5,
        balance: 2_755,
      },
      {
        kind: 'payout_reserve',
        description: `Cash out to GCash (request #${paid})`,
        amount: -1_000,
        gross: null,
        commission: null,
        balance: 1_755,
      },
      {
        kind: 'payout_reserve',
        description: `Cash out to GCash (request #${failed})`,
        amount: -200,
        gross: null,
        commission: null,
        balance: 1_555,
      },
      {
        kind: 'payout_release',
        description: `Cash out #${paid} paid (ref IB-77, "urgent"): reservation released`,
        amount: 1_000,
        gross: null,
        commission: null,
        balance: 2_555,
      },
      {
        kind: 'payout_paid',
        description: `Cash out #${paid} paid (ref IB-77, "urgent")`,
        amount: -1_000,
        gross: null,
        commission: null,
        balance: 1_555,
      },
      {
        kind: 'payout_release',
        description: `Cash out #${failed} failed: returned`,
        amount: 200,
        gross: null,
        commission: null,
        balance: 1_755,
      },
    ]);
    expect(statement.closingBalance).toBe(1_755);
    expect(statement.closingBalance).toBe((await earningsOf(t, seller)).available);
    expect(statement.entries[0]).toMatchObject({
      orderId: sold.id,
      payoutRequestId: null,
      at: '2026-11-17T04:00:00.000Z',
    });
    expect(statement.entries[3]).toMatchObject({ orderId: null, payoutRequestId: paid });

    const csv = await call(t.app, 'GET', '/api/seller/earnings/statement.csv?month=2026-11', {
      token: seller.token,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="statement-2026-11.csv"');
    expect(csv.body.split('\r\n')).toEqual([
      'date,description,amount,gross,commission,balance',
      '2026-11-01 00:00,Opening balance,,,,0.00',
      `2026-11-17 12:00,Order #${sold.orderNumber},950.00,1000.00,50.00,950.00`,
      `2026-11-24 12:00,Order #${refunded.orderNumber},1900.00,2000.00,100.00,2850.00`,
      `2026-11-25 12:00,Refund on order #${refunded.orderNumber},-95.00,-100.00,-5.00,2755.00`,
      `2026-11-25 12:00,Cash out to GCash (request #${paid}),-1000.00,,,1755.00`,
      `2026-11-25 12:00,Cash out to GCash (request #${failed}),-200.00,,,1555.00`,
      `2026-11-25 12:00,"Cash out #${paid} paid (ref IB-77, ""urgent""): reservation released",1000.00,,,2555.00`,
      `2026-11-25 12:00,"Cash out #${paid} paid (ref IB-77, ""urgent"")",-1000.00,,,1555.00`,
      `2026-11-25 12:00,Cash out #${failed} failed: returned,200.00,,,1755.00`,
      '',
    ]);
  });

  it('opens a month with the balance it closed the last one with, and leaves out what is still on hold', async () => {
    const { seller, product } = await freshSeller();
    await deliveredSale(t, seller, product);
    t.clock.advance(7);
    const november = await statementOf(seller);
    // Move into December (Manila time), deliver again: still on hold, not on the statement.
    while (november.month === (await statementOf(seller)).month) t.clock.advance(7);
    await deliveredSale(t, seller, product);
    const december = await statementOf(seller);
    expect(december.month).not.toBe(november.month);
    expect(december).toMatchObject({
      openingBalance: november.closingBalance,
      closingBalance: november.closingBalance,
      entries: [],
      months: [november.month],
    });
    expect(await statementOf(seller, november.month)).toEqual(november);
  });

  it('of a month long past or far ahead is empty; a month that is not one is refused', async () => {
    const { seller, product } = await freshSeller();
    await deliveredSale(t, seller, product);
    t.clock.advance(7);
    const { available } = await earningsOf(t, seller);
    expect(await statementOf(seller, '0001-01')).toMatchObject({
      openingBalance: 0,
      closingBalance: 0,
      entries: [],
    });
    expect(await statementOf(seller, '9999-12')).toMatchObject({
      openingBalance: available,
      closingBalance: available,
      entries: [],
    });
    for (const month of ['2026-13', '2026-1', 'november', '2026-11-01'])
      for (const suffix of ['', '.csv']) {
        const response = await call(t.app, 'GET', `/api/seller/earnings/statement${suffix}?month=${month}`, {
          token: seller.token,
        });
        expect(expectError(response, 400, 'VALIDATION_FAILED').fields).toEqual({
          month: 'month must be a month such as 2026-11',
        });
      }
  });

  it('shows only the seller their own entries', async () => {
    const { seller, product } = await freshSeller();
    await deliveredSale(t, seller, product);
    t.clock.advance(7);
    const { seller: other } = await freshSeller();
    expect(await statementOf(other)).toMatchObject({ entries: [], months: [], closingBalance: 0 });
  });
});

// ---------------------------------------------------------------------------------------------------------
// The recomputation

type Step =
  | { type: 'deliver'; quantity: number }
  | { type: 'refund'; which: number; amount: number | 'all' }
  | { type: 'request'; amount: number }
  | { type: 'decide'; which: number; status: 'completed' | 'failed' }
  | { type: 'wait'; days: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ type: fc.constant('deliver'), quantity: fc.integer({ min: 1, max: 3 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('refund'),
      which: fc.nat(),
      // Pesos up to more than an order's goods: the refund counts against the goods first, then shipping.
      amount: fc.oneof(
        fc.constant('all' as const),
        fc.integer({ min: 1, max: 400_000 }).map((c) => c / 100),
      ),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('request'),
      amount: fc.integer({ min: 5_000, max: 500_000 }).map((c) => c / 100),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('decide'),
      which: fc.nat(),
      status: fc.constantFrom('completed' as const, 'failed' as const),
    }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('wait'), days: fc.integer({ min: 0, max: 10 }) }) },
);

/**
 * What the seller should see, from the orders and payout tables and the test's own record of when each order
 * was delivered: an order's earning (the rule of the schema, on its current subtotal and refunded amount) is
 * released when its hold has passed, whatever refunds came since.
 */
async function recomputed(seller: TestSeller, deliveredAt: Map<number, number>) {
  const now = t.clock.now().getTime();
  const rows = await t.database.db.select().from(orderTable).where(eq(orderTable.sellerId, seller.id));
  let totalDue = 0;
  let onHold = 0;
  for (const order of rows) {
    const earns =
      order.fulfillmentStatus === 'delivered' &&
      (order.paymentStatus === 'paid' || order.paymentStatus === 'partially_refunded');
    if (!earns) continue;
    const { net } = orderEarning({
      subtotal: order.subtotal,
      refunded: order.refundedAmount,
      commissionBasisPoints: t.config.earnings.commissionBasisPoints,
    });
    if (deliveredAt.get(order.id)! + t.config.earnings.holdDays * dayMs <= now) totalDue += net;
    else onHold += net;
  }
  const requests = await t.database.db
    .select()
    .from(payoutRequests)
    .where(eq(payoutRequests.sellerId, seller.id));
  const sum = (status: string[]) =>
    requests
      .filter((request) => status.includes(request.status))
      .reduce((all, { amount }) => all + amount, 0);
  const [ledger] = await t.database.db
    .select({ sum: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)`.mapWith(Number) })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.sellerId, seller.id), lte(ledgerEntries.availableAt, t.clock.now())));
  return {
    totalDue,
    onHold,
    payoutApprovedAmount: sum(['pending', 'completed']),
    lifetimePaidOut: sum(['completed']),
    ledgerAvailable: ledger!.sum,
  };
}

describe('the recomputation', () => {
  it('/earnings equals the sums of the orders and payout requests, and available the sum of the ledger', async () => {
    const { payoutMin, payoutMax } = t.config.earnings;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 20 }), async (steps) => {
        const { seller, product } = await freshSeller();
        const delivered: Order[] = [];
        const deliveredAt = new Map<number, number>();
        const pending: number[] = [];
        for (const each of steps) {
          switch (each.type) {
            case 'deliver': {
              const order = await deliveredSale(t, seller, product, each.quantity);
              delivered.push(order);
              deliveredAt.set(order.id, t.clock.now().getTime());
              break;
            }
            case 'refund': {
              const order = delivered[each.which % Math.max(delivered.length, 1)];
              if (!order) break;
              const [row] = await t.database.db
                .select({ paymentStatus: orderTable.paymentStatus })
                .from(orderTable)
                .where(eq(orderTable.id, order.id));
              if (row!.paymentStatus === 'refunded') break;
              await storefrontSays(
                t,
                order.orderNumber,
                each.amount === 'all'
                  ? { type: 'order.payment_updated', paymentStatus: 'refunded' }
                  : {
                      type: 'order.payment_updated',
                      paymentStatus: 'partially_refunded',
                      amount: each.amount,
                    },
              );
              break;
            }
            case 'request': {
              const { available } = await earningsOf(t, seller);
              const centavos = centavosOf(each.amount);
              const allowed = centavos >= payoutMin && centavos <= Math.min(payoutMax, centavosOf(available));
              const response = await cashOut(seller, each.amount);
              // 201 exactly when the balance and the bounds allow it; 400 outside the static bounds; else 409.
              const outside = centavos < payoutMin || centavos > payoutMax;
              expect(response.statusCode, response.body).toBe(allowed ? 201 : outside ? 400 : 409);
              if (allowed) pending.push((response.json() as { data: { id: number } }).data.id);
              break;
            }
            case 'decide': {
              if (pending.length === 0) break;
              const [id] = pending.splice(each.which % pending.length, 1);
              const response = await decide(
                id!,
                each.status === 'completed'
                  ? { status: 'completed', reference: `REF-${id}` }
                  : { status: 'failed', reason: 'Account closed' },
              );
              expect(response.statusCode, response.body).toBe(200);
              break;
            }
            case 'wait':
              t.clock.advance(each.days);
              break;
          }
          const answered = await earningsOf(t, seller);
          const expected = await recomputed(seller, deliveredAt);
          expect({
            totalDue: centavosOf(answered.totalDue),
            onHold: centavosOf(answered.onHold),
            payoutApprovedAmount: centavosOf(answered.payoutApprovedAmount),
            lifetimePaidOut: centavosOf(answered.lifetimePaidOut),
            ledgerAvailable: centavosOf(answered.available),
          }).toEqual(expected);
          expect(centavosOf(answered.available)).toBe(expected.totalDue - expected.payoutApprovedAmount);
          const { closingBalance } = await statementOf(seller);
          expect(closingBalance).toBe(answered.available);
        }
        expect(await auditLedger(t.database.db, { settings: t.config.earnings }, seller.id)).toEqual([]);
        // No request ever took the balance as of its own moment below zero: the reservations are all there.
        const reserves = await t.database.db
          .select({ count: sql<number>`count(*)::int` })
          .from(ledgerEntries)
          .where(and(eq(ledgerEntries.sellerId, seller.id), inArray(ledgerEntries.kind, ['payout_reserve'])));
        expect(reserves[0]!.count).toBe(
          await t.database.db.$count(payoutRequests, eq(payoutRequests.sellerId, seller.id)),
        );
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
