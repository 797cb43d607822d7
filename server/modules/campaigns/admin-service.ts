// The admins' campaigns (issue 14, decision 038): pages by phase with the applied products' counts, one campaign,
// create and edit with a cover that was uploaded (held while the campaign is saved, so the media sweep cannot
// take it), and the deletion: one transaction that takes the applied products with the campaign and tells each
// seller whose products were approved in it.
import type { z } from 'zod';
import {
  campaignCoverUrl,
  coverKeyOf,
  type AdminCampaign,
  type adminCampaignListQuerySchema,
  type AdminCampaignPage,
  type Campaign,
  type CampaignBody,
  type ProductCounts,
} from '#schemas/campaigns';
import type { Database } from '../../db/client.ts';
import { inTransaction, ok, refuse, type Outcome } from '../../lib/outcome.ts';
import { notifySeller, type NotificationInput } from '../notifications/notify.ts';
import {
  createAdminCampaignRepository,
  type AdminCampaignRepository,
  type CampaignColumns,
  type CampaignRow,
} from './admin-repository.ts';

export type AdminCampaignServiceOptions = { database: Database; now: () => Date };

export type SaveCampaignOutcome = Outcome<
  AdminCampaign,
  { reason: 'not-found' } | { reason: 'unknown-cover' }
>;
export type DeleteCampaignOutcome = Outcome<
  { id: number; approvedProductsRemoved: number },
  { reason: 'not-found' }
>;

export type AdminCampaignService = {
  /** GET /api/admin/campaigns: one phase's campaigns (or all), a page in its order, with the total. */
  list(query: z.output<typeof adminCampaignListQuerySchema>): Promise<AdminCampaignPage>;
  /** GET /api/admin/campaigns/:id; null when there is none. */
  get(id: number): Promise<AdminCampaign | null>;
  /** POST /api/admin/campaigns, with a body `campaignBodySchema` read. */
  create(adminId: string, body: CampaignBody): Promise<SaveCampaignOutcome>;
  /** PUT /api/admin/campaigns/:id: every field replaced. */
  update(id: number, body: CampaignBody): Promise<SaveCampaignOutcome>;
  /** DELETE /api/admin/campaigns/:id. */
  remove(id: number): Promise<DeleteCampaignOutcome>;
};

const moment = (at: Date | null) => at?.toISOString() ?? null;

/** A campaign as every answer shows it (the seller's answers add their own fields to it). */
export const campaignJson = (row: CampaignRow): Campaign => ({
  id: row.id,
  title: row.title,
  description: row.description,
  heading: row.heading,
  backgroundImageUrl: campaignCoverUrl(row.coverKey),
  startDate: moment(row.startAt),
  endDate: moment(row.endAt),
  allowApplication: row.allowApplication,
  applicationEndDate: moment(row.applicationEndAt),
  displayType: row.displayType,
  displayValue: row.displayValue,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const adminCampaignJson = (row: CampaignRow, products: ProductCounts): AdminCampaign => ({
  ...campaignJson(row),
  products,
});

const dateOf = (iso: string | null) => (iso === null ? null : new Date(iso));

/** The columns a body sets, but for the cover's key (checked and held by the use case). */
const columnsOf = (body: CampaignBody, coverKey: string, at: Date): CampaignColumns => ({
  title: body.title,
  description: body.description,
  heading: body.heading,
  coverKey,
  startAt: dateOf(body.startDate),
  endAt: dateOf(body.endDate),
  allowApplication: body.allowApplication,
  applicationEndAt: dateOf(body.applicationEndDate),
  displayType: body.displayType,
  displayValue: body.displayValue,
  updatedAt: at,
});

/** What a seller whose approved products leave with a deleted campaign reads; the list of campaigns opens. */
export const cancelledNotice = (title: string, approved: number): NotificationInput => ({
  title: 'Campaign cancelled',
  message: `The campaign "${title}" was cancelled: ${
    approved === 1 ? 'your approved product is' : `your ${approved} approved products are`
  } no longer in it.`,
  redirectUrl: '/campaigns',
});

export function createAdminCampaignService({
  database,
  now,
}: AdminCampaignServiceOptions): AdminCampaignService {
  const reads = createAdminCampaignRepository(database.db);

  const withCounts = async (row: CampaignRow) =>
    adminCampaignJson(row, (await reads.productCounts([row.id])).get(row.id)!);

  /**
   * Writes a campaign in one transaction once its dates and its cover are good, the cover held until the write
   * commits (so the media sweep cannot take it); `write` answers null when there is no campaign to write.
   */
  async function save(
    body: CampaignBody,
    write: (campaigns: AdminCampaignRepository, columns: CampaignColumns) => Promise<CampaignRow | null>,
  ): Promise<SaveCampaignOutcome> {
    const saved = await inTransaction(database.db, async (tx) => {
      const campaigns = createAdminCampaignRepository(tx);
      const coverKey = coverKeyOf(body.backgroundImageUrl)!;
      if (!(await campaigns.holdCover(coverKey))) return refuse('unknown-cover');
      const row = await write(campaigns, columnsOf(body, coverKey, now()));
      return row ? ok(row) : refuse('not-found');
    });
    return saved.ok ? ok(await withCounts(saved.value)) : saved;
  }

  return {
    async list({ phase, page, limit }) {
      const at = now();
      const [rows, total] = await Promise.all([
        reads.page(phase, at, (page - 1) * limit, limit + 1),
        reads.countInPhase(phase, at),
      ]);
      const shown = rows.slice(0, limit);
      const counts = await reads.productCounts(shown.map((row) => row.id));
      return {
        campaigns: shown.map((row) => adminCampaignJson(row, counts.get(row.id)!)),
        pagination: { page, limit, hasNextPage: rows.length > limit, total },
      };
    },

    async get(id) {
      const row = await reads.byId(id);
      return row && withCounts(row);
    },

    create: (adminId, body) =>
      save(body, (campaigns, columns) =>
        campaigns.insert({ ...columns, createdBy: adminId, createdAt: columns.updatedAt }),
      ),

    update: (id, body) => save(body, (campaigns, columns) => campaigns.update(id, columns)),

    remove(id) {
      return inTransaction(database.db, async (tx): Promise<DeleteCampaignOutcome> => {
        const campaigns = createAdminCampaignRepository(tx);
        // Locked first: an application or a decision under way finishes before, or waits and finds it gone.
        const campaign = await campaigns.lockForDeletion(id);
        if (!campaign) return refuse('not-found');
        const approved = await campaigns.approvedBySeller(id);
        await campaigns.remove(id);
        for (const { sellerId, count } of approved)
          await notifySeller(tx, sellerId, cancelledNotice(campaign.title, count));
        return ok({ id, approvedProductsRemoved: approved.reduce((sum, seller) => sum + seller.count, 0) });
      });
    },
  };
}
