// The SQL of the feed: a seller's page newest first, the unread count, and marking read (own rows only).
// Built per executor, like every repository.
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Notification, NotificationsPage, NotificationsQuery } from '#schemas/notifications';
import type { Executor } from '../../lib/executor.ts';
import { notifications } from './table.ts';

export function createNotificationRepository(db: Executor) {
  // Run once per stream wake-up and per badge refresh: prepared once, served by the partial unread index.
  let unreadCountQuery: ReturnType<typeof prepareUnreadCount> | undefined;
  const prepareUnreadCount = () =>
    db
      .select({ unreadCount: count() })
      .from(notifications)
      .where(and(eq(notifications.sellerId, sql.placeholder('sellerId')), isNull(notifications.readAt)))
      .prepare('notifications_unread_count');

  return {
    /** One page newest first; one extra row is read to know whether another page follows. */
    async listPage(sellerId: string, { page, limit }: NotificationsQuery): Promise<NotificationsPage> {
      const rows = await db
        .select({
          id: notifications.id,
          title: notifications.title,
          message: notifications.message,
          metadata: notifications.metadata,
          createdAt: notifications.createdAt,
          readAt: notifications.readAt,
        })
        .from(notifications)
        .where(eq(notifications.sellerId, sellerId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit + 1)
        .offset((page - 1) * limit);
      const shown: Notification[] = rows.slice(0, limit).map(({ readAt, createdAt, ...row }) => ({
        ...row,
        createdAt: createdAt.toISOString(),
        isRead: readAt !== null,
      }));
      return { notifications: shown, pagination: { page, limit, hasNextPage: rows.length > limit } };
    },

    async unreadCount(sellerId: string): Promise<number> {
      unreadCountQuery ??= prepareUnreadCount();
      const [row] = await unreadCountQuery.execute({ sellerId });
      return row?.unreadCount ?? 0;
    },

    /** Marks the seller's own unread rows read (among `ids`, or all); returns how many changed. */
    async markRead(sellerId: string, ids?: readonly string[]): Promise<number> {
      const updated = await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(
          and(
            eq(notifications.sellerId, sellerId),
            isNull(notifications.readAt),
            ids === undefined ? undefined : inArray(notifications.id, [...ids]),
          ),
        )
        .returning({ id: notifications.id });
      return updated.length;
    },
  };
}

export type NotificationRepository = ReturnType<typeof createNotificationRepository>;
