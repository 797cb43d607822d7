// The real App over a memory router with fake actors: what view and model tests render.
import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createActor, fromPromise } from 'xstate';
import { changePasswordMachine } from '#machines/change-password/machine.ts';
import { createFakeNotifications } from '#machines/notifications/fakes.ts';
import { notificationsMachine } from '#machines/notifications/machine.ts';
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
};

/** Tokens live in the real localStorage (setup-dom clears it after each test), as in the browser. */
export function createFakeAppLogic(
  path: string,
  navigate: (to: string, options?: { replace?: boolean }) => void,
  fakes: Fakes = {},
): AppLogic {
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
    changePassword: changePasswordMachine.provide({
      actors: {
        changePassword: fromPromise(({ input }) => fakes.changePassword?.(input) ?? Promise.resolve()),
      },
    }),
    notifications: notificationsMachine.provide({
      actors: createFakeNotifications().actors,
      actions: { navigate: (_, { to }) => navigate(to) },
    }),
  };
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
    unmountAll: () => {
      view.unmount();
      logic.session.stop();
      // The toast queue is app-wide, like in the browser: clear it so the next test starts quiet.
      dismissAllToasts();
    },
  };
}
