// The admin's category tree (issue 11): what the screen holds, the form's own schema over the shared one,
// and the tree as the screen lays it out (each parent with its children).
import { z } from 'zod';
import {
  categoryInputSchema,
  categoryTagMax,
  categoryTagsMax,
  type AdminCategory,
  type CategoryInput,
} from '#schemas/categories';
import { text } from '#schemas/text';
import type { Failure } from '../shared/failure.ts';

/** The category the form edits (null: a new one), and the parent it starts under. */
export type Editor = { category: AdminCategory | null; parentCategoryId: number | null };

export type SaveRequest = { id: number | null; input: CategoryInput };

/** What the admin is told once the server has answered a change (a toast). */
export type Announcement =
  | { kind: 'created' | 'saved' | 'deleted'; title: string }
  | { kind: 'saveFailed' | 'deleteRefused' | 'reloadFailed'; message: string };

export type CategoriesContext = {
  categories: AdminCategory[];
  /** Why the tree could not be loaded at all. */
  loadFailure: Failure | null;
  editor: Editor | null;
  /** The server's per-field answer to the last save (409: a sibling's title; the parent refused). */
  fieldErrors: Record<string, string>;
  /** The category a delete is being confirmed or sent for. */
  deleting: AdminCategory | null;
};

export const initialCategoriesContext: CategoriesContext = {
  categories: [],
  loadFailure: null,
  editor: null,
  fieldErrors: {},
  deleting: null,
};

/** A top-level category with its children, in the server's tree order. */
export type Branch = { category: AdminCategory; children: AdminCategory[] };

export const branchesOf = (categories: readonly AdminCategory[]): Branch[] => {
  const branches = new Map<number, Branch>();
  for (const category of categories)
    if (category.parentCategory === null) branches.set(category.id, { category, children: [] });
  for (const category of categories)
    if (category.parentCategory) branches.get(category.parentCategory.id)?.children.push(category);
  return [...branches.values()];
};

const splitTags = (value: string) =>
  value
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/**
 * The form as typed: a title, the parent's id ('' for none) and the tags as one comma-separated line; its
 * output is what the server takes (`categoryInputSchema`, which also drops a tag typed twice), and each
 * message sits on the field the admin typed in.
 */
export const categoryFormSchema = z
  .object({
    title: categoryInputSchema.shape.title,
    parentCategoryId: z.string(),
    tags: text({ label: 'Tags', max: (categoryTagMax + 2) * categoryTagsMax })
      .transform(splitTags)
      .refine((tags) => tags.every((tag) => tag.length <= categoryTagMax), {
        error: `Each tag must be at most ${categoryTagMax} characters`,
      })
      .refine((tags) => tags.length <= categoryTagsMax, {
        error: `A category can have at most ${categoryTagsMax} tags`,
      }),
  })
  .transform(({ title, parentCategoryId, tags }): CategoryInput => ({
    title,
    parentCategoryId: parentCategoryId === '' ? null : Number(parentCategoryId),
    tags: categoryInputSchema.shape.tags.parse(tags),
  }));
export type CategoryFormValues = z.input<typeof categoryFormSchema>;

/** The form's first values: the category's own, or an empty one under the parent it was added from. */
export const formValuesOf = ({ category, parentCategoryId }: Editor): CategoryFormValues => ({
  title: category?.title ?? '',
  parentCategoryId: String(category?.parentCategory?.id ?? parentCategoryId ?? ''),
  tags: category?.tags.join(', ') ?? '',
});

/** The server's field errors under the form's own fields (a tag's `tags.3` under the tags line). */
export const formFieldErrors = (fields: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).map(([path, message]) => [path.split('.')[0]!, message]));
