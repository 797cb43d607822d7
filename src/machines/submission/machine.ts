// Sending one form whose only outcome is done or failed (forgot password, reset password).
import { assign, fromPromise, setup } from 'xstate';
import { errorOf } from '../shared/actor-events.ts';
import { toFailure, type Failure } from '../shared/failure.ts';

export type SubmissionContext = { failure: Failure | null };
/** The form's values as the request takes them (every form here is a few strings). */
export type SubmissionValues = Record<string, string>;
export type SubmissionEvent = { type: 'form.submit'; values: SubmissionValues };

export const submissionMachine = setup({
  types: { context: {} as SubmissionContext, events: {} as SubmissionEvent },
  actors: {
    submit: fromPromise<void, SubmissionValues>(() => {
      throw new Error("submission: 'submit' was not provided");
    }),
  },
  actions: {
    setFailure: assign({ failure: ({ event }) => toFailure(errorOf(event)) }),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'submission',
  description: 'One form sent to the server, with its failure shown until the next try.',
  context: { failure: null },
  initial: 'editing',
  states: {
    editing: {
      description: 'The form is being filled in.',
      on: { 'form.submit': 'submitting' },
    },
    submitting: {
      description: 'The values are with the server.',
      tags: ['pending'],
      invoke: {
        src: 'submit',
        input: ({ event }) => event.values,
        onDone: { target: 'succeeded', actions: 'clearFailure' },
        onError: { target: 'failed', actions: 'setFailure' },
      },
    },
    failed: {
      description: 'The server refused or could not be reached; the form can be sent again.',
      on: { 'form.submit': 'submitting' },
    },
    succeeded: { description: 'The server accepted the form.', type: 'final' },
  },
});
