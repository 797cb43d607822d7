// Orders (issue 12): the seller's list, one order, accept / reject / ship, the CSV export, and the storefront's
// events that place and change orders. Every status change asks the order lifecycle
// (src/machines/order-status) whether it is allowed and what it leads to, and commits the order, its
// timeline, its stock, the seller's notification and the storefront's event in one transaction.
// STUB (lead): the orders helper fills this in; the interface below is the contract the routes code against.
import type { Readable } from 'node:stream';
import type {
  Order,
  OrderFilters,
  OrderFulfilBody,
  OrderListQuery,
  OrderStatusBody,
  StorefrontEvent,
} from '#schemas/orders';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../lib/jobs.ts';
import type { Outcome } from '../../lib/outcome.ts';

/** An action the lifecycle does not allow now: 409 with this message (refusalMessage). */
type NotAllowed = { reason: 'not-allowed'; message: string };

export type SellerActionOutcome = Outcome<Order, { reason: 'not-found' } | NotAllowed>;

export type StorefrontEventOutcome = Outcome<
  /** duplicate: this event id was applied before; nothing happened this time. */
  { duplicate: boolean; orderId: number | null },
  | { reason: 'bad-event'; message: string } // 400: unknown product or variant, lines of several sellers…
  | { reason: 'unknown-order'; message: string } // 404
  | { reason: 'order-number-taken'; message: string } // 409
  | { reason: 'out-of-stock'; message: string; line: number } // 409 OUT_OF_STOCK, naming the line
  | NotAllowed // 409
>;

export type OrderService = {
  list(sellerId: string, query: OrderListQuery): Promise<Order[]>;
  get(sellerId: string, id: number): Promise<Order | undefined>;
  setStatus(sellerId: string, id: number, body: OrderStatusBody): Promise<SellerActionOutcome>;
  fulfil(sellerId: string, id: number, body: OrderFulfilBody): Promise<SellerActionOutcome>;
  /** The seller's orders matching `filters` as CSV, newest first, streamed in constant memory. */
  exportCsv(sellerId: string, filters: OrderFilters): Readable;
  applyStorefrontEvent(event: StorefrontEvent): Promise<StorefrontEventOutcome>;
};

export type OrderServiceOptions = { config: Config; database: Database; jobs: JobQueue };

export function createOrderService(_options: OrderServiceOptions): OrderService {
  const notBuilt = () => {
    throw new Error('orders: not built yet');
  };
  return {
    list: notBuilt,
    get: notBuilt,
    setStatus: notBuilt,
    fulfil: notBuilt,
    exportCsv: notBuilt,
    applyStorefrontEvent: notBuilt,
  };
}
