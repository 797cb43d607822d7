// What the admins' campaign screens say when a call fails without a message of the server's own: the spec's
// words where it has them (§8), ours for what it does not word.
import { campaignMessages } from '#schemas/campaigns';

export const adminCampaignFallbacks = {
  list: campaignMessages.fetchListFailed,
  get: campaignMessages.fetchFailed,
  save: 'The campaign could not be saved. Please try again.',
  cover: 'The cover photo could not be uploaded. Please try again.',
  remove: 'The campaign could not be deleted. Please try again.',
  products: 'The applied products could not be loaded.',
  decide: 'The decision could not be saved. Please try again.',
} as const;
