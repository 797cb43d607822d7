// Model-based tests of the session (spec §4, issue 3 'Session statechart') through the real App over the
// real composition root: what sellers and admins do and see, one test per path. At every model state the
// screen AND the real actors behind it (the session, the form, the verify-email flow) are checked, and
// the server answers only when the model says so, so the states in between are seen as well.
import { createTestModel } from '@xstate/graph';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assign, setup, type EventObject } from 'xstate';
import { FailureError } from '#machines/shared/failure.ts';
import { FIRST_CHECK_MS } from '#machines/session/verify-email-machine.ts';
import type { LoginForm, RegisterForm } from '../../src/schemas/auth.ts';
import { renderApp, sellerProfile, type Fakes } from '../views/fake-app-logic.tsx';
import { transitionPaths, waitingServer, watchActors } from './model-support.ts';

const slow = { timeout: 5000 };

const refusal = (status: number, message: string, code: string, fields?: Record<string, string>) =>
  new FailureError({ kind: 'http', status, code, message, ...(fields ? { fields } : {}) });

const verified = sellerProfile();
const unverified = sellerProfile({ isVerified: false, hasOnboarded: false, approvalStatus: null });
const notOnboarded = sellerProfile({ hasOnboarded: false, approvalStatus: null });

/** One path's app: opened by the model's first step, over services that wait for the model's answers. */
function harness() {
  const server = waitingServer();
  const actors = watchActors();
  const user = userEvent.setup();
  let app: ReturnType<typeof renderApp> | undefined;
  const fakes: Fakes = {
    login: (credentials) => server.call('login', credentials),
    register: (registration) => server.call('register', registration),
    loadProfile: () => server.call('profile'),
    logout: () => server.call('logout'),
    adminLogin: (credentials) => server.call('adminLogin', credentials),
    loadAdminProfile: () => server.call('adminProfile'),
    verify: (token) => server.call('verify', token),
    resend: () => server.call('resend'),
  };
  const opened = () => {
    expect(app, 'the app is open').toBeDefined();
    return app!;
  };
  return {
    server,
    actors,
    user,
    open: (path: string, stored: { token?: boolean; adminToken?: boolean } = {}) => {
      if (stored.token) localStorage.setItem('token', 'stored-token');
      if (stored.adminToken) localStorage.setItem('admin_token', 'stored-admin-token');
      app = renderApp(path, fakes, { inspect: actors.inspect });
    },
    isOpen: () => app !== undefined,
    location: () => opened().location(),
    /** What the router does when the seller types an address or follows a link outside the app. */
    visit: (path: string) => act(async () => opened().memory.navigate(path)),
    session: () => opened().logic.session.getSnapshot(),
    form: () => actors.latest('form').getSnapshot(),
    verification: () => actors.latest('verifyEmail').getSnapshot(),
    close: async () => {
      await app?.unmountAll();
    },
  };
}

type Harness = ReturnType<typeof harness>;

/** The model's own events, offered where the model allows them. */
const offered =
  <TEvent extends EventObject>(events: readonly TEvent[]) =>
  (snapshot: { can: (event: TEvent) => boolean }) =>
    events.filter((event) => snapshot.can(event));

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, slow);

/** The text under a field (its description included), read raw so doubled spaces in spec texts count. */
const shownUnder = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby')?.split(' ') ?? [])
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .filter(Boolean)
    .join(' ');

const emailField = () => screen.getByRole('textbox', { name: 'Email' });
const passwordField = () => screen.getByLabelText('Password', { selector: 'input' });

async function fillIn(h: Harness, field: HTMLElement, text: string) {
  await h.user.clear(field);
  await h.user.click(field);
  await h.user.paste(text);
}

// ---------------------------------------------------------------------------------------------------
// Where a seller lands: stored token present or not × what the server says × which kind of page.

type PathClass = 'public' | 'merchant' | 'onboarding' | 'notFound';
type Profile = 'ok' | 'failed' | 'unverified' | 'notOnboarded';
type VisitContext = {
  token: 'present' | 'absent' | null;
  pathClass: PathClass | null;
  profile: Profile | null;
};
type VisitEvent =
  { type: 'OPEN'; pathClass: PathClass; token: 'present' | 'absent' } | { type: 'PROFILE'; profile: Profile };

const visitBehaviour = setup({ types: {} as { context: VisitContext; events: VisitEvent } }).createMachine({
  id: 'sellerVisitBehaviour',
  context: { token: null, pathClass: null, profile: null },
  initial: 'closed',
  states: {
    closed: {
      meta: { description: 'the app is not open yet' },
      on: {
        OPEN: [
          {
            guard: ({ event }) => event.token === 'present',
            target: 'checking',
            actions: assign(({ event }) => ({ token: event.token, pathClass: event.pathClass })),
          },
          {
            target: 'shown',
            actions: assign(({ event }) => ({ token: event.token, pathClass: event.pathClass })),
          },
        ],
      },
    },
    checking: {
      meta: { description: "the stored token's profile is on its way" },
      on: { PROFILE: { target: 'shown', actions: assign(({ event }) => ({ profile: event.profile })) } },
    },
    shown: { meta: { description: 'the page the seller lands on' }, type: 'final' },
  },
});

const pathClasses: PathClass[] = ['public', 'merchant', 'onboarding', 'notFound'];
const visitEvents: VisitEvent[] = [
  ...pathClasses.flatMap((pathClass) =>
    (['present', 'absent'] as const).map((token): VisitEvent => ({ type: 'OPEN', pathClass, token })),
  ),
  ...(['ok', 'failed', 'unverified', 'notOnboarded'] as const).map((profile): VisitEvent => ({
    type: 'PROFILE',
    profile,
  })),
];

const entryPath: Record<PathClass, string> = {
  public: '/login',
  merchant: '/dashboard',
  onboarding: '/onboarding',
  notFound: '/no-such-page',
};

const landingHeadings = {
  '/': /sell on suki/i,
  '/login': 'Log in to your store',
  '/dashboard': 'Welcome, Tindahan ni Ana',
  '/verify-email': 'Verify your email',
  '/onboarding': 'Set up your store',
  notFound: 'Oops! page not found',
} as const;

/** The oracle, written from issue 3's rules independently of the production redirect code. */
function landing({ token, profile, pathClass }: VisitContext): { path: string; heading: string | RegExp } {
  const start = entryPath[pathClass!];
  if (pathClass === 'notFound' && !(token === 'present' && profile === 'failed'))
    return { path: start, heading: landingHeadings.notFound };
  if (token === 'absent')
    return pathClass === 'public'
      ? { path: '/login', heading: landingHeadings['/login'] }
      : { path: '/', heading: landingHeadings['/'] };
  switch (profile) {
    case 'failed':
      return { path: '/', heading: landingHeadings['/'] };
    case 'unverified':
      return { path: '/verify-email', heading: landingHeadings['/verify-email'] };
    case 'notOnboarded':
      return { path: '/onboarding', heading: landingHeadings['/onboarding'] };
    default:
      return pathClass === 'onboarding'
        ? { path: '/onboarding', heading: landingHeadings['/onboarding'] }
        : { path: '/dashboard', heading: landingHeadings['/dashboard'] };
  }
}

const visitModel = createTestModel(visitBehaviour, { events: offered(visitEvents) });
const visitPaths = visitModel.getShortestPaths();

describe(`a seller opens the app (model-based, ${visitPaths.length} paths)`, () => {
  it('covers every token × profile × kind-of-page combination', () => {
    expect(visitPaths).toHaveLength(4 + 4 * 4);
  });

  for (const path of visitPaths) {
    it(path.description, async () => {
      const h = harness();
      try {
        const states = {
          closed: () => expect(h.isOpen()).toBe(false),
          checking: async ({ context }: { context: VisitContext }) => {
            await waitFor(() => expect(h.session().matches({ seller: 'loadingProfile' })).toBe(true));
            if (context.pathClass === 'notFound') await heading(landingHeadings.notFound);
            else expect(await screen.findByText('Loading…', {}, slow)).toBeInTheDocument();
            expect(h.location()).toBe(entryPath[context.pathClass!]);
          },
          shown: async ({ context }: { context: VisitContext }) => {
            const outcome = landing(context);
            await heading(outcome.heading);
            await waitFor(() => expect(h.location()).toBe(outcome.path));
            const signedIn = context.token === 'present' && context.profile !== 'failed';
            expect(h.session().matches({ seller: signedIn ? { signedIn: 'ready' } : 'signedOut' })).toBe(
              true,
            );
            expect(h.session().matches({ admin: 'signedOut' })).toBe(true);
            expect(h.session().context.path).toBe(outcome.path);
            expect(localStorage.getItem('token')).toBe(signedIn ? 'stored-token' : null);
          },
        };
        states.closed();
        await path.test({
          states,
          events: {
            OPEN: ({ event }) => {
              const { pathClass, token } = event as Extract<VisitEvent, { type: 'OPEN' }>;
              h.open(entryPath[pathClass], { token: token === 'present' });
            },
            PROFILE: async ({ event }) => {
              const { profile } = event as Extract<VisitEvent, { type: 'PROFILE' }>;
              if (profile === 'failed')
                await h.server.reject('profile', refusal(401, 'Unauthenticated', 'UNAUTHENTICATED'));
              else await h.server.resolve('profile', { ok: verified, unverified, notOnboarded }[profile]);
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
// Logging in and registering: the forms, the requests and what follows them.

const signInBehaviour = setup({
  types: {} as {
    events:
      | { type: 'OPEN_LOGIN' }
      | { type: 'TYPE_BAD_EMAIL_AND_LEAVE' }
      | { type: 'SUBMIT' }
      | { type: 'FILL_LOGIN' }
      | { type: 'LOGIN_REFUSED' }
      | { type: 'LOGIN_THROTTLED' }
      | { type: 'LOGIN_ACCEPTED' }
      | { type: 'EDIT_PASSWORD' }
      | { type: 'PROFILE_ARRIVES' }
      | { type: 'UNVERIFIED_PROFILE_ARRIVES' }
      | { type: 'PROFILE_FAILS' }
      | { type: 'VISIT_PRIVACY_POLICY' }
      | { type: 'OPEN_ORDERS' }
      | { type: 'OPEN_REGISTER' }
      | { type: 'FILL_REGISTRATION' }
      | { type: 'REGISTRATION_REFUSED' }
      | { type: 'EMAIL_TAKEN' }
      | { type: 'FOLLOW_LOGIN_LINK' }
      | { type: 'REGISTRATION_ACCEPTED' }
      | { type: 'CHANGE_EMAIL_AND_LEAVE' };
  },
}).createMachine({
  id: 'signInBehaviour',
  initial: 'closed',
  states: {
    closed: { meta: { description: 'the app is not open yet' }, on: { OPEN_LOGIN: 'loginBlank' } },
    loginBlank: {
      meta: { description: 'the login form, empty and quiet' },
      on: {
        TYPE_BAD_EMAIL_AND_LEAVE: 'emailLeftInvalid',
        SUBMIT: 'loginAllErrors',
        FILL_LOGIN: 'loginFilled',
        OPEN_REGISTER: 'registerBlank',
      },
    },
    emailLeftInvalid: {
      meta: { description: 'the e-mail field, left invalid, says so; the password field is quiet' },
      on: { FILL_LOGIN: 'loginFilled' },
    },
    loginAllErrors: {
      meta: { description: 'a submit of the empty form: every field says what is wrong, focus on the first' },
      on: { SUBMIT: 'loginAllErrorsAgain', FILL_LOGIN: 'loginCorrected' },
    },
    loginAllErrorsAgain: {
      meta: { description: 'another empty submit: the errors stay and focus returns to the first' },
    },
    loginFilled: {
      meta: { description: 'both fields filled in, no error shown' },
      on: { SUBMIT: 'loggingIn' },
    },
    loginCorrected: {
      meta: { description: 'the errors corrected after a submit' },
      on: { SUBMIT: 'loggingIn' },
    },
    loggingIn: {
      meta: { description: 'the credentials are with the server; Log in waits' },
      on: {
        LOGIN_REFUSED: 'loginRefused',
        LOGIN_THROTTLED: 'loginThrottled',
        LOGIN_ACCEPTED: 'checkingProfile',
      },
    },
    loginThrottled: {
      meta: {
        description: "too many attempts: the server's own words in the toast, not 'check your password'",
      },
    },
    loginRefused: {
      meta: { description: "'Login failed' toast, the form keeps what was typed" },
      on: { SUBMIT: 'loggingIn', EDIT_PASSWORD: 'loginEdited' },
    },
    loginEdited: { meta: { description: 'the password retyped after a refusal' } },
    checkingProfile: {
      meta: { description: "'Login successful' toast, the token kept, the profile on its way" },
      on: {
        PROFILE_ARRIVES: 'dashboard',
        PROFILE_FAILS: 'landing',
        VISIT_PRIVACY_POLICY: 'privacyWhileChecking',
      },
    },
    privacyWhileChecking: {
      meta: { description: 'the privacy policy, opened while the profile was on its way' },
      on: { PROFILE_ARRIVES: 'privacySignedIn' },
    },
    privacySignedIn: { meta: { description: 'still on the privacy policy, now signed in' } },
    dashboard: {
      meta: { description: 'the dashboard of the signed-in seller' },
      on: { OPEN_ORDERS: 'orders' },
    },
    orders: { meta: { description: 'the orders page, from the side navigation' } },
    landing: { meta: { description: 'the profile could not be read: back on the landing page, token gone' } },
    registerBlank: {
      meta: { description: 'the registration form' },
      on: { FILL_REGISTRATION: 'registerFilled' },
    },
    registerFilled: {
      meta: { description: 'the registration filled in, no error shown' },
      on: { SUBMIT: 'registering' },
    },
    registering: {
      meta: { description: 'the registration is with the server; Register waits' },
      on: {
        REGISTRATION_REFUSED: 'registerRefused',
        EMAIL_TAKEN: 'emailTaken',
        REGISTRATION_ACCEPTED: 'verifyChecking',
      },
    },
    emailTaken: {
      meta: { description: "the e-mail has an account: the server's message beside Register, with Log in" },
      on: { FOLLOW_LOGIN_LINK: 'loginPrefilled' },
    },
    loginPrefilled: {
      meta: { description: 'the login form with the registered e-mail filled in' },
    },
    registerRefused: {
      meta: { description: "the server's message under the e-mail and alone in a toast" },
      on: { CHANGE_EMAIL_AND_LEAVE: 'registerEmailChanged' },
    },
    registerEmailChanged: {
      meta: { description: "another e-mail typed and left: the server's message is gone" },
    },
    verifyChecking: {
      meta: { description: "'Registration successful' toast, on /verify-email while the profile loads" },
      on: { UNVERIFIED_PROFILE_ARRIVES: 'verifyPage' },
    },
    verifyPage: { meta: { description: 'the verify-email page of the new seller' } },
  },
});

const signInEvents = (
  [
    'OPEN_LOGIN',
    'TYPE_BAD_EMAIL_AND_LEAVE',
    'SUBMIT',
    'FILL_LOGIN',
    'LOGIN_REFUSED',
    'LOGIN_THROTTLED',
    'LOGIN_ACCEPTED',
    'EDIT_PASSWORD',
    'PROFILE_ARRIVES',
    'UNVERIFIED_PROFILE_ARRIVES',
    'PROFILE_FAILS',
    'VISIT_PRIVACY_POLICY',
    'OPEN_ORDERS',
    'OPEN_REGISTER',
    'FILL_REGISTRATION',
    'REGISTRATION_REFUSED',
    'EMAIL_TAKEN',
    'FOLLOW_LOGIN_LINK',
    'REGISTRATION_ACCEPTED',
    'CHANGE_EMAIL_AND_LEAVE',
  ] as const
).map((type) => ({ type }));

const signInModel = createTestModel(signInBehaviour, { events: offered(signInEvents) });
const signInPaths = transitionPaths(signInModel, offered(signInEvents));

const registration: RegisterForm = {
  sellerName: 'Ana Reyes',
  spStoreName: 'Tindahan ni Ana',
  country: 'PH',
  email: 'ana@tindahan.ph',
  password: 'secret1',
  confirmPassword: 'secret1',
};
const credentials: LoginForm = { email: 'ana@tindahan.ph', password: 'secret1' };
const tooManySignIns = 'Too many sign-in attempts. Please try again in 15 minutes.';

describe(`a seller logs in or registers (model-based, ${signInPaths.length} paths)`, () => {
  for (const path of signInPaths) {
    it(path.description, async () => {
      const h = harness();
      const expectLoginErrors = (email: string | null, password: string | null) => {
        expect(shownUnder(emailField())).toBe(email ?? '');
        expect(shownUnder(passwordField())).toBe(password ?? '');
        if (email) expect(emailField()).toHaveAttribute('aria-invalid', 'true');
        else expect(emailField()).not.toHaveAttribute('aria-invalid');
      };
      const seller = (value: unknown) => expect(h.session().matches({ seller: value } as never)).toBe(true);
      const submitButton = () => screen.getByRole('button', { name: /^(Log in|Register)$/ });
      try {
        const states = {
          closed: () => expect(h.isOpen()).toBe(false),
          loginBlank: async () => {
            await heading('Log in to your store');
            expectLoginErrors(null, null);
            seller({ signedOut: 'idle' });
            expect(h.form().value).toBe('editing');
          },
          emailLeftInvalid: () => {
            expectLoginErrors('Please enter a valid email', null);
            expect(h.form().value).toBe('editing');
          },
          loginAllErrors: async () => {
            expectLoginErrors('Please enter a valid email', 'Password enter  password');
            await waitFor(() => expect(emailField()).toHaveFocus());
            expect(h.form().value).toBe('revising');
            expect(h.server.sent('login')).toEqual([]);
          },
          loginAllErrorsAgain: async () => {
            expectLoginErrors('Please enter a valid email', 'Password enter  password');
            await waitFor(() => expect(emailField()).toHaveFocus());
            expect(h.form().value).toBe('revising');
          },
          loginFilled: () => {
            expectLoginErrors(null, null);
            expect(h.form().value).toBe('editing');
          },
          loginCorrected: () => {
            expectLoginErrors(null, null);
            expect(h.form().value).toBe('revising');
          },
          loggingIn: () => {
            expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
            seller({ signedOut: 'loggingIn' });
            expect(h.form().value).toBe('submitted');
            expect(h.server.count('login')).toBe(1);
            expect(h.server.sent('login').at(-1)).toEqual(credentials);
          },
          loginRefused: async () => {
            // One toast however many refusals: a repeat restarts its twin instead of stacking over the form.
            await waitFor(() => expect(screen.getAllByText('Login failed')).toHaveLength(1), slow);
            expect(screen.getAllByText('Please check your email and password.')).toHaveLength(1);
            expect(emailField()).toHaveValue(credentials.email);
            expect(h.location()).toBe('/login');
            seller({ signedOut: 'idle' });
            expect(h.form().value).toBe('submitted');
            expect(localStorage.getItem('token')).toBeNull();
          },
          loginThrottled: async () => {
            const toast = (await screen.findByText(tooManySignIns, {}, slow)).closest('[role=alertdialog]');
            expect(toast).toHaveTextContent(/^Login failed/);
            expect(toast).not.toHaveTextContent('Please check your email and password.');
            seller({ signedOut: 'idle' });
            expect(h.session().context.failure).toMatchObject({ status: 429 });
          },
          loginEdited: () => {
            expect(passwordField()).toHaveValue('secret2');
            expectLoginErrors(null, null);
            expect(h.form().value).toBe('revising');
            seller({ signedOut: 'idle' });
          },
          checkingProfile: async () => {
            expect(await screen.findByText('Login successful', {}, slow)).toBeInTheDocument();
            expect(screen.getByText('You have successfully logged in.')).toBeInTheDocument();
            seller('loadingProfile');
            expect(localStorage.getItem('token')).toBe('fresh-token');
          },
          privacyWhileChecking: async () => {
            await heading('Privacy Policy');
            seller('loadingProfile');
            expect(h.session().context.path).toBe('/privacy-policy');
          },
          privacySignedIn: async () => {
            await waitFor(() => seller({ signedIn: 'ready' }));
            await heading('Privacy Policy');
            expect(h.location()).toBe('/privacy-policy');
          },
          dashboard: async () => {
            await heading('Welcome, Tindahan ni Ana');
            expect(h.location()).toBe('/dashboard');
            seller({ signedIn: 'ready' });
          },
          orders: async () => {
            await heading('Orders');
            expect(h.location()).toBe('/orders');
            seller({ signedIn: 'ready' });
            expect(h.session().context.path).toBe('/orders');
          },
          landing: async () => {
            await heading(/sell on suki/i);
            expect(h.location()).toBe('/');
            seller({ signedOut: 'idle' });
            expect(localStorage.getItem('token')).toBeNull();
          },
          registerBlank: async () => {
            await heading('Create your seller account');
            expect(h.location()).toBe('/register');
            seller({ signedOut: 'idle' });
            expect(h.form().value).toBe('editing');
          },
          registerFilled: () => {
            expect(screen.queryByText(/is required|do not match/)).not.toBeInTheDocument();
            expect(h.form().value).toBe('editing');
          },
          registering: () => {
            expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
            seller({ signedOut: 'registering' });
            expect(h.form().value).toBe('submitted');
            expect(h.server.sent('register')).toEqual([registration]);
          },
          registerRefused: async () => {
            const toast = await screen.findByRole('alertdialog', {}, slow);
            expect(within(toast).getByText('Must be a valid email address')).toBeInTheDocument();
            expect(screen.queryByText('Failed to register. Please try again.')).not.toBeInTheDocument();
            await waitFor(() => expect(shownUnder(emailField())).toBe('Must be a valid email address'));
            expect(emailField()).toHaveAttribute('aria-invalid', 'true');
            seller({ signedOut: 'idle' });
            expect(h.form().value).toBe('submitted');
          },
          emailTaken: async () => {
            const alert = await screen.findByRole('alert', {}, slow);
            expect(alert).toHaveTextContent('An account with this email already exists.');
            expect(within(alert).getByRole('link', { name: 'Log in' })).toHaveAttribute(
              'href',
              `/login?email=${encodeURIComponent(registration.email)}`,
            );
            // Said once, beside the form: no toast, and not the generic pair.
            expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
            expect(screen.queryByText('Failed to register. Please try again.')).not.toBeInTheDocument();
            seller({ signedOut: 'idle' });
            expect(h.session().context.failure).toMatchObject({ status: 409 });
          },
          loginPrefilled: async () => {
            await heading('Log in to your store');
            expect(h.location()).toBe('/login');
            expect(emailField()).toHaveValue(registration.email);
            expect(screen.queryByRole('alert')).not.toBeInTheDocument();
            seller({ signedOut: 'idle' });
            expect(h.session().context.failure).toBeNull();
          },
          registerEmailChanged: () => {
            expect(shownUnder(emailField())).toBe('');
            expect(emailField()).not.toHaveAttribute('aria-invalid');
            expect(h.form().value).toBe('revising');
          },
          verifyChecking: async () => {
            expect(await screen.findByText('Registration successful', {}, slow)).toBeInTheDocument();
            await waitFor(() => expect(h.location()).toBe('/verify-email'));
            seller('loadingProfile');
            expect(localStorage.getItem('token')).toBe('new-token');
          },
          verifyPage: async () => {
            await waitFor(() => seller({ signedIn: 'ready' }));
            await heading('Verify your email');
            expect(screen.getByText(unverified.email)).toBeInTheDocument();
          },
        };
        states.closed();
        await path.test({
          states,
          events: {
            OPEN_LOGIN: () => h.open('/login'),
            TYPE_BAD_EMAIL_AND_LEAVE: async () => {
              await fillIn(h, emailField(), 'ana@');
              await h.user.tab();
            },
            SUBMIT: () => h.user.click(submitButton()),
            FILL_LOGIN: async () => {
              await fillIn(h, emailField(), credentials.email);
              await fillIn(h, passwordField(), credentials.password);
            },
            LOGIN_REFUSED: () =>
              h.server.reject('login', refusal(401, 'Invalid email or password', 'UNAUTHENTICATED')),
            LOGIN_THROTTLED: () => h.server.reject('login', refusal(429, tooManySignIns, 'RATE_LIMITED')),
            LOGIN_ACCEPTED: () => h.server.resolve('login', 'fresh-token'),
            EDIT_PASSWORD: () => fillIn(h, passwordField(), 'secret2'),
            PROFILE_ARRIVES: () => h.server.resolve('profile', verified),
            UNVERIFIED_PROFILE_ARRIVES: () => h.server.resolve('profile', unverified),
            PROFILE_FAILS: () =>
              h.server.reject('profile', refusal(401, 'Unauthenticated', 'UNAUTHENTICATED')),
            VISIT_PRIVACY_POLICY: () => h.visit('/privacy-policy'),
            OPEN_ORDERS: () => h.user.click(screen.getByRole('link', { name: 'Orders' })),
            OPEN_REGISTER: () => h.user.click(screen.getByRole('link', { name: 'Create an account' })),
            FILL_REGISTRATION: async () => {
              await fillIn(h, screen.getByRole('textbox', { name: 'Seller name' }), registration.sellerName);
              await fillIn(h, screen.getByRole('textbox', { name: 'Store name' }), registration.spStoreName);
              await fillIn(h, emailField(), registration.email);
              await fillIn(h, passwordField(), registration.password);
              await fillIn(
                h,
                screen.getByLabelText('Confirm password', { selector: 'input' }),
                registration.confirmPassword,
              );
            },
            REGISTRATION_REFUSED: () =>
              h.server.reject(
                'register',
                refusal(400, 'Must be a valid email address', 'VALIDATION_FAILED', {
                  email: 'Must be a valid email address',
                }),
              ),
            EMAIL_TAKEN: () =>
              h.server.reject(
                'register',
                refusal(409, 'An account with this email already exists.', 'CONFLICT'),
              ),
            FOLLOW_LOGIN_LINK: () =>
              h.user.click(within(screen.getByRole('alert')).getByRole('link', { name: 'Log in' })),
            REGISTRATION_ACCEPTED: () => h.server.resolve('register', 'new-token'),
            CHANGE_EMAIL_AND_LEAVE: async () => {
              await fillIn(h, emailField(), 'ana.reyes@tindahan.ph');
              await h.user.tab();
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
// Verifying the e-mail: the link, the profile read again, resending the link, logging out.

const verifyBehaviour = setup({
  types: {} as {
    events:
      | { type: 'OPEN_LINK' }
      | { type: 'OPEN_PAGE' }
      | { type: 'VERIFIED' }
      | { type: 'LINK_EXPIRED' }
      | { type: 'UNVERIFIED_PROFILE' }
      | { type: 'VERIFIED_PROFILE' }
      | { type: 'PROFILE_FAILS' }
      | { type: 'RESEND' }
      | { type: 'RESEND_SUCCEEDS' }
      | { type: 'RESEND_TOO_SOON' }
      | { type: 'ONE_SECOND_PASSES' }
      | { type: 'COOL_DOWN_PASSES' }
      | { type: 'RESEND_FAILS' }
      | { type: 'VERIFIED_BEFORE' }
      | { type: 'CHECK_IS_DUE' }
      | { type: 'HIDE_PAGE' }
      | { type: 'SHOW_PAGE' }
      | { type: 'LOG_OUT' }
      | { type: 'LOGOUT_SUCCEEDS' }
      | { type: 'LOGOUT_FAILS' }
      | { type: 'VISIT_SUPPORT' };
  },
}).createMachine({
  id: 'verifyEmailBehaviour',
  initial: 'closed',
  states: {
    closed: {
      meta: { description: 'the app is not open yet; a seller token is stored' },
      on: { OPEN_LINK: 'linkOpened', OPEN_PAGE: 'pageOpened' },
    },
    linkOpened: {
      meta: { description: 'the e-mail link opened: the token is checked while the profile loads' },
      on: {
        VERIFIED: 'verifiedWhileChecking',
        LINK_EXPIRED: 'expired',
        UNVERIFIED_PROFILE: 'verifyingSignedIn',
      },
    },
    verifiedWhileChecking: {
      meta: { description: 'verified before the profile came: the profile is asked for again' },
      on: { VERIFIED_PROFILE: 'onboarding' },
    },
    verifyingSignedIn: {
      meta: { description: 'signed in as unverified while the token is checked' },
      on: { VERIFIED: 'refreshing', VERIFIED_BEFORE: 'alreadyVerified' },
    },
    alreadyVerified: {
      meta: { description: 'the link was used before: verified already, the profile read again' },
      on: { VERIFIED_PROFILE: 'onboarding' },
    },
    refreshing: {
      meta: { description: 'verified: the profile is read again' },
      on: { VERIFIED_PROFILE: 'onboarding', PROFILE_FAILS: 'landing' },
    },
    onboarding: { meta: { description: 'on to onboarding' } },
    landing: { meta: { description: 'the profile could not be read again: signed out on the landing page' } },
    expired: {
      meta: { description: 'the link has expired' },
      on: { UNVERIFIED_PROFILE: 'expiredSignedIn' },
    },
    expiredSignedIn: { meta: { description: 'the expired link, with Resend for the signed-in seller' } },
    pageOpened: {
      meta: { description: '/verify-email without a link, the profile on its way' },
      on: { UNVERIFIED_PROFILE: 'awaitingLink' },
    },
    awaitingLink: {
      meta: { description: 'the page asks the seller to open the link, with Resend and Log out' },
      on: { RESEND: 'resending', LOG_OUT: 'loggingOut', CHECK_IS_DUE: 'checking', HIDE_PAGE: 'pageHidden' },
    },
    checking: {
      meta: { description: 'a while later: the account is read again, in case it was verified elsewhere' },
      on: { VERIFIED_PROFILE: 'onboarding', UNVERIFIED_PROFILE: 'checkedStillWaiting' },
    },
    checkedStillWaiting: {
      meta: { description: 'still unverified: the page waits twice as long before the next check' },
    },
    pageHidden: {
      meta: { description: 'the page is hidden: however long it stays so, nothing is asked' },
      on: { SHOW_PAGE: 'checkingOnReturn' },
    },
    checkingOnReturn: {
      meta: { description: 'the page is shown again: the account is read again at once' },
      on: { VERIFIED_PROFILE: 'onboarding', UNVERIFIED_PROFILE: 'returnedStillWaiting' },
    },
    returnedStillWaiting: {
      meta: { description: 'still unverified after the return: the next check comes soon again' },
    },
    resending: {
      meta: { description: 'a new link is being sent; Resend waits' },
      on: { RESEND_SUCCEEDS: 'resent', RESEND_TOO_SOON: 'coolingDown', RESEND_FAILS: 'resendFailed' },
    },
    coolingDown: {
      meta: { description: "sent moments ago: the server's words, and Resend counts down" },
      on: { ONE_SECOND_PASSES: 'coolingDownLater', COOL_DOWN_PASSES: 'coolDownOver' },
    },
    coolingDownLater: { meta: { description: 'a second later the countdown shows one second less' } },
    coolDownOver: { meta: { description: 'the wait is over: Resend can be pressed again' } },
    resent: { meta: { description: "'Verification email sent' toast" } },
    resendFailed: { meta: { description: "'Failed to send verification email' toast" } },
    loggingOut: {
      meta: { description: 'the logout is with the server' },
      on: { LOGOUT_SUCCEEDS: 'loggedOut', LOGOUT_FAILS: 'loggedOut', VISIT_SUPPORT: 'loggingOutAtSupport' },
    },
    loggingOutAtSupport: {
      meta: { description: 'the support page, opened while the logout was with the server' },
      on: { LOGOUT_SUCCEEDS: 'loggedOut' },
    },
    loggedOut: { meta: { description: 'signed out on /login, token gone' } },
  },
});

const verifyEvents = (
  [
    'OPEN_LINK',
    'OPEN_PAGE',
    'VERIFIED',
    'LINK_EXPIRED',
    'UNVERIFIED_PROFILE',
    'VERIFIED_PROFILE',
    'PROFILE_FAILS',
    'RESEND',
    'RESEND_SUCCEEDS',
    'RESEND_TOO_SOON',
    'ONE_SECOND_PASSES',
    'COOL_DOWN_PASSES',
    'RESEND_FAILS',
    'VERIFIED_BEFORE',
    'CHECK_IS_DUE',
    'HIDE_PAGE',
    'SHOW_PAGE',
    'LOG_OUT',
    'LOGOUT_SUCCEEDS',
    'LOGOUT_FAILS',
    'VISIT_SUPPORT',
  ] as const
).map((type) => ({ type }));

const verifyModel = createTestModel(verifyBehaviour, { events: offered(verifyEvents) });
const verifyPaths = transitionPaths(verifyModel, offered(verifyEvents));

const tooSoon = 'A verification email was sent recently. You can ask for another in 45 seconds.';

/**
 * Timers of a second or more (the page's checks, the countdown, the toasts) wait until the test moves this
 * clock; shorter ones (React, Testing Library, user-event) stay real, so the screen still settles by itself.
 * Vitest's fake timers would hold those too, and Testing Library's waits would stall.
 */
const clock = (() => {
  const real = { setTimeout: globalThis.setTimeout, clearTimeout: globalThis.clearTimeout };
  const held = new Map<object, { due: number; run: () => void }>();
  let now = 0;
  return {
    hold() {
      now = 0;
      held.clear();
      globalThis.setTimeout = ((run: (...args: unknown[]) => void, ms = 0, ...args: unknown[]) => {
        if (ms < 1000) return real.setTimeout(run, ms, ...args);
        const id = {};
        held.set(id, { due: now + ms, run: () => run(...args) });
        return id;
      }) as typeof setTimeout;
      globalThis.clearTimeout = ((id: unknown) => {
        if (!(typeof id === 'object' && id !== null && held.delete(id))) real.clearTimeout(id as never);
      }) as typeof clearTimeout;
    },
    release() {
      globalThis.setTimeout = real.setTimeout;
      globalThis.clearTimeout = real.clearTimeout;
    },
    /** Moves the clock by `ms`, running each held timer that falls due on the way, in order. */
    advance: (ms: number) =>
      act(async () => {
        const until = now + ms;
        for (;;) {
          const next = [...held]
            .filter(([, timer]) => timer.due <= until)
            .sort((a, b) => a[1].due - b[1].due)[0];
          if (!next) break;
          held.delete(next[0]);
          now = next[1].due;
          next[1].run();
        }
        now = until;
      }),
  };
})();

/** What the browser does when the seller switches tabs or locks the phone. */
const pageVisibility = (state: DocumentVisibilityState) =>
  act(async () => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    document.dispatchEvent(new Event('visibilitychange'));
  });

describe(`a seller verifies the e-mail (model-based, ${verifyPaths.length} paths)`, () => {
  // The page's checks and the Resend countdown run on timers: the model moves the clock, not the wall.
  beforeEach(() => clock.hold());
  afterEach(() => {
    clock.release();
    Reflect.deleteProperty(document, 'visibilityState');
  });

  for (const path of verifyPaths) {
    it(path.description, async () => {
      const h = harness();
      const seller = (value: unknown) => expect(h.session().matches({ seller: value } as never)).toBe(true);
      const verification = (value: unknown) =>
        expect(h.verification().matches({ verification: value } as never)).toBe(true);
      const resendButton = () => screen.getByRole('button', { name: 'Resend' });
      try {
        const states = {
          closed: () => expect(h.isOpen()).toBe(false),
          linkOpened: async () => {
            await heading('Verifying your email');
            seller('loadingProfile');
            verification('verifying');
            // The flow starts its actors after the first render, which already shows the heading.
            await waitFor(() => expect(h.server.sent('verify')).toEqual(['abc123']));
          },
          verifiedWhileChecking: async () => {
            await heading('Email verified');
            verification('verified');
            seller('loadingProfile');
            // The profile read before the verification is stale: a second read is on its way.
            expect(h.server.count('profile')).toBe(2);
          },
          verifyingSignedIn: async () => {
            await waitFor(() => seller({ signedIn: 'ready' }));
            await heading('Verifying your email');
            verification('verifying');
          },
          alreadyVerified: async () => {
            await heading('Email already verified');
            expect(screen.getByText('Taking you to your store…')).toBeInTheDocument();
            expect(screen.queryByText('We could not verify your email')).not.toBeInTheDocument();
            verification('alreadyVerified');
            seller({ signedIn: 'refreshing' });
          },
          checking: async () => {
            await waitFor(() => expect(h.server.count('profile')).toBe(1));
            seller({ signedIn: 'refreshing' });
            verification('awaitingLink');
            await heading('Verify your email');
          },
          checkingOnReturn: async () => {
            expect(h.verification().matches({ watch: 'visible' })).toBe(true);
            await waitFor(() => expect(h.server.count('profile')).toBe(1));
            seller({ signedIn: 'refreshing' });
          },
          returnedStillWaiting: async () => {
            await waitFor(() => seller({ signedIn: 'ready' }));
            expect(h.verification().context.checkDelayMs).toBe(FIRST_CHECK_MS);
          },
          checkedStillWaiting: async () => {
            await waitFor(() => seller({ signedIn: 'ready' }));
            await heading('Verify your email');
            expect(h.verification().context.checkDelayMs).toBe(FIRST_CHECK_MS * 2);
            expect(h.verification().matches({ watch: 'visible' })).toBe(true);
          },
          pageHidden: async () => {
            expect(h.verification().matches({ watch: 'hidden' })).toBe(true);
            await clock.advance(FIRST_CHECK_MS * 100);
            expect(h.server.count('profile')).toBe(0);
            seller({ signedIn: 'ready' });
          },
          refreshing: async () => {
            await heading('Email verified');
            expect(screen.getByText('Taking you to onboarding…')).toBeInTheDocument();
            verification('verified');
            seller({ signedIn: 'refreshing' });
          },
          onboarding: async () => {
            await heading('Set up your store');
            expect(h.location()).toBe('/onboarding');
            seller({ signedIn: 'ready' });
            expect(h.session().context.profile?.isVerified).toBe(true);
          },
          landing: async () => {
            await heading(/sell on suki/i);
            expect(h.location()).toBe('/');
            seller({ signedOut: 'idle' });
            expect(localStorage.getItem('token')).toBeNull();
          },
          expired: async () => {
            await heading('We could not verify your email');
            expect(screen.getByText('This verification link has expired')).toBeInTheDocument();
            verification('failed');
            seller('loadingProfile');
          },
          expiredSignedIn: async () => {
            await waitFor(() => expect(resendButton()).toBeInTheDocument());
            expect(
              screen.getByText('Links expire after a while. Send yourself a new one.'),
            ).toBeInTheDocument();
            verification('failed');
            seller({ signedIn: 'ready' });
          },
          pageOpened: async () => {
            await heading('Verify your email');
            seller('loadingProfile');
            verification('awaitingLink');
            expect(h.server.sent('verify')).toEqual([]);
          },
          awaitingLink: async () => {
            await waitFor(() => expect(resendButton()).toBeInTheDocument());
            expect(screen.getByText(unverified.email)).toBeInTheDocument();
            seller({ signedIn: 'ready' });
            verification('awaitingLink');
            expect(h.verification().matches({ resend: 'idle' })).toBe(true);
          },
          resending: () => {
            expect(resendButton()).toHaveAttribute('aria-disabled', 'true');
            expect(h.verification().hasTag('resending')).toBe(true);
            expect(h.server.count('resend')).toBe(1);
          },
          resent: async () => {
            expect(await screen.findByText('Verification email sent', {}, slow)).toBeInTheDocument();
            expect(resendButton()).not.toHaveAttribute('aria-disabled');
            expect(h.verification().matches({ resend: 'idle' })).toBe(true);
          },
          coolingDown: async () => {
            expect(await screen.findByText(tooSoon, {}, slow)).toBeInTheDocument();
            expect(screen.getByRole('button', { name: 'Resend in 0:45' })).toBeDisabled();
            expect(h.verification().hasTag('coolingDown')).toBe(true);
            expect(h.verification().context.coolDownSeconds).toBe(45);
          },
          coolingDownLater: () => {
            expect(screen.getByRole('button', { name: 'Resend in 0:44' })).toBeDisabled();
            expect(h.verification().context.coolDownSeconds).toBe(44);
          },
          coolDownOver: () => {
            expect(resendButton()).toBeEnabled();
            expect(h.verification().matches({ resend: 'idle' })).toBe(true);
          },
          resendFailed: async () => {
            expect(
              await screen.findByText('Failed to send verification email', {}, slow),
            ).toBeInTheDocument();
            expect(h.verification().matches({ resend: 'idle' })).toBe(true);
          },
          loggingOut: () => {
            seller('loggingOut');
            expect(h.server.count('logout')).toBe(1);
          },
          loggingOutAtSupport: async () => {
            await heading('Support');
            seller('loggingOut');
            expect(h.session().context.path).toBe('/support');
          },
          loggedOut: async () => {
            await heading('Log in to your store');
            expect(h.location()).toBe('/login');
            seller({ signedOut: 'idle' });
            expect(h.session().context.profile).toBeNull();
            expect(localStorage.getItem('token')).toBeNull();
          },
        };
        states.closed();
        await path.test({
          states,
          events: {
            OPEN_LINK: () => h.open('/verify-email?token=abc123', { token: true }),
            OPEN_PAGE: () => h.open('/verify-email', { token: true }),
            VERIFIED: () => h.server.resolve('verify', { alreadyVerified: false }),
            VERIFIED_BEFORE: () => h.server.resolve('verify', { alreadyVerified: true }),
            CHECK_IS_DUE: () => clock.advance(FIRST_CHECK_MS),
            HIDE_PAGE: () => pageVisibility('hidden'),
            SHOW_PAGE: () => pageVisibility('visible'),
            LINK_EXPIRED: () =>
              h.server.reject(
                'verify',
                refusal(400, 'This verification link has expired', 'VALIDATION_FAILED'),
              ),
            UNVERIFIED_PROFILE: () => h.server.resolve('profile', unverified),
            // Every read still waiting gets the answer; a stale one is ignored by the session.
            VERIFIED_PROFILE: async () => {
              while (h.server.count('profile') > 0) await h.server.resolve('profile', notOnboarded);
            },
            PROFILE_FAILS: () =>
              h.server.reject('profile', refusal(401, 'Unauthenticated', 'UNAUTHENTICATED')),
            RESEND: () => h.user.click(resendButton()),
            RESEND_SUCCEEDS: () => h.server.resolve('resend', { sent: true }),
            RESEND_TOO_SOON: () =>
              h.server.resolve('resend', { sent: false, message: tooSoon, retryAfterSeconds: 45 }),
            ONE_SECOND_PASSES: () => clock.advance(1000),
            // One second at a time, as the seller watching the button sees it.
            COOL_DOWN_PASSES: async () => {
              for (let second = 0; second < 45; second += 1) await clock.advance(1000);
            },
            RESEND_FAILS: () =>
              h.server.reject('resend', new FailureError({ kind: 'network', message: 'offline' })),
            LOG_OUT: () => h.user.click(screen.getByRole('button', { name: 'Wrong address? Log out' })),
            LOGOUT_SUCCEEDS: () => h.server.resolve('logout'),
            LOGOUT_FAILS: () =>
              h.server.reject('logout', new FailureError({ kind: 'network', message: 'offline' })),
            VISIT_SUPPORT: () => h.visit('/support'),
          },
        });
      } finally {
        await h.close();
      }
    });
  }
});

// ---------------------------------------------------------------------------------------------------
// The admin's session: its own token, its own sign-in, its own area.

const adminBehaviour = setup({
  types: {} as {
    events:
      | { type: 'OPEN_ADMIN_LOGIN' }
      | { type: 'OPEN_ADMIN_AREA_WITH_TOKEN' }
      | { type: 'SIGN_IN' }
      | { type: 'SIGN_IN_REFUSED' }
      | { type: 'SIGN_IN_THROTTLED' }
      | { type: 'SIGN_IN_ACCEPTED' }
      | { type: 'ADMIN_PROFILE_ARRIVES' }
      | { type: 'ADMIN_PROFILE_FAILS' }
      | { type: 'OPEN_MARKETING' }
      | { type: 'LOG_OUT' };
  },
}).createMachine({
  id: 'adminSessionBehaviour',
  initial: 'closed',
  states: {
    closed: {
      meta: { description: 'the app is not open yet' },
      on: { OPEN_ADMIN_LOGIN: 'adminLogin', OPEN_ADMIN_AREA_WITH_TOKEN: 'checkingStoredToken' },
    },
    adminLogin: {
      meta: { description: 'the admin login form' },
      on: { SIGN_IN: 'signingIn' },
    },
    signingIn: {
      meta: { description: "the admin's credentials are with the server" },
      on: {
        SIGN_IN_REFUSED: 'refused',
        SIGN_IN_THROTTLED: 'throttled',
        SIGN_IN_ACCEPTED: 'checkingNewToken',
      },
    },
    refused: { meta: { description: "'Login failed' toast, still on the admin login" } },
    throttled: { meta: { description: "too many attempts: the server's words in the toast" } },
    checkingNewToken: {
      meta: { description: 'signed in: the admin token kept, the admin profile on its way' },
      on: { ADMIN_PROFILE_ARRIVES: 'dashboard', ADMIN_PROFILE_FAILS: 'signedOutAgain' },
    },
    checkingStoredToken: {
      meta: { description: "the admin area waits for the stored token's admin profile" },
      on: { ADMIN_PROFILE_ARRIVES: 'dashboard', ADMIN_PROFILE_FAILS: 'signedOutAgain' },
    },
    signedOutAgain: { meta: { description: 'the admin profile could not be read: admin login, token gone' } },
    dashboard: {
      meta: { description: 'the admin dashboard' },
      on: { OPEN_MARKETING: 'marketing', LOG_OUT: 'loggedOut' },
    },
    marketing: { meta: { description: 'the marketing page, from the admin navigation' } },
    loggedOut: { meta: { description: 'logged out to the admin login, token gone' } },
  },
});

const adminEvents = (
  [
    'OPEN_ADMIN_LOGIN',
    'OPEN_ADMIN_AREA_WITH_TOKEN',
    'SIGN_IN',
    'SIGN_IN_REFUSED',
    'SIGN_IN_THROTTLED',
    'SIGN_IN_ACCEPTED',
    'ADMIN_PROFILE_ARRIVES',
    'ADMIN_PROFILE_FAILS',
    'OPEN_MARKETING',
    'LOG_OUT',
  ] as const
).map((type) => ({ type }));

const adminModel = createTestModel(adminBehaviour, { events: offered(adminEvents) });
const adminPaths = transitionPaths(adminModel, offered(adminEvents));

describe(`an admin signs in and out (model-based, ${adminPaths.length} paths)`, () => {
  for (const path of adminPaths) {
    it(path.description, async () => {
      const h = harness();
      const admin = (value: unknown) => expect(h.session().matches({ admin: value } as never)).toBe(true);
      try {
        const states = {
          closed: () => expect(h.isOpen()).toBe(false),
          adminLogin: async () => {
            await heading('Admin log in');
            admin({ signedOut: 'idle' });
            expect(h.form().value).toBe('editing');
          },
          signingIn: () => {
            admin({ signedOut: 'loggingIn' });
            expect(h.form().value).toBe('submitted');
            expect(h.server.sent('adminLogin')).toEqual([
              { email: 'admin@suki.ph', password: 'admin-secret' },
            ]);
          },
          refused: async () => {
            expect(await screen.findByText('Login failed', {}, slow)).toBeInTheDocument();
            admin({ signedOut: 'idle' });
            expect(localStorage.getItem('admin_token')).toBeNull();
          },
          throttled: async () => {
            const toast = await screen.findByRole('alertdialog', {}, slow);
            expect(toast).toHaveTextContent(`Login failed${tooManySignIns}`);
            admin({ signedOut: 'idle' });
            expect(h.session().context.failure).toMatchObject({ status: 429 });
          },
          checkingNewToken: () => {
            admin('loadingProfile');
            expect(localStorage.getItem('admin_token')).toBe('new-admin-token');
            expect(localStorage.getItem('token')).toBeNull();
          },
          checkingStoredToken: async () => {
            expect(await screen.findByText('Loading…', {}, slow)).toBeInTheDocument();
            admin('loadingProfile');
          },
          signedOutAgain: async () => {
            await heading('Admin log in');
            await waitFor(() => expect(h.location()).toBe('/admin/login'));
            admin({ signedOut: 'idle' });
            expect(localStorage.getItem('admin_token')).toBeNull();
          },
          dashboard: async () => {
            await heading('Admin dashboard');
            expect(h.location()).toBe('/admin/dashboard');
            admin('signedIn');
            expect(h.session().matches({ seller: 'signedOut' })).toBe(true);
          },
          marketing: async () => {
            await heading('Marketing');
            expect(h.location()).toBe('/admin/socmed-post');
            admin('signedIn');
          },
          loggedOut: async () => {
            await heading('Admin log in');
            expect(h.location()).toBe('/admin/login');
            admin({ signedOut: 'idle' });
            expect(localStorage.getItem('admin_token')).toBeNull();
          },
        };
        states.closed();
        await path.test({
          states,
          events: {
            OPEN_ADMIN_LOGIN: () => h.open('/admin/login'),
            OPEN_ADMIN_AREA_WITH_TOKEN: () => h.open('/admin/dashboard', { adminToken: true }),
            SIGN_IN: async () => {
              await fillIn(h, emailField(), 'admin@suki.ph');
              await fillIn(h, passwordField(), 'admin-secret');
              await h.user.keyboard('{Enter}');
            },
            SIGN_IN_REFUSED: () =>
              h.server.reject('adminLogin', refusal(401, 'Invalid email or password', 'UNAUTHENTICATED')),
            SIGN_IN_THROTTLED: () =>
              h.server.reject('adminLogin', refusal(429, tooManySignIns, 'RATE_LIMITED')),
            SIGN_IN_ACCEPTED: () => h.server.resolve('adminLogin', 'new-admin-token'),
            ADMIN_PROFILE_ARRIVES: () => h.server.resolve('adminProfile', { email: 'admin@suki.ph' }),
            ADMIN_PROFILE_FAILS: () =>
              h.server.reject('adminProfile', refusal(401, 'Unauthenticated', 'UNAUTHENTICATED')),
            OPEN_MARKETING: () =>
              h.user.click(
                within(screen.getByRole('navigation', { name: 'Admin' })).getByRole('link', {
                  name: 'Marketing',
                }),
              ),
            LOG_OUT: () =>
              h.user.click(
                within(screen.getByRole('navigation', { name: 'Admin' })).getByRole('button', {
                  name: 'Logout',
                }),
              ),
          },
        });
      } finally {
        await h.close();
      }
    });
  }
});

afterAll(() => {
  const paths = visitPaths.length + signInPaths.length + verifyPaths.length + adminPaths.length;
  console.info(`session models: ${paths} paths covered`);
});
