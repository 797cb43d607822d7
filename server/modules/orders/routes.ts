// /api/orders (spec §7, issue 12, decision 024): a seller's orders, one order, accept / reject, fulfil, the
// CSV export. Validates with the shared schemas, hands each request to one use case of the order service and
// answers its outcome; what may happen to an order is the order lifecycle's to say, never this file's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  orderFulfilBodySchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderParamsSchema,
  orderResponseSchema,
  orderStatusBodySchema,
} from '#schemas/orders';
import { currentSeller } from '../../lib/access.ts';
import type { ModuleContext } from '../../lib/context.ts';
import { conflict, errorResponses, notFound } from '../../lib/errors.ts';
import { valueOf, type RefusalStatus } from '../../lib/outcome.ts';
import { philippineDay } from '../../lib/philippine-time.ts';
import { requireApprovedSeller } from '../onboarding/approval.ts';
import type { OrderService, SellerActionOutcome } from './service.ts';

export type OrderRoutesOptions = ModuleContext & { orders: OrderService };

/** The same answer for an order that does not exist and one of another seller: neither is confirmed. */
export const noSuchOrder = () => notFound('There is no such order.');

/** A path's order id, or 404: anything but a positive whole number names no order. */
export function orderIdOf(text: string): number {
  if (!/^[1-9]\d{0,14}$/.test(text)) throw noSuchOrder();
  return Number(text);
}

const actionRefusals: RefusalStatus<SellerActionOutcome> = {
  'not-found': noSuchOrder,
  'not-allowed': ({ message }) => conflict(message),
};

/** The export's file name: the day it was made, in Philippine time. */
const exportFileName = (now: Date) => `orders-${philippineDay(now)}.csv`;

const exportQuerySchema = orderListQuerySchema.transform(
  ({ limit: _limit, page: _page, ...filters }) => filters,
);

export const orderRoutes: FastifyPluginAsyncZod<OrderRoutesOptions> = async (app, { orders }) => {
  const seller = { onRequest: requireApprovedSeller };

  app.get(
    '/orders',
    {
      ...seller,
      schema: {
        tags: ['orders'],
        summary:
          "A page of the seller's orders, newest first, filtered by fulfilment, payment and days placed (inclusive, Philippine time); pages end with an empty one",
        querystring: orderListQuerySchema,
        response: { 200: orderListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ data: { orders: await orders.list(currentSeller(request).id, request.query) } }),
  );

  // Before /orders/:id, which would otherwise take "export.csv" for an id.
  app.get(
    '/orders/export.csv',
    {
      ...seller,
      schema: {
        tags: ['orders'],
        summary: "The seller's orders matching the list's filters as CSV, newest first, every page",
        description:
          'The same filters as GET /api/orders, without limit and page. One row per order: number, placed at ' +
          '(Philippine time), status, fulfilment, payment, buyer, phone, address, items, subtotal, shipping ' +
          'fee, total (pesos, 2 decimals), courier, tracking number. Streamed, so any number of orders ' +
          'exports in constant memory.',
        querystring: exportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.any().describe('The CSV'), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(new Date())}"`)
        .header('cache-control', 'private, no-store')
        .send(orders.exportCsv(currentSeller(request).id, request.query)),
  );

  app.get(
    '/orders/:id',
    {
      ...seller,
      schema: {
        tags: ['orders'],
        summary: "One of the seller's orders with its lines, shipment and timeline (404 for any other)",
        params: orderParamsSchema,
        response: { 200: orderResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const order = await orders.get(currentSeller(request).id, orderIdOf(request.params.id));
      if (!order) throw noSuchOrder();
      return { data: order };
    },
  );

  app.patch(
    '/orders/:id/status',
    {
      ...seller,
      schema: {
        tags: ['orders'],
        summary:
          'Accept or reject a pending order (a reason for the buyer is required to reject); 409 when its status does not allow it',
        params: orderParamsSchema,
        body: orderStatusBodySchema,
        response: { 200: orderResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: valueOf(
        await orders.setStatus(currentSeller(request).id, orderIdOf(request.params.id), request.body),
        actionRefusals,
      ),
    }),
  );

  app.post(
    '/orders/:id/fulfill',
    {
      ...seller,
      schema: {
        tags: ['orders'],
        summary:
          'Mark an accepted order as shipped, with the courier and tracking number when given; 409 when its status does not allow it',
        params: orderParamsSchema,
        body: orderFulfilBodySchema,
        response: { 200: orderResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: valueOf(
        await orders.fulfil(currentSeller(request).id, orderIdOf(request.params.id), request.body),
        actionRefusals,
      ),
    }),
  );
};
