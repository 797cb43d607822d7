// The SQL of the category tree: the whole tree in tree order, one category, and the rows a change locks.
// Built per executor, like every repository.
import { and, count, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminCategory, Category } from '#schemas/categories';
import type { Executor } from '../../lib/executor.ts';
import { products } from '../products/table.ts';
import { productCategories } from './table.ts';

const parent = alias(productCategories, 'parent');

/** A category row as a change needs it. */
export type CategoryRow = { id: number; parentId: number | null; title: string; tags: string[] };

const rowColumns = {
  id: productCategories.id,
  parentId: productCategories.parentId,
  title: productCategories.title,
  tags: productCategories.tags,
};

const categoryColumns = {
  id: productCategories.id,
  title: productCategories.title,
  tags: productCategories.tags,
  parentId: parent.id,
  parentTitle: parent.title,
};

type Joined = {
  id: number;
  title: string;
  tags: string[];
  parentId: number | null;
  parentTitle: string | null;
};

const categoryOf = ({ parentId, parentTitle, ...row }: Joined): Category => ({
  ...row,
  parentCategory: parentId === null || parentTitle === null ? null : { id: parentId, title: parentTitle },
});

/** Tree order: each parent by title, its children by title right after it. */
const treeOrder: SQL[] = [
  sql`lower(coalesce(${parent.title}, ${productCategories.title}))`,
  sql`coalesce(${parent.id}, ${productCategories.id})`,
  sql`${productCategories.parentId} is not null`,
  sql`lower(${productCategories.title})`,
];

export function createCategoryRepository(db: Executor) {
  const joined = () =>
    db
      .select(categoryColumns)
      .from(productCategories)
      .leftJoin(parent, eq(parent.id, productCategories.parentId));

  return {
    async list(): Promise<Category[]> {
      return (await joined().orderBy(...treeOrder)).map(categoryOf);
    },

    /** The tree with how many products use each category (one pass over the category index). */
    async listWithUse(): Promise<AdminCategory[]> {
      const use = db
        .select({ categoryId: products.categoryId, productCount: count().as('product_count') })
        .from(products)
        .groupBy(products.categoryId)
        .as('use');
      const rows = await db
        .select({ ...categoryColumns, productCount: sql<number>`coalesce(${use.productCount}, 0)::int` })
        .from(productCategories)
        .leftJoin(parent, eq(parent.id, productCategories.parentId))
        .leftJoin(use, eq(use.categoryId, productCategories.id))
        .orderBy(...treeOrder);
      return rows.map(({ productCount, ...row }) => ({ ...categoryOf(row), productCount }));
    },

    async find(id: number): Promise<Category | null> {
      const [row] = await joined().where(eq(productCategories.id, id));
      return row ? categoryOf(row) : null;
    },

    /**
     * The categories a change is about, locked until the transaction ends and in id order (two changes
     * locking the same rows wait for each other instead of deadlocking). `no key update` for a change (a
     * parent so locked takes no new children, nor moves, meanwhile); `update` for a delete, which also holds
     * off a product starting to use the category.
     */
    async lock(
      ids: readonly number[],
      strength: 'update' | 'no key update',
    ): Promise<Map<number, CategoryRow>> {
      const rows = await db
        .select(rowColumns)
        .from(productCategories)
        .where(inArray(productCategories.id, [...ids]))
        .orderBy(productCategories.id)
        .for(strength);
      return new Map(rows.map((row) => [row.id, row]));
    },

    async childCount(id: number): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(productCategories)
        .where(eq(productCategories.parentId, id));
      return row?.count ?? 0;
    },

    async productCount(id: number): Promise<number> {
      const [row] = await db.select({ count: count() }).from(products).where(eq(products.categoryId, id));
      return row?.count ?? 0;
    },

    /** True when a sibling (same parent, `except` aside) has this title in any case. */
    async titleTaken(title: string, parentId: number | null, except?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: productCategories.id })
        .from(productCategories)
        .where(
          and(
            parentId === null ? isNull(productCategories.parentId) : eq(productCategories.parentId, parentId),
            sql`lower(${productCategories.title}) = lower(${title})`,
            except === undefined ? undefined : ne(productCategories.id, except),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async insert(values: Omit<CategoryRow, 'id'>): Promise<number> {
      const [row] = await db.insert(productCategories).values(values).returning({ id: productCategories.id });
      return row!.id;
    },

    async update(id: number, values: Omit<CategoryRow, 'id'>): Promise<void> {
      await db
        .update(productCategories)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(productCategories.id, id));
    },

    async delete(id: number): Promise<void> {
      await db.delete(productCategories).where(eq(productCategories.id, id));
    },
  };
}

export type CategoryRepository = ReturnType<typeof createCategoryRepository>;
