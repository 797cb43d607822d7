// /api/admin/products: the admins' review queue of products across every seller (one status at a time,
// oldest submission first, keyset pages with the counts of each status) and the decision on one product.
import {
  productReviewPageSchema,
  productReviewResponseSchema,
  type ProductReviewBody,
  type ProductReviewItem,
  type ProductReviewPage,
  type ProductStatus,
} from '../schemas/products.ts';
import type { HttpClient } from './client.ts';

export type ProductReviewRequest = {
  status: ProductStatus;
  /** nextCursor of the previous page; null for the first. */
  cursor: string | null;
  limit?: number;
};

export const createAdminProductsService = (http: HttpClient) => ({
  listProducts: async ({ status, cursor, limit }: ProductReviewRequest): Promise<ProductReviewPage> =>
    (
      await http.request(productReviewPageSchema, '/api/admin/products', {
        auth: 'admin',
        query: { status, cursor: cursor ?? undefined, limit },
        fallback: 'The products could not be loaded.',
      })
    ).data,

  /** Answers the product as decided. */
  reviewProduct: async (id: number, body: ProductReviewBody): Promise<ProductReviewItem> =>
    (
      await http.request(productReviewResponseSchema, `/api/admin/products/${id}/review`, {
        method: 'PATCH',
        auth: 'admin',
        body,
        fallback: 'The decision could not be saved.',
      })
    ).data,
});

export type AdminProductsService = ReturnType<typeof createAdminProductsService>;
