import type { Product } from '#schemas/products';
import type { ProductListFilters } from './context.ts';

export type ProductListEvent =
  /** The view's sentinel came within half the remaining list of view (spec §9). */
  | { type: 'list.loadMore' }
  /** Asks again for what failed: the page, the counts, or both. */
  | { type: 'list.retry' }
  /** Changes some filters (the others stay): the list and its counts start over. */
  | { type: 'list.filter'; filters: Partial<ProductListFilters> }
  /** The seller typed in the search field: the search applies after a pause (debounced). */
  | { type: 'search.change'; text: string }
  /** Enter in the search field: the search applies now. */
  | { type: 'search.submit' }
  /** The row's Delete: asks the seller to confirm. */
  | { type: 'product.delete'; product: Product }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };
