// The composition root: every machine gets its effects here (services, router, toasts, token storage), all
// handed in, so the browser (src/main.tsx) and the tests (tests/views) build the app the same way.
import { createActor, fromPromise } from 'xstate';
import { privacyPolicyMachine, supportDetailsMachine } from '#machines/resource/machine.ts';
import { sessionMachine } from '#machines/session/machine.ts';
import { verifyEmailMachine } from '#machines/session/verify-email-machine.ts';
import { submissionMachine } from '#machines/submission/machine.ts';
import type { AppLogic, Inspect } from '../views/app/app-logic.tsx';
import { showToast } from '../views/toast/toasts.ts';
import { onboardingStatusMachine } from '#machines/onboarding/status.ts';
import type { TokenStorage } from '../services/token-storage.ts';
import type { Services } from './services.ts';

export type Navigate = (to: string, options?: { replace?: boolean }) => void;

export type AppLogicOptions = {
  services: Services;
  /** Moves the router; the router then reports the new location to the session. */
  navigate: Navigate;
  /** Where the app starts. */
  path: string;
  storage: TokenStorage;
  /** Watches every actor the app runs (tests record coverage with it). */
  inspect?: Inspect;
};

/** The session with its actors; `navigate` moves the router. */
const provideSession = ({ auth, admin, seller }: Services, navigate: Navigate, storage: TokenStorage) =>
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
      rememberToken: (_, { kind, token }) => storage.set(kind, token),
      forgetToken: (_, { kind }) => storage.clear(kind),
    },
  });

/** Everything the views run, around one started session actor. */
/**
 * One promise for an area's code and services, shared by everyone who asks; a failed load (a chunk lost on a
 * weak signal) is forgotten, so the route boundary's Try again loads afresh instead of failing for good.
 */
const loadOnce = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
};

export function createAppLogic({ services, navigate, path, storage, inspect }: AppLogicOptions): AppLogic {
  const session = createActor(provideSession(services, navigate, storage), {
    input: {
      path,
      hasSellerToken: storage.get('seller') !== null,
      hasAdminToken: storage.get('admin') !== null,
    },
    inspect,
  });
  session.start();
  return {
    session,
    inspect,
    verifyEmail: verifyEmailMachine.provide({
      actors: {
        verify: fromPromise(({ input }) => services.auth.verifyEmail(input.token)),
        resend: fromPromise(() => services.auth.resendVerificationEmail()),
      },
      actions: {
        continueSession: () => session.send({ type: 'session.refresh' }),
        showToast: (_, content) => showToast(content),
      },
    }),
    forgotPassword: submissionMachine.provide({
      actors: { submit: fromPromise(({ input }) => services.seller.forgotPassword(input.email ?? '')) },
    }),
    resetPassword: submissionMachine.provide({
      actors: {
        submit: fromPromise(({ input }) =>
          services.auth.resetPassword({ token: input.token ?? '', newPassword: input.newPassword ?? '' }),
        ),
      },
    }),
    privacyPolicy: privacyPolicyMachine.provide({
      actors: { load: fromPromise(() => services.privacy.getPrivacyPolicy()) },
    }),
    supportDetails: supportDetailsMachine.provide({
      actors: { load: fromPromise(() => services.config.getPublicConfig()) },
    }),
    // Each area's machines and services load with the area, not with /login (bundle budget); one promise each.
    merchantArea: loadOnce(() =>
      Promise.all([import('./merchant.ts'), services.notifications()]).then(([module, notifications]) =>
        module.provideMerchantArea(services.seller, notifications, navigate),
      ),
    ),
    onboarding: loadOnce(() =>
      Promise.all([import('./onboarding.ts'), services.onboarding(), services.maps()]).then(
        ([module, onboardingService, maps]) =>
          module.provideOnboarding({ onboarding: onboardingService, maps }, session, navigate),
      ),
    ),
    productList: loadOnce(() =>
      Promise.all([import('./products.ts'), services.products()]).then(([module, products]) =>
        module.provideProductList(products, navigate),
      ),
    ),
    orderList: loadOnce(() =>
      Promise.all([import('./orders.ts'), services.orders()]).then(([module, orders]) =>
        module.provideOrderList(orders, navigate),
      ),
    ),
    orderDetail: loadOnce(() =>
      Promise.all([import('./order-detail.ts'), services.orders()]).then(([module, orders]) =>
        module.provideOrderDetail(orders),
      ),
    ),
    payments: loadOnce(() =>
      Promise.all([import('./payments.ts'), services.earnings()]).then(([module, earnings]) =>
        module.providePayments(earnings),
      ),
    ),
    campaigns: loadOnce(() =>
      Promise.all([import('./campaigns.ts'), services.campaigns(), services.products()]).then(
        ([module, campaigns, products]) => module.provideCampaigns({ campaigns, products }, navigate),
      ),
    ),
    productEditor: loadOnce(() =>
      Promise.all([
        import('./product-editor.ts'),
        services.products(),
        services.categories(),
        services.productSave(),
        services.ai(),
      ]).then(([module, products, categories, productSave, ai]) =>
        module.provideProductEditor({ products, categories, productSave, ai }, navigate),
      ),
    ),
    onboardingStatus: onboardingStatusMachine.provide({
      actors: { load: fromPromise(async () => (await services.onboarding()).getOnboarding()) },
    }),
    adminProducts: loadOnce(() =>
      Promise.all([import('./admin-products.ts'), services.adminProducts()]).then(([module, adminProducts]) =>
        module.provideAdminProducts(adminProducts, navigate),
      ),
    ),
    adminCategories: loadOnce(() =>
      Promise.all([import('./admin-categories.ts'), services.adminCategories()]).then(([module, service]) =>
        module.provideAdminCategories(service),
      ),
    ),
    adminStorefront: loadOnce(() =>
      Promise.all([import('./admin-storefront.ts'), services.adminStorefront()]).then(([module, service]) =>
        module.provideAdminStorefront(service),
      ),
    ),
    adminPayouts: loadOnce(() =>
      Promise.all([import('./admin-payouts.ts'), services.adminPayouts()]).then(([module, service]) =>
        module.provideAdminPayouts(service, navigate),
      ),
    ),
    adminCampaigns: loadOnce(() =>
      Promise.all([import('./admin-campaigns.ts'), services.adminCampaigns()]).then(([module, service]) =>
        module.provideAdminCampaigns(service, navigate),
      ),
    ),
    adminReview: loadOnce(() =>
      Promise.all([import('./admin-review.ts'), services.adminSellers()]).then(([module, adminSellers]) =>
        module.provideAdminReview(adminSellers, navigate),
      ),
    ),
  };
}
