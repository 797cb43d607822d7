import type { CampaignField, CampaignFormValues } from './context.ts';

export type CampaignEditorEvent =
  | { type: 'field.change'; field: CampaignField; value: CampaignFormValues[CampaignField] }
  | { type: 'field.blur'; field: CampaignField }
  /** The admin dropped or picked a picture for the cover: it uploads at once. */
  | { type: 'cover.pick'; file: File }
  | { type: 'editor.submit' }
  | { type: 'editor.retry' }
  /** Opens the confirmation to delete the campaign edited. */
  | { type: 'campaign.delete' };
