// The seller's earnings (issue 13, decision 032): balances and the monthly statement, read from the ledger.
import type { Readable } from 'node:stream';
import type { Earnings, Statement } from '#schemas/earnings';
import type { Database } from '../../db/client.ts';
import type { LedgerContext } from './ledger.ts';

export type EarningsServiceOptions = LedgerContext & { database: Database };

export type EarningsService = {
  /** GET /api/seller/earnings: the balances as of now, in pesos, with the payout bounds. */
  earnings(sellerId: string): Promise<Earnings>;
  /** GET /api/seller/earnings/statement: one month (PH time; default the current one), oldest first. */
  statement(sellerId: string, month: string | undefined): Promise<Statement>;
  /** GET /api/seller/earnings/statement.csv: the same month as CSV, streamed. */
  statementCsv(sellerId: string, month: string | undefined): Promise<{ fileName: string; body: Readable }>;
};

export function createEarningsService(options: EarningsServiceOptions): EarningsService {
  void options;
  const notBuilt = () => Promise.reject(new Error('earnings: not built yet (helper E1)'));
  return { earnings: notBuilt, statement: notBuilt, statementCsv: notBuilt };
}
