import type { PagedListMachine } from '../paged-list/machine.ts';
import type { sellerReviewMachine } from './review-machine.ts';

/**
 * The admin review machines, provided together so a decision and the queue share one API. The queue is a
 * paged list filtered by approval status (context.ts: queueFilters, queueRequest, queuePage, queueLocation).
 */
export type AdminReviewLogic = { queue: PagedListMachine; review: typeof sellerReviewMachine };
