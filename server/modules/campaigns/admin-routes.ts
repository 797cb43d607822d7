// /api/admin/campaigns (issue 14, decision 038): the admins' campaigns: list, create, read, edit, delete (the
// approved products leave with it, their sellers told), and the cover photo's upload. Stub: helper S1 builds it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../lib/context.ts';
import type { MediaStore } from '../media/store.ts';

export type AdminCampaignRoutesOptions = ModuleContext & { media: MediaStore; now: () => Date };

export const adminCampaignRoutes: FastifyPluginAsyncZod<AdminCampaignRoutesOptions> = async () => {};
