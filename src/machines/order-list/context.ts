// What the seller's order list holds (spec §2 Orders, §4 pagination, §9 page size): its filters (kept in the
// URL), the orders loaded so far and the next page to ask for. Pages are offset pages that go on until one
// comes back empty (spec §4), so the list cannot know it ended before it asks once more.
import {
  fulfillmentStatusSchema,
  orderListQuerySchema,
  orderPageSize,
  paymentStatusSchema,
  type Order,
  type OrderFilters,
} from '#schemas/orders';
import type { Failure } from '../shared/failure.ts';

export type { OrderFilters };

/** Every order, newest first. */
export const noFilters: OrderFilters = {};

export type PageRequest = { filters: OrderFilters; page: number; limit: number };

export interface OrderListContext {
  filters: OrderFilters;
  orders: Order[];
  /** The page the next load asks for (1 after a reset). */
  page: number;
  /** Why the last page could not be loaded; the orders already shown stay. */
  failure: Failure | null;
}

export const initialContext = (filters: OrderFilters): OrderListContext => ({
  filters,
  orders: [],
  page: 1,
  failure: null,
});

export const pageRequest = (context: OrderListContext): PageRequest => ({
  filters: context.filters,
  page: context.page,
  limit: orderPageSize,
});

/** Rows of a new page that are not shown yet, after those that are (an order placed meanwhile shifts pages). */
export const mergePage = (shown: readonly Order[], page: readonly Order[]): Order[] => {
  const known = new Set(shown.map((order) => order.id));
  return [...shown, ...page.filter((order) => !known.has(order.id))];
};

/** The list with `order` in place of its older copy. */
export const replaceOrder = (orders: readonly Order[], order: Order): Order[] =>
  orders.map((shown) => (shown.id === order.id ? order : shown));

// ---------------------------------------------------------------------------------------------------------
// The filters in the URL (decisions 021 and 027): /orders?fulfillment=unfulfilled&payment=paid&from=2026-03-01&to=2026-03-15,
// only what is set, so the plain list is /orders and a shared or older link reads the same way.

const urlNames = {
  fulfillment: 'fulfillment',
  paymentStatus: 'payment',
  startDate: 'from',
  endDate: 'to',
} as const satisfies Record<keyof OrderFilters, string>;

/** The filters a query string names; anything unreadable is left out, and a range backwards drops its end. */
export const filtersFromSearch = (search: string): OrderFilters => {
  const query = new URLSearchParams(search);
  const read = <T>(parse: (value: string | null) => T | undefined, name: string) => parse(query.get(name));
  const fulfillment = read((value) => fulfillmentStatusSchema.safeParse(value).data, urlNames.fulfillment);
  const paymentStatus = read((value) => paymentStatusSchema.safeParse(value).data, urlNames.paymentStatus);
  const day = (name: string) => {
    const parsed = orderListQuerySchema.safeParse({ startDate: query.get(name) ?? undefined });
    return parsed.success ? parsed.data.startDate : undefined;
  };
  const startDate = day(urlNames.startDate);
  const endDate = day(urlNames.endDate);
  return definedFilters({
    fulfillment,
    paymentStatus,
    startDate,
    endDate: startDate && endDate && endDate < startDate ? undefined : endDate,
  });
};

/** The filters with the unset ones left out, so two equal filters compare equal key by key. */
export const definedFilters = (filters: OrderFilters): OrderFilters =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));

/** Where the list keeps `filters`. */
export const ordersLocation = (filters: OrderFilters): string => {
  const query = new URLSearchParams();
  for (const key of Object.keys(urlNames) as (keyof OrderFilters)[]) {
    const value = filters[key];
    if (value) query.set(urlNames[key], value);
  }
  const text = query.toString();
  return text ? `/orders?${text}` : '/orders';
};

export const sameFilters = (a: OrderFilters, b: OrderFilters) =>
  a.fulfillment === b.fulfillment &&
  a.paymentStatus === b.paymentStatus &&
  a.startDate === b.startDate &&
  a.endDate === b.endDate;

export const hasFilters = (filters: OrderFilters) => Object.keys(definedFilters(filters)).length > 0;
