// The session statechart: seller and admin sessions side by side, each deciding its own redirects.
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { LoginForm, RegisterForm } from '../../schemas/auth.ts';
import type { SellerProfile } from '../../schemas/seller.ts';
import { toFailure } from '../shared/failure.ts';
import type { AdminProfile, SessionContext, SessionInput } from './context.ts';
import type { SessionEvent } from './events.ts';
import { notices, type Notice } from './messages.ts';
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

const base = setup({
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

    setPath: assign({ path: ({ event }) => (event.type === 'route.change' ? event.path : '/') }),
    recordPath: assign({ path: (_, params: { to: string }) => params.to }),
    setProfile: assign({ profile: (_, params: { profile: SellerProfile }) => params.profile }),
    clearProfile: assign({ profile: null }),
    setAdmin: assign({ admin: (_, params: { admin: AdminProfile }) => params.admin }),
    clearAdmin: assign({ admin: null }),
    setFailure: assign({ failure: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    hasSellerToken: ({ context }) => context.hasSellerToken,
    hasAdminToken: ({ context }) => context.hasAdminToken,
  },
});

/** Redirects decide their target from context, so they are built on the injected `navigate` once it exists. */
const redirectSeller = base.createAction(
  enqueueActions(({ context, enqueue }) => {
    const to = sellerRedirect(context.path, context.profile);
    if (to === null) return;
    enqueue.assign({ path: to });
    enqueue({ type: 'navigate', params: { to, replace: true } });
  }),
);

const redirectAdmin = base.createAction(
  enqueueActions(({ context, enqueue }) => {
    const to = adminRedirect(context.path, context.admin !== null);
    if (to === null) return;
    enqueue.assign({ path: to });
    enqueue({ type: 'navigate', params: { to, replace: true } });
  }),
);

/** Navigate and record the new path at once, so the entry redirects of the next state see where we go. */
const goTo = (to: string) =>
  [
    { type: 'recordPath', params: { to } },
    { type: 'navigate', params: { to } },
  ] as const;

export const sessionMachine = base.extend({ actions: { redirectSeller, redirectAdmin } }).createMachine({
  id: 'session',
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
      initial: 'booting',
      states: {
        booting: {
          always: [{ guard: 'hasSellerToken', target: 'loadingProfile' }, { target: 'signedOut' }],
        },
        signedOut: {
          entry: 'redirectSeller',
          on: { 'route.change': { actions: ['setPath', 'redirectSeller'] } },
          initial: 'idle',
          states: {
            idle: {
              on: {
                'session.login': { target: 'loggingIn', actions: 'clearFailure' },
                'session.register': { target: 'registering', actions: 'clearFailure' },
              },
            },
            loggingIn: {
              tags: ['seller.pending'],
              invoke: {
                src: 'login',
                input: ({ event }) =>
                  event.type === 'session.login' ? event.credentials : { email: '', password: '' },
                onDone: {
                  target: '#session.seller.loadingProfile',
                  actions: [
                    {
                      type: 'rememberToken',
                      params: ({ event }) => ({ kind: 'seller', token: event.output }),
                    },
                    { type: 'showToast', params: notices.loginSucceeded },
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: [
                    { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
                    { type: 'showToast', params: notices.loginFailed },
                  ],
                },
              },
            },
            registering: {
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
                    {
                      type: 'rememberToken',
                      params: ({ event }) => ({ kind: 'seller', token: event.output }),
                    },
                    { type: 'showToast', params: notices.registrationSucceeded },
                    ...goTo('/verify-email'),
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: [
                    { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
                    {
                      type: 'showToast',
                      params: ({ event }) => notices.registrationFailed(serverMessage(event.error)),
                    },
                  ],
                },
              },
            },
          },
        },
        loadingProfile: {
          tags: ['seller.pending', 'seller.checking'],
          on: {
            'route.change': { actions: 'setPath' },
            // The account changed while the profile was in flight (e-mail verified): read it again.
            'session.refresh': { target: 'loadingProfile', reenter: true },
          },
          invoke: {
            src: 'loadProfile',
            onDone: {
              target: 'signedIn',
              actions: { type: 'setProfile', params: ({ event }) => ({ profile: event.output }) },
            },
            onError: {
              // Spec §4: a profile that cannot be read ends the session and sends the user to /.
              target: 'signedOut',
              actions: [
                { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
                { type: 'forgetToken', params: { kind: 'seller' } },
                'clearProfile',
                ...goTo('/'),
              ],
            },
          },
        },
        signedIn: {
          entry: 'redirectSeller',
          on: {
            'route.change': { actions: ['setPath', 'redirectSeller'] },
            'session.logout': 'loggingOut',
          },
          initial: 'ready',
          states: {
            ready: { on: { 'session.refresh': 'refreshing' } },
            refreshing: {
              invoke: {
                src: 'loadProfile',
                onDone: {
                  target: 'ready',
                  actions: [
                    { type: 'setProfile', params: ({ event }) => ({ profile: event.output }) },
                    'redirectSeller',
                  ],
                },
                onError: {
                  target: '#session.seller.signedOut',
                  actions: [
                    { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
                    { type: 'forgetToken', params: { kind: 'seller' } },
                    'clearProfile',
                    ...goTo('/'),
                  ],
                },
              },
            },
          },
        },
        loggingOut: {
          tags: ['seller.pending'],
          on: { 'route.change': { actions: 'setPath' } },
          invoke: {
            src: 'logout',
            // The token goes whatever the server says: a failed logout must not keep the user signed in.
            onDone: {
              target: 'signedOut',
              actions: [
                { type: 'forgetToken', params: { kind: 'seller' } },
                'clearProfile',
                ...goTo('/login'),
              ],
            },
            onError: {
              target: 'signedOut',
              actions: [
                { type: 'forgetToken', params: { kind: 'seller' } },
                'clearProfile',
                ...goTo('/login'),
              ],
            },
          },
        },
      },
    },
    admin: {
      initial: 'booting',
      states: {
        booting: {
          always: [{ guard: 'hasAdminToken', target: 'loadingProfile' }, { target: 'signedOut' }],
        },
        signedOut: {
          entry: 'redirectAdmin',
          on: { 'route.change': { actions: 'redirectAdmin' } },
          initial: 'idle',
          states: {
            idle: { on: { 'admin.login': { target: 'loggingIn', actions: 'clearFailure' } } },
            loggingIn: {
              tags: ['admin.pending'],
              invoke: {
                src: 'adminLogin',
                input: ({ event }) =>
                  event.type === 'admin.login' ? event.credentials : { email: '', password: '' },
                onDone: {
                  target: '#session.admin.loadingProfile',
                  actions: [
                    {
                      type: 'rememberToken',
                      params: ({ event }) => ({ kind: 'admin', token: event.output }),
                    },
                    { type: 'showToast', params: notices.loginSucceeded },
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: [
                    { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
                    { type: 'showToast', params: notices.loginFailed },
                  ],
                },
              },
            },
          },
        },
        loadingProfile: {
          tags: ['admin.pending', 'admin.checking'],
          invoke: {
            src: 'loadAdminProfile',
            onDone: {
              target: 'signedIn',
              actions: { type: 'setAdmin', params: ({ event }) => ({ admin: event.output }) },
            },
            onError: {
              target: 'signedOut',
              actions: ['clearAdmin', { type: 'forgetToken', params: { kind: 'admin' } }],
            },
          },
        },
        signedIn: {
          entry: 'redirectAdmin',
          on: {
            'route.change': { actions: 'redirectAdmin' },
            'admin.logout': 'loggingOut',
          },
        },
        loggingOut: {
          tags: ['admin.pending'],
          invoke: {
            src: 'adminLogout',
            onDone: {
              target: 'signedOut',
              actions: [
                'clearAdmin',
                { type: 'forgetToken', params: { kind: 'admin' } },
                ...goTo('/admin/login'),
              ],
            },
            onError: {
              target: 'signedOut',
              actions: [
                'clearAdmin',
                { type: 'forgetToken', params: { kind: 'admin' } },
                ...goTo('/admin/login'),
              ],
            },
          },
        },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
