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

/** The first message of each field the schema refuses `values` for; empty when they parse. */
export function fieldErrors(schema: FormSchema, values: FormValues): FieldErrors {
  const result = schema.safeParse(values);
  const errors: FieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string') errors[field] ??= issue.message;
  }
  return errors;
}
