// The SQL of the feed: a seller's page newest first, the unread count, and marking read (own rows only).
import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Notification, NotificationsPage, NotificationsQuery } from '#schemas/notifications';
import { notificationChannel, type Executor } from './notify.ts';
import { notifications } from './table.ts';

export function createNotificationRepository(db: Executor) {
  // Run once per stream wake-up and per badge refresh: prepared once, served by the partial unread index.
  const unreadCountQuery = db
    .select({ unreadCount: count() })
    .from(notifications)
    .where(and(eq(notifications.sellerId, sql.placeholder('sellerId')), isNull(notifications.readAt)))
    .prepare('notifications_unread_count');

  /**
   * Sets read_at on the seller's unread rows (among `only`) and, when that changed the count, wakes the
   * seller's streams in the same transaction: the badge on the seller's other tabs and devices follows.
   */
  const markWhere = (sellerId: string, only?: SQL) =>
    db.transaction(async (tx) => {
      const updated = await tx
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(eq(notifications.sellerId, sellerId), isNull(notifications.readAt), only))
        .returning({ id: notifications.id });
      if (updated.length > 0) await tx.execute(sql`select pg_notify(${notificationChannel}, ${sellerId})`);
      return updated.length;
    });

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
      const [row] = await unreadCountQuery.execute({ sellerId });
      return row?.unreadCount ?? 0;
    },

    /** Marks the seller's own unread rows among `ids`; another seller's or unknown ids match nothing. */
    async markRead(sellerId: string, ids: readonly string[]): Promise<number> {
      if (ids.length === 0) return 0;
      return markWhere(sellerId, inArray(notifications.id, [...ids]));
    },

    async markAllRead(sellerId: string): Promise<number> {
      return markWhere(sellerId);
    },
  };
}

export type NotificationRepository = ReturnType<typeof createNotificationRepository>;
