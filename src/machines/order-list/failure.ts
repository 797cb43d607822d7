// What the order list says for each failure (spec §8), decided once here.
import { orderMessages } from '#schemas/orders';
import type { Failure } from '../shared/failure.ts';
import type { ToastContent } from '../toast/context.ts';

export { AWAITING_APPROVAL_MESSAGE, failureText, isAwaitingApproval } from '../product-list/failure.ts';

export const FETCH_ORDERS_FAILED = orderMessages.fetchListFailed;

/** The export failed: the spec's list failure, with the server's words for a refusal it explained. */
export const exportFailedToast = (failure: Failure): ToastContent => ({
  title: FETCH_ORDERS_FAILED,
  ...(failure.kind === 'http' && failure.status < 500 && failure.message !== FETCH_ORDERS_FAILED
    ? { description: failure.message }
    : {}),
  tone: 'error',
});
