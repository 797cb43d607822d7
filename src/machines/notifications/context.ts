// What the bell holds: the unread count, and a mirror of the open panel's feed (a paged list) for the
// read-state rules and the view.
import type { Notification, NotificationsPage } from '#schemas/notifications';
import { notificationPageSize } from '#schemas/notifications';
import type { Page, PageRequest } from '../paged-list/context.ts';

/** The feed's paged-list status: 'loading' | 'idle' (more pages) | 'failed' | 'end'. */
export type FeedStatus = 'loading' | 'idle' | 'failed' | 'end';

export type NotificationsContext = {
  /** The badge: the server's unread count (0 when it cannot be fetched, spec §8). */
  unreadCount: number;
  /** The notifications the open panel's feed has loaded, newest first, as the feed last reported them. */
  notifications: Notification[];
  feedStatus: FeedStatus;
  /** The notification being marked read or opened, so its row can show that it is busy. */
  activeId: string | null;
};

export const initialContext: NotificationsContext = {
  unreadCount: 0,
  notifications: [],
  feedStatus: 'loading',
  activeId: null,
};

/** The API's page-numbered request for the feed's cursor: the cursor is the next page's number. */
export const feedRequest = ({ cursor }: PageRequest) => ({
  page: cursor === null ? 1 : Number(cursor),
  limit: notificationPageSize,
});

/** One page of the API as the feed takes it. */
export const feedPage = ({ notifications, pagination }: NotificationsPage): Page => ({
  items: notifications,
  nextCursor: pagination.hasNextPage ? String(pagination.page + 1) : null,
});
