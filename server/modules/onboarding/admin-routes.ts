// /api/admin: the review of sellers' onboarding: the queue, a seller's submission and documents, and the
// decision. Validates, hands the use case to the onboarding service and answers its outcome.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminSellerDetailResponseSchema,
  adminSellerDocumentParamsSchema,
  adminSellerParamsSchema,
  adminSellersQuerySchema,
  adminSellersResponseSchema,
  approvalDecisionResponseSchema,
  rejectSellerSchema,
} from '#schemas/admin-sellers';
import { approvalStatus } from '#schemas/seller';
import { currentAdmin } from '../../lib/access.ts';
import { conflict, errorResponses, notFound } from '../../lib/errors.ts';
import { valueOf, type RefusalStatus } from '../../lib/outcome.ts';
import { documentDownload, sendDocument } from './documents-http.ts';
import type { OnboardingService } from './service.ts';

export type AdminReviewRoutesOptions = { onboarding: OnboardingService };

const unknownSeller = () => notFound('No seller with this id.');

const decisionRefusals: RefusalStatus<Awaited<ReturnType<OnboardingService['decide']>>> = {
  unknownSeller,
  alreadyApproved: () => conflict('This seller is already approved.'),
  alreadyRejected: () => conflict('This seller was already rejected and has not resubmitted.'),
  notSubmitted: () => conflict('This seller has not submitted onboarding yet.'),
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The seller a route names; an id that is not even a UUID is as unknown as any other (404). */
const sellerIdOf = (id: string) => {
  if (!uuidPattern.test(id)) throw unknownSeller();
  return id.toLowerCase();
};

export const adminReviewRoutes: FastifyPluginAsyncZod<AdminReviewRoutesOptions> = async (
  app,
  { onboarding },
) => {
  app.get(
    '/sellers',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sellers who submitted onboarding, newest submission first, with counts per status',
        querystring: adminSellersQuerySchema,
        response: { 200: adminSellersResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ data: await onboarding.queue(request.query) }),
  );

  app.get(
    '/sellers/:id',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Everything a seller submitted: addresses with coordinates, business, officers, documents, decisions',
        params: adminSellerParamsSchema,
        response: { 200: adminSellerDetailResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const detail = await onboarding.sellerDetail(sellerIdOf(request.params.id));
      if (!detail) throw unknownSeller();
      return { data: detail };
    },
  );

  app.get(
    '/sellers/:id/documents/:kind',
    {
      schema: {
        tags: ['admin'],
        summary: "One of a seller's documents, as bytes",
        params: adminSellerDocumentParamsSchema,
        ...documentDownload,
      },
    },
    async (request, reply) =>
      sendDocument(reply, await onboarding.documentOf(sellerIdOf(request.params.id), request.params.kind)),
  );

  app.post(
    '/sellers/:id/approve',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve a Pending seller (409 otherwise); notifies and e-mails them',
        params: adminSellerParamsSchema,
        response: { 200: approvalDecisionResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const sellerId = sellerIdOf(request.params.id);
      const admin = currentAdmin(request);
      const decided = await onboarding.decide(admin, sellerId, approvalStatus.approved, null, request.log);
      return { data: valueOf(decided, decisionRefusals) };
    },
  );

  app.post(
    '/sellers/:id/reject',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reject a Pending seller with a reason (409 otherwise); notifies and e-mails them',
        params: adminSellerParamsSchema,
        body: rejectSellerSchema,
        response: { 200: approvalDecisionResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const sellerId = sellerIdOf(request.params.id);
      const { reason } = request.body;
      const decided = await onboarding.decide(
        currentAdmin(request),
        sellerId,
        approvalStatus.rejected,
        reason,
        request.log,
      );
      return { data: valueOf(decided, decisionRefusals) };
    },
  );
};
