// /api/campaigns and /api/campaign-applications (spec §7, issue 14): the campaigns a seller may join and the
// seller's applications; /api/admin/campaigns/{id}/products: the admins' review of the applied products.
// Stub: helper S2 builds it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../lib/context.ts';

export type CampaignRoutesOptions = ModuleContext & { now: () => Date };

export const campaignRoutes: FastifyPluginAsyncZod<CampaignRoutesOptions> = async () => {};
