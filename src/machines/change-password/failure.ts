import { toFailure, type Failure } from '../shared/failure.ts';

export const UNEXPECTED_ERROR = 'An unexpected error occurred.';

export const toChangePasswordFailure = (error: unknown): Failure => toFailure(error, UNEXPECTED_ERROR);

/**
 * Spec §8: the server's own text under the current-password field (a wrong current password is a 400
 * naming `oldPassword`), anything else 'An unexpected error occurred.'.
 */
export function currentPasswordError(failure: Failure): string {
  if (failure.kind === 'http' && failure.status < 500) return failure.fields?.oldPassword ?? failure.message;
  return UNEXPECTED_ERROR;
}
