// The /verify-email page: verifying the token from the e-mail link, resending the link (and waiting out the
// server's cool-down), and noticing a verification made elsewhere while the seller waits.
import { assign, fromPromise, or, setup, stateIn, type EventObject } from 'xstate';
import type { EmailVerification } from '../../schemas/auth.ts';
import { errorOf, outputOf } from '../shared/actor-events.ts';
import { toFailure, type Failure } from '../shared/failure.ts';
import { notices, notifyAction, notifyWith, type Notice } from './messages.ts';

/** What asking for a new link did: sent, or refused as too soon after the last one. */
export type ResendOutcome = { sent: true } | { sent: false; message: string; retryAfterSeconds: number };

/** The resend's answer where the `isTooSoon` guard let it through: a refusal, with its wait. */
const refusalOf = (event: EventObject) => outputOf<Extract<ResendOutcome, { sent: false }>>(event);

export type VerifyEmailInput = { token: string | null };
export type VerifyEmailContext = {
  token: string | null;
  failure: Failure | null;
  /** Seconds before Resend may be pressed again; counts down in the cool-down. */
  coolDownSeconds: number;
  /** How long the page waits before it asks the session to read the account again. */
  checkDelayMs: number;
};
export type VerifyEmailEvent =
  | { type: 'email.resend' }
  /** The page was hidden or shown again (the Page Visibility API). */
  | { type: 'page.hidden' }
  | { type: 'page.visible' };

/** The first check for a verification made elsewhere; each unanswered check doubles the wait, up to a minute. */
export const FIRST_CHECK_MS = 5_000;
export const LONGEST_CHECK_MS = 60_000;

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
    verify: fromPromise<EmailVerification, { token: string }>(notProvided('verify')),
    resend: fromPromise<ResendOutcome>(notProvided('resend')),
  },
  delays: {
    nextCheck: ({ context }) => context.checkDelayMs,
  },
  actions: {
    /**
     * Injected: the session reads the account again (and redirects once it is verified). Sent when this page
     * verified the address, and now and then while the seller may be verifying it on another device.
     */
    continueSession: () => notProvided('continueSession')(),
    /** Injected: show a toast. */
    showToast: (_, _params: Notice) => notProvided('showToast')(),
    notify: notifyAction<VerifyEmailContext, VerifyEmailEvent>(),
    notifyTooSoon: notifyWith<VerifyEmailContext, VerifyEmailEvent>((event) =>
      notices.verificationEmailTooSoon(refusalOf(event).message),
    ),
    setFailure: assign({ failure: ({ event }) => toFailure(errorOf(event)) }),
    startCoolDown: assign({ coolDownSeconds: ({ event }) => refusalOf(event).retryAfterSeconds }),
    tick: assign({ coolDownSeconds: ({ context }) => Math.max(0, context.coolDownSeconds - 1) }),
    backOff: assign({ checkDelayMs: ({ context }) => Math.min(LONGEST_CHECK_MS, context.checkDelayMs * 2) }),
    resetBackOff: assign({ checkDelayMs: FIRST_CHECK_MS }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    wasVerifiedAlready: ({ event }) => outputOf<EmailVerification>(event).alreadyVerified,
    isTooSoon: ({ event }) => !outputOf<ResendOutcome>(event).sent,
    isCoolDownOver: ({ context }) => context.coolDownSeconds <= 0,
    isWaitingForVerification: or([
      stateIn({ verification: 'awaitingLink' }),
      stateIn({ verification: 'failed' }),
    ]),
  },
}).createMachine({
  id: 'verifyEmail',
  description:
    'The /verify-email page: the link from the e-mail verifies the account; the seller may ask for a new link; a verification made on another device is noticed.',
  type: 'parallel',
  context: ({ input }) => ({
    token: input.token,
    failure: null,
    coolDownSeconds: 0,
    checkDelayMs: FIRST_CHECK_MS,
  }),
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
            onDone: [
              { guard: 'wasVerifiedAlready', target: 'alreadyVerified', actions: 'continueSession' },
              { target: 'verified', actions: 'continueSession' },
            ],
            onError: { target: 'failed', actions: 'setFailure' },
          },
        },
        verified: { description: 'The e-mail is verified; the session moves the seller on.' },
        alreadyVerified: {
          description:
            'The link was used before (opened twice, or on another device): the address is verified, so the session moves the seller on.',
        },
        failed: { description: 'The link is invalid or has expired.' },
      },
    },
    resend: {
      description: 'Sending a new verification link on request, at most as often as the server allows.',
      initial: 'idle',
      states: {
        idle: { description: 'Nothing being sent.', on: { 'email.resend': 'sending' } },
        sending: {
          description: 'The server is sending a new link.',
          tags: ['resending'],
          invoke: {
            src: 'resend',
            onDone: [
              { guard: 'isTooSoon', target: 'coolingDown', actions: ['startCoolDown', 'notifyTooSoon'] },
              { target: 'idle', actions: { type: 'notify', params: { notice: 'verificationEmailSent' } } },
            ],
            onError: {
              target: 'idle',
              actions: { type: 'notify', params: { notice: 'verificationEmailFailed' } },
            },
          },
        },
        coolingDown: {
          description:
            'A link was sent moments ago: Resend waits, counting down the seconds the server asked for.',
          tags: ['coolingDown'],
          always: { guard: 'isCoolDownOver', target: 'idle' },
          after: { 1000: { target: 'coolingDown', reenter: true, actions: 'tick' } },
        },
      },
    },
    watch: {
      description:
        'While the seller waits for the link, the account is read again now and then, in case it was verified on another device; only while the page is visible.',
      initial: 'visible',
      states: {
        visible: {
          description: 'The page is on screen: the next check comes after a wait that grows each time.',
          on: { 'page.hidden': 'hidden' },
          after: {
            nextCheck: [
              {
                guard: 'isWaitingForVerification',
                target: 'visible',
                reenter: true,
                actions: ['continueSession', 'backOff'],
              },
              // A link being checked decides by itself; keep the clock going in case it fails.
              { target: 'visible', reenter: true },
            ],
          },
        },
        hidden: {
          description: 'The page is hidden (another tab, the phone locked): no checks until it is shown.',
          on: {
            'page.visible': {
              target: 'visible',
              // Coming back is when a seller who verified on another device looks: check at once.
              actions: ['continueSession', 'resetBackOff'],
            },
          },
        },
      },
    },
  },
});
