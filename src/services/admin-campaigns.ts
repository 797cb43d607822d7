// /api/admin/campaigns (issue 14): the admins' campaigns by phase in pages, one campaign, creating, editing and
// deleting one, its cover photo (uploaded first, its URL then goes in the body), and the review of the products
// sellers applied. Amounts stay as the wire has them (pesos).
import {
  adminCampaignListResponseSchema,
  adminCampaignProductListResponseSchema,
  adminCampaignProductResponseSchema,
  adminCampaignResponseSchema,
  campaignCoverResponseSchema,
  campaignDeletedResponseSchema,
  campaignMessages,
  campaignPageSize,
  type AdminCampaign,
  type AdminCampaignPage,
  type AdminCampaignProduct,
  type AdminCampaignProductPage,
  type CampaignBody,
  type CampaignPhase,
  type CampaignProductDecision,
  type CampaignProductStatus,
} from '../schemas/campaigns.ts';
import { adminCampaignFallbacks } from '../machines/admin-campaigns/failure.ts';
import { FailureError } from '../machines/shared/failure.ts';
import { formData, type HttpClient } from './client.ts';

/** One page of the list; no phase lists every campaign, the newest sales period first. */
export type AdminCampaignListRequest = { phase?: CampaignPhase | undefined; page: number; limit?: number };

/** One keyset page of a campaign's applied products of one status; a null cursor for the first. */
export type AdminCampaignProductListRequest = { status: CampaignProductStatus; cursor: string | null };

export type CampaignDeleted = { id: number; approvedProductsRemoved: number };

const campaignsPath = '/api/admin/campaigns';
const campaignPath = (id: number | string) => `${campaignsPath}/${encodeURIComponent(String(id))}`;
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

export const createAdminCampaignsService = (http: HttpClient) => ({
  list: async (query: AdminCampaignListRequest, signal?: AbortSignal): Promise<AdminCampaignPage> =>
    (
      await http.request(adminCampaignListResponseSchema, campaignsPath, {
        auth: 'admin',
        query: { phase: query.phase, page: query.page, limit: query.limit ?? campaignPageSize },
        fallback: adminCampaignFallbacks.list,
        ...withSignal(signal),
      })
    ).data,

  get: async (id: number | string, signal?: AbortSignal): Promise<AdminCampaign> =>
    (
      await http
        .request(adminCampaignResponseSchema, campaignPath(id), {
          auth: 'admin',
          fallback: adminCampaignFallbacks.get,
          ...withSignal(signal),
        })
        .catch(notFoundWhenUnreadable)
    ).data,

  /** `body` as `campaignBodySchema` parsed it (the server parses it again); a 400 names its `fields`. */
  create: async (body: CampaignBody): Promise<AdminCampaign> =>
    (
      await http.request(adminCampaignResponseSchema, campaignsPath, {
        method: 'POST',
        auth: 'admin',
        body,
        fallback: adminCampaignFallbacks.save,
      })
    ).data,

  update: async (id: number | string, body: CampaignBody): Promise<AdminCampaign> =>
    (
      await http
        .request(adminCampaignResponseSchema, campaignPath(id), {
          method: 'PUT',
          auth: 'admin',
          body,
          fallback: adminCampaignFallbacks.save,
        })
        .catch(notFoundWhenUnreadable)
    ).data,

  /** Answers how many approved products left the campaign with it (their sellers are told by the server). */
  remove: async (id: number | string): Promise<CampaignDeleted> =>
    (
      await http
        .request(campaignDeletedResponseSchema, campaignPath(id), {
          method: 'DELETE',
          auth: 'admin',
          fallback: adminCampaignFallbacks.remove,
        })
        .catch(notFoundWhenUnreadable)
    ).data,

  /** The cover's public URL, for the body's backgroundImageUrl; 413/415 carry the server's words. */
  uploadCover: async (
    file: File,
    onProgress?: (progress: { loaded: number; total: number }) => void,
    signal?: AbortSignal,
  ): Promise<string> =>
    (
      await http.upload(campaignCoverResponseSchema, `${campaignsPath}/cover`, formData({ image: file }), {
        method: 'POST',
        auth: 'admin',
        fallback: adminCampaignFallbacks.cover,
        ...(onProgress ? { onProgress } : {}),
        ...withSignal(signal),
      })
    ).data.url,

  listProducts: async (
    id: number | string,
    query: AdminCampaignProductListRequest,
    signal?: AbortSignal,
  ): Promise<AdminCampaignProductPage> =>
    (
      await http
        .request(adminCampaignProductListResponseSchema, `${campaignPath(id)}/products`, {
          auth: 'admin',
          query: { status: query.status, cursor: query.cursor ?? undefined },
          fallback: adminCampaignFallbacks.products,
          ...withSignal(signal),
        })
        .catch(notFoundWhenUnreadable)
    ).data,

  /** `productId` is the product's own id; 409 (the server's words) when the decision no longer applies. */
  decide: async (
    id: number | string,
    productId: number | string,
    decision: CampaignProductDecision,
  ): Promise<AdminCampaignProduct> =>
    (
      await http.request(
        adminCampaignProductResponseSchema,
        `${campaignPath(id)}/products/${encodeURIComponent(String(productId))}`,
        { method: 'PATCH', auth: 'admin', body: decision, fallback: adminCampaignFallbacks.decide },
      )
    ).data,
});

export type AdminCampaignsService = ReturnType<typeof createAdminCampaignsService>;
