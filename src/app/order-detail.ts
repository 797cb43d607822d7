// The order detail's machine joined to the orders service, file downloads and the toasts; its actions panel
// is the one src/app/order-actions.ts provides.
import { fromPromise } from 'xstate';
import type { PackingSlipRequest } from '#machines/order-detail/context.ts';
import { orderDetailMachine } from '#machines/order-detail/machine.ts';
import type { Order } from '#schemas/orders';
import type { OrdersService } from '../services/orders.ts';
import { showToast } from '../views/toast/toasts.ts';
import { provideOrderActions } from './order-actions.ts';
import { saveFile } from './save-file.ts';

/** The machine /orders/:id runs, over an orders service (real or in-memory); `save` receives the slip's file. */
export const provideOrderDetail = (
  service: OrdersService,
  save: (blob: Blob, name: string) => void = saveFile,
) =>
  orderDetailMachine.provide({
    actors: {
      loadOrder: fromPromise<Order, { orderId: string }>(({ input }) => service.getOrder(input.orderId)),
      downloadPackingSlip: fromPromise<void, PackingSlipRequest>(async ({ input }) => {
        save(
          await service.downloadPackingSlip(input.id, input.size),
          `packing-slip-${input.orderNumber}.pdf`,
        );
      }),
      orderActions: provideOrderActions(service),
    },
    actions: { showToast: (_, content) => showToast(content) },
  });
