// Product categories (spec §3: title, parentCategory, tags): a tree two levels deep, parent > child. Admins
// edit it under /api/admin/categories; sellers read it from /api/product-categories.
import { z } from 'zod';
import { envelope } from './api.ts';
import { text } from './text.ts';

export const categoryTitleMax = 80;
export const categoryTagMax = 40;
export const categoryTagsMax = 20;

const categoryId = z.number().int().positive();

export const categoryRefSchema = z.object({ id: categoryId, title: z.string() });
export type CategoryRef = z.infer<typeof categoryRefSchema>;

/** One category as every answer shows it: a top-level one has `parentCategory: null`. */
export const categorySchema = z.object({
  id: categoryId,
  title: z.string(),
  parentCategory: categoryRefSchema.nullable(),
  tags: z.array(z.string()),
});
export type Category = z.infer<typeof categorySchema>;

/** Every category, parents before their children, each level by title. */
export const categoriesResponseSchema = envelope(z.array(categorySchema));
export const categoryResponseSchema = envelope(categorySchema);

/** "Fashion > Women's Apparel", or the title alone for a top-level category (spec §3: parent > child). */
export const categoryPath = (category: Pick<Category, 'title' | 'parentCategory'>) =>
  category.parentCategory ? `${category.parentCategory.title} > ${category.title}` : category.title;

const tag = text({ label: 'Tag', max: categoryTagMax }).min(1, { error: 'A tag cannot be blank' });

/** The admin's category form, as POST and PUT /api/admin/categories take it. */
export const categoryInputSchema = z.object({
  title: text({ label: 'Title', max: categoryTitleMax, error: 'Title is required' }).min(1, {
    error: 'Title is required',
  }),
  parentCategoryId: categoryId.nullable(),
  tags: z
    .array(tag, { error: 'Tags must be a list' })
    .max(categoryTagsMax, { error: `A category can have at most ${categoryTagsMax} tags` })
    // The same tag twice in any case is one tag, spelt as it first came.
    .transform((tags) => {
      const seen = new Set<string>();
      return tags.filter((value) => !seen.has(value.toLowerCase()) && seen.add(value.toLowerCase()));
    }),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;

/** A category's id in a path: any text within Fastify's bound, so an id that is not a number is a 404. */
export const categoryParamsSchema = z.object({ id: text({ label: 'Category id', max: 100 }) });

/** What the admin's tree shows of each category: how many products use it, so a delete is no surprise. */
export const adminCategorySchema = categorySchema.extend({ productCount: z.number().int().nonnegative() });
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const adminCategoriesResponseSchema = envelope(z.array(adminCategorySchema));
export const adminCategoryResponseSchema = envelope(adminCategorySchema);

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What the server answers when the tree's rules refuse a change; the admin's screen shows it as is. */
export const categoryMessages = {
  notFound: 'No category with this id.',
  parentNotFound: 'That parent category no longer exists. Choose another.',
  ownParent: 'A category cannot be its own parent.',
  parentIsChild: (parent: string) =>
    `“${parent}” is a subcategory itself. Categories go two levels deep: choose a top-level parent.`,
  cannotMoveParent: (title: string, children: number) =>
    `“${title}” has ${plural(children, 'subcategory', 'subcategories')}, so it cannot go under another category. Move or delete them first.`,
  titleTaken: (title: string, parent: string | null) =>
    parent === null
      ? `A top-level category titled “${title}” already exists.`
      : `“${parent}” already has a subcategory titled “${title}”.`,
  deleteParent: (title: string, children: number) =>
    `“${title}” has ${plural(children, 'subcategory', 'subcategories')}. Move or delete them first.`,
  inUse: (title: string, products: number) =>
    `${plural(products, 'product uses', 'products use')} “${title}”. Move them to another category before deleting it.`,
} as const;
