// Sending one form whose only outcome is done or failed (forgot password, reset password).
import { assign, fromPromise, setup } from 'xstate';
import { toFailure, type Failure } from '../shared/failure.ts';

export type SubmissionContext = { failure: Failure | null };
/** The form's values as the request takes them (every form here is a few strings). */
export type SubmissionValues = Record<string, string>;
export type SubmissionEvent = { type: 'form.submit'; values: SubmissionValues } | { type: 'form.edit' };

/** A machine whose `submit` actor (a placeholder until provided) takes the form values. */
export const createSubmissionMachine = (id: string) =>
  setup({
    types: { context: {} as SubmissionContext, events: {} as SubmissionEvent },
    actors: {
      submit: fromPromise<void, SubmissionValues>(() => {
        throw new Error(`${id}: 'submit' was not provided`);
      }),
    },
  }).createMachine({
    id,
    context: { failure: null },
    initial: 'editing',
    states: {
      editing: { on: { 'form.submit': 'submitting' } },
      submitting: {
        tags: ['pending'],
        invoke: {
          src: 'submit',
          input: ({ event }) => {
            if (event.type !== 'form.submit') throw new Error(`${id}: submitting needs form.submit`);
            return event.values;
          },
          onDone: { target: 'succeeded', actions: assign({ failure: null }) },
          onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
        },
      },
      failed: { on: { 'form.submit': 'submitting', 'form.edit': 'editing' } },
      succeeded: { type: 'final' },
    },
  });

export const forgotPasswordMachine = createSubmissionMachine('forgotPassword');
export const resetPasswordMachine = createSubmissionMachine('resetPassword');
