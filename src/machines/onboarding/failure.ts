// Onboarding failures as the seller reads them (spec §8 fallbacks, the server's own 4xx text otherwise).
import { documentRefusedMessage, documentTooLargeMessage } from '#schemas/onboarding';
import { toFailure, type Failure } from '../shared/failure.ts';

export const LOAD_FALLBACK = 'Failed to load your onboarding details';
export const SAVE_FALLBACK = 'Your changes could not be saved';
export const UPLOAD_FALLBACK = 'The upload failed. Please try again.';
export const SUBMIT_FALLBACK = 'An unexpected error occurred.';

export const toOnboardingFailure = (error: unknown, fallback: string): Failure => toFailure(error, fallback);

/** The message a failure shows, with a 5xx or network failure reduced to `fallback`. */
export const shownMessage = (failure: Failure, fallback: string) =>
  failure.kind === 'http' && failure.status < 500 ? failure.message : fallback;

/**
 * The upload's error line: the 413/415 texts (a 415 worded by what the file's name claims, as the server
 * words it) even when a proxy answered, else as `shownMessage`.
 */
export function uploadErrorMessage(failure: Failure, fileName: string): string {
  if (failure.kind === 'http' && failure.status === 413) return documentTooLargeMessage;
  if (failure.kind === 'http' && failure.status === 415) return documentRefusedMessage(fileName);
  return shownMessage(failure, UPLOAD_FALLBACK);
}
