// Lets react-aria's toast region (landmark, F6, focus restore, alertdialog semantics) render our
// statechart's toasts: react-aria only reads and forwards; the machine decides.
import { UNSTABLE_ToastQueue, type QueuedToast } from 'react-aria-components';
import type { ToastRef } from '#machines/toast/queue.ts';
import { selectOpenToasts } from '#machines/toast/selectors.ts';
import type { ToastQueueActor } from './toast-queue.ts';

export class MachineToastQueue extends UNSTABLE_ToastQueue<ToastRef> {
  readonly #actor: ToastQueueActor;
  #source: ReadonlyArray<{ id: string; ref: ToastRef }> | null = null;

  constructor(actor: ToastQueueActor) {
    super();
    this.#actor = actor;
    this.#sync();
  }

  /** Rebuilds `visibleToasts` only when the open toasts changed, as useSyncExternalStore requires. */
  #sync(): boolean {
    const toasts = selectOpenToasts(this.#actor.getSnapshot());
    if (toasts === this.#source) return false;
    this.#source = toasts;
    this.visibleToasts = toasts.map((toast): QueuedToast<ToastRef> => ({
      key: toast.id,
      content: toast.ref,
    }));
    return true;
  }

  override subscribe(onChange: () => void): () => void {
    this.#sync();
    const subscription = this.#actor.subscribe(() => {
      if (this.#sync()) onChange();
    });
    return () => subscription.unsubscribe();
  }

  override add(content: ToastRef): string {
    // Toasts are added through showToast so their lifecycle starts in the machine.
    throw new Error(`Use showToast() to add a toast, not the react-aria queue (${content.id})`);
  }

  override close(key: string): void {
    this.#actor.send({ type: 'toast.dismiss', id: key });
  }

  // react-aria pauses on hover or on focus anywhere in the region, and a tap focuses a toast: on a phone
  // the toasts then stay until the next tap elsewhere. ToastRegion reports the pointer (not touch) and
  // keyboard focus itself, so these signals are left unused.
  override pauseAll(): void {}

  override resumeAll(): void {}

  override clear(): void {
    this.#actor.send({ type: 'toasts.dismissAll' });
  }
}
