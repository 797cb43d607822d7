// The admin review machines joined to the real API and the toasts.
import { fromPromise } from 'xstate';
import type { AdminSellerDetail, AdminSellersPage } from '../schemas/onboarding.ts';
import { adminQueueMachine, type QueuePageRequest } from '../machines/admin-review/queue-machine.ts';
import {
  sellerReviewMachine,
  type DecisionResult,
  type DocumentRequest,
} from '../machines/admin-review/review-machine.ts';
import * as adminSellers from '../services/admin-sellers.ts';
import type { AdminReviewLogic } from '../machines/admin-review/logic.ts';
import { showToast } from '../views/toast/toasts.ts';

export const provideAdminQueue = () =>
  adminQueueMachine.provide({
    actors: {
      loadSellers: fromPromise<AdminSellersPage, QueuePageRequest>(({ input }) =>
        adminSellers.listSellers(input),
      ),
    },
  });

export const provideSellerReview = () =>
  sellerReviewMachine.provide({
    actors: {
      loadSeller: fromPromise<AdminSellerDetail, { sellerId: string }>(({ input }) =>
        adminSellers.getSeller(input.sellerId),
      ),
      loadDocument: fromPromise<Blob, DocumentRequest>(({ input }) =>
        adminSellers.getSellerDocument(input.sellerId, input.kind),
      ),
      approve: fromPromise<DecisionResult, { sellerId: string }>(({ input }) =>
        adminSellers.approveSeller(input.sellerId),
      ),
      reject: fromPromise<DecisionResult, { sellerId: string; reason: string }>(({ input }) =>
        adminSellers.rejectSeller(input.sellerId, input.reason),
      ),
    },
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
  });

/** Both machines, for the lazily loaded admin area. */
export const provideAdminReview = (): AdminReviewLogic => ({
  queue: provideAdminQueue(),
  review: provideSellerReview(),
});
