// Model-based tests of the pages that send one form or read one thing (spec §4, §8) in the real App:
// forgot password and reset password (the submission flow behind a form) and the privacy policy (a
// resource with a retry). At every model state the page AND the real flow and form actors are checked.
import { createTestModel } from '@xstate/graph';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setup, type EventObject } from 'xstate';
import { FailureError } from '#machines/shared/failure.ts';
import { renderApp, type Fakes } from '../views/fake-app-logic.tsx';
import { transitionPaths, waitingServer, watchActors } from './model-support.ts';

const slow = { timeout: 5000 };
const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, slow);
const offline = new FailureError({ kind: 'network', message: 'Could not reach the server' });

const offered =
  <TEvent extends EventObject>(events: readonly TEvent[]) =>
  (snapshot: { can: (event: TEvent) => boolean }) =>
    events.filter((event) => snapshot.can(event));

/** One path's app over services that wait for the model's answers. */
function harness() {
  const server = waitingServer();
  const actors = watchActors();
  const user = userEvent.setup();
  let app: ReturnType<typeof renderApp> | undefined;
  const fakes: Fakes = {
    forgotPassword: (email) => server.call('forgotPassword', email),
    resetPassword: (reset) => server.call('resetPassword', reset),
    privacyPolicy: () => server.call('privacyPolicy'),
  };
  return {
    server,
    user,
    open: (path: string) => {
      app = renderApp(path, fakes, { inspect: actors.inspect });
    },
    isOpen: () => app !== undefined,
    submission: () => actors.latest('submission').getSnapshot(),
    resource: () => actors.latest('resource').getSnapshot(),
    form: () => actors.latest('form').getSnapshot(),
    fillIn: async (label: string, text: string) => {
      const field = screen.getByLabelText(label, { selector: 'input' });
      await user.clear(field);
      await user.click(field);
      await user.paste(text);
    },
    close: async () => {
      await app?.unmountAll();
    },
  };
}

/** The text under a field, read raw so doubled spaces count. */
const shownUnder = (label: string) =>
  (screen.getByLabelText(label, { selector: 'input' }).getAttribute('aria-describedby')?.split(' ') ?? [])
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .filter(Boolean)
    .join(' ');

// ---------------------------------------------------------------------------------------------------

const passwordBehaviour = setup({
  types: {} as {
    events:
      | { type: 'OPEN_FORGOT' }
      | { type: 'OPEN_RESET_LINK' }
      | { type: 'SUBMIT' }
      | { type: 'FILL_EMAIL' }
      | { type: 'FILL_MISMATCHED' }
      | { type: 'FIX_CONFIRMATION' }
      | { type: 'SERVER_ACCEPTS' }
      | { type: 'SERVER_FAILS' };
  },
}).createMachine({
  id: 'passwordPagesBehaviour',
  initial: 'closed',
  states: {
    closed: {
      meta: { description: 'the app is not open yet' },
      on: { OPEN_FORGOT: 'forgotBlank', OPEN_RESET_LINK: 'resetBlank' },
    },
    forgotBlank: {
      meta: { description: 'forgot password: the e-mail field, empty' },
      on: { SUBMIT: 'forgotInvalid', FILL_EMAIL: 'forgotFilled' },
    },
    forgotInvalid: {
      meta: { description: 'an empty submit: the e-mail field says what is wrong' },
      on: { FILL_EMAIL: 'forgotFilled' },
    },
    forgotFilled: {
      meta: { description: 'an e-mail typed' },
      on: { SUBMIT: 'forgotSending' },
    },
    forgotSending: {
      meta: { description: 'the reset link is being asked for; the button waits' },
      on: { SERVER_ACCEPTS: 'forgotSent', SERVER_FAILS: 'forgotFailed' },
    },
    forgotSent: { meta: { description: "'Check your email', not saying whether the account exists" } },
    forgotFailed: {
      meta: { description: 'the failure above the form, which can be sent again' },
      on: { SUBMIT: 'forgotSending' },
    },
    resetBlank: {
      meta: { description: 'reset password from the e-mail link: the new password twice' },
      on: { FILL_MISMATCHED: 'resetMismatched' },
    },
    resetMismatched: {
      meta: { description: 'the confirmation differs: nothing sent on submit' },
      on: { SUBMIT: 'resetRefusedLocally' },
    },
    resetRefusedLocally: {
      meta: { description: "a submit with different passwords: 'Passwords must match'" },
      on: { FIX_CONFIRMATION: 'resetReady' },
    },
    resetReady: { meta: { description: 'the passwords match' }, on: { SUBMIT: 'resetSending' } },
    resetSending: {
      meta: { description: 'the new password is with the server' },
      on: { SERVER_ACCEPTS: 'resetDone', SERVER_FAILS: 'resetFailed' },
    },
    resetDone: { meta: { description: "'Password changed', with a way to log in" } },
    resetFailed: { meta: { description: 'the failure above the form' } },
  },
});

const passwordEvents = (
  [
    'OPEN_FORGOT',
    'OPEN_RESET_LINK',
    'SUBMIT',
    'FILL_EMAIL',
    'FILL_MISMATCHED',
    'FIX_CONFIRMATION',
    'SERVER_ACCEPTS',
    'SERVER_FAILS',
  ] as const
).map((type) => ({ type }));
const passwordModel = createTestModel(passwordBehaviour, { events: offered(passwordEvents) });
const passwordPaths = transitionPaths(passwordModel, offered(passwordEvents));

describe(`forgot and reset password (model-based, ${passwordPaths.length} paths)`, () => {
  for (const path of passwordPaths) {
    it(path.description, async () => {
      const h = harness();
      const button = (name: string) => screen.getByRole('button', { name });
      try {
        const states = {
          closed: () => expect(h.isOpen()).toBe(false),
          forgotBlank: async () => {
            await heading('Forgot your password?');
            expect(shownUnder('Email')).toBe('');
            expect(h.submission().value).toBe('editing');
            expect(h.form().value).toBe('editing');
          },
          forgotInvalid: () => {
            expect(shownUnder('Email')).toBe('Please enter a valid email');
            expect(h.form().value).toBe('revising');
            expect(h.submission().value).toBe('editing');
          },
          forgotFilled: () => {
            expect(shownUnder('Email')).toBe('');
            expect(h.submission().matches('submitting')).toBe(false);
          },
          forgotSending: () => {
            expect(button('Send reset link')).toHaveAttribute('aria-disabled', 'true');
            expect(h.submission().value).toBe('submitting');
            expect(h.form().value).toBe('submitted');
            expect(h.server.count('forgotPassword')).toBe(1);
            expect(h.server.sent('forgotPassword').at(-1)).toBe('ana@tindahan.ph');
          },
          forgotSent: async () => {
            await heading('Check your email');
            expect(screen.getByRole('status')).toHaveTextContent('If an account exists for ana@tindahan.ph');
            expect(h.submission().value).toBe('succeeded');
          },
          forgotFailed: async () => {
            expect(await screen.findByText('Could not reach the server', {}, slow)).toBeInTheDocument();
            await heading('Forgot your password?');
            expect(button('Send reset link')).not.toHaveAttribute('aria-disabled');
            expect(h.submission().value).toBe('failed');
          },
          resetBlank: async () => {
            await heading('Choose a new password');
            expect(h.submission().value).toBe('editing');
            expect(h.form().value).toBe('editing');
          },
          resetMismatched: () => {
            expect(shownUnder('Confirm new password')).toBe('');
            expect(h.form().value).toBe('editing');
          },
          resetRefusedLocally: () => {
            expect(shownUnder('Confirm new password')).toBe('Passwords must match');
            expect(h.form().value).toBe('revising');
            expect(h.server.sent('resetPassword')).toEqual([]);
            expect(h.submission().value).toBe('editing');
          },
          resetReady: () => {
            expect(shownUnder('Confirm new password')).toBe('');
            expect(h.form().value).toBe('revising');
          },
          resetSending: () => {
            expect(button('Reset password')).toHaveAttribute('aria-disabled', 'true');
            expect(h.submission().value).toBe('submitting');
            // The confirmation stays in the browser.
            expect(h.server.sent('resetPassword')).toEqual([{ token: 't0k3n', newPassword: 'fresh1' }]);
          },
          resetDone: async () => {
            await heading('Password changed');
            expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
            expect(h.submission().value).toBe('succeeded');
          },
          resetFailed: async () => {
            expect(await screen.findByText('Could not reach the server', {}, slow)).toBeInTheDocument();
            expect(h.submission().value).toBe('failed');
          },
        };
        states.closed();
        await path.test({
          states,
          events: {
            OPEN_FORGOT: () => h.open('/forgot-password'),
            OPEN_RESET_LINK: () => h.open('/reset-password?token=t0k3n'),
            SUBMIT: () =>
              h.user.click(screen.getByRole('button', { name: /^(Send reset link|Reset password)$/ })),
            FILL_EMAIL: () => h.fillIn('Email', 'ana@tindahan.ph'),
            FILL_MISMATCHED: async () => {
              await h.fillIn('New password', 'fresh1');
              await h.fillIn('Confirm new password', 'fresh2');
            },
            FIX_CONFIRMATION: () => h.fillIn('Confirm new password', 'fresh1'),
            SERVER_ACCEPTS: async () => {
              if (h.server.count('forgotPassword') > 0) await h.server.resolve('forgotPassword');
              else await h.server.resolve('resetPassword');
            },
            SERVER_FAILS: async () => {
              if (h.server.count('forgotPassword') > 0) await h.server.reject('forgotPassword', offline);
              else await h.server.reject('resetPassword', offline);
            },
          },
        });
      } finally {
        await h.close();
      }
    });
  }
});

// ---------------------------------------------------------------------------------------------------

const privacyBehaviour = setup({
  types: {} as {
    events: { type: 'OPEN' } | { type: 'LOAD_SUCCEEDS' } | { type: 'LOAD_FAILS' } | { type: 'RETRY' };
  },
}).createMachine({
  id: 'privacyPolicyBehaviour',
  initial: 'closed',
  states: {
    closed: { meta: { description: 'the app is not open yet' }, on: { OPEN: 'loading' } },
    loading: {
      meta: { description: 'the policy is on its way' },
      on: { LOAD_SUCCEEDS: 'shown', LOAD_FAILS: 'failed' },
    },
    failed: { meta: { description: 'the failure with Try again' }, on: { RETRY: 'retrying' } },
    retrying: {
      meta: { description: 'asked again, the policy is on its way' },
      on: { LOAD_SUCCEEDS: 'shown' },
    },
    shown: { meta: { description: 'the policy, its sections as headings' } },
  },
});

const privacyEvents = (['OPEN', 'LOAD_SUCCEEDS', 'LOAD_FAILS', 'RETRY'] as const).map((type) => ({ type }));
const privacyModel = createTestModel(privacyBehaviour, { events: offered(privacyEvents) });
const privacyPaths = transitionPaths(privacyModel, offered(privacyEvents));

describe(`the privacy policy (model-based, ${privacyPaths.length} paths)`, () => {
  for (const path of privacyPaths) {
    it(path.description, async () => {
      const h = harness();
      const loading = async () => {
        await heading('Privacy Policy');
        expect(screen.getByText('Loading the privacy policy…')).toBeInTheDocument();
        expect(h.resource().value).toBe('loading');
      };
      try {
        const states = {
          closed: () => expect(h.isOpen()).toBe(false),
          loading,
          retrying: async () => {
            await loading();
            expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
          },
          failed: async () => {
            expect(await screen.findByText('Could not reach the server', {}, slow)).toBeInTheDocument();
            expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
            expect(h.resource().value).toBe('failed');
          },
          shown: async () => {
            await waitFor(() => expect(h.resource().value).toBe('ready'));
            expect(screen.getByRole('heading', { level: 2, name: 'Data we keep' })).toBeInTheDocument();
            expect(screen.getByText('Your e-mail.')).toBeInTheDocument();
          },
        };
        states.closed();
        await path.test({
          states,
          events: {
            OPEN: () => h.open('/privacy-policy'),
            LOAD_SUCCEEDS: () =>
              h.server.resolve('privacyPolicy', {
                content: '# Suki Merchant Privacy Policy\n\n## Data we keep\n\nYour e-mail.',
              }),
            LOAD_FAILS: () => h.server.reject('privacyPolicy', offline),
            RETRY: () => h.user.click(screen.getByRole('button', { name: 'Try again' })),
          },
        });
      } finally {
        await h.close();
      }
    });
  }
});
