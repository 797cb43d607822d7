// /api/admin/sellers: the review queue, one seller's submission and documents, and the decisions.
import { z } from 'zod';
import { type DocumentKind } from '../schemas/onboarding.ts';
import {
  adminSellerDetailResponseSchema,
  adminSellersResponseSchema,
  approvalDecisionResponseSchema,
  type AdminSellerDetail,
  type AdminSellersPage,
  type SellerStatusFilter,
} from '../schemas/admin-sellers.ts';
import type { HttpClient } from './client.ts';

export type DecisionOutcome = z.infer<typeof approvalDecisionResponseSchema>['data'];

const sellerPath = (id: string) => `/api/admin/sellers/${encodeURIComponent(id)}`;

export type SellersQuery = { status: SellerStatusFilter; cursor: string | null; limit?: number };

export const createAdminSellersService = (http: HttpClient) => ({
  listSellers: async (query: SellersQuery): Promise<AdminSellersPage> =>
    (
      await http.request(adminSellersResponseSchema, '/api/admin/sellers', {
        auth: 'admin',
        query: { status: query.status, cursor: query.cursor ?? undefined, limit: query.limit },
        fallback: 'The sellers could not be loaded.',
      })
    ).data,

  getSeller: async (id: string): Promise<AdminSellerDetail> =>
    (
      await http.request(adminSellerDetailResponseSchema, sellerPath(id), {
        auth: 'admin',
        fallback: 'This seller could not be loaded.',
      })
    ).data,

  /**
   * A document's bytes, fetched with the admin token (documents are never public); ofetch answers a
   * non-JSON, non-text response with a Blob carrying the server's content type.
   */
  getSellerDocument: (id: string, kind: DocumentKind): Promise<Blob> =>
    http.request(z.instanceof(Blob), `${sellerPath(id)}/documents/${kind}`, {
      auth: 'admin',
      fallback: 'This document could not be loaded.',
    }),

  approveSeller: async (id: string): Promise<DecisionOutcome> =>
    (
      await http.request(approvalDecisionResponseSchema, `${sellerPath(id)}/approve`, {
        method: 'POST',
        auth: 'admin',
        fallback: 'The approval could not be saved.',
      })
    ).data,

  rejectSeller: async (id: string, reason: string): Promise<DecisionOutcome> =>
    (
      await http.request(approvalDecisionResponseSchema, `${sellerPath(id)}/reject`, {
        method: 'POST',
        body: { reason },
        auth: 'admin',
        fallback: 'The rejection could not be saved.',
      })
    ).data,
});

export type AdminSellersService = ReturnType<typeof createAdminSellersService>;
