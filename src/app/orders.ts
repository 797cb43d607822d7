// The order list's machine joined to the orders service, the address bar, file downloads and the toasts;
// its actions panel is the one src/app/order-actions.ts provides.
import { fromPromise } from 'xstate';
import { orderTimeZone, type Order } from '#schemas/orders';
import { ordersLocation, type OrderFilters, type PageRequest } from '../machines/order-list/context.ts';
import { orderListMachine } from '../machines/order-list/machine.ts';
import type { OrdersService } from '../services/orders.ts';
import { showToast } from '../views/toast/toasts.ts';
import type { Navigate } from './logic.ts';
import { provideOrderActions } from './order-actions.ts';
import { saveFile } from './save-file.ts';

/** Today in Philippine time as YYYY-MM-DD (en-CA writes dates that way), as the server names its export. */
const philippineToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: orderTimeZone }).format(new Date());

/** The list's actors over an orders service, real or in-memory; `save` receives the export's file. */
export const orderListActors = (
  service: OrdersService,
  save: (blob: Blob, name: string) => void = saveFile,
) => ({
  // No abort signal, like the product list: React's development StrictMode stops the first actor.
  loadPage: fromPromise<Order[], PageRequest>(
    async ({ input }) =>
      (await service.listOrders({ ...input.filters, page: input.page, limit: input.limit })).orders,
  ),
  exportOrders: fromPromise<void, { filters: OrderFilters }>(async ({ input }) => {
    save(await service.downloadOrdersCsv(input.filters), `orders-${philippineToday()}.csv`);
  }),
  orderActions: provideOrderActions(service),
});

/** The machine /orders runs; its filters live in the URL, replaced in place so Back leaves the list. */
export const provideOrderList = (
  service: OrdersService,
  navigate: Navigate,
  save?: (blob: Blob, name: string) => void,
) =>
  orderListMachine.provide({
    actors: orderListActors(service, save),
    actions: {
      syncFilters: ({ context }) => navigate(ordersLocation(context.filters), { replace: true }),
      showToast: (_, content) => showToast(content),
    },
  });
