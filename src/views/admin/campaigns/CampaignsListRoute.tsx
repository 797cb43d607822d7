// /admin/campaigns with the provided list machine (its code loads with the campaign screens; the route's
// Suspense shows the loading state meanwhile).
import { use } from 'react';
import { useAppLogic } from '../../app/app-logic.tsx';
import { CampaignsList } from './CampaignsList.tsx';

export function CampaignsListRoute() {
  return <CampaignsList logic={use(useAppLogic().adminCampaigns()).list} />;
}
