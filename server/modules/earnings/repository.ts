// The statement's reads of the ledger (issue 13, decision 032): one seller's entries between two moments with
// what a seller reads about each (the order's number, the payout request's channel and decision), the balance
// before a moment, and the months that have entries. All through ledger_entries_seller_available_idx.
import { and, asc, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { LedgerKind, PayoutStatus } from '#schemas/earnings';
import type { Executor } from '../../lib/executor.ts';
import { orders } from '../orders/table.ts';
import { sumOf } from './ledger.ts';
import { ledgerEntries, payoutRequests } from './table.ts';

export type StatementRow = {
  id: number;
  kind: LedgerKind;
  amount: number;
  gross: number | null;
  commission: number | null;
  orderId: number | null;
  payoutRequestId: number | null;
  availableAt: Date;
  orderNumber: string | null;
  channelCode: string | null;
  payoutStatus: PayoutStatus | null;
  reference: string | null;
};

/** "2026-11": the month of a moment as a clock in the Philippines reads it (UTC+8 all year). */
const philippineMonth = sql<string>`to_char(${ledgerEntries.availableAt} at time zone 'UTC' + interval '8 hours', 'YYYY-MM')`;

export function createEarningsRepository(db: Executor) {
  return {
    /** Σ of the entries available before `before`: the available balance at that moment. */
    async balanceBefore(sellerId: string, before: Date): Promise<number> {
      const [row] = await db
        .select({ balance: sumOf() })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.sellerId, sellerId), lt(ledgerEntries.availableAt, before)));
      return row!.balance;
    },

    /** The entries available from `from` (inclusive) to `to` (exclusive), oldest first. */
    entriesBetween(sellerId: string, from: Date, to: Date): Promise<StatementRow[]> {
      return db
        .select({
          id: ledgerEntries.id,
          kind: ledgerEntries.kind,
          amount: ledgerEntries.amount,
          gross: ledgerEntries.gross,
          commission: ledgerEntries.commission,
          orderId: ledgerEntries.orderId,
          payoutRequestId: ledgerEntries.payoutRequestId,
          availableAt: ledgerEntries.availableAt,
          orderNumber: orders.orderNumber,
          channelCode: payoutRequests.channelCode,
          payoutStatus: payoutRequests.status,
          reference: payoutRequests.reference,
        })
        .from(ledgerEntries)
        .leftJoin(orders, eq(orders.id, ledgerEntries.orderId))
        .leftJoin(payoutRequests, eq(payoutRequests.id, ledgerEntries.payoutRequestId))
        .where(
          and(
            eq(ledgerEntries.sellerId, sellerId),
            gte(ledgerEntries.availableAt, from),
            lt(ledgerEntries.availableAt, to),
          ),
        )
        .orderBy(asc(ledgerEntries.availableAt), asc(ledgerEntries.id));
    },

    /** The months (Philippine time) with entries available by `upTo`, newest first. */
    async months(sellerId: string, upTo: Date): Promise<string[]> {
      const rows = await db
        .selectDistinct({ month: philippineMonth })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.sellerId, sellerId), lte(ledgerEntries.availableAt, upTo)))
        .orderBy(desc(philippineMonth));
      return rows.map((row) => row.month);
    },
  };
}
