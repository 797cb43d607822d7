// What the campaign page reads from its actor.
import type { SnapshotFrom } from 'xstate';
import { appliedProductIds, checkApplication } from './context.ts';
import { loadFailureText, submitFailureText } from './failure.ts';
import type { CampaignApplicationMachine } from './machine.ts';

type Snapshot = SnapshotFrom<CampaignApplicationMachine>;

export const selectCampaign = (snapshot: Snapshot) => snapshot.context.campaign;
export const selectIsLoading = (snapshot: Snapshot) => snapshot.hasTag('loading');
/** Why the campaign could not be read, or null. */
export const selectLoadFailureText = (snapshot: Snapshot) =>
  snapshot.matches('loadFailed') && snapshot.context.failure
    ? loadFailureText(snapshot.context.failure)
    : null;
/** Whether the page takes applications now (the picker may open). */
export const selectIsOpen = (snapshot: Snapshot) => snapshot.matches('open');
export const selectIsPicking = (snapshot: Snapshot) => snapshot.hasTag('picker');
export const selectIsBusy = (snapshot: Snapshot) => snapshot.hasTag('busy');
export const selectIsSearching = (snapshot: Snapshot) => snapshot.hasTag('searching');
export const selectSearchFailed = (snapshot: Snapshot) =>
  snapshot.matches({ open: { picking: 'searchFailed' } });
export const selectSearch = (snapshot: Snapshot) => snapshot.context.search;
export const selectOptions = (snapshot: Snapshot) => snapshot.context.options;
export const selectPicked = (snapshot: Snapshot) => snapshot.context.picked;
/** The products pending or approved in the campaign already: the picker does not offer them. */
export const selectAppliedIds = (snapshot: Snapshot) => appliedProductIds(snapshot.context.campaign);

/**
 * Each picked product's message: the server's (400) until changed, else spec §5's for a discount typed in
 * (every one after a refused submit); `general` is the application's own ('At least one product is required').
 */
export const selectErrors = (
  snapshot: Snapshot,
): { products: Record<number, string>; general: string | null } => {
  const { context } = snapshot;
  const checked = checkApplication(context);
  const products: Record<number, string> = {};
  if (!checked.ok)
    for (const product of context.picked) {
      const message = checked.errors[product.productId];
      if (message && (context.showAllErrors || product.discount.trim() !== ''))
        products[product.productId] = message;
    }
  return {
    products: { ...products, ...context.serverErrors },
    general: !checked.ok && context.showAllErrors ? checked.general : null,
  };
};

/** The banner of a refused application (failed, or closed by the server's 409), or null. */
export const selectSubmitFailureText = (snapshot: Snapshot) =>
  (snapshot.matches({ open: { picking: 'failed' } }) || snapshot.matches('closed')) &&
  snapshot.context.failure
    ? submitFailureText(snapshot.context.failure)
    : null;
