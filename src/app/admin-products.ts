// The product review machine joined to the admin products service, the address bar and the toasts.
import { fromPromise } from 'xstate';
import { productStatus } from '../schemas/products.ts';
import type { Page, PageRequest } from '../machines/paged-list/context.ts';
import { pagedListMachine } from '../machines/paged-list/machine.ts';
import {
  reviewLocation,
  reviewPage,
  reviewRequest,
  type ProductDecision,
} from '../machines/product-review/context.ts';
import {
  productReviewMachine,
  type DecisionRequest,
  type DecisionResult,
} from '../machines/product-review/machine.ts';
import type { AdminProductsService } from '../services/admin-products.ts';
import { showToast, type ToastContent } from '../views/toast/toasts.ts';

/** The review machine's actors over an admin products service, real or in-memory. */
export const productReviewActors = (service: AdminProductsService) => ({
  loadPage: fromPromise<Page, PageRequest>(async ({ input }) =>
    reviewPage(await service.listProducts(reviewRequest(input)), input),
  ),
  decide: fromPromise<DecisionResult, DecisionRequest>(({ input }) =>
    service.reviewProduct(
      input.productId,
      input.decision === 'approve'
        ? { status: productStatus.approved }
        : { status: productStatus.rejected, reason: input.reason ?? '' },
    ),
  ),
});

/** What the admin is told once the server has recorded a decision on the product named. */
const decisionToasts: Record<ProductDecision, (productName: string) => ToastContent> = {
  approve: (name) => ({
    title: 'Product approved',
    description: `“${name}” is approved, and its seller was told.`,
    tone: 'success',
  }),
  reject: (name) => ({
    title: 'Product rejected',
    description: `The seller of “${name}” was told your reason.`,
    tone: 'info',
  }),
};

/** The review machine over `service`; the queue keeps its tab in /admin/products' URL. */
export const provideAdminProducts = (
  service: AdminProductsService,
  navigate: (to: string, options?: { replace?: boolean }) => void,
) => {
  const { loadPage, decide } = productReviewActors(service);
  return productReviewMachine.provide({
    actors: {
      list: pagedListMachine.provide({
        actors: { loadPage },
        actions: {
          syncFilters: ({ context }) => navigate(reviewLocation(context.filters), { replace: true }),
        },
      }),
      decide,
    },
    actions: {
      announceDecision: (_, { decision, productName }) => showToast(decisionToasts[decision](productName)),
    },
  });
};
