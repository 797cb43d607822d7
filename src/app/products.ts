// The product list's machine joined to the products service, the address bar and the toasts.
import { fromPromise } from 'xstate';
import {
  statusFilters,
  statusOfFilter,
  productsLocation,
  type PageRequest,
  type ProductListPage,
  type StatusCounts,
} from '../machines/product-list/context.ts';
import { productListMachine } from '../machines/product-list/machine.ts';
import type { ProductsService } from '../services/products.ts';
import { showToast } from '../views/toast/toasts.ts';
import type { Navigate } from './logic.ts';

/** The list's actors over a products service, real or in-memory. */
export const productListActors = (service: ProductsService) => ({
  // No abort signal: under React's StrictMode (development) the first actor is stopped and its aborted
  // requests would fail the list; a superseded answer is dropped by XState anyway.
  loadPage: fromPromise<ProductListPage, PageRequest>(async ({ input }) => {
    const { filters, page, limit } = input;
    const answer = await service.listProducts({
      page,
      limit,
      search: filters.search,
      status: statusOfFilter[filters.status],
      sortBy: filters.sortBy,
      sortOrder: filters.sortOrder,
    });
    return { products: answer.products, hasNextPage: answer.pagination.hasNextPage };
  }),
  // One count per tab, all for the same search (GET /api/products/count takes one status at a time).
  loadCounts: fromPromise<StatusCounts, { search: string }>(async ({ input }) => {
    const counts = await Promise.all(
      statusFilters.map((tab) =>
        service.countProducts({ search: input.search, status: statusOfFilter[tab] }),
      ),
    );
    return Object.fromEntries(statusFilters.map((tab, index) => [tab, counts[index]!])) as StatusCounts;
  }),
  deleteProduct: fromPromise<void, { id: number }>(({ input }) => service.deleteProduct(input.id)),
});

/** The machine /products runs; its filters live in the URL, replaced in place so Back leaves the list. */
export const provideProductList = (service: ProductsService, navigate: Navigate) =>
  productListMachine.provide({
    actors: productListActors(service),
    actions: {
      syncFilters: ({ context }) => navigate(productsLocation(context.filters), { replace: true }),
      showToast: (_, content) => showToast(content),
    },
  });
