import type { ProductOption } from './context.ts';

export type CampaignApplicationEvent =
  /** Read the campaign again after it failed. */
  | { type: 'campaign.retry' }
  /** "Apply products": the picker opens. */
  | { type: 'picker.open' }
  /** Cancel: the picker closes and keeps what was picked. */
  | { type: 'picker.close' }
  | { type: 'search.change'; search: string }
  | { type: 'search.retry' }
  | { type: 'product.add'; product: ProductOption }
  | { type: 'product.remove'; productId: number }
  | { type: 'discount.change'; productId: number; discount: string }
  | { type: 'application.submit' }
  /** The window clock: the application end (or the campaign's end) has come while the page is open. */
  | { type: 'window.closed' };
