// What the payments page says for each failure (spec §8), decided once here.
import { earningsMessages, type PayoutRequest } from '#schemas/earnings';
import type { Failure } from '../shared/failure.ts';
import type { ToastContent } from '../toast/context.ts';
import { centavosOf } from './context.ts';

export { isAwaitingApproval } from '../product-list/failure.ts';

/** The server's words for a refusal it explained (a 4xx: awaiting approval), else spec §8's text. */
export const failureText = (failure: Failure | null, fallback: string): string =>
  failure?.kind === 'http' && failure.status < 500 ? failure.message : fallback;

export const requestedToast = (request: PayoutRequest): ToastContent => ({
  title: earningsMessages.requested,
  description: earningsMessages.requestedDetail(centavosOf(request.amount), request.channelName),
  tone: 'success',
});

export const csvFailedToast = (failure: Failure): ToastContent => ({
  title: failureText(failure, earningsMessages.fetchEarningsFailed),
  description: 'The statement could not be downloaded. Please try again.',
  tone: 'error',
});

/** Why Cash out is disabled: less than spec §5's minimum is available. */
export const belowMinimumText = (availablePesos: number, minPesos: number) =>
  earningsMessages.belowMinimum(centavosOf(availablePesos), centavosOf(minPesos));
