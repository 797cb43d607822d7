// The session statechart with fake actors: redirects, tokens and toasts of issue 3 'Session statechart'.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { sessionMachine, type TokenKind } from '#machines/session/machine.ts';
import type { Notice } from '#machines/session/messages.ts';
import {
  FIRST_CHECK_MS,
  LONGEST_CHECK_MS,
  verifyEmailMachine,
  type ResendOutcome,
} from '#machines/session/verify-email-machine.ts';
import { selectEmailTakenMessage } from '#machines/session/selectors.ts';
import { FailureError } from '#machines/shared/failure.ts';
import type { RegisterForm } from '../../src/schemas/auth.ts';
import type { SellerProfile } from '../../src/schemas/seller.ts';

const profile = (overrides: Partial<SellerProfile> = {}): SellerProfile => ({
  email: 'ana@store.ph',
  sellerName: 'Ana Reyes',
  spStoreName: 'Tindahan ni Ana',
  isVerified: true,
  hasOnboarded: true,
  approvalStatus: 1,
  ...overrides,
});

const httpError = (status: number, message: string, code = 'VALIDATION_FAILED') =>
  new FailureError({ kind: 'http', status, code, message });

type Options = {
  path: string;
  sellerToken?: boolean;
  adminToken?: boolean;
  loadProfile?: () => Promise<SellerProfile>;
  login?: () => Promise<string>;
  register?: () => Promise<string>;
  logout?: () => Promise<void>;
  adminLogin?: () => Promise<string>;
  loadAdminProfile?: () => Promise<{ email: string }>;
};

/** A started session whose effects are recorded instead of performed. */
function startSession(options: Options) {
  const navigations: string[] = [];
  /** Which navigations replaced the history entry instead of pushing one. */
  const replaced: string[] = [];
  const toasts: Notice[] = [];
  const tokens = new Map<TokenKind, string>();
  if (options.sellerToken) tokens.set('seller', 'seller-token');
  if (options.adminToken) tokens.set('admin', 'admin-token');
  const logic = sessionMachine.provide({
    actors: {
      login: fromPromise(options.login ?? (async () => 'new-seller-token')),
      register: fromPromise(options.register ?? (async () => 'registered-token')),
      loadProfile: fromPromise(options.loadProfile ?? (async () => profile())),
      logout: fromPromise<void>(options.logout ?? (async () => undefined)),
      adminLogin: fromPromise(options.adminLogin ?? (async () => 'new-admin-token')),
      loadAdminProfile: fromPromise(options.loadAdminProfile ?? (async () => ({ email: 'admin@suki.ph' }))),
      adminLogout: fromPromise<void>(async () => undefined),
    },
    actions: {
      navigate: (_, { to, replace }) => {
        navigations.push(to);
        if (replace) replaced.push(to);
      },
      showToast: (_, notice) => void toasts.push(notice),
      rememberToken: (_, { kind, token }) => void tokens.set(kind, token),
      forgetToken: (_, { kind }) => void tokens.delete(kind),
    },
  });
  const actor = createActor(logic, {
    input: {
      path: options.path,
      hasSellerToken: options.sellerToken ?? false,
      hasAdminToken: options.adminToken ?? false,
    },
  });
  actor.start();
  /** What the router does after a navigation: report the new location. */
  const follow = () => {
    const last = navigations.at(-1);
    if (last) actor.send({ type: 'route.change', path: last });
  };
  return { actor, navigations, replaced, toasts, tokens, follow };
}

const settled = (actor: ReturnType<typeof startSession>['actor']) =>
  waitFor(actor, (snapshot) => !snapshot.hasTag('seller.pending') && !snapshot.hasTag('admin.pending'));

describe('session: signed out', () => {
  it.each(['/dashboard', '/products/12', '/orders', '/payments', '/onboarding', '/onboarding/welcome'])(
    'sends a visitor without a token from %s to /',
    (path) => {
      const { actor, navigations } = startSession({ path });
      expect(actor.getSnapshot().matches({ seller: 'signedOut' })).toBe(true);
      expect(navigations).toEqual(['/']);
    },
  );

  it.each([
    '/',
    '/login',
    '/register',
    '/verify-email',
    '/privacy-policy',
    '/support',
    '/nowhere',
    '/_error',
  ])('leaves a visitor without a token on %s', (path) => {
    const { navigations } = startSession({ path });
    expect(navigations).toEqual([]);
  });

  it('replaces the history entry it redirects from, so Back does not loop', () => {
    const { replaced } = startSession({ path: '/orders' });
    expect(replaced).toEqual(['/']);
  });

  it('redirects on a later route change too', () => {
    const { actor, navigations } = startSession({ path: '/login' });
    actor.send({ type: 'route.change', path: '/orders' });
    expect(navigations).toEqual(['/']);
    expect(actor.getSnapshot().context.path).toBe('/');
  });
});

describe('session: with a stored token', () => {
  it('fetches the profile and stays on a merchant page when verified and onboarded', async () => {
    const { actor, navigations } = startSession({ path: '/dashboard', sellerToken: true });
    expect(actor.getSnapshot().hasTag('seller.checking')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches({ seller: 'signedIn' }));
    expect(actor.getSnapshot().context.profile?.spStoreName).toBe('Tindahan ni Ana');
    expect(navigations).toEqual([]);
  });

  it('clears the token and goes to / when the profile cannot be read', async () => {
    const { actor, navigations, tokens } = startSession({
      path: '/dashboard',
      sellerToken: true,
      loadProfile: async () => {
        throw httpError(401, 'Unauthenticated', 'UNAUTHENTICATED');
      },
    });
    await waitFor(actor, (snapshot) => snapshot.matches({ seller: 'signedOut' }));
    expect(tokens.has('seller')).toBe(false);
    expect(navigations).toEqual(['/']);
    expect(actor.getSnapshot().context.profile).toBeNull();
  });

  it('sends an unverified seller to /verify-email from anywhere else', async () => {
    const { actor, navigations, follow } = startSession({
      path: '/dashboard',
      sellerToken: true,
      loadProfile: async () => profile({ isVerified: false, hasOnboarded: false }),
    });
    await waitFor(actor, (snapshot) => snapshot.matches({ seller: 'signedIn' }));
    expect(navigations).toEqual(['/verify-email']);
    follow();
    actor.send({ type: 'route.change', path: '/onboarding' });
    expect(navigations).toEqual(['/verify-email', '/verify-email']);
  });

  it('sends a verified seller who has not onboarded to /onboarding, but not from inside it', async () => {
    const { actor, navigations } = startSession({
      path: '/orders',
      sellerToken: true,
      loadProfile: async () => profile({ hasOnboarded: false, approvalStatus: null }),
    });
    await waitFor(actor, (snapshot) => snapshot.matches({ seller: 'signedIn' }));
    expect(navigations).toEqual(['/onboarding']);
    actor.send({ type: 'route.change', path: '/onboarding/welcome' });
    expect(navigations).toEqual(['/onboarding']);
  });

  it.each(['/login', '/register', '/'])('sends a signed-in seller on %s to /dashboard', async (path) => {
    const { actor, navigations } = startSession({ path, sellerToken: true });
    await waitFor(actor, (snapshot) => snapshot.matches({ seller: 'signedIn' }));
    expect(navigations).toEqual(['/dashboard']);
  });

  it('lets a signed-in seller read the privacy policy and support pages whatever the account state', async () => {
    const { actor, navigations } = startSession({
      path: '/privacy-policy',
      sellerToken: true,
      loadProfile: async () => profile({ isVerified: false }),
    });
    await waitFor(actor, (snapshot) => snapshot.matches({ seller: 'signedIn' }));
    actor.send({ type: 'route.change', path: '/support' });
    expect(navigations).toEqual([]);
  });
});

describe('session: login, registration and logout', () => {
  it('stores the token, toasts and lands on /dashboard after login', async () => {
    const { actor, navigations, toasts, tokens } = startSession({ path: '/login' });
    actor.send({ type: 'session.login', credentials: { email: 'ana@store.ph', password: 'secret1' } });
    expect(actor.getSnapshot().hasTag('seller.pending')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches({ seller: 'signedIn' }));
    expect(tokens.get('seller')).toBe('new-seller-token');
    expect(toasts).toEqual([
      { title: 'Login successful', description: 'You have successfully logged in.', tone: 'success' },
    ]);
    expect(navigations).toEqual(['/dashboard']);
  });

  it.each([
    [
      httpError(429, 'Too many sign-in attempts. Please wait.', 'RATE_LIMITED'),
      'Too many sign-in attempts. Please wait.',
    ],
    [httpError(403, 'Your account is suspended.', 'FORBIDDEN'), 'Your account is suspended.'],
    [httpError(503, 'Unavailable', 'DATABASE_UNAVAILABLE'), 'Please check your email and password.'],
    [new FailureError({ kind: 'network', message: 'Login failed' }), 'Please check your email and password.'],
  ])(
    "says why a sign-in failed in the server's words, for sellers and admins (%#)",
    async (error, description) => {
      const { actor, toasts } = startSession({
        path: '/login',
        login: async () => {
          throw error;
        },
        adminLogin: async () => {
          throw error;
        },
      });
      actor.send({ type: 'session.login', credentials: { email: 'ana@store.ph', password: 'secret1' } });
      await settled(actor);
      actor.send({ type: 'admin.login', credentials: { email: 'admin@suki.ph', password: 'secret1' } });
      await settled(actor);
      expect(toasts).toEqual([
        { title: 'Login failed', description, tone: 'error' },
        { title: 'Login failed', description, tone: 'error' },
      ]);
    },
  );

  it('toasts a failed login and stays signed out on /login', async () => {
    const { actor, navigations, toasts, tokens } = startSession({
      path: '/login',
      login: async () => {
        throw httpError(401, 'Invalid email or password', 'UNAUTHENTICATED');
      },
    });
    actor.send({ type: 'session.login', credentials: { email: 'ana@store.ph', password: 'wrong' } });
    await settled(actor);
    expect(actor.getSnapshot().matches({ seller: { signedOut: 'idle' } })).toBe(true);
    expect(toasts).toEqual([
      { title: 'Login failed', description: 'Please check your email and password.', tone: 'error' },
    ]);
    expect(tokens.size).toBe(0);
    expect(navigations).toEqual([]);
  });

  it('stores the token, toasts and goes to /verify-email after registration', async () => {
    const { actor, navigations, toasts, tokens } = startSession({
      path: '/register',
      loadProfile: async () => profile({ isVerified: false, hasOnboarded: false, approvalStatus: null }),
    });
    actor.send({
      type: 'session.register',
      registration: {
        sellerName: 'Ana',
        spStoreName: 'Ana Store',
        country: 'PH',
        email: 'ana@store.ph',
        password: 'secret1',
        confirmPassword: 'secret1',
      },
    });
    await waitFor(actor, (snapshot) => snapshot.matches({ seller: 'signedIn' }));
    expect(tokens.get('seller')).toBe('registered-token');
    expect(toasts).toEqual([{ title: 'Registration successful', tone: 'success' }]);
    expect(navigations).toEqual(['/verify-email']);
  });

  const registration: RegisterForm = {
    sellerName: 'Ana',
    spStoreName: 'Ana Store',
    country: 'PH',
    email: 'ana@store.ph',
    password: 'secret1',
    confirmPassword: 'secret1',
  };

  it.each([
    [
      httpError(429, 'Too many registrations from your network.', 'RATE_LIMITED'),
      { title: 'Too many registrations from your network.', tone: 'error' },
    ],
    [
      new FailureError({ kind: 'network', message: 'Registration failed' }),
      { title: 'Registration failed', description: 'Failed to register. Please try again.', tone: 'error' },
    ],
    [
      httpError(500, 'Internal error', 'INTERNAL_ERROR'),
      { title: 'Registration failed', description: 'Failed to register. Please try again.', tone: 'error' },
    ],
  ])('toasts the server message alone, or the spec pair without one (%#)', async (error, toast) => {
    const { actor, toasts, navigations } = startSession({
      path: '/register',
      register: async () => {
        throw error;
      },
    });
    actor.send({ type: 'session.register', registration });
    await settled(actor);
    expect(toasts).toEqual([toast]);
    expect(navigations).toEqual([]);
  });

  it('leaves a taken e-mail to the registration screen, without a toast, until another page opens', async () => {
    const { actor, toasts } = startSession({
      path: '/register',
      register: async () => {
        throw httpError(409, 'An account with this email already exists.', 'CONFLICT');
      },
    });
    actor.send({ type: 'session.register', registration });
    await settled(actor);
    expect(toasts).toEqual([]);
    expect(selectEmailTakenMessage(actor.getSnapshot())).toBe('An account with this email already exists.');
    actor.send({ type: 'route.change', path: '/login' });
    expect(selectEmailTakenMessage(actor.getSnapshot())).toBeNull();
  });

  it('ends the session on the server, clears the token and goes to /login on logout', async () => {
    let serverLogouts = 0;
    const { actor, navigations, tokens } = startSession({
      path: '/dashboard',
      sellerToken: true,
      logout: async () => void serverLogouts++,
    });
    await waitFor(actor, (snapshot) => snapshot.matches({ seller: 'signedIn' }));
    actor.send({ type: 'session.logout' });
    await waitFor(actor, (snapshot) => snapshot.matches({ seller: 'signedOut' }));
    expect(serverLogouts).toBe(1);
    expect(tokens.has('seller')).toBe(false);
    expect(navigations).toEqual(['/login']);
    expect(actor.getSnapshot().context.profile).toBeNull();
  });

  it('still signs out locally when the server logout fails', async () => {
    const { actor, tokens } = startSession({
      path: '/dashboard',
      sellerToken: true,
      logout: async () => {
        throw new FailureError({ kind: 'network', message: 'offline' });
      },
    });
    await waitFor(actor, (snapshot) => snapshot.matches({ seller: 'signedIn' }));
    actor.send({ type: 'session.logout' });
    await waitFor(actor, (snapshot) => snapshot.matches({ seller: 'signedOut' }));
    expect(tokens.has('seller')).toBe(false);
  });

  it('reads the profile again on session.refresh and continues to /onboarding once verified', async () => {
    let verified = false;
    const { actor, navigations, follow } = startSession({
      path: '/verify-email',
      sellerToken: true,
      loadProfile: async () => profile({ isVerified: verified, hasOnboarded: false }),
    });
    await waitFor(actor, (snapshot) => snapshot.matches({ seller: 'signedIn' }));
    expect(navigations).toEqual([]);
    verified = true;
    actor.send({ type: 'session.refresh' });
    await waitFor(
      actor,
      (snapshot) =>
        snapshot.matches({ seller: { signedIn: 'ready' } }) && snapshot.context.profile!.isVerified,
    );
    expect(navigations).toEqual(['/onboarding']);
    follow();
    expect(actor.getSnapshot().context.path).toBe('/onboarding');
  });
});

describe('session: reading the profile again', () => {
  it('stays signed in when the connection drops, and signs out when the server ended the session', async () => {
    let answer: () => Promise<SellerProfile> = async () =>
      profile({ isVerified: false, hasOnboarded: false });
    const { actor, tokens, navigations } = startSession({
      path: '/verify-email',
      sellerToken: true,
      loadProfile: () => answer(),
    });
    await waitFor(actor, (snapshot) => snapshot.matches({ seller: { signedIn: 'ready' } }));
    answer = async () => {
      throw new FailureError({ kind: 'network', message: 'offline' });
    };
    actor.send({ type: 'session.refresh' });
    await waitFor(actor, (snapshot) => snapshot.matches({ seller: { signedIn: 'ready' } }));
    expect(tokens.get('seller')).toBe('seller-token');
    expect(actor.getSnapshot().context.profile?.email).toBe('ana@store.ph');

    answer = async () => {
      throw httpError(401, 'Please sign in to continue.', 'UNAUTHENTICATED');
    };
    actor.send({ type: 'session.refresh' });
    await waitFor(actor, (snapshot) => snapshot.matches({ seller: 'signedOut' }));
    expect(tokens.has('seller')).toBe(false);
    expect(navigations).toEqual(['/']);
  });

  it('sends a verified, onboarded seller who opens a verification link again to the dashboard', async () => {
    const { actor, navigations } = startSession({ path: '/verify-email', sellerToken: true });
    await waitFor(actor, (snapshot) => snapshot.matches({ seller: 'signedIn' }));
    expect(navigations).toEqual(['/dashboard']);
  });
});

/** The verify-email page's machine on a simulated clock, its effects recorded. */
function startVerification({
  token = null,
  verify = async () => ({ alreadyVerified: false }),
  resend = async () => ({ sent: true }),
}: {
  token?: string | null;
  verify?: () => Promise<{ alreadyVerified: boolean }>;
  resend?: () => Promise<ResendOutcome>;
} = {}) {
  const clock = new SimulatedClock();
  const toasts: Notice[] = [];
  let checks = 0;
  const actor = createActor(
    verifyEmailMachine.provide({
      actors: { verify: fromPromise(verify), resend: fromPromise(resend) },
      actions: {
        continueSession: () => void (checks += 1),
        showToast: (_, notice) => void toasts.push(notice),
      },
    }),
    { input: { token }, clock },
  ).start();
  return { actor, clock, toasts, checks: () => checks };
}

describe('verify-email page', () => {
  it('says a link opened again is verified already, and moves the seller on', async () => {
    const { actor, checks } = startVerification({
      token: 'used-token',
      verify: async () => ({ alreadyVerified: true }),
    });
    await waitFor(actor, (snapshot) => snapshot.matches({ verification: 'alreadyVerified' }));
    expect(checks()).toBe(1);
  });

  it("counts down the server's cool-down on Resend, then offers it again", async () => {
    const message = 'A verification email was sent recently. You can ask for another in 3 seconds.';
    const { actor, clock, toasts } = startVerification({
      resend: async () => ({ sent: false, message, retryAfterSeconds: 3 }),
    });
    actor.send({ type: 'email.resend' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('coolingDown'));
    expect(toasts).toEqual([{ title: message, tone: 'info' }]);
    expect(actor.getSnapshot().context.coolDownSeconds).toBe(3);
    expect(actor.getSnapshot().can({ type: 'email.resend' })).toBe(false);
    clock.increment(1000);
    expect(actor.getSnapshot().context.coolDownSeconds).toBe(2);
    clock.increment(999);
    expect(actor.getSnapshot().context.coolDownSeconds).toBe(2);
    clock.increment(1);
    expect(actor.getSnapshot().context.coolDownSeconds).toBe(1);
    // The simulated clock starts a timer set while it moves at the time it moved to: one second at a time.
    clock.increment(1000);
    expect(actor.getSnapshot().matches({ resend: 'idle' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'email.resend' })).toBe(true);
  });

  it('checks the account again with a growing wait, only while the page is visible', () => {
    const { actor, clock, checks } = startVerification();
    clock.increment(FIRST_CHECK_MS - 1);
    expect(checks()).toBe(0);
    clock.increment(1);
    expect(checks()).toBe(1);
    clock.increment(FIRST_CHECK_MS * 2);
    expect(checks()).toBe(2);
    clock.increment(FIRST_CHECK_MS * 4);
    expect(checks()).toBe(3);
    expect(actor.getSnapshot().context.checkDelayMs).toBe(FIRST_CHECK_MS * 8);
    clock.increment(FIRST_CHECK_MS * 8);
    clock.increment(LONGEST_CHECK_MS);
    expect(checks()).toBe(5);
    expect(actor.getSnapshot().context.checkDelayMs).toBe(LONGEST_CHECK_MS);

    actor.send({ type: 'page.hidden' });
    clock.increment(LONGEST_CHECK_MS * 10);
    expect(checks()).toBe(5);
    // Back on the page: at once, then soon again.
    actor.send({ type: 'page.visible' });
    expect(checks()).toBe(6);
    clock.increment(FIRST_CHECK_MS);
    expect(checks()).toBe(7);
  });

  it('does not check while a link is being verified, and checks again once it failed', async () => {
    let refuse: (error: unknown) => void = () => undefined;
    const { actor, clock, checks } = startVerification({
      token: 'old-token',
      verify: () => new Promise((_, reject) => (refuse = reject)),
    });
    clock.increment(FIRST_CHECK_MS * 3);
    expect(checks()).toBe(0);
    refuse(httpError(400, 'This verification link has expired.', 'BAD_REQUEST'));
    await waitFor(actor, (snapshot) => snapshot.matches({ verification: 'failed' }));
    clock.increment(FIRST_CHECK_MS);
    expect(checks()).toBe(1);
  });
});

describe('session: refresh while the profile is in flight', () => {
  it('reads the profile again, so a verification that lands mid-request is not lost', async () => {
    const answers: Array<(profile: SellerProfile) => void> = [];
    const { actor, navigations } = startSession({
      path: '/verify-email',
      sellerToken: true,
      loadProfile: () => new Promise((resolve) => answers.push(resolve)),
    });
    expect(answers).toHaveLength(1);
    actor.send({ type: 'session.refresh' });
    expect(answers).toHaveLength(2);
    // The first, stale answer arrives after the restart and is ignored.
    answers[0]!(profile({ isVerified: false, hasOnboarded: false }));
    answers[1]!(profile({ isVerified: true, hasOnboarded: false }));
    await waitFor(actor, (snapshot) => snapshot.matches({ seller: 'signedIn' }));
    expect(actor.getSnapshot().context.profile?.isVerified).toBe(true);
    expect(navigations).toEqual(['/onboarding']);
  });
});

describe('session: admin area', () => {
  it.each(['/admin', '/admin/dashboard', '/admin/categories', '/admin/socmed-post', '/admin/campaigns'])(
    'refuses %s without an admin token',
    (path) => {
      const { navigations } = startSession({ path });
      expect(navigations).toEqual(['/admin/login']);
    },
  );

  it('does not apply seller rules to admin pages', async () => {
    const { actor, navigations } = startSession({
      path: '/admin/login',
      sellerToken: true,
      loadProfile: async () => profile({ isVerified: false }),
    });
    await waitFor(actor, (snapshot) => snapshot.matches({ seller: 'signedIn' }));
    expect(navigations).toEqual([]);
  });

  it('signs the admin in with the admin_token and lands on /admin/dashboard', async () => {
    const { actor, navigations, tokens, toasts } = startSession({ path: '/admin/login' });
    actor.send({ type: 'admin.login', credentials: { email: 'admin@suki.ph', password: 'secret' } });
    await waitFor(actor, (snapshot) => snapshot.matches({ admin: 'signedIn' }));
    expect(tokens.get('admin')).toBe('new-admin-token');
    expect(tokens.has('seller')).toBe(false);
    expect(navigations).toEqual(['/admin/dashboard']);
    expect(toasts[0]?.title).toBe('Login successful');
  });

  it('clears a stale admin token and refuses the admin area', async () => {
    const { actor, navigations, tokens } = startSession({
      path: '/admin/dashboard',
      adminToken: true,
      loadAdminProfile: async () => {
        throw httpError(401, 'Unauthenticated', 'UNAUTHENTICATED');
      },
    });
    await waitFor(actor, (snapshot) => snapshot.matches({ admin: 'signedOut' }));
    expect(tokens.has('admin')).toBe(false);
    expect(navigations).toEqual(['/admin/login']);
  });

  it('logs the admin out to /admin/login', async () => {
    const { actor, navigations, tokens } = startSession({ path: '/admin/dashboard', adminToken: true });
    await waitFor(actor, (snapshot) => snapshot.matches({ admin: 'signedIn' }));
    actor.send({ type: 'admin.logout' });
    await waitFor(actor, (snapshot) => snapshot.matches({ admin: 'signedOut' }));
    expect(tokens.has('admin')).toBe(false);
    expect(navigations).toEqual(['/admin/login']);
  });
});
