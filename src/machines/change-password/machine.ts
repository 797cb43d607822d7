// Changing the password (spec §4, §8): idle → submitting → success | error, and again from either. The form (a form machine)
// hands over valid values; only the current and new passwords are sent; the toast and closing are injected.
import type { ChangePasswordRequest } from '#schemas/auth';
import { assign, fromPromise, setup } from 'xstate';
import { errorOf } from '../shared/actor-events.ts';
import type { ChangePasswordContext } from './context.ts';
import type { ChangePasswordEvent } from './events.ts';
import { toChangePasswordFailure } from './failure.ts';

const notProvided = (name: string) => () => {
  throw new Error(`change-password: "${name}" was not provided; use changePasswordMachine.provide()`);
};

export const changePasswordMachine = setup({
  types: {} as { context: ChangePasswordContext; events: ChangePasswordEvent },
  actors: {
    changePassword: fromPromise<void, ChangePasswordRequest>(notProvided('changePassword')),
  },
  actions: {
    setFailure: assign({ failure: ({ event }) => toChangePasswordFailure(errorOf(event)) }),
    clearFailure: assign({ failure: null }),
    /** Injected: shows 'Password updated successfully!'. */
    notifySuccess: notProvided('notifySuccess'),
    /** Injected: closes the dialog and the profile drawer. */
    close: notProvided('close'),
  },
}).createMachine({
  id: 'changePassword',
  description: "The seller's password change: the request for the form's values and the server's verdict.",
  context: { failure: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'Waiting for valid values from the form.',
      on: { 'form.submit': 'submitting' },
    },
    submitting: {
      description: 'The current and new passwords are with the server; the confirmation stays here.',
      tags: 'busy',
      entry: 'clearFailure',
      invoke: {
        src: 'changePassword',
        // The confirmation stays in the browser (spec §3).
        input: ({ event }) =>
          event.type === 'form.submit'
            ? { oldPassword: event.values.oldPassword, newPassword: event.values.newPassword }
            : { oldPassword: '', newPassword: '' },
        onDone: 'success',
        onError: { target: 'error', actions: 'setFailure' },
      },
    },
    success: {
      description:
        'Changed: a toast says so, and the dialog and the drawer close (the form goes with them); the password may be changed again.',
      entry: ['notifySuccess', 'close'],
      on: { 'form.submit': 'submitting' },
    },
    error: {
      description: 'The server refused or failed: its reason shows under the current password.',
      on: {
        'form.submit': 'submitting',
        'form.reset': { target: 'idle', actions: 'clearFailure' },
      },
    },
  },
});
