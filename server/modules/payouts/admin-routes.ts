// /api/admin/payout-requests (issue 13): the admin's payout desk: the requests of one status, the pending ones
// as the bank's batch file, and the decision on one. The plugin also defines the job that mails each decision.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPayoutListResponseSchema,
  adminPayoutQuerySchema,
  adminPayoutResponseSchema,
  earningsMessages,
  payoutDecisionSchema,
  payoutParamsSchema,
} from '#schemas/earnings';
import { currentAdmin } from '../../lib/access.ts';
import type { ModuleContext } from '../../lib/context.ts';
import { conflict, errorResponses, notFound } from '../../lib/errors.ts';
import { valueOf, type RefusalStatus } from '../../lib/outcome.ts';
import { payoutEmailTask, type PayoutEmailPayload } from './emails.ts';
import type { DecidePayoutOutcome, PayoutService } from './service.ts';

export type AdminPayoutRoutesOptions = ModuleContext & { payouts: PayoutService };

const noSuchRequest = () => notFound(earningsMessages.noSuchRequest);

/** A path's request id, or 404: anything but a positive whole number names no request. */
function payoutIdOf(text: string): number {
  if (!/^[1-9]\d{0,14}$/.test(text)) throw noSuchRequest();
  return Number(text);
}

const decisionRefusals: RefusalStatus<DecidePayoutOutcome> = {
  'not-found': noSuchRequest,
  'already-decided': ({ message }) => conflict(message),
};

export const adminPayoutRoutes: FastifyPluginAsyncZod<AdminPayoutRoutesOptions> = async (
  app,
  { payouts },
) => {
  app.jobs.define<PayoutEmailPayload>(payoutEmailTask, (payload) => payouts.emailDecision(payload));

  app.get(
    '/admin/payout-requests',
    {
      schema: {
        tags: ['admin'],
        summary:
          "A page of the payout requests of one status (pending by default: oldest first; completed and failed: newest first), each with its seller and the seller's available balance",
        querystring: adminPayoutQuerySchema,
        response: { 200: adminPayoutListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ data: await payouts.adminList(request.query) }),
  );

  // Before /admin/payout-requests/:id, which would otherwise take "export.csv" for an id.
  app.get(
    '/admin/payout-requests/export.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'The pending payout requests as a bank batch file, oldest first',
        description:
          'CSV with the header `channel,account number,account name,amount,request id`: the channel code, ' +
          'the account, the amount in pesos with 2 decimals. Streamed.',
        produces: ['text/csv'],
        response: { 200: z.any().describe('The CSV'), ...errorResponses },
      },
    },
    async (_request, reply) => {
      const { fileName, body } = await payouts.exportPendingCsv();
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );

  app.patch(
    '/admin/payout-requests/:id',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Decide a pending payout request: completed with the bank's reference, or failed with a reason (its amount returns to the seller's balance); 409 when it is no longer pending",
        params: payoutParamsSchema,
        body: payoutDecisionSchema,
        response: { 200: adminPayoutResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: valueOf(
        await payouts.decide(currentAdmin(request).id, payoutIdOf(request.params.id), request.body),
        decisionRefusals,
      ),
    }),
  );
};
