// The seller's campaigns list (/campaigns): the paged-list machine (src/machines/paged-list) over
// GET /api/campaigns, its sort kept in the URL; and the dashboard card's counts, one resource read. Pages are
// numbered on the wire (spec §7 page & limit); the list's cursor is the next page's number as text.
import {
  campaignSortOrders,
  type CampaignPage,
  type CampaignSortOrder,
  type CampaignSummary,
  type SellerCampaign,
} from '#schemas/campaigns';
import type { Filters, ListItem, Page, PageRequest } from '../paged-list/context.ts';
import { createResourceMachine } from '../resource/machine.ts';

/** The sort a value names; anything else (an old or mistyped link) reads as the default, oldest first. */
export const campaignSortOf = (value: unknown): CampaignSortOrder =>
  campaignSortOrders.find((order) => order.value === value)?.value ?? 'asc';

/** The list's filters from /campaigns' query. */
export const campaignListFilters = (search: string): Filters => ({
  sortOrder: campaignSortOf(new URLSearchParams(search).get('sortOrder')),
});

/** Where the list keeps its sort; the default is the plain /campaigns. */
export const campaignsLocation = (filters: Filters) => {
  const sortOrder = campaignSortOf(filters.sortOrder);
  return sortOrder === 'asc' ? '/campaigns' : `/campaigns?sortOrder=${sortOrder}`;
};

/** The API's query for one page of the list: the first page when there is no cursor. */
export const campaignListRequest = ({ filters, cursor }: PageRequest) => ({
  page: cursor === null ? 1 : Number(cursor),
  sortOrder: campaignSortOf(filters.sortOrder),
});

/** A card of the list: the id as text (the list's key) and the campaign as the API sent it. */
export type CampaignRow = ListItem & { campaign: SellerCampaign };

/** One page as the paged list takes it. */
export const campaignListPage = ({ campaigns, pagination }: CampaignPage): Page => ({
  items: campaigns.map((campaign): CampaignRow => ({ id: String(campaign.id), campaign })),
  nextCursor: pagination.hasNextPage ? String(pagination.page + 1) : null,
});

/** The dashboard card's counts: one read, no retry (a failure hides the number, never the page). */
export const campaignSummaryMachine = createResourceMachine<CampaignSummary>();
export type CampaignSummaryMachine = typeof campaignSummaryMachine;
