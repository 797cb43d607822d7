import type { Failure } from '../shared/failure.ts';

export interface ChangePasswordContext {
  /** Why the last request failed, shown under the current-password field. */
  failure: Failure | null;
}
