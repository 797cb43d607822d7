// What the review of a campaign's applied products holds: the campaign (its title and period head the
// screen), the applied products as a paged list (src/machines/paged-list) of one status at a time, its status
// kept in the URL, and the decision on one product (approve, or reject with a reason).
import {
  campaignProductDecisionSchema,
  campaignProductStatuses,
  type AdminCampaign,
  type AdminCampaignProduct,
  type AdminCampaignProductPage,
  type CampaignProductDecision,
  type CampaignProductStatus,
} from '#schemas/campaigns';
import { formatPeso } from '#schemas/money';
import type { Filters, ListItem, Page, PageRequest } from '../paged-list/context.ts';
import { adminCampaignFallbacks } from '../admin-campaigns/failure.ts';
import { failureText } from '../admin-review/failure.ts';
import type { Failure } from '../shared/failure.ts';
import type { ToastContent } from '../toast/context.ts';

/** The review's tabs in their order on screen, one per status of an applied product. */
export const reviewTabs: readonly CampaignProductStatus[] = campaignProductStatuses;

/** The status a value names; anything else (an old or mistyped link) reads as pending. */
export const reviewTabOf = (value: unknown): CampaignProductStatus =>
  reviewTabs.find((status) => status === value) ?? 'pending';

/** The review's filters from its query: the tab, pending unless it names another. */
export const reviewFilters = (search: string): Filters => ({
  status: reviewTabOf(new URLSearchParams(search).get('status')),
});

/**
 * The list's filters: the review's (the tab) and the campaign they are of, which the list's page loader and
 * the address need and the URL's query does not carry.
 */
export const listFilters = (campaignId: string, filters: Filters): Filters => ({
  ...filters,
  campaign: campaignId,
});

/** Where the review keeps its tab; pending, the default, is the plain address. */
export const reviewLocation = (filters: Filters) => {
  const status = reviewTabOf(filters.status);
  const path = `/admin/campaigns/${encodeURIComponent(filters.campaign ?? '')}/applications`;
  return status === 'pending' ? path : `${path}?status=${status}`;
};

/** The admin campaign API's query for one page of a tab. */
export const reviewRequest = ({ filters, cursor }: PageRequest) => ({
  campaignId: filters.campaign ?? '',
  query: { status: reviewTabOf(filters.status), cursor },
});

/** An applied product in the review; `decided` is the server's answer once it was decided here (it then leaves its tab). */
export type ReviewRow = ListItem & { product: AdminCampaignProduct; decided?: AdminCampaignProduct };

/** One page as the paged list takes it; the first page's counts are the tabs' (later pages keep them). */
export const reviewPage = (page: AdminCampaignProductPage, { cursor }: PageRequest): Page => ({
  items: page.products.map((product): ReviewRow => ({ id: String(product.id), product })),
  nextCursor: page.nextCursor,
  ...(cursor === null ? { counts: page.counts } : {}),
});

/** What the review says when a call fails without a message of the server's own (a 5xx, the network). */
export const reviewFallbacks = {
  campaign: adminCampaignFallbacks.get,
  list: adminCampaignFallbacks.products,
  more: 'More applied products could not be loaded.',
  decide: adminCampaignFallbacks.decide,
} as const;

/** The rejection's dialog asks for the reason as the admin campaign API takes it (required, trimmed, bounded). */
export const reasonSchema = campaignProductDecisionSchema.options[1].pick({ reason: true });

export type ReviewDecision = CampaignProductDecision['status'];

export type CampaignReviewContext = {
  /** The campaign's id as its address gives it (the server answers 404 for one that names none). */
  campaignId: string;
  campaign: AdminCampaign | null;
  /** Why the campaign could not be loaded. */
  loadFailure: Failure | null;
  /** The tab, given to the list when it (re)starts. */
  filters: Filters;
  /** The decision the admin started on one product: typing a rejection's reason, or waiting for the server. */
  intent: { decision: ReviewDecision; product: AdminCampaignProduct } | null;
  /** The decision as it is sent. */
  decision: CampaignProductDecision | null;
  /** Why the open decision failed: a refusal (409, 404) or a failure to try again. */
  failure: Failure | null;
};

export const initialContext = (input: { campaignId: string; filters: Filters }): CampaignReviewContext => ({
  campaignId: input.campaignId,
  campaign: null,
  loadFailure: null,
  filters: input.filters,
  intent: null,
  decision: null,
  failure: null,
});

/** Pesos as JSON carries them (at most 2 decimals) in the peso format: the nearest centavo is the amount exactly. */
export const formatPesos = (pesos: number) => formatPeso(Math.round(pesos * 100));

/** What the admin is told once the server has recorded a decision (the seller is told by the server). */
export const decisionToast = (
  answer: AdminCampaignProduct,
  before: AdminCampaignProduct,
  campaign: AdminCampaign | null,
): ToastContent => {
  const name = `"${answer.data.productName}"`;
  const inCampaign = campaign ? ` "${campaign.title}"` : ' the campaign';
  if (answer.status === 'approved')
    return {
      title: 'Product approved',
      description: `${name} joins${inCampaign} at ${formatPesos(answer.discountPrice)}. The seller was told.`,
      tone: 'success',
    };
  return before.status === 'approved'
    ? {
        title: 'Product taken out',
        description: `${name} left${inCampaign}. ${answer.seller.storeName} was told why.`,
        tone: 'info',
      }
    : {
        title: 'Product rejected',
        description: `${name} stays out of${inCampaign}. ${answer.seller.storeName} was told why.`,
        tone: 'info',
      };
};

/** An approval that failed for no reason of the product's own (a 5xx, the network): nothing changed. */
export const approvalFailedToast = (failure: Failure): ToastContent => ({
  title: 'Not approved',
  description: failureText(failure, reviewFallbacks.decide),
  tone: 'error',
});
