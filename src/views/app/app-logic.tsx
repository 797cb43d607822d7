// The machines the views run, handed in by the composition root (src/app) or by a test or story with fakes.
import { createContext, useContext, type ReactNode } from 'react';
import type { ActorRefFrom, InspectionEvent, Observer } from 'xstate';
import type { AdminCampaignsLogic } from '../../app/admin-campaigns.ts';
import type { CampaignsLogic } from '../../app/campaigns.ts';
import type { AdminReviewLogic } from '#machines/admin-review/logic.ts';
import type { PayoutDeskMachine } from '#machines/admin-payouts/machine.ts';
import type { CategoriesMachine } from '#machines/categories/machine.ts';
import type { ProductReviewMachine } from '#machines/product-review/machine.ts';
import type { changePasswordMachine } from '#machines/change-password/machine.ts';
import type { notificationsMachine } from '#machines/notifications/machine.ts';
import type { onboardingMachine } from '#machines/onboarding/machine.ts';
import type { onboardingStatusMachine } from '#machines/onboarding/status.ts';
import type { OrderDetailMachine } from '#machines/order-detail/machine.ts';
import type { OrderListMachine } from '#machines/order-list/machine.ts';
import type { PagedListMachine } from '#machines/paged-list/machine.ts';
import type { PaymentsMachine } from '#machines/payments/machine.ts';
import type { ProductListMachine } from '#machines/product-list/machine.ts';
import type { ProductSaveMachine } from '#machines/product-save/machine.ts';
import type { privacyPolicyMachine, supportDetailsMachine } from '#machines/resource/machine.ts';
import type { SessionMachine } from '#machines/session/machine.ts';
import type { verifyEmailMachine } from '#machines/session/verify-email-machine.ts';
import type { submissionMachine } from '#machines/submission/machine.ts';

export type MerchantAreaLogic = {
  changePassword: typeof changePasswordMachine;
  notifications: typeof notificationsMachine;
};

export type AppLogic = {
  /** The one running session; the router reports every location change to it. */
  session: ActorRefFrom<SessionMachine>;
  verifyEmail: typeof verifyEmailMachine;
  forgotPassword: typeof submissionMachine;
  resetPassword: typeof submissionMachine;
  privacyPolicy: typeof privacyPolicyMachine;
  supportDetails: typeof supportDetailsMachine;
  /** The profile menu's and the notification feed's machines, loaded with the merchant area; one promise. */
  merchantArea: () => Promise<MerchantAreaLogic>;
  /** The onboarding form (/onboarding), loaded with the onboarding area; the same promise every call. */
  onboarding: () => Promise<typeof onboardingMachine>;
  /** /products, the seller's catalog, loaded with its route; the same promise every call. */
  productList: () => Promise<ProductListMachine>;
  /** /orders, the seller's orders with their actions panel, loaded with its route; the same promise every call. */
  orderList: () => Promise<OrderListMachine>;
  /** /orders/:id, one order with its actions panel and packing slips, loaded with its route; one promise. */
  orderDetail: () => Promise<OrderDetailMachine>;
  /** /payments, the seller's earnings, payout requests, statement and cash-out, loaded with its route; one promise. */
  payments: () => Promise<PaymentsMachine>;
  /** /campaigns, /campaigns/:id and the dashboard's campaigns card, loaded with the first of them; one promise. */
  campaigns: () => Promise<CampaignsLogic>;
  /** The product editor (/products/new, /products/:id/edit): both its machines, provided. */
  productEditor: () => Promise<ProductSaveMachine>;
  /** The saved onboarding state, read by the dashboard for the rejection reason. */
  onboardingStatus: typeof onboardingStatusMachine;
  /** The admin's review queue and seller review, loaded with the admin area; the same promise every call. */
  adminReview: () => Promise<AdminReviewLogic>;
  /** The admin's product review queue, loaded with its screen; the same promise every call. */
  adminProducts: () => Promise<ProductReviewMachine>;
  /** The admin's category tree (/admin/categories). */
  adminCategories: () => Promise<CategoriesMachine>;
  /** The storefront outbox (/admin/storefront-events), a paged list; the same promise every call. */
  adminStorefront: () => Promise<PagedListMachine>;
  /** The admin's payout desk (/admin/payouts), loaded with its screen; the same promise every call. */
  adminPayouts: () => Promise<PayoutDeskMachine>;
  /** The admin's campaigns: the list, the editor and the review of applied products; one promise. */
  adminCampaigns: () => Promise<AdminCampaignsLogic>;
  /** Watches every actor the app runs (the session and each view's flow); tests record coverage with it. */
  inspect?: Inspect;
};

export type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

const AppLogicContext = createContext<AppLogic | null>(null);

export function AppLogicProvider({ logic, children }: { logic: AppLogic; children: ReactNode }) {
  return <AppLogicContext.Provider value={logic}>{children}</AppLogicContext.Provider>;
}

/** The app's inspector, if any; stories render flows without an app around them. */
export const useInspect = (): Inspect | undefined => useContext(AppLogicContext)?.inspect;

export function useAppLogic(): AppLogic {
  const logic = useContext(AppLogicContext);
  if (!logic) throw new Error('useAppLogic needs an <AppLogicProvider> above it');
  return logic;
}
