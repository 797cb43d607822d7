// Every screen's document title, "<Screen> · Suki Merchant": what a tab, a bookmark, the history list and a
// screen reader announcing the page call it. One table; the router bridge (App.tsx) sets it on each move.
import { normalizePath, routeClass } from '#machines/session/routes.ts';

const productName = 'Suki Merchant';

/**
 * Screen names by path. A path not listed takes the name of its nearest listed parent (/products/42/edit is
 * Products); `:id` stands for any one segment.
 */
const screens: Record<string, string> = {
  '/': 'Sell on Suki',
  '/login': 'Log in',
  '/register': 'Register',
  '/verify-email': 'Verify your email',
  '/forgot-password': 'Forgot password',
  '/reset-password': 'Reset password',
  '/privacy-policy': 'Privacy policy',
  '/support': 'Support',
  '/dashboard': 'Dashboard',
  '/products': 'Products',
  '/orders': 'Orders',
  '/payments': 'Payments',
  '/onboarding': 'Set up your store',
  '/onboarding/store-address': 'Store address',
  '/onboarding/warehouse-address': 'Warehouse address',
  '/onboarding/business-info': 'Business information',
  '/onboarding/documents': 'Documents',
  '/onboarding/officers': 'Corporate officers',
  '/onboarding/agreement': 'Seller agreement',
  '/onboarding/review': 'Review and submit',
  '/admin/login': 'Admin log in',
  '/admin': 'Admin dashboard',
  '/admin/dashboard': 'Admin dashboard',
  '/admin/categories': 'Categories',
  '/admin/socmed-post': 'Marketing',
  '/admin/campaigns': 'Campaigns',
  '/admin/sellers': 'Sellers',
  '/admin/sellers/:id': 'Seller review',
};

const notFound = 'Page not found';

const screenOf = (path: string): string => {
  if (routeClass(path) === 'notFound') return notFound;
  const segments = normalizePath(path).split('/').filter(Boolean);
  for (let length = segments.length; length >= 0; length--) {
    const head = segments.slice(0, length);
    const screen =
      screens[`/${head.join('/')}`] ??
      (length > 0 ? screens[`/${[...head.slice(0, -1), ':id'].join('/')}`] : undefined);
    if (screen) return screen;
  }
  return notFound;
};

/** The document title of the screen at `path` (query and hash ignored). */
export const documentTitle = (path: string): string => `${screenOf(path)} · ${productName}`;
