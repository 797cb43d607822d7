import type { SnapshotFrom } from 'xstate';
import type { FeedStatus } from './context.ts';
import type { notificationsMachine } from './machine.ts';

type NotificationsSnapshot = SnapshotFrom<typeof notificationsMachine>;

export const selectUnreadCount = (snapshot: NotificationsSnapshot) => snapshot.context.unreadCount;
export const selectNotifications = (snapshot: NotificationsSnapshot) => snapshot.context.notifications;
export const selectActiveId = (snapshot: NotificationsSnapshot) => snapshot.context.activeId;
export const selectIsPanelOpen = (snapshot: NotificationsSnapshot) => snapshot.matches({ panel: 'open' });
/** The feed's paging as the list shows it: a failed page ends the list (spec §8), with no retry. */
export const selectFeedStatus = (snapshot: NotificationsSnapshot): FeedStatus =>
  snapshot.context.feedStatus === 'failed' ? 'end' : snapshot.context.feedStatus;
export const selectIsMarkingAllRead = (snapshot: NotificationsSnapshot) => snapshot.hasTag('markingAllRead');
/** Whether 'Mark all as read' has anything to do (and nothing else is being marked). */
export const selectCanMarkAllRead = (snapshot: NotificationsSnapshot) =>
  snapshot.can({ type: 'notifications.markAllRead' });
/** Whether a dot press would be taken now: one read operation runs at a time. */
export const selectCanMarkRead = (snapshot: NotificationsSnapshot) =>
  snapshot.matches({ panel: { open: 'idle' } });
