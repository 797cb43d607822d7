// The session statechart: seller and admin sessions side by side, each deciding its own redirects.
import { assign, enqueueActions, fromPromise, setup, type ParameterizedObject } from 'xstate';
import type { LoginForm, RegisterForm } from '../../schemas/auth.ts';
import type { SellerProfile } from '../../schemas/seller.ts';
import { errorOf, outputOf } from '../shared/actor-events.ts';
import { toFailure } from '../shared/failure.ts';
import type { AdminProfile, SessionContext, SessionInput } from './context.ts';
import type { SessionEvent } from './events.ts';
import { notices, notifyAction, type Notice } from './messages.ts';
import { adminRedirect, sellerRedirect } from './redirects.ts';

export type TokenKind = 'seller' | 'admin';

const notProvided = (name: string) => () => {
  throw new Error(`session: '${name}' was not provided; give it with sessionMachine.provide()`);
};

/** The server's own message for a 4xx it explained, else null. */
const serverMessage = (error: unknown): string | null => {
  const failure = toFailure(error);
  return failure.kind === 'http' && failure.status < 500 && failure.code !== 'UNEXPECTED_RESPONSE'
    ? failure.message
    : null;
};

/** A refused sign-in's own message, except for wrong credentials (401), which keep the spec's words. */
const signInMessage = (error: unknown): string | null => {
  const failure = toFailure(error);
  return failure.kind === 'http' && failure.status === 401 ? null : serverMessage(error);
};

/** The injected effects that the deciding actions below enqueue. */
type Effect =
  | { type: 'navigate'; params: { to: string; replace?: boolean } }
  | { type: 'showToast'; params: Notice }
  | { type: 'rememberToken'; params: { kind: TokenKind; token: string } };

/** `enqueueActions` typed against the effects: an action in `setup` cannot be typed by its siblings. */
const decide = <TParams extends ParameterizedObject['params'] | undefined = undefined>(
  collect: Parameters<
    typeof enqueueActions<
      SessionContext,
      SessionEvent,
      TParams,
      SessionEvent,
      never,
      Effect,
      never,
      never,
      never
    >
  >[0],
) => enqueueActions(collect);

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    /** Resolves with the new seller token. */
    login: fromPromise<string, LoginForm>(notProvided('login')),
    /** Resolves with the new seller token. */
    register: fromPromise<string, RegisterForm>(notProvided('register')),
    loadProfile: fromPromise<SellerProfile>(notProvided('loadProfile')),
    logout: fromPromise<void>(notProvided('logout')),
    /** Resolves with the new admin token. */
    adminLogin: fromPromise<string, LoginForm>(notProvided('adminLogin')),
    loadAdminProfile: fromPromise<AdminProfile>(notProvided('loadAdminProfile')),
    adminLogout: fromPromise<void>(notProvided('adminLogout')),
  },
  actions: {
    /**
     * Injected: move the router to `to` (the router answers with 'route.change'). Redirects `replace` the
     * entry they leave, so Back does not walk into the same redirect again.
     */
    navigate: (_, _params: { to: string; replace?: boolean }) => notProvided('navigate')(),
    /** Injected: show a toast. */
    showToast: (_, _params: Notice) => notProvided('showToast')(),
    /** Injected: keep a token for the next visit. */
    rememberToken: (_, _params: { kind: TokenKind; token: string }) => notProvided('rememberToken')(),
    /** Injected: drop a token. */
    forgetToken: (_, _params: { kind: TokenKind }) => notProvided('forgetToken')(),

    /** Keep the token a sign-in or registration actor resolved with. */
    keepToken: decide(({ event, enqueue }, params: { kind: TokenKind }) =>
      enqueue({ type: 'rememberToken', params: { kind: params.kind, token: outputOf<string>(event) } }),
    ),
    notify: notifyAction<SessionContext, SessionEvent>(),
    notifyLoginFailed: decide(({ event, enqueue }) =>
      enqueue({ type: 'showToast', params: notices.loginFailed(signInMessage(errorOf(event))) }),
    ),
    notifyRegistrationFailed: decide(({ event, enqueue }) =>
      enqueue({ type: 'showToast', params: notices.registrationFailed(serverMessage(errorOf(event))) }),
    ),
    /** Navigate and record the new path at once, so the entry redirects of the next state see where we go. */
    goTo: decide(({ enqueue }, params: { to: string }) => {
      enqueue.assign({ path: params.to });
      enqueue({ type: 'navigate', params: { to: params.to } });
    }),
    redirectSeller: decide(({ context, enqueue }) => {
      const to = sellerRedirect(context.path, context.profile);
      if (to === null) return;
      enqueue.assign({ path: to });
      enqueue({ type: 'navigate', params: { to, replace: true } });
    }),
    redirectAdmin: decide(({ context, enqueue }) => {
      const to = adminRedirect(context.path, context.admin !== null);
      if (to === null) return;
      enqueue.assign({ path: to });
      enqueue({ type: 'navigate', params: { to, replace: true } });
    }),

    setPath: assign({ path: ({ event }) => (event.type === 'route.change' ? event.path : '/') }),
    setProfile: assign({ profile: ({ event }) => outputOf<SellerProfile>(event) }),
    clearProfile: assign({ profile: null }),
    setAdmin: assign({ admin: ({ event }) => outputOf<AdminProfile>(event) }),
    clearAdmin: assign({ admin: null }),
    setFailure: assign({ failure: ({ event }) => toFailure(errorOf(event)) }),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    hasSellerToken: ({ context }) => context.hasSellerToken,
    hasAdminToken: ({ context }) => context.hasAdminToken,
    /** The server no longer knows the token (401): the session has ended there. */
    isSessionOver: ({ event }) => {
      const failure = toFailure(errorOf(event));
      return failure.kind === 'http' && failure.status === 401;
    },
    isEmailTaken: ({ event }) => {
      const failure = toFailure(errorOf(event));
      return failure.kind === 'http' && failure.status === 409;
    },
  },
}).createMachine({
  id: 'session',
  description:
    'Who is signed in, as a seller and as an admin, and where each may be: every location change is checked against the account.',
  type: 'parallel',
  context: ({ input }) => ({
    path: input.path,
    hasSellerToken: input.hasSellerToken,
    hasAdminToken: input.hasAdminToken,
    profile: null,
    admin: null,
    failure: null,
  }),
  states: {
    // The seller region records every location (it handles route.change in every state); the admin
    // region, later in document order, reads the recorded path. Both assigning it would let one undo
    // the other's redirect.
    seller: {
      description: "The seller's session: the token named 'token' and the profile it reads.",
      initial: 'booting',
      states: {
        booting: {
          description: 'The app has just started: a stored seller token means there may be a session.',
          always: [{ guard: 'hasSellerToken', target: 'loadingProfile' }, { target: 'signedOut' }],
        },
        signedOut: {
          description: 'No seller session: merchant and onboarding pages send the visitor to /.',
          entry: 'redirectSeller',
          // A refusal belongs to the page it was made on: another page starts without it.
          on: { 'route.change': { actions: ['setPath', 'clearFailure', 'redirectSeller'] } },
          initial: 'idle',
          states: {
            idle: {
              description: 'Waiting for the visitor to log in or register.',
              on: {
                'session.login': { target: 'loggingIn', actions: 'clearFailure' },
                'session.register': { target: 'registering', actions: 'clearFailure' },
              },
            },
            loggingIn: {
              description: 'The e-mail and password are with the server.',
              tags: ['seller.pending'],
              invoke: {
                src: 'login',
                input: ({ event }) =>
                  event.type === 'session.login' ? event.credentials : { email: '', password: '' },
                onDone: {
                  target: '#session.seller.loadingProfile',
                  actions: [
                    { type: 'keepToken', params: { kind: 'seller' } },
                    { type: 'notify', params: { notice: 'loginSucceeded' } },
                  ],
                },
                onError: { target: 'idle', actions: ['setFailure', 'notifyLoginFailed'] },
              },
            },
            registering: {
              description: 'The registration is with the server.',
              tags: ['seller.pending'],
              invoke: {
                src: 'register',
                input: ({ event }) => {
                  if (event.type !== 'session.register')
                    throw new Error('registering needs session.register');
                  return event.registration;
                },
                onDone: {
                  target: '#session.seller.loadingProfile',
                  actions: [
                    { type: 'keepToken', params: { kind: 'seller' } },
                    { type: 'notify', params: { notice: 'registrationSucceeded' } },
                    { type: 'goTo', params: { to: '/verify-email' } },
                  ],
                },
                onError: [
                  // The registration screen says so beside the form, with a way to log in instead.
                  { guard: 'isEmailTaken', target: 'idle', actions: 'setFailure' },
                  { target: 'idle', actions: ['setFailure', 'notifyRegistrationFailed'] },
                ],
              },
            },
          },
        },
        loadingProfile: {
          description: 'Reading the profile the seller token belongs to; pages wait for it.',
          tags: ['seller.pending', 'seller.checking'],
          on: {
            'route.change': { actions: 'setPath' },
            // The account changed while the profile was in flight (e-mail verified): read it again.
            'session.refresh': { target: 'loadingProfile', reenter: true },
          },
          invoke: {
            src: 'loadProfile',
            onDone: { target: 'signedIn', actions: 'setProfile' },
            onError: {
              // Spec §4: a profile that cannot be read ends the session and sends the user to /.
              target: 'signedOut',
              actions: [
                'setFailure',
                { type: 'forgetToken', params: { kind: 'seller' } },
                'clearProfile',
                { type: 'goTo', params: { to: '/' } },
              ],
            },
          },
        },
        signedIn: {
          description:
            'A seller is signed in: an unverified one is kept on /verify-email, one not onboarded under /onboarding.',
          entry: 'redirectSeller',
          on: {
            'route.change': { actions: ['setPath', 'redirectSeller'] },
            'session.logout': 'loggingOut',
          },
          initial: 'ready',
          states: {
            ready: {
              description: 'The profile is current.',
              on: { 'session.refresh': 'refreshing' },
            },
            refreshing: {
              description:
                'The account may have changed on the server (e-mail verified, onboarding sent): reading it again.',
              invoke: {
                src: 'loadProfile',
                onDone: { target: 'ready', actions: ['setProfile', 'redirectSeller'] },
                onError: [
                  {
                    guard: 'isSessionOver',
                    target: '#session.seller.signedOut',
                    actions: [
                      'setFailure',
                      { type: 'forgetToken', params: { kind: 'seller' } },
                      'clearProfile',
                      { type: 'goTo', params: { to: '/' } },
                    ],
                  },
                  // A dropped connection while the verify page checks now and then is no reason to sign out.
                  { target: 'ready' },
                ],
              },
            },
          },
        },
        loggingOut: {
          description: 'Ending the session on the server; the token goes whatever the server answers.',
          tags: ['seller.pending'],
          on: { 'route.change': { actions: 'setPath' } },
          invoke: {
            src: 'logout',
            onDone: {
              target: 'signedOut',
              actions: [
                { type: 'forgetToken', params: { kind: 'seller' } },
                'clearProfile',
                { type: 'goTo', params: { to: '/login' } },
              ],
            },
            // A failed logout must not keep the user signed in.
            onError: {
              target: 'signedOut',
              actions: [
                { type: 'forgetToken', params: { kind: 'seller' } },
                'clearProfile',
                { type: 'goTo', params: { to: '/login' } },
              ],
            },
          },
        },
      },
    },
    admin: {
      description: "The admin's session: the token named 'admin_token', kept apart from the seller's.",
      initial: 'booting',
      states: {
        booting: {
          description: 'The app has just started: a stored admin token means there may be a session.',
          always: [{ guard: 'hasAdminToken', target: 'loadingProfile' }, { target: 'signedOut' }],
        },
        signedOut: {
          description: 'No admin session: the admin area sends the visitor to /admin/login.',
          entry: 'redirectAdmin',
          on: { 'route.change': { actions: 'redirectAdmin' } },
          initial: 'idle',
          states: {
            idle: {
              description: 'Waiting for the admin to log in.',
              on: { 'admin.login': { target: 'loggingIn', actions: 'clearFailure' } },
            },
            loggingIn: {
              description: "The admin's e-mail and password are with the server.",
              tags: ['admin.pending'],
              invoke: {
                src: 'adminLogin',
                input: ({ event }) =>
                  event.type === 'admin.login' ? event.credentials : { email: '', password: '' },
                onDone: {
                  target: '#session.admin.loadingProfile',
                  actions: [
                    { type: 'keepToken', params: { kind: 'admin' } },
                    { type: 'notify', params: { notice: 'loginSucceeded' } },
                  ],
                },
                onError: { target: 'idle', actions: ['setFailure', 'notifyLoginFailed'] },
              },
            },
          },
        },
        loadingProfile: {
          description: 'Reading the admin the token belongs to; admin pages wait for it.',
          tags: ['admin.pending', 'admin.checking'],
          invoke: {
            src: 'loadAdminProfile',
            onDone: { target: 'signedIn', actions: 'setAdmin' },
            onError: {
              target: 'signedOut',
              actions: ['clearAdmin', { type: 'forgetToken', params: { kind: 'admin' } }],
            },
          },
        },
        signedIn: {
          description: 'An admin is signed in: the sign-in screen forwards to /admin/dashboard.',
          entry: 'redirectAdmin',
          on: {
            'route.change': { actions: 'redirectAdmin' },
            'admin.logout': 'loggingOut',
          },
        },
        loggingOut: {
          description:
            "Ending the admin's session on the server; the token goes whatever the server answers.",
          tags: ['admin.pending'],
          invoke: {
            src: 'adminLogout',
            onDone: {
              target: 'signedOut',
              actions: [
                'clearAdmin',
                { type: 'forgetToken', params: { kind: 'admin' } },
                { type: 'goTo', params: { to: '/admin/login' } },
              ],
            },
            onError: {
              target: 'signedOut',
              actions: [
                'clearAdmin',
                { type: 'forgetToken', params: { kind: 'admin' } },
                { type: 'goTo', params: { to: '/admin/login' } },
              ],
            },
          },
        },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
