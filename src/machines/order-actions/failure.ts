// What the actions panel says when a request ends (spec §8), decided once here.
import { orderMessages } from '#schemas/orders';
import type { Failure } from '../shared/failure.ts';
import type { ToastContent } from '../toast/context.ts';

/** The server's own words for a refusal it explained (a 409: the order moved on), else none. */
export const refusalText = (failure: Failure | null): string | null =>
  failure?.kind === 'http' && failure.status < 500 ? failure.message : null;

const failedToast = (title: string, failure: Failure): ToastContent => {
  const description = refusalText(failure);
  return { title, ...(description && description !== title ? { description } : {}), tone: 'error' };
};

export const statusUpdatedToast: ToastContent = { title: orderMessages.statusUpdated, tone: 'success' };
export const fulfilledToast: ToastContent = { title: orderMessages.fulfilled, tone: 'success' };
export const statusFailedToast = (failure: Failure) => failedToast(orderMessages.updateStatusFailed, failure);
export const fulfilFailedToast = (failure: Failure) => failedToast(orderMessages.fulfillFailed, failure);
