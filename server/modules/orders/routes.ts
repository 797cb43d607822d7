// /api/orders (spec §7): a seller's orders, one order, accept / reject, fulfil, the CSV export. (Issue 12.)
// STUB (lead): the orders helper fills this in.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../lib/context.ts';
import type { OrderService } from './service.ts';

export type OrderRoutesOptions = ModuleContext & { orders: OrderService };

export const orderRoutes: FastifyPluginAsyncZod<OrderRoutesOptions> = async () => {};
