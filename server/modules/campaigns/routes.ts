// /api/campaigns and /api/campaign-applications (spec §7, issue 14, decision 039): the campaigns a seller may
// join and the seller's applications, approved sellers only (403 AWAITING_APPROVAL); and
// /api/admin/campaigns/{id}/products: the admins' review of the applied products.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCampaignProductListResponseSchema,
  adminCampaignProductQuerySchema,
  adminCampaignProductResponseSchema,
  campaignApplicationBodySchema,
  campaignApplicationResponseSchema,
  campaignDetailResponseSchema,
  campaignListQuerySchema,
  campaignListResponseSchema,
  campaignMessages,
  campaignParamsSchema,
  campaignProductDecisionSchema,
  campaignProductParamsSchema,
  campaignSummaryResponseSchema,
} from '#schemas/campaigns';
import { currentAdmin, currentSeller } from '../../lib/access.ts';
import type { ModuleContext } from '../../lib/context.ts';
import { invalidFields } from '../../lib/error-handler.ts';
import { conflict, errorResponses, notFound } from '../../lib/errors.ts';
import { valueOf, type RefusalStatus } from '../../lib/outcome.ts';
import { requireApprovedSeller } from '../onboarding/approval.ts';
import { campaignIdOf } from './admin-routes.ts';
import { createCampaignService, type ApplyOutcome, type DecideOutcome } from './service.ts';

export type CampaignRoutesOptions = ModuleContext & { now: () => Date };

const noSuchCampaign = () => notFound(campaignMessages.notFound);
const noSuchProduct = () => notFound(campaignMessages.productNotFound);

/** A path's product id, or 404: anything but a positive whole number names no product. */
function productIdOf(text: string): number {
  if (!/^[1-9]\d{0,14}$/.test(text)) throw noSuchProduct();
  return Number(text);
}

const applyRefusals: RefusalStatus<ApplyOutcome> = {
  'campaign-not-found': noSuchCampaign,
  'applications-closed': ({ message }) => conflict(message),
  'product-not-found': noSuchProduct,
  'product-not-approved': ({ message }) => conflict(message),
  'discount-not-below-price': ({ issues }) => invalidFields(issues),
  'already-applied': ({ message }) => conflict(message),
};

const decisionRefusals: RefusalStatus<DecideOutcome> = {
  'campaign-not-found': noSuchCampaign,
  'product-not-found': noSuchProduct,
  'already-decided': ({ message }) => conflict(message),
  'price-changed': ({ message }) => conflict(message),
};

export const campaignRoutes: FastifyPluginAsyncZod<CampaignRoutesOptions> = async (
  app,
  { database, now },
) => {
  const campaigns = createCampaignService({ database, now });
  const seller = { onRequest: requireApprovedSeller };

  app.get(
    '/campaigns',
    {
      ...seller,
      schema: {
        tags: ['campaigns'],
        summary:
          "A page of the running and upcoming campaigns by sales period (the start, or the creation when there is none), with how many of this seller's products are in each",
        querystring: campaignListQuerySchema,
        response: { 200: campaignListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ data: await campaigns.list(currentSeller(request).id, request.query) }),
  );

  // Before /campaigns/:id, so "summary" is never taken for an id.
  app.get(
    '/campaigns/summary',
    {
      ...seller,
      schema: {
        tags: ['campaigns'],
        summary: 'How many campaigns are open for applications, running and upcoming: the dashboard card',
        response: { 200: campaignSummaryResponseSchema, ...errorResponses },
      },
    },
    async () => ({ data: await campaigns.summary() }),
  );

  app.get(
    '/campaigns/:id',
    {
      ...seller,
      schema: {
        tags: ['campaigns'],
        summary:
          "One campaign (ended ones too) with this seller's applications, newest first, and each product's status",
        params: campaignParamsSchema,
        response: { 200: campaignDetailResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const campaign = await campaigns.detail(currentSeller(request).id, campaignIdOf(request.params.id));
      if (!campaign) throw noSuchCampaign();
      return { data: campaign };
    },
  );

  app.post(
    '/campaign-applications',
    {
      ...seller,
      schema: {
        tags: ['campaigns'],
        summary: "Apply the seller's approved products to a campaign, each with a discount price",
        description:
          'JSON `{ campaignId, products: [{ productId, discountPrice }] }`, discount prices in pesos. Each ' +
          "product must be the seller's (404 otherwise, another seller's alike) and approved (409), its discount " +
          'at least ₱1.00 and below its original price (its price, or its lowest variant price; 400 under ' +
          '`products.N.discountPrice`), and not pending or approved in the campaign already (409; a rejected ' +
          'one is applied again). Only while the campaign takes applications (409).',
        body: campaignApplicationBodySchema(),
        response: { 201: campaignApplicationResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const application = valueOf(
        await campaigns.apply(currentSeller(request).id, request.body),
        applyRefusals,
      );
      return reply.code(201).send({ data: application });
    },
  );

  app.get(
    '/admin/campaigns/:id/products',
    {
      schema: {
        tags: ['admin'],
        summary:
          "A page of the campaign's applied products of one status (pending by default), oldest first, each with its seller and the product's price now, and the counts by status",
        params: campaignParamsSchema,
        querystring: adminCampaignProductQuerySchema,
        response: { 200: adminCampaignProductListResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const page = await campaigns.review(campaignIdOf(request.params.id), request.query);
      if (!page) throw noSuchCampaign();
      return { data: page };
    },
  );

  app.patch(
    '/admin/campaigns/:id/products/:productId',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Approve a pending product in the campaign, or reject it (a pending or an approved one) with a reason; the seller is notified',
        description:
          "`productId` is the product's id. 409 when the product is not in a status the decision applies to, or, " +
          'on an approval, when its price is now no more than its discount price.',
        params: campaignProductParamsSchema,
        body: campaignProductDecisionSchema,
        response: { 200: adminCampaignProductResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const campaignId = campaignIdOf(request.params.id);
      const productId = productIdOf(request.params.productId);
      return {
        data: valueOf(
          await campaigns.decide(currentAdmin(request).id, campaignId, productId, request.body),
          decisionRefusals,
        ),
      };
    },
  );
};
