// /api/admin/products: the admins' review queue of products across every seller (one status at a time,
// oldest submission first, keyset pages with the counts of each status) and the decision on one product.
import { envelope } from '../schemas/api.ts';
import {
  productReviewPageSchema,
  productSchema,
  type ProductReviewBody,
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

/** What the review answers, as far as the queue needs it (the product itself comes along and is ignored). */
const reviewOutcomeSchema = envelope(productSchema.pick({ id: true, status: true, statusReason: true }));
export type ProductReviewOutcome = ReturnType<typeof reviewOutcomeSchema.parse>['data'];

export const createAdminProductsService = (http: HttpClient) => ({
  listProducts: async ({ status, cursor, limit }: ProductReviewRequest): Promise<ProductReviewPage> =>
    (
      await http.request(productReviewPageSchema, '/api/admin/products', {
        auth: 'admin',
        query: { status, cursor: cursor ?? undefined, limit },
        fallback: 'The products could not be loaded.',
      })
    ).data,

  reviewProduct: async (id: number, body: ProductReviewBody): Promise<ProductReviewOutcome> =>
    (
      await http.request(reviewOutcomeSchema, `/api/admin/products/${id}/review`, {
        method: 'PATCH',
        auth: 'admin',
        body,
        fallback: 'The decision could not be saved.',
      })
    ).data,
});

export type AdminProductsService = ReturnType<typeof createAdminProductsService>;
