// /campaigns with the provided list (its code loads with the route; the route's Suspense shows the loading
// state meanwhile). A seller an admin has not approved sees why there is nothing to apply to.
import { useSelector } from '@xstate/react';
import { use } from 'react';
import { useSearch } from 'wouter';
import { campaignListFilters } from '#machines/campaign-list/context.ts';
import { selectProfile } from '#machines/session/selectors.ts';
import { approvalStatus } from '#schemas/seller';
import { useAppLogic } from '../app/app-logic.tsx';
import { CampaignsAwaitingApproval, CampaignsList } from './CampaignsList.tsx';

export function CampaignsListRoute() {
  const logic = useAppLogic();
  const profile = useSelector(logic.session, selectProfile);
  if (profile && profile.approvalStatus !== approvalStatus.approved) return <CampaignsAwaitingApproval />;
  return <ApprovedCampaigns />;
}

function ApprovedCampaigns() {
  const search = useSearch();
  const { list } = use(useAppLogic().campaigns());
  return <CampaignsList logic={list} filters={campaignListFilters(search)} />;
}
