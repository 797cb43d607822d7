// Anything may call showToast; <ToastRegion /> renders what the queue holds. The queue's code loads on
// first use (bundle budget); calls keep their order because they all wait on the same module promise.
import type { ToastContent } from '#machines/toast/context.ts';

export type { ToastContent };

const queue = () => import('./toast-queue.ts').then((module) => module.toastQueue);

/**
 * Queues a toast. Always delivered asynchronously: callers are often another machine's injected action,
 * and XState warns when an actor (here the toast's own) is created while a custom action runs.
 */
export function showToast(content: ToastContent): void {
  void queue().then((toastQueue) => toastQueue.send({ type: 'toast.show', content }));
}

/** Closes every open toast, e.g. when the session ends. */
export async function dismissAllToasts(): Promise<void> {
  (await queue()).send({ type: 'toasts.dismissAll' });
}
