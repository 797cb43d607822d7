import { changePasswordFormSchema } from '#schemas/auth';
import type { Failure } from '../shared/failure.ts';

export const changePasswordFields = ['oldPassword', 'newPassword', 'confirmNewPassword'] as const;
export type ChangePasswordField = (typeof changePasswordFields)[number];
export type ChangePasswordValues = Record<ChangePasswordField, string>;
export type ChangePasswordErrors = Partial<Record<ChangePasswordField, string>>;

export interface ChangePasswordContext {
  values: ChangePasswordValues;
  /** Every field's current error; only those of `touched` fields are shown. */
  errors: ChangePasswordErrors;
  /** Fields the user has changed, or all of them once a submit was attempted. */
  touched: ReadonlyArray<ChangePasswordField>;
  /** Why the last submit failed, shown under the current-password field. */
  failure: Failure | null;
}

export const emptyValues: ChangePasswordValues = { oldPassword: '', newPassword: '', confirmNewPassword: '' };

export const initialContext: ChangePasswordContext = {
  values: emptyValues,
  errors: validateChangePassword(emptyValues),
  touched: [],
  failure: null,
};

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
