// An outbox row as the admin's list shows it: the event in words and its delivery state, decided once here
// from the server's row and whether STOREFRONT_EVENTS_URL is set.
import type { OutboxEntry, OutboxPage, SellerEventType } from '#schemas/storefront';
import type { Page } from '#machines/paged-list/context.ts';

/**
 * Delivered: the storefront took it. Waiting: a URL is set and the queue keeps trying. Kept: no URL is set,
 * so nothing is sent; it goes out once one is set and the server starts again (decision 025).
 */
export type Delivery =
  | { state: 'delivered'; at: string }
  | { state: 'waiting'; attempts: number; lastError: string | null }
  | { state: 'kept' };

/** The paged list's row: the id as a string (the list's key), the server's row, its delivery. */
export type OutboxRow = { id: string; entry: OutboxEntry; delivery: Delivery };

export const eventTypeLabels: Record<SellerEventType, string> = {
  'order.accepted': 'Accepted',
  'order.rejected': 'Rejected',
  'order.fulfilled': 'Shipped',
};

export const deliveryOf = (entry: OutboxEntry, eventsUrlConfigured: boolean): Delivery =>
  entry.deliveredAt !== null
    ? { state: 'delivered', at: entry.deliveredAt }
    : eventsUrlConfigured
      ? { state: 'waiting', attempts: entry.attempts, lastError: entry.lastError }
      : { state: 'kept' };

/** The paged list's page from the server's. */
export const outboxListPage = ({ events, nextCursor, eventsUrlConfigured }: OutboxPage): Page => ({
  items: events.map((entry): OutboxRow => ({
    id: String(entry.id),
    entry,
    delivery: deliveryOf(entry, eventsUrlConfigured),
  })),
  nextCursor,
});
