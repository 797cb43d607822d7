// /api/auth: seller registration, sign-in and sign-out, e-mail verification and password reset.
// Validates, hands the use case to the auth service and answers its outcome.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '#schemas/api';
import {
  emailVerificationSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  tokenSchema,
  verifyEmailSchema,
} from '#schemas/auth';
import { currentSeller } from '../../lib/access.ts';
import { okAnswer } from '../../lib/answers.ts';
import { badRequest, conflict, errorResponses, rateLimited } from '../../lib/errors.ts';
import { valueOf, type RefusalStatus } from '../../lib/outcome.ts';
import { signInRefusals } from '../../lib/sign-in.ts';
import { waitInWords } from '../../lib/throttle.ts';
import type { AuthService } from './service.ts';

export type AuthRoutesOptions = { auth: AuthService };

type LinkProblem = { ok: false; reason: 'unknown' | 'used' | 'expired' };

const verificationLinkProblems: RefusalStatus<LinkProblem> = {
  unknown: () =>
    badRequest('This verification link is not valid. Request a new one from the verification page.'),
  used: () => badRequest('This verification link has already been used.'),
  expired: () =>
    badRequest('This verification link has expired. Request a new one from the verification page.'),
};

const resetLinkProblems: RefusalStatus<LinkProblem> = {
  unknown: () =>
    badRequest('This password reset link is not valid. Request a new one from the forgot password page.'),
  used: () =>
    badRequest('This password reset link has already been used. Request a new one if you still need it.'),
  expired: () =>
    badRequest('This password reset link has expired. Request a new one from the forgot password page.'),
};

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth }) => {
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
      const registered = await auth.register(request.body, request.ip, request.log);
      const data = valueOf(registered, {
        throttled: ({ retryAfterSeconds }) =>
          rateLimited(
            `Too many registrations from your network. Please try again in ${waitInWords(retryAfterSeconds)}.`,
            retryAfterSeconds,
          ),
        emailTaken: () => conflict('An account with this email already exists.'),
      });
      return reply.code(201).send({ data });
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
    async (request) => ({
      data: valueOf(await auth.signIn({ ...request.body, address: request.ip }), signInRefusals),
    }),
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
      await auth.signOut(currentSeller(request).sessionHash);
      return okAnswer;
    },
  );

  app.post(
    '/verify-email',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary:
          'Verify a seller e-mail address with the token from the e-mailed link; a link opened again for an address verified since answers alreadyVerified',
        body: verifyEmailSchema,
        response: { 200: emailVerificationSchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: valueOf(await auth.verifyEmail(request.body.token), verificationLinkProblems),
    }),
  );

  app.post(
    '/resend-verification-email',
    {
      schema: {
        tags: ['auth'],
        summary:
          'E-mail the signed-in seller a fresh verification link; too soon after the last one, 429 with Retry-After',
        response: { 200: okSchema, ...errorResponses },
      },
    },
    async (request) => {
      valueOf(await auth.resendVerification(currentSeller(request)), {
        alreadyVerified: () => conflict('Your email address is already verified.'),
        throttled: ({ retryAfterSeconds }) =>
          rateLimited(
            `A verification email was sent recently. You can ask for another in ${waitInWords(retryAfterSeconds)}.`,
            retryAfterSeconds,
          ),
      });
      return okAnswer;
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
      valueOf(await auth.resetPassword(token, newPassword), resetLinkProblems);
      return okAnswer;
    },
  );
};
