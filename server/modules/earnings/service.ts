// The seller's earnings (issue 13, decision 032): balances and the monthly statement, read from the ledger.
import { Readable } from 'node:stream';
import type { Earnings, Statement, StatementEntry } from '#schemas/earnings';
import { pesosText, toPesos } from '#schemas/money';
import type { Database } from '../../db/client.ts';
import { csvLine, csvNumber } from '../../lib/csv.ts';
import { philippineMonth, philippineOffsetMs, philippineTime } from '../../lib/philippine-time.ts';
import { channelNameOf } from '../payouts/channels.ts';
import { balancesOf, type Balances, type LedgerContext } from './ledger.ts';
import { createEarningsRepository, type StatementRow } from './repository.ts';

export type EarningsServiceOptions = LedgerContext & { database: Database };

export type EarningsService = {
  /** GET /api/seller/earnings: the balances as of now, in pesos, with the payout bounds. */
  earnings(sellerId: string): Promise<Earnings>;
  /** GET /api/seller/earnings/statement: one month (PH time; default the current one), oldest first. */
  statement(sellerId: string, month: string | undefined): Promise<Statement>;
  /** GET /api/seller/earnings/statement.csv: the same month as CSV, streamed. */
  statementCsv(sellerId: string, month: string | undefined): Promise<{ fileName: string; body: Readable }>;
};

/** "2026-11": the month of a moment in Philippine time. */
const monthOf = philippineMonth;

/** The first moment of a month (0-based, 12 rolls into the next year) in Philippine time. */
function monthStart(year: number, monthIndex: number): number {
  const midnight = new Date(0);
  midnight.setUTCFullYear(year, monthIndex, 1);
  return midnight.getTime() - philippineOffsetMs;
}

/**
 * The moments a statement of `month` covers, as of `now`: from its start to its end, never past now (the
 * ledger has nothing available after now yet). Clamped to [0, now] too, so a month far in the past or future
 * reads as empty instead of sending the database a date it cannot take.
 */
function statementSpan(month: string, now: Date): { from: Date; to: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  // Exclusive ends: 1 ms after now keeps an entry dated exactly now.
  const upTo = now.getTime() + 1;
  const clamp = (at: number) => new Date(Math.min(Math.max(at, 0), upTo));
  return { from: clamp(monthStart(year, monthNumber - 1)), to: clamp(monthStart(year, monthNumber)) };
}

/** What a seller reads for an entry on the statement. */
function description(row: StatementRow): string {
  const request = row.payoutRequestId;
  const paid = `Cash out #${request} paid (ref ${row.reference})`;
  switch (row.kind) {
    case 'order_earning':
      return `Order #${row.orderNumber}`;
    case 'order_refund':
      return `Refund on order #${row.orderNumber}`;
    case 'payout_reserve':
      return `Cash out to ${channelNameOf(row.channelCode!)} (request #${request})`;
    case 'payout_release':
      return row.payoutStatus === 'completed'
        ? `${paid}: reservation released`
        : `Cash out #${request} failed: returned`;
    case 'payout_paid':
      return paid;
  }
}

export const earningsJson = (
  balances: Balances,
  { payoutMin, payoutMax }: LedgerContext['settings'],
): Earnings => ({
  totalDue: toPesos(balances.totalDue),
  payoutApprovedAmount: toPesos(balances.payoutApprovedAmount),
  available: toPesos(balances.available),
  onHold: toPesos(balances.onHold),
  nextRelease: balances.nextRelease && {
    at: balances.nextRelease.at.toISOString(),
    amount: toPesos(balances.nextRelease.amount),
  },
  lifetimePaidOut: toPesos(balances.lifetimePaidOut),
  payoutMin: toPesos(payoutMin),
  payoutMax: toPesos(payoutMax),
});

// ---------------------------------------------------------------------------------------------------------
// The CSV

const csvHeader = csvLine(['date', 'description', 'amount', 'gross', 'commission', 'balance']);

/** Our own amount, signed: written as it is (a debit's minus sign is not a formula). */
const centavosText = (centavos: number | null) =>
  centavos === null ? null : csvNumber(`${centavos < 0 ? '-' : ''}${pesosText(Math.abs(centavos))}`);

// ---------------------------------------------------------------------------------------------------------

export function createEarningsService({ settings, now, database }: EarningsServiceOptions): EarningsService {
  /** The month's entries with the running available balance, in centavos; one snapshot of the ledger. */
  const statementOf = (sellerId: string, month: string) =>
    database.db.transaction(
      async (tx) => {
        const at = now();
        const { from, to } = statementSpan(month, at);
        const repository = createEarningsRepository(tx);
        const opening = await repository.balanceBefore(sellerId, from);
        const rows = await repository.entriesBetween(sellerId, from, to);
        let balance = opening;
        const entries = rows.map((row) => ({ row, balance: (balance += row.amount) }));
        return { opening, entries, closing: balance, months: await repository.months(sellerId, at) };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );

  return {
    async earnings(sellerId) {
      return earningsJson(await balancesOf(database.db, sellerId, now()), settings);
    },

    async statement(sellerId, month = monthOf(now())) {
      const { opening, entries, closing, months } = await statementOf(sellerId, month);
      return {
        month,
        months,
        openingBalance: toPesos(opening),
        closingBalance: toPesos(closing),
        entries: entries.map(({ row, balance }): StatementEntry => ({
          id: row.id,
          kind: row.kind,
          at: row.availableAt.toISOString(),
          description: description(row),
          amount: toPesos(row.amount),
          gross: row.gross === null ? null : toPesos(row.gross),
          commission: row.commission === null ? null : toPesos(row.commission),
          orderId: row.orderId,
          payoutRequestId: row.payoutRequestId,
          balance: toPesos(balance),
        })),
      };
    },

    async statementCsv(sellerId, month = monthOf(now())) {
      const { opening, entries } = await statementOf(sellerId, month);
      const lines = [
        csvHeader,
        csvLine([`${month}-01 00:00`, 'Opening balance', null, null, null, centavosText(opening)]),
        ...entries.map(({ row, balance }) =>
          csvLine([
            philippineTime(row.availableAt),
            description(row),
            centavosText(row.amount),
            centavosText(row.gross),
            centavosText(row.commission),
            centavosText(balance),
          ]),
        ),
      ];
      return { fileName: `statement-${month}.csv`, body: Readable.from(lines, { objectMode: false }) };
    },
  };
}
