// /api/admin/payout-requests: the admin's payout desk (issue 13): the requests of one status in keyset pages
// (pending oldest first, decided newest first), the decision on one request, and the pending ones as the
// bank's batch file.
import { z } from 'zod';
import {
  adminPayoutListResponseSchema,
  adminPayoutResponseSchema,
  type AdminPayoutPage,
  type AdminPayoutRequest,
  type PayoutDecision,
  type PayoutStatus,
} from '../schemas/earnings.ts';
import { deskFallbacks } from '../machines/admin-payouts/context.ts';
import type { HttpClient } from './client.ts';

export type AdminPayoutListRequest = {
  status: PayoutStatus;
  /** nextCursor of the previous page; null for the first. */
  cursor: string | null;
};

const payoutsPath = '/api/admin/payout-requests';

export const createAdminPayoutsService = (http: HttpClient) => ({
  list: async ({ status, cursor }: AdminPayoutListRequest): Promise<AdminPayoutPage> =>
    (
      await http.request(adminPayoutListResponseSchema, payoutsPath, {
        auth: 'admin',
        query: { status, cursor: cursor ?? undefined },
        fallback: deskFallbacks.list,
      })
    ).data,

  /** Answers the request as decided; 409 (with the server's words) when it was no longer pending. */
  decide: async (id: number, decision: PayoutDecision): Promise<AdminPayoutRequest> =>
    (
      await http.request(adminPayoutResponseSchema, `${payoutsPath}/${id}`, {
        method: 'PATCH',
        auth: 'admin',
        body: decision,
        fallback: deskFallbacks.decide,
      })
    ).data,

  /** The pending requests as the bank's batch file; ofetch reads text/csv as text, so the Blob is made here. */
  downloadPendingCsv: async (): Promise<Blob> => {
    const csv = await http.request(z.string(), `${payoutsPath}/export.csv`, {
      auth: 'admin',
      fallback: deskFallbacks.export,
    });
    return new Blob([csv], { type: 'text/csv;charset=utf-8' });
  },
});

export type AdminPayoutsService = ReturnType<typeof createAdminPayoutsService>;
