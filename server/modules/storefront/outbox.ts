// What we tell the storefront about a seller's action: an outbox row in the order's transaction, and a
// delivery job on the queue when STOREFRONT_EVENTS_URL is set. (Issue 12.)
// STUB (lead): the storefront helper fills this in; the orders service calls it.
import type { SellerOrderEvent } from '#schemas/orders';
import type { Config } from '../../config.ts';
import type { Executor } from '../../lib/executor.ts';
import type { JobQueue } from '../../lib/jobs.ts';

export type SellerEventInput = {
  orderId: number;
  type: SellerOrderEvent['type'];
  data: SellerOrderEvent['data'];
};

/** Records the event with `tx` (the order's transaction) and queues its delivery when there is a URL. */
export async function queueSellerEvent(
  _tx: Executor,
  _deps: { config: Config; jobs: JobQueue },
  _event: SellerEventInput,
): Promise<void> {}
