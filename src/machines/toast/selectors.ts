import type { SnapshotFrom } from 'xstate';
import type { toastMachine } from './machine.ts';
import type { toastQueueMachine } from './queue.ts';

type ToastSnapshot = SnapshotFrom<typeof toastMachine>;
type ToastQueueSnapshot = SnapshotFrom<typeof toastQueueMachine>;

export const selectOpenToasts = (snapshot: ToastQueueSnapshot) => snapshot.context.toasts;

export const selectToastContent = (snapshot: ToastSnapshot) => snapshot.context.content;
export const selectSwipeOffset = (snapshot: ToastSnapshot) => snapshot.context.swipeOffset;
export const selectIsSwiping = (snapshot: ToastSnapshot) => snapshot.hasTag('swiping');
export const selectIsTimerRunning = (snapshot: ToastSnapshot) => snapshot.hasTag('running');
