import { sellerDecisions, type AdminSellerSummary, type SellerDecision } from '#schemas/admin-sellers';
import type { SnapshotFrom } from 'xstate';
import type { PagedListMachine } from '../paged-list/machine.ts';
import { statusFilterOf, type ApprovalCounts } from './context.ts';
import { needsReason } from './failure.ts';
import type { sellerReviewMachine } from './review-machine.ts';

/** The queue is a paged list filtered by approval status. */
type QueueSnapshot = SnapshotFrom<PagedListMachine>;
type ReviewSnapshot = SnapshotFrom<typeof sellerReviewMachine>;

export const selectQueueStatus = (snapshot: QueueSnapshot) => statusFilterOf(snapshot.context.filters.status);
/** The rows as the admin sellers API listed them (context.ts: queuePage). */
export const selectQueueSellers = (snapshot: QueueSnapshot) => snapshot.context.items as AdminSellerSummary[];
export const selectQueueCounts = (snapshot: QueueSnapshot) =>
  snapshot.context.counts as ApprovalCounts | null;

export const selectSeller = (snapshot: ReviewSnapshot) => snapshot.context.seller;
export const selectIsSellerLoading = (snapshot: ReviewSnapshot) => snapshot.hasTag('loading');
export const selectLoadFailure = (snapshot: ReviewSnapshot) =>
  snapshot.matches('failed') ? snapshot.context.failure : null;
export const selectIsDeciding = (snapshot: ReviewSnapshot) => snapshot.hasTag('deciding');
/** The decision whose dialog is open (a confirmation, or the reason dialog), while it is open. */
export const selectDialog = (
  snapshot: ReviewSnapshot,
): { decision: SellerDecision; asksReason: boolean } | null => {
  const { intent } = snapshot.context;
  return snapshot.hasTag('dialog') && intent ? { decision: intent, asksReason: needsReason(intent) } : null;
};
export const selectRefusal = (snapshot: ReviewSnapshot) =>
  snapshot.hasTag('refused') ? snapshot.context.decisionFailure : null;
export const selectReasonError = (snapshot: ReviewSnapshot) => snapshot.context.reasonError;
/** The decisions the seller's status allows now, in the order their buttons show. */
export const selectAllowedDecisions = (snapshot: ReviewSnapshot): SellerDecision[] =>
  sellerDecisions.filter((decision) => snapshot.can({ type: 'review.open', decision }));
export const selectDocumentKind = (snapshot: ReviewSnapshot) => snapshot.context.documentKind;
export const selectDocument = (snapshot: ReviewSnapshot) => snapshot.context.document;
export const selectDocumentFailure = (snapshot: ReviewSnapshot) => snapshot.context.documentFailure;
export const selectIsDocumentLoading = (snapshot: ReviewSnapshot) => snapshot.hasTag('documentLoading');
