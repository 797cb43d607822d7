// GET /api/privacy-policy: the policy text shown at /privacy-policy (Data Privacy Act of 2012).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { privacyPolicySchema } from '#schemas/seller';
import type { ModuleContext } from '../../lib/context.ts';
import { errorResponses, notFound } from '../../lib/errors.ts';
import { createPrivacyPolicyRepository } from './repository.ts';

export const privacyRoutes: FastifyPluginAsyncZod<ModuleContext> = async (app, { database }) => {
  const policies = createPrivacyPolicyRepository(database.db);

  app.get(
    '/privacy-policy',
    {
      config: { public: true },
      schema: {
        tags: ['public'],
        summary: 'The privacy policy',
        response: { 200: privacyPolicySchema, ...errorResponses },
      },
    },
    async () => {
      const content = await policies.content();
      if (content === null) throw notFound('The privacy policy has not been published yet.');
      return { data: { content } };
    },
  );
};
