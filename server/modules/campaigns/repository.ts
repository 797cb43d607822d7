// The SQL of the sellers' campaigns and the admins' review (decision 039): the campaigns not ended by sales
// period, a seller's counts and applied products, the rows an application locks and writes, and the review's
// keyset pages. Built per executor: on the database for reads, on the use case's transaction for writes.
import { and, asc, count, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { CampaignProductStatus, CampaignSortOrder, ProductCounts } from '#schemas/campaigns';
import { sellers } from '../../db/schema.ts';
import type { Executor } from '../../lib/executor.ts';
import { products } from '../products/table.ts';
import { inPhase, salesPeriod } from './admin-repository.ts';
import { campaignApplications, campaignProducts, campaigns } from './table.ts';

export type CampaignRow = typeof campaigns.$inferSelect;

/** Not ended at `now`: running or upcoming, as `campaignPhase` decides it for one. */
const notEnded = (now: Date) => or(isNull(campaigns.endAt), gt(campaigns.endAt, now))!;

// The two correlated subqueries below are written out with their tables named: Drizzle leaves a column
// unqualified in a select from one table, and an unqualified "id" inside the subquery is the subquery's own.

/**
 * The prices `campaignBasePrice` (src/schemas/campaigns.ts) reads: the product's own and its variants', so the
 * rule stays in one place and the SQL only fetches.
 */
const priceColumns = {
  price: products.price,
  variantPrices: sql<
    number[]
  >`coalesce((select json_agg(variant.price) from product_variants variant where variant.product_id = products.id), '[]'::json)`,
};

/** The product's first picture's storage key, or null. */
const firstImageKey = sql<
  string | null
>`(select image.storage_key from product_images image where image.product_id = products.id order by image.position limit 1)`;

/** An applied product with what every answer shows of its product. */
const appliedColumns = {
  id: campaignProducts.id,
  campaignId: campaignProducts.campaignId,
  applicationId: campaignProducts.applicationId,
  productId: campaignProducts.productId,
  sellerId: campaignProducts.sellerId,
  productPrice: campaignProducts.productPrice,
  discountPrice: campaignProducts.discountPrice,
  status: campaignProducts.status,
  reason: campaignProducts.reason,
  appliedAt: campaignProducts.appliedAt,
  decidedAt: campaignProducts.decidedAt,
  productName: products.name,
  imageKey: firstImageKey,
};

export type AppliedRow = {
  id: number;
  campaignId: number;
  applicationId: number;
  productId: number;
  sellerId: string;
  productPrice: number;
  discountPrice: number;
  status: CampaignProductStatus;
  reason: string | null;
  appliedAt: Date;
  decidedAt: Date | null;
  productName: string;
  imageKey: string | null;
};

/** An applied product as the review reads it: with its seller and the product's prices now. */
export type ReviewRow = AppliedRow & {
  seller: { id: string; name: string; storeName: string };
  price: number;
  variantPrices: number[];
};

const reviewColumns = {
  ...appliedColumns,
  ...priceColumns,
  seller: { id: sellers.id, name: sellers.sellerName, storeName: sellers.spStoreName },
};

const noProducts = (): ProductCounts => ({ pending: 0, approved: 0, rejected: 0 });

export function createCampaignRepository(db: Executor) {
  const reviewQuery = () =>
    db
      .select(reviewColumns)
      .from(campaignProducts)
      .innerJoin(products, eq(products.id, campaignProducts.productId))
      .innerJoin(sellers, eq(sellers.id, campaignProducts.sellerId));

  return {
    /** A page of `limit` campaigns not ended at `now`, by sales period then id, after `offset`. */
    notEndedPage(now: Date, sortOrder: CampaignSortOrder, offset: number, limit: number) {
      const direction = sortOrder === 'asc' ? asc : desc;
      return db
        .select()
        .from(campaigns)
        .where(notEnded(now))
        .orderBy(direction(salesPeriod), direction(campaigns.id))
        .offset(offset)
        .limit(limit);
    },

    /** The dashboard's counts at `now`; open for applications is `applicationsOpen` in SQL. */
    async summary(now: Date) {
      const [row] = await db
        .select({
          openForApplications: sql<number>`count(*) filter (where ${and(
            eq(campaigns.allowApplication, true),
            gt(campaigns.applicationEndAt, now),
            notEnded(now),
          )})`.mapWith(Number),
          running: sql<number>`count(*) filter (where ${inPhase('running', now)})`.mapWith(Number),
          upcoming: sql<number>`count(*) filter (where ${inPhase('upcoming', now)})`.mapWith(Number),
        })
        .from(campaigns)
        .where(notEnded(now));
      return row!;
    },

    /** How many of the seller's products are in each campaign, by status; zeros for a campaign without any. */
    async sellerCounts(sellerId: string, campaignIds: number[]): Promise<Map<number, ProductCounts>> {
      const counts = new Map(campaignIds.map((id) => [id, noProducts()]));
      if (campaignIds.length === 0) return counts;
      const rows = await db
        .select({ campaignId: campaignProducts.campaignId, status: campaignProducts.status, count: count() })
        .from(campaignProducts)
        .where(
          and(eq(campaignProducts.sellerId, sellerId), inArray(campaignProducts.campaignId, campaignIds)),
        )
        .groupBy(campaignProducts.campaignId, campaignProducts.status);
      for (const row of rows) counts.get(row.campaignId)![row.status] = row.count;
      return counts;
    },

    async byId(id: number): Promise<CampaignRow | null> {
      const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
      return row ?? null;
    },

    /**
     * The campaign, share-locked until the transaction ends: an edit or a deletion waits for the application or
     * decision under way, and one under way makes them wait; null when there is none.
     */
    async lockCampaign(id: number): Promise<CampaignRow | null> {
      const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id)).for('share');
      return row ?? null;
    },

    /** The seller's applied products in the campaign, newest application first, in the order applied. */
    sellerApplied(campaignId: number, sellerId: string): Promise<(AppliedRow & { createdAt: Date })[]> {
      return db
        .select({ ...appliedColumns, createdAt: campaignApplications.createdAt })
        .from(campaignProducts)
        .innerJoin(campaignApplications, eq(campaignApplications.id, campaignProducts.applicationId))
        .innerJoin(products, eq(products.id, campaignProducts.productId))
        .where(and(eq(campaignProducts.campaignId, campaignId), eq(campaignProducts.sellerId, sellerId)))
        .orderBy(desc(campaignProducts.applicationId), asc(campaignProducts.id));
    },

    /**
     * The seller's products among `ids` with their status and prices, share-locked so no edit changes a price
     * or a status before the application commits. Another seller's product is not among them.
     */
    lockSellerProducts(sellerId: string, ids: number[]) {
      return db
        .select({ id: products.id, name: products.name, status: products.status, ...priceColumns })
        .from(products)
        .where(and(eq(products.sellerId, sellerId), inArray(products.id, ids)))
        .for('share');
    },

    /** The products among `ids` already in the campaign, locked: of two applications, the second waits here. */
    lockApplied(campaignId: number, productIds: number[]) {
      return db
        .select({
          id: campaignProducts.id,
          productId: campaignProducts.productId,
          status: campaignProducts.status,
        })
        .from(campaignProducts)
        .where(
          and(eq(campaignProducts.campaignId, campaignId), inArray(campaignProducts.productId, productIds)),
        )
        .for('update');
    },

    async insertApplication(campaignId: number, sellerId: string, createdAt: Date) {
      const [row] = await db
        .insert(campaignApplications)
        .values({ campaignId, sellerId, createdAt })
        .returning();
      return row!;
    },

    /**
     * New applied products; a product another application put in the campaign since `lockApplied` read is left
     * out (the unique key decides, never a 5xx): answers the product ids inserted.
     */
    async insertApplied(rows: (typeof campaignProducts.$inferInsert)[]): Promise<Set<number>> {
      if (rows.length === 0) return new Set();
      const inserted = await db
        .insert(campaignProducts)
        .values(rows)
        .onConflictDoNothing({ target: [campaignProducts.campaignId, campaignProducts.productId] })
        .returning({ productId: campaignProducts.productId });
      return new Set(inserted.map((row) => row.productId));
    },

    /** A rejected product applied again: moved to the new application, pending, its decision cleared. */
    async reapply(
      id: number,
      columns: { applicationId: number; productPrice: number; discountPrice: number; appliedAt: Date },
    ) {
      await db
        .update(campaignProducts)
        .set({ ...columns, status: 'pending', reason: null, decidedBy: null, decidedAt: null })
        .where(eq(campaignProducts.id, id));
    },

    /** The applied products of one application, in the order applied. */
    applicationProducts(applicationId: number): Promise<AppliedRow[]> {
      return db
        .select(appliedColumns)
        .from(campaignProducts)
        .innerJoin(products, eq(products.id, campaignProducts.productId))
        .where(eq(campaignProducts.applicationId, applicationId))
        .orderBy(asc(campaignProducts.id));
    },

    /** The review: up to `limit` of the campaign's products in `status` after the id `after`, oldest first. */
    reviewPage(
      campaignId: number,
      status: CampaignProductStatus,
      after: number | undefined,
      limit: number,
    ): Promise<ReviewRow[]> {
      return reviewQuery()
        .where(
          and(
            eq(campaignProducts.campaignId, campaignId),
            eq(campaignProducts.status, status),
            after === undefined ? undefined : gt(campaignProducts.id, after),
          ),
        )
        .orderBy(asc(campaignProducts.id))
        .limit(limit);
    },

    /**
     * The product share-locked, so no price edit lands between an approval's check and its commit. Taken before
     * the applied row, in the order an application takes them, so a decision and an application never deadlock.
     */
    async lockProduct(productId: number): Promise<void> {
      await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('share');
    },

    /**
     * The product in the campaign with its product's prices now, locked: of two admins deciding it at once the
     * second reads the first's decision.
     */
    async lockForDecision(campaignId: number, productId: number): Promise<ReviewRow | null> {
      const [row] = await reviewQuery()
        .where(and(eq(campaignProducts.campaignId, campaignId), eq(campaignProducts.productId, productId)))
        .for('update', { of: campaignProducts });
      return row ?? null;
    },

    async decide(
      id: number,
      columns: { status: CampaignProductStatus; reason: string | null; decidedBy: string; decidedAt: Date },
    ) {
      await db.update(campaignProducts).set(columns).where(eq(campaignProducts.id, id));
    },
  };
}

export type CampaignRepository = ReturnType<typeof createCampaignRepository>;
