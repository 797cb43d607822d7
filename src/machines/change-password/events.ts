import type { ChangePasswordField } from './context.ts';

export type ChangePasswordEvent =
  | { type: 'field.change'; field: ChangePasswordField; value: string }
  | { type: 'form.submit' }
  /** The dialog was dismissed: start over next time it opens. */
  | { type: 'form.reset' };
