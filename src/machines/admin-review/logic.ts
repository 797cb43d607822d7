import type { PagedListMachine } from '../paged-list/machine.ts';
import type { sellerReviewMachine } from './review-machine.ts';

/**
 * The admin review machines, provided together so a decision, the queue and the sellers list share one API.
 * The queue is a paged list filtered by approval status (context.ts: queueFilters, queueRequest, queuePage,
 * queueLocation); the sellers list one searched and filtered (sellersFilters, sellersRequest, sellersLocation).
 */
export type AdminReviewLogic = {
  queue: PagedListMachine;
  sellers: PagedListMachine;
  review: typeof sellerReviewMachine;
};
