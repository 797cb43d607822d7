// Who may call each route, as the authorization walk expects it: the access rule of decision 002 read from
// the route's URL and `public` config, two lists that must name a route for its door to open wider (a route
// marked public, a seller route open before the e-mail is verified), so neither happens by accident, the
// list of seller routes only an approved seller passes (403 AWAITING_APPROVAL for any other), and the public
// routes that take only signed requests (401 for every caller without a signature).
import type { RegisteredRoute } from './route-table.ts';

/** The only routes anyone may call without signing in. */
const publicRoutes = new Set([
  'GET /',
  'GET /*',
  'GET /api/health',
  'GET /api/openapi.json',
  'GET /api/config/public',
  'GET /api/privacy-policy',
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/verify-email',
  'POST /api/auth/reset-password',
  'POST /api/seller/forgot-password',
  'POST /api/admin/auth/login',
  // Product pictures: a storefront shows them (issue 11); only keys a product holds are served.
  'GET /media/products/:key',
  // Campaign cover photos (issue 14): the storefront shows campaigns too; only keys a cover row holds are served.
  'GET /media/campaigns/:key',
  // The storefront's events (issue 12): no session, but signed; see signedRoutes.
  'POST /api/storefront/events',
]);

/**
 * Public routes that take only requests signed with the storefront's secret (decision 025): whoever calls
 * without a signature, signed in or not, is refused with 401.
 */
const signedRoutes = new Set(['POST /api/storefront/events']);

/** Seller routes a seller may call before verifying the e-mail address; every other one answers 403. */
const openToUnverified = new Set([
  'GET /api/seller/me',
  'POST /api/auth/logout',
  'POST /api/auth/resend-verification-email',
  'PATCH /api/seller/change-password',
  'GET /api/notifications',
  'GET /api/notifications/unread-count',
  'GET /api/notifications/stream',
  'PATCH /api/notifications/mark-read',
  'PATCH /api/notifications/mark-all-read',
  'GET /api/maps/autocomplete',
  'GET /api/maps/geocode',
  // The category tree names nothing of anyone's (decision 018).
  'GET /api/product-categories',
  'GET /api/product-categories/:id',
]);

/**
 * Seller routes behind the approval gate (issue 11 on: the catalog, orders, earnings, campaigns, the listing
 * assistant): a seller not approved gets 403 AWAITING_APPROVAL.
 */
const approvedOnly = new Set([
  'GET /api/products',
  'GET /api/products/count',
  'GET /api/products/:id',
  'POST /api/products',
  'PUT /api/products/:id',
  'DELETE /api/products/:id',
  'POST /api/products/:id/variants',
  'PUT /api/products/:id/variants/:variantId',
  'DELETE /api/products/:id/variants/:variantId',
  // Orders (issue 12).
  'GET /api/orders',
  'GET /api/orders/export.csv',
  'GET /api/orders/:id',
  'PATCH /api/orders/:id/status',
  'POST /api/orders/:id/fulfill',
  'GET /api/orders/:id/packing-slip',
  // Earnings and cash-out (issue 13).
  'GET /api/seller/earnings',
  'GET /api/seller/earnings/statement',
  'GET /api/seller/earnings/statement.csv',
  'GET /api/payout-requests/payment-channels',
  'GET /api/payout-requests',
  'POST /api/payout-requests',
  // Campaigns (issue 14): only approved sellers' products may join, so only approved sellers see them.
  'GET /api/campaigns',
  'GET /api/campaigns/summary',
  'GET /api/campaigns/:id',
  'POST /api/campaign-applications',
  // The listing assistant (issue 15): it works on a seller's listings, and costs a provider's time.
  'GET /api/products/description-options/tones',
  'POST /api/products/generate-description',
  'POST /api/products/generate-questions',
  'POST /api/image-tool/generate-background-prompt',
  'POST /api/image-tool/generate-background',
]);

export const parties = [
  'anonymous',
  'forged token',
  /** A token the seller held before an admin suspended them (decision 012): dead everywhere. */
  'suspended seller',
  'unverified seller',
  /** Verified, onboarded and waiting for the admin: the approval gate's refusal. */
  'unapproved seller',
  /** Approved, with a product of its own; walks before the seller, whose own walk deletes its product. */
  'other seller',
  /** Approved, with a product, a draft, documents, notifications and decisions: what others must not reach. */
  'seller',
  'admin',
] as const;
export type Party = (typeof parties)[number];

/** What a party must get: refused with a 401 or a 403 and its code, or let through (neither). */
type Expected =
  | { refused: 401; code: 'UNAUTHENTICATED' }
  | { refused: 403; code: 'FORBIDDEN' | 'AWAITING_APPROVAL' }
  | { allowed: true };

const unauthenticated: Expected = { refused: 401, code: 'UNAUTHENTICATED' };
const forbidden: Expected = { refused: 403, code: 'FORBIDDEN' };
const awaitingApproval: Expected = { refused: 403, code: 'AWAITING_APPROVAL' };
const allowed: Expected = { allowed: true };

export function expectedAnswer(route: RegisteredRoute, party: Party): Expected {
  if (signedRoutes.has(route.key)) return unauthenticated;
  if (route.access === 'page' || route.access === 'public') return allowed;
  if (party === 'anonymous' || party === 'forged token' || party === 'suspended seller')
    return unauthenticated;
  if (route.access === 'admin') return party === 'admin' ? allowed : forbidden;
  if (party === 'admin') return forbidden;
  if (approvedOnly.has(route.key))
    return party === 'seller' || party === 'other seller' ? allowed : awaitingApproval;
  if (party === 'unverified seller') return openToUnverified.has(route.key) ? allowed : forbidden;
  return allowed;
}

/** How the route table and the lists disagree (nothing, when every list names routes of the right access). */
export function accessListProblems(table: readonly RegisteredRoute[]): string[] {
  const byKey = new Map(table.map((route) => [route.key, route]));
  const open = table.filter((route) => route.access === 'public' || route.access === 'page');
  return [
    ...open
      .filter((route) => !publicRoutes.has(route.key))
      .map((route) => `${route.key} is open to anyone but not listed as public`),
    ...[...publicRoutes]
      .filter((key) => !open.some((route) => route.key === key))
      .map((key) => `${key} is listed as public but is not an open route`),
    ...[...openToUnverified]
      .filter((key) => byKey.get(key)?.access !== 'seller')
      .map((key) => `${key} is listed as open to unverified sellers but is no seller route`),
    ...[...approvedOnly]
      .filter((key) => byKey.get(key)?.access !== 'seller')
      .map((key) => `${key} is listed as for approved sellers but is no seller route`),
    ...[...signedRoutes]
      .filter((key) => byKey.get(key)?.access !== 'public')
      .map((key) => `${key} is listed as signed but is no public route`),
  ];
}
