// Model-based: token present/absent × profile ok/failed/unverified/not onboarded × path class, each path
// driving the real App with fake actors and checking where the seller lands and what they see.
import { createTestModel } from '@xstate/graph';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { assign, createMachine } from 'xstate';
import { rejected, renderApp, sellerProfile, type Fakes } from '../views/fake-app-logic.tsx';

type Token = 'present' | 'absent';
type Profile = 'ok' | 'failed' | 'unverified' | 'notOnboarded';
type PathClass = 'public' | 'merchant' | 'onboarding' | 'notFound';

type ModelContext = { token: Token | null; profile: Profile | null; pathClass: PathClass | null };

/** What the seller does before the app starts: what the browser holds, what the server says, where they go. */
const behaviour = createMachine({
  id: 'sessionBehaviour',
  types: {} as {
    context: ModelContext;
    events:
      | { type: 'token.present' }
      | { type: 'token.absent' }
      | { type: 'profile.ok' }
      | { type: 'profile.failed' }
      | { type: 'profile.unverified' }
      | { type: 'profile.notOnboarded' }
      | { type: 'visit.public' }
      | { type: 'visit.merchant' }
      | { type: 'visit.onboarding' }
      | { type: 'visit.notFound' };
  },
  context: { token: null, profile: null, pathClass: null },
  initial: 'browser',
  states: {
    browser: {
      on: {
        'token.present': { target: 'server', actions: assign({ token: 'present' }) },
        'token.absent': { target: 'visit', actions: assign({ token: 'absent' }) },
      },
    },
    server: {
      on: {
        'profile.ok': { target: 'visit', actions: assign({ profile: 'ok' }) },
        'profile.failed': { target: 'visit', actions: assign({ profile: 'failed' }) },
        'profile.unverified': { target: 'visit', actions: assign({ profile: 'unverified' }) },
        'profile.notOnboarded': { target: 'visit', actions: assign({ profile: 'notOnboarded' }) },
      },
    },
    visit: {
      on: {
        'visit.public': { target: 'shown', actions: assign({ pathClass: 'public' }) },
        'visit.merchant': { target: 'shown', actions: assign({ pathClass: 'merchant' }) },
        'visit.onboarding': { target: 'shown', actions: assign({ pathClass: 'onboarding' }) },
        'visit.notFound': { target: 'shown', actions: assign({ pathClass: 'notFound' }) },
      },
    },
    shown: { type: 'final' },
  },
});

const entryPath: Record<PathClass, string> = {
  public: '/login',
  merchant: '/dashboard',
  onboarding: '/onboarding',
  notFound: '/no-such-page',
};

/** Where each page is recognised: its level-1 heading. */
const headings = {
  '/': /sell on suki/i,
  '/login': 'Log in to your store',
  '/dashboard': 'Welcome, Tindahan ni Ana',
  '/verify-email': 'Verify your email',
  '/onboarding': 'Set up your store',
  notFound: 'Oops! page not found',
} as const;

/** The oracle, written from issue 3's rules independently of the production redirect code. */
function expected({ token, profile, pathClass }: ModelContext): { path: string; heading: string | RegExp } {
  const start = entryPath[pathClass!];
  if (pathClass === 'notFound' && !(token === 'present' && profile === 'failed'))
    return { path: start, heading: headings.notFound };
  if (token === 'absent')
    return pathClass === 'public'
      ? { path: '/login', heading: headings['/login'] }
      : { path: '/', heading: headings['/'] };
  switch (profile) {
    case 'failed':
      return { path: '/', heading: headings['/'] };
    case 'unverified':
      return { path: '/verify-email', heading: headings['/verify-email'] };
    case 'notOnboarded':
      return { path: '/onboarding', heading: headings['/onboarding'] };
    default:
      return pathClass === 'onboarding'
        ? { path: '/onboarding', heading: headings['/onboarding'] }
        : { path: '/dashboard', heading: headings['/dashboard'] };
  }
}

const profiles: Record<Profile, Fakes['loadProfile']> = {
  ok: async () => sellerProfile(),
  failed: () => rejected(401, 'Unauthenticated', 'UNAUTHENTICATED'),
  unverified: async () => sellerProfile({ isVerified: false, hasOnboarded: false, approvalStatus: null }),
  notOnboarded: async () => sellerProfile({ hasOnboarded: false, approvalStatus: null }),
};

const model = createTestModel(behaviour);
const paths = model.getSimplePaths({
  toState: (snapshot) => snapshot.matches('shown'),
  // Only what the model allows from here (the events option is the model's own menu, filtered by can()).
  events: (snapshot) =>
    (
      [
        'token.present',
        'token.absent',
        'profile.ok',
        'profile.failed',
        'profile.unverified',
        'profile.notOnboarded',
        'visit.public',
        'visit.merchant',
        'visit.onboarding',
        'visit.notFound',
      ] as const
    )
      .map((type) => ({ type }))
      .filter((event) => snapshot.can(event)),
});

afterAll(() => {
  console.log(`session model: ${paths.length} paths covered`);
});

describe('session redirects (model-based)', () => {
  it('covers every token × profile × path-class combination', () => {
    expect(paths).toHaveLength(4 + 4 * 4);
  });

  for (const path of paths) {
    it(path.description, async () => {
      await path.test({
        events: {},
        states: {
          shown: async (snapshot) => {
            const context = snapshot.context as ModelContext;
            if (context.token === 'present') localStorage.setItem('token', 'stored-token');
            const app = renderApp(entryPath[context.pathClass!], {
              loadProfile: context.profile ? profiles[context.profile] : undefined,
            });
            const outcome = expected(context);
            expect(
              await screen.findByRole('heading', { level: 1, name: outcome.heading }, { timeout: 5000 }),
            ).toBeInTheDocument();
            await waitFor(() => expect(app.location()).toBe(outcome.path));
            if (context.profile === 'failed') expect(localStorage.getItem('token')).toBeNull();
            if (context.token === 'present' && context.profile !== 'failed')
              expect(localStorage.getItem('token')).toBe('stored-token');
            await app.unmountAll();
          },
        },
      });
    });
  }
});
