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
/** Older toasts beyond this many are closed so a burst of failures cannot fill the screen. */
export const MAX_OPEN_TOASTS = 5;

export interface ToastInput {
  content: ToastContent;
  duration: number;
  /** Whether the viewport is already hovered or focused when the toast arrives. */
  paused: boolean;
}

export interface ToastContext {
  content: ToastContent;
  /** Time left before the toast closes by itself; spent only while the timer runs. */
  remaining: number;
  /** When the timer last started running (epoch ms), to charge the elapsed time on pause. */
  runningSince: number;
  startsPaused: boolean;
  /** Horizontal distance of the current swipe, 0 when not swiping. */
  swipeOffset: number;
}
