// Campaigns (issue 14, decision 038): the admins' promotions, their cover photos, and the products sellers
// apply to them with a discount price. Money is integer centavos; moments are timestamptz, shown in
// Philippine time. Deleting a campaign takes its applications and applied products with it; deleting a
// product takes it out of every campaign.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  boolean,
} from 'drizzle-orm/pg-core';
import type { CampaignDisplayType, CampaignProductStatus } from '#schemas/campaigns';
import { campaignDisplayTypes, campaignProductStatuses } from '#schemas/campaigns';
import { admins, sellers, timestamptz } from '../../db/schema.ts';
import { products } from '../products/table.ts';

const listed = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * An uploaded cover photo, byte-checked and re-encoded like a product picture (server/modules/media/images.ts)
 * and served at /media/campaigns/<storage key>. Uploaded before the campaign is saved; the media sweep removes
 * a cover no campaign took once the orphan grace has passed.
 */
export const campaignCovers = pgTable('campaign_covers', {
  storageKey: uuid('storage_key').primaryKey(),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  uploadedBy: uuid('uploaded_by').references(() => admins.id, { onDelete: 'set null' }),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const campaigns = pgTable(
  'campaigns',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    heading: text('heading').notNull(),
    /** Restrict: a cover in use is never swept. */
    coverKey: uuid('cover_key')
      .notNull()
      .references(() => campaignCovers.storageKey, { onDelete: 'restrict' }),
    /** The sales period; null start: running from its creation, null end: until it is deleted. */
    startAt: timestamptz('start_at'),
    endAt: timestamptz('end_at'),
    allowApplication: boolean('allow_application').notNull(),
    applicationEndAt: timestamptz('application_end_at'),
    displayType: text('display_type').$type<CampaignDisplayType>().notNull(),
    /** "20" (percent) or "199.00" (pesos); null for COUNTDOWN. */
    displayValue: text('display_value'),
    createdBy: uuid('created_by').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // Lists go by sales period: a missing start sorts as the creation moment.
    index('campaigns_period_idx').on(sql`coalesce(${table.startAt}, ${table.createdAt})`, table.id),
    index('campaigns_end_idx').on(table.endAt),
    check('campaigns_display_type_check', sql`${table.displayType} in (${listed(campaignDisplayTypes)})`),
    check(
      'campaigns_display_value_check',
      sql`(${table.displayType} = 'COUNTDOWN') = (${table.displayValue} is null)`,
    ),
    check(
      'campaigns_application_end_check',
      sql`not ${table.allowApplication} or ${table.applicationEndAt} is not null`,
    ),
    check(
      'campaigns_period_check',
      sql`${table.startAt} is null or ${table.endAt} is null or ${table.endAt} > ${table.startAt}`,
    ),
  ],
);

/** One POST /api/campaign-applications: a seller's products sent together. */
export const campaignApplications = pgTable(
  'campaign_applications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    campaignId: bigint('campaign_id', { mode: 'number' })
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('campaign_applications_seller_idx').on(table.campaignId, table.sellerId, table.id)],
);

/**
 * A product in a campaign: one row per campaign and product. Applying a rejected product again moves the row
 * to the new application with the new discount, pending again (src/machines/campaign-product-status).
 */
export const campaignProducts = pgTable(
  'campaign_products',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    campaignId: bigint('campaign_id', { mode: 'number' })
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => campaignApplications.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    /** The product's price when applied, and the discount price, centavos. */
    productPrice: integer('product_price').notNull(),
    discountPrice: integer('discount_price').notNull(),
    status: text('status').$type<CampaignProductStatus>().notNull().default('pending'),
    /** The admin's reason for a rejection; null otherwise. */
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => admins.id, { onDelete: 'set null' }),
    appliedAt: timestamptz('applied_at').notNull().defaultNow(),
    decidedAt: timestamptz('decided_at'),
  },
  (table) => [
    uniqueIndex('campaign_products_campaign_product_key').on(table.campaignId, table.productId),
    // The review: a campaign's products by status, oldest application first.
    index('campaign_products_review_idx').on(table.campaignId, table.status, table.id),
    index('campaign_products_seller_idx').on(table.sellerId, table.campaignId),
    index('campaign_products_product_idx').on(table.productId),
    check('campaign_products_status_check', sql`${table.status} in (${listed(campaignProductStatuses)})`),
    check(
      'campaign_products_discount_check',
      sql`${table.discountPrice} >= 100 and ${table.discountPrice} < ${table.productPrice}`,
    ),
    check(
      'campaign_products_reason_check',
      sql`(${table.status} = 'rejected') = (${table.reason} is not null) and (${table.status} = 'pending') = (${table.decidedAt} is null)`,
    ),
  ],
);
