// /campaigns/:id with the campaign application machine (its code loads with the route; the route's Suspense
// shows the loading state meanwhile).
import { use } from 'react';
import { useAppLogic } from '../../app/app-logic.tsx';
import { CampaignPage } from './CampaignDetail.tsx';

export function CampaignRoute({ campaignId }: { campaignId: string }) {
  // A new id is a new page: its own actor, not the previous campaign's.
  return <CampaignOf key={campaignId} campaignId={campaignId} />;
}

function CampaignOf({ campaignId }: { campaignId: string }) {
  return <CampaignPage logic={use(useAppLogic().campaigns()).application} campaignId={campaignId} />;
}
