// GET /api/health: up only when the database answers, so a load balancer stops sending work to a stranded server.
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '#schemas/api';
import type { ModuleContext } from '../../lib/context.ts';
import { databaseUnavailable, errorResponses } from '../../lib/errors.ts';

export const healthRoutes: FastifyPluginAsyncZod<ModuleContext> = async (app, { database }) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['public'],
        summary: 'Liveness including the database',
        response: { 200: healthSchema, ...errorResponses },
      },
    },
    async (request) => {
      try {
        await database.db.execute(sql`select 1`);
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unavailable');
        throw databaseUnavailable();
      }
      return { data: { status: 'ok' as const } };
    },
  );
};
