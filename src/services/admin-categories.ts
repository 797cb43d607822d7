// /api/admin/categories: the category tree as the admin edits it (each category with how many products use
// it), and its changes.
import { okSchema } from '../schemas/api.ts';
import {
  adminCategoriesResponseSchema,
  categoryResponseSchema,
  type AdminCategory,
  type Category,
  type CategoryInput,
} from '../schemas/categories.ts';
import type { HttpClient } from './client.ts';

const categoryPath = (id: number) => `/api/admin/categories/${id}`;

export const createAdminCategoriesService = (http: HttpClient) => ({
  listCategories: async (): Promise<AdminCategory[]> =>
    (
      await http.request(adminCategoriesResponseSchema, '/api/admin/categories', {
        auth: 'admin',
        fallback: 'The categories could not be loaded.',
      })
    ).data,

  createCategory: async (input: CategoryInput): Promise<Category> =>
    (
      await http.request(categoryResponseSchema, '/api/admin/categories', {
        method: 'POST',
        auth: 'admin',
        body: input,
        fallback: 'The category could not be saved.',
      })
    ).data,

  updateCategory: async (id: number, input: CategoryInput): Promise<Category> =>
    (
      await http.request(categoryResponseSchema, categoryPath(id), {
        method: 'PUT',
        auth: 'admin',
        body: input,
        fallback: 'The category could not be saved.',
      })
    ).data,

  deleteCategory: async (id: number): Promise<void> => {
    await http.request(okSchema, categoryPath(id), {
      method: 'DELETE',
      auth: 'admin',
      fallback: 'The category could not be deleted.',
    });
  },
});

export type AdminCategoriesService = ReturnType<typeof createAdminCategoriesService>;
