// The real App over a memory router with fake actors: what view and model tests render.
import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createActor, fromPromise } from 'xstate';
import { changePasswordMachine } from '#machines/change-password/machine.ts';
import { createFakeNotifications } from '#machines/notifications/fakes.ts';
import { createFakeAdminReview, type FakeAdminReviewOptions } from '#machines/admin-review/fakes.ts';
import { adminQueueMachine } from '#machines/admin-review/queue-machine.ts';
import { sellerReviewMachine } from '#machines/admin-review/review-machine.ts';
import { notificationsMachine } from '#machines/notifications/machine.ts';
import { finishOnboarding } from '#machines/onboarding/actors.ts';
import { createFakeOnboarding, type FakeOnboarding } from '#machines/onboarding/fakes.ts';
import { onboardingMachine } from '#machines/onboarding/machine.ts';
import { onboardingStatusMachine } from '#machines/onboarding/status.ts';
import { privacyPolicyMachine, supportDetailsMachine } from '#machines/resource/machine.ts';
import { sessionMachine } from '#machines/session/machine.ts';
import { verifyEmailMachine } from '#machines/session/verify-email-machine.ts';
import { FailureError } from '#machines/shared/failure.ts';
import { forgotPasswordMachine, resetPasswordMachine } from '#machines/submission/machine.ts';
import type { AdminProfile } from '../../src/schemas/admin.ts';
import type { LoginForm, RegisterForm } from '../../src/schemas/auth.ts';
import type { SellerProfile } from '../../src/schemas/seller.ts';
import { App } from '../../src/views/app/App.tsx';
import type { AppLogic } from '../../src/views/app/app-logic.tsx';
import { dismissAllToasts, showToast } from '../../src/views/toast/toasts.ts';

export const sellerProfile = (overrides: Partial<SellerProfile> = {}): SellerProfile => ({
  email: 'ana@tindahan.ph',
  sellerName: 'Ana Reyes',
  spStoreName: 'Tindahan ni Ana',
  isVerified: true,
  hasOnboarded: true,
  approvalStatus: 1,
  ...overrides,
});

export const rejected = (status: number, message: string, code = 'VALIDATION_FAILED') =>
  Promise.reject(new FailureError({ kind: 'http', status, code, message }));

export type Fakes = {
  loadProfile?: () => Promise<SellerProfile>;
  login?: (credentials: LoginForm) => Promise<string>;
  register?: (registration: RegisterForm) => Promise<string>;
  logout?: () => Promise<void>;
  adminLogin?: (credentials: LoginForm) => Promise<string>;
  loadAdminProfile?: () => Promise<AdminProfile>;
  verify?: (token: string) => Promise<void>;
  resend?: () => Promise<void>;
  forgotPassword?: (email: string) => Promise<void>;
  resetPassword?: (input: { token: string; newPassword: string }) => Promise<void>;
  privacyPolicy?: () => Promise<{ content: string }>;
  supportEmail?: string;
  changePassword?: (input: { oldPassword: string; newPassword: string }) => Promise<void>;
  /** The in-memory admin sellers API behind the review screens. */
  adminReview?: FakeAdminReviewOptions;
  /** The in-memory onboarding and maps APIs (createFakeOnboarding), so a test can read what was sent. */
  onboarding?: FakeOnboarding;
};

/** Tokens live in the real localStorage (setup-dom clears it after each test), as in the browser. */
export function createFakeAppLogic(
  path: string,
  navigate: (to: string, options?: { replace?: boolean }) => void,
  fakes: Fakes = {},
): AppLogic {
  const merchantArea = Promise.resolve({
    changePassword: changePasswordMachine.provide({
      actors: {
        changePassword: fromPromise<void, { oldPassword: string; newPassword: string }>(
          ({ input }) => fakes.changePassword?.(input) ?? Promise.resolve(),
        ),
      },
    }),
    notifications: notificationsMachine.provide({
      actors: createFakeNotifications().actors,
      actions: { navigate: (_, { to }) => navigate(to) },
    }),
  });
  const session = createActor(
    sessionMachine.provide({
      actors: {
        login: fromPromise(({ input }) => fakes.login?.(input) ?? Promise.resolve('seller-token')),
        register: fromPromise(({ input }) => fakes.register?.(input) ?? Promise.resolve('seller-token')),
        loadProfile: fromPromise(() => fakes.loadProfile?.() ?? Promise.resolve(sellerProfile())),
        logout: fromPromise(() => fakes.logout?.() ?? Promise.resolve()),
        adminLogin: fromPromise(({ input }) => fakes.adminLogin?.(input) ?? Promise.resolve('admin-token')),
        loadAdminProfile: fromPromise(
          () => fakes.loadAdminProfile?.() ?? Promise.resolve({ email: 'admin@suki.ph' }),
        ),
        adminLogout: fromPromise(() => Promise.resolve()),
      },
      actions: {
        navigate: (_, { to, replace }) => navigate(to, { replace }),
        showToast: (_, content) => showToast(content),
        rememberToken: (_, { kind, token }) =>
          localStorage.setItem(kind === 'seller' ? 'token' : 'admin_token', token),
        forgetToken: (_, { kind }) => localStorage.removeItem(kind === 'seller' ? 'token' : 'admin_token'),
      },
    }),
    {
      input: {
        path,
        hasSellerToken: localStorage.getItem('token') !== null,
        hasAdminToken: localStorage.getItem('admin_token') !== null,
      },
    },
  );
  session.start();
  return {
    session,
    verifyEmail: verifyEmailMachine.provide({
      actors: {
        verify: fromPromise(({ input }) => fakes.verify?.(input.token) ?? Promise.resolve()),
        resend: fromPromise(() => fakes.resend?.() ?? Promise.resolve()),
      },
      actions: {
        continueSession: () => session.send({ type: 'session.refresh' }),
        showToast: (_, content) => showToast(content),
      },
    }),
    forgotPassword: forgotPasswordMachine.provide({
      actors: {
        submit: fromPromise(({ input }) => fakes.forgotPassword?.(input.email ?? '') ?? Promise.resolve()),
      },
    }),
    resetPassword: resetPasswordMachine.provide({
      actors: {
        submit: fromPromise(
          ({ input }) =>
            fakes.resetPassword?.({ token: input.token ?? '', newPassword: input.newPassword ?? '' }) ??
            Promise.resolve(),
        ),
      },
    }),
    privacyPolicy: privacyPolicyMachine.provide({
      actors: {
        load: fromPromise(
          () => fakes.privacyPolicy?.() ?? Promise.resolve({ content: '# Data we keep\n\nYour e-mail.' }),
        ),
      },
    }),
    supportDetails: supportDetailsMachine.provide({
      actors: { load: fromPromise(async () => ({ supportEmail: fakes.supportEmail ?? 'help@suki.ph' })) },
    }),
    ...fakeAdminReviewLogic(fakes.adminReview),
    ...fakeOnboardingLogic(fakes.onboarding ?? createFakeOnboarding(), () =>
      finishOnboarding(session, navigate),
    ),
    merchantArea: () => merchantArea,
  };
}

/** The onboarding form and the dashboard's status over one in-memory onboarding API. */
function fakeOnboardingLogic(api: FakeOnboarding, finish: () => void) {
  const onboarding = Promise.resolve(onboardingMachine.provide({ actors: api.actors, actions: { finish } }));
  return {
    onboarding: () => onboarding,
    onboardingStatus: onboardingStatusMachine.provide({ actors: { load: api.actors.loadOnboarding } }),
  };
}

/** The admin review machines over one shared in-memory API, so a decision shows in the queue. */
function fakeAdminReviewLogic(options: FakeAdminReviewOptions = {}) {
  const api = createFakeAdminReview(options);
  const logic = Promise.resolve({
    queue: adminQueueMachine.provide({ actors: api.queueActors }),
    review: sellerReviewMachine.provide({
      actors: api.reviewActors,
      actions: {
        announceDecision: (_, { decision, sellerName }) =>
          showToast({
            title: decision.decision === 'approved' ? 'Seller approved' : 'Seller rejected',
            description: sellerName,
            tone: 'success',
          }),
      },
    }),
  });
  return { adminReview: () => logic };
}

/** Renders the real App at `path` (query included) with these fakes; returns where the router is. */
export function renderApp(path: string, fakes: Fakes = {}) {
  const memory = memoryLocation({ path, record: true });
  const logic = createFakeAppLogic(
    path.split('?')[0] ?? path,
    (to, options) => memory.navigate(to, options),
    fakes,
  );
  const view = render(
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      <App logic={logic} />
    </Router>,
  );
  return {
    ...view,
    logic,
    memory,
    /** The current path, without the query. */
    location: () => (memory.history.at(-1) ?? path).split('?')[0],
    unmountAll: async () => {
      view.unmount();
      logic.session.stop();
      // The toast queue is app-wide, like in the browser: clear it so the next test starts quiet.
      await dismissAllToasts();
    },
  };
}
