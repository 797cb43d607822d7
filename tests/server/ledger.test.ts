// The earnings ledger against the real database (issue 13, decision 032): what each order change appends, the
// hold and its release as the clock moves, refunds before and after the release, settling twice appends
// nothing, and the database's own guards (append-only rows, no overdrawing reservation, one seller at a time).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#schemas/products';
import {
  appendPayoutEntry,
  auditLedger,
  balancesOf,
  lockSellerLedger,
  settleOrderEarning,
} from '../../server/modules/earnings/ledger.ts';
import { ledgerEntries, payoutRequests } from '../../server/modules/earnings/table.ts';
import {
  approvedSeller,
  dayMs,
  deliveredSale,
  placeSale,
  productToSell,
  ship,
  startEarningsApp,
  storefrontSays,
  type EarningsTestApp,
  type TestSeller,
} from './earnings-fixture.ts';

let t: EarningsTestApp;

beforeAll(async () => {
  t = await startEarningsApp();
});
afterAll(() => t.close());

/** A seller of their own with a ₱1,000.00 product: each test's sums start at 0. */
async function freshSeller(): Promise<{ seller: TestSeller; product: Product }> {
  const seller = await approvedSeller(t);
  return { seller, product: await productToSell(t, seller) };
}

const balances = (seller: TestSeller, at = t.clock.now()) => balancesOf(t.database.db, seller.id, at);

const entriesOf = (seller: TestSeller) =>
  t.database.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.sellerId, seller.id))
    .orderBy(ledgerEntries.id);

const zero = {
  totalDue: 0,
  payoutApprovedAmount: 0,
  available: 0,
  onHold: 0,
  nextRelease: null,
  lifetimePaidOut: 0,
};

/** Resolves once one transaction of this file's database waits on a lock (asked of the database, no timer). */
const oneWaitsOnALock = () =>
  expect
    .poll(
      async () =>
        (
          await t.database.db.execute<{ waiting: number }>(
            sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          )
        ).rows[0]!.waiting,
      { interval: 20, timeout: 5_000 },
    )
    .toBe(1);

const holdEnd = () => new Date(t.clock.now().getTime() + 7 * dayMs);

describe('an order earns', () => {
  it('its goods less 5 % commission on delivery when paid, held 7 days', async () => {
    const { seller, product } = await freshSeller();
    const order = await placeSale(t, seller, product, { quantity: 2 });
    await ship(t, seller, order);
    expect(await entriesOf(seller)).toEqual([]);

    await storefrontSays(t, order.orderNumber, { type: 'order.delivered' });
    // ₱2,000.00 of goods (the ₱50.00 shipping fee is not the seller's): ₱100.00 commission.
    expect(await entriesOf(seller)).toMatchObject([
      {
        kind: 'order_earning',
        orderId: order.id,
        amount: 190_000,
        gross: 200_000,
        commission: 10_000,
        availableAt: holdEnd(),
        createdAt: t.clock.now(),
      },
    ]);
    expect(await balances(seller)).toEqual({
      ...zero,
      onHold: 190_000,
      nextRelease: { at: holdEnd(), amount: 190_000 },
    });
  });

  it('nothing when it is never delivered and paid: voided unpaid, cancelled, rejected, refunded in transit', async () => {
    const { seller, product } = await freshSeller();
    const unpaid = await placeSale(t, seller, product, { paymentStatus: 'unpaid' });
    await storefrontSays(t, unpaid.orderNumber, { type: 'order.payment_updated', paymentStatus: 'voided' });
    const cancelled = await placeSale(t, seller, product);
    await storefrontSays(t, cancelled.orderNumber, { type: 'order.cancelled' });
    const rejected = await placeSale(t, seller, product);
    expect(
      await t.orders.setStatus(seller.id, rejected.id, { status: 'rejected', reason: 'Sold out' }),
    ).toMatchObject({ ok: true });
    await storefrontSays(t, rejected.orderNumber, {
      type: 'order.payment_updated',
      paymentStatus: 'refunded',
    });
    const shipped = await placeSale(t, seller, product);
    await ship(t, seller, shipped);
    await storefrontSays(t, shipped.orderNumber, {
      type: 'order.payment_updated',
      paymentStatus: 'refunded',
    });

    expect(await entriesOf(seller)).toEqual([]);
    expect(await balances(seller)).toEqual(zero);
  });

  it('on delivery what is left after a partial refund in transit', async () => {
    const { seller, product } = await freshSeller();
    const order = await placeSale(t, seller, product);
    await ship(t, seller, order);
    await storefrontSays(t, order.orderNumber, {
      type: 'order.payment_updated',
      paymentStatus: 'partially_refunded',
      amount: 300,
    });
    expect(await entriesOf(seller)).toEqual([]);
    await storefrontSays(t, order.orderNumber, { type: 'order.delivered' });
    // ₱700.00 of goods kept: ₱35.00 commission.
    expect(await entriesOf(seller)).toMatchObject([
      { kind: 'order_earning', amount: 66_500, gross: 70_000, commission: 3_500 },
    ]);
  });
});

describe('the hold', () => {
  it('releases the earning to totalDue and available when HOLD_DAYS have passed, not a moment before', async () => {
    const { seller, product } = await freshSeller();
    await deliveredSale(t, seller, product);
    const released = holdEnd();
    expect(await balances(seller, new Date(released.getTime() - 1))).toMatchObject({
      totalDue: 0,
      available: 0,
      onHold: 95_000,
      nextRelease: { at: released, amount: 95_000 },
    });
    expect(await balances(seller, released)).toEqual({ ...zero, totalDue: 95_000, available: 95_000 });
  });

  it('names the earliest release and what it releases, and counts each later one on hold', async () => {
    const { seller, product } = await freshSeller();
    await deliveredSale(t, seller, product);
    const first = holdEnd();
    t.clock.advance(2);
    await deliveredSale(t, seller, product, 3);
    expect(await balances(seller)).toMatchObject({
      onHold: 95_000 + 285_000,
      nextRelease: { at: first, amount: 95_000 },
    });
    expect(await balances(seller, first)).toMatchObject({
      totalDue: 95_000,
      onHold: 285_000,
      nextRelease: { at: holdEnd(), amount: 285_000 },
    });
  });
});

describe('a refund', () => {
  it('after the release takes the whole earning back from the released balance', async () => {
    const { seller, product } = await freshSeller();
    const order = await deliveredSale(t, seller, product);
    t.clock.advance(8);
    await storefrontSays(t, order.orderNumber, { type: 'order.payment_updated', paymentStatus: 'refunded' });
    expect((await entriesOf(seller)).at(-1)).toMatchObject({
      kind: 'order_refund',
      amount: -95_000,
      gross: -100_000,
      commission: -5_000,
      availableAt: t.clock.now(),
    });
    expect(await balances(seller)).toEqual(zero);
  });

  it("in part takes back the seller's share of the goods refunded, each time, and the goods before the shipping", async () => {
    const { seller, product } = await freshSeller();
    const order = await deliveredSale(t, seller, product);
    t.clock.advance(8);
    await storefrontSays(t, order.orderNumber, {
      type: 'order.payment_updated',
      paymentStatus: 'partially_refunded',
      amount: 200,
    });
    await storefrontSays(t, order.orderNumber, {
      type: 'order.payment_updated',
      paymentStatus: 'partially_refunded',
      amount: 100,
    });
    const refunds = (await entriesOf(seller)).filter((entry) => entry.kind === 'order_refund');
    // ₱800.00 of goods earns ₱760.00; then ₱700.00 earns ₱665.00.
    expect(refunds).toMatchObject([
      { amount: -19_000, gross: -20_000, commission: -1_000 },
      { amount: -9_500, gross: -10_000, commission: -500 },
    ]);
    expect(await balances(seller)).toMatchObject({ totalDue: 66_500, available: 66_500 });

    // ₱1,040.00 of the ₱1,050.00 total back: all of the goods, so nothing is left to the seller.
    await storefrontSays(t, order.orderNumber, {
      type: 'order.payment_updated',
      paymentStatus: 'partially_refunded',
      amount: 740,
    });
    expect(await balances(seller)).toEqual(zero);
  });

  it('inside the hold reduces what is on hold, never the released balance', async () => {
    const { seller, product } = await freshSeller();
    await deliveredSale(t, seller, product);
    t.clock.advance(8);
    const held = await deliveredSale(t, seller, product, 2);
    const release = holdEnd();
    t.clock.advance(1);
    await storefrontSays(t, held.orderNumber, {
      type: 'order.payment_updated',
      paymentStatus: 'partially_refunded',
      amount: 500,
    });
    expect((await entriesOf(seller)).at(-1)).toMatchObject({ kind: 'order_refund', availableAt: release });
    expect(await balances(seller)).toEqual({
      ...zero,
      totalDue: 95_000,
      available: 95_000,
      onHold: 142_500,
      nextRelease: { at: release, amount: 142_500 },
    });

    // Refunded in full while still held: nothing on hold, and nothing to release.
    await storefrontSays(t, held.orderNumber, { type: 'order.payment_updated', paymentStatus: 'refunded' });
    expect(await balances(seller)).toEqual({ ...zero, totalDue: 95_000, available: 95_000 });
    expect(await balances(seller, release)).toEqual({ ...zero, totalDue: 95_000, available: 95_000 });
  });
});

describe('settling', () => {
  it('again appends nothing, and a repeated storefront event changes nothing', async () => {
    const { seller, product } = await freshSeller();
    const order = await deliveredSale(t, seller, product);
    const ledger = { settings: t.config.earnings, now: t.clock.now };
    for (let time = 0; time < 3; time += 1) await settleOrderEarning(t.database.db, ledger, order.id);
    expect(await entriesOf(seller)).toHaveLength(1);

    const refund = {
      id: crypto.randomUUID(),
      type: 'order.payment_updated' as const,
      createdAt: new Date().toISOString(),
      data: { orderNumber: order.orderNumber, paymentStatus: 'partially_refunded' as const, amount: 10_000 },
    };
    expect(await t.orders.applyStorefrontEvent(refund)).toMatchObject({
      ok: true,
      value: { duplicate: false },
    });
    expect(await t.orders.applyStorefrontEvent(refund)).toMatchObject({
      ok: true,
      value: { duplicate: true },
    });
    expect(await entriesOf(seller)).toHaveLength(2);
    expect(await balances(seller)).toMatchObject({ onHold: 85_500 });
  });

  it('of an order that does not exist does nothing', async () => {
    const before = await t.database.db.$count(ledgerEntries);
    await settleOrderEarning(t.database.db, { settings: t.config.earnings, now: t.clock.now }, 999_999_999);
    expect(await t.database.db.$count(ledgerEntries)).toBe(before);
  });
});

describe('payout entries', () => {
  /** A pending payout request row of `amount` centavos (the payouts service's own tests cover its rules). */
  async function requestRow(seller: TestSeller, amount: number): Promise<number> {
    const [row] = await t.database.db
      .insert(payoutRequests)
      .values({
        sellerId: seller.id,
        channelCode: 'PH_GCASH',
        accountNumber: '09171234567',
        accountName: 'Ana Santos',
        amount,
        createdAt: t.clock.now(),
      })
      .returning({ id: payoutRequests.id });
    return row!.id;
  }

  it('reserve at once, release a failed one, and pay a completed one out', async () => {
    const { seller, product } = await freshSeller();
    await deliveredSale(t, seller, product, 10);
    t.clock.advance(7);
    const at = t.clock.now();
    const failed = await requestRow(seller, 300_000);
    await appendPayoutEntry(t.database.db, {
      sellerId: seller.id,
      payoutRequestId: failed,
      kind: 'payout_reserve',
      amount: -300_000,
      at,
    });
    const completed = await requestRow(seller, 500_000);
    await appendPayoutEntry(t.database.db, {
      sellerId: seller.id,
      payoutRequestId: completed,
      kind: 'payout_reserve',
      amount: -500_000,
      at,
    });
    expect(await balances(seller)).toEqual({
      ...zero,
      totalDue: 950_000,
      payoutApprovedAmount: 800_000,
      available: 150_000,
    });

    await appendPayoutEntry(t.database.db, {
      sellerId: seller.id,
      payoutRequestId: failed,
      kind: 'payout_release',
      amount: 300_000,
      at,
    });
    for (const [kind, amount] of [
      ['payout_release', 500_000],
      ['payout_paid', -500_000],
    ] as const)
      await appendPayoutEntry(t.database.db, {
        sellerId: seller.id,
        payoutRequestId: completed,
        kind,
        amount,
        at,
      });
    expect(await balances(seller)).toEqual({
      ...zero,
      totalDue: 950_000,
      payoutApprovedAmount: 500_000,
      available: 450_000,
      lifetimePaidOut: 500_000,
    });
  });

  it('may not reserve more than is available at its moment: the database refuses it, on-hold money included', async () => {
    const { seller, product } = await freshSeller();
    await deliveredSale(t, seller, product);
    const reserve = async (amount: number) =>
      appendPayoutEntry(t.database.db, {
        sellerId: seller.id,
        payoutRequestId: await requestRow(seller, amount),
        kind: 'payout_reserve',
        amount: -amount,
        at: t.clock.now(),
      });
    await expect(reserve(10_000)).rejects.toMatchObject({ cause: { code: '23514' } });
    t.clock.advance(7);
    await reserve(90_000);
    await expect(reserve(5_001)).rejects.toMatchObject({ cause: { code: '23514' } });
    await reserve(5_000);
    expect(await balances(seller)).toMatchObject({ available: 0, payoutApprovedAmount: 95_000 });
  });

  it('refuses the second of two reservations written at once without the lock: its check waits for the first', async () => {
    const { seller, product } = await freshSeller();
    await deliveredSale(t, seller, product);
    t.clock.advance(7);
    // ₱950.00 available; two transactions reserve all of it, neither taking the seller's lock first.
    const reserveAll = async (tx: Parameters<typeof appendPayoutEntry>[0]) =>
      appendPayoutEntry(tx, {
        sellerId: seller.id,
        payoutRequestId: await requestRow(seller, 95_000),
        kind: 'payout_reserve',
        amount: -95_000,
        at: t.clock.now(),
      });
    let releaseFirst!: () => void;
    const firstMayEnd = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstReserved!: () => void;
    const reserved = new Promise<void>((resolve) => (firstReserved = resolve));
    const first = t.database.db.transaction(async (tx) => {
      await reserveAll(tx);
      firstReserved();
      await firstMayEnd;
    });
    await reserved;
    const second = t.database.db.transaction((tx) => reserveAll(tx));
    await oneWaitsOnALock();
    releaseFirst();
    await first;
    await expect(second).rejects.toMatchObject({ cause: { code: '23514' } });
    expect(await balances(seller)).toMatchObject({ available: 0, payoutApprovedAmount: 95_000 });
  });
});

describe('the database', () => {
  it('refuses to change, delete or truncate a ledger row', async () => {
    const { seller, product } = await freshSeller();
    await deliveredSale(t, seller, product);
    const refused = { cause: { code: '23001' } };
    await expect(
      t.database.db.update(ledgerEntries).set({ amount: 1 }).where(eq(ledgerEntries.sellerId, seller.id)),
    ).rejects.toMatchObject(refused);
    await expect(
      t.database.db.delete(ledgerEntries).where(eq(ledgerEntries.sellerId, seller.id)),
    ).rejects.toMatchObject(refused);
    await expect(t.database.db.execute(sql`truncate ledger_entries`)).rejects.toMatchObject(refused);
    expect(await entriesOf(seller)).toMatchObject([{ amount: 95_000 }]);
  });

  it('holds a second balance-changing transaction of a seller until the first ends', async () => {
    const { seller } = await freshSeller();
    let releaseFirst!: () => void;
    const firstMayEnd = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstLocked!: () => void;
    const locked = new Promise<void>((resolve) => (firstLocked = resolve));
    const order: string[] = [];
    const first = t.database.db.transaction(async (tx) => {
      await lockSellerLedger(tx, seller.id);
      firstLocked();
      await firstMayEnd;
      order.push('first ends');
    });
    await locked;
    const second = t.database.db.transaction(async (tx) => {
      await lockSellerLedger(tx, seller.id);
      order.push('second locks');
    });
    // The second waits on the seller's row lock (seen by the database, not guessed by a timer).
    await oneWaitsOnALock();
    releaseFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['first ends', 'second locks']);
  });
});

describe('the audit', () => {
  const audit = (seller: TestSeller) =>
    auditLedger(t.database.db, { settings: t.config.earnings }, seller.id);

  it('finds every order and payout request of a consistent ledger in agreement', async () => {
    const { seller, product } = await freshSeller();
    const order = await deliveredSale(t, seller, product, 4);
    t.clock.advance(7);
    await storefrontSays(t, order.orderNumber, {
      type: 'order.payment_updated',
      paymentStatus: 'partially_refunded',
      amount: 1_234.56,
    });
    // One that earns nothing yet, with no entries: in agreement too.
    await placeSale(t, seller, product);
    expect(await audit(seller)).toEqual([]);
  });

  it('names an order or a payout request whose entries do not sum to what its row says', async () => {
    const { seller, product } = await freshSeller();
    const order = await deliveredSale(t, seller, product);
    const at = t.clock.now();
    // Written behind the ledger's back: a second credit, and a request without its reservation.
    await t.database.db.insert(ledgerEntries).values({
      sellerId: seller.id,
      kind: 'order_earning',
      amount: 100,
      gross: 100,
      commission: 0,
      orderId: order.id,
      availableAt: at,
      createdAt: at,
    });
    const [request] = await t.database.db
      .insert(payoutRequests)
      .values({
        sellerId: seller.id,
        channelCode: 'PH_BDO',
        accountNumber: '001234567890',
        accountName: 'Ana Santos',
        amount: 10_000,
        createdAt: at,
      })
      .returning({ id: payoutRequests.id });
    expect(await audit(seller)).toEqual([
      { orderId: order.id, sum: 95_100, expected: 95_000 },
      { payoutRequestId: request!.id, sum: 0, expected: -10_000 },
    ]);
  });
});
