import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ChangePasswordRequest } from '#schemas/auth';
import { FailureError } from '#machines/shared/failure.ts';
import { changePasswordMachine } from '#machines/change-password/machine.ts';
import {
  selectCanSubmit,
  selectFieldErrors,
  selectIsSubmitting,
  selectValues,
} from '#machines/change-password/selectors.ts';

const wrongPassword = new FailureError({
  kind: 'http',
  status: 400,
  code: 'VALIDATION_FAILED',
  message: 'Current password is incorrect',
  fields: { oldPassword: 'Current password is incorrect' },
});

function start(changePassword: (input: ChangePasswordRequest) => Promise<void> = async () => {}) {
  const calls: ChangePasswordRequest[] = [];
  const notifySuccess = vi.fn();
  const close = vi.fn();
  const actor = createActor(
    changePasswordMachine.provide({
      actors: {
        changePassword: fromPromise<void, ChangePasswordRequest>(({ input }) => {
          calls.push(input);
          return changePassword(input);
        }),
      },
      actions: { notifySuccess, close },
    }),
  ).start();
  const type = (field: 'oldPassword' | 'newPassword' | 'confirmNewPassword', value: string) =>
    actor.send({ type: 'field.change', field, value });
  const fillValid = () => {
    type('oldPassword', 'old-secret');
    type('newPassword', 'new-secret');
    type('confirmNewPassword', 'new-secret');
  };
  return { actor, calls, notifySuccess, close, type, fillValid };
}

describe('change-password machine', () => {
  it('validates each field as it changes, with the spec messages, and only shows touched fields', () => {
    const { actor, type } = start();
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({});

    type('oldPassword', '');
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({ oldPassword: 'Current password is required' });

    type('newPassword', '');
    type('confirmNewPassword', '');
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({
      oldPassword: 'Current password is required',
      newPassword: 'New  password is required',
      confirmNewPassword: 'Please confirm your new password',
    });

    type('oldPassword', 'old-secret');
    type('newPassword', 'new-secret');
    type('confirmNewPassword', 'new-secreT');
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({ confirmNewPassword: 'Passwords must match' });

    // Changing the new password re-checks the confirmation too.
    type('newPassword', 'new-secreT');
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({});
  });

  it('refuses an invalid submit: nothing is sent and every error shows', () => {
    const { actor, calls } = start();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toEqual([]);
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({
      oldPassword: 'Current password is required',
      newPassword: 'New  password is required',
      confirmNewPassword: 'Please confirm your new password',
    });
  });

  it('sends only the current and new passwords, blocks a second submit in flight, then resets and closes', async () => {
    let finish!: () => void;
    const { actor, calls, notifySuccess, close, fillValid, type } = start(
      () => new Promise<void>((resolve) => (finish = resolve)),
    );
    fillValid();
    actor.send({ type: 'form.submit' });

    expect(actor.getSnapshot().value).toBe('submitting');
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(true);
    expect(selectCanSubmit(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'form.submit' });
    type('oldPassword', 'changed mid-flight');
    expect(calls).toEqual([{ oldPassword: 'old-secret', newPassword: 'new-secret' }]);
    expect(selectValues(actor.getSnapshot()).oldPassword).toBe('old-secret');

    finish();
    await waitFor(actor, (snapshot) => notifySuccess.mock.calls.length > 0 && snapshot.matches('idle'));
    expect(notifySuccess).toHaveBeenCalledTimes(1);
    expect(close).toHaveBeenCalledTimes(1);
    expect(selectValues(actor.getSnapshot())).toEqual({
      oldPassword: '',
      newPassword: '',
      confirmNewPassword: '',
    });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({});
    expect(selectCanSubmit(actor.getSnapshot())).toBe(true);
  });

  it("shows the server's text under the current password and keeps what was typed", async () => {
    const { actor, fillValid, notifySuccess, close } = start(async () => {
      throw wrongPassword;
    });
    fillValid();
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('error'));
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({ oldPassword: 'Current password is incorrect' });
    expect(selectValues(actor.getSnapshot()).newPassword).toBe('new-secret');
    expect(notifySuccess).not.toHaveBeenCalled();
    expect(close).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a 4xx without field details',
      new FailureError({ kind: 'http', status: 429, code: 'RATE_LIMITED', message: 'Too many attempts' }),
      'Too many attempts',
    ],
    [
      'a 5xx',
      new FailureError({ kind: 'http', status: 500, code: 'INTERNAL', message: 'boom' }),
      'An unexpected error occurred.',
    ],
    [
      'a network failure',
      new FailureError({ kind: 'network', message: 'Could not reach the server' }),
      'An unexpected error occurred.',
    ],
    ['an unknown error', new TypeError('undefined is not a function'), 'An unexpected error occurred.'],
  ])('maps %s to the text under the current password', async (_, error, expected) => {
    const { actor, fillValid } = start(async () => {
      throw error;
    });
    fillValid();
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('error'));
    expect(selectFieldErrors(actor.getSnapshot()).oldPassword).toBe(expected);
  });

  it('keeps the server verdict while other fields change, drops it when the current password changes', async () => {
    const { actor, fillValid, type } = start(async () => {
      throw wrongPassword;
    });
    fillValid();
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('error'));

    type('newPassword', 'other-secret');
    expect(actor.getSnapshot().value).toBe('error');
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({
      oldPassword: 'Current password is incorrect',
      confirmNewPassword: 'Passwords must match',
    });

    type('oldPassword', 'old-secret-2');
    expect(actor.getSnapshot().value).toBe('idle');
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({ confirmNewPassword: 'Passwords must match' });
  });

  it('can submit again from the error state, clearing the previous failure while in flight', async () => {
    let attempt = 0;
    const { actor, calls, fillValid, notifySuccess } = start(async () => {
      attempt += 1;
      if (attempt === 1) throw wrongPassword;
    });
    fillValid();
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('error'));
    actor.send({ type: 'form.submit' });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({});
    await waitFor(actor, () => notifySuccess.mock.calls.length === 1);
    expect(calls).toHaveLength(2);
  });

  it('starts over on reset, from idle or from error', async () => {
    const { actor, fillValid, type } = start(async () => {
      throw wrongPassword;
    });
    type('oldPassword', '');
    actor.send({ type: 'form.reset' });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({});

    fillValid();
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('error'));
    actor.send({ type: 'form.reset' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(selectValues(actor.getSnapshot())).toEqual({
      oldPassword: '',
      newPassword: '',
      confirmNewPassword: '',
    });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({});
  });

  it('fails loudly when the change-password actor was not provided', async () => {
    const actor = createActor(changePasswordMachine).start();
    actor.send({ type: 'field.change', field: 'oldPassword', value: 'old-secret' });
    actor.send({ type: 'field.change', field: 'newPassword', value: 'new-secret' });
    actor.send({ type: 'field.change', field: 'confirmNewPassword', value: 'new-secret' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('error'));
    expect(selectFieldErrors(actor.getSnapshot()).oldPassword).toBe('An unexpected error occurred.');
  });
});
