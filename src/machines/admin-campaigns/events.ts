import type { AdminCampaign } from '#schemas/campaigns';
import type { CampaignTab } from './context.ts';

export type AdminCampaignsEvent =
  /** Shows another phase's campaigns (the tab is kept in the URL). */
  | { type: 'campaigns.tab'; tab: CampaignTab }
  /** Opens the confirmation to delete this campaign. */
  | { type: 'campaign.delete'; campaign: AdminCampaign };
