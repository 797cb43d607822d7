// The composition root: every machine gets its real effects here (services, router, toasts, storage).
import { createActor, fromPromise } from 'xstate';
import { navigate as browserNavigate } from 'wouter/use-browser-location';
import { privacyPolicyMachine, supportDetailsMachine } from '#machines/resource/machine.ts';
import { sessionMachine } from '#machines/session/machine.ts';
import { verifyEmailMachine } from '#machines/session/verify-email-machine.ts';
import { forgotPasswordMachine, resetPasswordMachine } from '#machines/submission/machine.ts';
import type { AppLogic } from '../views/app/app-logic.tsx';
import { showToast } from '../views/toast/toasts.ts';
import { onboardingStatusMachine } from '#machines/onboarding/status.ts';
import * as admin from '../services/admin.ts';
import * as auth from '../services/auth.ts';
import * as config from '../services/config.ts';
import * as privacy from '../services/privacy.ts';
import * as seller from '../services/seller.ts';
import { tokenStorage } from '../services/token-storage.ts';

export type Navigate = (to: string, options?: { replace?: boolean }) => void;

/** The session with its real actors; `navigate` moves the router. */
export const provideSession = (navigate: Navigate) =>
  sessionMachine.provide({
    actors: {
      login: fromPromise(({ input }) => auth.login(input)),
      register: fromPromise(({ input }) => auth.register(input)),
      loadProfile: fromPromise(() => seller.getProfile()),
      logout: fromPromise(() => auth.logout()),
      adminLogin: fromPromise(({ input }) => admin.adminLogin(input)),
      loadAdminProfile: fromPromise(() => admin.getAdminProfile()),
      adminLogout: fromPromise(() => admin.adminLogout()),
    },
    actions: {
      navigate: (_, { to, replace }) => navigate(to, { replace }),
      showToast: (_, content) => showToast(content),
      rememberToken: (_, { kind, token }) => tokenStorage.set(kind, token),
      forgetToken: (_, { kind }) => tokenStorage.clear(kind),
    },
  });

/** Everything the views run, around one started session actor. */
export function createAppLogic({
  navigate = browserNavigate,
  path = window.location.pathname,
}: { navigate?: Navigate; path?: string } = {}): AppLogic {
  const session = createActor(provideSession(navigate), {
    input: {
      path,
      hasSellerToken: tokenStorage.get('seller') !== null,
      hasAdminToken: tokenStorage.get('admin') !== null,
    },
  });
  session.start();
  let adminReview: ReturnType<AppLogic['adminReview']> | undefined;
  let merchantArea: ReturnType<AppLogic['merchantArea']> | undefined;
  let onboarding: ReturnType<AppLogic['onboarding']> | undefined;

  return {
    session,
    verifyEmail: verifyEmailMachine.provide({
      actors: {
        verify: fromPromise(({ input }) => auth.verifyEmail(input.token)),
        resend: fromPromise(() => auth.resendVerificationEmail()),
      },
      actions: {
        continueSession: () => session.send({ type: 'session.refresh' }),
        showToast: (_, content) => showToast(content),
      },
    }),
    forgotPassword: forgotPasswordMachine.provide({
      actors: { submit: fromPromise(({ input }) => seller.forgotPassword(input.email ?? '')) },
    }),
    resetPassword: resetPasswordMachine.provide({
      actors: {
        submit: fromPromise(({ input }) =>
          auth.resetPassword({ token: input.token ?? '', newPassword: input.newPassword ?? '' }),
        ),
      },
    }),
    privacyPolicy: privacyPolicyMachine.provide({
      actors: { load: fromPromise(() => privacy.getPrivacyPolicy()) },
    }),
    supportDetails: supportDetailsMachine.provide({
      actors: { load: fromPromise(() => config.getPublicConfig()) },
    }),
    // The profile menu and the notification feed load with the merchant area, not with /login (bundle budget).
    merchantArea: () =>
      (merchantArea ??= import('./merchant.ts').then((module) => module.provideMerchantArea(navigate))),
    // The onboarding form and its services load with the onboarding area, not with /login (bundle budget).
    onboarding: () =>
      (onboarding ??= import('./onboarding.ts').then((module) =>
        module.provideOnboarding(session, navigate),
      )),
    onboardingStatus: onboardingStatusMachine.provide({
      actors: {
        load: fromPromise(async () => (await import('../services/onboarding.ts')).getOnboarding()),
      },
    }),
    // Loaded with the admin area, not with /login (bundle budget).
    adminReview: () =>
      (adminReview ??= import('./admin-review.ts').then((module) => module.provideAdminReview())),
  };
}
