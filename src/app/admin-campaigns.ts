// The admins' campaign screens joined to the admin campaigns service, the address bar and the toasts: the
// list (its tab in the URL), the editor (new and edit), and the review of a campaign's applied products.
import { fromPromise } from 'xstate';
import type { AdminCampaign } from '#schemas/campaigns';
import type { Page, PageRequest } from '../machines/paged-list/context.ts';
import { pagedListMachine } from '../machines/paged-list/machine.ts';
import {
  campaignListLocation,
  campaignListPage,
  campaignListRequest,
} from '../machines/admin-campaigns/context.ts';
import { campaignDeletionMachine, type CampaignDeleted } from '../machines/admin-campaigns/deletion.ts';
import { adminCampaignsMachine } from '../machines/admin-campaigns/machine.ts';
import { campaignEditorMachine, type SaveInput } from '../machines/campaign-editor/machine.ts';
import type { AdminCampaignsService } from '../services/admin-campaigns.ts';
import { showToast } from '../views/toast/toasts.ts';
import { provideCampaignReview } from './campaign-review.ts';
import type { Navigate } from './logic.ts';

const listPath = '/admin/campaigns';

/** The campaign screens over `service`, real or in-memory. */
export const provideAdminCampaigns = (service: AdminCampaignsService, navigate: Navigate) => {
  const deletion = campaignDeletionMachine.provide({
    actors: {
      remove: fromPromise<CampaignDeleted, { id: number }>(({ input }) => service.remove(input.id)),
    },
  });
  const toast = { showToast: (_: unknown, content: Parameters<typeof showToast>[0]) => showToast(content) };
  return {
    list: adminCampaignsMachine.provide({
      actors: {
        list: pagedListMachine.provide({
          actors: {
            // No abort signal: React's StrictMode stops and restarts the actor in development, and the
            // restarted one would still hold its first invocation's aborted signal.
            loadPage: fromPromise<Page, PageRequest>(async ({ input }) =>
              campaignListPage(await service.list(campaignListRequest(input))),
            ),
          },
          actions: {
            // Replaced in place, so Back leaves the list rather than walking its tabs.
            syncFilters: ({ context }) => navigate(campaignListLocation(context.filters), { replace: true }),
          },
        }),
        deletion,
      },
      actions: toast,
    }),
    editor: campaignEditorMachine.provide({
      actors: {
        loadCampaign: fromPromise<AdminCampaign, { campaignId: string }>(({ input }) =>
          service.get(input.campaignId),
        ),
        uploadCover: fromPromise<string, { file: File }>(({ input }) => service.uploadCover(input.file)),
        save: fromPromise<AdminCampaign, SaveInput>(({ input }) =>
          input.campaignId === null
            ? service.create(input.body)
            : service.update(input.campaignId, input.body),
        ),
        deletion,
      },
      actions: {
        ...toast,
        goToList: () => navigate(listPath),
        // After the render that marks the fields invalid.
        focusFirstError: () =>
          requestAnimationFrame(() =>
            document.querySelector<HTMLElement>('[data-campaign-form] [aria-invalid="true"]')?.focus(),
          ),
      },
    }),
    review: provideCampaignReview(service, navigate),
  };
};

export type AdminCampaignsLogic = ReturnType<typeof provideAdminCampaigns>;
