// The SQL of the catalog: a seller's products with their category, pictures, options and variants, the admins'
// review queue, and the writes of the use cases. Built per executor: on the database for reads, on a
// transaction (`createProductRepository(tx)`) inside a use case.
//
// The list, its count and the review queue are prepared statements, one per shape, their values placeholders:
// built once, and (but for a search, see `listStatementName`) parsed once per connection. For the bench
// (scripts/bench-catalog.ts): `sellerListQuery` and `reviewQueueQuery` with their statement names and values
// are exactly what GET /api/products and GET /api/admin/products run, so a bare node:http + pg server can run
// the same prepared statements on the same database.
import {
  and,
  asc,
  Column,
  count,
  desc,
  eq,
  fillPlaceholders,
  inArray,
  is,
  ne,
  SQL,
  sql,
  type Placeholder,
} from 'drizzle-orm';
import type { QueryArrayConfig } from 'pg';
import type { ProductSort, ProductSortOrder, ProductStatus } from '#schemas/products';
import { alias } from 'drizzle-orm/pg-core';
import { sellers } from '../../db/schema.ts';
import type { Executor } from '../../lib/executor.ts';
import { productCategories } from '../categories/table.ts';
import {
  productImages,
  productOptions,
  productOptionValues,
  productReviews,
  products,
  productStatusCounts,
  productVariants,
} from './table.ts';

/** The nested parts of a product as its query builds them in JSON (ids are JSON numbers, money centavos). */
export type CategoryJson = {
  id: number;
  title: string;
  tags: string[];
  parentCategory: { id: number; title: string } | null;
};
export type ImageJson = { id: number; storageKey: string; width: number; height: number };
export type OptionJson = { id: number; name: string; values: Array<{ id: number; value: string }> };
export type VariantJson = {
  id: number;
  option1: string;
  option2: string | null;
  option3: string | null;
  sku: string | null;
  quantity: number;
  price: number;
  discountedPrice: number | null;
  chargeTaxes: boolean;
  image: { id: number; storageKey: string } | null;
  weight: number | null;
  length: number | null;
  width: number | null;
  height: number | null;
};

/**
 * One product with everything its JSON shows, in one statement: the nested parts are correlated subqueries
 * over their (product_id, position) indexes, evaluated only for the rows the statement returns. They name
 * the outer row as `products.…` in plain SQL: Drizzle leaves the table out of a column of a single-table
 * select, which would be ambiguous inside them.
 */
const productColumns = {
  id: products.id,
  sellerId: products.sellerId,
  categoryId: products.categoryId,
  name: products.name,
  description: products.description,
  tags: products.tags,
  status: products.status,
  statusReason: products.statusReason,
  price: products.price,
  discountedPrice: products.discountedPrice,
  chargeTaxes: products.chargeTaxes,
  sku: products.sku,
  quantity: products.quantity,
  weight: products.weight,
  length: products.length,
  width: products.width,
  height: products.height,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  submittedAt: products.submittedAt,
  category: sql<CategoryJson | null>`(
    select json_build_object(
      'id', c.id, 'title', c.title, 'tags', c.tags,
      'parentCategory', case when parent.id is null then null else json_build_object('id', parent.id, 'title', parent.title) end)
    from product_categories c left join product_categories parent on parent.id = c.parent_id
    where c.id = products.category_id)`,
  images: sql<ImageJson[]>`coalesce((
    select json_agg(json_build_object('id', i.id, 'storageKey', i.storage_key, 'width', i.width, 'height', i.height) order by i.position)
    from product_images i where i.product_id = products.id), '[]'::json)`,
  options: sql<OptionJson[]>`coalesce((
    select json_agg(json_build_object('id', o.id, 'name', o.name, 'values', coalesce((
        select json_agg(json_build_object('id', v.id, 'value', v.value) order by v.position)
        from product_option_values v where v.option_id = o.id), '[]'::json)) order by o.position)
    from product_options o where o.product_id = products.id), '[]'::json)`,
  variants: sql<VariantJson[]>`coalesce((
    select json_agg(json_build_object(
      'id', v.id, 'option1', v.option1, 'option2', v.option2, 'option3', v.option3, 'sku', v.sku,
      'quantity', v.quantity, 'price', v.price, 'discountedPrice', v.discounted_price, 'chargeTaxes', v.charge_taxes,
      'image', case when vi.id is null then null else json_build_object('id', vi.id, 'storageKey', vi.storage_key) end,
      'weight', v.weight, 'length', v.length, 'width', v.width, 'height', v.height) order by v.position)
    from product_variants v left join product_images vi on vi.id = v.image_id
    where v.product_id = products.id), '[]'::json)`,
};

export type ProductRow = {
  id: number;
  sellerId: string;
  categoryId: number | null;
  name: string;
  description: string;
  tags: string[];
  status: ProductStatus;
  statusReason: string | null;
  price: number;
  discountedPrice: number | null;
  chargeTaxes: boolean;
  sku: string;
  quantity: number;
  weight: number;
  length: number;
  width: number;
  height: number;
  createdAt: Date;
  updatedAt: Date;
  submittedAt: Date;
  category: CategoryJson | null;
  images: ImageJson[];
  options: OptionJson[];
  variants: VariantJson[];
};

export type ReviewRow = ProductRow & { spStoreName: string };
export type QueueRow = ReviewRow & { cursorAt: string };

export type ProductFilter = {
  sellerId: string;
  status?: ProductStatus;
  /** A LIKE pattern over `search_text` (search.ts), or null for every product. */
  pattern: string | null;
};

export type ListPage = ProductFilter & {
  sortBy: ProductSort;
  sortOrder: ProductSortOrder;
  limit: number;
  offset: number;
};

/**
 * What tells one list statement from another: which filters it has and its order. Everything else (the
 * seller, the status, the pattern, the page's limit and offset) is a placeholder, so each shape is one
 * prepared statement: built once, parsed once per connection, then sent as a Bind of its values.
 */
export type ListShape = Pick<ListPage, 'sortBy' | 'sortOrder'> & { byStatus: boolean; bySearch: boolean };

export const listShapeOf = (page: ListPage): ListShape => ({
  sortBy: page.sortBy,
  sortOrder: page.sortOrder,
  byStatus: page.status !== undefined,
  bySearch: page.pattern !== null,
});

/**
 * The name node-postgres prepares a shape's statement under (it keys a connection's statements by name). A
 * search has none: PostgreSQL then plans it for its pattern on every request, as a generic plan cannot. A
 * common word ("abac", 5 % of a big seller's products) is found fastest by walking the date index until a page
 * matches, a rare one (a SKU) off the trigram index; a generic plan, blind to the pattern, always takes the
 * trigram index (10 ms for the common word at 1M products, against 0.7 ms). Its text is still built once.
 */
export const listStatementName = ({ sortBy, sortOrder, byStatus, bySearch }: ListShape) =>
  bySearch ? '' : `products_list_${sortBy}_${sortOrder}${byStatus ? '_status' : ''}`;

/** What the list statement's placeholders take. */
export const listValues = ({ sellerId, status, pattern, limit, offset }: ListPage) => ({
  sellerId,
  status,
  pattern,
  limit,
  offset,
});

/** A statement's value: the value itself when given, else the placeholder a prepared statement binds it to. */
const valueOr = <Values extends object, Name extends keyof Values & string>(
  values: Values | null,
  name: Name,
): Values[Name] | Placeholder<Name> => (values === null ? sql.placeholder(name) : values[name]);

const filterOf = (
  { byStatus, bySearch }: { byStatus: boolean; bySearch: boolean },
  values: ProductFilter | null,
): SQL | undefined =>
  and(
    eq(products.sellerId, valueOr(values, 'sellerId')),
    byStatus ? eq(products.status, valueOr(values as Required<ProductFilter> | null, 'status')) : undefined,
    bySearch ? sql`${products.searchText} like ${valueOr(values, 'pattern')}` : undefined,
  );

/**
 * Newest or oldest first, or by stock; the id breaks ties so pages never overlap. Each order is one its index
 * reads forwards or backwards, nulls included: (created_at DESC NULLS LAST, id DESC NULLS LAST) and
 * (quantity, id), whose ASC is NULLS LAST. A plain `DESC` means NULLS FIRST, which the first index cannot give.
 */
const orderOf = ({ sortBy, sortOrder }: Pick<ListPage, 'sortBy' | 'sortOrder'>): SQL[] => {
  const columns =
    sortBy === 'quantity' ? [products.quantity, products.id] : [products.createdAt, products.id];
  if (sortBy === 'quantity')
    return columns.map((column) => (sortOrder === 'asc' ? asc(column) : desc(column)));
  return columns.map((column) =>
    sortOrder === 'asc' ? sql`${column} asc nulls first` : sql`${column} desc nulls last`,
  );
};

/**
 * The seller's list page (GET /api/products): the page's ids first, straight off the (seller_id, …) index for
 * the sort or the trigram index for a search, then each of those rows in full, so the nested parts are built
 * for the page only and never for the rows an offset skips. Ask for one row more than the page to learn
 * whether another follows. Given a shape only, its values are placeholders (`listValues` names them).
 */
export function sellerListQuery(db: Executor, pageOrShape: ListPage | ListShape) {
  const page = 'sellerId' in pageOrShape ? pageOrShape : null;
  const shape = page === null ? (pageOrShape as ListShape) : listShapeOf(page);
  const ids = db
    .select({ id: products.id })
    .from(products)
    .where(filterOf(shape, page))
    .orderBy(...orderOf(shape))
    .limit(valueOr(page, 'limit'))
    .offset(valueOr(page, 'offset'))
    .as('page');
  return db
    .select(productColumns)
    .from(ids)
    .innerJoin(products, eq(products.id, ids.id))
    .orderBy(...orderOf(shape));
}

export type QueueCursor = { at: string; id: number };

export type QueuePage = { status: ProductStatus; after: QueueCursor | null; limit: number };

/** The queue's two statements: its first page, and a page after a cursor. */
export const queueStatementName = (after: boolean) => `products_queue${after ? '_after' : ''}`;

export const queueValues = ({ status, after, limit }: QueuePage) => ({
  status,
  limit,
  afterAt: after?.at,
  afterId: after?.id,
});

/**
 * The admins' review queue (GET /api/admin/products): products of one status, the longest waiting first,
 * after the cursor (submitted_at, id), over the (status, submitted_at, id) index. Given only whether there is
 * a cursor, its values are placeholders (`queueValues` names them).
 */
export function reviewQueueQuery(db: Executor, pageOrShape: QueuePage | { after: boolean }) {
  const values = 'status' in pageOrShape ? queueValues(pageOrShape) : null;
  const after = values === null ? (pageOrShape as { after: boolean }).after : values.afterAt !== undefined;
  return db
    .select({
      ...productColumns,
      spStoreName: sellers.spStoreName,
      // Microseconds, as stored: a cursor in milliseconds would skip or repeat rows of the same millisecond.
      cursorAt: sql<string>`to_char(${products.submittedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(
      and(
        eq(products.status, valueOr(values, 'status')),
        after
          ? sql`(${products.submittedAt}, ${products.id}) > (${valueOr(values, 'afterAt')}::timestamptz, ${valueOr(values, 'afterId')})`
          : undefined,
      ),
    )
    .orderBy(asc(products.submittedAt), asc(products.id))
    .limit(valueOr(values, 'limit')!);
}

/** The fields a product row is written with (search_text is folded by the service). */
export type ProductValues = {
  categoryId: number;
  name: string;
  description: string;
  tags: string[];
  price: number;
  discountedPrice: number | null;
  chargeTaxes: boolean;
  sku: string;
  quantity: number;
  weight: number;
  length: number;
  width: number;
  height: number;
  searchText: string;
};

export type NewImage = {
  storageKey: string;
  contentType: string;
  width: number;
  height: number;
  sizeBytes: number;
};

export type VariantValues = {
  option1: string;
  option2: string | null;
  option3: string | null;
  sku: string | null;
  quantity: number;
  price: number;
  discountedPrice: number | null;
  chargeTaxes: boolean;
  imageId: number | null;
  weight: number | null;
  length: number | null;
  width: number | null;
  height: number | null;
};

export type OptionValues = { name: string; values: string[] };

/** What a use case reads of a product it is about to change, with the row locked. */
export type LockedProduct = {
  id: number;
  sellerId: string;
  status: ProductStatus;
  name: string;
  sku: string;
  tags: string[];
};

/** The key a variant's combination is unique by (the index product_variants_combination_key). */
export const combinationKey = (variant: Pick<VariantValues, 'option1' | 'option2' | 'option3'>) =>
  [variant.option1, variant.option2 ?? '', variant.option3 ?? '']
    .map((value) => value.toLowerCase())
    .join('\n');

type Prepared<Result> = { execute(values?: Record<string, unknown>): Promise<Result> };

type Decoder = { mapFromDriverValue(value: unknown): unknown };
type Queryable = { query(config: QueryArrayConfig, values: unknown[]): Promise<{ rows: unknown[][] }> };

/**
 * A select of flat fields run as a prepared statement on node-postgres itself, its rows mapped by the fields'
 * own decoders, looked up once. Drizzle's prepared query maps each row by asking every field what it is
 * (`is(field, Column)`, a walk up its prototypes): at ten products of twenty-odd fields a page, about 6 % of
 * the list's CPU in the bench's profile. The same statement, the same decoders, the same rows.
 */
function preparedOn<Row>(
  client: Queryable,
  name: string,
  select: { toSQL(): { sql: string; params: unknown[] }; _: { selectedFields: Record<string, unknown> } },
): Prepared<Row[]> {
  const { sql: text, params } = select.toSQL();
  const fields = Object.entries(select._.selectedFields).map(([key, field]): [string, Decoder] => {
    if (is(field, Column)) return [key, field];
    // `decoder` is what `sql<T>` (none) and `.mapWith()` set, and what Drizzle's own mapping reads.
    if (is(field, SQL)) return [key, (field as unknown as { decoder: Decoder }).decoder];
    throw new Error(`${key}: only columns and sql fields are mapped here`);
  });
  return {
    async execute(values = {}) {
      const { rows } = await client.query({ name, text, rowMode: 'array' }, fillPlaceholders(params, values));
      return rows.map((row) => {
        const mapped: Record<string, unknown> = {};
        for (const [index, [key, decoder]] of fields.entries()) {
          const value = row[index];
          mapped[key] = value === null ? null : decoder.mapFromDriverValue(value);
        }
        return mapped as Row;
      });
    },
  };
}

/** What a save or a review reads of the product it locks. */
const lockedColumns = {
  id: products.id,
  sellerId: products.sellerId,
  status: products.status,
  name: products.name,
  sku: products.sku,
  tags: products.tags,
};

export function createProductRepository(db: Executor) {
  // The database's pool (drizzle() sets `$client`); a transaction's handle has none and keeps Drizzle's mapping.
  const client = (db as { $client?: Queryable }).$client;
  const preparedSelect = <Row>(
    name: string,
    select: Parameters<typeof preparedOn>[2] & { prepare(name: string): Prepared<Row[]> },
  ) => (client ? preparedOn<Row>(client, name, select) : select.prepare(name));
  // The reads of the hot routes as prepared statements, each built on its first use and kept by its shape.
  const statements = new Map<string, Prepared<unknown>>();
  const prepared = <Result>(shape: string, prepare: () => Prepared<Result>) => {
    let statement = statements.get(shape) as Prepared<Result> | undefined;
    if (!statement) {
      statement = prepare();
      statements.set(shape, statement);
    }
    return statement;
  };

  return {
    list(page: ListPage): Promise<ProductRow[]> {
      const shape = listShapeOf(page);
      return prepared(`list ${JSON.stringify(shape)}`, () =>
        preparedSelect<ProductRow>(listStatementName(shape), sellerListQuery(db, shape)),
      ).execute(listValues(page));
    },

    async count(filter: ProductFilter): Promise<number> {
      const shape = { byStatus: filter.status !== undefined, bySearch: filter.pattern !== null };
      const name = `products_count${shape.byStatus ? '_status' : ''}${shape.bySearch ? '_search' : ''}`;
      const [row] = await prepared(name, () =>
        db.select({ count: count() }).from(products).where(filterOf(shape, null)).prepare(name),
      ).execute(filter);
      return row?.count ?? 0;
    },

    async find(sellerId: string, id: number): Promise<ProductRow | null> {
      const [row] = await db
        .select(productColumns)
        .from(products)
        .where(and(eq(products.id, id), eq(products.sellerId, sellerId)));
      return row ?? null;
    },

    async findForReview(id: number): Promise<ReviewRow | null> {
      const [row] = await db
        .select({ ...productColumns, spStoreName: sellers.spStoreName })
        .from(products)
        .innerJoin(sellers, eq(sellers.id, products.sellerId))
        .where(eq(products.id, id));
      return row ?? null;
    },

    queue(page: QueuePage): Promise<QueueRow[]> {
      const after = page.after !== null;
      const name = queueStatementName(after);
      return prepared(name, () => preparedSelect<QueueRow>(name, reviewQueueQuery(db, { after }))).execute(
        queueValues(page),
      );
    },

    /** How many products there are of each status, from the counters the products' triggers keep. */
    async countsByStatus(): Promise<Record<ProductStatus, number>> {
      const rows = await prepared('products_status_counts', () =>
        db
          .select({
            status: productStatusCounts.status,
            count: sql<number>`sum(${productStatusCounts.count})`.mapWith(Number),
          })
          .from(productStatusCounts)
          .groupBy(productStatusCounts.status)
          .prepare('products_status_counts'),
      ).execute();
      const counts: Record<ProductStatus, number> = { 0: 0, 1: 0, 2: 0 };
      for (const row of rows) counts[row.status] = row.count;
      return counts;
    },

    /**
     * Serialises every change to one seller's catalog until the transaction ends. SKUs are unique across a
     * seller's products and variants, two tables no one index spans: checked under this lock, no concurrent
     * save can slip a clashing SKU in between the check and the write.
     */
    async lockCatalog(sellerId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`products:${sellerId}`}, 0))`);
    },

    /** Locks one of the seller's products (null when it is not theirs or not there). */
    async lockProduct(sellerId: string, id: number): Promise<LockedProduct | null> {
      const [row] = await db
        .select(lockedColumns)
        .from(products)
        .where(and(eq(products.id, id), eq(products.sellerId, sellerId)))
        .for('update');
      return row ?? null;
    },

    /** Locks any product for an admin's decision. */
    async lockForReview(id: number): Promise<LockedProduct | null> {
      const [row] = await db.select(lockedColumns).from(products).where(eq(products.id, id)).for('update');
      return row ?? null;
    },

    /**
     * The first of `skus` (in any case) the seller already uses on a product or variant other than those
     * excluded: the whole product being saved (its SKUs are about to be rewritten), or one variant.
     */
    async takenSku(
      sellerId: string,
      skus: string[],
      except: { productId?: number; variantId?: number } = {},
    ): Promise<string | null> {
      if (skus.length === 0) return null;
      const lowered = skus.map((value) => value.toLowerCase());
      const [row] = await db
        .select({ sku: products.sku })
        .from(products)
        .where(
          and(
            eq(products.sellerId, sellerId),
            inArray(sql`lower(${products.sku})`, lowered),
            except.productId === undefined ? undefined : ne(products.id, except.productId),
          ),
        )
        .unionAll(
          db
            .select({ sku: sql<string>`${productVariants.sku}` })
            .from(productVariants)
            .where(
              and(
                eq(productVariants.sellerId, sellerId),
                inArray(sql`lower(${productVariants.sku})`, lowered),
                except.productId === undefined ? undefined : ne(productVariants.productId, except.productId),
                except.variantId === undefined ? undefined : ne(productVariants.id, except.variantId),
              ),
            ),
        )
        .limit(1);
      return row?.sku ?? null;
    },

    async categoryIsListable(categoryId: number): Promise<boolean> {
      const child = alias(productCategories, 'child');
      const [row] = await db
        .select({
          listable: sql<boolean>`not exists (${db.select({ id: child.id }).from(child).where(eq(child.parentId, productCategories.id))})`,
        })
        .from(productCategories)
        .where(eq(productCategories.id, categoryId));
      return row?.listable ?? false;
    },

    async insert(sellerId: string, values: ProductValues): Promise<number> {
      const [row] = await db
        .insert(products)
        .values({ sellerId, ...values })
        .returning({ id: products.id });
      return row!.id;
    },

    /** Rewrites the product; `resubmit` puts it back in the review queue (pending, no reason, submitted now). */
    async update(id: number, values: ProductValues, resubmit: boolean): Promise<void> {
      await db
        .update(products)
        .set({
          ...values,
          updatedAt: sql`now()`,
          ...(resubmit ? { status: 0, statusReason: null, submittedAt: sql`now()` } : {}),
        })
        .where(eq(products.id, id));
    },

    async updateDerived(id: number, derived: { quantity?: number; searchText: string }): Promise<void> {
      await db
        .update(products)
        .set({ ...derived, updatedAt: sql`now()` })
        .where(eq(products.id, id));
    },

    /** The product's images in display order. */
    async imagesOf(productId: number): Promise<Array<{ id: number; storageKey: string }>> {
      return db
        .select({ id: productImages.id, storageKey: productImages.storageKey })
        .from(productImages)
        .where(eq(productImages.productId, productId))
        .orderBy(asc(productImages.position));
    },

    /**
     * Makes the product's pictures exactly `kept` (existing ids) then `added`, in that order; answers the ids
     * of the added ones and the storage keys of the removed ones (their files go after commit).
     */
    async setImages(
      productId: number,
      kept: number[],
      added: NewImage[],
    ): Promise<{ addedIds: number[]; removedKeys: string[] }> {
      const removed = await db
        .delete(productImages)
        .where(
          and(
            eq(productImages.productId, productId),
            kept.length === 0 ? undefined : sql`${productImages.id} not in ${kept}`,
          ),
        )
        .returning({ storageKey: productImages.storageKey });
      for (const [position, id] of kept.entries()) {
        await db.update(productImages).set({ position }).where(eq(productImages.id, id));
      }
      const inserted =
        added.length === 0
          ? []
          : await db
              .insert(productImages)
              .values(added.map((image, index) => ({ ...image, productId, position: kept.length + index })))
              .returning({ id: productImages.id });
      return { addedIds: inserted.map((row) => row.id), removedKeys: removed.map((row) => row.storageKey) };
    },

    async optionsOf(productId: number): Promise<OptionValues[]> {
      const rows = await db
        .select({ optionId: productOptions.id, name: productOptions.name, value: productOptionValues.value })
        .from(productOptions)
        .leftJoin(productOptionValues, eq(productOptionValues.optionId, productOptions.id))
        .where(eq(productOptions.productId, productId))
        .orderBy(asc(productOptions.position), asc(productOptionValues.position));
      const options = new Map<number, OptionValues>();
      for (const row of rows) {
        const option = options.get(row.optionId) ?? { name: row.name, values: [] };
        if (row.value !== null) option.values.push(row.value);
        options.set(row.optionId, option);
      }
      return [...options.values()];
    },

    async setOptions(productId: number, options: OptionValues[]): Promise<void> {
      await db.delete(productOptions).where(eq(productOptions.productId, productId));
      for (const [position, option] of options.entries()) {
        const [row] = await db
          .insert(productOptions)
          .values({ productId, position, name: option.name })
          .returning({ id: productOptions.id });
        await db
          .insert(productOptionValues)
          .values(option.values.map((value, index) => ({ optionId: row!.id, position: index, value })));
      }
    },

    async variantsOf(
      productId: number,
    ): Promise<Array<{ id: number; key: string; sku: string | null; quantity: number }>> {
      const rows = await db
        .select({
          id: productVariants.id,
          option1: productVariants.option1,
          option2: productVariants.option2,
          option3: productVariants.option3,
          sku: productVariants.sku,
          quantity: productVariants.quantity,
        })
        .from(productVariants)
        .where(eq(productVariants.productId, productId))
        .orderBy(asc(productVariants.position));
      return rows.map((row) => ({
        id: row.id,
        key: combinationKey(row),
        sku: row.sku,
        quantity: row.quantity,
      }));
    },

    /**
     * Makes the product's variants exactly `variants`, in order: one whose combination the product already
     * has keeps its id (and whatever refers to it), the others are added, the rest removed.
     */
    async setVariants(productId: number, sellerId: string, variants: VariantValues[]): Promise<void> {
      const existing = new Map((await this.variantsOf(productId)).map((row) => [row.key, row.id]));
      const keep = new Set(variants.map(combinationKey));
      const gone = [...existing].filter(([key]) => !keep.has(key)).map(([, id]) => id);
      if (gone.length > 0) await db.delete(productVariants).where(inArray(productVariants.id, gone));
      // SKUs may move between this product's variants: clear them first, so the unique index never sees a
      // SKU twice half-way through.
      await db.update(productVariants).set({ sku: null }).where(eq(productVariants.productId, productId));
      for (const [position, variant] of variants.entries()) {
        const id = existing.get(combinationKey(variant));
        if (id === undefined) {
          await db.insert(productVariants).values({ ...variant, productId, sellerId, position });
        } else {
          await db
            .update(productVariants)
            .set({ ...variant, position })
            .where(eq(productVariants.id, id));
        }
      }
    },

    async findVariant(productId: number, variantId: number) {
      const [row] = await db
        .select({ id: productVariants.id, position: productVariants.position })
        .from(productVariants)
        .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
      return row ?? null;
    },

    async insertVariant(productId: number, sellerId: string, variant: VariantValues): Promise<void> {
      await db.insert(productVariants).values({
        ...variant,
        productId,
        sellerId,
        position: sql`(select coalesce(max(position) + 1, 0) from product_variants where product_id = ${productId})`,
      });
    },

    async updateVariant(variantId: number, variant: VariantValues): Promise<void> {
      await db.update(productVariants).set(variant).where(eq(productVariants.id, variantId));
    },

    async deleteVariant(variantId: number): Promise<void> {
      await db.delete(productVariants).where(eq(productVariants.id, variantId));
    },

    /** Deletes the product (its pictures' rows, options and variants go with it); answers the picture keys. */
    async delete(id: number): Promise<string[]> {
      const images = await this.imagesOf(id);
      await db.delete(products).where(eq(products.id, id));
      return images.map((image) => image.storageKey);
    },

    async decide(
      id: number,
      decision: { status: 1 | 2; reason: string | null; adminId: string },
    ): Promise<void> {
      await db
        .update(products)
        .set({ status: decision.status, statusReason: decision.reason, updatedAt: sql`now()` })
        .where(eq(products.id, id));
      await db.insert(productReviews).values({
        productId: id,
        decision: decision.status === 1 ? 'approved' : 'rejected',
        reason: decision.reason,
        adminId: decision.adminId,
      });
    },
  };
}

export type ProductRepository = ReturnType<typeof createProductRepository>;
