// /api/seller: the signed-in seller's profile, the forgotten-password request and the password change.
// Validates, hands the use case to the seller service and answers its outcome.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '#schemas/api';
import { changePasswordRequestSchema, sellerEmailSchema } from '#schemas/auth';
import { sellerProfileResponseSchema } from '#schemas/seller';
import { currentSeller } from '../../lib/access.ts';
import { okAnswer } from '../../lib/answers.ts';
import { errorResponses, fieldError, rateLimited } from '../../lib/errors.ts';
import { waitInWords } from '../../lib/throttle.ts';
import { formRoutes, multipartContentType } from '../../lib/multipart.ts';
import { valueOf } from '../../lib/outcome.ts';
import type { SellerService } from './service.ts';

export type SellerRoutesOptions = { seller: SellerService };

/** The browser sends these forms as multipart; JSON works too. Both are validated by the same schema. */
const formContentTypes = ['application/json', multipartContentType];

export const sellerRoutes: FastifyPluginAsyncZod<SellerRoutesOptions> = async (app, { seller }) => {
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

  await formRoutes(app, (forms) => {
    forms.post(
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
        await seller.requestPasswordReset(request.body.email, request.log);
        return okAnswer;
      },
    );

    forms.patch(
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
        valueOf(await seller.changePassword(currentSeller(request), request.body), {
          throttled: ({ retryAfterSeconds }) =>
            rateLimited(
              `Too many attempts. Please try again in ${waitInWords(retryAfterSeconds)}.`,
              retryAfterSeconds,
            ),
          wrongPassword: () => fieldError('oldPassword', 'Current password is incorrect'),
        });
        return okAnswer;
      },
    );
  });
};
