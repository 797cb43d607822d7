// The review of a campaign's applied products joined to the admin campaigns service, the address bar (its
// tab) and the toasts.
import { fromPromise } from 'xstate';
import type { AdminCampaign } from '#schemas/campaigns';
import type { Page, PageRequest } from '../machines/paged-list/context.ts';
import { pagedListMachine } from '../machines/paged-list/machine.ts';
import { reviewLocation, reviewPage, reviewRequest } from '../machines/campaign-review/context.ts';
import { campaignReviewMachine, type DecideInput } from '../machines/campaign-review/machine.ts';
import type { AdminCampaignsService } from '../services/admin-campaigns.ts';
import { showToast } from '../views/toast/toasts.ts';
import type { Navigate } from './logic.ts';

/** The review over `service`, real or in-memory; its tab lives in the URL, replaced in place so Back leaves it. */
export const provideCampaignReview = (
  service: Pick<AdminCampaignsService, 'get' | 'listProducts' | 'decide'>,
  navigate: Navigate,
) =>
  campaignReviewMachine.provide({
    actors: {
      // No abort signals: React's StrictMode stops and restarts the actor in development, and the restarted one
      // would still hold its first invocation's aborted signal.
      loadCampaign: fromPromise<AdminCampaign, { campaignId: string }>(({ input }) =>
        service.get(input.campaignId),
      ),
      list: pagedListMachine.provide({
        actors: {
          loadPage: fromPromise<Page, PageRequest>(async ({ input }) => {
            const { campaignId, query } = reviewRequest(input);
            return reviewPage(await service.listProducts(campaignId, query), input);
          }),
        },
        actions: {
          syncFilters: ({ context }) => navigate(reviewLocation(context.filters), { replace: true }),
        },
      }),
      decide: fromPromise(({ input }: { input: DecideInput }) =>
        service.decide(input.campaignId, input.productId, input.decision),
      ),
    },
    actions: { showToast: (_, content) => showToast(content) },
  });
