// The seller's campaigns joined to the campaigns and products services and the address bar: the list
// (/campaigns, its sort in the URL), the dashboard card's counts and the campaign page's application
// (src/app/campaign-application.ts).
import { fromPromise } from 'xstate';
import {
  campaignListPage,
  campaignListRequest,
  campaignSummaryMachine,
  campaignsLocation,
} from '#machines/campaign-list/context.ts';
import type { Page, PageRequest } from '#machines/paged-list/context.ts';
import { pagedListMachine } from '#machines/paged-list/machine.ts';
import type { CampaignSummary } from '#schemas/campaigns';
import type { CampaignsService } from '../services/campaigns.ts';
import type { ProductsService } from '../services/products.ts';
import { provideCampaignApplication } from './campaign-application.ts';
import type { Navigate } from './logic.ts';

export const provideCampaigns = (
  { campaigns, products }: { campaigns: CampaignsService; products: ProductsService },
  navigate: Navigate,
) => ({
  list: pagedListMachine.provide({
    actors: {
      // No abort signal, like the other lists: React's development StrictMode stops the first actor.
      loadPage: fromPromise<Page, PageRequest>(async ({ input }) =>
        campaignListPage(await campaigns.list(campaignListRequest(input))),
      ),
    },
    // Replaced in place, so Back leaves the list rather than stepping through its sorts.
    actions: {
      syncFilters: ({ context }) => navigate(campaignsLocation(context.filters), { replace: true }),
    },
  }),
  summary: campaignSummaryMachine.provide({
    actors: { load: fromPromise<CampaignSummary>(() => campaigns.summary()) },
  }),
  application: provideCampaignApplication({ campaigns, products }),
});

export type CampaignsLogic = ReturnType<typeof provideCampaigns>;
