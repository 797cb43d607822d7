import type { SnapshotFrom } from 'xstate';
import type { PagedListMachine } from '../paged-list/machine.ts';
import { countsAfterDecisions, reviewTabOf, type ReviewCounts, type ReviewRow } from './context.ts';
import type { ProductReviewMachine } from './machine.ts';

type ReviewSnapshot = SnapshotFrom<ProductReviewMachine>;
type ListSnapshot = SnapshotFrom<PagedListMachine>;

/** The queue, invoked for the machine's whole life. */
export const selectList = (snapshot: ReviewSnapshot) => snapshot.children.list!;

export const selectTab = (snapshot: ListSnapshot) => reviewTabOf(snapshot.context.filters.status);
/** The rows still in the list: a decided product has left it. */
export const selectRows = (snapshot: ListSnapshot) =>
  (snapshot.context.items as ReviewRow[]).filter((row) => row.decided === undefined);
/** The counts of each status, the decisions made here included; null until the first page. */
export const selectCounts = (snapshot: ListSnapshot): ReviewCounts | null => {
  const counts = snapshot.context.counts as ReviewCounts | null;
  return counts && countsAfterDecisions(counts, snapshot.context.items as ReviewRow[]);
};

export const selectIntent = (snapshot: ReviewSnapshot) =>
  snapshot.hasTag('dialog') ? snapshot.context.intent : null;
/** No dialog is open: a product's Approve and Reject can start a decision. */
export const selectCanDecide = (snapshot: ReviewSnapshot) => snapshot.matches('idle');
export const selectIsDeciding = (snapshot: ReviewSnapshot) => snapshot.hasTag('deciding');
/** Why the open decision failed, to try again. */
export const selectDecisionFailure = (snapshot: ReviewSnapshot) =>
  snapshot.hasTag('dialog') ? snapshot.context.failure : null;
export const selectReasonError = (snapshot: ReviewSnapshot) => snapshot.context.reasonError;
/** The product the server refused a decision on (it is no longer pending), and why; while it is shown. */
export const selectRefusal = (snapshot: ReviewSnapshot) => {
  const { intent, failure } = snapshot.context;
  return snapshot.hasTag('refused') && intent && failure
    ? { productName: intent.product.productName, failure }
    : null;
};
