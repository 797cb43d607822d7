// What the admin review screens hold: the queue (a paged list filtered by approval status), and one seller
// under review.
import { type DocumentKind } from '#schemas/onboarding';
import {
  sellerStatusFilterSchema,
  type AdminSellerDetail,
  type AdminSellersPage,
  type SellerStatusFilter,
} from '#schemas/admin-sellers';
import type { Filters, Page, PageRequest } from '../paged-list/context.ts';
import type { Failure } from '../shared/failure.ts';

export type ApprovalCounts = { pending: number; approved: number; rejected: number };

/** The queue's filters from the dashboard's query: the approval status, Pending unless it names another. */
export const queueFilters = (search: string): Filters => ({
  status: statusFilterOf(new URLSearchParams(search).get('status')),
});

/** Where the queue keeps its filters, so a reload or a shared link shows the same tab. */
export const queueLocation = (filters: Filters) =>
  `/admin/dashboard?${new URLSearchParams(filters).toString()}`;

/** The status a filter names; anything else (an old or mistyped link) reads as Pending. */
export const statusFilterOf = (value: unknown): SellerStatusFilter =>
  sellerStatusFilterSchema.catch('pending').parse(value);

/** The admin sellers API's query for one page of the queue. */
export const queueRequest = ({ filters, cursor }: PageRequest) => ({
  status: statusFilterOf(filters.status),
  cursor,
});

/** One page of the admin sellers API as the paged list takes it; the counts of every status come along. */
export const queuePage = (page: AdminSellersPage): Page => ({
  items: page.sellers,
  nextCursor: page.nextCursor,
  counts: page.counts,
});

export type OpenDocument = { kind: DocumentKind; blob: Blob };

export type ReviewContext = {
  sellerId: string;
  seller: AdminSellerDetail | null;
  failure: Failure | null;
  /** The server's refusal of the last approve or reject (409 when someone decided first). */
  decisionFailure: Failure | null;
  /** The rejection reason the dialog sent. */
  reason: string;
  /** The server's refusal of that reason (a 400 naming it), shown under the field. */
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
