// The seller's campaigns (issue 14; spec §7 /api/campaigns and /api/campaign-applications, §8 texts): a page
// of the campaigns not ended by sales period, the dashboard's counts, one campaign with this seller's own
// applications, and a new application. Amounts stay as the wire has them (pesos) except an application's body,
// which `campaignApplicationBodySchema` parsed to centavos.
import {
  campaignApplicationResponseSchema,
  campaignDetailResponseSchema,
  campaignListResponseSchema,
  campaignMessages,
  campaignPageSize,
  campaignSummaryResponseSchema,
  type CampaignApplication,
  type CampaignApplicationBody,
  type CampaignDetail,
  type CampaignPage,
  type CampaignSortOrder,
  type CampaignSummary,
} from '../schemas/campaigns.ts';
import { toPesos } from '../schemas/money.ts';
import { FailureError } from '../machines/shared/failure.ts';
import type { HttpClient } from './client.ts';

export type CampaignListRequest = { page: number; limit?: number; sortOrder?: CampaignSortOrder };

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** A 404 says 'Campaign not found' even when what answered it (a proxy) gave no readable message. */
const notFoundWhenUnreadable = (error: unknown): never => {
  if (
    error instanceof FailureError &&
    error.failure.kind === 'http' &&
    error.failure.status === 404 &&
    error.failure.code === 'UNEXPECTED_RESPONSE'
  )
    throw new FailureError({ ...error.failure, code: 'NOT_FOUND', message: campaignMessages.notFound });
  throw error;
};

export const createCampaignsService = (http: HttpClient) => ({
  list: async (query: CampaignListRequest, signal?: AbortSignal): Promise<CampaignPage> =>
    (
      await http.request(campaignListResponseSchema, '/api/campaigns', {
        query: { page: query.page, limit: query.limit ?? campaignPageSize, sortOrder: query.sortOrder },
        fallback: campaignMessages.fetchListFailed,
        ...withSignal(signal),
      })
    ).data,

  /** The dashboard card's counts. */
  summary: async (signal?: AbortSignal): Promise<CampaignSummary> =>
    (
      await http.request(campaignSummaryResponseSchema, '/api/campaigns/summary', {
        fallback: campaignMessages.fetchListFailed,
        ...withSignal(signal),
      })
    ).data,

  get: async (id: number | string, signal?: AbortSignal): Promise<CampaignDetail> =>
    (
      await http
        .request(campaignDetailResponseSchema, `/api/campaigns/${encodeURIComponent(String(id))}`, {
          fallback: campaignMessages.fetchFailed,
          ...withSignal(signal),
        })
        .catch(notFoundWhenUnreadable)
    ).data,

  /** `body` as `campaignApplicationBodySchema` parsed it: discount prices in centavos, sent in pesos. */
  apply: async (body: CampaignApplicationBody): Promise<CampaignApplication> =>
    (
      await http.request(campaignApplicationResponseSchema, '/api/campaign-applications', {
        method: 'POST',
        body: {
          campaignId: body.campaignId,
          products: body.products.map((product) => ({
            productId: product.productId,
            discountPrice: toPesos(product.discountPrice),
          })),
        },
        fallback: campaignMessages.applyFailed,
      })
    ).data,
});

export type CampaignsService = ReturnType<typeof createCampaignsService>;
