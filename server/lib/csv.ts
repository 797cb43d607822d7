// CSV as the exports write it (RFC 4180, CRLF line ends), read by spreadsheets: a field is quoted when it
// holds a comma, quote or line break, and text a spreadsheet would run as a formula (=, +, -, @, tab or CR
// first) is prefixed with an apostrophe, because a seller's or an admin's words end up in someone's
// spreadsheet. Our own numbers (a debit's "-95.00") go through `csvNumber` and are written as they are.

/** A number we wrote ourselves (pesos with 2 decimals, an id): never guarded. */
export type CsvNumber = { readonly csvNumber: string };
export const csvNumber = (text: string): CsvNumber => ({ csvNumber: text });

export type CsvValue = string | null | CsvNumber;

const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

/** One field; null is empty. */
export function csvField(value: CsvValue): string {
  if (value !== null && typeof value === 'object') return value.csvNumber;
  const text = value ?? '';
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return needsQuotes.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One line with its CRLF. */
export const csvLine = (fields: readonly CsvValue[]) => `${fields.map(csvField).join(',')}\r\n`;
