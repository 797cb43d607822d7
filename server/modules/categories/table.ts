// Product categories (spec §3): a tree two levels deep. A parent cannot be removed while it has children, and
// no category while products use it (the service says how many); titles are unique among siblings in any case.
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/schema.ts';

export const productCategories = pgTable(
  'product_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Null for a top-level category; a child's parent is always top-level (the service keeps it two deep). */
    parentId: integer('parent_id').references((): AnyPgColumn => productCategories.id, {
      onDelete: 'restrict',
    }),
    title: text('title').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('product_categories_sibling_title_key').on(
      sql`coalesce(${table.parentId}, 0)`,
      sql`lower(${table.title})`,
    ),
    index('product_categories_parent_id_idx').on(table.parentId),
    check('product_categories_not_own_parent_check', sql`${table.parentId} is distinct from ${table.id}`),
  ],
);
