// The pending payout requests as the bank's batch file (issue 13): one row per request, oldest first, in the
// order the desk pays them (server/lib/csv.ts).
import { pesosText } from '#schemas/money';
import { csvLine, csvNumber } from '../../lib/csv.ts';
import type { PayoutRow } from './repository.ts';

export const payoutCsvHeader = ['channel', 'account number', 'account name', 'amount', 'request id'];

/** A request as the bank reads it: the channel's code, the account, the amount in pesos with 2 decimals. */
export const payoutCsvLine = (
  row: Pick<PayoutRow, 'id' | 'channelCode' | 'accountNumber' | 'accountName' | 'amount'>,
) =>
  csvLine([
    row.channelCode,
    row.accountNumber,
    row.accountName,
    csvNumber(pesosText(row.amount)),
    csvNumber(String(row.id)),
  ]);
