// /api/products, the seller's side (spec §7): a page of the list, the count for the same filters, one product,
// and deleting one. Creating and updating (multipart, with upload progress) are in product-save.ts.
import { okSchema } from '../schemas/api.ts';
import {
  productCountResponseSchema,
  productListResponseSchema,
  productPageSize,
  productResponseSchema,
  type Product,
  type ProductPage,
  type ProductSort,
  type ProductSortOrder,
  type ProductStatus,
} from '../schemas/products.ts';
import type { HttpClient } from './client.ts';

/** The filters the list and the count share; a blank search matches every product. */
export type ProductFilter = { search?: string; status?: ProductStatus };

export type ProductListQuery = ProductFilter & {
  page: number;
  limit?: number;
  sortBy?: ProductSort;
  sortOrder?: ProductSortOrder;
};

const productPath = (id: number | string) => `/api/products/${encodeURIComponent(String(id))}`;

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export const createProductsService = (http: HttpClient) => ({
  listProducts: async (query: ProductListQuery, signal?: AbortSignal): Promise<ProductPage> =>
    (
      await http.request(productListResponseSchema, '/api/products', {
        query: {
          limit: query.limit ?? productPageSize,
          page: query.page,
          sortBy: query.sortBy,
          sortOrder: query.sortOrder,
          search: query.search?.trim() || undefined,
          status: query.status,
        },
        fallback: 'Error fetching products',
        ...withSignal(signal),
      })
    ).data,

  countProducts: async (filter: ProductFilter, signal?: AbortSignal): Promise<number> =>
    (
      await http.request(productCountResponseSchema, '/api/products/count', {
        query: { search: filter.search?.trim() || undefined, status: filter.status },
        fallback: 'Failed to fetch products count',
        ...withSignal(signal),
      })
    ).data.count,

  getProduct: async (id: number | string, signal?: AbortSignal): Promise<Product> =>
    (
      await http.request(productResponseSchema, productPath(id), {
        fallback: 'Error fetching product',
        ...withSignal(signal),
      })
    ).data,

  deleteProduct: async (id: number | string): Promise<void> => {
    await http.request(okSchema, productPath(id), {
      method: 'DELETE',
      fallback: 'Error deleting product',
    });
  },
});

export type ProductsService = ReturnType<typeof createProductsService>;
