// /admin/campaigns/new and /admin/campaigns/:id/edit with the provided editor machine.
import { use } from 'react';
import { useAppLogic } from '../../app/app-logic.tsx';
import { CampaignEditor } from './CampaignEditor.tsx';

export function CampaignEditorRoute({ campaignId }: { campaignId: string | null }) {
  // Keyed by the campaign: another campaign's form is a new actor with its own input.
  return (
    <CampaignEditor
      key={campaignId ?? 'new'}
      logic={use(useAppLogic().adminCampaigns()).editor}
      campaignId={campaignId}
    />
  );
}
