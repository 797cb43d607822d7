// Provided admin review machines over the in-memory fake API, for stories.
import { createFakeAdminReview, type FakeAdminReviewOptions } from '../../../tests/services/admin-sellers.ts';
import { sellerReviewMachine } from '#machines/admin-review/review-machine.ts';
import { pagedListMachine } from '#machines/paged-list/machine.ts';

export const storyAdminReview = (options: FakeAdminReviewOptions = {}) => {
  const api = createFakeAdminReview(options);
  return {
    // A story has no address bar to keep the queue's filter in.
    queue: pagedListMachine.provide({ actors: api.queueActors, actions: { syncFilters: () => undefined } }),
    sellers: pagedListMachine.provide({
      actors: api.sellersActors,
      actions: { syncFilters: () => undefined },
    }),
    review: sellerReviewMachine.provide({
      actors: api.reviewActors,
      actions: { announceDecision: () => undefined },
    }),
  };
};
