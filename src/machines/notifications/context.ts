import type { Notification } from '#schemas/notifications';
import { notificationPageSize } from '#schemas/notifications';

export type NotificationsContext = {
  /** The badge: the server's unread count (0 when it cannot be fetched, spec §8). */
  unreadCount: number;
  /** The feed pages loaded since the panel last opened, newest first. */
  notifications: Notification[];
  /** The last page loaded (0 before the first). */
  page: number;
  hasNextPage: boolean;
  pageSize: number;
  /** The notification being marked read or opened, so its row can show that it is busy. */
  activeId: string | null;
};

export const initialContext: NotificationsContext = {
  unreadCount: 0,
  notifications: [],
  page: 0,
  hasNextPage: false,
  pageSize: notificationPageSize,
  activeId: null,
};
