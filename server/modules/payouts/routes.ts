// /api/payout-requests (spec §7, issue 13): the seller's payment channels, payout requests and cash-out.
// Approved sellers only (403 AWAITING_APPROVAL).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../lib/context.ts';
import type { PayoutService } from './service.ts';

export type PayoutRoutesOptions = ModuleContext & { payouts: PayoutService };

export const payoutRoutes: FastifyPluginAsyncZod<PayoutRoutesOptions> = async (_app, _options) => {
  // Helper E2: GET /payout-requests/payment-channels, GET /payout-requests, POST /payout-requests.
};
