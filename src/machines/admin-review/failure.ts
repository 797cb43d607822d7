// The messages the review screens show for each failure, decided once here.
import { rejectSellerSchema } from '#schemas/admin-sellers';
import type { Failure } from '../shared/failure.ts';

/** Whether the server's rules take this reason. */
export const isReasonValid = (reason: string) => rejectSellerSchema.safeParse({ reason }).success;

export const isNotFound = (failure: Failure | null) => failure?.kind === 'http' && failure.status === 404;

/** 409: the seller is no longer Pending (another admin decided, or the seller has not submitted). */
export const isRefusal = (failure: Failure | null) => failure?.kind === 'http' && failure.status === 409;

/** A 400 naming the reason goes back under the reason field rather than into a refusal banner. */
export const reasonFieldError = (failure: Failure): string | null =>
  failure.kind === 'http' && failure.status === 400 ? (failure.fields?.reason ?? failure.message) : null;

export const failureText = (failure: Failure | null, fallback: string): string =>
  failure === null
    ? fallback
    : failure.kind === 'http' && failure.status < 500
      ? failure.message
      : failure.kind === 'network'
        ? 'The server could not be reached. Check the connection and try again.'
        : fallback;
