// What views read from a form actor.
import type { SnapshotFrom } from 'xstate';
import { shownFieldErrors, type FieldErrors } from './context.ts';
import type { formMachine } from './machine.ts';

type FormSnapshot = SnapshotFrom<typeof formMachine>;

export const selectValues = (snapshot: FormSnapshot) => snapshot.context.values;

/**
 * The errors to show now: the schema's for every field once a submit was tried, before that only for
 * fields the user has left; where the schema has none, the server's (`serverErrors`, from the flow that
 * sent the values) until the user changes that field.
 */
export const selectFieldErrors = (
  snapshot: FormSnapshot,
  serverErrors: Readonly<Record<string, string>> = {},
): FieldErrors => {
  const { schema, values, visited, edited } = snapshot.context;
  const shown: FieldErrors = {};
  for (const [field, message] of Object.entries(serverErrors)) {
    if (!edited.includes(field)) shown[field] = message;
  }
  return {
    ...shown,
    ...shownFieldErrors(schema, values, { visited, submitTried: !snapshot.matches('editing') }),
  };
};
