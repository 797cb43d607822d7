// /api/product-categories: the category tree a seller picks a product's category from (spec §7).
import { categoriesResponseSchema, categoryResponseSchema, type Category } from '../schemas/categories.ts';
import type { HttpClient } from './client.ts';

export const createCategoriesService = (http: HttpClient) => ({
  /** Every category, parents before their children, each level by title. */
  listCategories: async (signal?: AbortSignal): Promise<Category[]> =>
    (
      await http.request(categoriesResponseSchema, '/api/product-categories', {
        fallback: 'Unexpected response status',
        ...(signal ? { signal } : {}),
      })
    ).data,

  getCategory: async (id: number, signal?: AbortSignal): Promise<Category> =>
    (
      await http.request(categoryResponseSchema, `/api/product-categories/${id}`, {
        fallback: 'Unexpected response status',
        ...(signal ? { signal } : {}),
      })
    ).data,
});

export type CategoriesService = ReturnType<typeof createCategoriesService>;
