import type { SnapshotFrom } from 'xstate';
import type { adminQueueMachine } from './queue-machine.ts';
import type { sellerReviewMachine } from './review-machine.ts';

type QueueSnapshot = SnapshotFrom<typeof adminQueueMachine>;
type ReviewSnapshot = SnapshotFrom<typeof sellerReviewMachine>;

export const selectQueueStatus = (snapshot: QueueSnapshot) => snapshot.context.status;
export const selectQueueSellers = (snapshot: QueueSnapshot) => snapshot.context.sellers;
export const selectQueueCounts = (snapshot: QueueSnapshot) => snapshot.context.counts;
export const selectQueueFailure = (snapshot: QueueSnapshot) =>
  snapshot.matches('failed') ? snapshot.context.failure : null;
export const selectQueueMoreFailure = (snapshot: QueueSnapshot) => snapshot.context.moreFailure;
export const selectIsQueueLoading = (snapshot: QueueSnapshot) => snapshot.hasTag('loading');
export const selectIsLoadingMore = (snapshot: QueueSnapshot) => snapshot.hasTag('loadingMore');
export const selectCanLoadMore = (snapshot: QueueSnapshot) => snapshot.can({ type: 'queue.loadMore' });

export const selectSeller = (snapshot: ReviewSnapshot) => snapshot.context.seller;
export const selectIsSellerLoading = (snapshot: ReviewSnapshot) => snapshot.hasTag('loading');
export const selectLoadFailure = (snapshot: ReviewSnapshot) =>
  snapshot.matches('failed') ? snapshot.context.failure : null;
export const selectIsApproving = (snapshot: ReviewSnapshot) =>
  snapshot.matches({ ready: { decision: 'approving' } });
export const selectIsDeciding = (snapshot: ReviewSnapshot) => snapshot.hasTag('deciding');
export const selectIsRejectDialogOpen = (snapshot: ReviewSnapshot) => snapshot.hasTag('rejectDialog');
export const selectRefusal = (snapshot: ReviewSnapshot) =>
  snapshot.hasTag('refused') ? snapshot.context.decisionFailure : null;
export const selectReason = (snapshot: ReviewSnapshot) => snapshot.context.reason;
export const selectReasonError = (snapshot: ReviewSnapshot) => snapshot.context.reasonError;
export const selectCanApprove = (snapshot: ReviewSnapshot) => snapshot.can({ type: 'review.approve' });
export const selectCanReject = (snapshot: ReviewSnapshot) => snapshot.can({ type: 'review.reject.open' });
export const selectDocumentKind = (snapshot: ReviewSnapshot) => snapshot.context.documentKind;
export const selectDocument = (snapshot: ReviewSnapshot) => snapshot.context.document;
export const selectDocumentFailure = (snapshot: ReviewSnapshot) => snapshot.context.documentFailure;
export const selectIsDocumentLoading = (snapshot: ReviewSnapshot) => snapshot.hasTag('documentLoading');
