// What the modal says when a request ends (spec §5, §8), decided once here.
import { earningsMessages } from '#schemas/earnings';
import type { Failure } from '../shared/failure.ts';

/** A 400 naming its fields: the server's messages go under those fields and the form stays. */
export const fieldErrorsOf = (failure: Failure | null): Record<string, string> | null =>
  failure?.kind === 'http' &&
  failure.status === 400 &&
  failure.fields &&
  Object.keys(failure.fields).length > 0
    ? failure.fields
    : null;

/**
 * The banner of a refused or failed request: a 409 in the server's words (the balance, read under the
 * seller's lock, is less than asked: another request took it), anything else in spec §8's.
 */
export const submitFailureText = (failure: Failure): string =>
  failure.kind === 'http' && failure.status === 409 ? failure.message : earningsMessages.createFailed;
