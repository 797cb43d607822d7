// /api/seller: the signed-in seller's profile, the forgotten-password request and the password change.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '#schemas/api';
import { changePasswordRequestSchema, sellerEmailSchema } from '#schemas/auth';
import { sellerProfileResponseSchema } from '#schemas/seller';
import { currentSeller } from '../../lib/access.ts';
import type { ModuleContext } from '../../lib/context.ts';
import { errorResponses, fieldError, rateLimited } from '../../lib/errors.ts';
import { multipartContentType } from '../../lib/multipart.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { createEmailTokenRepository } from '../auth/email-tokens.ts';
import { passwordResetEmail } from '../auth/emails.ts';
import { createSellerRepository } from './repository.ts';

/** The browser sends these forms as multipart; JSON works too. Both are validated by the same schema. */
const formContentTypes = ['application/json', multipartContentType];

export const sellerRoutes: FastifyPluginAsyncZod<ModuleContext> = async (app, context) => {
  const { config, database, sessions, throttle, mailer } = context;
  const sellers = createSellerRepository(database.db);
  const emailTokens = createEmailTokenRepository(database.db);

  app.get(
    '/me',
    {
      schema: {
        tags: ['seller'],
        summary: 'The signed-in seller',
        response: { 200: sellerProfileResponseSchema, ...errorResponses },
      },
    },
    // Access control has already read the whole profile with the session: no second query.
    async (request) => ({ data: currentSeller(request) }),
  );

  app.post(
    '/forgot-password',
    {
      config: { public: true },
      schema: {
        tags: ['seller'],
        summary: 'E-mail a password reset link; answers the same whether or not the account exists',
        consumes: formContentTypes,
        body: sellerEmailSchema,
        response: { 200: okSchema, ...errorResponses },
      },
    },
    async (request) => {
      const seller = await sellers.findByEmail(request.body.email);
      // Silently at most one reset e-mail a minute and five an hour per account: no mail bombing, no enumeration.
      const rules = seller
        ? [
            { bucket: `reset-email:${seller.id}`, max: 1, windowSeconds: 60 },
            { bucket: `reset-email:${seller.id}`, max: 5, windowSeconds: 60 * 60 },
          ]
        : [];
      if (seller && !(await throttle.isLimited(rules))) {
        await throttle.record(`reset-email:${seller.id}`);
        const token = await emailTokens.issue(seller.id, 'reset_password');
        const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        try {
          await mailer.send(passwordResetEmail(seller.email, link));
        } catch (error) {
          // The answer must not reveal that the account exists, so a mail failure is only logged.
          request.log.error({ err: error }, 'password reset e-mail could not be sent');
        }
      }
      return { data: { ok: true as const } };
    },
  );

  app.patch(
    '/change-password',
    {
      schema: {
        tags: ['seller'],
        summary: 'Change the password; ends every other session of the seller',
        consumes: formContentTypes,
        body: changePasswordRequestSchema,
        response: { 200: okSchema, ...errorResponses },
      },
    },
    async (request) => {
      const seller = currentSeller(request);
      const { oldPassword, newPassword } = request.body;
      // Guessing the current password from a stolen session is as throttled as guessing it at sign-in.
      const attempts = [{ bucket: `change-password:${seller.id}`, max: 5, windowSeconds: 15 * 60 }];
      if (await throttle.isLimited(attempts)) {
        throw rateLimited('Too many attempts. Please wait a few minutes and try again.');
      }
      const currentHash = await sellers.passwordHashOf(seller.id);
      if (!currentHash || !(await verifyPassword(currentHash, oldPassword))) {
        await throttle.record(`change-password:${seller.id}`);
        throw fieldError('oldPassword', 'Current password is incorrect');
      }
      const passwordHash = await hashPassword(newPassword);
      await database.db.transaction(async (tx) => {
        await sellers.setPassword(seller.id, passwordHash, tx);
        await sessions.endAllOfSeller(seller.id, seller.sessionHash, tx);
        await emailTokens.voidAll(seller.id, 'reset_password', tx);
      });
      return { data: { ok: true as const } };
    },
  );
};
