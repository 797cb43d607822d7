// The review machine over the in-memory admin products service, for stories (no address bar, no toasts).
import {
  createFakeAdminProducts,
  type FakeAdminProductsOptions,
} from '../../../../tests/services/admin-products.ts';
import { pagedListMachine } from '#machines/paged-list/machine.ts';
import { productReviewMachine } from '#machines/product-review/machine.ts';

export const storyProductReview = (options: FakeAdminProductsOptions = {}) => {
  const { actors } = createFakeAdminProducts(options);
  return productReviewMachine.provide({
    actors: {
      list: pagedListMachine.provide({
        actors: { loadPage: actors.loadPage },
        actions: { syncFilters: () => undefined },
      }),
      decide: actors.decide,
    },
    actions: { announceDecision: () => undefined },
  });
};
