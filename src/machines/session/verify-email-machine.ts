// The /verify-email page: verifying the token from the e-mail link, and resending the link.
import { assign, fromPromise, setup } from 'xstate';
import { toFailure, type Failure } from '../shared/failure.ts';
import { notices, type Notice } from './messages.ts';

export type VerifyEmailInput = { token: string | null };
export type VerifyEmailContext = { token: string | null; failure: Failure | null };
export type VerifyEmailEvent = { type: 'email.resend' };

const notProvided = (name: string) => () => {
  throw new Error(`verifyEmail: '${name}' was not provided`);
};

export const verifyEmailMachine = setup({
  types: {
    context: {} as VerifyEmailContext,
    events: {} as VerifyEmailEvent,
    input: {} as VerifyEmailInput,
  },
  actors: {
    verify: fromPromise<void, { token: string }>(notProvided('verify')),
    resend: fromPromise<void>(notProvided('resend')),
  },
  actions: {
    /** Injected: the account changed, so the session reads the profile again (and redirects). */
    continueSession: () => notProvided('continueSession')(),
    showToast: (_, _params: Notice) => notProvided('showToast')(),
  },
  guards: { hasToken: ({ context }) => context.token !== null },
}).createMachine({
  id: 'verifyEmail',
  type: 'parallel',
  context: ({ input }) => ({ token: input.token, failure: null }),
  states: {
    verification: {
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'hasToken', target: 'verifying' }, { target: 'awaitingLink' }] },
        /** No token in the address: the seller has to open the link from the e-mail. */
        awaitingLink: {},
        verifying: {
          invoke: {
            src: 'verify',
            input: ({ context }) => ({ token: context.token ?? '' }),
            onDone: { target: 'verified', actions: 'continueSession' },
            onError: {
              target: 'failed',
              actions: assign({ failure: ({ event }) => toFailure(event.error) }),
            },
          },
        },
        verified: {},
        failed: {},
      },
    },
    resend: {
      initial: 'idle',
      states: {
        idle: { on: { 'email.resend': 'sending' } },
        sending: {
          tags: ['resending'],
          invoke: {
            src: 'resend',
            onDone: { target: 'idle', actions: { type: 'showToast', params: notices.verificationEmailSent } },
            onError: {
              target: 'idle',
              actions: { type: 'showToast', params: notices.verificationEmailFailed },
            },
          },
        },
      },
    },
  },
});
