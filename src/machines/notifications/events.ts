/** What the bell, the panel and the live stream tell the notifications machine. */
export type NotificationsEvent =
  | { type: 'panel.open' }
  | { type: 'panel.close' }
  /** The list scrolled to within half a screen of its end (spec §9: 0.5 of the remaining list). */
  | { type: 'feed.loadMore' }
  /** The whole item was chosen: mark it read, refresh the count, then follow its redirect. */
  | { type: 'notification.open'; id: string }
  /** Its unread dot ('Mark as read') was pressed. */
  | { type: 'notification.markRead'; id: string }
  | { type: 'notifications.markAllRead' }
  /** Sent by the live stream whenever the server's count changes. */
  | { type: 'count.pushed'; unreadCount: number }
  | { type: 'count.refresh' };
