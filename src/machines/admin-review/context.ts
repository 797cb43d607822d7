// What the admin review screens hold: the queue (a paged list filtered by approval status), the sellers list
// (a paged list searched and filtered), and one seller under review.
import { type DocumentKind } from '#schemas/onboarding';
import {
  sellerOrderSchema,
  sellerStatusFilterSchema,
  type AdminSellerDetail,
  type AdminSellersPage,
  type SellerDecision,
  type SellerStatusFilter,
} from '#schemas/admin-sellers';
import type { Filters, Page, PageRequest } from '../paged-list/context.ts';
import type { Failure } from '../shared/failure.ts';

export type { ApprovalCounts } from '#schemas/admin-sellers';

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

/** The admin sellers API's query for one page of the queue: oldest submission first. */
export const queueRequest = ({ filters, cursor }: PageRequest) => ({
  status: statusFilterOf(filters.status),
  cursor,
});

/**
 * The sellers list's filters from /admin/sellers' query: a search, a status ('' for every status) and the
 * order; anything unreadable reads as its default.
 */
export const sellersFilters = (search: string): Filters => {
  const query = new URLSearchParams(search);
  return {
    q: query.get('q') ?? '',
    status: sellerStatusFilterSchema.safeParse(query.get('status')).data ?? '',
    order: sellerOrderSchema.catch('oldest').parse(query.get('order')),
  };
};

/** Where the sellers list keeps its filters; defaults are left out, so the plain list is /admin/sellers. */
export const sellersLocation = (filters: Filters) => {
  const query = new URLSearchParams(
    Object.entries(filters).filter(
      ([name, value]) => value !== '' && !(name === 'order' && value === 'oldest'),
    ),
  ).toString();
  return query ? `/admin/sellers?${query}` : '/admin/sellers';
};

/** The admin sellers API's query for one page of the sellers list. */
export const sellersRequest = ({ filters, cursor }: PageRequest) => {
  const status = sellerStatusFilterSchema.safeParse(filters.status).data;
  const order = sellerOrderSchema.safeParse(filters.order).data;
  return {
    ...(filters.q ? { q: filters.q } : {}),
    ...(status ? { status } : {}),
    ...(order === 'newest' ? { order } : {}),
    cursor,
  };
};

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
  /** The decision the admin started: confirming, typing its reason, or waiting for the server. */
  intent: SellerDecision | null;
  /** The server's refusal of the last decision (409 when someone decided first). */
  decisionFailure: Failure | null;
  /** The reason the dialog sent (a rejection's or a suspension's). */
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
  intent: null,
  decisionFailure: null,
  reason: '',
  reasonError: null,
  documentKind: null,
  document: null,
  documentFailure: null,
});
