// GET /api/orders/:id/packing-slip: the order's packing slip as a PDF for A6 or A4 (issue 12, decision 026).
// The order comes from the orders service as the seller's other order routes read it; the store's pickup
// address from its current onboarding submission.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { WarehouseAddress } from '#schemas/onboarding';
import { orderParamsSchema } from '#schemas/orders';
import { optionalParam } from '#schemas/params';
import { currentSeller } from '../../lib/access.ts';
import type { ModuleContext } from '../../lib/context.ts';
import { errorResponses } from '../../lib/errors.ts';
import { requireApprovedSeller } from '../onboarding/approval.ts';
import { createOnboardingRepository } from '../onboarding/repository.ts';
import { packingSlipPdf, packingSlipSizes } from './packing-slip.ts';
import { noSuchOrder, orderIdOf } from './routes.ts';
import type { OrderService } from './service.ts';

export type OrderDocumentRoutesOptions = ModuleContext & { orders: OrderService };

export const packingSlipQuerySchema = z.object({
  size: optionalParam(z.enum(packingSlipSizes, { error: 'size must be a6 or a4' })).transform(
    (size) => size ?? 'a6',
  ),
});

/** Where parcels are picked up, as a slip prints it. */
const pickupLines = (warehouse: WarehouseAddress) => [
  warehouse.warehouseAddress,
  `${warehouse.city}, ${warehouse.state} ${warehouse.zipcode}`,
  warehouse.contact,
];

/** A file name made only of characters every browser and header keeps as they are. */
const fileNamePart = (text: string) => text.replace(/[^A-Za-z0-9._-]+/g, '-');

export const orderDocumentRoutes: FastifyPluginAsyncZod<OrderDocumentRoutesOptions> = async (
  app,
  { database, orders },
) => {
  const onboarding = createOnboardingRepository(database.db);

  app.get(
    '/orders/:id/packing-slip',
    {
      onRequest: requireApprovedSeller,
      schema: {
        tags: ['orders'],
        summary: "One of the seller's orders as a packing slip to print (PDF)",
        description:
          'The store and its pickup address, the order number as text and as a Code 128 barcode, the date ' +
          "(Philippine time), the buyer's name, phone and address, and each line's name, variant, SKU and " +
          'quantity. `size=a6` (the default) fits a label printer; `a4` an office printer. Long orders ' +
          'continue on further pages.',
        params: orderParamsSchema,
        querystring: packingSlipQuerySchema,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('The PDF'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const seller = currentSeller(request);
      const order = await orders.get(seller.id, orderIdOf(request.params.id));
      if (!order) throw noSuchOrder();
      const submission = await onboarding.currentSubmission(seller.id);
      const pdf = await packingSlipPdf(
        {
          order,
          store: {
            name: seller.spStoreName,
            address: submission ? pickupLines(submission.data.warehouseAddress) : [],
          },
        },
        request.query.size,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="packing-slip-${fileNamePart(order.orderNumber)}.pdf"`,
        )
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
