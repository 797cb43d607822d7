// The pending payout requests as the bank's batch file (issue 13): one row per request, oldest first, in the
// order the desk pays them. RFC 4180, CRLF line ends.
import { pesosText } from '#schemas/money';
import type { PayoutRow } from './repository.ts';

export const payoutCsvHeader = ['channel', 'account number', 'account name', 'amount', 'request id'];

/**
 * One field: quoted when it holds a comma, quote or line break. A seller's text that a spreadsheet would run
 * as a formula (=, +, -, @, tab, CR first) is prefixed with an apostrophe: an admin opens this file.
 */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const csvLine = (fields: readonly string[]) => `${fields.map(csvField).join(',')}\r\n`;

/** A request as the bank reads it: the channel's code, the account, the amount in pesos with 2 decimals. */
export const payoutCsvLine = (
  row: Pick<PayoutRow, 'id' | 'channelCode' | 'accountNumber' | 'accountName' | 'amount'>,
) => csvLine([row.channelCode, row.accountNumber, row.accountName, pesosText(row.amount), String(row.id)]);
