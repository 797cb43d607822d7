// The app's one toast queue: anything may call showToast; <ToastRegion /> renders what it holds.
import { createActor, type ActorRefFrom } from 'xstate';
import type { ToastContent } from '#machines/toast/context.ts';
import { toastQueueMachine } from '#machines/toast/queue.ts';

export type ToastQueueActor = ActorRefFrom<typeof toastQueueMachine>;
export type { ToastContent };

export const toastQueue: ToastQueueActor = createActor(toastQueueMachine).start();

/**
 * Queues a toast. Delivered on a microtask because callers are often another machine's injected
 * action, and XState warns when an actor (here the toast's own) is created while a custom action runs.
 */
export function showToast(content: ToastContent): void {
  queueMicrotask(() => toastQueue.send({ type: 'toast.show', content }));
}

/** Closes every open toast, e.g. when the session ends. */
export function dismissAllToasts(): void {
  toastQueue.send({ type: 'toasts.dismissAll' });
}
