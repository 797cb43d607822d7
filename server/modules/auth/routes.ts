// /api/auth: seller registration, sign-in and sign-out, e-mail verification and password reset.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '#schemas/api';
import {
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  tokenSchema,
  verifyEmailSchema,
} from '#schemas/auth';
import { currentSeller } from '../../lib/access.ts';
import type { ModuleContext } from '../../lib/context.ts';
import { badRequest, conflict, errorResponses, rateLimited } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { checkSignIn } from '../../lib/sign-in.ts';
import { createSellerRepository } from '../seller/repository.ts';
import { createEmailTokenRepository, type Redemption } from './email-tokens.ts';
import { verificationEmail } from './emails.ts';

const verificationLinkProblems: Record<Exclude<Redemption['outcome'], 'redeemed'>, string> = {
  unknown: 'This verification link is not valid. Request a new one from the verification page.',
  used: 'This verification link has already been used.',
  expired: 'This verification link has expired. Request a new one from the verification page.',
};

const resetLinkProblems: Record<Exclude<Redemption['outcome'], 'redeemed'>, string> = {
  unknown: 'This password reset link is not valid. Request a new one from the forgot password page.',
  used: 'This password reset link has already been used. Request a new one if you still need it.',
  expired: 'This password reset link has expired. Request a new one from the forgot password page.',
};

/** At most one verification e-mail a minute and five an hour per seller (the one sent at registration counts). */
const verificationEmailRules = (sellerId: string) => [
  { bucket: `verification-email:${sellerId}`, max: 1, windowSeconds: 60 },
  { bucket: `verification-email:${sellerId}`, max: 5, windowSeconds: 60 * 60 },
];

export const authRoutes: FastifyPluginAsyncZod<ModuleContext> = async (app, context) => {
  const { config, database, sessions, throttle, mailer } = context;
  const sellers = createSellerRepository(database.db);
  const emailTokens = createEmailTokenRepository(database.db);

  const sendVerificationEmail = async (seller: { id: string; email: string; sellerName: string }) => {
    const token = await emailTokens.issue(seller.id, 'verify_email');
    await throttle.record(`verification-email:${seller.id}`);
    const link = `${config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
    await mailer.send(verificationEmail(seller.email, seller.sellerName, link));
  };

  app.post(
    '/register',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Register a seller account; sends the verification e-mail and signs the seller in',
        body: registerSchema,
        response: { 201: tokenSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { confirmPassword: _confirmation, ...form } = request.body;
      const created = await sellers.create({
        email: form.email,
        sellerName: form.sellerName,
        spStoreName: form.spStoreName,
        country: form.country,
        passwordHash: await hashPassword(form.password),
      });
      if (!created) throw conflict('An account with this email already exists.');

      try {
        await sendVerificationEmail({ id: created.id, email: form.email, sellerName: form.sellerName });
      } catch (error) {
        // The account exists either way; the seller can ask for the e-mail again from the verification page.
        request.log.error({ err: error }, 'verification e-mail could not be sent after registration');
      }
      const token = await sessions.startSeller(created.id);
      return reply.code(201).send({ data: { token } });
    },
  );

  app.post(
    '/login',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign a seller in',
        body: loginSchema,
        response: { 200: tokenSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const seller = await checkSignIn(
        throttle,
        { area: 'seller', email, password, address: request.ip },
        await sellers.findByEmail(email),
      );
      return { data: { token: await sessions.startSeller(seller.id) } };
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the current seller session',
        response: { 200: okSchema, ...errorResponses },
      },
    },
    async (request) => {
      await sessions.endSeller(currentSeller(request).sessionHash);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/verify-email',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Verify a seller e-mail address with the token from the e-mailed link',
        body: verifyEmailSchema,
        response: { 200: okSchema, ...errorResponses },
      },
    },
    async (request) => {
      const verified = await database.db.transaction(async (tx) => {
        const redemption = await emailTokens.redeem(request.body.token, 'verify_email', tx);
        if (redemption.outcome === 'redeemed') await sellers.markVerified(redemption.sellerId, tx);
        return redemption;
      });
      if (verified.outcome !== 'redeemed') throw badRequest(verificationLinkProblems[verified.outcome]);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/resend-verification-email',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail the signed-in seller a fresh verification link',
        response: { 200: okSchema, ...errorResponses },
      },
    },
    async (request) => {
      const seller = currentSeller(request);
      if (seller.isVerified) throw conflict('Your email address is already verified.');
      if (await throttle.isLimited(verificationEmailRules(seller.id))) {
        throw rateLimited('A verification email was sent recently. Please wait a few minutes and try again.');
      }
      await sendVerificationEmail(seller);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/reset-password',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token from the e-mailed reset link; ends every session',
        body: resetPasswordSchema,
        response: { 200: okSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { token, newPassword } = request.body;
      const passwordHash = await hashPassword(newPassword);
      const reset = await database.db.transaction(async (tx) => {
        const redemption = await emailTokens.redeem(token, 'reset_password', tx);
        if (redemption.outcome !== 'redeemed') return redemption;
        await sellers.setPassword(redemption.sellerId, passwordHash, tx);
        await emailTokens.voidAll(redemption.sellerId, 'reset_password', tx);
        await sessions.endAllOfSeller(redemption.sellerId, undefined, tx);
        return redemption;
      });
      if (reset.outcome !== 'redeemed') throw badRequest(resetLinkProblems[reset.outcome]);
      return { data: { ok: true as const } };
    },
  );
};
