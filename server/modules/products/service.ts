// A seller's catalog and the admins' review of it, as use cases (decision 016). A change runs in one
// transaction that first takes the seller's catalog lock (SKUs are unique across two tables), then locks the
// product it is about; a review decision writes its notification in its own transaction. Picture files
// are the caller's until a use case succeeds; the files of pictures a change removed go after commit.
import type { FastifyBaseLogger } from 'fastify';
import { toPesos } from '#schemas/money';
import {
  combinationName,
  productImagesMax,
  productStatus,
  variantFitsOptions,
  type Product,
  type ProductCountQuery,
  type ProductCreateInput,
  type ProductEditInput,
  type ProductListQuery,
  type ProductPage,
  type ProductReviewBody,
  type ProductReviewItem,
  type ProductReviewPage,
  type ProductStatus,
  type VariantImageRef,
  type VariantInput,
} from '#schemas/products';
import type { Database } from '../../db/client.ts';
import { inTransaction, ok, refuse } from '../../lib/outcome.ts';
import { isUniqueViolation } from '../../lib/postgres-errors.ts';
import { productImageUrl, removeImageFiles } from '../media/images.ts';
import { referencedImageKeys } from '../media/sweep.ts';
import type { MediaStore } from '../media/store.ts';
import { notifySeller } from '../notifications/notify.ts';
import {
  combinationKey,
  createProductRepository,
  type NewImage,
  type ProductRepository,
  type ProductRow,
  type ProductValues,
  type QueueCursor,
  type ReviewRow,
  type VariantValues,
} from './repository.ts';
import { searchPattern, searchTextOf } from './search.ts';

export type ProductServiceOptions = { database: Pick<Database, 'db'>; media: MediaStore };

/** A picture stored while its request streamed in, not yet any product's. */
export type UploadedImage = NewImage;

/** The product as every answer shows it: pesos for centavos, media paths for storage keys. */
export function productJson(row: ProductRow): Product {
  return {
    id: row.id,
    productName: row.name,
    productDescription: row.description,
    productTag: row.tags,
    status: row.status,
    statusReason: row.statusReason,
    price: toPesos(row.price),
    discountedPrice: row.discountedPrice === null ? null : toPesos(row.discountedPrice),
    chargeTaxes: row.chargeTaxes,
    sku: row.sku,
    quantity: row.quantity,
    weight: row.weight,
    length: row.length,
    width: row.width,
    height: row.height,
    date_add: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    category: row.category,
    productCategoryIds: row.categoryId === null ? [] : [row.categoryId],
    images: row.images.map((image) => ({
      id: image.id,
      url: productImageUrl(image.storageKey),
      width: image.width,
      height: image.height,
    })),
    options: row.options.map((option) => ({
      id: option.id,
      name: option.name,
      productId: row.id,
      values: option.values.map((value) => ({ id: value.id, optionId: option.id, value: value.value })),
    })),
    variants: row.variants.map((variant) => ({
      id: variant.id,
      option1: variant.option1,
      option2: variant.option2,
      option3: variant.option3,
      sku: variant.sku,
      quantity: variant.quantity,
      price: toPesos(variant.price),
      discountedPrice: variant.discountedPrice === null ? null : toPesos(variant.discountedPrice),
      chargeTaxes: variant.chargeTaxes,
      image: variant.image && { id: variant.image.id, url: productImageUrl(variant.image.storageKey) },
      // A variant without its own measures ships in the product's package.
      weight: variant.weight ?? row.weight,
      length: variant.length ?? row.length,
      width: variant.width ?? row.width,
      height: variant.height ?? row.height,
    })),
  };
}

const reviewItemJson = (row: ReviewRow): ProductReviewItem => ({
  ...productJson(row),
  seller: { id: row.sellerId, spStoreName: row.spStoreName },
  submittedAt: row.submittedAt.toISOString(),
});

/** The queue's cursor: where the last row of a page stands in (submitted_at, id) order, to the microsecond. */
const cursorPattern = /^([1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_(\d{1,15})$/;
export const encodeCursor = (cursor: QueueCursor) => `${cursor.at}_${cursor.id}`;
export function decodeCursor(text: string): QueueCursor | null {
  const match = cursorPattern.exec(text);
  if (!match) return null;
  const at = match[1]!;
  // A date the calendar has (not 2026-02-30, not 24:00), or PostgreSQL would refuse it with an error.
  const date = new Date(`${at.slice(0, 23)}Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString() !== `${at.slice(0, 23)}Z`) return null;
  return { at, id: Number(match[2]) };
}

/** The first SKU a list holds twice, in any case. */
/**
 * Where the form shows a SKU clash: the product's SKU field or the variant row's (`variants.N.sku`); the last
 * one carrying that SKU, so a SKU typed twice is shown on its repeat.
 */
function skuField(input: { sku: string; variants: ReadonlyArray<{ sku: string | null }> }, taken: string) {
  const key = taken.toLowerCase();
  const fields = [
    ...(input.sku.toLowerCase() === key ? ['sku'] : []),
    ...input.variants.flatMap((variant, index) =>
      variant.sku?.toLowerCase() === key ? [`variants.${index}.sku`] : [],
    ),
  ];
  return fields.at(-1) ?? 'sku';
}

function repeatedSku(skus: string[]): string | null {
  const seen = new Set<string>();
  for (const sku of skus) {
    const key = sku.toLowerCase();
    if (seen.has(key)) return sku;
    seen.add(key);
  }
  return null;
}

const skusOf = (sku: string, variants: ReadonlyArray<{ sku: string | null }>) => [
  sku,
  ...variants.flatMap((variant) => (variant.sku === null ? [] : [variant.sku])),
];

const optionsKey = (
  options: ReadonlyArray<{ name: string; values: ReadonlyArray<string | { value: string }> }>,
) =>
  JSON.stringify(
    options.map((option) => [
      option.name,
      option.values.map((value) => (typeof value === 'string' ? value : value.value)),
    ]),
  );

/** A variant's row values, its picture resolved to an image id of the product. */
const variantValues = (variant: VariantInput, imageId: number | null): VariantValues => ({
  option1: variant.option1,
  option2: variant.option2,
  option3: variant.option3,
  sku: variant.sku,
  quantity: variant.quantity,
  price: variant.price,
  discountedPrice: variant.discountedPrice,
  chargeTaxes: variant.chargeTaxes,
  imageId,
  weight: variant.weight,
  length: variant.length,
  width: variant.width,
  height: variant.height,
});

type ProductInput = ProductCreateInput | ProductEditInput;

/** The product row's values; with variants, its stock is the sum of theirs. */
const productValues = (input: ProductInput): ProductValues => ({
  categoryId: input.productCategoryIds[0]!,
  name: input.productName,
  description: input.productDescription,
  tags: input.productTag,
  price: input.price,
  discountedPrice: input.discountedPrice,
  chargeTaxes: input.chargeTaxes,
  sku: input.sku,
  quantity:
    input.variants.length > 0
      ? input.variants.reduce((sum, variant) => sum + variant.quantity, 0)
      : input.quantity,
  weight: input.weight,
  length: input.length,
  width: input.width,
  height: input.height,
  searchText: searchTextOf({
    name: input.productName,
    sku: input.sku,
    tags: input.productTag,
    variantSkus: input.variants.map((variant) => variant.sku),
  }),
});

/**
 * The image id each variant shows: `{id}` must be one of `imageIds` (the product's pictures after the save),
 * `{newImage: n}` the n-th picture uploaded with it (`addedIds`). Otherwise the index of the first variant
 * whose picture is not the product's.
 */
function resolveVariantImages(
  variants: ReadonlyArray<{ image: VariantImageRef }>,
  imageIds: readonly number[],
  addedIds: readonly number[],
): { ids: Array<number | null> } | { badVariant: number } {
  const ids: Array<number | null> = [];
  for (const [index, { image }] of variants.entries()) {
    if (image === null) ids.push(null);
    else if ('id' in image && imageIds.includes(image.id)) ids.push(image.id);
    else if ('newImage' in image && image.newImage < addedIds.length) ids.push(addedIds[image.newImage]!);
    else return { badVariant: index };
  }
  return { ids };
}

/**
 * A save the checks let through but a unique index refused: two SKUs or combinations that JavaScript's and
 * PostgreSQL's lower() tell apart differently, or a row written past the catalog lock. A clash, never a 500.
 */
async function clashIsRefused<Result>(work: Promise<Result>) {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) return refuse('clash');
    throw error;
  }
}

export function createProductService({ database, media }: ProductServiceOptions) {
  const reads = createProductRepository(database.db);

  /**
   * Removes the files of pictures no row refers to any more; a failure is left to the media sweep. An order
   * line may still hold a picture its product let go (decision 024): that file stays. The order that took
   * it locked the product's row before this change could, so it committed first and its line is seen here.
   */
  async function removeFiles(keys: readonly string[], log: FastifyBaseLogger) {
    const held = await referencedImageKeys(database, [...keys]);
    const unheld = keys.filter((key) => !held.has(key));
    const results = await Promise.allSettled(unheld.map((key) => removeImageFiles(media, key)));
    for (const result of results) {
      if (result.status === 'rejected') log.warn({ err: result.reason }, 'product image not removed');
    }
  }

  /**
   * The checks every save of a whole product makes, under the catalog lock: a category a product can be
   * listed in, and SKUs no other product or variant of the seller uses (`except` the product being saved).
   */
  async function checkProduct(
    products: ProductRepository,
    sellerId: string,
    input: ProductInput,
    except: { productId?: number },
  ) {
    if (!(await products.categoryIsListable(input.productCategoryIds[0]!))) return refuse('unknownCategory');
    const skus = skusOf(input.sku, input.variants);
    const taken = repeatedSku(skus) ?? (await products.takenSku(sellerId, skus, except));
    return taken === null ? null : refuse('skuTaken', { sku: taken, field: skuField(input, taken) });
  }

  /** Rereads the product after a variant changed: its stock (the sum) and search text follow the variants. */
  async function refreshDerived(
    products: ProductRepository,
    product: { id: number; name: string; sku: string; tags: string[] },
  ) {
    const variants = await products.variantsOf(product.id);
    await products.updateDerived(product.id, {
      quantity: variants.reduce((sum, variant) => sum + variant.quantity, 0),
      searchText: searchTextOf({ ...product, variantSkus: variants.map((variant) => variant.sku) }),
    });
  }

  /**
   * The checks of one variant against its product under the catalog lock: a combination of the product's
   * options that no other variant has, a picture of the product, and a SKU no one else uses.
   */
  async function checkVariant(
    products: ProductRepository,
    product: { id: number; sellerId: string },
    input: VariantInput,
    variantId?: number,
  ) {
    const options = await products.optionsOf(product.id);
    if (!variantFitsOptions(input, options)) return refuse('notACombination');
    const key = combinationKey(input);
    const others = (await products.variantsOf(product.id)).filter((variant) => variant.id !== variantId);
    if (others.some((variant) => variant.key === key))
      return refuse('variantExists', { name: combinationName(input) });
    const images = await products.imagesOf(product.id);
    const resolved = resolveVariantImages(
      [input],
      images.map((image) => image.id),
      [],
    );
    if ('badVariant' in resolved) return refuse('unknownImage', { field: 'image' });
    const taken =
      input.sku === null
        ? null
        : await products.takenSku(
            product.sellerId,
            [input.sku],
            variantId === undefined ? {} : { variantId },
          );
    if (taken !== null) return refuse('skuTaken', { sku: taken, field: 'sku' });
    return ok(variantValues(input, resolved.ids[0]!));
  }

  return {
    /** A page of the seller's products (page numbers, as the browser's infinite list asks). */
    async list(sellerId: string, query: ProductListQuery): Promise<ProductPage> {
      const rows = await reads.list({
        sellerId,
        status: query.status,
        pattern: searchPattern(query.search),
        sortBy: query.sortBy,
        sortOrder: query.sortOrder,
        limit: query.limit + 1,
        offset: (query.page - 1) * query.limit,
      });
      return {
        products: rows.slice(0, query.limit).map(productJson),
        pagination: { page: query.page, limit: query.limit, hasNextPage: rows.length > query.limit },
      };
    },

    count: (sellerId: string, query: ProductCountQuery) =>
      reads.count({ sellerId, status: query.status, pattern: searchPattern(query.search) }),

    async get(sellerId: string, id: number): Promise<Product | null> {
      const row = await reads.find(sellerId, id);
      return row && productJson(row);
    },

    /** A new product, pending review, with the pictures uploaded along (in the order they came). */
    create(sellerId: string, input: ProductCreateInput, uploads: UploadedImage[]) {
      return clashIsRefused(
        inTransaction(database.db, async (tx) => {
          const products = createProductRepository(tx);
          await products.lockCatalog(sellerId);
          const refused = await checkProduct(products, sellerId, input, {});
          if (refused) return refused;
          const id = await products.insert(sellerId, productValues(input));
          const { addedIds } = await products.setImages(id, [], uploads);
          const images = resolveVariantImages(input.variants, [], addedIds);
          if ('badVariant' in images)
            return refuse('unknownImage', { field: `variants.${images.badVariant}.image` });
          await products.setOptions(id, input.options);
          await products.setVariants(
            id,
            sellerId,
            input.variants.map((variant, index) => variantValues(variant, images.ids[index]!)),
          );
          return ok(productJson((await products.find(sellerId, id))!));
        }),
      );
    },

    /**
     * Rewrites a product: the pictures become the kept ones in the order given, then the uploaded ones.
     * Changing what a buyer reads (name, description, tags, pictures, category, options) sends an approved or
     * rejected product back to review; price, stock, SKU and measures do not.
     */
    async update(
      sellerId: string,
      id: number,
      input: ProductEditInput,
      uploads: UploadedImage[],
      log: FastifyBaseLogger,
    ) {
      const updated = await clashIsRefused(
        inTransaction(database.db, async (tx) => {
          const products = createProductRepository(tx);
          await products.lockCatalog(sellerId);
          const locked = await products.lockProduct(sellerId, id);
          if (!locked) return refuse('notFound');
          const before = (await products.find(sellerId, id))!;
          const kept = input.images.map((image) => image.id);
          const current = before.images.map((image) => image.id);
          if (new Set(kept).size !== kept.length || kept.some((imageId) => !current.includes(imageId)))
            return refuse('unknownImage', { field: 'images' });
          if (kept.length + uploads.length > productImagesMax) return refuse('tooManyImages');
          const refused = await checkProduct(products, sellerId, input, { productId: id });
          if (refused) return refused;

          const contentChanged =
            input.productName !== before.name ||
            input.productDescription !== before.description ||
            JSON.stringify(input.productTag) !== JSON.stringify(before.tags) ||
            input.productCategoryIds[0] !== before.categoryId ||
            JSON.stringify(kept) !== JSON.stringify(current) ||
            uploads.length > 0 ||
            optionsKey(input.options) !== optionsKey(before.options);
          await products.update(
            id,
            productValues(input),
            contentChanged && locked.status !== productStatus.pending,
          );
          const { addedIds, removedKeys } = await products.setImages(id, kept, uploads);
          const images = resolveVariantImages(input.variants, kept, addedIds);
          if ('badVariant' in images)
            return refuse('unknownImage', { field: `variants.${images.badVariant}.image` });
          if (optionsKey(input.options) !== optionsKey(before.options))
            await products.setOptions(id, input.options);
          await products.setVariants(
            id,
            sellerId,
            input.variants.map((variant, index) => variantValues(variant, images.ids[index]!)),
          );
          return ok({ product: productJson((await products.find(sellerId, id))!), removedKeys });
        }),
      );
      if (!updated.ok) return updated;
      await removeFiles(updated.value.removedKeys, log);
      return ok(updated.value.product);
    },

    /** Deletes a product; its picture files go once the delete has committed. */
    async remove(sellerId: string, id: number, log: FastifyBaseLogger) {
      const removed = await inTransaction(database.db, async (tx) => {
        const products = createProductRepository(tx);
        await products.lockCatalog(sellerId);
        if (!(await products.lockProduct(sellerId, id))) return refuse('notFound');
        return ok(await products.delete(id));
      });
      if (!removed.ok) return removed;
      await removeFiles(removed.value, log);
      return ok(null);
    },

    addVariant(sellerId: string, productId: number, input: VariantInput) {
      return clashIsRefused(
        inTransaction(database.db, async (tx) => {
          const products = createProductRepository(tx);
          await products.lockCatalog(sellerId);
          const product = await products.lockProduct(sellerId, productId);
          if (!product) return refuse('notFound');
          const checked = await checkVariant(products, product, input);
          if (!checked.ok) return checked;
          await products.insertVariant(productId, sellerId, checked.value);
          await refreshDerived(products, product);
          return ok(productJson((await products.find(sellerId, productId))!));
        }),
      );
    },

    updateVariant(sellerId: string, productId: number, variantId: number, input: VariantInput) {
      return clashIsRefused(
        inTransaction(database.db, async (tx) => {
          const products = createProductRepository(tx);
          await products.lockCatalog(sellerId);
          const product = await products.lockProduct(sellerId, productId);
          if (!product || !(await products.findVariant(productId, variantId))) return refuse('notFound');
          const checked = await checkVariant(products, product, input, variantId);
          if (!checked.ok) return checked;
          await products.updateVariant(variantId, checked.value);
          await refreshDerived(products, product);
          return ok(productJson((await products.find(sellerId, productId))!));
        }),
      );
    },

    /** Removes a variant; the last one goes only with the options (a product edit), never alone. */
    removeVariant(sellerId: string, productId: number, variantId: number) {
      return inTransaction(database.db, async (tx) => {
        const products = createProductRepository(tx);
        await products.lockCatalog(sellerId);
        const product = await products.lockProduct(sellerId, productId);
        if (!product || !(await products.findVariant(productId, variantId))) return refuse('notFound');
        if ((await products.variantsOf(productId)).length === 1) return refuse('lastVariant');
        await products.deleteVariant(variantId);
        await refreshDerived(products, product);
        return ok(productJson((await products.find(sellerId, productId))!));
      });
    },

    /** The review queue: products of one status, longest waiting first, after the cursor; counts by status. */
    async queue({
      status,
      limit,
      after,
    }: {
      status: ProductStatus;
      limit: number;
      after: QueueCursor | null;
    }): Promise<ProductReviewPage> {
      const [rows, counts] = await Promise.all([
        reads.queue({ status, after, limit: limit + 1 }),
        reads.countsByStatus(),
      ]);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        products: page.map(reviewItemJson),
        nextCursor: rows.length > limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
        counts: {
          pending: counts[productStatus.pending],
          approved: counts[productStatus.approved],
          rejected: counts[productStatus.rejected],
        },
      };
    },

    /**
     * An admin approves or rejects a pending product (refused, changing nothing, otherwise). The status, the
     * audit row and the seller's notification commit together.
     */
    review(admin: { id: string }, id: number, body: ProductReviewBody) {
      return inTransaction(database.db, async (tx) => {
        const products = createProductRepository(tx);
        const product = await products.lockForReview(id);
        if (!product) return refuse('notFound');
        if (product.status !== productStatus.pending) return refuse('notPending', { status: product.status });
        const reason = body.status === productStatus.rejected ? body.reason : null;
        await products.decide(id, { status: body.status, reason, adminId: admin.id });
        await notifySeller(
          tx,
          product.sellerId,
          reason === null
            ? {
                title: 'Your product is approved',
                message: `${product.name} passed review.`,
                redirectUrl: `/products/${id}/edit`,
              }
            : {
                title: 'Your product was not approved',
                message: `${product.name}: ${reason}`,
                redirectUrl: `/products/${id}/edit`,
              },
        );
        return ok(reviewItemJson((await products.findForReview(id))!));
      });
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;
