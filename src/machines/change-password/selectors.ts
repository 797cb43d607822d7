import type { SnapshotFrom } from 'xstate';
import { validateChangePassword, type ChangePasswordErrors } from './context.ts';
import { currentPasswordError } from './failure.ts';
import type { changePasswordMachine } from './machine.ts';

type ChangePasswordSnapshot = SnapshotFrom<typeof changePasswordMachine>;

export const selectValues = (snapshot: ChangePasswordSnapshot) => snapshot.context.values;

export const selectIsSubmitting = (snapshot: ChangePasswordSnapshot) => snapshot.hasTag('busy');

export const selectCanSubmit = (snapshot: ChangePasswordSnapshot) => snapshot.can({ type: 'form.submit' });

/** The errors to show now: those of touched fields, and the failed submit's under the current password. */
export const selectFieldErrors = (snapshot: ChangePasswordSnapshot): ChangePasswordErrors => {
  const { values, touched, failure } = snapshot.context;
  const errors = validateChangePassword(values);
  const shown: ChangePasswordErrors = {};
  for (const field of touched) {
    if (errors[field]) shown[field] = errors[field];
  }
  if (failure) shown.oldPassword = currentPasswordError(failure);
  return shown;
};
