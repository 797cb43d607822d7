// /api/seller/earnings (spec §7, issue 13): the seller's balances and monthly statement. Approved sellers only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { earningsResponseSchema, statementQuerySchema, statementResponseSchema } from '#schemas/earnings';
import { currentSeller } from '../../lib/access.ts';
import type { ModuleContext } from '../../lib/context.ts';
import { errorResponses } from '../../lib/errors.ts';
import { requireApprovedSeller } from '../onboarding/approval.ts';
import type { EarningsService } from './service.ts';

export type EarningsRoutesOptions = ModuleContext & { earnings: EarningsService };

export const earningsRoutes: FastifyPluginAsyncZod<EarningsRoutesOptions> = async (app, { earnings }) => {
  const seller = { onRequest: requireApprovedSeller };

  app.get(
    '/seller/earnings',
    {
      ...seller,
      schema: {
        tags: ['earnings'],
        summary:
          "The seller's balances now, in pesos: released (totalDue), reserved by payout requests, available to cash out, on hold and when it releases, paid out; with the payout bounds",
        response: { 200: earningsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ data: await earnings.earnings(currentSeller(request).id) }),
  );

  app.get(
    '/seller/earnings/statement',
    {
      ...seller,
      schema: {
        tags: ['earnings'],
        summary:
          "One month of the seller's ledger (Philippine time; default this month): the entries available in it so far, oldest first, with the running available balance",
        querystring: statementQuerySchema,
        response: { 200: statementResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: await earnings.statement(currentSeller(request).id, request.query.month),
    }),
  );

  app.get(
    '/seller/earnings/statement.csv',
    {
      ...seller,
      schema: {
        tags: ['earnings'],
        summary: 'The same month of the statement as CSV',
        description:
          'Columns: date (Philippine time), description, amount, gross, commission, balance (pesos, 2 ' +
          'decimals, debits negative); the first row is the opening balance.',
        querystring: statementQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.any().describe('The CSV'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { fileName, body } = await earnings.statementCsv(currentSeller(request).id, request.query.month);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
};
