import { changePasswordFormSchema } from '#schemas/auth';
import type { Failure } from '../shared/failure.ts';

export const changePasswordFields = ['oldPassword', 'newPassword', 'confirmNewPassword'] as const;
export type ChangePasswordField = (typeof changePasswordFields)[number];
export type ChangePasswordValues = Record<ChangePasswordField, string>;
export type ChangePasswordErrors = Partial<Record<ChangePasswordField, string>>;

export interface ChangePasswordContext {
  values: ChangePasswordValues;
  /** Fields the user has changed, or all of them once a submit was attempted; only their errors show. */
  touched: ReadonlyArray<ChangePasswordField>;
  /** Why the last submit failed, shown under the current-password field. */
  failure: Failure | null;
}

/** The first spec §5 message of each invalid field. */
export function validateChangePassword(values: ChangePasswordValues): ChangePasswordErrors {
  const result = changePasswordFormSchema.safeParse(values);
  if (result.success) return {};
  const errors: ChangePasswordErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ChangePasswordField;
    errors[field] ??= issue.message;
  }
  return errors;
}
