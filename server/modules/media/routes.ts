// /media: the catalog's public pictures at the widths of spec §9. (Built by issue 11's media work.)
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { MediaStore } from './store.ts';

export type MediaRoutesOptions = { database: Database; media: MediaStore };

export const mediaRoutes: FastifyPluginAsyncZod<MediaRoutesOptions> = async () => {};
