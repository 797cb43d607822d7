// What views read from a form actor.
import type { SnapshotFrom } from 'xstate';
import { fieldErrors, type FieldErrors } from './context.ts';
import type { formMachine } from './machine.ts';

type FormSnapshot = SnapshotFrom<typeof formMachine>;

export const selectValues = (snapshot: FormSnapshot) => snapshot.context.values;

/** The errors to show now: every field's once a submit was tried, before that only those of left fields. */
export const selectFieldErrors = (snapshot: FormSnapshot): FieldErrors => {
  const { schema, values, visited } = snapshot.context;
  const errors = fieldErrors(schema, values);
  if (!snapshot.matches('editing')) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([field]) => visited.includes(field)));
};
