// One way to hold a form (docs/decisions/009-forms.md): the values, which fields the user has left and
// whether a submit was tried decide which of the shared schema's errors show; a valid submit hands the
// parsed values to the flow that sends them, which stays in charge of the request and its failure. The
// server's errors on fields show until the user changes that field.
import { assertEvent, assign, enqueueActions, setup } from 'xstate';
import type { FormContext, FormInput } from './context.ts';
import type { FormEvent } from './events.ts';

const notProvided = (name: string) => () => {
  throw new Error(`form: '${name}' was not provided; give it with formMachine.provide()`);
};

export const formMachine = setup({
  types: {} as { context: FormContext; events: FormEvent; input: FormInput },
  actions: {
    /** Injected: give the parsed values to the flow that owns the request (a session or submission event). */
    submit: (_, _params: { values: unknown }) => notProvided('submit')(),
    /** Injected: move focus to the first invalid field, so a screen reader reads its label and error. */
    focusFirstError: () => notProvided('focusFirstError')(),

    submitParsedValues: enqueueActions<
      FormContext,
      FormEvent,
      undefined,
      FormEvent,
      never,
      { type: 'submit'; params: { values: unknown } },
      never,
      never,
      never
    >(({ context, enqueue }) =>
      enqueue({ type: 'submit', params: { values: context.schema.parse(context.values) } }),
    ),
    setValue: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      return {
        values: { ...context.values, [event.field]: event.value },
        edited: context.edited.includes(event.field) ? context.edited : [...context.edited, event.field],
      };
    }),
    forgetEdits: assign({ edited: [] }),
    visitField: assign({
      visited: ({ context, event }) => {
        assertEvent(event, 'field.blur');
        return context.visited.includes(event.field) ? context.visited : [...context.visited, event.field];
      },
    }),
  },
  guards: {
    isValid: ({ context }) => context.schema.safeParse(context.values).success,
  },
}).createMachine({
  id: 'form',
  description:
    "A form's values checked against its shared schema: errors show once a field was left or a submit tried.",
  // The schema is part of the input: one machine serves every form, each with its own rules.
  context: ({ input }) => ({ schema: input.schema, values: input.values, visited: [], edited: [] }),
  initial: 'editing',
  states: {
    editing: {
      description:
        'Filling in before any submit: a field shows its error once the user has left it, not while first typing.',
      on: {
        'field.change': { actions: 'setValue' },
        'field.blur': { actions: 'visitField' },
        'form.submit': [
          { guard: 'isValid', target: 'submitted' },
          { target: 'revising', actions: 'focusFirstError' },
        ],
      },
    },
    revising: {
      description: 'A submit was tried: every field shows its error, and the error follows each change.',
      on: {
        'field.change': { actions: 'setValue' },
        'form.submit': [{ guard: 'isValid', target: 'submitted' }, { actions: 'focusFirstError' }],
      },
    },
    submitted: {
      description:
        "The values parsed and went to the flow that sends them; the server's errors show until their field changes.",
      entry: ['forgetEdits', 'submitParsedValues'],
      on: {
        'field.change': { target: 'revising', actions: 'setValue' },
        'form.submit': { target: 'submitted', reenter: true },
      },
    },
  },
});
