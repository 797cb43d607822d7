// The change-password form (spec §4, §5, §8): idle → submitting → success | error. Validation runs on
// every change; only the current and new passwords are sent; the toast and closing are injected.
import { changePasswordFormSchema, type ChangePasswordRequest } from '#schemas/auth';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { changePasswordFields, type ChangePasswordContext } from './context.ts';
import type { ChangePasswordEvent } from './events.ts';
import { errorOf } from '../shared/actor-events.ts';
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
    isValid: ({ context }) => changePasswordFormSchema.safeParse(context.values).success,
    changesCurrentPassword: ({ event }) => event.type === 'field.change' && event.field === 'oldPassword',
  },
  actions: {
    setValue: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      const touched = context.touched.includes(event.field)
        ? context.touched
        : [...context.touched, event.field];
      return { values: { ...context.values, [event.field]: event.value }, touched };
    }),
    touchAll: assign({ touched: changePasswordFields }),
    setFailure: assign({ failure: ({ event }) => toChangePasswordFailure(errorOf(event)) }),
    clearFailure: assign({ failure: null }),
    resetForm: assign({
      values: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
      touched: [],
      failure: null,
    }),
    /** Shows 'Password updated successfully!'; the view provides it. */
    notifySuccess: notProvided('notifySuccess'),
    /** Closes the dialog and the profile drawer; the view provides it. */
    close: notProvided('close'),
  },
}).createMachine({
  id: 'changePassword',
  description: "The seller's change-password dialog: the form, its request and the server's verdict.",
  context: {
    values: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    touched: [],
    failure: null,
  },
  initial: 'idle',
  states: {
    idle: {
      description:
        'Filling the form in; a changed field shows its error, all of them once a submit was tried.',
      on: {
        'field.change': { actions: 'setValue' },
        'form.submit': [{ guard: 'isValid', target: 'submitting' }, { actions: 'touchAll' }],
        'form.reset': { actions: 'resetForm' },
      },
    },
    submitting: {
      description: 'The current and new passwords are with the server; the confirmation stays here.',
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
        onError: { target: 'error', actions: 'setFailure' },
      },
    },
    success: {
      description: 'Changed: the form starts over, a toast says so, the dialog and the drawer close.',
      entry: ['resetForm', 'notifySuccess', 'close'],
      always: 'idle',
    },
    error: {
      description:
        'The server refused: its reason shows under the current password until that field is edited.',
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
