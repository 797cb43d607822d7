// Every service the app takes, in memory: the session's calls answer what a test says (or succeed), and
// the onboarding, admin sellers and notifications services are the rule-keeping ones beside this file.
import { FailureError } from '#machines/shared/failure.ts';
import type { AdminProfile } from '../../src/schemas/admin.ts';
import type { ResendOutcome } from '#machines/session/verify-email-machine.ts';
import type { EmailVerification, LoginForm, RegisterForm } from '../../src/schemas/auth.ts';
import type { SellerProfile } from '../../src/schemas/seller.ts';
import type { Services } from '../../src/app/services.ts';
import {
  createFakeAdminCampaigns,
  type FakeAdminCampaigns,
  type FakeAdminCampaignsOptions,
} from './admin-campaigns.ts';
import { createFakeAdminCategories, type FakeAdminCategoriesOptions } from './admin-categories.ts';
import {
  createFakeAdminPayouts,
  type FakeAdminPayouts,
  type FakeAdminPayoutsOptions,
} from './admin-payouts.ts';
import { createFakeAdminProducts, type FakeAdminProductsOptions } from './admin-products.ts';
import { createFakeAdminReview, type FakeAdminReviewOptions } from './admin-sellers.ts';
import {
  createFakeAdminStorefront,
  type FakeAdminStorefront,
  type FakeAdminStorefrontOptions,
} from './admin-storefront.ts';
import { createFakeCampaigns, type FakeCampaigns, type FakeCampaignsOptions } from './campaigns.ts';
import { createFakeEarnings, type FakeEarnings, type FakeEarningsOptions } from './earnings.ts';
import { createFakeNotifications, type FakeNotificationsOptions } from './notifications.ts';
import { createFakeOnboarding, type FakeOnboarding } from './onboarding.ts';
import { createFakeOrders, type FakeOrders, type FakeOrdersOptions } from './orders.ts';
import { createFakeProductEditor, type FakeProductEditor } from './product-editor.ts';
import { createFakeProducts, type FakeProductsOptions } from './products.ts';

export const sellerProfile = (overrides: Partial<SellerProfile> = {}): SellerProfile => ({
  email: 'ana@tindahan.ph',
  sellerName: 'Ana Reyes',
  spStoreName: 'Tindahan ni Ana',
  isVerified: true,
  hasOnboarded: true,
  approvalStatus: 1,
  ...overrides,
});

/** A refused call, as the HTTP client reports it. */
export const rejected = (status: number, message: string, code = 'VALIDATION_FAILED') =>
  Promise.reject(new FailureError({ kind: 'http', status, code, message }));

export type Fakes = {
  loadProfile?: () => Promise<SellerProfile>;
  login?: (credentials: LoginForm) => Promise<string>;
  register?: (registration: RegisterForm) => Promise<string>;
  logout?: () => Promise<void>;
  adminLogin?: (credentials: LoginForm) => Promise<string>;
  loadAdminProfile?: () => Promise<AdminProfile>;
  verify?: (token: string) => Promise<EmailVerification>;
  resend?: () => Promise<ResendOutcome>;
  forgotPassword?: (email: string) => Promise<void>;
  resetPassword?: (input: { token: string; newPassword: string }) => Promise<void>;
  privacyPolicy?: () => Promise<{ content: string }>;
  supportEmail?: string;
  changePassword?: (input: { oldPassword: string; newPassword: string }) => Promise<void>;
  /** The in-memory admin sellers service behind the review screens. */
  adminReview?: FakeAdminReviewOptions;
  /** The in-memory admin products service behind the product review queue. */
  adminProducts?: FakeAdminProductsOptions;
  /** The in-memory admin categories service behind the category tree. */
  adminCategories?: FakeAdminCategoriesOptions;
  /** The in-memory storefront outbox behind /admin/storefront-events: its options, or one already made. */
  adminStorefront?: FakeAdminStorefrontOptions | FakeAdminStorefront;
  /** The in-memory onboarding and maps services (createFakeOnboarding), so a test can read what was sent. */
  onboarding?: FakeOnboarding;
  /** The in-memory notifications service behind the bell. */
  notifications?: FakeNotificationsOptions;
  /** The in-memory products service behind /products. */
  products?: FakeProductsOptions;
  /** The in-memory category and product-save services behind the product editor. */
  productEditor?: FakeProductEditor;
  /**
   * The in-memory orders service behind /orders and /orders/:id: its options, or one made with
   * createFakeOrders so a test can read and change the orders (an order arriving, a status it now has).
   */
  orders?: FakeOrdersOptions | FakeOrders;
  /** The in-memory earnings service behind /payments: its options, or one made with createFakeEarnings. */
  earnings?: FakeEarningsOptions | FakeEarnings;
  /** The in-memory admin payouts service behind /admin/payouts: its options, or one already made. */
  adminPayouts?: FakeAdminPayoutsOptions | FakeAdminPayouts;
  /**
   * The in-memory campaigns service behind /campaigns, /campaigns/:id and the dashboard card: its options, or
   * one made with createFakeCampaigns. Made here, its catalog is the products fake's.
   */
  campaigns?: FakeCampaignsOptions | FakeCampaigns;
  /** The in-memory admin campaigns service behind /admin/campaigns: its options, or one already made. */
  adminCampaigns?: FakeAdminCampaignsOptions | FakeAdminCampaigns;
};

const done = () => Promise.resolve();

export function createTestServices(fakes: Fakes = {}): Services {
  const onboarding = fakes.onboarding ?? createFakeOnboarding();
  // One of each per app, so what one screen changes another reads (a decision shows in the queue).
  const adminSellers = createFakeAdminReview(fakes.adminReview);
  const adminProducts = createFakeAdminProducts(fakes.adminProducts);
  const adminCategories = createFakeAdminCategories(fakes.adminCategories);
  const adminStorefront =
    fakes.adminStorefront && 'service' in fakes.adminStorefront
      ? fakes.adminStorefront
      : createFakeAdminStorefront(fakes.adminStorefront);
  const notifications = createFakeNotifications(fakes.notifications);
  const products = createFakeProducts(fakes.products);
  const productEditor = fakes.productEditor ?? createFakeProductEditor();
  const orders = fakes.orders && 'service' in fakes.orders ? fakes.orders : createFakeOrders(fakes.orders);
  const earnings =
    fakes.earnings && 'service' in fakes.earnings ? fakes.earnings : createFakeEarnings(fakes.earnings);
  const adminPayouts =
    fakes.adminPayouts && 'service' in fakes.adminPayouts
      ? fakes.adminPayouts
      : createFakeAdminPayouts(fakes.adminPayouts);
  const campaigns =
    fakes.campaigns && 'service' in fakes.campaigns
      ? fakes.campaigns
      : createFakeCampaigns({ products: products.products, ...fakes.campaigns });
  const adminCampaigns =
    fakes.adminCampaigns && 'service' in fakes.adminCampaigns
      ? fakes.adminCampaigns
      : createFakeAdminCampaigns(fakes.adminCampaigns);
  return {
    auth: {
      login: (credentials) => fakes.login?.(credentials) ?? Promise.resolve('seller-token'),
      register: (registration) => fakes.register?.(registration) ?? Promise.resolve('seller-token'),
      logout: () => fakes.logout?.() ?? done(),
      verifyEmail: (token) => fakes.verify?.(token) ?? Promise.resolve({ alreadyVerified: false }),
      resendVerificationEmail: () => fakes.resend?.() ?? Promise.resolve({ sent: true }),
      resetPassword: (reset) => fakes.resetPassword?.(reset) ?? done(),
    },
    admin: {
      adminLogin: (credentials) => fakes.adminLogin?.(credentials) ?? Promise.resolve('admin-token'),
      adminLogout: done,
      getAdminProfile: () => fakes.loadAdminProfile?.() ?? Promise.resolve({ email: 'admin@suki.ph' }),
    },
    seller: {
      getProfile: () => fakes.loadProfile?.() ?? Promise.resolve(sellerProfile()),
      changePassword: (input) => fakes.changePassword?.(input) ?? done(),
      forgotPassword: (email) => fakes.forgotPassword?.(email) ?? done(),
    },
    privacy: {
      getPrivacyPolicy: () =>
        fakes.privacyPolicy?.() ??
        Promise.resolve({ content: '# Suki Merchant Privacy Policy\n\n## Data we keep\n\nYour e-mail.' }),
    },
    config: { getPublicConfig: async () => ({ supportEmail: fakes.supportEmail ?? 'help@suki.ph' }) },
    onboarding: async () => onboarding.service,
    maps: async () => onboarding.maps,
    adminSellers: async () => adminSellers.service,
    adminProducts: async () => adminProducts.service,
    adminCategories: async () => adminCategories.service,
    adminStorefront: async () => adminStorefront.service,
    adminPayouts: async () => adminPayouts.service,
    notifications: async () => notifications.service,
    products: async () => products.service,
    categories: async () => productEditor.categories,
    productSave: async () => productEditor.productSave,
    orders: async () => orders.service,
    earnings: async () => earnings.service,
    campaigns: async () => campaigns.service,
    adminCampaigns: async () => adminCampaigns.service,
    ai: async () => productEditor.ai,
  };
}
