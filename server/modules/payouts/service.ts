// Cash-out (issue 13, decision 032): a seller's payout requests and the admin's payout desk. A request
// reserves its amount in the ledger under the seller's lock, so no sequence of requests can take more than
// was earned; a decision follows the payout lifecycle (src/machines/payout-status), notifies the seller in
// the app in the decision's transaction and queues the e-mail on the job queue.
import type { Readable } from 'node:stream';
import type {
  AdminPayoutPage,
  AdminPayoutQuery,
  AdminPayoutRequest,
  PaymentChannel,
  PayoutDecision,
  PayoutPage,
  PayoutRequest,
  PayoutRequestInput,
} from '#schemas/earnings';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../lib/jobs.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { Outcome } from '../../lib/outcome.ts';
import type { LedgerContext } from '../earnings/ledger.ts';

export type PayoutServiceOptions = LedgerContext & {
  config: Config;
  database: Database;
  jobs: JobQueue;
  mailer: Mailer;
};

export type RequestPayoutOutcome = Outcome<
  PayoutRequest,
  { reason: 'invalid'; fields: Record<string, string> } | { reason: 'insufficient-balance'; message: string }
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
  /** POST /api/payout-requests. */
  request(sellerId: string, body: PayoutRequestInput): Promise<RequestPayoutOutcome>;
  /** GET /api/admin/payout-requests: pending oldest first, decided newest first, keyset pages. */
  adminList(query: AdminPayoutQuery): Promise<AdminPayoutPage>;
  /** PATCH /api/admin/payout-requests/:id. */
  decide(adminId: string, id: number, decision: PayoutDecision): Promise<DecidePayoutOutcome>;
  /** GET /api/admin/payout-requests/export.csv: the pending requests as a bank batch file, streamed. */
  exportPendingCsv(): Promise<{ fileName: string; body: Readable }>;
};

export function createPayoutService(options: PayoutServiceOptions): PayoutService {
  void options;
  const notBuilt = () => Promise.reject(new Error('payouts: not built yet (helper E2)'));
  return {
    channels: () => [],
    list: notBuilt,
    request: notBuilt,
    adminList: notBuilt,
    decide: notBuilt,
    exportPendingCsv: notBuilt,
  };
}
