// What the admins' campaigns list holds: a paged list (src/machines/paged-list) of one phase at a time, its
// phase kept in the URL; pages are the API's page numbers, carried as the list's cursor.
import {
  campaignPhaseLabels,
  campaignPhases,
  type AdminCampaign,
  type AdminCampaignPage,
  type CampaignPhase,
} from '#schemas/campaigns';
import type { Filters, ListItem, Page, PageRequest } from '../paged-list/context.ts';

/** The list's tabs in their order on screen: every campaign, then each phase. */
export const campaignTabs = ['all', ...campaignPhases] as const;
export type CampaignTab = (typeof campaignTabs)[number];
export const campaignTabLabels: Record<CampaignTab, string> = { all: 'All', ...campaignPhaseLabels };

/** The tab a value names; anything else (an old or mistyped link) reads as All. */
export const campaignTabOf = (value: unknown): CampaignTab =>
  campaignTabs.find((tab) => tab === value) ?? 'all';

/** The list's filters from /admin/campaigns' query. */
export const campaignListFilters = (search: string): Filters => ({
  phase: campaignTabOf(new URLSearchParams(search).get('phase')),
});

/** Where the list keeps its tab; All, the default, is the plain /admin/campaigns. */
export const campaignListLocation = (filters: Filters) => {
  const tab = campaignTabOf(filters.phase);
  return tab === 'all' ? '/admin/campaigns' : `/admin/campaigns?phase=${tab}`;
};

/** The admin campaigns API's query for one page: the cursor is the page's number (null for the first). */
export const campaignListRequest = ({ filters, cursor }: PageRequest) => {
  const tab = campaignTabOf(filters.phase);
  return { phase: tab === 'all' ? undefined : (tab satisfies CampaignPhase), page: Number(cursor ?? 1) };
};

export type CampaignListRow = ListItem & { campaign: AdminCampaign };

/** One page as the paged list takes it, with the phase's total. */
export const campaignListPage = (page: AdminCampaignPage): Page => ({
  items: page.campaigns.map((campaign): CampaignListRow => ({ id: String(campaign.id), campaign })),
  nextCursor: page.pagination.hasNextPage ? String(page.pagination.page + 1) : null,
  counts: { total: page.pagination.total },
});
