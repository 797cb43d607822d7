// The campaign page's real view over its real provided machine, for the model test and the stories: the
// actor is started here with the test's inspector (the coverage gate counts it) and the toasts show beside.
import { useState } from 'react';
import { createActor, type InspectionEvent } from 'xstate';
import { provideCampaignApplication } from '../../src/app/campaign-application.ts';
import type { CampaignsService } from '../../src/services/campaigns.ts';
import type { ProductsService } from '../../src/services/products.ts';
import { CampaignApplicationScreen } from '../../src/views/campaigns/detail/CampaignDetail.tsx';
import { ToastRegion } from '../../src/views/toast/ToastRegion.tsx';

export type CampaignStageProps = {
  campaigns: Pick<CampaignsService, 'get' | 'apply'>;
  products: Pick<ProductsService, 'listProducts'>;
  campaignId: string;
  inspect?: (event: InspectionEvent) => void;
};

export function CampaignStage({ campaigns, products, campaignId, inspect }: CampaignStageProps) {
  const [actor] = useState(() =>
    createActor(provideCampaignApplication({ campaigns, products }), {
      input: { campaignId },
      ...(inspect ? { inspect } : {}),
    }).start(),
  );
  return (
    <>
      <CampaignApplicationScreen actor={actor} />
      <ToastRegion />
    </>
  );
}
