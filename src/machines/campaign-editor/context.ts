// What the campaign form holds (issue 14): the values as `campaignBodySchema` takes them (moments as ISO
// strings: the view shows and takes them in Philippine time), which fields the admin has left, the cover's
// upload, and the server's answer to the last save.
import {
  campaignBodySchema,
  type AdminCampaign,
  type CampaignDisplayType,
  type CampaignInput,
} from '#schemas/campaigns';
import { fieldErrors, shownFieldErrors, type FieldErrors } from '../form/context.ts';
import type { Failure } from '../shared/failure.ts';

export type CampaignFormValues = {
  title: string;
  description: string;
  heading: string;
  backgroundImageUrl: string;
  startDate: string | null;
  endDate: string | null;
  allowApplication: boolean;
  applicationEndDate: string | null;
  displayType: CampaignDisplayType;
  displayValue: string;
};
export type CampaignField = keyof CampaignFormValues;

export const emptyCampaignValues: CampaignFormValues = {
  title: '',
  description: '',
  heading: '',
  backgroundImageUrl: '',
  startDate: null,
  endDate: null,
  allowApplication: false,
  applicationEndDate: null,
  displayType: 'COUNTDOWN',
  displayValue: '',
};

/** A saved campaign as the form edits it. */
export const campaignValuesOf = (campaign: AdminCampaign): CampaignFormValues => ({
  title: campaign.title,
  description: campaign.description,
  heading: campaign.heading,
  backgroundImageUrl: campaign.backgroundImageUrl,
  startDate: campaign.startDate,
  endDate: campaign.endDate,
  allowApplication: campaign.allowApplication,
  applicationEndDate: campaign.applicationEndDate,
  displayType: campaign.displayType,
  displayValue: campaign.displayValue ?? '',
});

export type CampaignEditorContext = {
  /** The campaign edited, as its id is in the URL; null for a new one. */
  campaignId: string | null;
  campaign: AdminCampaign | null;
  values: CampaignFormValues;
  /** Fields the admin has left: before a submit only their errors show (docs/decisions/009-forms.md). */
  visited: string[];
  /** Fields changed since the last save was sent: the server's errors on them no longer apply. */
  edited: string[];
  /** The cover picked last, while it uploads or after it failed. */
  coverFile: File | null;
  /** Why the campaign could not be loaded or saved, or the cover uploaded. */
  failure: Failure | null;
  coverFailure: Failure | null;
};

export const initialContext = (campaignId: string | null): CampaignEditorContext => ({
  campaignId,
  campaign: null,
  values: emptyCampaignValues,
  visited: [],
  edited: [],
  coverFile: null,
  failure: null,
  coverFailure: null,
});

const asInput = (values: CampaignFormValues): CampaignInput => values;

export const isValidCampaign = (values: CampaignFormValues) =>
  campaignBodySchema.safeParse(asInput(values)).success;
export const parseCampaign = (values: CampaignFormValues) => campaignBodySchema.parse(asInput(values));

/**
 * The errors to show: the schema's (every one once a submit was tried, else only the left fields'), and where
 * it has none the server's until their field changes.
 */
export const campaignErrors = (context: CampaignEditorContext, submitTried: boolean): FieldErrors => {
  const server =
    context.failure?.kind === 'http' && context.failure.status === 400 ? (context.failure.fields ?? {}) : {};
  const shown: FieldErrors = {};
  for (const [field, message] of Object.entries(server))
    if (!context.edited.includes(field)) shown[field] = message;
  return {
    ...shown,
    ...shownFieldErrors(campaignBodySchema, asInput(context.values), {
      visited: context.visited,
      submitTried,
    }),
  };
};

/** Every error the schema finds now (the first one's field takes the focus after a refused submit). */
export const allCampaignErrors = (values: CampaignFormValues) =>
  fieldErrors(campaignBodySchema, asInput(values));
