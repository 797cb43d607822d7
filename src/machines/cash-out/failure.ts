// What the modal says when a request ends (spec §5, §8), decided once here.
import { earningsMessages, type PayoutRequestBody } from '#schemas/earnings';
import type { Failure } from '../shared/failure.ts';

const formFields: ReadonlySet<string> = new Set([
  'channelCode',
  'accountNumber',
  'accountName',
  'amount',
] satisfies Array<keyof PayoutRequestBody>);

/**
 * A 400 naming fields of the form: the server's messages go under them and the form stays. One naming
 * anything else could show nowhere, so it is a failure like any other.
 */
export const fieldErrorsOf = (failure: Failure | null): Record<string, string> | null => {
  if (failure?.kind !== 'http' || failure.status !== 400 || !failure.fields) return null;
  const fields = Object.keys(failure.fields);
  return fields.length > 0 && fields.every((field) => formFields.has(field)) ? failure.fields : null;
};

/**
 * The banner of a refused or failed request: a 409 in the server's words (the balance, read under the
 * seller's lock, is less than asked: another request took it), anything else in spec §8's.
 */
export const submitFailureText = (failure: Failure): string =>
  failure.kind === 'http' && failure.status === 409 ? failure.message : earningsMessages.createFailed;
