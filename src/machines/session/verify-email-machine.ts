// The /verify-email page: verifying the token from the e-mail link, and resending the link.
import { assign, fromPromise, setup } from 'xstate';
import { errorOf } from '../shared/actor-events.ts';
import { toFailure, type Failure } from '../shared/failure.ts';
import { notifyAction, type Notice } from './messages.ts';

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
    /** Injected: show a toast. */
    showToast: (_, _params: Notice) => notProvided('showToast')(),
    notify: notifyAction<VerifyEmailContext, VerifyEmailEvent>(),
    setFailure: assign({ failure: ({ event }) => toFailure(errorOf(event)) }),
  },
  guards: { hasToken: ({ context }) => context.token !== null },
}).createMachine({
  id: 'verifyEmail',
  description:
    'The /verify-email page: the link from the e-mail verifies the account; the seller may ask for a new link.',
  type: 'parallel',
  context: ({ input }) => ({ token: input.token, failure: null }),
  states: {
    verification: {
      description: 'Verifying the token the e-mail link carries.',
      initial: 'deciding',
      states: {
        deciding: {
          description: 'Whether the address holds a token.',
          always: [{ guard: 'hasToken', target: 'verifying' }, { target: 'awaitingLink' }],
        },
        awaitingLink: {
          description: 'No token in the address: the seller has to open the link from the e-mail.',
        },
        verifying: {
          description: 'The token is with the server.',
          invoke: {
            src: 'verify',
            input: ({ context }) => ({ token: context.token ?? '' }),
            onDone: { target: 'verified', actions: 'continueSession' },
            onError: { target: 'failed', actions: 'setFailure' },
          },
        },
        verified: { description: 'The e-mail is verified; the session moves the seller on.' },
        failed: { description: 'The link is invalid or has expired.' },
      },
    },
    resend: {
      description: 'Sending a new verification link on request.',
      initial: 'idle',
      states: {
        idle: { description: 'Nothing being sent.', on: { 'email.resend': 'sending' } },
        sending: {
          description: 'The server is sending a new link.',
          tags: ['resending'],
          invoke: {
            src: 'resend',
            onDone: {
              target: 'idle',
              actions: { type: 'notify', params: { notice: 'verificationEmailSent' } },
            },
            onError: {
              target: 'idle',
              actions: { type: 'notify', params: { notice: 'verificationEmailFailed' } },
            },
          },
        },
      },
    },
  },
});
