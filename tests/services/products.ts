// The in-memory products service (the seller's list, count, one product, delete), for stories and tests:
// the API's rules (search by name, SKU, variant SKU or tag in any case and without accents, including part
// of a word; one status at a time; date added or stock, either way, the id breaking ties; page and limit
// with hasNextPage; the count for the same search and status; 404 for a product that is not there; 403
// AWAITING_APPROVAL for a seller not approved) and switchable failures and latency.
import {
  productPageSize,
  productStatus,
  type Product,
  type ProductPage,
  type ProductStatus,
} from '#schemas/products';
import { FailureError } from '#machines/shared/failure.ts';
import { provideProductList } from '../../src/app/products.ts';
import type { ProductsService } from '../../src/services/products.ts';

export type FakeProductsOptions = {
  /** The seller's products in any order (the service sorts them). */
  products?: Product[];
  fail?: { list?: boolean; count?: boolean; delete?: boolean };
  /** The API's answer to a seller whose account is not approved. */
  awaitingApproval?: boolean;
  /** Answer after this many milliseconds; 'never' keeps every call pending (loading states). */
  latencyMs?: number | 'never';
};

/** A fixed clock for stories and tests. */
export const fakeNow = new Date('2026-03-15T12:00:00Z');

const categories = [
  { id: 11, title: 'Woven Goods', parent: { id: 1, title: 'Handicrafts' }, tags: ['abaca', 'rattan'] },
  { id: 21, title: 'Snacks', parent: { id: 2, title: 'Food & Beverages' }, tags: ['pasalubong'] },
  { id: 31, title: "Women's Apparel", parent: { id: 3, title: 'Fashion' }, tags: ['filipiniana'] },
];
const names = [
  'Abaca tote bag',
  'Dried mangoes, 200 g',
  'Piña barong blouse',
  'Rattan fruit basket',
  'Ube polvoron, box of 12',
  'Inabel table runner',
];

const swatches = ['#c8a165', '#7a9e7e', '#d98c7a', '#6f88b8', '#b58bc4', '#d7b44a'];

/**
 * A picture that needs no server: an SVG data URL ending in '#', so the `?w=` the views append for each
 * width lands in its fragment and the same picture answers every width.
 */
export const samplePicture = (index: number) => {
  const colour = swatches[index % swatches.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="${colour}"/><circle cx="60" cy="52" r="26" fill="#fff" fill-opacity="0.55"/><rect x="28" y="84" width="64" height="12" rx="6" fill="#fff" fill-opacity="0.7"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}#`;
};

/**
 * The `index`th product (1 = the newest): a picture, a category two levels deep, a price (every third one
 * discounted), stock, and a status cycling approved, pending, rejected.
 */
export function makeProduct(index: number, overrides: Partial<Product> = {}): Product {
  const id = 5000 + index;
  const category = categories[index % categories.length]!;
  const added = new Date(fakeNow.getTime() - index * 3_600_000).toISOString();
  const status = ([productStatus.approved, productStatus.pending, productStatus.rejected] as const)[
    (index - 1) % 3
  ]!;
  return {
    id,
    productName: `${names[(index - 1) % names.length]!}${index > names.length ? ` ${index}` : ''}`,
    productDescription: 'Hand-made in the Philippines.',
    productTag: category.tags,
    status,
    statusReason: status === productStatus.rejected ? 'The photos are too dark to show the weave.' : null,
    price: 450 + index * 25.5,
    discountedPrice: index % 3 === 0 ? 399.75 + index : null,
    chargeTaxes: false,
    sku: `SKU-${id}`,
    quantity: (index * 7) % 40,
    weight: 350,
    length: 30,
    width: 20,
    height: 10,
    date_add: added,
    updatedAt: added,
    category: {
      id: category.id,
      title: category.title,
      parentCategory: category.parent,
      tags: category.tags,
    },
    productCategoryIds: [category.id],
    images: [{ id: id * 10, url: samplePicture(index), width: 1200, height: 1200 }],
    options: [],
    variants: [],
    ...overrides,
  };
}

/** Lower case without accents, spaces collapsed, as the API compares a search with a product. */
const folded = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

const matches = (product: Product, search: string | undefined) => {
  const wanted = folded(search?.trim() ?? '');
  if (!wanted) return true;
  // One value at a time: a search never matches across the end of one value and the start of the next.
  const haystack = [
    product.productName,
    product.sku,
    ...product.productTag,
    ...product.variants.map((variant) => variant.sku ?? ''),
  ];
  return haystack.some((text) => folded(text).includes(wanted));
};

const refusal = (status: number, code: string, message: string) =>
  new FailureError({ kind: 'http', status, code, message });
/** The server's words for a product that is not there or is another seller's (neither is confirmed). */
export const noSuchProductMessage = 'There is no such product.';
const serverError = () => refusal(500, 'INTERNAL_ERROR', 'Something went wrong on our side.');
const awaitingApproval = () =>
  refusal(
    403,
    'AWAITING_APPROVAL',
    'Your account is awaiting approval by the admin. You can do this once your account is approved.',
  );

export function createFakeProducts(options: FakeProductsOptions = {}) {
  let products = [...(options.products ?? [])];
  const latency = options.latencyMs ?? 0;
  const answer = <T>(work: () => T): Promise<T> => {
    if (latency === 'never') return new Promise<T>(() => {});
    const settle = () => {
      if (options.awaitingApproval) throw awaitingApproval();
      return work();
    };
    return latency === 0
      ? Promise.resolve().then(settle)
      : new Promise<T>((resolve, reject) =>
          setTimeout(() => {
            try {
              resolve(settle());
            } catch (error) {
              reject(error instanceof Error ? error : new Error(String(error)));
            }
          }, latency),
        );
  };
  const selected = (search: string | undefined, status: ProductStatus | undefined) =>
    products.filter(
      (product) => matches(product, search) && (status === undefined || product.status === status),
    );

  const service: ProductsService = {
    listProducts: (query) =>
      answer((): ProductPage => {
        if (options.fail?.list) throw serverError();
        const limit = query.limit ?? productPageSize;
        const direction = query.sortOrder === 'asc' ? 1 : -1;
        const key = (product: Product) =>
          query.sortBy === 'quantity' ? product.quantity : Date.parse(product.date_add);
        const sorted = selected(query.search, query.status).sort(
          (a, b) => direction * (key(a) - key(b) || a.id - b.id),
        );
        const start = (query.page - 1) * limit;
        return {
          products: sorted.slice(start, start + limit),
          pagination: { page: query.page, limit, hasNextPage: sorted.length > start + limit },
        };
      }),
    countProducts: (filter) =>
      answer(() => {
        if (options.fail?.count) throw serverError();
        return selected(filter.search, filter.status).length;
      }),
    getProduct: (id) =>
      answer(() => {
        const product = products.find((candidate) => String(candidate.id) === String(id));
        if (!product) throw refusal(404, 'NOT_FOUND', noSuchProductMessage);
        return product;
      }),
    deleteProduct: (id) =>
      answer(() => {
        if (options.fail?.delete) throw serverError();
        if (!products.some((product) => String(product.id) === String(id)))
          throw refusal(404, 'NOT_FOUND', noSuchProductMessage);
        products = products.filter((product) => String(product.id) !== String(id));
      }),
  };
  return {
    service,
    /** What the seller's catalog holds now. */
    products: () => products,
    /** One more product in the seller's catalog. */
    add: (product: Product) => void products.push(product),
  };
}

/** The product list's machine over an in-memory service (stories); `navigate` receives the filters' URL. */
export const fakeProductList = (
  options: FakeProductsOptions = {},
  navigate: (to: string) => void = () => {},
) => provideProductList(createFakeProducts(options).service, navigate);
