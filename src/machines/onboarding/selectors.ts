import type { OnboardingStep } from '#schemas/onboarding';
import type { SnapshotFrom } from 'xstate';
import { formSteps, incompleteSteps, isStoreCopy, shownStepErrors, stepTitles } from './context.ts';
import type { OnboardingMachine } from './machine.ts';

type Snapshot = SnapshotFrom<OnboardingMachine>;

export type OnboardingScreen =
  'loading' | 'loadFailed' | 'alreadySubmitted' | 'welcome' | OnboardingStep | 'submitting' | 'submitted';

/** Which screen to show. */
export function selectScreen(snapshot: Snapshot): OnboardingScreen {
  if (snapshot.matches('loading') || snapshot.matches('resume')) return 'loading';
  if (snapshot.matches('loadFailed')) return 'loadFailed';
  if (snapshot.matches('alreadySubmitted')) return 'alreadySubmitted';
  if (snapshot.matches('submitted')) return 'submitted';
  if (snapshot.matches({ active: { flow: 'welcome' } })) return 'welcome';
  if (snapshot.matches({ active: { flow: 'submitting' } })) return 'submitting';
  return snapshot.context.step;
}

export const selectValues = (snapshot: Snapshot) => snapshot.context.values;
export const selectDocuments = (snapshot: Snapshot) => snapshot.context.documents;
/** The open step's errors the seller sees: those of fields left, all once Next was tried (decision 009). */
export const selectErrors = (snapshot: Snapshot) => shownStepErrors(snapshot.context);

export const selectMode = (snapshot: Snapshot) => snapshot.context.mode;
export const selectRejectionReason = (snapshot: Snapshot) => snapshot.context.rejectionReason;
/** The warehouse step says it was prefilled while it still holds the store address (issue 10). */
export const selectWarehouseIsStoreCopy = (snapshot: Snapshot) => isStoreCopy(snapshot.context.values);
export const selectReturnsToReview = (snapshot: Snapshot) => snapshot.context.returnToReview;
export const selectSubmitFailure = (snapshot: Snapshot) => snapshot.context.submitFailure;
export const selectLoadFailure = (snapshot: Snapshot) => snapshot.context.loadFailure;
export const selectIncompleteSteps = (snapshot: Snapshot) => incompleteSteps(snapshot.context);

export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'failed';

/** The autosave as the seller reads it. */
export function selectSaveStatus(snapshot: Snapshot): SaveStatus {
  if (snapshot.hasTag('saveFailed')) return 'failed';
  if (snapshot.hasTag('saving')) return 'saving';
  if (snapshot.matches({ active: { draft: 'pending' } })) return 'unsaved';
  return 'saved';
}
export const selectSaveFailure = (snapshot: Snapshot) => snapshot.context.saveFailure;

/** The steps the progress indicator lists (the warehouse drops out when pickups use the store). */
export const selectProgressSteps = (snapshot: Snapshot) =>
  formSteps(snapshot.context.values).map((step) => ({ step, title: stepTitles[step] }));

export const selectIsUploading = (snapshot: Snapshot) =>
  Object.values(snapshot.context.documents).some((slot) => slot.upload !== null);
