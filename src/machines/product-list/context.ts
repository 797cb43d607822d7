// What the seller's product list holds (spec §4, §9): its filters (kept in the URL), the products loaded so
// far, the count of every status for the current search, and the product the seller asked to delete.
import {
  productPageSize,
  productSearchMax,
  productSortOrderSchema,
  productStatus,
  type Product,
  type ProductSort,
  type ProductSortOrder,
  type ProductStatus,
} from '#schemas/products';
import type { Failure } from '../shared/failure.ts';

/** The status filter's tabs in their order on screen (spec §4); All leaves the status out. */
export const statusFilters = ['all', 'approved', 'pending', 'rejected'] as const;
export type StatusFilter = (typeof statusFilters)[number];

/** The status each tab asks the API for. */
export const statusOfFilter: Record<StatusFilter, ProductStatus | undefined> = {
  all: undefined,
  approved: productStatus.approved,
  pending: productStatus.pending,
  rejected: productStatus.rejected,
};

/** The tab a product is counted under besides All. */
export const filterOfStatus: Record<ProductStatus, StatusFilter> = {
  [productStatus.pending]: 'pending',
  [productStatus.approved]: 'approved',
  [productStatus.rejected]: 'rejected',
};

export type ProductListFilters = {
  search: string;
  status: StatusFilter;
  sortBy: ProductSort;
  sortOrder: ProductSortOrder;
};

/** Spec §4: every product, newest first. */
export const defaultFilters: ProductListFilters = {
  search: '',
  status: 'all',
  sortBy: 'date_add',
  sortOrder: 'desc',
};

/** How many products each tab holds for the current search. */
export type StatusCounts = Readonly<Record<StatusFilter, number>>;

/** One page as the API answers it. */
export type ProductListPage = { products: Product[]; hasNextPage: boolean };
export type PageRequest = { filters: ProductListFilters; page: number; limit: number };

export interface ProductListContext {
  filters: ProductListFilters;
  /** What the search field shows: ahead of `filters.search` while the seller is still typing. */
  searchText: string;
  products: Product[];
  /** Whether the API said more pages follow; the count says it too (see `isComplete`). */
  hasNextPage: boolean;
  counts: StatusCounts | null;
  /** Why the last page could not be loaded; the products already shown stay. */
  failure: Failure | null;
  countFailure: Failure | null;
  /** The product the delete dialog is about. */
  target: Product | null;
}

export const initialContext = (filters: ProductListFilters): ProductListContext => ({
  filters,
  searchText: filters.search,
  products: [],
  hasNextPage: true,
  counts: null,
  failure: null,
  countFailure: null,
  target: null,
});

/**
 * The page that holds the next product not yet shown. Counting from the products shown, not from the pages
 * loaded, keeps a delete from skipping one: the rows after it moved up a place, so the page is asked again
 * and the rows already shown are dropped from it.
 */
export const pageRequest = (context: ProductListContext): PageRequest => ({
  filters: context.filters,
  page: Math.floor(context.products.length / productPageSize) + 1,
  limit: productPageSize,
});

/** Spec §4: products load until the count is reached (or the API says there is no next page). */
export const isComplete = (products: readonly Product[], hasNextPage: boolean, count: number | null) =>
  !hasNextPage || (count !== null && products.length >= count);

/** Rows of a new page that are not shown yet, after those that are. */
export const mergePage = (shown: readonly Product[], page: readonly Product[]): Product[] => {
  const known = new Set(shown.map((product) => product.id));
  return [...shown, ...page.filter((product) => !known.has(product.id))];
};

// ---------------------------------------------------------------------------------------------------------
// The filters in the URL (decision 021): /products?search=abaca&status=pending&sort=stock&order=asc, the
// defaults left out, so the plain list is /products and a shared or older link reads the same way.

const sortNames: Record<ProductSort, string> = { date_add: 'date', quantity: 'stock' };

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.find((candidate) => candidate === value) ?? fallback;

/** The filters a query string names; anything unreadable reads as its default. */
export const filtersFromSearch = (search: string): ProductListFilters => {
  const query = new URLSearchParams(search);
  const sortName = query.get('sort');
  return {
    search: (query.get('search') ?? '').trim().slice(0, productSearchMax),
    status: oneOf(statusFilters, query.get('status'), defaultFilters.status),
    sortBy:
      (Object.keys(sortNames) as ProductSort[]).find((sort) => sortNames[sort] === sortName) ??
      defaultFilters.sortBy,
    sortOrder: productSortOrderSchema.catch(defaultFilters.sortOrder).parse(query.get('order')),
  };
};

/** Where the list keeps `filters`. */
export const productsLocation = (filters: ProductListFilters): string => {
  const query = new URLSearchParams();
  if (filters.search) query.set('search', filters.search);
  if (filters.status !== defaultFilters.status) query.set('status', filters.status);
  if (filters.sortBy !== defaultFilters.sortBy) query.set('sort', sortNames[filters.sortBy]);
  if (filters.sortOrder !== defaultFilters.sortOrder) query.set('order', filters.sortOrder);
  const text = query.toString();
  return text ? `/products?${text}` : '/products';
};

export const sameFilters = (a: ProductListFilters, b: ProductListFilters) =>
  a.search === b.search && a.status === b.status && a.sortBy === b.sortBy && a.sortOrder === b.sortOrder;
