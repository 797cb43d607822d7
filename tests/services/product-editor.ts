// The in-memory services behind the product editor (one product, the category tree, create/update with
// upload progress, variant create/update/delete), for stories and tests. They keep the API's rules that the
// editor shows: the same shared schemas and messages (400 with `fields`), a SKU used twice is 409 naming it,
// a variant must be a combination of the saved options that no other variant has, the last variant goes only
// with the options, the kept pictures must be the product's, 404 for a product that is not there, the tree in
// the server's order; plus switchable failures and latency. tests/server/contract-product-editor.test.ts
// holds them to the real routes.
import { FailureError } from '#machines/shared/failure.ts';
import { toPesos } from '#schemas/money';
import { categoryMessages, type Category } from '#schemas/categories';
import {
  combinationName,
  productCreateSchema,
  productEditSchema,
  variantBodySchema,
  variantFitsOptions,
  type Product,
  type ProductVariant,
  type VariantInput,
} from '#schemas/products';
import type { z } from 'zod';
import { provideProductEditor } from '../../src/app/product-editor.ts';
import { createFakeAi, type FakeAi, type FakeAiOptions } from './ai.ts';
import { noSuchProductMessage } from './products.ts';
import type { ProductSaveService, ProductFields } from '../../src/services/product-save.ts';

export const sampleCategories: Category[] = [
  { id: 1, title: 'Handicrafts', parentCategory: null, tags: [] },
  { id: 11, title: 'Woven Goods', parentCategory: { id: 1, title: 'Handicrafts' }, tags: ['abaca'] },
  { id: 12, title: 'Wood Carvings', parentCategory: { id: 1, title: 'Handicrafts' }, tags: [] },
  { id: 2, title: 'Fashion', parentCategory: null, tags: [] },
  { id: 21, title: "Women's Apparel", parentCategory: { id: 2, title: 'Fashion' }, tags: [] },
  { id: 3, title: 'Food & Beverages', parentCategory: null, tags: [] },
  { id: 31, title: 'Snacks', parentCategory: { id: 3, title: 'Food & Beverages' }, tags: ['pasalubong'] },
];

/** A saved product with Size S/M and two variants, as GET /api/products/{id} answers it. */
export const sampleProduct = (overrides: Partial<Product> = {}): Product => ({
  id: 7001,
  productName: 'Abaca tote bag',
  productDescription: 'Hand-woven in Bicol from abaca fibre.',
  productTag: ['bag', 'woven'],
  status: 1,
  statusReason: null,
  price: 450.5,
  discountedPrice: null,
  chargeTaxes: true,
  sku: 'TOTE-1',
  quantity: 5,
  weight: 350,
  length: 40,
  width: 30,
  height: 5,
  date_add: '2026-03-15T12:00:00.000Z',
  updatedAt: '2026-03-15T12:00:00.000Z',
  category: sampleCategories[1]!,
  productCategoryIds: [11],
  images: [
    { id: 801, url: '/media/products/sample-1', width: 1200, height: 1200 },
    { id: 802, url: '/media/products/sample-2', width: 1200, height: 1200 },
  ],
  options: [
    {
      id: 61,
      name: 'Size',
      productId: 7001,
      values: [
        { id: 611, optionId: 61, value: 'S' },
        { id: 612, optionId: 61, value: 'M' },
      ],
    },
  ],
  variants: [
    variantOf(91, { option1: 'S', sku: 'TOTE-1-S', quantity: 2, price: 450.5, image: { id: 801, url: '' } }),
    variantOf(92, { option1: 'M', sku: 'TOTE-1-M', quantity: 3, price: 480, image: null }),
  ],
  ...overrides,
});

function variantOf(id: number, values: Partial<ProductVariant>): ProductVariant {
  return {
    id,
    option1: '',
    option2: null,
    option3: null,
    sku: null,
    quantity: 0,
    price: 0,
    discountedPrice: null,
    chargeTaxes: false,
    image: null,
    weight: 350,
    length: 40,
    width: 30,
    height: 5,
    ...values,
  };
}

export type FakeProductEditorOptions = {
  products?: Product[];
  categories?: Category[];
  /** SKUs other products of the seller use. */
  takenSkus?: string[];
  fail?: { load?: boolean; save?: boolean; variant?: boolean };
  /** Answer after this many milliseconds; 'never' keeps every call pending. */
  latencyMs?: number | 'never';
  /** Calls that never answer (a story pinned in the saving state). */
  hold?: { save?: boolean };
  /** The AI assistant's in-memory service: its options, or one already made. */
  ai?: FakeAiOptions | FakeAi;
};

const refusal = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  new FailureError({ kind: 'http', status, code, message, ...(fields ? { fields } : {}) });
const serverError = () => refusal(500, 'INTERNAL_ERROR', 'Something went wrong on our side.');
const notFound = () => refusal(404, 'NOT_FOUND', noSuchProductMessage);
/** As the server: the message also lands on the field that clashed (`sku`, or `variants.N.sku`). */
const skuTaken = (sku: string, field: string) => {
  const message = `The SKU ${sku} is already used by another of your products or variants. Each needs its own SKU.`;
  return refusal(409, 'CONFLICT', message, { [field]: message });
};
const chooseCategory = 'Please choose a category';
const unknownImage = (field: string) =>
  refusal(400, 'VALIDATION_FAILED', "Choose one of this product's images.", {
    [field]: "Choose one of this product's images.",
  });

/** The server's tree order: each parent by title, its children by title right after it. */
const treeKey = (category: Category) =>
  category.parentCategory
    ? [
        category.parentCategory.title.toLowerCase(),
        category.parentCategory.id,
        1,
        category.title.toLowerCase(),
      ]
    : [category.title.toLowerCase(), category.id, 0, ''];
const inTreeOrder = (categories: readonly Category[]) =>
  [...categories].sort((a, b) => {
    const [x, y] = [treeKey(a), treeKey(b)];
    const at = x.findIndex((value, index) => value !== y[index]);
    return at === -1 ? 0 : x[at]! < y[at]! ? -1 : 1;
  });

/** The API's 400: the schema's first message per field. */
function parsed<T extends z.ZodType>(schema: T, fields: unknown): z.output<T> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) messages[issue.path.join('.')] ??= issue.message;
  throw refusal(400, 'VALIDATION_FAILED', Object.values(messages)[0] ?? 'Invalid request', messages);
}

export function createFakeProductEditor(options: FakeProductEditorOptions = {}) {
  let products = [...(options.products ?? [sampleProduct()])];
  const categories = options.categories ?? sampleCategories;
  let nextId = 9000;
  const latency = options.latencyMs ?? 0;
  const ai = options.ai && 'service' in options.ai ? options.ai : createFakeAi(options.ai);
  /** Every product request, as sent. */
  const sent: Array<{ method: string; fields: ProductFields; files: string[] }> = [];

  const answer = <T>(work: () => T): Promise<T> => {
    if (latency === 'never') return new Promise<T>(() => {});
    return latency === 0
      ? Promise.resolve().then(work)
      : new Promise<T>((resolve, reject) =>
          setTimeout(() => {
            try {
              resolve(work());
            } catch (error) {
              reject(error as Error);
            }
          }, latency),
        );
  };
  /** Part of the upload sent, then no answer. */
  const held =
    (onProgress: (progress: { loaded: number; total: number }) => void) =>
    <T>(_work: () => T): Promise<T> => {
      void Promise.resolve().then(() => onProgress({ loaded: 2, total: 5 }));
      return new Promise<T>(() => {});
    };
  const find = (id: number) => {
    const product = products.find((candidate) => candidate.id === id);
    if (!product) throw notFound();
    return product;
  };
  /** As the server: a SKU the request holds twice (named as sent), then one already used (named as saved). */
  const checkSkus = (skus: Array<string | null>, others: Array<string | null>) => {
    const wanted = skus.filter((sku): sku is string => sku !== null);
    // The last field carrying the SKU: the product's (position 0) or a variant's (position N + 1).
    const fieldOf = (sku: string) => {
      const index = skus.findLastIndex((one) => one?.toLowerCase() === sku.toLowerCase());
      return index <= 0 ? 'sku' : `variants.${index - 1}.sku`;
    };
    const repeated = wanted.find((sku, index) =>
      wanted.slice(0, index).some((earlier) => earlier.toLowerCase() === sku.toLowerCase()),
    );
    if (repeated) throw skuTaken(repeated, fieldOf(repeated));
    const taken = [...(options.takenSkus ?? []), ...others].find(
      (sku) => sku !== null && wanted.some((one) => one.toLowerCase() === sku.toLowerCase()),
    );
    if (taken) throw skuTaken(taken, fieldOf(taken));
  };
  const skusBut = (except: Product | null) =>
    products
      .filter((product) => product !== except)
      .flatMap((product) => [product.sku, ...product.variants.map((variant) => variant.sku)]);
  const variantJson = (
    input: VariantInput,
    id: number,
    added: Product['images'],
    product: Product,
  ): ProductVariant => {
    const image =
      input.image === null
        ? null
        : 'id' in input.image
          ? product.images.find((candidate) => candidate.id === (input.image as { id: number }).id)
          : added[input.image.newImage];
    if (image === undefined) throw unknownImage('image');
    return variantOf(id, {
      option1: input.option1,
      option2: input.option2,
      option3: input.option3,
      sku: input.sku,
      quantity: input.quantity,
      price: toPesos(input.price),
      discountedPrice: input.discountedPrice === null ? null : toPesos(input.discountedPrice),
      chargeTaxes: input.chargeTaxes,
      image: image && { id: image.id, url: image.url },
      weight: input.weight ?? product.weight,
      length: input.length ?? product.length,
      width: input.width ?? product.width,
      height: input.height ?? product.height,
    });
  };

  /** As the server: the fields are checked before the product is looked for (a 400 before a 404). */
  const save = (
    method: 'POST' | 'PUT',
    productId: number | null,
    fields: ProductFields,
    files: readonly File[],
  ): Product => {
    sent.push({ method, fields, files: files.map((file) => file.name) });
    if (options.fail?.save) throw serverError();
    const edit = productId === null ? null : parsed(productEditSchema, fields);
    const input = edit ?? parsed(productCreateSchema, fields);
    const before = productId === null ? null : find(productId);
    if (
      edit &&
      (new Set(edit.images.map((image) => image.id)).size !== edit.images.length ||
        edit.images.some(({ id: keptId }) => !before!.images.some((image) => image.id === keptId)))
    )
      throw unknownImage('images');
    const categoryId = input.productCategoryIds[0];
    // A product is listed in a child category, or in a parent that has none.
    if (
      !categories.some((candidate) => candidate.id === categoryId) ||
      categories.some((candidate) => candidate.parentCategory?.id === categoryId)
    )
      throw refusal(400, 'VALIDATION_FAILED', chooseCategory, { productCategoryIds: chooseCategory });
    checkSkus([input.sku, ...input.variants.map((variant) => variant.sku)], skusBut(before));
    const id = before?.id ?? nextId++;
    const added = files.map((file, index) => ({
      id: id * 100 + (before?.images.length ?? 0) + index + 1,
      url: `/media/products/${encodeURIComponent(file.name)}`,
      width: 1200,
      height: 1200,
    }));
    const kept = (edit?.images ?? []).map(({ id: keptId }) =>
      before!.images.find((image) => image.id === keptId)!,
    );
    const category = categories.find((candidate) => candidate.id === input.productCategoryIds[0]) ?? null;
    const optionsOf = (
      list: ReadonlyArray<{ name: string; values: ReadonlyArray<string | { value: string }> }>,
    ) =>
      JSON.stringify(
        list.map((option) => [
          option.name,
          option.values.map((value) => (typeof value === 'string' ? value : value.value)),
        ]),
      );
    // As the server: what a buyer reads sends an approved or rejected product back to review; price and stock do not.
    const contentChanged =
      !before ||
      input.productName !== before.productName ||
      input.productDescription !== before.productDescription ||
      JSON.stringify(input.productTag) !== JSON.stringify(before.productTag) ||
      input.productCategoryIds[0] !== before.productCategoryIds[0] ||
      JSON.stringify(kept.map((image) => image.id)) !==
        JSON.stringify(before.images.map((image) => image.id)) ||
      added.length > 0 ||
      optionsOf(input.options) !== optionsOf(before.options);
    const shell: Product = {
      ...(before ?? sampleProduct()),
      id,
      productName: input.productName,
      productDescription: input.productDescription,
      productTag: input.productTag,
      status: contentChanged ? 0 : before.status,
      statusReason: contentChanged ? null : before.statusReason,
      price: toPesos(input.price),
      discountedPrice: input.discountedPrice === null ? null : toPesos(input.discountedPrice),
      chargeTaxes: input.chargeTaxes,
      sku: input.sku,
      weight: input.weight,
      length: input.length,
      width: input.width,
      height: input.height,
      category,
      productCategoryIds: input.productCategoryIds,
      images: [...kept, ...added],
      options: input.options.map((option, index) => ({
        id: id * 10 + index,
        name: option.name,
        productId: id,
        values: option.values.map((value, at) => ({
          id: id * 100 + index * 10 + at,
          optionId: id * 10 + index,
          value,
        })),
      })),
      variants: [],
    };
    const variants = input.variants.map((variant, index) => {
      try {
        return variantJson(variant, id * 1000 + index, added, shell);
      } catch {
        throw unknownImage(`variants.${index}.image`);
      }
    });
    const product = {
      ...shell,
      variants,
      quantity:
        variants.length > 0 ? variants.reduce((sum, variant) => sum + variant.quantity, 0) : input.quantity,
    };
    products = [...products.filter((candidate) => candidate.id !== id), product];
    return product;
  };

  const withVariants = (product: Product, variants: ProductVariant[]) => {
    const next = {
      ...product,
      variants,
      quantity: variants.reduce((sum, variant) => sum + variant.quantity, 0),
    };
    products = products.map((candidate) => (candidate.id === product.id ? next : candidate));
    return next;
  };
  const checkVariant = (product: Product, input: VariantInput, variantId: number | null) => {
    const values = product.options.map((option) => ({ values: option.values.map((value) => value.value) }));
    if (!variantFitsOptions(input, values))
      throw refusal(400, 'VALIDATION_FAILED', 'Please enter a valid value', {
        option1: 'Please enter a valid value',
      });
    const others = product.variants.filter((variant) => variant.id !== variantId);
    if (
      others.some(
        (variant) => combinationName(variant).toLowerCase() === combinationName(input).toLowerCase(),
      )
    )
      throw refusal(409, 'CONFLICT', `This product already has the variant ${combinationName(input)}.`);
    const variant = variantJson(input, variantId ?? nextId++, [], product);
    // The product's own SKU and its other variants' count as taken, like every other product's.
    checkSkus([input.sku], [...skusBut(product), product.sku, ...others.map((other) => other.sku)]);
    return variant;
  };

  const service: ProductSaveService = {
    createProduct: (fields, images, onProgress) =>
      (options.hold?.save ? held(onProgress) : answer)(() => {
        onProgress({ loaded: 1, total: 2 });
        return save('POST', null, fields, images);
      }),
    updateProduct: (id, fields, newImages, onProgress) =>
      (options.hold?.save ? held(onProgress) : answer)(() => {
        onProgress({ loaded: 1, total: 2 });
        return save('PUT', id, fields, newImages);
      }),
    createVariant: (productId, fields) =>
      answer(() => {
        if (options.fail?.variant) throw serverError();
        const input = parsed(variantBodySchema, fields);
        const product = find(productId);
        return withVariants(product, [...product.variants, checkVariant(product, input, null)]);
      }),
    updateVariant: (productId, variantId, fields) =>
      answer(() => {
        if (options.fail?.variant) throw serverError();
        const input = parsed(variantBodySchema, fields);
        const product = find(productId);
        if (!product.variants.some((variant) => variant.id === variantId)) throw notFound();
        const changed = checkVariant(product, input, variantId);
        return withVariants(
          product,
          product.variants.map((variant) => (variant.id === variantId ? changed : variant)),
        );
      }),
    deleteVariant: (productId, variantId) =>
      answer(() => {
        if (options.fail?.variant) throw serverError();
        const product = find(productId);
        if (!product.variants.some((variant) => variant.id === variantId)) throw notFound();
        if (product.variants.length === 1)
          throw refusal(
            409,
            'CONFLICT',
            'A product with options keeps at least one variant. To sell it without variants, remove its options.',
          );
        withVariants(
          product,
          product.variants.filter((variant) => variant.id !== variantId),
        );
      }),
  };

  return {
    productSave: service,
    products: {
      getProduct: (id: number | string) =>
        answer(() => {
          if (options.fail?.load) throw serverError();
          return find(Number(id));
        }),
    },
    categories: {
      listCategories: () =>
        answer(() => {
          if (options.fail?.load) throw serverError();
          return inTreeOrder(categories);
        }),
      getCategory: (id: number) =>
        answer(() => {
          const category = categories.find((candidate) => candidate.id === id);
          if (!category) throw refusal(404, 'NOT_FOUND', categoryMessages.notFound);
          return category;
        }),
    },
    /** "Write with AI" and "New background" (issue 15). */
    ai: ai.service,
    aiFake: ai,
    /** What the seller's catalog holds now. */
    saved: () => products,
    /** Every product request, oldest first. */
    sent: () => sent,
  };
}

export type FakeProductEditor = ReturnType<typeof createFakeProductEditor>;

/** The editor's machine over in-memory services (stories). */
export const fakeProductEditor = (
  options: FakeProductEditorOptions = {},
  navigate: (to: string) => void = () => {},
) => provideProductEditor(createFakeProductEditor(options), navigate);
