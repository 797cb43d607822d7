// The admin review machines joined to the admin sellers service, the address bar and the toasts.
import { fromPromise } from 'xstate';
import type { AdminSellerDetail, SellerDecision } from '../schemas/admin-sellers.ts';
import {
  queueLocation,
  queuePage,
  queueRequest,
  sellersLocation,
  sellersRequest,
} from '../machines/admin-review/context.ts';
import type { Page, PageRequest } from '../machines/paged-list/context.ts';
import { pagedListMachine } from '../machines/paged-list/machine.ts';
import {
  sellerReviewMachine,
  type DecisionRequest,
  type DecisionResult,
  type DocumentRequest,
} from '../machines/admin-review/review-machine.ts';
import type { AdminReviewLogic } from '../machines/admin-review/logic.ts';
import type { AdminSellersService } from '../services/admin-sellers.ts';
import { showToast, type ToastContent } from '../views/toast/toasts.ts';

/** The queue's actors over an admin sellers service, real or in-memory. */
export const adminQueueActors = (service: AdminSellersService) => ({
  loadPage: fromPromise<Page, PageRequest>(async ({ input }) =>
    queuePage(await service.listSellers(queueRequest(input))),
  ),
});

/** The sellers list's actors over an admin sellers service, real or in-memory. */
export const sellersListActors = (service: AdminSellersService) => ({
  loadPage: fromPromise<Page, PageRequest>(async ({ input }) =>
    queuePage(await service.listSellers(sellersRequest(input))),
  ),
});

/** The seller review's actors over an admin sellers service, real or in-memory. */
export const sellerReviewActors = (service: AdminSellersService) => {
  const decisions: Record<SellerDecision, (request: DecisionRequest) => Promise<DecisionResult>> = {
    approved: ({ sellerId }) => service.approveSeller(sellerId),
    rejected: ({ sellerId, reason }) => service.rejectSeller(sellerId, reason ?? ''),
    suspended: ({ sellerId, reason }) => service.suspendSeller(sellerId, reason ?? ''),
    reinstated: ({ sellerId }) => service.reinstateSeller(sellerId),
  };
  return {
    loadSeller: fromPromise<AdminSellerDetail, { sellerId: string }>(({ input }) =>
      service.getSeller(input.sellerId),
    ),
    loadDocument: fromPromise<Blob, DocumentRequest>(({ input }) =>
      service.getSellerDocument(input.sellerId, input.kind),
    ),
    decide: fromPromise<DecisionResult, DecisionRequest>(({ input }) => decisions[input.decision](input)),
  };
};

/** What the admin is told once the server has recorded a decision on the seller named. */
const decisionToasts: Record<SellerDecision, (sellerName: string) => ToastContent> = {
  approved: (name) => ({
    title: 'Seller approved',
    description: `${name} can now sell on Suki.`,
    tone: 'success',
  }),
  rejected: (name) => ({
    title: 'Seller rejected',
    description: `${name} was told your reason.`,
    tone: 'info',
  }),
  suspended: (name) => ({
    title: 'Seller suspended',
    description: `${name} is signed out and was told your reason.`,
    tone: 'info',
  }),
  reinstated: (name) => ({
    title: 'Seller reinstated',
    description: `${name} can sign in and sell again.`,
    tone: 'success',
  }),
};

/**
 * The machines over one service, so a decision shows in the lists; loaded with the admin area. The queue
 * keeps its status in the dashboard's URL, the sellers list its search, status and order in /admin/sellers'.
 */
export const provideAdminReview = (
  service: AdminSellersService,
  navigate: (to: string, options?: { replace?: boolean }) => void,
): AdminReviewLogic => ({
  queue: pagedListMachine.provide({
    actors: adminQueueActors(service),
    actions: { syncFilters: ({ context }) => navigate(queueLocation(context.filters), { replace: true }) },
  }),
  sellers: pagedListMachine.provide({
    actors: sellersListActors(service),
    actions: { syncFilters: ({ context }) => navigate(sellersLocation(context.filters), { replace: true }) },
  }),
  review: sellerReviewMachine.provide({
    actors: sellerReviewActors(service),
    actions: {
      announceDecision: (_, { decision, sellerName }) =>
        showToast(decisionToasts[decision.decision](sellerName)),
    },
  }),
});
