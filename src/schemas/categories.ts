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
    // The same tag twice in any case is one tag.
    .transform((tags) => [...new Map(tags.map((value) => [value.toLowerCase(), value])).values()]),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;

/** A category's id in a path: any text within Fastify's bound, so an id that is not a number is a 404. */
export const categoryParamsSchema = z.object({ id: text({ label: 'Category id', max: 100 }) });
