// Every screen's document title, "<Screen> · Suki Merchant": what a tab, a bookmark, the history list and a
// screen reader announcing the page call it. One table; the router bridge (App.tsx) sets it on each move.
import { normalizePath, routeClass } from '#machines/session/routes.ts';

const productName = 'Suki Merchant';

/**
 * Screen names by path. A path not listed takes the name of its nearest listed parent (/orders/42 is
 * Orders); `:id` stands for any one segment.
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
  '/products/new': 'New product',
  '/products/:id/edit': 'Edit product',
  '/orders': 'Orders',
  '/payments': 'Payments',
  '/campaigns': 'Campaigns',
  '/campaigns/:id': 'Campaign',
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
  '/admin/products': 'Product review',
  '/admin/storefront-events': 'Storefront events',
  '/admin/payouts': 'Payouts',
  '/admin/socmed-post': 'Marketing',
  '/admin/campaigns': 'Campaigns',
  '/admin/campaigns/new': 'New campaign',
  '/admin/campaigns/:id/edit': 'Edit campaign',
  '/admin/campaigns/:id/applications': 'Campaign applications',
  '/admin/sellers': 'Sellers',
  '/admin/sellers/:id': 'Seller review',
};

const notFound = 'Page not found';

const patterns = Object.entries(screens).map(([pattern, screen]) => ({
  segments: pattern.split('/').filter(Boolean),
  screen,
}));

/** True when `pattern` names `segments`, `:id` standing for any one; a literal beats `:id` (/products/new). */
const matches = (pattern: readonly string[], segments: readonly string[]) =>
  pattern.length === segments.length &&
  pattern.every((part, index) => part === ':id' || part === segments[index]);

const wildcards = (pattern: readonly string[]) => pattern.filter((part) => part === ':id').length;

const screenOf = (path: string): string => {
  if (routeClass(path) === 'notFound') return notFound;
  const segments = normalizePath(path).split('/').filter(Boolean);
  for (let length = segments.length; length >= 0; length--) {
    const head = segments.slice(0, length);
    const best = patterns
      .filter((pattern) => matches(pattern.segments, head))
      .sort((a, b) => wildcards(a.segments) - wildcards(b.segments))[0];
    if (best) return best.screen;
  }
  return notFound;
};

/** The document title of the screen at `path` (query and hash ignored). */
export const documentTitle = (path: string): string => `${screenOf(path)} · ${productName}`;
