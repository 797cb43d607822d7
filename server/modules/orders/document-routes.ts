// GET /api/orders/:id/packing-slip: the order's packing slip as a PDF for A6 or A4. (Issue 12.)
// STUB (lead): the documents helper fills this in.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../lib/context.ts';
import type { OrderService } from './service.ts';

export type OrderDocumentRoutesOptions = ModuleContext & { orders: OrderService };

export const orderDocumentRoutes: FastifyPluginAsyncZod<OrderDocumentRoutesOptions> = async () => {};
