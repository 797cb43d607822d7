// /api/seller/earnings (spec §7, issue 13): the seller's balances and monthly statement. Approved sellers only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../lib/context.ts';
import type { EarningsService } from './service.ts';

export type EarningsRoutesOptions = ModuleContext & { earnings: EarningsService };

export const earningsRoutes: FastifyPluginAsyncZod<EarningsRoutesOptions> = async (_app, _options) => {
  // Helper E1: GET /seller/earnings, /seller/earnings/statement, /seller/earnings/statement.csv.
};
