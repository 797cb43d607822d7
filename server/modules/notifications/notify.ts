// The one way any module tells a seller something: a row and a wake-up, committed with the change they report.
import { sql } from 'drizzle-orm';
import type { NotificationMetadata } from '#schemas/notifications';
import { portalPathSchema } from '#schemas/notifications';
import type { Executor } from '../../lib/executor.ts';
import { notifications } from './table.ts';

/** The PostgreSQL channel every server process LISTENs on; the payload is the seller's id. */
export const notificationChannel = 'notifications';

export type NotificationInput = {
  title: string;
  message: string;
  /** A path inside the portal the notification opens, such as `/dashboard`. */
  redirectUrl?: string;
};

/**
 * Records a notification for `sellerId` and wakes every server process's stream for that seller.
 *
 * Call it with the transaction that makes the change being reported: PostgreSQL delivers NOTIFY only
 * when that transaction commits, so a committed change always has its notification and its live
 * update, and a rolled-back one has neither. (Called with the plain database it still works, but the
 * notification then commits on its own, apart from the change.)
 */
export async function notifySeller(
  tx: Executor,
  sellerId: string,
  { title, message, redirectUrl }: NotificationInput,
): Promise<{ id: string }> {
  // A bad redirect is a programming error in the calling module: fail its transaction, loudly.
  const metadata: NotificationMetadata =
    redirectUrl === undefined ? {} : { redirectUrl: portalPathSchema.parse(redirectUrl) };
  const [row] = await tx
    .insert(notifications)
    .values({ sellerId, title, message, metadata })
    .returning({ id: notifications.id });
  await wakeStreams(tx, sellerId);
  return { id: row!.id };
}

/**
 * Tells every server process that `sellerId`'s unread count may have changed, once `tx` commits.
 * PostgreSQL folds identical payloads of one transaction into a single notification, so a change that
 * notifies a seller several times still wakes each stream once.
 */
export async function wakeStreams(tx: Executor, sellerId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${notificationChannel}, ${sellerId})`);
}
