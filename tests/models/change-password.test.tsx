// Model-based test of the change-password dialog (spec §4, §5, §8) driving the real <ProfileMenu />:
// every shortest path through a behaviour model of what the seller types and sees is one test.
import { createTestModel } from '@xstate/graph';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { fromPromise, setup, type EventFrom } from 'xstate';
import type { ChangePasswordRequest } from '#schemas/auth';
import { changePasswordMachine } from '#machines/change-password/machine.ts';
import { FailureError } from '#machines/shared/failure.ts';
import { ProfileMenu } from '../../src/views/profile/ProfileMenu.tsx';
import { ToastRegion } from '../../src/views/toast/ToastRegion.tsx';
import { dismissAllToasts } from '../../src/views/toast/toasts.ts';

const changePasswordBehaviour = setup({
  types: {} as {
    events:
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
      | { type: 'RETYPE_CURRENT' };
  },
}).createMachine({
  id: 'changePasswordBehaviour',
  initial: 'blank',
  states: {
    blank: {
      meta: { description: 'dialog open, form empty' },
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
    currentMissing: { meta: { description: 'current password typed then cleared' } },
    newMissing: { meta: { description: 'new password typed then cleared' } },
    confirmationMissing: { meta: { description: 'confirmation typed then cleared' } },
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
      type: 'final',
    },
    rejected: {
      meta: { description: "server's reason under the current password" },
      on: { RETYPE_CURRENT: 'ready', SUBMIT: 'submitting' },
    },
    failed: {
      meta: { description: 'unexpected error under the current password' },
      on: { SUBMIT: 'submitting' },
    },
  },
});

type BehaviourEvent = EventFrom<typeof changePasswordBehaviour>;
const everyEvent: BehaviourEvent[] = (
  [
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
  ] as const
).map((type) => ({ type }));

const model = createTestModel(changePasswordBehaviour, {
  events: (snapshot) => everyEvent.filter((event) => snapshot.can(event)),
});
const paths = model.getShortestPaths();

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
  for (const field of Object.keys(labels) as Field[]) {
    expect(shownError(field), field).toBe(expected[field] ?? null);
    if (expected[field]) expect(input(field)).toBeInvalid();
    else expect(input(field)).toBeValid();
  }
}

describe(`change password through <ProfileMenu /> (${paths.length} paths)`, () => {
  afterEach(() => dismissAllToasts());
  afterAll(() => console.info(`change-password model: ${paths.length} paths covered`));

  for (const path of paths) {
    it(path.description, async () => {
      const requests: ChangePasswordRequest[] = [];
      let server: { resolve: () => void; reject: (error: unknown) => void } | undefined;
      const logic = changePasswordMachine.provide({
        actors: {
          changePassword: fromPromise<void, ChangePasswordRequest>(({ input: request }) => {
            requests.push(request);
            return new Promise<void>((resolve, reject) => (server = { resolve, reject }));
          }),
        },
      });
      const user: UserEvent = userEvent.setup();
      render(
        <>
          <ProfileMenu
            email="ana@store.ph"
            supportEmail="support@suki.test"
            onLogout={() => {}}
            changePasswordLogic={logic}
          />
          <ToastRegion />
        </>,
      );
      await user.click(screen.getByRole('button', { name: 'Open profile menu' }));
      await user.click(screen.getByRole('button', { name: 'Change Password' }));

      const fill = async (values: Record<Field, string>) => {
        for (const field of Object.keys(values) as Field[]) {
          await user.clear(input(field));
          await user.click(input(field));
          await user.paste(values[field]);
        }
      };
      const typeThenClear = async (field: Field) => {
        await user.click(input(field));
        await user.paste('abcdef');
        await user.clear(input(field));
      };
      const answer = async (settle: () => void) => {
        await act(async () => settle());
      };

      const states = {
        blank: () => {
          expect(dialog()).toBeVisible();
          expectErrors({});
          for (const field of Object.keys(labels) as Field[]) expect(input(field)).toHaveValue('');
        },
        allRequired: () =>
          expectErrors({
            oldPassword: 'Current password is required',
            newPassword: 'New  password is required',
            confirmNewPassword: 'Please confirm your new password',
          }),
        currentMissing: () => expectErrors({ oldPassword: 'Current password is required' }),
        newMissing: () => expectErrors({ newPassword: 'New  password is required' }),
        confirmationMissing: () => expectErrors({ confirmNewPassword: 'Please confirm your new password' }),
        mismatched: () => expectErrors({ confirmNewPassword: 'Passwords must match' }),
        ready: () => {
          expectErrors({});
          expect(submitButton()).not.toHaveAttribute('aria-disabled');
        },
        submitting: async () => {
          expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
          const before = requests.length;
          await user.click(submitButton());
          expect(requests).toHaveLength(before);
          // The confirmation never leaves the browser.
          expect(Object.keys(requests.at(-1) ?? {}).sort()).toEqual(['newPassword', 'oldPassword']);
          expect(requests.at(-1)?.newPassword).toBe('new-secret');
        },
        updated: async () => {
          await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
          const toast = await screen.findByRole('alertdialog');
          expect(toast).toHaveTextContent('Password updated successfully!');
          expect(toast).toHaveTextContent('Your password was updated successfully.');
        },
        rejected: () => {
          expect(dialog()).toBeVisible();
          expectErrors({ oldPassword: 'Current password is incorrect' });
          expect(input('newPassword')).toHaveValue('new-secret');
        },
        failed: () => {
          expect(dialog()).toBeVisible();
          expectErrors({ oldPassword: 'An unexpected error occurred.' });
        },
      };
      // The model's initial state is not checked by path.test; check it here.
      states.blank();

      await path.test({
        states,
        events: {
          SUBMIT_EMPTY: () => user.click(submitButton()),
          FILL_VALID: () =>
            fill({ oldPassword: 'old-secret', newPassword: 'new-secret', confirmNewPassword: 'new-secret' }),
          FILL_MISMATCHED_CONFIRMATION: () =>
            fill({ oldPassword: 'old-secret', newPassword: 'new-secret', confirmNewPassword: 'new-secreT' }),
          FIX_CONFIRMATION: () => fill({ confirmNewPassword: 'new-secret' } as Record<Field, string>),
          CLEAR_CURRENT: () => typeThenClear('oldPassword'),
          CLEAR_NEW: () => typeThenClear('newPassword'),
          CLEAR_CONFIRMATION: () => typeThenClear('confirmNewPassword'),
          SUBMIT: () => user.click(submitButton()),
          SERVER_ACCEPTS: () => answer(() => server?.resolve()),
          SERVER_REJECTS_CURRENT_PASSWORD: () => answer(() => server?.reject(wrongCurrentPassword)),
          SERVER_FAILS_UNEXPECTEDLY: () => answer(() => server?.reject(new TypeError('Failed to fetch'))),
          RETYPE_CURRENT: () => fill({ oldPassword: 'old-secret-2' } as Record<Field, string>),
        },
      });
    });
  }
});
