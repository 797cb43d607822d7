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
import type { AiService } from '../services/ai.ts';
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
  ai: () => Promise<AiService>;
};

/** The real services over `http`. */
export const createServices = (http: HttpClient): Services => ({
  auth: createAuthService(http),
  admin: createAdminService(http),
  seller: createSellerService(http),
  privacy: createPrivacyService(http),
  config: createConfigService(http),
  onboarding: () =>
    import('../services/onboarding.ts').then((module) => module.createOnboardingService(http)),
  maps: () => import('../services/maps.ts').then((module) => module.createMapsService(http)),
  adminSellers: () =>
    import('../services/admin-sellers.ts').then((module) => module.createAdminSellersService(http)),
  adminProducts: () =>
    import('../services/admin-products.ts').then((module) => module.createAdminProductsService(http)),
  adminCategories: () =>
    import('../services/admin-categories.ts').then((module) => module.createAdminCategoriesService(http)),
  adminStorefront: () =>
    import('../services/admin-storefront.ts').then((module) => module.createAdminStorefrontService(http)),
  adminPayouts: () =>
    import('../services/admin-payouts.ts').then((module) => module.createAdminPayoutsService(http)),
  notifications: () =>
    import('../services/notifications.ts').then((module) => module.createNotificationsService(http)),
  products: () => import('../services/products.ts').then((module) => module.createProductsService(http)),
  categories: () =>
    import('../services/categories.ts').then((module) => module.createCategoriesService(http)),
  productSave: () =>
    import('../services/product-save.ts').then((module) => module.createProductSaveService(http)),
  orders: () => import('../services/orders.ts').then((module) => module.createOrdersService(http)),
  earnings: () => import('../services/earnings.ts').then((module) => module.createEarningsService(http)),
  campaigns: () => import('../services/campaigns.ts').then((module) => module.createCampaignsService(http)),
  adminCampaigns: () =>
    import('../services/admin-campaigns.ts').then((module) => module.createAdminCampaignsService(http)),
  ai: () => import('../services/ai.ts').then((module) => module.createAiService(http)),
});
