import type { CategoryInput } from '#schemas/categories';

export type CategoriesEvent =
  | { type: 'categories.retry' }
  /** Opens the form for a new category, top-level or under `parentCategoryId`. */
  | { type: 'category.add'; parentCategoryId: number | null }
  | { type: 'category.edit'; id: number }
  | { type: 'category.delete'; id: number }
  | { type: 'editor.submit'; input: CategoryInput }
  | { type: 'editor.cancel' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };
