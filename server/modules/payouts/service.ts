// Cash-out (issue 13, decisions 032 and 033): a seller's payout requests and the admin's payout desk. A request
// reserves its amount in the ledger under the seller's lock, so no sequence of requests can take more than
// was earned; a decision follows the payout lifecycle (src/machines/payout-status), notifies the seller in
// the app in the decision's transaction and queues the e-mail on the job queue.
import { Readable } from 'node:stream';
import {
  earningsMessages,
  payoutAlreadyDecided,
  payoutPageSize,
  type AdminPayoutPage,
  type AdminPayoutQuery,
  type AdminPayoutRequest,
  type PaymentChannel,
  type PayoutDecision,
  type PayoutPage,
  type PayoutRequest,
  type PayoutRequestBody,
} from '#schemas/earnings';
import { toPesos } from '#schemas/money';
import { decidePayout } from '#machines/payout-status/machine.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../lib/jobs.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { csvLine } from '../../lib/csv.ts';
import { inTransaction, ok, refuse, type Outcome } from '../../lib/outcome.ts';
import { philippineDay } from '../../lib/philippine-time.ts';
import { appendPayoutEntry, availableOf, lockSellerLedger, type LedgerContext } from '../earnings/ledger.ts';
import { notifySeller } from '../notifications/notify.ts';
import { channelNameOf, paymentChannels } from './channels.ts';
import { payoutCsvHeader, payoutCsvLine } from './csv.ts';
import { decisionLetter, decisionNotice, payoutEmailTask, type PayoutEmailPayload } from './emails.ts';
import { createPayoutRepository, type AdminPayoutRow, type PayoutRow } from './repository.ts';

export type PayoutServiceOptions = LedgerContext & {
  config: Config;
  database: Database;
  jobs: JobQueue;
  mailer: Mailer;
};

/** 409 INSUFFICIENT_BALANCE: the balance read under the seller's lock does not cover the amount. */
export type RequestPayoutOutcome = Outcome<
  PayoutRequest,
  { reason: 'insufficient-balance'; message: string }
>;
export type DecidePayoutOutcome = Outcome<
  AdminPayoutRequest,
  { reason: 'not-found' } | { reason: 'already-decided'; message: string }
>;

export type PayoutService = {
  /** GET /api/payout-requests/payment-channels: the PH banks and e-wallets. */
  channels(): readonly PaymentChannel[];
  /** GET /api/payout-requests: the seller's requests, newest first, in keyset pages. */
  list(sellerId: string, cursor: string | undefined): Promise<PayoutPage>;
  /**
   * POST /api/payout-requests, with a body the route validated (`payoutRequestBodySchema` with the channels
   * and the static bounds; the amount in centavos): the balance is checked here, under the seller's lock.
   */
  request(sellerId: string, body: PayoutRequestBody): Promise<RequestPayoutOutcome>;
  /** GET /api/admin/payout-requests: pending oldest first, decided newest first, keyset pages. */
  adminList(query: AdminPayoutQuery): Promise<AdminPayoutPage>;
  /** PATCH /api/admin/payout-requests/:id. */
  decide(adminId: string, id: number, decision: PayoutDecision): Promise<DecidePayoutOutcome>;
  /** GET /api/admin/payout-requests/export.csv: the pending requests as a bank batch file, streamed. */
  exportPendingCsv(): Promise<{ fileName: string; body: Readable }>;
  /** The 'payouts.email' job: the decision's letter to the seller. */
  emailDecision(payload: PayoutEmailPayload): Promise<void>;
};

/** A request as its seller reads it: pesos, the channel's name, ISO times. */
export function payoutJson(row: PayoutRow): PayoutRequest {
  return {
    id: row.id,
    channelCode: row.channelCode,
    channelName: channelNameOf(row.channelCode),
    accountNumber: row.accountNumber,
    accountName: row.accountName,
    amount: toPesos(row.amount),
    status: row.status,
    reference: row.reference,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** A request as the desk reads it: with its seller and the seller's available balance now (centavos in). */
export const adminPayoutJson = (row: AdminPayoutRow, sellerAvailable: number): AdminPayoutRequest => ({
  ...payoutJson(row),
  seller: row.seller,
  sellerAvailable: toPesos(sellerAvailable),
});

/** A page of `limit` rows read as `limit + 1`: the extra row says whether another page follows. */
function paged<Row extends { id: number }>(rows: Row[], limit: number) {
  const page = rows.slice(0, limit);
  return { page, nextCursor: rows.length > limit ? String(page.at(-1)!.id) : null };
}

const cursorId = (cursor: string | undefined) => (cursor === undefined ? undefined : Number(cursor));

/** How many pending requests the export reads at a time: constant memory however long the queue. */
const exportBatchSize = 500;

/** The export's file name: the day it was made, in Philippine time. */
const exportFileName = (at: Date) => `payouts-pending-${philippineDay(at)}.csv`;

export function createPayoutService({
  config,
  database,
  jobs,
  mailer,
  settings,
  now,
}: PayoutServiceOptions): PayoutService {
  const reads = createPayoutRepository(database.db);

  return {
    channels: () => paymentChannels,

    async list(sellerId, cursor) {
      const rows = await reads.sellerPage(sellerId, cursorId(cursor), payoutPageSize + 1);
      const { page, nextCursor } = paged(rows, payoutPageSize);
      return { payoutRequests: page.map(payoutJson), nextCursor };
    },

    request(sellerId, body) {
      return inTransaction(database.db, async (tx): Promise<RequestPayoutOutcome> => {
        // Every request of this seller waits here for the one before it to commit or roll back, so the
        // balance read next already has every earlier reservation in it.
        await lockSellerLedger(tx, sellerId);
        const at = now();
        const available = (await availableOf(tx, [sellerId], at)).get(sellerId)!;
        if (body.amount > available)
          return refuse('insufficient-balance', {
            message:
              available < settings.payoutMin
                ? earningsMessages.belowMinimum(available, settings.payoutMin)
                : earningsMessages.insufficientBalance(available),
          });
        const row = await createPayoutRepository(tx).insert({ sellerId, ...body, createdAt: at });
        await appendPayoutEntry(tx, {
          sellerId,
          payoutRequestId: row.id,
          kind: 'payout_reserve',
          amount: -row.amount,
          at,
        });
        return ok(payoutJson(row));
      });
    },

    async adminList({ status = 'pending', cursor }) {
      const [rows, total] = await Promise.all([
        reads.adminPage(status, cursorId(cursor), payoutPageSize + 1),
        reads.countWithStatus(status),
      ]);
      const { page, nextCursor } = paged(rows, payoutPageSize);
      const available = await availableOf(database.db, [...new Set(page.map((row) => row.sellerId))], now());
      return {
        payoutRequests: page.map((row) => adminPayoutJson(row, available.get(row.sellerId)!)),
        nextCursor,
        total,
      };
    },

    decide(adminId, id, decision) {
      return inTransaction(database.db, async (tx): Promise<DecidePayoutOutcome> => {
        const repository = createPayoutRepository(tx);
        // Locked: of two admins deciding one request at once, the second reads the first's decision.
        const request = await repository.lockForDecision(id);
        if (!request) return refuse('not-found');
        const verdict = decidePayout(request.status, decision.status);
        if (!verdict.allowed)
          return refuse('already-decided', { message: payoutAlreadyDecided(id, request.status) });
        const at = now();
        const decided = await repository.decide(id, {
          status: verdict.after,
          reference: decision.status === 'completed' ? decision.reference : null,
          failureReason: decision.status === 'failed' ? decision.reason : null,
          decidedBy: adminId,
          decidedAt: at,
        });
        // The reservation ends either way; a completed payout is then paid out of the balance, so the ledger
        // alone says both what is available and what was paid.
        const entry = { sellerId: request.sellerId, payoutRequestId: id, amount: request.amount, at };
        await appendPayoutEntry(tx, { ...entry, kind: 'payout_release' });
        if (verdict.after === 'completed')
          await appendPayoutEntry(tx, { ...entry, kind: 'payout_paid', amount: -request.amount });
        await notifySeller(tx, request.sellerId, decisionNotice(decided));
        await jobs.add(tx, payoutEmailTask, { payoutRequestId: id } satisfies PayoutEmailPayload);
        const available = (await availableOf(tx, [request.sellerId], at)).get(request.sellerId)!;
        return ok(adminPayoutJson({ ...decided, seller: request.seller }, available));
      });
    },

    async exportPendingCsv() {
      async function* lines() {
        yield csvLine(payoutCsvHeader);
        let after: number | undefined;
        for (;;) {
          const batch = await reads.adminPage('pending', after, exportBatchSize);
          if (batch.length > 0) yield batch.map(payoutCsvLine).join('');
          if (batch.length < exportBatchSize) return;
          after = batch.at(-1)!.id;
        }
      }
      return { fileName: exportFileName(now()), body: Readable.from(lines(), { objectMode: false }) };
    },

    async emailDecision({ payoutRequestId }) {
      const request = await reads.byId(payoutRequestId);
      // Only a decided request queues its letter; a request that is gone has no one to tell.
      if (!request || request.status === 'pending') return;
      await mailer.send(decisionLetter(request, config.publicUrl));
    },
  };
}
