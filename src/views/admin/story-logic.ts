// Provided admin review machines over the in-memory fake API, for stories.
import { createFakeAdminReview, type FakeAdminReviewOptions } from '../../../tests/services/admin-sellers.ts';
import { adminQueueMachine } from '#machines/admin-review/queue-machine.ts';
import { sellerReviewMachine } from '#machines/admin-review/review-machine.ts';

export const storyAdminReview = (options: FakeAdminReviewOptions = {}) => {
  const api = createFakeAdminReview(options);
  return {
    queue: adminQueueMachine.provide({ actors: api.queueActors }),
    review: sellerReviewMachine.provide({
      actors: api.reviewActors,
      actions: { announceDecision: () => undefined },
    }),
  };
};
