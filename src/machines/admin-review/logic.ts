import type { adminQueueMachine } from './queue-machine.ts';
import type { sellerReviewMachine } from './review-machine.ts';

/** The two admin review machines, provided together so a decision and the queue share one API. */
export type AdminReviewLogic = { queue: typeof adminQueueMachine; review: typeof sellerReviewMachine };
