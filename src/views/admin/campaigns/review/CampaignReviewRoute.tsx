// /admin/campaigns/:id/applications with the provided review machine (its code loads with the admin campaign
// screens; the route's Suspense shows the loading state meanwhile).
import { use } from 'react';
import { useAppLogic } from '../../../app/app-logic.tsx';
import { CampaignReview } from './CampaignReview.tsx';

export function CampaignReviewRoute({ campaignId }: { campaignId: string }) {
  // Keyed by the campaign: another campaign's review is a new actor with its own input.
  return (
    <CampaignReview
      key={campaignId}
      logic={use(useAppLogic().adminCampaigns()).review}
      campaignId={campaignId}
    />
  );
}
