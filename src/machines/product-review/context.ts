// What the product review queue holds: the queue is a paged list (src/machines/paged-list) of one status at a
// time, its status kept in the URL; a decision on one of its products is the review machine's own.
import {
  productReviewBodySchema,
  productStatus,
  type ProductReviewItem,
  type ProductReviewPage,
  type ProductStatus,
} from '#schemas/products';
import type { Filters, ListItem, Page, PageRequest } from '../paged-list/context.ts';
import type { Failure } from '../shared/failure.ts';

/** The queue's tabs in their order on screen, each a status of the review API. */
export const reviewTabs = [
  { id: 'pending', label: 'Pending', status: productStatus.pending },
  { id: 'approved', label: 'Approved', status: productStatus.approved },
  { id: 'rejected', label: 'Rejected', status: productStatus.rejected },
] as const;
export type ReviewTab = (typeof reviewTabs)[number]['id'];
export type ReviewCounts = ProductReviewPage['counts'];

/** The tab a value names; anything else (an old or mistyped link) reads as Pending. */
export const reviewTabOf = (value: unknown): ReviewTab =>
  reviewTabs.find((tab) => tab.id === value)?.id ?? 'pending';

const statusOfTab = (tab: ReviewTab): ProductStatus =>
  reviewTabs.find((candidate) => candidate.id === tab)!.status;
const tabOfStatus = (status: ProductStatus): ReviewTab =>
  reviewTabs.find((candidate) => candidate.status === status)!.id;

/** The queue's filters from /admin/products' query: the tab, Pending unless it names another. */
export const reviewFilters = (search: string): Filters => ({
  status: reviewTabOf(new URLSearchParams(search).get('status')),
});

/** Where the queue keeps its tab; Pending, the default, is the plain /admin/products. */
export const reviewLocation = (filters: Filters) => {
  const tab = reviewTabOf(filters.status);
  return tab === 'pending' ? '/admin/products' : `/admin/products?status=${tab}`;
};

/** The review API's query for one page of the queue. */
export const reviewRequest = ({ filters, cursor }: PageRequest) => ({
  status: statusOfTab(reviewTabOf(filters.status)),
  cursor,
});

/**
 * A product in the queue. `decided` is set once a decision on it was made here (its new status), or
 * 'gone' when the server said it was no longer pending: the row then leaves the list it was in.
 */
export type ReviewRow = ListItem & { product: ProductReviewItem; decided?: ProductStatus | 'gone' };

/**
 * One page as the paged list takes it. The counts are those of the first page: later pages bring the same
 * counts minus the decisions made here meanwhile, which `countsAfterDecisions` already takes away, so
 * taking theirs would count each decision twice.
 */
export const reviewPage = (page: ProductReviewPage, { cursor }: PageRequest): Page => ({
  items: page.products.map((product): ReviewRow => ({ id: String(product.id), product })),
  nextCursor: page.nextCursor,
  ...(cursor === null ? { counts: page.counts } : {}),
});

/** The counts as the first page gave them, with each decision made since moved to its new status. */
export const countsAfterDecisions = (counts: ReviewCounts, rows: readonly ReviewRow[]): ReviewCounts =>
  rows.reduce((sum, row) => {
    if (row.decided === undefined) return sum;
    const from = tabOfStatus(row.product.status);
    const moved = { ...sum, [from]: Math.max(0, sum[from] - 1) };
    return row.decided === 'gone'
      ? moved
      : { ...moved, [tabOfStatus(row.decided)]: moved[tabOfStatus(row.decided)] + 1 };
  }, counts);

/** A rejection's reason as the review API takes it (required, trimmed, bounded). */
export const rejectionSchema = productReviewBodySchema.options[1].pick({ reason: true });
export const isRejectionValid = (reason: string) => rejectionSchema.safeParse({ reason }).success;

export type ProductDecision = 'approve' | 'reject';

/** The product a decision is about, as its card shows it. */
export type DecisionTarget = { id: number; productName: string; status: ProductStatus };

export type ProductReviewContext = {
  /** The queue's filters when the page opened; the list owns them after. */
  filters: Filters;
  /** The decision the admin started: confirming, typing its reason, or waiting for the server. */
  intent: { decision: ProductDecision; product: DecisionTarget } | null;
  /** The rejection's reason as the dialog sent it. */
  reason: string;
  /**
   * Why the open decision failed: a refusal (409, 404) or a failure to try again (a 400 on the reason shows
   * under the field instead).
   */
  failure: Failure | null;
  /** The server's refusal of the reason (a 400 naming it), shown under the field. */
  reasonError: string | null;
};

export const initialContext = (filters: Filters): ProductReviewContext => ({
  filters,
  intent: null,
  reason: '',
  failure: null,
  reasonError: null,
});
