// The route table of spec §2: which class a path belongs to decides both the layout and the redirects.
export type RouteClass = 'public' | 'onboarding' | 'admin' | 'merchant' | 'notFound';

export const publicPaths = [
  '/',
  '/login',
  '/register',
  '/verify-email',
  '/forgot-password',
  '/reset-password',
  '/admin/login',
  '/privacy-policy',
  '/support',
] as const;

/** Seller side navigation (spec §2); each entry also owns its sub-paths. */
export const merchantSections = ['/dashboard', '/products', '/orders', '/payments'] as const;

/** Merchant pages outside the side navigation (spec §2 keeps it to four): reached from cards and links. */
export const merchantPages = ['/campaigns'] as const;

/** Admin side navigation (spec §2) plus the seller review (onboarding issue) and product review (issue 11). */
export const adminSections = [
  '/admin/dashboard',
  '/admin/categories',
  '/admin/socmed-post',
  '/admin/campaigns',
  '/admin/sellers',
  '/admin/products',
  '/admin/storefront-events',
  '/admin/payouts',
] as const;

/** The path without query, hash or trailing slash, so '/login/' and '/login?x' are '/login'. */
export const normalizePath = (path: string): string => {
  const bare = path.split(/[?#]/)[0] ?? '/';
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : '/';
};

/** True when `path` is `prefix` or one of its sub-paths (prefix matching of spec §2). */
export const isUnder = (path: string, prefix: string): boolean => {
  const bare = normalizePath(path);
  return bare === prefix || bare.startsWith(`${prefix}/`);
};

export const routeClass = (path: string): RouteClass => {
  const bare = normalizePath(path);
  if ((publicPaths as readonly string[]).includes(bare)) return 'public';
  if (isUnder(bare, '/onboarding')) return 'onboarding';
  if (bare === '/admin' || adminSections.some((section) => isUnder(bare, section))) return 'admin';
  if ([...merchantSections, ...merchantPages].some((section) => isUnder(bare, section))) return 'merchant';
  return 'notFound';
};

/** Pages a signed-in seller may read whatever the account's progress (they are linked from every state). */
export const isInformationPage = (path: string): boolean =>
  ['/privacy-policy', '/support'].includes(normalizePath(path));
