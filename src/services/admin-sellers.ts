// /api/admin/sellers: the review queue and the sellers list, one seller's submission and documents, and the
// decisions (approve, reject, suspend, reinstate).
import { z } from 'zod';
import { type DocumentKind } from '../schemas/onboarding.ts';
import {
  adminSellerDetailResponseSchema,
  adminSellersResponseSchema,
  approvalDecisionResponseSchema,
  type AdminSellerDetail,
  type AdminSellersPage,
  type SellerOrder,
  type SellerStatusFilter,
} from '../schemas/admin-sellers.ts';
import type { HttpClient } from './client.ts';

export type DecisionOutcome = z.infer<typeof approvalDecisionResponseSchema>['data'];

const sellerPath = (id: string) => `/api/admin/sellers/${encodeURIComponent(id)}`;

export type SellersQuery = {
  /** Omitted: every seller who has submitted. */
  status?: SellerStatusFilter;
  /** Part of a name, store name or e-mail address. */
  q?: string;
  /** Oldest submission first unless 'newest'. */
  order?: SellerOrder;
  cursor: string | null;
  limit?: number;
};

const decide = (http: HttpClient, id: string, action: string, fallback: string, body?: { reason: string }) =>
  http
    .request(approvalDecisionResponseSchema, `${sellerPath(id)}/${action}`, {
      method: 'POST',
      auth: 'admin',
      fallback,
      ...(body ? { body } : {}),
    })
    .then((answer) => answer.data);

export const createAdminSellersService = (http: HttpClient) => ({
  listSellers: async (query: SellersQuery): Promise<AdminSellersPage> =>
    (
      await http.request(adminSellersResponseSchema, '/api/admin/sellers', {
        auth: 'admin',
        query: {
          status: query.status,
          q: query.q || undefined,
          order: query.order,
          cursor: query.cursor ?? undefined,
          limit: query.limit,
        },
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

  approveSeller: (id: string): Promise<DecisionOutcome> =>
    decide(http, id, 'approve', 'The approval could not be saved.'),

  rejectSeller: (id: string, reason: string): Promise<DecisionOutcome> =>
    decide(http, id, 'reject', 'The rejection could not be saved.', { reason }),

  suspendSeller: (id: string, reason: string): Promise<DecisionOutcome> =>
    decide(http, id, 'suspend', 'The suspension could not be saved.', { reason }),

  reinstateSeller: (id: string): Promise<DecisionOutcome> =>
    decide(http, id, 'reinstate', 'The reinstatement could not be saved.'),
});

export type AdminSellersService = ReturnType<typeof createAdminSellersService>;
