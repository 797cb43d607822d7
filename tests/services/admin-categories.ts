// The in-memory admin categories service, for stories and tests: the API's rules and messages (two levels,
// titles unique among siblings in any case, no delete while products use a category or children sit under
// it, 404 for a category that is gone), over a small tree.
import {
  categoryInputSchema,
  categoryMessages,
  type AdminCategory,
  type Category,
  type CategoryInput,
} from '#schemas/categories';
import { FailureError } from '#machines/shared/failure.ts';
import type { AdminCategoriesService } from '../../src/services/admin-categories.ts';

type Row = { id: number; parentId: number | null; title: string; tags: string[]; productCount: number };

/** A small tree: two parents with children, one of them used by products, and a parent with none. */
export const sampleCategoryRows = (): Row[] => [
  { id: 1, parentId: null, title: 'Fashion', tags: ['clothing', 'apparel'], productCount: 0 },
  { id: 2, parentId: 1, title: "Women's Apparel", tags: ['dresses', 'filipiniana'], productCount: 3 },
  { id: 3, parentId: 1, title: 'Shoes', tags: ['sneakers', 'tsinelas'], productCount: 0 },
  { id: 4, parentId: null, title: 'Handicrafts', tags: ['handmade', 'artisan'], productCount: 0 },
  { id: 5, parentId: 4, title: 'Woven Goods', tags: ['abaca', 'banig', 'rattan'], productCount: 12 },
  { id: 6, parentId: 4, title: 'Pottery & Ceramics', tags: ['palayok'], productCount: 0 },
  { id: 7, parentId: null, title: 'Pets', tags: ['alaga'], productCount: 0 },
];

export type FakeAdminCategoriesOptions = {
  rows?: Row[];
  /** The list fails (500) this many times before it answers. */
  failLoads?: number;
  /** Every call waits forever (loading states in stories). */
  never?: boolean;
};

const refusal = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  new FailureError({ kind: 'http', status, code, message, ...(fields ? { fields } : {}) });

const byTitle = (a: Row, b: Row) => a.title.toLowerCase().localeCompare(b.title.toLowerCase());

export function createFakeAdminCategories({
  rows: initial = sampleCategoryRows(),
  failLoads = 0,
  never = false,
}: FakeAdminCategoriesOptions = {}) {
  const rows = initial.map((row) => ({ ...row, tags: [...row.tags] }));
  let failuresLeft = failLoads;
  let nextId = Math.max(0, ...rows.map((row) => row.id)) + 1;

  const find = (id: number | null) => rows.find((row) => row.id === id);
  const toCategory = (row: Row): AdminCategory => {
    const parent = find(row.parentId);
    return {
      id: row.id,
      title: row.title,
      parentCategory: parent ? { id: parent.id, title: parent.title } : null,
      tags: [...row.tags],
      productCount: row.productCount,
    };
  };
  const plain = ({ productCount: _, ...category }: AdminCategory): Category => category;
  const answer = async <T>(work: () => T): Promise<T> => {
    if (never) return new Promise<T>(() => undefined);
    return work();
  };

  const save = (id: number | null, body: CategoryInput): Category => {
    const input = categoryInputSchema.parse(body);
    const current = id === null ? null : find(id);
    if (current === undefined) throw refusal(404, 'NOT_FOUND', categoryMessages.notFound);
    const field = (status: number, name: string, message: string) =>
      refusal(status, status === 409 ? 'CONFLICT' : 'VALIDATION_FAILED', message, { [name]: message });
    if (id !== null && input.parentCategoryId === id)
      throw field(400, 'parentCategoryId', categoryMessages.ownParent);
    const parent = input.parentCategoryId === null ? null : find(input.parentCategoryId);
    if (parent === undefined) throw field(400, 'parentCategoryId', categoryMessages.parentNotFound);
    if (parent && parent.parentId !== null)
      throw field(400, 'parentCategoryId', categoryMessages.parentIsChild(parent.title));
    const children = current ? rows.filter((row) => row.parentId === current.id).length : 0;
    if (current && parent && current.parentId !== parent.id && children > 0)
      throw field(409, 'parentCategoryId', categoryMessages.cannotMoveParent(current.title, children));
    const sibling = rows.find(
      (row) =>
        row.id !== id &&
        row.parentId === input.parentCategoryId &&
        row.title.toLowerCase() === input.title.toLowerCase(),
    );
    if (sibling) throw field(409, 'title', categoryMessages.titleTaken(input.title, parent?.title ?? null));
    const row = current ?? { id: nextId++, parentId: null, title: '', tags: [], productCount: 0 };
    Object.assign(row, { title: input.title, parentId: input.parentCategoryId, tags: input.tags });
    if (!current) rows.push(row);
    return plain(toCategory(row));
  };

  const service: AdminCategoriesService = {
    listCategories: () =>
      answer(() => {
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          throw refusal(500, 'INTERNAL_ERROR', 'Something went wrong on our side.');
        }
        const parents = rows.filter((row) => row.parentId === null).sort(byTitle);
        return parents.flatMap((parent) =>
          [parent, ...rows.filter((row) => row.parentId === parent.id).sort(byTitle)].map(toCategory),
        );
      }),
    createCategory: (input) => answer(() => save(null, input)),
    updateCategory: (id, input) => answer(() => save(id, input)),
    deleteCategory: (id) =>
      answer(() => {
        const row = find(id);
        if (!row) throw refusal(404, 'NOT_FOUND', categoryMessages.notFound);
        const children = rows.filter((each) => each.parentId === id).length;
        if (children > 0) throw refusal(409, 'CONFLICT', categoryMessages.deleteParent(row.title, children));
        if (row.productCount > 0)
          throw refusal(409, 'CONFLICT', categoryMessages.inUse(row.title, row.productCount));
        rows.splice(rows.indexOf(row), 1);
      }),
  };
  return { service, rows };
}
