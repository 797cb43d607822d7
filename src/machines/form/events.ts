export type FormEvent =
  | { type: 'field.change'; field: string; value: unknown }
  /** The user left the field (it lost focus). */
  | { type: 'field.blur'; field: string }
  | { type: 'form.submit' };
