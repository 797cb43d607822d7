import type { ChangePasswordForm } from '#schemas/auth';

export type ChangePasswordEvent =
  /** The form's values, parsed by the shared schema (docs/decisions/009-forms.md). */
  | { type: 'form.submit'; values: ChangePasswordForm }
  /** The dialog was dismissed: its next opening starts without the last verdict. */
  | { type: 'form.reset' };
