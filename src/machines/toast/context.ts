/** What a toast says; `tone` picks its colour and its icon. */
export interface ToastContent {
  title: string;
  description?: string;
  tone: 'success' | 'error' | 'info';
}

/** Spec §9: a toast stays 6000 ms unless paused or closed sooner. */
export const TOAST_DURATION_MS = 6000;
/** Spec §9: a horizontal drag becomes a swipe once it has moved this far. */
export const SWIPE_START_PX = 10;
/** Spec §9: a swipe released further than this closes the toast. */
export const SWIPE_THRESHOLD_PX = 50;
/**
 * Older toasts beyond this many are closed, so a burst of messages cannot fill a phone's screen down to the
 * form's button (a repeated message does not count twice: it restarts its twin).
 */
export const MAX_OPEN_TOASTS = 3;

export interface ToastInput {
  content: ToastContent;
  duration: number;
  /** Whether the viewport is already hovered or focused when the toast arrives. */
  paused: boolean;
}

export interface ToastContext {
  content: ToastContent;
  /** The whole time it stays, given again when the same message is shown again. */
  duration: number;
  /** Time left before the toast closes by itself; spent only while the timer runs. */
  remaining: number;
  /** When the timer last started running (epoch ms), to charge the elapsed time on pause. */
  runningSince: number;
  startsPaused: boolean;
  /** Horizontal distance of the current swipe, 0 when not swiping. */
  swipeOffset: number;
}

/** Two messages are the same when they say the same thing in the same tone. */
export const isSameContent = (a: ToastContent, b: ToastContent): boolean =>
  a.title === b.title && a.description === b.description && a.tone === b.tone;
