import type { Order } from '#schemas/orders';
import type { OrderFilters } from './context.ts';

export type OrderListEvent =
  /** The view's sentinel came within half the remaining list of view (spec §9), or Load more was pressed. */
  | { type: 'list.loadMore' }
  /** Asks again for the page that failed. */
  | { type: 'list.retry' }
  /** Sets the filters (all four; an unset one is undefined): the list starts over from page 1. */
  | { type: 'list.filter'; filters: OrderFilters }
  /** Opens the actions panel of an order the lifecycle lets the seller act on. */
  | { type: 'order.act'; order: Order }
  /** Downloads the current filter's orders as CSV. */
  | { type: 'list.export' };
