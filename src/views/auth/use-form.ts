// Form state for the sign-in screens: validate with the shared zod schema on submit, then on every change.
import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/** The first message per field, in the schema's own words (spec §5). */
export const fieldErrors = <T>(error: z.ZodError): FieldErrors<T> => {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message;
  }
  return errors as FieldErrors<T>;
};

/**
 * `serverErrors` are the server's per-field answers to the last submission (e.g. an e-mail already taken);
 * each one shows until the user edits that field.
 */
export function useForm<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  initialValues: z.input<S> & Record<string, string>,
  serverErrors?: Readonly<Record<string, string>>,
) {
  type Values = typeof initialValues;
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [editedSinceServer, setEditedSinceServer] = useState<{ for?: object; fields: Set<string> }>({
    fields: new Set(),
  });
  const serverErrorFor = (name: string): string | undefined => {
    if (!serverErrors || (editedSinceServer.for === serverErrors && editedSinceServer.fields.has(name)))
      return undefined;
    return serverErrors[name];
  };
  const submitted = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const validate = useCallback(
    (next: Values) => {
      const result = schema.safeParse(next);
      const nextErrors = result.success ? {} : fieldErrors<Values>(result.error);
      setErrors(nextErrors);
      return result;
    },
    [schema],
  );

  /** Bind a field: value, change handler (revalidating once the user has tried to submit) and its error. */
  const field = <K extends keyof Values & string>(name: K) => ({
    name,
    value: values[name],
    onChange: (value: string) => {
      const next = { ...values, [name]: value };
      setValues(next);
      if (serverErrors)
        setEditedSinceServer((edited) => ({
          for: serverErrors,
          fields: new Set(edited.for === serverErrors ? [...edited.fields, name] : [name]),
        }));
      if (submitted.current) validate(next);
    },
    errorMessage: errors[name] ?? serverErrorFor(name),
  });

  /** Validates; on success calls `onValid` with the parsed values, otherwise focuses the first invalid field. */
  const handleSubmit = (onValid: (parsed: z.output<S>) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    const result = validate(values);
    if (result.success) {
      onValid(result.data);
      return;
    }
    // Moving focus to the field makes screen readers read its label and error together.
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  return { values, errors, field, handleSubmit, formRef, setValues };
}
