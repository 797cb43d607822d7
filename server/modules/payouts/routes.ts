// /api/payout-requests (spec §7, issue 13): the seller's payment channels, payout requests and cash-out.
// Approved sellers only (403 AWAITING_APPROVAL).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  payoutListQuerySchema,
  payoutListResponseSchema,
  payoutRequestBodySchema,
  payoutRequestResponseSchema,
  paymentChannelsResponseSchema,
} from '#schemas/earnings';
import { currentSeller } from '../../lib/access.ts';
import type { ModuleContext } from '../../lib/context.ts';
import { errorResponses, HttpError } from '../../lib/errors.ts';
import { valueOf, type RefusalStatus } from '../../lib/outcome.ts';
import { requireApprovedSeller } from '../onboarding/approval.ts';
import type { PayoutService, RequestPayoutOutcome } from './service.ts';

export type PayoutRoutesOptions = ModuleContext & { payouts: PayoutService };

const requestRefusals: RefusalStatus<RequestPayoutOutcome> = {
  'insufficient-balance': ({ message }) => new HttpError(409, 'INSUFFICIENT_BALANCE', message),
};

export const payoutRoutes: FastifyPluginAsyncZod<PayoutRoutesOptions> = async (app, { config, payouts }) => {
  const seller = { onRequest: requireApprovedSeller };
  // Spec §5's rules with the channels and PAYOUT_MIN / PAYOUT_MAX; the balance, the bound that moves, is the
  // service's to check under the seller's lock.
  const { payoutMin: min, payoutMax: max } = config.earnings;
  const bodySchema = payoutRequestBodySchema({ bounds: { min, max }, channels: payouts.channels() });

  app.get(
    '/payout-requests/payment-channels',
    {
      ...seller,
      schema: {
        tags: ['payouts'],
        summary: 'The banks and e-wallets a seller may cash out to: banks first, then e-wallets',
        response: { 200: paymentChannelsResponseSchema, ...errorResponses },
      },
    },
    async () => ({ data: [...payouts.channels()] }),
  );

  app.get(
    '/payout-requests',
    {
      ...seller,
      schema: {
        tags: ['payouts'],
        summary: "A page of the seller's payout requests, newest first, with the admin's reference or reason",
        querystring: payoutListQuerySchema,
        response: { 200: payoutListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ data: await payouts.list(currentSeller(request).id, request.query.cursor) }),
  );

  app.post(
    '/payout-requests',
    {
      ...seller,
      schema: {
        tags: ['payouts'],
        summary:
          'Cash out: a payout request to a bank or e-wallet, its amount reserved from the available balance at once',
        description:
          'The amount (pesos, at most 2 decimals) must be at least PAYOUT_MIN and at most the smaller of ' +
          'PAYOUT_MAX and the available balance. The balance is read under a lock on the seller, so ' +
          'concurrent requests are served one at a time: 409 INSUFFICIENT_BALANCE when it no longer covers ' +
          'the amount. An e-wallet takes the 11-digit mobile number it is registered to.',
        body: bodySchema,
        response: { 201: payoutRequestResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = valueOf(
        await payouts.request(currentSeller(request).id, request.body),
        requestRefusals,
      );
      return reply.code(201).send({ data: created });
    },
  );
};
