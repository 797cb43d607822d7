import type { DocumentInfo, DocumentKind, OnboardingStep } from '#schemas/onboarding';
import type { PlaceDetails } from '#schemas/maps';
import type { Failure } from '../shared/failure.ts';
import type { AddressSection, FieldSection, OfficerValues } from './context.ts';

export type OnboardingEvent =
  | { type: 'load.retry' }
  /** The browser's URL changed (Back, Forward, or the machine's own navigation); `path` is the new one. */
  | { type: 'route.change'; path: string }
  | { type: 'onboarding.start' }
  | { type: 'field.change'; section: FieldSection; field: string; value: string | boolean }
  /** The seller left a field of the open step; `field` is its error path ('city', 'officers.0.email'). */
  | { type: 'field.blur'; field: string }
  /** A place chosen in the search or under the map pin, already geocoded. */
  | { type: 'address.place'; section: AddressSection; place: PlaceDetails }
  | { type: 'officer.add' }
  | { type: 'officer.remove'; index: number }
  | { type: 'officer.change'; index: number; field: keyof OfficerValues; value: string }
  | { type: 'document.select'; kind: DocumentKind; file: File }
  | { type: 'document.progress'; kind: DocumentKind; loaded: number; total: number }
  | { type: 'document.uploaded'; kind: DocumentKind; info: DocumentInfo }
  | { type: 'document.failed'; kind: DocumentKind; failure: Failure }
  | { type: 'step.next' }
  | { type: 'step.back' }
  /** From the review: open a step, and come back to the review after it. */
  | { type: 'step.edit'; step: Exclude<OnboardingStep, 'review'> }
  | { type: 'review.submit' }
  | { type: 'draft.retry' }
  /** Internal: the form changed, so the autosave should run. */
  | { type: 'draft.changed' }
  /** Internal: save now (the seller moved to another step). */
  | { type: 'draft.flush' };
