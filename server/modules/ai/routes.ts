// /api/products/description-options/tones, /api/products/generate-description, /api/products/generate-questions,
// /api/image-tool/generate-background-prompt and /api/image-tool/generate-background (spec §7; issue 15).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../lib/context.ts';
import type { AiProviders } from './provider.ts';

export type AiRoutesOptions = ModuleContext & { providers: AiProviders };

export const aiRoutes: FastifyPluginAsyncZod<AiRoutesOptions> = async () => {};
