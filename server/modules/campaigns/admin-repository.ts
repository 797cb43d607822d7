// The SQL of the admins' campaigns (decision 038): pages by phase, the applied products' counts, a cover locked
// while a campaign takes it, the writes, and the deletion's reckoning. Built per executor: on the database for
// reads, on the use case's transaction (`createAdminCampaignRepository(tx)`) for writes.
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { CampaignPhase, CampaignProductStatus, ProductCounts } from '#schemas/campaigns';
import type { Executor } from '../../lib/executor.ts';
import { campaignCovers, campaignProducts, campaigns } from './table.ts';

export type CampaignRow = typeof campaigns.$inferSelect;
export type CampaignColumns = Omit<typeof campaigns.$inferInsert, 'id' | 'createdBy' | 'createdAt'> & {
  updatedAt: Date;
};

/** Lists go by sales period: a campaign without a start sorts as the moment it was made (its index). */
export const salesPeriod = sql`coalesce(${campaigns.startAt}, ${campaigns.createdAt})`;

/**
 * Which campaigns are in `phase` at `now`, as `campaignPhase` (src/schemas/campaigns.ts) decides it for one:
 * ended from the end on, upcoming before the start, running otherwise.
 */
export function inPhase(phase: CampaignPhase, now: Date): SQL {
  switch (phase) {
    case 'ended':
      return lte(campaigns.endAt, now);
    case 'upcoming':
      // The sales period's bound says the same of an upcoming campaign and lets the period index find them.
      return and(gt(campaigns.startAt, now), sql`${salesPeriod} > ${now}`)!;
    case 'running':
      return and(
        or(isNull(campaigns.startAt), lte(campaigns.startAt, now)),
        or(isNull(campaigns.endAt), gt(campaigns.endAt, now)),
      )!;
  }
}

/**
 * Each list's order, the id last so pages never overlap: every campaign newest sales period first; upcoming
 * soonest start first; running soonest end first (no end last); ended latest end first.
 */
const phaseOrder = (phase: CampaignPhase | undefined): SQL[] => {
  switch (phase) {
    case undefined:
      return [desc(salesPeriod), desc(campaigns.id)];
    case 'upcoming':
      return [asc(salesPeriod), asc(campaigns.id)];
    case 'running':
      return [sql`${campaigns.endAt} asc nulls last`, asc(campaigns.id)];
    case 'ended':
      return [desc(campaigns.endAt), desc(campaigns.id)];
  }
};

const noProducts = (): ProductCounts => ({ pending: 0, approved: 0, rejected: 0 });

export function createAdminCampaignRepository(db: Executor) {
  return {
    /** A page of `limit` campaigns of `phase` (every one when undefined) after `offset`, in its order. */
    page(phase: CampaignPhase | undefined, now: Date, offset: number, limit: number) {
      return db
        .select()
        .from(campaigns)
        .where(phase === undefined ? undefined : inPhase(phase, now))
        .orderBy(...phaseOrder(phase))
        .offset(offset)
        .limit(limit);
    },

    async countInPhase(phase: CampaignPhase | undefined, now: Date): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(campaigns)
        .where(phase === undefined ? undefined : inPhase(phase, now));
      return row!.count;
    },

    /** The applied products of each campaign by status; a campaign without any has zeros. */
    async productCounts(campaignIds: number[]): Promise<Map<number, ProductCounts>> {
      const counts = new Map(campaignIds.map((id) => [id, noProducts()]));
      if (campaignIds.length === 0) return counts;
      const rows = await db
        .select({ campaignId: campaignProducts.campaignId, status: campaignProducts.status, count: count() })
        .from(campaignProducts)
        .where(inArray(campaignProducts.campaignId, campaignIds))
        .groupBy(campaignProducts.campaignId, campaignProducts.status);
      for (const row of rows) counts.get(row.campaignId)![row.status as CampaignProductStatus] = row.count;
      return counts;
    },

    async byId(id: number): Promise<CampaignRow | null> {
      const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
      return row ?? null;
    },

    /**
     * Whether the cover `storageKey` was uploaded, its row then locked until the transaction ends: the media
     * sweep skips a locked cover, and one it is removing makes this wait and answer false.
     */
    async holdCover(storageKey: string): Promise<boolean> {
      const [row] = await db
        .select({ storageKey: campaignCovers.storageKey })
        .from(campaignCovers)
        .where(eq(campaignCovers.storageKey, storageKey))
        .for('share');
      return row !== undefined;
    },

    async insert(columns: CampaignColumns & { createdBy: string; createdAt: Date }): Promise<CampaignRow> {
      const [row] = await db.insert(campaigns).values(columns).returning();
      return row!;
    },

    /** The campaign's new columns; null when there is no such campaign. */
    async update(id: number, columns: CampaignColumns): Promise<CampaignRow | null> {
      const [row] = await db.update(campaigns).set(columns).where(eq(campaigns.id, id)).returning();
      return row ?? null;
    },

    /**
     * Locks the campaign against applications and decisions (which share-lock it) until the deletion commits;
     * null when there is none.
     */
    async lockForDeletion(id: number): Promise<CampaignRow | null> {
      const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
      return row ?? null;
    },

    /** How many of each seller's products are approved in the campaign: who is told it is cancelled. */
    approvedBySeller(campaignId: number) {
      return db
        .select({ sellerId: campaignProducts.sellerId, count: count() })
        .from(campaignProducts)
        .where(and(eq(campaignProducts.campaignId, campaignId), eq(campaignProducts.status, 'approved')))
        .groupBy(campaignProducts.sellerId);
    },

    /** Removes the campaign; its applications and applied products go with it (the tables cascade). */
    async remove(id: number): Promise<void> {
      await db.delete(campaigns).where(eq(campaigns.id, id));
    },
  };
}

export type AdminCampaignRepository = ReturnType<typeof createAdminCampaignRepository>;
