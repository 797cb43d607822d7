// The change-password form (spec §4, §5, §8): idle → submitting → success | error. Validation runs on
// every change; only the current and new passwords are sent; the toast and closing are injected.
import type { ChangePasswordRequest } from '#schemas/auth';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  changePasswordFields,
  initialContext,
  validateChangePassword,
  type ChangePasswordContext,
} from './context.ts';
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
  guards: {
    isValid: ({ context }) => Object.keys(context.errors).length === 0,
    changesCurrentPassword: ({ event }) => event.type === 'field.change' && event.field === 'oldPassword',
  },
  actions: {
    setValue: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      const values = { ...context.values, [event.field]: event.value };
      const touched = context.touched.includes(event.field)
        ? context.touched
        : [...context.touched, event.field];
      return { values, touched, errors: validateChangePassword(values) };
    }),
    touchAll: assign({ touched: changePasswordFields }),
    setFailure: assign((_, params: { error: unknown }) => ({
      failure: toChangePasswordFailure(params.error),
    })),
    clearFailure: assign({ failure: null }),
    resetForm: assign(() => initialContext),
    /** Shows 'Password updated successfully!'; the view provides it. */
    notifySuccess: notProvided('notifySuccess'),
    /** Closes the dialog and the profile drawer; the view provides it. */
    close: notProvided('close'),
  },
}).createMachine({
  id: 'changePassword',
  context: initialContext,
  initial: 'idle',
  states: {
    idle: {
      on: {
        'field.change': { actions: 'setValue' },
        'form.submit': [{ guard: 'isValid', target: 'submitting' }, { actions: 'touchAll' }],
        'form.reset': { actions: 'resetForm' },
      },
    },
    submitting: {
      tags: 'busy',
      entry: 'clearFailure',
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        // The confirmation stays in the browser (spec §3).
        input: ({ context }) => ({
          oldPassword: context.values.oldPassword,
          newPassword: context.values.newPassword,
        }),
        onDone: 'success',
        onError: {
          target: 'error',
          actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    success: {
      entry: ['resetForm', 'notifySuccess', 'close'],
      always: 'idle',
    },
    error: {
      on: {
        // Editing the current password retracts the server's verdict on it; other edits keep it.
        'field.change': [
          { guard: 'changesCurrentPassword', target: 'idle', actions: ['setValue', 'clearFailure'] },
          { actions: 'setValue' },
        ],
        'form.submit': [{ guard: 'isValid', target: 'submitting' }, { actions: 'touchAll' }],
        'form.reset': { target: 'idle', actions: 'resetForm' },
      },
    },
  },
});
