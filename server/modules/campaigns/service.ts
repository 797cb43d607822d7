// The sellers' campaigns and the admins' review (issue 14, decision 039): the campaigns not ended by sales
// period, the dashboard's counts, one campaign with this seller's applications, an application (the window,
// ownership, approval, discount and duplicate rules checked under locks in one transaction), and the review:
// keyset pages of the applied products of a status, and a decision that follows the applied product's lifecycle
// (src/machines/campaign-product-status) and tells the seller in the same transaction.
import type { z } from 'zod';
import {
  applicationsOpen,
  campaignBasePrice,
  campaignMessages,
  campaignPageSize,
  percentOff,
  type AdminCampaignProduct,
  type AdminCampaignProductPage,
  type adminCampaignProductQuerySchema,
  type CampaignApplication,
  type CampaignApplicationBody,
  type CampaignDetail,
  type campaignListQuerySchema,
  type CampaignPage,
  type CampaignProduct,
  type CampaignProductDecision,
  type CampaignSummary,
} from '#schemas/campaigns';
import { toPesos } from '#schemas/money';
import { productStatus } from '#schemas/products';
import { decideCampaignProduct, mayApplyAgain } from '#machines/campaign-product-status/machine.ts';
import type { Database } from '../../db/client.ts';
import { inTransaction, ok, refuse, type Outcome } from '../../lib/outcome.ts';
import { productImageUrl } from '../media/images.ts';
import { notifySeller } from '../notifications/notify.ts';
import { createAdminCampaignRepository } from './admin-repository.ts';
import { campaignJson } from './admin-service.ts';
import { approvedNotice, rejectedNotice } from './notices.ts';
import { createCampaignRepository, type AppliedRow, type ReviewRow } from './repository.ts';

export type CampaignServiceOptions = { database: Database; now: () => Date };

type FieldIssue = { path: (string | number)[]; message: string };

export type ApplyOutcome = Outcome<
  CampaignApplication,
  | { reason: 'campaign-not-found' }
  | { reason: 'applications-closed'; message: string }
  | { reason: 'product-not-found' }
  | { reason: 'product-not-approved'; message: string }
  | { reason: 'discount-not-below-price'; issues: FieldIssue[] }
  | { reason: 'already-applied'; message: string }
>;

export type DecideOutcome = Outcome<
  AdminCampaignProduct,
  | { reason: 'campaign-not-found' }
  | { reason: 'product-not-found' }
  | { reason: 'already-decided'; message: string }
  | { reason: 'price-changed'; message: string }
>;

export type CampaignService = {
  /** GET /api/campaigns: the running and upcoming campaigns by sales period, with this seller's counts. */
  list(sellerId: string, query: z.output<typeof campaignListQuerySchema>): Promise<CampaignPage>;
  /** GET /api/campaigns/summary: the dashboard card. */
  summary(): Promise<CampaignSummary>;
  /** GET /api/campaigns/:id, ended ones too (a notification's link never breaks); null when there is none. */
  detail(sellerId: string, id: number): Promise<CampaignDetail | null>;
  /** POST /api/campaign-applications, with a body `campaignApplicationBodySchema()` read (centavos). */
  apply(sellerId: string, body: CampaignApplicationBody): Promise<ApplyOutcome>;
  /** GET /api/admin/campaigns/:id/products; null when there is no such campaign. */
  review(
    campaignId: number,
    query: z.output<typeof adminCampaignProductQuerySchema>,
  ): Promise<AdminCampaignProductPage | null>;
  /** PATCH /api/admin/campaigns/:id/products/:productId (the product's id). */
  decide(
    adminId: string,
    campaignId: number,
    productId: number,
    decision: CampaignProductDecision,
  ): Promise<DecideOutcome>;
};

const basePriceOf = (row: { price: number; variantPrices: number[] }) =>
  campaignBasePrice({ price: row.price, variants: row.variantPrices.map((price) => ({ price })) });

/** An applied product as the seller reads it: pesos, its percentage, ISO times. */
const appliedJson = (row: AppliedRow): CampaignProduct => ({
  id: row.id,
  data: {
    id: row.productId,
    productName: row.productName,
    imageUrl: row.imageKey === null ? null : productImageUrl(row.imageKey),
  },
  productPrice: toPesos(row.productPrice),
  discountPrice: toPesos(row.discountPrice),
  percentOff: percentOff(row.productPrice, row.discountPrice),
  status: row.status,
  reason: row.reason,
  appliedAt: row.appliedAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

/** An applied product as the review reads it: with its seller and the product's price now. */
const reviewJson = (row: ReviewRow): AdminCampaignProduct => ({
  ...appliedJson(row),
  seller: row.seller,
  currentPrice: toPesos(basePriceOf(row)),
});

export function createCampaignService({ database, now }: CampaignServiceOptions): CampaignService {
  const reads = createCampaignRepository(database.db);

  return {
    async list(sellerId, { page, limit, sortOrder }) {
      const rows = await reads.notEndedPage(now(), sortOrder, (page - 1) * limit, limit + 1);
      const shown = rows.slice(0, limit);
      const counts = await reads.sellerCounts(
        sellerId,
        shown.map((row) => row.id),
      );
      return {
        campaigns: shown.map((row) => ({ ...campaignJson(row), myProducts: counts.get(row.id)! })),
        pagination: { page, limit, hasNextPage: rows.length > limit },
      };
    },

    summary: () => reads.summary(now()),

    async detail(sellerId, id) {
      const campaign = await reads.byId(id);
      if (!campaign) return null;
      const applications: CampaignApplication[] = [];
      // Rows come newest application first: each application's products follow one another.
      for (const row of await reads.sellerApplied(id, sellerId)) {
        if (applications.at(-1)?.id !== row.applicationId)
          applications.push({ id: row.applicationId, createdAt: row.createdAt.toISOString(), products: [] });
        applications.at(-1)!.products.push(appliedJson(row));
      }
      return { ...campaignJson(campaign), applications };
    },

    apply(sellerId, body) {
      return inTransaction(database.db, async (tx): Promise<ApplyOutcome> => {
        const campaigns = createCampaignRepository(tx);
        // Share-locked: an edit that closes the window, or a deletion, waits until this application is in.
        const campaign = await campaigns.lockCampaign(body.campaignId);
        if (!campaign) return refuse('campaign-not-found');
        const at = now();
        if (!applicationsOpen(campaignJson(campaign), at))
          return refuse('applications-closed', {
            message: campaignMessages.applicationsClosed(campaign.title),
          });

        const ids = body.products.map((item) => item.productId);
        const owned = new Map(
          (await campaigns.lockSellerProducts(sellerId, ids)).map((product) => [product.id, product]),
        );
        // Another seller's product answers as one that does not exist: the id is not confirmed.
        if (ids.some((id) => !owned.has(id))) return refuse('product-not-found');
        const items = body.products.map((item) => {
          const product = owned.get(item.productId)!;
          return { ...item, product, basePrice: basePriceOf(product) };
        });
        const unapproved = items.find(({ product }) => product.status !== productStatus.approved);
        if (unapproved)
          return refuse('product-not-approved', {
            message: campaignMessages.productNotApproved(unapproved.product.name),
          });
        const tooHigh = items.flatMap((item, index) =>
          item.discountPrice >= item.basePrice
            ? [{ path: ['products', index, 'discountPrice'], message: campaignMessages.discountBelowPrice }]
            : [],
        );
        if (tooHigh.length > 0) return refuse('discount-not-below-price', { issues: tooHigh });

        const earlier = new Map(
          (await campaigns.lockApplied(campaign.id, ids)).map((row) => [row.productId, row]),
        );
        const taken = items.find((item) => {
          const row = earlier.get(item.productId);
          return row !== undefined && !mayApplyAgain(row.status);
        });
        if (taken)
          return refuse('already-applied', { message: campaignMessages.alreadyApplied(taken.product.name) });

        const application = await campaigns.insertApplication(campaign.id, sellerId, at);
        const columns = (item: (typeof items)[number]) => ({
          applicationId: application.id,
          productPrice: item.basePrice,
          discountPrice: item.discountPrice,
          appliedAt: at,
        });
        for (const item of items) {
          const row = earlier.get(item.productId);
          if (row) await campaigns.reapply(row.id, columns(item));
        }
        // In product order, so two applications sharing products wait for each other instead of deadlocking.
        const fresh = items
          .filter((item) => !earlier.has(item.productId))
          .sort((a, b) => a.productId - b.productId);
        const inserted = await campaigns.insertApplied(
          fresh.map((item) => ({
            ...columns(item),
            campaignId: campaign.id,
            productId: item.productId,
            sellerId,
          })),
        );
        // Another application put it in the campaign after this one looked: the unique key said so.
        const lost = fresh.find((item) => !inserted.has(item.productId));
        if (lost)
          return refuse('already-applied', { message: campaignMessages.alreadyApplied(lost.product.name) });

        return ok({
          id: application.id,
          createdAt: application.createdAt.toISOString(),
          products: (await campaigns.applicationProducts(application.id)).map(appliedJson),
        });
      });
    },

    async review(campaignId, { status, cursor }) {
      if (!(await reads.byId(campaignId))) return null;
      const [rows, counts] = await Promise.all([
        reads.reviewPage(
          campaignId,
          status,
          cursor === undefined ? undefined : Number(cursor),
          campaignPageSize + 1,
        ),
        createAdminCampaignRepository(database.db).productCounts([campaignId]),
      ]);
      const page = rows.slice(0, campaignPageSize);
      return {
        products: page.map(reviewJson),
        nextCursor: rows.length > campaignPageSize ? String(page.at(-1)!.id) : null,
        counts: counts.get(campaignId)!,
      };
    },

    decide(adminId, campaignId, productId, decision) {
      return inTransaction(database.db, async (tx): Promise<DecideOutcome> => {
        const campaigns = createCampaignRepository(tx);
        // The campaign, the product, then its row in the campaign: the order a deletion and an application take
        // them in, so none of them waits on a row held by one waiting on it.
        const campaign = await campaigns.lockCampaign(campaignId);
        if (!campaign) return refuse('campaign-not-found');
        await campaigns.lockProduct(productId);
        const row = await campaigns.lockForDecision(campaignId, productId);
        if (!row) return refuse('product-not-found');
        const verdict = decideCampaignProduct(row.status, decision.status);
        if (!verdict.allowed)
          return refuse('already-decided', {
            message: campaignMessages.alreadyDecided(row.productName, row.status),
          });
        const price = basePriceOf(row);
        if (decision.status === 'approved' && row.discountPrice >= price)
          return refuse('price-changed', { message: campaignMessages.priceChanged(row.productName, price) });

        const decided = {
          status: verdict.after,
          reason: decision.status === 'rejected' ? decision.reason : null,
          decidedAt: now(),
        };
        await campaigns.decide(row.id, { ...decided, decidedBy: adminId });
        const about = { campaignId, campaignTitle: campaign.title, productName: row.productName };
        await notifySeller(
          tx,
          row.sellerId,
          decision.status === 'approved'
            ? approvedNotice({ ...about, discountPrice: row.discountPrice })
            : rejectedNotice({ ...about, reason: decision.reason, takenOut: row.status === 'approved' }),
        );
        return ok(reviewJson({ ...row, ...decided }));
      });
    },
  };
}
