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
import type { HttpClient } from './client.ts';

export type AdminPayoutListRequest = {
  status: PayoutStatus;
  /** nextCursor of the previous page; null for the first. */
  cursor: string | null;
};

/** What the desk says when the server gives no readable message (the spec words none for the admin). */
export const adminPayoutFallbacks = {
  list: 'The payout requests could not be loaded.',
  decide: 'The decision could not be saved.',
  export: 'The pending payouts could not be exported.',
} as const;

const payoutsPath = '/api/admin/payout-requests';

export const createAdminPayoutsService = (http: HttpClient) => ({
  list: async ({ status, cursor }: AdminPayoutListRequest): Promise<AdminPayoutPage> =>
    (
      await http.request(adminPayoutListResponseSchema, payoutsPath, {
        auth: 'admin',
        query: { status, cursor: cursor ?? undefined },
        fallback: adminPayoutFallbacks.list,
      })
    ).data,

  /** Answers the request as decided; 409 (with the server's words) when it was no longer pending. */
  decide: async (id: number, decision: PayoutDecision): Promise<AdminPayoutRequest> =>
    (
      await http.request(adminPayoutResponseSchema, `${payoutsPath}/${id}`, {
        method: 'PATCH',
        auth: 'admin',
        body: decision,
        fallback: adminPayoutFallbacks.decide,
      })
    ).data,

  /** The pending requests as the bank's batch file; ofetch reads text/csv as text, so the Blob is made here. */
  downloadPendingCsv: async (): Promise<Blob> => {
    const csv = await http.request(z.string(), `${payoutsPath}/export.csv`, {
      auth: 'admin',
      fallback: adminPayoutFallbacks.export,
    });
    return new Blob([csv], { type: 'text/csv;charset=utf-8' });
  },
});

export type AdminPayoutsService = ReturnType<typeof createAdminPayoutsService>;
