import type { ActorRefFrom } from 'xstate';
import type { sellerReviewMachine } from '#machines/admin-review/review-machine.ts';

/** The running seller-review machine the review page's parts read from and send to. */
export type ReviewActor = ActorRefFrom<typeof sellerReviewMachine>;
