// The listing assistant's one table (issue 15, decision 044): how many backgrounds each seller made from each
// source photo on each Philippine day, so the limit (AI_BACKGROUND_LIMIT_PER_IMAGE) holds across processes and
// restarts. A photo is known by the SHA-256 of its bytes, so a renamed copy is the same photo. A background
// counts when it is asked for and is given back when making it failed.
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { sellers } from '../../db/schema.ts';

export const aiBackgroundUses = pgTable(
  'ai_background_uses',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the source photo's bytes as sent. */
    imageHash: text('image_hash').notNull(),
    /** The day in Asia/Manila the backgrounds were made on. */
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sellerId, table.imageHash, table.day] }),
    check('ai_background_uses_count_check', sql`${table.count} >= 0`),
    check('ai_background_uses_hash_check', sql`${table.imageHash} ~ '^[0-9a-f]{64}$'`),
  ],
);
