// /api/admin: the review of sellers: the queue and the sellers list, a seller's submission and documents, and
// the decisions (approve, reject, suspend, reinstate). Validates, hands the use case to the onboarding
// service and answers its outcome.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminSellerDetailResponseSchema,
  adminSellerDocumentParamsSchema,
  adminSellerParamsSchema,
  adminSellersQuerySchema,
  adminSellersResponseSchema,
  approvalDecisionResponseSchema,
  decisionConflictMessage,
  rejectSellerSchema,
  suspendSellerSchema,
  type SellerDecision,
} from '#schemas/admin-sellers';
import type { FastifyRequest } from 'fastify';
import { currentAdmin } from '../../lib/access.ts';
import { conflict, errorResponses, notFound } from '../../lib/errors.ts';
import { valueOf, type RefusalStatus } from '../../lib/outcome.ts';
import { documentDownload, sendDocument } from './documents-http.ts';
import type { OnboardingService } from './service.ts';

export type AdminReviewRoutesOptions = { onboarding: OnboardingService };

const unknownSeller = () => notFound('No seller with this id.');

const decisionRefusals: RefusalStatus<Awaited<ReturnType<OnboardingService['decide']>>> = {
  unknownSeller,
  notSubmitted: () => conflict('This seller has not submitted onboarding yet.'),
  notAllowed: ({ decision, status }) => conflict(decisionConflictMessage(decision, status)),
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The seller a route names; an id that is not even a UUID is as unknown as any other (404). */
const sellerIdOf = (id: string) => {
  if (!uuidPattern.test(id)) throw unknownSeller();
  return id.toLowerCase();
};

/** The decision a route makes on the seller it names, answered as the seller's new status and the record. */
async function decideOn(
  onboarding: OnboardingService,
  request: FastifyRequest,
  id: string,
  decision: SellerDecision,
  reason: string | null,
) {
  const sellerId = sellerIdOf(id);
  const decided = await onboarding.decide(currentAdmin(request), sellerId, decision, reason, request.log);
  return { data: valueOf(decided, decisionRefusals) };
}

export const adminReviewRoutes: FastifyPluginAsyncZod<AdminReviewRoutesOptions> = async (
  app,
  { onboarding },
) => {
  app.get(
    '/sellers',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Sellers who submitted onboarding, oldest submission first unless `order=newest`, filtered by status and a search of name, store and e-mail, with counts per status',
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
    (request) => decideOn(onboarding, request, request.params.id, 'approved', null),
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
    (request) => decideOn(onboarding, request, request.params.id, 'rejected', request.body.reason),
  );

  app.post(
    '/sellers/:id/suspend',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Suspend an approved seller with a reason (409 otherwise): signs them out everywhere, bars sign-in, notifies and e-mails them',
        params: adminSellerParamsSchema,
        body: suspendSellerSchema,
        response: { 200: approvalDecisionResponseSchema, ...errorResponses },
      },
    },
    (request) => decideOn(onboarding, request, request.params.id, 'suspended', request.body.reason),
  );

  app.post(
    '/sellers/:id/reinstate',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reinstate a suspended seller, approved again (409 otherwise); notifies and e-mails them',
        params: adminSellerParamsSchema,
        response: { 200: approvalDecisionResponseSchema, ...errorResponses },
      },
    },
    (request) => decideOn(onboarding, request, request.params.id, 'reinstated', null),
  );
};
