// The admin review machines joined to the admin sellers service and the toasts.
import { fromPromise } from 'xstate';
import type { AdminSellerDetail } from '../schemas/admin-sellers.ts';
import { queueLocation, queuePage, queueRequest } from '../machines/admin-review/context.ts';
import type { Page, PageRequest } from '../machines/paged-list/context.ts';
import { pagedListMachine } from '../machines/paged-list/machine.ts';
import {
  sellerReviewMachine,
  type DecisionResult,
  type DocumentRequest,
} from '../machines/admin-review/review-machine.ts';
import type { AdminReviewLogic } from '../machines/admin-review/logic.ts';
import type { AdminSellersService } from '../services/admin-sellers.ts';
import { showToast } from '../views/toast/toasts.ts';

/** The queue's actors over an admin sellers service, real or in-memory. */
export const adminQueueActors = (service: AdminSellersService) => ({
  loadPage: fromPromise<Page, PageRequest>(async ({ input }) =>
    queuePage(await service.listSellers(queueRequest(input))),
  ),
});

/** The seller review's actors over an admin sellers service, real or in-memory. */
export const sellerReviewActors = (service: AdminSellersService) => ({
  loadSeller: fromPromise<AdminSellerDetail, { sellerId: string }>(({ input }) =>
    service.getSeller(input.sellerId),
  ),
  loadDocument: fromPromise<Blob, DocumentRequest>(({ input }) =>
    service.getSellerDocument(input.sellerId, input.kind),
  ),
  approve: fromPromise<DecisionResult, { sellerId: string }>(({ input }) =>
    service.approveSeller(input.sellerId),
  ),
  reject: fromPromise<DecisionResult, { sellerId: string; reason: string }>(({ input }) =>
    service.rejectSeller(input.sellerId, input.reason),
  ),
});

/**
 * Both machines over one service, so a decision shows in the queue; loaded with the admin area. The queue
 * keeps its status filter in the dashboard's URL.
 */
export const provideAdminReview = (
  service: AdminSellersService,
  navigate: (to: string, options?: { replace?: boolean }) => void,
): AdminReviewLogic => ({
  queue: pagedListMachine.provide({
    actors: adminQueueActors(service),
    actions: { syncFilters: ({ context }) => navigate(queueLocation(context.filters), { replace: true }) },
  }),
  review: sellerReviewMachine.provide({
    actors: sellerReviewActors(service),
    actions: {
      announceDecision: (_, { decision, sellerName }) =>
        showToast(
          decision.decision === 'approved'
            ? {
                title: 'Seller approved',
                description: `${sellerName} can now sell on Suki.`,
                tone: 'success',
              }
            : { title: 'Seller rejected', description: `${sellerName} was told your reason.`, tone: 'info' },
        ),
    },
  }),
});
