// What the order detail says for each failure (spec §8), decided once here.
import { orderMessages } from '#schemas/orders';
import type { Failure } from '../shared/failure.ts';
import type { ToastContent } from '../toast/context.ts';

export { isAwaitingApproval } from '../product-list/failure.ts';

/** Why the order is not shown: the server's words for a refusal it explained (404, 403), else spec §8's. */
export const loadFailureText = (failure: Failure | null): string =>
  failure?.kind === 'http' && failure.status < 500 ? failure.message : orderMessages.fetchFailed;

/** The packing slip did not come: spec §8's order failure, with the server's words when it gave some. */
export const slipFailedToast = (failure: Failure): ToastContent => ({
  title: orderMessages.fetchFailed,
  ...(failure.kind === 'http' && failure.status < 500 && failure.message !== orderMessages.fetchFailed
    ? { description: failure.message }
    : { description: 'The packing slip could not be downloaded. Please try again.' }),
  tone: 'error',
});
