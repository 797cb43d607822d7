// Model-based test of changing the password (spec §4, §5, §8) in the real App, from the profile drawer of
// the signed-in seller: every path through a behaviour model of what the seller types and sees is one
// test, and at every model state the dialog AND the real change-password flow and form actors are checked.
import { createTestModel } from '@xstate/graph';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setup, type EventFrom } from 'xstate';
import type { ChangePasswordRequest } from '#schemas/auth';
import { FailureError } from '#machines/shared/failure.ts';
import { renderApp } from '../views/fake-app-logic.tsx';
import { transitionPaths, waitingServer, watchActors } from './model-support.ts';

const changePasswordBehaviour = setup({
  types: {} as {
    events:
      | { type: 'OPEN' }
      | { type: 'SUBMIT_EMPTY' }
      | { type: 'FILL_VALID' }
      | { type: 'FILL_MISMATCHED_CONFIRMATION' }
      | { type: 'FIX_CONFIRMATION' }
      | { type: 'CLEAR_CURRENT' }
      | { type: 'CLEAR_NEW' }
      | { type: 'CLEAR_CONFIRMATION' }
      | { type: 'SUBMIT' }
      | { type: 'SERVER_ACCEPTS' }
      | { type: 'SERVER_REJECTS_CURRENT_PASSWORD' }
      | { type: 'SERVER_FAILS_UNEXPECTEDLY' }
      | { type: 'RETYPE_CURRENT' }
      | { type: 'CANCEL' }
      | { type: 'REOPEN' };
  },
}).createMachine({
  id: 'changePasswordBehaviour',
  initial: 'closed',
  states: {
    closed: {
      meta: { description: 'the dashboard of a signed-in seller, the dialog not yet open' },
      on: { OPEN: 'blank' },
    },
    blank: {
      meta: { description: 'dialog open, form empty and quiet' },
      on: {
        SUBMIT_EMPTY: 'allRequired',
        FILL_VALID: 'ready',
        FILL_MISMATCHED_CONFIRMATION: 'mismatched',
        CLEAR_CURRENT: 'currentMissing',
        CLEAR_NEW: 'newMissing',
        CLEAR_CONFIRMATION: 'confirmationMissing',
      },
    },
    allRequired: {
      meta: { description: 'every field says it is required' },
      on: { FILL_VALID: 'ready' },
    },
    currentMissing: { meta: { description: 'current password typed, cleared and left' } },
    newMissing: { meta: { description: 'new password typed, cleared and left' } },
    confirmationMissing: { meta: { description: 'confirmation typed, cleared and left' } },
    mismatched: {
      meta: { description: 'confirmation differs from the new password' },
      on: { FIX_CONFIRMATION: 'ready' },
    },
    ready: {
      meta: { description: 'form valid, no message shown' },
      on: { SUBMIT: 'submitting' },
    },
    submitting: {
      meta: { description: 'request in flight, submit disabled' },
      on: {
        SERVER_ACCEPTS: 'updated',
        SERVER_REJECTS_CURRENT_PASSWORD: 'rejected',
        SERVER_FAILS_UNEXPECTEDLY: 'failed',
      },
    },
    updated: {
      meta: { description: 'dialog and drawer closed, success toast shown' },
      on: { REOPEN: 'reopenedAfterSuccess' },
    },
    reopenedAfterSuccess: {
      meta: { description: 'the dialog opened again after a change: empty again' },
      on: { FILL_VALID: 'ready' },
    },
    rejected: {
      meta: { description: "server's reason under the current password" },
      on: { RETYPE_CURRENT: 'retyped', SUBMIT: 'submitting', CANCEL: 'cancelled' },
    },
    retyped: { meta: { description: "the current password retyped: the server's reason is gone" } },
    failed: {
      meta: { description: 'unexpected error under the current password' },
      on: { SUBMIT: 'submitting' },
    },
    cancelled: {
      meta: { description: 'the dialog cancelled after a refusal' },
      on: { REOPEN: 'blank' },
    },
  },
});

type BehaviourEvent = EventFrom<typeof changePasswordBehaviour>;
const everyEvent: BehaviourEvent[] = (
  [
    'OPEN',
    'SUBMIT_EMPTY',
    'FILL_VALID',
    'FILL_MISMATCHED_CONFIRMATION',
    'FIX_CONFIRMATION',
    'CLEAR_CURRENT',
    'CLEAR_NEW',
    'CLEAR_CONFIRMATION',
    'SUBMIT',
    'SERVER_ACCEPTS',
    'SERVER_REJECTS_CURRENT_PASSWORD',
    'SERVER_FAILS_UNEXPECTEDLY',
    'RETYPE_CURRENT',
    'CANCEL',
    'REOPEN',
  ] as const
).map((type) => ({ type }));
const offered = (snapshot: { can: (event: BehaviourEvent) => boolean }) =>
  everyEvent.filter((event) => snapshot.can(event));

const model = createTestModel(changePasswordBehaviour, { events: offered });
const paths = transitionPaths(model, offered);

const wrongCurrentPassword = new FailureError({
  kind: 'http',
  status: 400,
  code: 'VALIDATION_FAILED',
  message: 'Current password is incorrect',
  fields: { oldPassword: 'Current password is incorrect' },
});

const labels = {
  oldPassword: 'Current password',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
} as const;
type Field = keyof typeof labels;
const fields = Object.keys(labels) as Field[];
const slow = { timeout: 5000 };

const dialog = () => screen.getByRole('dialog', { name: 'Change Password' });
const input = (field: Field) => within(dialog()).getByLabelText(labels[field]);
const submitButton = () => within(dialog()).getByRole('button', { name: 'Update password' });

/** The message under a field, read raw so doubled spaces in the spec's texts count. */
function shownError(field: Field): string | null {
  const ids = input(field).getAttribute('aria-describedby')?.split(' ') ?? [];
  const texts = ids.map((id) => document.getElementById(id)?.textContent ?? '').filter(Boolean);
  return texts.length ? texts.join(' ') : null;
}

function expectErrors(expected: Partial<Record<Field, string>>) {
  for (const field of fields) {
    expect(shownError(field), field).toBe(expected[field] ?? null);
    if (expected[field]) expect(input(field)).toBeInvalid();
    else expect(input(field)).toBeValid();
  }
}

describe(`change password through the profile drawer (model-based, ${paths.length} paths)`, () => {
  for (const path of paths) {
    it(path.description, async () => {
      const server = waitingServer();
      const actors = watchActors();
      const user = userEvent.setup();
      localStorage.setItem('token', 'stored-token');
      const app = renderApp(
        '/dashboard',
        { changePassword: (request) => server.call('changePassword', request) },
        { inspect: actors.inspect },
      );
      const flow = () => actors.latest('changePassword').getSnapshot();
      const form = () => actors.latest('form').getSnapshot();
      const requests = () => server.sent('changePassword') as ChangePasswordRequest[];

      /** From the drawer, opening it first unless a cancelled dialog left it open. */
      const openDialog = async () => {
        if (!screen.queryByRole('dialog', { name: 'Profile menu' }))
          await user.click(await screen.findByRole('button', { name: 'Open profile menu' }, slow));
        // The drawer is a lazy chunk: it opens once its code has arrived.
        await user.click(
          within(await screen.findByRole('dialog', { name: 'Profile menu' }, slow)).getByRole('button', {
            name: 'Change Password',
          }),
        );
      };
      const fill = async (values: Partial<Record<Field, string>>) => {
        for (const field of Object.keys(values) as Field[]) {
          await user.clear(input(field));
          await user.click(input(field));
          await user.paste(values[field]!);
        }
      };
      const typeClearAndLeave = async (field: Field) => {
        await user.click(input(field));
        await user.paste('abcdef');
        await user.clear(input(field));
        await user.tab();
      };
      const blankDialog = () => {
        expect(dialog()).toBeVisible();
        expectErrors({});
        for (const field of fields) expect(input(field)).toHaveValue('');
        expect(form().value).toBe('editing');
      };

      try {
        const states = {
          closed: async () => {
            await screen.findByRole('heading', { level: 1, name: 'Welcome, Tindahan ni Ana' }, slow);
            expect(screen.queryByRole('dialog', { name: 'Change Password' })).not.toBeInTheDocument();
            expect(flow().value).toBe('idle');
          },
          blank: () => {
            blankDialog();
            expect(flow().value).toBe('idle');
          },
          allRequired: () => {
            expectErrors({
              oldPassword: 'Current password is required',
              newPassword: 'New  password is required',
              confirmNewPassword: 'Please confirm your new password',
            });
            expect(form().value).toBe('revising');
            // Nothing was handed over.
            expect(flow().value).toBe('idle');
          },
          currentMissing: () => expectErrors({ oldPassword: 'Current password is required' }),
          newMissing: () => expectErrors({ newPassword: 'New  password is required' }),
          confirmationMissing: () => expectErrors({ confirmNewPassword: 'Please confirm your new password' }),
          mismatched: () => {
            expectErrors({ confirmNewPassword: 'Passwords must match' });
            expect(form().value).toBe('editing');
          },
          ready: () => {
            expectErrors({});
            expect(submitButton()).not.toHaveAttribute('aria-disabled');
          },
          submitting: async () => {
            expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
            expect(flow().value).toBe('submitting');
            expect(form().value).toBe('submitted');
            const before = requests().length;
            await user.click(submitButton());
            expect(requests()).toHaveLength(before);
            // The confirmation never leaves the browser.
            expect(requests().at(-1)).toEqual({ oldPassword: 'old-secret', newPassword: 'new-secret' });
          },
          updated: async () => {
            await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
            const toast = await screen.findByRole('alertdialog', {}, slow);
            expect(toast).toHaveTextContent('Password updated successfully!');
            expect(toast).toHaveTextContent('Your password was updated successfully.');
            expect(flow().value).toBe('success');
          },
          reopenedAfterSuccess: () => {
            blankDialog();
            expect(flow().value).toBe('success');
          },
          rejected: () => {
            expect(dialog()).toBeVisible();
            expectErrors({ oldPassword: 'Current password is incorrect' });
            expect(input('newPassword')).toHaveValue('new-secret');
            expect(flow().value).toBe('error');
            expect(form().value).toBe('submitted');
          },
          retyped: () => {
            expectErrors({});
            expect(flow().value).toBe('error');
            expect(form().value).toBe('revising');
          },
          failed: () => {
            expect(dialog()).toBeVisible();
            expectErrors({ oldPassword: 'An unexpected error occurred.' });
            expect(flow().value).toBe('error');
          },
          cancelled: async () => {
            await waitFor(() =>
              expect(screen.queryByRole('dialog', { name: 'Change Password' })).not.toBeInTheDocument(),
            );
            expect(screen.getByRole('dialog', { name: 'Profile menu' })).toBeVisible();
            expect(flow().value).toBe('idle');
            expect(flow().context.failure).toBeNull();
          },
        };
        await states.closed();
        await path.test({
          states,
          events: {
            OPEN: openDialog,
            REOPEN: openDialog,
            SUBMIT_EMPTY: () => user.click(submitButton()),
            FILL_VALID: () =>
              fill({
                oldPassword: 'old-secret',
                newPassword: 'new-secret',
                confirmNewPassword: 'new-secret',
              }),
            FILL_MISMATCHED_CONFIRMATION: async () => {
              await fill({
                oldPassword: 'old-secret',
                newPassword: 'new-secret',
                confirmNewPassword: 'new-secreT',
              });
              await user.tab();
            },
            FIX_CONFIRMATION: () => fill({ confirmNewPassword: 'new-secret' }),
            CLEAR_CURRENT: () => typeClearAndLeave('oldPassword'),
            CLEAR_NEW: () => typeClearAndLeave('newPassword'),
            CLEAR_CONFIRMATION: () => typeClearAndLeave('confirmNewPassword'),
            SUBMIT: () => user.click(submitButton()),
            SERVER_ACCEPTS: () => server.resolve('changePassword'),
            SERVER_REJECTS_CURRENT_PASSWORD: () => server.reject('changePassword', wrongCurrentPassword),
            SERVER_FAILS_UNEXPECTEDLY: () =>
              server.reject('changePassword', new TypeError('Failed to fetch')),
            RETYPE_CURRENT: () => fill({ oldPassword: 'old-secret' }),
            CANCEL: () => user.click(within(dialog()).getByRole('button', { name: 'Cancel' })),
          },
        });
      } finally {
        await app.unmountAll();
      }
    });
  }
});
