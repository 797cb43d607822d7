// The storefront's edge (issue 12): POST /api/storefront/events (signed events in) and
// GET /api/admin/storefront/outbox (what we owe or sent it, for an admin to read).
// STUB (lead): the storefront helper fills this in.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../lib/context.ts';
import type { JobQueue } from '../../lib/jobs.ts';
import type { OrderService } from '../orders/service.ts';

export type StorefrontRoutesOptions = ModuleContext & { orders: OrderService; jobs: JobQueue };

export const storefrontRoutes: FastifyPluginAsyncZod<StorefrontRoutesOptions> = async () => {};
