// The category tree as use cases. A change runs in one transaction that first locks the categories it is
// about, so two admins editing at once cannot make a tree three levels deep, give siblings one title, or
// delete a category a product starts using meanwhile. Rules refuse with a typed outcome, never an HTTP status.
import type { CategoryInput } from '#schemas/categories';
import type { Database } from '../../db/client.ts';
import { inTransaction, ok, refuse } from '../../lib/outcome.ts';
import { isUniqueViolation } from '../../lib/postgres-errors.ts';
import { createCategoryRepository } from './repository.ts';

export type CategoryServiceOptions = { database: Pick<Database, 'db'> };

export function createCategoryService({ database: { db } }: CategoryServiceOptions) {
  const categories = createCategoryRepository(db);

  /** Creates (`id` null) or changes a category: title, parent and tags, as the admin's form sends them. */
  async function save(id: number | null, { title, parentCategoryId, tags }: CategoryInput) {
    if (id !== null && parentCategoryId === id) return refuse('ownParent');
    const saving = inTransaction(db, async (tx) => {
      const repository = createCategoryRepository(tx);
      const locked = await repository.lock(
        [id, parentCategoryId].filter((each) => each !== null),
        'no key update',
      );
      const current = id === null ? null : locked.get(id);
      if (current === undefined) return refuse('unknownCategory');
      const parent = parentCategoryId === null ? null : locked.get(parentCategoryId);
      if (parent === undefined) return refuse('unknownParent');
      if (parent?.parentId != null) return refuse('parentIsChild', { parent: parent.title });
      // Two levels: a category with children stays top-level (its children would be a third level).
      if (current && parent && current.parentId !== parent.id) {
        const children = await repository.childCount(current.id);
        if (children > 0) return refuse('cannotMoveParent', { title: current.title, children });
      }
      const taken = { title, parent: parent?.title ?? null };
      if (await repository.titleTaken(title, parentCategoryId, id ?? undefined))
        return refuse('titleTaken', taken);
      const values = { title, parentId: parentCategoryId, tags };
      const savedId = current ? current.id : await repository.insert(values);
      if (current) await repository.update(savedId, values);
      return ok((await repository.find(savedId))!);
    });
    try {
      return await saving;
    } catch (error) {
      // Two top-level categories of one title created at the same moment: the index refuses the second.
      if (isUniqueViolation(error)) return refuse('titleTaken', { title, parent: null });
      throw error;
    }
  }

  return {
    list: () => categories.list(),
    listWithUse: () => categories.listWithUse(),
    find: (id: number) => categories.find(id),
    create: (input: CategoryInput) => save(null, input),
    update: (id: number, input: CategoryInput) => save(id, input),

    /** Deletes a category no product uses and no subcategory sits under; otherwise nothing changes. */
    delete: (id: number) =>
      inTransaction(db, async (tx) => {
        const repository = createCategoryRepository(tx);
        const current = (await repository.lock([id], 'update')).get(id);
        if (!current) return refuse('unknownCategory');
        const children = await repository.childCount(id);
        if (children > 0) return refuse('hasChildren', { title: current.title, children });
        const products = await repository.productCount(id);
        if (products > 0) return refuse('inUse', { title: current.title, products });
        await repository.delete(id);
        return ok(null);
      }),
  };
}

export type CategoryService = ReturnType<typeof createCategoryService>;
