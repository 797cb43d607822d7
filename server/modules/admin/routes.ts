// /api/admin: admin sign-in and sign-out and the signed-in admin. Admin accounts are separate from sellers.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminProfileResponseSchema } from '#schemas/admin';
import { okSchema } from '#schemas/api';
import { loginSchema, tokenSchema } from '#schemas/auth';
import { currentAdmin } from '../../lib/access.ts';
import type { ModuleContext } from '../../lib/context.ts';
import { errorResponses } from '../../lib/errors.ts';
import { checkSignIn } from '../../lib/sign-in.ts';
import { createAdminRepository } from './repository.ts';

export const adminRoutes: FastifyPluginAsyncZod<ModuleContext> = async (
  app,
  { database, sessions, throttle },
) => {
  const admins = createAdminRepository(database.db);

  app.post(
    '/auth/login',
    {
      config: { public: true },
      schema: {
        tags: ['admin'],
        summary: 'Sign an admin in',
        body: loginSchema,
        response: { 200: tokenSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const admin = await checkSignIn(
        throttle,
        { area: 'admin', email, password, address: request.ip },
        await admins.findByEmail(email),
      );
      return { data: { token: await sessions.startAdmin(admin.id) } };
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['admin'],
        summary: 'End the current admin session',
        response: { 200: okSchema, ...errorResponses },
      },
    },
    async (request) => {
      await sessions.endAdmin(currentAdmin(request).sessionHash);
      return { data: { ok: true as const } };
    },
  );

  app.get(
    '/me',
    {
      schema: {
        tags: ['admin'],
        summary: 'The signed-in admin',
        response: { 200: adminProfileResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ data: { email: currentAdmin(request).email } }),
  );
};
