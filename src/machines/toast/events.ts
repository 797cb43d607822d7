import type { DoneActorEvent } from 'xstate';
import type { ToastContent } from './context.ts';

/** What holds the toasts still: the pointer over the viewport, or keyboard focus inside it. */
export type ViewportHold = 'pointer' | 'keyboard';

/** Events one toast understands. */
export type ToastEvent =
  | { type: 'toast.close' }
  | { type: 'timer.pause' }
  | { type: 'timer.resume' }
  /** The same message was shown again: its full time starts over. */
  | { type: 'timer.restart' }
  | { type: 'swipe.move'; deltaX: number }
  | { type: 'swipe.end'; deltaX: number }
  | { type: 'swipe.cancel' };

/** Events the queue understands; a closed toast reports back with its done event. */
export type ToastQueueEvent =
  | { type: 'toast.show'; content: ToastContent; duration?: number }
  | { type: 'toast.dismiss'; id: string }
  | { type: 'toasts.dismissAll' }
  /**
   * The pointer entered the viewport (`by: 'pointer'`; never a touch, which has no hover) or keyboard focus
   * moved into it (`by: 'keyboard'`; a tap or click also focuses a toast, and must not hold it).
   */
  | { type: 'viewport.pause'; by: ViewportHold }
  /** The pointer left, or focus left the viewport. */
  | { type: 'viewport.resume'; by: ViewportHold }
  | DoneActorEvent<undefined, string>;
