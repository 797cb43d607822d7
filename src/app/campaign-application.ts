// The campaign page's machine joined to the campaigns and products services and the toasts. The seller's
// campaigns provide it as their `application` actor (src/app/campaigns.ts).
import { fromPromise } from 'xstate';
import { productOptionOf, type ProductOption } from '#machines/campaign-application/context.ts';
import { campaignApplicationMachine } from '#machines/campaign-application/machine.ts';
import type { CampaignApplication, CampaignApplicationBody, CampaignDetail } from '#schemas/campaigns';
import { productStatus } from '#schemas/products';
import type { CampaignsService } from '../services/campaigns.ts';
import type { ProductsService } from '../services/products.ts';
import { showToast } from '../views/toast/toasts.ts';

/** How many of the seller's products one search offers: the picker narrows by typing, not by paging. */
const searchLimit = 20;

export const provideCampaignApplication = ({
  campaigns,
  products,
}: {
  campaigns: Pick<CampaignsService, 'get' | 'apply'>;
  products: Pick<ProductsService, 'listProducts'>;
}) =>
  campaignApplicationMachine.provide({
    actors: {
      loadCampaign: fromPromise<CampaignDetail, { campaignId: string }>(({ input, signal }) =>
        campaigns.get(input.campaignId, signal),
      ),
      searchProducts: fromPromise<ProductOption[], { search: string }>(async ({ input, signal }) =>
        (
          await products.listProducts(
            { page: 1, limit: searchLimit, status: productStatus.approved, search: input.search },
            signal,
          )
        ).products.map(productOptionOf),
      ),
      apply: fromPromise<CampaignApplication, CampaignApplicationBody>(({ input }) => campaigns.apply(input)),
    },
    actions: { showToast: (_, content) => showToast(content) },
  });
