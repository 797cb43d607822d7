// The storefront's side of orders (issue 12): the ids of the events it sent us (a repeat has no second
// effect), and the events we owe it about what sellers did (delivered by the job queue, or kept for an admin
// to read when no STOREFRONT_EVENTS_URL is set).
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SellerOrderEvent } from '#schemas/orders';
import { timestamptz } from '../../db/schema.ts';
import { orders } from '../orders/table.ts';

/** Every storefront event we have applied, by its id; inserted in the transaction of its effect. */
export const storefrontInbox = pgTable('storefront_inbox', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
});

/** Every event we send the storefront, in the order's transaction; `deliveredAt` once it answered 2xx. */
export const storefrontOutbox = pgTable(
  'storefront_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The event's id, the same on every attempt, so the storefront can drop a repeat. */
    eventId: uuid('event_id').notNull().defaultRandom(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type').$type<SellerOrderEvent['type']>().notNull(),
    /** The whole event as sent: `{ id, type, createdAt, data }`. */
    event: jsonb('event').$type<SellerOrderEvent>().notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    deliveredAt: timestamptz('delivered_at'),
  },
  (table) => [
    uniqueIndex('storefront_outbox_event_id_key').on(table.eventId),
    index('storefront_outbox_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('storefront_outbox_undelivered_idx')
      .on(table.id)
      .where(sql`${table.deliveredAt} is null`),
  ],
);
