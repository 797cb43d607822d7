// /api/admin/categories (admins edit the tree) and /api/product-categories (sellers read it). (Issue 11.)
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../lib/context.ts';

export const categoryRoutes: FastifyPluginAsyncZod<ModuleContext> = async () => {};
