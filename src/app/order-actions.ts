// The order actions panel's machine joined to the orders service and the toasts. The orders list and the
// order detail provide it as their `orderActions` actor.
import { fromPromise } from 'xstate';
import { orderActionsMachine } from '#machines/order-actions/machine.ts';
import type { Order, OrderFulfilBody, OrderStatusBody } from '#schemas/orders';
import type { OrdersService } from '../services/orders.ts';
import { showToast } from '../views/toast/toasts.ts';

export type OrderActionsService = Pick<OrdersService, 'setOrderStatus' | 'fulfilOrder'>;

export const provideOrderActions = (service: OrderActionsService) =>
  orderActionsMachine.provide({
    actors: {
      setStatus: fromPromise<Order, { id: number; body: OrderStatusBody }>(({ input }) =>
        service.setOrderStatus(input.id, input.body),
      ),
      fulfil: fromPromise<Order, { id: number; body: OrderFulfilBody }>(({ input }) =>
        service.fulfilOrder(input.id, input.body),
      ),
    },
    actions: { showToast: (_, content) => showToast(content) },
  });
