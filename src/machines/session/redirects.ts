// Where a session must go from a path (spec §4, issue 3 'Session statechart'); null means stay.
import type { SellerProfile } from '../../schemas/seller.ts';
import { isInformationPage, isUnder, normalizePath, routeClass } from './routes.ts';

/** The seller's redirect: `profile` is null when signed out. */
export const sellerRedirect = (path: string, profile: SellerProfile | null): string | null => {
  const bare = normalizePath(path);
  const kind = routeClass(bare);
  if (profile === null) return kind === 'merchant' || kind === 'onboarding' ? '/' : null;
  // The admin area has its own session; not-found and the information pages are for everyone.
  if (kind === 'admin' || kind === 'notFound' || bare === '/admin/login' || isInformationPage(bare))
    return null;
  if (!profile.isVerified) return bare === '/verify-email' ? null : '/verify-email';
  if (!profile.hasOnboarded) return isUnder(bare, '/onboarding') ? null : '/onboarding';
  // A signed-in seller has no use for the sign-in screens, the signed-out landing page, or a verification
  // link opened again.
  if (['/login', '/register', '/', '/verify-email'].includes(bare)) return '/dashboard';
  return null;
};

/** The admin's redirect: the admin area needs a session, and a signed-in admin skips the sign-in screen. */
export const adminRedirect = (path: string, isSignedIn: boolean): string | null => {
  const bare = normalizePath(path);
  if (isSignedIn) return bare === '/admin/login' || bare === '/admin' ? '/admin/dashboard' : null;
  return routeClass(bare) === 'admin' ? '/admin/login' : null;
};
