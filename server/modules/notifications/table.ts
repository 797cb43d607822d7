// The notifications table: one row per message to a seller, read by the feed newest first.
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationMetadata } from '#schemas/notifications';
import { sellers } from '../../db/schema.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** `{ redirectUrl? }`: where opening the notification takes the seller, a path inside the portal. */
    metadata: jsonb('metadata').$type<NotificationMetadata>().notNull().default({}),
    // clock_timestamp(), not now(): several notifications written by one transaction still get distinct,
    // ordered times, so "newest first" keeps the order they were written in.
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`clock_timestamp()`),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    // The feed: one seller's rows newest first, the id breaking ties so pages never overlap. NULLS FIRST is
    // what a plain `order by ... desc` means, so the planner reads this index in order with no sort step.
    index('notifications_seller_feed_idx').on(
      table.sellerId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The badge: counting a seller's unread rows touches only those rows, however long the history grows.
    index('notifications_seller_unread_idx')
      .on(table.sellerId)
      .where(sql`${table.readAt} is null`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
