// /api/orders, the seller's side (spec §7): a page of the list, one order, accepting or rejecting it,
// fulfilling it, and the two downloads (the list's CSV export and an order's packing slip).
import { z } from 'zod';
import {
  orderListResponseSchema,
  orderMessages,
  orderPageSize,
  orderResponseSchema,
  type Order,
  type OrderFilters,
  type OrderFulfilBody,
  type OrderPage,
  type OrderStatusBody,
} from '../schemas/orders.ts';
import type { HttpClient } from './client.ts';

export type OrderListRequest = OrderFilters & { page: number; limit?: number };

export type PackingSlipSize = 'a6' | 'a4';

const orderPath = (id: number | string) => `/api/orders/${encodeURIComponent(String(id))}`;

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** The filters as query parameters; one not set is not sent (spec §7: "filters only when set"). */
const filterQuery = (filters: OrderFilters) => ({
  fulfillment: filters.fulfillment,
  paymentStatus: filters.paymentStatus,
  startDate: filters.startDate,
  endDate: filters.endDate,
});

export const createOrdersService = (http: HttpClient) => ({
  listOrders: async (query: OrderListRequest, signal?: AbortSignal): Promise<OrderPage> =>
    (
      await http.request(orderListResponseSchema, '/api/orders', {
        query: { limit: query.limit ?? orderPageSize, page: query.page, ...filterQuery(query) },
        fallback: orderMessages.fetchListFailed,
        ...withSignal(signal),
      })
    ).data,

  getOrder: async (id: number | string, signal?: AbortSignal): Promise<Order> =>
    (
      await http.request(orderResponseSchema, orderPath(id), {
        fallback: orderMessages.fetchFailed,
        ...withSignal(signal),
      })
    ).data,

  setOrderStatus: async (id: number, body: OrderStatusBody): Promise<Order> =>
    (
      await http.request(orderResponseSchema, `${orderPath(id)}/status`, {
        method: 'PATCH',
        body,
        fallback: orderMessages.updateStatusFailed,
      })
    ).data,

  fulfilOrder: async (id: number, body: OrderFulfilBody): Promise<Order> =>
    (
      await http.request(orderResponseSchema, `${orderPath(id)}/fulfill`, {
        method: 'POST',
        body,
        fallback: orderMessages.fulfillFailed,
      })
    ).data,

  /** The current filter's orders as CSV; ofetch reads text/csv as text, so the Blob is made here. */
  downloadOrdersCsv: async (filters: OrderFilters): Promise<Blob> => {
    const csv = await http.request(z.string(), '/api/orders/export.csv', {
      query: filterQuery(filters),
      fallback: orderMessages.fetchListFailed,
    });
    return new Blob([csv], { type: 'text/csv;charset=utf-8' });
  },

  /** ofetch answers application/pdf with a Blob carrying the server's content type. */
  downloadPackingSlip: (id: number | string, size: PackingSlipSize): Promise<Blob> =>
    http.request(z.instanceof(Blob), `${orderPath(id)}/packing-slip`, {
      query: { size },
      fallback: orderMessages.fetchFailed,
    }),
});

export type OrdersService = ReturnType<typeof createOrdersService>;
