import type { DoneActorEvent } from 'xstate';
import type { ToastContent } from './context.ts';

/** Events one toast understands. */
export type ToastEvent =
  | { type: 'toast.close' }
  | { type: 'timer.pause' }
  | { type: 'timer.resume' }
  | { type: 'swipe.move'; deltaX: number }
  | { type: 'swipe.end'; deltaX: number }
  | { type: 'swipe.cancel' };

/** Events the queue understands; a closed toast reports back with its done event. */
export type ToastQueueEvent =
  | { type: 'toast.show'; content: ToastContent; duration?: number }
  | { type: 'toast.dismiss'; id: string }
  | { type: 'toasts.dismissAll' }
  | { type: 'viewport.pause' }
  | { type: 'viewport.resume' }
  | DoneActorEvent<undefined, string>;
