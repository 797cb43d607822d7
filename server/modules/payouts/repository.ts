// The SQL of payout requests: the seller's pages, the desk's pages, one request locked for its decision, the
// pending ones for the bank's file. Built per executor: on the database for reads, on the use case's
// transaction (`createPayoutRepository(tx)`) for what must commit with its ledger entries.
import { and, asc, count, desc, eq, getTableColumns, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { PayoutStatus } from '#schemas/earnings';
import { sellers } from '../../db/schema.ts';
import type { Executor } from '../../lib/executor.ts';
import { payoutRequests } from '../earnings/table.ts';

export type PayoutRow = typeof payoutRequests.$inferSelect;
export type NewPayoutRow = Pick<
  typeof payoutRequests.$inferInsert,
  'sellerId' | 'channelCode' | 'accountNumber' | 'accountName' | 'amount' | 'createdAt'
>;

/** Who asked, as the desk and the decision's e-mail name them. */
export type PayoutSeller = { id: string; name: string; email: string; storeName: string };
export type AdminPayoutRow = PayoutRow & { seller: PayoutSeller };

/** The decision's columns: the status with its reference or reason, who decided and when. */
export type DecisionColumns = Pick<PayoutRow, 'status' | 'reference' | 'failureReason' | 'decidedBy'> & {
  decidedAt: Date;
};

const payoutColumns = getTableColumns(payoutRequests);

const sellerColumns = {
  id: sellers.id,
  name: sellers.sellerName,
  email: sellers.email,
  storeName: sellers.spStoreName,
};

/**
 * The desk's order: what waits is paid in turn, oldest first; what is decided reads newest first. Both walk
 * the (status, id) index, forwards or backwards, from the previous page's last id.
 */
const deskOrder = (
  status: PayoutStatus,
  after: number | undefined,
): { where: SQL | undefined; order: SQL } =>
  status === 'pending'
    ? {
        where: after === undefined ? undefined : gt(payoutRequests.id, after),
        order: asc(payoutRequests.id),
      }
    : {
        where: after === undefined ? undefined : lt(payoutRequests.id, after),
        order: desc(payoutRequests.id),
      };

export function createPayoutRepository(db: Executor) {
  /** Requests with who asked: what the desk, a decision and its letter read. */
  const withSellers = () =>
    db
      .select({ ...payoutColumns, seller: sellerColumns })
      .from(payoutRequests)
      .innerJoin(sellers, eq(sellers.id, payoutRequests.sellerId));

  return {
    async insert(row: NewPayoutRow): Promise<PayoutRow> {
      const [inserted] = await db.insert(payoutRequests).values(row).returning();
      return inserted!;
    },

    // The two pages answer their query builders (awaited, their rows), so a test can EXPLAIN what they run.

    /** The seller's requests, newest first, after the request `after` (the previous page's last id). */
    sellerPage(sellerId: string, after: number | undefined, limit: number) {
      return (
        db
          .select()
          .from(payoutRequests)
          .where(
            and(
              eq(payoutRequests.sellerId, sellerId),
              after === undefined ? undefined : lt(payoutRequests.id, after),
            ),
          )
          // As its (seller_id, id DESC NULLS LAST) index is built: a bare DESC means NULLS FIRST, which it cannot give.
          .orderBy(sql`${payoutRequests.id} desc nulls last`)
          .limit(limit)
      );
    },

    /** One status's requests with their sellers, in the desk's order (`deskOrder`). */
    adminPage(status: PayoutStatus, after: number | undefined, limit: number) {
      const { where, order } = deskOrder(status, after);
      return withSellers()
        .where(and(eq(payoutRequests.status, status), where))
        .orderBy(order)
        .limit(limit);
    },

    async countWithStatus(status: PayoutStatus): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(payoutRequests)
        .where(eq(payoutRequests.status, status));
      return row!.count;
    },

    /** One request with its seller, locked until the transaction ends (a decision's first step); null if none. */
    async lockForDecision(id: number): Promise<AdminPayoutRow | null> {
      const [row] = await withSellers()
        .where(eq(payoutRequests.id, id))
        .for('update', { of: payoutRequests });
      return row ?? null;
    },

    async decide(id: number, decision: DecisionColumns): Promise<PayoutRow> {
      const [row] = await db
        .update(payoutRequests)
        .set(decision)
        .where(eq(payoutRequests.id, id))
        .returning();
      return row!;
    },

    /** One request with its seller; null if there is none. */
    async byId(id: number): Promise<AdminPayoutRow | null> {
      const [row] = await withSellers().where(eq(payoutRequests.id, id));
      return row ?? null;
    },
  };
}

export type PayoutRepository = ReturnType<typeof createPayoutRepository>;
