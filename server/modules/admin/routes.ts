// /api/admin: admin sign-in and sign-out and the signed-in admin. Admin accounts are separate from sellers.
// Validates, hands the use case to the admin service and answers its outcome.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminProfileResponseSchema } from '#schemas/admin';
import { okSchema } from '#schemas/api';
import { loginSchema, tokenSchema } from '#schemas/auth';
import { currentAdmin } from '../../lib/access.ts';
import { okAnswer } from '../../lib/answers.ts';
import { errorResponses } from '../../lib/errors.ts';
import { valueOf } from '../../lib/outcome.ts';
import { signInRefusals } from '../../lib/sign-in.ts';
import type { AdminService } from './service.ts';

export type AdminRoutesOptions = { admin: AdminService };

export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, { admin }) => {
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
    async (request) => ({
      data: valueOf(await admin.signIn({ ...request.body, address: request.ip }), signInRefusals),
    }),
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
      await admin.signOut(currentAdmin(request).sessionHash);
      return okAnswer;
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
