// /api/admin/payout-requests (issue 13): the admin's payout desk.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../lib/context.ts';
import type { PayoutService } from './service.ts';

export type AdminPayoutRoutesOptions = ModuleContext & { payouts: PayoutService };

export const adminPayoutRoutes: FastifyPluginAsyncZod<AdminPayoutRoutesOptions> = async (_app, _options) => {
  // Helper E2: GET /admin/payout-requests, GET /admin/payout-requests/export.csv, PATCH /admin/payout-requests/:id.
};
