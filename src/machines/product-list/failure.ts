// What the product list says for each failure (spec §8), decided once here.
import type { Failure } from '../shared/failure.ts';
import type { ToastContent } from '../toast/context.ts';

export const FETCH_PRODUCTS_FAILED = 'Error fetching products';
export const FETCH_COUNT_FAILED = 'Failed to fetch products count';
export const DELETE_FAILED = 'Error deleting product';
export const PRODUCT_DELETED = 'Product successfully deleted!';

/** The API's words for a seller not approved yet (server/modules/onboarding/approval.ts). */
export const AWAITING_APPROVAL_MESSAGE =
  'Your account is awaiting approval by the admin. You can do this once your account is approved.';

/** The API's refusal of a seller whose account an admin has not approved yet. */
export const isAwaitingApproval = (failure: Failure | null) =>
  failure?.kind === 'http' && failure.code === 'AWAITING_APPROVAL';

/** The server's own words for a refusal it explained (a 4xx), else the spec's text. */
export const failureText = (failure: Failure | null, fallback: string): string =>
  failure?.kind === 'http' && failure.status < 500 && failure.message !== fallback
    ? `${fallback}: ${failure.message}`
    : fallback;

export const deletedToast = (productName: string): ToastContent => ({
  title: PRODUCT_DELETED,
  description: `${productName} is no longer in your catalog.`,
  tone: 'success',
});

export const deleteFailedToast = (failure: Failure): ToastContent => ({
  title: DELETE_FAILED,
  ...(failure.kind === 'http' && failure.status < 500 && failure.message !== DELETE_FAILED
    ? { description: failure.message }
    : {}),
  tone: 'error',
});
