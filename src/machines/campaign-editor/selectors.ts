import type { SnapshotFrom } from 'xstate';
import { sameFieldErrors } from '../form/context.ts';
import { campaignErrors } from './context.ts';
import type { CampaignEditorMachine } from './machine.ts';

type Snapshot = SnapshotFrom<CampaignEditorMachine>;

export { sameFieldErrors };
export const selectValues = (snapshot: Snapshot) => snapshot.context.values;
export const selectCampaign = (snapshot: Snapshot) => snapshot.context.campaign;
export const selectIsNew = (snapshot: Snapshot) => snapshot.context.campaignId === null;
export const selectIsLoading = (snapshot: Snapshot) => snapshot.hasTag('loading');
/** Why the campaign could not be loaded; null otherwise. */
export const selectLoadFailure = (snapshot: Snapshot) =>
  snapshot.hasTag('loadFailed') ? snapshot.context.failure : null;
export const selectFieldErrors = (snapshot: Snapshot) =>
  campaignErrors(snapshot.context, snapshot.hasTag('submitTried'));
/** A failed save's reason when no field carries it (a 400's fields show on their fields instead). */
export const selectSaveFailure = (snapshot: Snapshot) => {
  const { failure } = snapshot.context;
  if (!snapshot.matches('editing') || failure === null) return null;
  return failure.kind === 'http' && failure.status === 400 && failure.fields ? null : failure;
};
export const selectIsSaving = (snapshot: Snapshot) => snapshot.hasTag('saving');
export const selectIsUploading = (snapshot: Snapshot) => snapshot.hasTag('uploading');
export const selectCoverFailure = (snapshot: Snapshot) => snapshot.context.coverFailure;
export const selectCoverFile = (snapshot: Snapshot) => snapshot.context.coverFile;
