// /api/products (a seller's catalog) and /api/admin/products (the admins' review). (Issue 11.)
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../lib/context.ts';
import type { MediaStore } from '../media/store.ts';

export type ProductRoutesOptions = ModuleContext & { media: MediaStore };

export const productRoutes: FastifyPluginAsyncZod<ProductRoutesOptions> = async () => {};
