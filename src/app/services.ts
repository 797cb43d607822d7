// The services the app runs on: what createAppLogic takes. The real ones are built over one HTTP client;
// tests pass in-memory ones (tests/services) that the contract tests hold to the real routes.
import { createAdminService, type AdminService } from '../services/admin.ts';
import type { AdminCampaignsService } from '../services/admin-campaigns.ts';
import type { AdminCategoriesService } from '../services/admin-categories.ts';
import type { AdminPayoutsService } from '../services/admin-payouts.ts';
import type { AdminProductsService } from '../services/admin-products.ts';
import type { AdminSellersService } from '../services/admin-sellers.ts';
import type { AdminStorefrontService } from '../services/admin-storefront.ts';
import { createAuthService, type AuthService } from '../services/auth.ts';
import type { CampaignsService } from '../services/campaigns.ts';
import type { CategoriesService } from '../services/categories.ts';
import type { HttpClient } from '../services/client.ts';
import { createConfigService, type ConfigService } from '../services/config.ts';
import type { EarningsService } from '../services/earnings.ts';
import type { MapsService } from '../services/maps.ts';
import type { NotificationsService } from '../services/notifications.ts';
import type { OnboardingService } from '../services/onboarding.ts';
import type { OrdersService } from '../services/orders.ts';
import type { ProductSaveService } from '../services/product-save.ts';
import type { ProductsService } from '../services/products.ts';
import { createPrivacyService, type PrivacyService } from '../services/privacy.ts';
import { createSellerService, type SellerService } from '../services/seller.ts';

export type Services = {
  auth: AuthService;
  admin: AdminService;
  seller: SellerService;
  privacy: PrivacyService;
  config: ConfigService;
  // Loaded with the areas that use them, not with /login (bundle budget): each a loader.
  onboarding: () => Promise<OnboardingService>;
  maps: () => Promise<MapsService>;
  adminSellers: () => Promise<AdminSellersService>;
  adminProducts: () => Promise<AdminProductsService>;
  adminCategories: () => Promise<AdminCategoriesService>;
  adminStorefront: () => Promise<AdminStorefrontService>;
  adminPayouts: () => Promise<AdminPayoutsService>;
  notifications: () => Promise<NotificationsService>;
  products: () => Promise<ProductsService>;
  categories: () => Promise<CategoriesService>;
  productSave: () => Promise<ProductSaveService>;
  orders: () => Promise<OrdersService>;
  earnings: () => Promise<EarningsService>;
  campaigns: () => Promise<CampaignsService>;
  adminCampaigns: () => Promise<AdminCampaignsService>;
};

/** The real services over `http`. */
export const createServices = (http: HttpClient): Services => ({
  auth: createAuthService(http),
  admin: createAdminService(http),
  seller: createSellerService(http),
  privacy: createPrivacyService(http),
  config: createConfigService(http),
  onboarding: async () => (await import('../services/onboarding.ts')).createOnboardingService(http),
  maps: async () => (await import('../services/maps.ts')).createMapsService(http),
  adminSellers: async () => (await import('../services/admin-sellers.ts')).createAdminSellersService(http),
  adminProducts: async () => (await import('../services/admin-products.ts')).createAdminProductsService(http),
  adminCategories: async () =>
    (await import('../services/admin-categories.ts')).createAdminCategoriesService(http),
  adminStorefront: async () =>
    (await import('../services/admin-storefront.ts')).createAdminStorefrontService(http),
  adminPayouts: async () => (await import('../services/admin-payouts.ts')).createAdminPayoutsService(http),
  notifications: async () => (await import('../services/notifications.ts')).createNotificationsService(http),
  products: async () => (await import('../services/products.ts')).createProductsService(http),
  categories: async () => (await import('../services/categories.ts')).createCategoriesService(http),
  productSave: async () => (await import('../services/product-save.ts')).createProductSaveService(http),
  orders: async () => (await import('../services/orders.ts')).createOrdersService(http),
  earnings: async () => (await import('../services/earnings.ts')).createEarningsService(http),
  campaigns: async () => (await import('../services/campaigns.ts')).createCampaignsService(http),
  adminCampaigns: async () =>
    (await import('../services/admin-campaigns.ts')).createAdminCampaignsService(http),
});
