import type { Order } from '#schemas/orders';
import type { Failure } from '../shared/failure.ts';

export type OrderActionsContext = {
  /** The order as the server last answered it. */
  order: Order;
  /** Why the last request failed (a 409 names the order's new status). */
  failure: Failure | null;
  /** What the seller changed, for the machine that opened the panel. */
  change: OrderActionsOutput['change'];
};

export type OrderActionsInput = { order: Order };

/** What the panel hands back when it ends: what changed (null: closed without a change) and the order. */
export type OrderActionsOutput = { change: 'status' | 'fulfil' | null; order: Order };

export const initialContext = ({ order }: OrderActionsInput): OrderActionsContext => ({
  order,
  failure: null,
  change: null,
});
