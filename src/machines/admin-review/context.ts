// What the admin review screens hold: the queue page by page, and one seller under review.
import type {
  AdminSellerDetail,
  AdminSellerSummary,
  DocumentKind,
  SellerStatusFilter,
} from '#schemas/onboarding';
import type { Failure } from '../shared/failure.ts';

export type ApprovalCounts = { pending: number; approved: number; rejected: number };

export type QueueContext = {
  status: SellerStatusFilter;
  sellers: AdminSellerSummary[];
  /** Where the next page starts; null when the list is complete. */
  nextCursor: string | null;
  counts: ApprovalCounts | null;
  /** Why the first page could not be loaded. */
  failure: Failure | null;
  /** Why 'Load more' failed; the sellers already shown stay. */
  moreFailure: Failure | null;
};

export const initialQueueContext = (status: SellerStatusFilter = 'pending'): QueueContext => ({
  status,
  sellers: [],
  nextCursor: null,
  counts: null,
  failure: null,
  moreFailure: null,
});

export type OpenDocument = { kind: DocumentKind; blob: Blob };

export type ReviewContext = {
  sellerId: string;
  seller: AdminSellerDetail | null;
  failure: Failure | null;
  /** The server's refusal of the last approve or reject (409 when someone decided first). */
  decisionFailure: Failure | null;
  /** The rejection reason as typed in the dialog. */
  reason: string;
  reasonError: string | null;
  /** The document being looked at, or the one being fetched. */
  documentKind: DocumentKind | null;
  document: OpenDocument | null;
  documentFailure: Failure | null;
};

export const initialReviewContext = (sellerId: string): ReviewContext => ({
  sellerId,
  seller: null,
  failure: null,
  decisionFailure: null,
  reason: '',
  reasonError: null,
  documentKind: null,
  document: null,
  documentFailure: null,
});
