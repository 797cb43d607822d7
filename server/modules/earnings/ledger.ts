// The earnings ledger (issue 13, decision 032): the one place that writes ledger_entries and sums them. Every
// function takes the caller's transaction, so an entry commits with the change it records: an order's
// delivery or refund (the orders service), a payout request or its decision (the payouts service).
// Balances are sums as of `now` (the app's clock, injected so tests move time instead of waiting).
import { and, eq, gt, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { LedgerKind } from '#schemas/earnings';
import { orderEarning } from '#schemas/earnings';
import type { EarningsSettings } from '../../config.ts';
import { sellers } from '../../db/schema.ts';
import type { Executor } from '../../lib/executor.ts';
import { orders } from '../orders/table.ts';
import { ledgerEntries, payoutRequests } from './table.ts';

/** What the ledger needs from the app: the earnings settings and the clock. */
export type LedgerContext = { settings: EarningsSettings; now: () => Date };

/** A seller's balances as of a moment, in centavos (the wire's fields: src/schemas/earnings.ts). */
export type Balances = {
  totalDue: number;
  payoutApprovedAmount: number;
  /** totalDue − payoutApprovedAmount: the sum of every entry available at that moment. */
  available: number;
  onHold: number;
  nextRelease: { at: Date; amount: number } | null;
  lifetimePaidOut: number;
};

/**
 * Σ of a value (the amount unless told) over the rows, or those a condition picks, as a number: 0 over no
 * rows, and a number, not the string Postgres's bigint sum of integers arrives as.
 */
export const sumOf = (value: SQL | AnyColumn = ledgerEntries.amount, condition?: SQL) =>
  sql<number>`coalesce(sum(${value})${condition ? sql` filter (where ${condition})` : sql``}, 0)`.mapWith(
    Number,
  );

/** Debits counted as positive amounts: what was reserved or paid out. */
const debited = sql`-${ledgerEntries.amount}`;

const isOrderEntry = sql`${ledgerEntries.orderId} is not null`;
const isPayoutEntry = sql`${ledgerEntries.payoutRequestId} is not null`;
const isPaid = sql`${ledgerEntries.kind} = 'payout_paid'`;

const dayMs = 24 * 60 * 60 * 1000;

/** An order earns while it is delivered and paid, or partly refunded (what is left of it). */
const earnsNow = (order: Pick<typeof orders.$inferSelect, 'fulfillmentStatus' | 'paymentStatus'>) =>
  order.fulfillmentStatus === 'delivered' &&
  (order.paymentStatus === 'paid' || order.paymentStatus === 'partially_refunded');

/**
 * Brings an order's ledger entries to what it earns now (`orderEarning` of its subtotal and refunded amount
 * when it is delivered and paid or partly refunded, else 0) by appending the difference: a credit held
 * `holdDays` from now, or a debit (available at the later of now and the order's earning's release).
 * Called in the transaction of every order status change, under the order's row lock (so two changes of one
 * order settle one after the other); appends nothing when they already agree.
 */
export async function settleOrderEarning(
  tx: Executor,
  { settings, now }: LedgerContext,
  orderId: number,
): Promise<void> {
  const [order] = await tx
    .select({
      sellerId: orders.sellerId,
      subtotal: orders.subtotal,
      refunded: orders.refundedAmount,
      fulfillmentStatus: orders.fulfillmentStatus,
      paymentStatus: orders.paymentStatus,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return;
  const [settled] = await tx
    .select({
      amount: sumOf(),
      gross: sumOf(ledgerEntries.gross),
      commission: sumOf(ledgerEntries.commission),
      releasedAt:
        sql<Date | null>`max(${ledgerEntries.availableAt}) filter (where ${ledgerEntries.kind} = 'order_earning')`.mapWith(
          ledgerEntries.availableAt,
        ),
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.orderId, orderId));
  const due = earnsNow(order)
    ? orderEarning({
        subtotal: order.subtotal,
        refunded: order.refunded,
        commissionBasisPoints: settings.commissionBasisPoints,
      })
    : { gross: 0, commission: 0, net: 0 };
  const amount = due.net - settled!.amount;
  // The seller's money is `net`; a change in gross that rounding leaves without one in net waits for the
  // next entry of the order (so the gross and commission columns still sum to the order's).
  if (amount === 0) return;
  const at = now();
  const releasedAt = settled!.releasedAt;
  await tx.insert(ledgerEntries).values({
    sellerId: order.sellerId,
    kind: amount > 0 ? 'order_earning' : 'order_refund',
    amount,
    gross: due.gross - settled!.gross,
    commission: due.commission - settled!.commission,
    orderId,
    // A refund inside the hold comes off what is on hold, after it off the released balance.
    availableAt:
      amount > 0
        ? new Date(at.getTime() + settings.holdDays * dayMs)
        : releasedAt && releasedAt > at
          ? releasedAt
          : at,
    createdAt: at,
  });
}

/**
 * Serialises every balance-changing request of one seller: takes the seller's row FOR NO KEY UPDATE (other
 * transactions may still insert rows that reference the seller). Call before reading the balance you check.
 */
export async function lockSellerLedger(tx: Executor, sellerId: string): Promise<void> {
  await tx.select({ id: sellers.id }).from(sellers).where(eq(sellers.id, sellerId)).for('no key update');
}

/** The seller's balances as of `at`, summed from the ledger alone. */
export async function balancesOf(tx: Executor, sellerId: string, at: Date): Promise<Balances> {
  const released = lte(ledgerEntries.availableAt, at);
  const [sums] = await tx
    .select({
      totalDue: sumOf(ledgerEntries.amount, sql`${isOrderEntry} and ${released}`),
      onHold: sumOf(ledgerEntries.amount, sql`${isOrderEntry} and not (${released})`),
      payoutApprovedAmount: sumOf(debited, sql`${isPayoutEntry} and ${released}`),
      lifetimePaidOut: sumOf(debited, sql`${isPaid} and ${released}`),
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.sellerId, sellerId));
  // The next release: the earliest moment still ahead with anything on hold (a refund inside the hold shares
  // its earning's moment, so a fully refunded order releases nothing).
  const [next] = await tx
    .select({
      at: ledgerEntries.availableAt,
      amount: sumOf(),
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.sellerId, sellerId), isOrderEntry, gt(ledgerEntries.availableAt, at)))
    .groupBy(ledgerEntries.availableAt)
    .having(sql`sum(${ledgerEntries.amount}) <> 0`)
    .orderBy(ledgerEntries.availableAt)
    .limit(1);
  const { totalDue, onHold, payoutApprovedAmount, lifetimePaidOut } = sums!;
  return {
    totalDue,
    payoutApprovedAmount,
    available: totalDue - payoutApprovedAmount,
    onHold,
    nextRelease: next ?? null,
    lifetimePaidOut,
  };
}

/**
 * What each of these sellers may cash out as of `at` (Σ of every entry available by then; 0 without any),
 * in one statement: the cash-out's check under the lock and the payout desk's column of a page of sellers.
 */
export async function availableOf(
  tx: Executor,
  sellerIds: readonly string[],
  at: Date,
): Promise<Map<string, number>> {
  const available = new Map(sellerIds.map((sellerId) => [sellerId, 0]));
  if (sellerIds.length === 0) return available;
  const rows = await tx
    .select({ sellerId: ledgerEntries.sellerId, available: sumOf() })
    .from(ledgerEntries)
    .where(
      and(
        sql`${ledgerEntries.sellerId} = any(${sql.param([...sellerIds])}::uuid[])`,
        lte(ledgerEntries.availableAt, at),
      ),
    )
    .groupBy(ledgerEntries.sellerId);
  for (const row of rows) available.set(row.sellerId, row.available);
  return available;
}

/** Appends one payout entry (reserve −amount, release +amount, paid −amount), available at `at`. */
export async function appendPayoutEntry(
  tx: Executor,
  entry: {
    sellerId: string;
    payoutRequestId: number;
    kind: Extract<LedgerKind, 'payout_reserve' | 'payout_release' | 'payout_paid'>;
    /** Centavos, signed as the kind requires. */
    amount: number;
    at: Date;
  },
): Promise<void> {
  const { sellerId, payoutRequestId, kind, amount, at } = entry;
  await tx
    .insert(ledgerEntries)
    .values({ sellerId, payoutRequestId, kind, amount, availableAt: at, createdAt: at });
}

/** A ledger that disagrees with its sources: an order's or a payout request's entries, what they sum to and should. */
export type LedgerDiscrepancy =
  | { orderId: number; sum: number; expected: number }
  | { payoutRequestId: number; sum: number; expected: number };

/**
 * The database check of decision 032: every order's entries sum to what it earns now, and every payout
 * request's to −amount while pending or completed (0 once failed), a completed one with its amount paid out.
 * Recomputed from the orders and payout_requests tables, independently of how the entries were written; one
 * seller's, or everyone's. An empty answer is a consistent ledger.
 */
export async function auditLedger(
  tx: Executor,
  { settings }: Pick<LedgerContext, 'settings'>,
  sellerId?: string,
): Promise<LedgerDiscrepancy[]> {
  // Joined (not correlated subqueries): with a join every column is named with its table.
  const orderRows = await tx
    .select({
      orderId: orders.id,
      subtotal: orders.subtotal,
      refunded: orders.refundedAmount,
      fulfillmentStatus: orders.fulfillmentStatus,
      paymentStatus: orders.paymentStatus,
      sum: sumOf(),
    })
    .from(orders)
    .leftJoin(ledgerEntries, eq(ledgerEntries.orderId, orders.id))
    .where(sellerId === undefined ? undefined : eq(orders.sellerId, sellerId))
    .groupBy(orders.id);
  const payoutRows = await tx
    .select({
      payoutRequestId: payoutRequests.id,
      amount: payoutRequests.amount,
      status: payoutRequests.status,
      sum: sumOf(),
      paid: sumOf(debited, isPaid),
    })
    .from(payoutRequests)
    .leftJoin(ledgerEntries, eq(ledgerEntries.payoutRequestId, payoutRequests.id))
    .where(sellerId === undefined ? undefined : eq(payoutRequests.sellerId, sellerId))
    .groupBy(payoutRequests.id);
  const discrepancies: LedgerDiscrepancy[] = [];
  for (const { orderId, sum, ...order } of orderRows) {
    const expected = earnsNow(order)
      ? orderEarning({ ...order, commissionBasisPoints: settings.commissionBasisPoints }).net
      : 0;
    if (sum !== expected) discrepancies.push({ orderId, sum, expected });
  }
  for (const { payoutRequestId, amount, status, sum, paid } of payoutRows) {
    const expected = status === 'failed' ? 0 : -amount;
    if (sum !== expected || paid !== (status === 'completed' ? amount : 0))
      discrepancies.push({ payoutRequestId, sum, expected });
  }
  return discrepancies;
}
