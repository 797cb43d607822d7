// GET /api/config/public: the few settings the browser shows (the support e-mail on /support and Edit Profile).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigSchema } from '#schemas/config';
import type { ModuleContext } from '../../lib/context.ts';
import { errorResponses } from '../../lib/errors.ts';

export const publicConfigRoutes: FastifyPluginAsyncZod<ModuleContext> = async (app, { config }) => {
  app.get(
    '/config/public',
    {
      config: { public: true },
      schema: {
        tags: ['public'],
        summary: 'Settings the browser needs',
        response: { 200: publicConfigSchema, ...errorResponses },
      },
    },
    async () => ({ data: { supportEmail: config.supportEmail } }),
  );
};
