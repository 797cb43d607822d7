// The change-password flow with a fake request: what is sent, what success does, how failures read.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ChangePasswordForm, ChangePasswordRequest } from '#schemas/auth';
import { currentPasswordError } from '#machines/change-password/failure.ts';
import { changePasswordMachine } from '#machines/change-password/machine.ts';
import { selectFailure, selectIsSubmitting } from '#machines/change-password/selectors.ts';
import { FailureError } from '#machines/shared/failure.ts';

const wrongPassword = new FailureError({
  kind: 'http',
  status: 400,
  code: 'VALIDATION_FAILED',
  message: 'Current password is incorrect',
  fields: { oldPassword: 'Current password is incorrect' },
});

const values: ChangePasswordForm = {
  oldPassword: 'old-secret',
  newPassword: 'new-secret',
  confirmNewPassword: 'new-secret',
};

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
  const submit = () => actor.send({ type: 'form.submit', values });
  /** The text under the current-password field, as the dialog shows it. */
  const verdict = () => {
    const failure = selectFailure(actor.getSnapshot());
    return failure ? currentPasswordError(failure) : null;
  };
  return { actor, calls, notifySuccess, close, submit, verdict };
}

describe('change-password flow', () => {
  it('sends only the current and new passwords, ignores a second submit in flight, then toasts and closes', async () => {
    let finish!: () => void;
    const { actor, calls, notifySuccess, close, submit } = start(
      () => new Promise<void>((resolve) => (finish = resolve)),
    );
    submit();
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(true);
    submit();
    expect(calls).toEqual([{ oldPassword: 'old-secret', newPassword: 'new-secret' }]);

    finish();
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    expect(notifySuccess).toHaveBeenCalledTimes(1);
    expect(close).toHaveBeenCalledTimes(1);
    expect(selectFailure(actor.getSnapshot())).toBeNull();
  });

  it("keeps the server's text for the current password and does not close", async () => {
    const { actor, submit, verdict, notifySuccess, close } = start(async () => {
      throw wrongPassword;
    });
    submit();
    await waitFor(actor, (snapshot) => snapshot.matches('error'));
    expect(verdict()).toBe('Current password is incorrect');
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
    const { actor, submit, verdict } = start(async () => {
      throw error;
    });
    submit();
    await waitFor(actor, (snapshot) => snapshot.matches('error'));
    expect(verdict()).toBe(expected);
  });

  it('can submit again from the error state, dropping the previous verdict while in flight', async () => {
    let attempt = 0;
    const { actor, calls, submit, verdict, notifySuccess } = start(async () => {
      attempt += 1;
      if (attempt === 1) throw wrongPassword;
    });
    submit();
    await waitFor(actor, (snapshot) => snapshot.matches('error'));
    submit();
    expect(verdict()).toBeNull();
    await waitFor(actor, () => notifySuccess.mock.calls.length === 1);
    expect(calls).toHaveLength(2);
  });

  it('changes the password again after a success', async () => {
    const { actor, calls, submit, notifySuccess } = start();
    submit();
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    submit();
    await waitFor(actor, () => notifySuccess.mock.calls.length === 2);
    expect(calls).toHaveLength(2);
  });

  it('forgets the verdict when the dialog is dismissed', async () => {
    const { actor, submit, verdict } = start(async () => {
      throw wrongPassword;
    });
    submit();
    await waitFor(actor, (snapshot) => snapshot.matches('error'));
    actor.send({ type: 'form.reset' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(verdict()).toBeNull();
  });

  it('fails loudly when the change-password actor was not provided', async () => {
    const actor = createActor(changePasswordMachine).start();
    actor.send({ type: 'form.submit', values });
    await waitFor(actor, (snapshot) => snapshot.matches('error'));
    expect(currentPasswordError(selectFailure(actor.getSnapshot())!)).toBe('An unexpected error occurred.');
  });
});
