// The catalog (spec §3 Product, option, variant): products with their pictures, options and variants, and
// the admins' review decisions. Money is integer centavos; weight is grams, the other dimensions centimetres.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ProductStatus } from '#schemas/products';
import { admins, sellers, timestamptz } from '../../db/schema.ts';
import { productCategories } from '../categories/table.ts';

const dimension = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });

export const products = pgTable(
  'products',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    /** Restrict: a category in use is not deleted (the admin is told how many products use it). */
    categoryId: integer('category_id').references(() => productCategories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: smallint('status').$type<ProductStatus>().notNull().default(0),
    /** The admin's reason for a rejection; null otherwise. */
    statusReason: text('status_reason'),
    price: integer('price').notNull(),
    discountedPrice: integer('discounted_price'),
    chargeTaxes: boolean('charge_taxes').notNull().default(false),
    sku: text('sku').notNull(),
    /** With variants, the sum of theirs (kept so by the service, in the same transaction). */
    quantity: integer('quantity').notNull(),
    weight: dimension('weight').notNull(),
    length: dimension('length').notNull(),
    width: dimension('width').notNull(),
    height: dimension('height').notNull(),
    /**
     * Name, SKUs and tags in lower case without accents, written by the service on every save: the list's
     * search matches part of it through the trigram index below ("abac" finds "Abaca tote", "nino" "Niño").
     */
    searchText: text('search_text').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    /** When it last joined the review queue: created, or edited back to pending. The queue's order. */
    submittedAt: timestamptz('submitted_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('products_seller_sku_key').on(table.sellerId, sql`lower(${table.sku})`),
    index('products_seller_created_idx').on(table.sellerId, table.createdAt.desc(), table.id.desc()),
    index('products_seller_status_created_idx').on(
      table.sellerId,
      table.status,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('products_seller_quantity_idx').on(table.sellerId, table.quantity, table.id),
    index('products_seller_search_idx').using('gin', table.sellerId, sql`${table.searchText} gin_trgm_ops`),
    index('products_category_idx').on(table.categoryId),
    index('products_review_queue_idx').on(table.status, table.submittedAt, table.id),
    check('products_status_check', sql`${table.status} in (0, 1, 2)`),
    check('products_reason_check', sql`(${table.status} = 2) = (${table.statusReason} is not null)`),
    check('products_price_check', sql`${table.price} >= 0`),
    check(
      'products_discount_check',
      sql`${table.discountedPrice} is null or (${table.discountedPrice} > 0 and ${table.discountedPrice} < ${table.price})`,
    ),
    check('products_quantity_check', sql`${table.quantity} >= 0`),
  ],
);

/** The product's pictures in display order; the bytes live in media storage under `storage_key`. */
export const productImages = pgTable(
  'product_images',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    storageKey: text('storage_key').notNull(),
    /** Decided from the bytes (an SVG is stored rasterised, as PNG). */
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('product_images_product_idx').on(table.productId, table.position),
    uniqueIndex('product_images_storage_key_key').on(table.storageKey),
  ],
);

export const productOptions = pgTable(
  'product_options',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
  },
  (table) => [uniqueIndex('product_options_product_position_key').on(table.productId, table.position)],
);

export const productOptionValues = pgTable(
  'product_option_values',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    optionId: bigint('option_id', { mode: 'number' })
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    value: text('value').notNull(),
  },
  (table) => [uniqueIndex('product_option_values_option_position_key').on(table.optionId, table.position)],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The product's seller, repeated so a seller's SKUs can be unique across all their variants. */
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    option1: text('option1').notNull(),
    option2: text('option2'),
    option3: text('option3'),
    sku: text('sku'),
    quantity: integer('quantity').notNull(),
    price: integer('price').notNull(),
    discountedPrice: integer('discounted_price'),
    chargeTaxes: boolean('charge_taxes').notNull().default(false),
    imageId: bigint('image_id', { mode: 'number' }).references(() => productImages.id, {
      onDelete: 'set null',
    }),
    /** Null: ships in the product's package. */
    weight: dimension('weight'),
    length: dimension('length'),
    width: dimension('width'),
    height: dimension('height'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('product_variants_product_idx').on(table.productId, table.position),
    uniqueIndex('product_variants_seller_sku_key')
      .on(table.sellerId, sql`lower(${table.sku})`)
      .where(sql`${table.sku} is not null`),
    uniqueIndex('product_variants_combination_key').on(
      table.productId,
      sql`lower(${table.option1})`,
      sql`lower(coalesce(${table.option2}, ''))`,
      sql`lower(coalesce(${table.option3}, ''))`,
    ),
    check('product_variants_quantity_check', sql`${table.quantity} >= 0`),
    check('product_variants_price_check', sql`${table.price} >= 0`),
    check(
      'product_variants_discount_check',
      sql`${table.discountedPrice} is null or (${table.discountedPrice} > 0 and ${table.discountedPrice} < ${table.price})`,
    ),
  ],
);

/** Every review decision on a product, who made it and when: the audit trail behind `products.status`. */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    decision: text('decision').$type<'approved' | 'rejected'>().notNull(),
    reason: text('reason'),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    decidedAt: timestamptz('decided_at').notNull().defaultNow(),
  },
  (table) => [
    index('product_reviews_product_idx').on(table.productId, table.decidedAt.desc()),
    check('product_reviews_decision_check', sql`${table.decision} in ('approved', 'rejected')`),
    check(
      'product_reviews_reason_check',
      sql`(${table.decision} = 'rejected') = (${table.reason} is not null)`,
    ),
  ],
);

/**
 * How many products there are of each status, for the review queue's counts: counting a million rows on
 * every page is too slow. Kept by statement-level triggers on products (migration 0007: inserts, COPY
 * included, updates of the status, deletes, cascades, truncation), each statement adding its change to one
 * of `productCountShards` rows per status chosen at random, so concurrent saves rarely wait on each other;
 * a reader sums the shards.
 */
export const productStatusCounts = pgTable(
  'product_status_counts',
  {
    status: smallint('status').$type<ProductStatus>().notNull(),
    shard: smallint('shard').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.status, table.shard] })],
);
