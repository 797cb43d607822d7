import type { z } from 'zod';

/** A form's values by field name, as the fields hold them (strings, booleans …) before parsing. */
export type FormValues = Record<string, unknown>;

/** A shared schema of src/schemas: its fields are the form's fields, its messages the form's errors. */
export type FormSchema = z.ZodType<unknown, FormValues>;

/** The first message of each invalid field, in the schema's words (spec §5). */
export type FieldErrors = Record<string, string>;

export type FormInput = { schema: FormSchema; values: FormValues };

export type FormContext = {
  schema: FormSchema;
  values: FormValues;
  /** Fields the user has left at least once: before a submit, only their errors show. */
  visited: string[];
  /** Fields changed since the values were last handed over: the server's errors about them no longer apply. */
  edited: string[];
};

/**
 * The first message of each field the schema refuses `values` for, keyed by its path ('email',
 * 'officers.0.email'); empty when they parse.
 */
export function fieldErrors(schema: FormSchema, values: FormValues): FieldErrors {
  const result = schema.safeParse(values);
  const errors: FieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    if (field !== '') errors[field] ??= issue.message;
  }
  return errors;
}

/** What decides which errors the user sees: the fields they have left, and whether they tried to submit. */
export type Attempt = { visited: readonly string[]; submitTried: boolean };

/**
 * The one rule of when a form's errors show (docs/decisions/009-forms.md): the schema's errors for
 * `values`, every one once a submit (or "Next") was tried, before that only those of fields the user has
 * left, so nothing shows while they first type.
 */
export function shownFieldErrors(
  schema: FormSchema,
  values: FormValues,
  { visited, submitTried }: Attempt,
): FieldErrors {
  const errors = fieldErrors(schema, values);
  if (submitTried) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([field]) => visited.includes(field)));
}

/** Equal errors field by field: a view re-renders only when what it shows changes. */
export const sameFieldErrors = (a: FieldErrors, b: FieldErrors) => {
  const fields = Object.keys(a);
  return fields.length === Object.keys(b).length && fields.every((field) => a[field] === b[field]);
};
