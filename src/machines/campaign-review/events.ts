import type { AdminCampaignProduct, CampaignProductStatus } from '#schemas/campaigns';

export type CampaignReviewEvent =
  /** Loads the campaign again after it failed. */
  | { type: 'review.retry' }
  /** Shows another status's products (the tab is kept in the URL). */
  | { type: 'review.tab'; status: CampaignProductStatus }
  /** Approves this pending product at its discount price: no dialog, the server answers. */
  | { type: 'product.approve'; product: AdminCampaignProduct }
  /** Opens the dialog asking why this product is rejected (or taken out, when approved). */
  | { type: 'product.reject'; product: AdminCampaignProduct }
  /** The rejection's form parsed the reason (trimmed, within the schema's bounds). */
  | { type: 'rejection.submit'; reason: string }
  /** Closes the rejection's dialog without deciding. */
  | { type: 'rejection.cancel' }
  | { type: 'refusal.dismiss' };
