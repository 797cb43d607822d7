// The messages the review screens show for each failure, decided once here.
import { decisionReasonSchema, type SellerDecision } from '#schemas/admin-sellers';
import type { Failure } from '../shared/failure.ts';

/** Whether the server's rules take this reason (a rejection's or a suspension's). */
export const isReasonValid = (reason: string) => decisionReasonSchema.safeParse({ reason }).success;

/** Rejecting and suspending tell the seller why; approving and reinstating need only a confirmation. */
export const needsReason = (decision: SellerDecision) => decision === 'rejected' || decision === 'suspended';

export const isNotFound = (failure: Failure | null) => failure?.kind === 'http' && failure.status === 404;

/** 409: the seller's status no longer allows the decision (another admin decided, or not submitted). */
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
