// The in-memory admin products service, for stories and tests: the review API's rules (one status at a
// time, oldest submission first, keyset-like pages with the counts of every status, the reason required for a
// rejection, 409 for a product that is not pending, 404 for one that is gone).
import {
  productReviewBodySchema,
  productStatus,
  type ProductReviewBody,
  type ProductReviewItem,
  type ProductReviewPage,
  type ProductStatus,
} from '#schemas/products';
import { FailureError } from '#machines/shared/failure.ts';
import { productReviewActors } from '../../src/app/admin-products.ts';
import type { AdminProductsService, ProductReviewRequest } from '../../src/services/admin-products.ts';

export type FakeAdminProductsOptions = {
  products?: ProductReviewItem[];
  pageSize?: number;
  fail?: { list?: boolean; decide?: 409 | 500 };
  /** Answer after this many milliseconds; 'never' keeps every call pending (loading states). */
  latencyMs?: number | 'never';
  /** Decisions never answer (the deciding state). */
  pendingDecisions?: boolean;
};

/** A fixed clock for stories and tests. */
export const fakeNow = new Date('2026-03-15T12:00:00Z');

const hoursBefore = (hours: number) => new Date(fakeNow.getTime() - hours * 3600_000).toISOString();

const sizes = ['S', 'M', 'L'];
const colours = ['Natural', 'Indigo'];

/**
 * The `index`th product (1 = the oldest submission), pending, from one of three stores: woven bags with a
 * Size × Colour grid of variants unless overridden.
 */
export function makeReviewProduct(
  index: number,
  overrides: Partial<ProductReviewItem> = {},
): ProductReviewItem {
  const submittedAt = hoursBefore(100 - index);
  const store = (index - 1) % 3;
  const id = 1000 + index;
  const optionId = (n: number) => id * 10 + n;
  const variants = sizes.flatMap((size, s) =>
    colours.map((colour, c) => ({
      id: id * 100 + s * 10 + c,
      option1: size,
      option2: colour,
      option3: null,
      sku: `ABA-${index}-${size}-${colour.slice(0, 3).toUpperCase()}`,
      quantity: 4 + s * 3 + c,
      // Pesos with 2 decimals, as JSON carries them.
      price: 1299.5 + s * 100,
      discountedPrice: c === 1 ? 1199.25 + s * 100 : null,
      chargeTaxes: true,
      image: null,
      weight: 450,
      length: 40,
      width: 12,
      height: 35,
    })),
  );
  return {
    id,
    productName: `Abaca tote ${index}`,
    productDescription:
      'Handwoven from Catanduanes abaca by a weavers’ cooperative.\nLined with cotton; one inner pocket.',
    productTag: ['abaca', 'bag', 'handwoven'],
    status: productStatus.pending,
    statusReason: null,
    price: 1299.5,
    discountedPrice: null,
    chargeTaxes: true,
    sku: `ABA-${index}`,
    quantity: variants.reduce((sum, variant) => sum + variant.quantity, 0),
    weight: 450,
    length: 40,
    width: 12,
    height: 35,
    date_add: submittedAt,
    updatedAt: submittedAt,
    category: {
      id: 12,
      title: 'Woven Goods',
      parentCategory: { id: 2, title: 'Handicrafts' },
      tags: ['handmade'],
    },
    productCategoryIds: [12],
    images: [1, 2, 3].map((n) => ({
      id: id * 10 + n,
      url: `/media/products/sample-${index}-${n}`,
      width: 1600,
      height: 1600,
    })),
    options: [
      {
        id: optionId(1),
        name: 'Size',
        productId: id,
        values: sizes.map((value, n) => ({ id: optionId(1) * 10 + n, optionId: optionId(1), value })),
      },
      {
        id: optionId(2),
        name: 'Colour',
        productId: id,
        values: colours.map((value, n) => ({ id: optionId(2) * 10 + n, optionId: optionId(2), value })),
      },
    ],
    variants,
    seller: {
      id: `00000000-0000-4000-9000-${String(store + 1).padStart(12, '0')}`,
      spStoreName: ['Tindahan ni Ana', 'Bahay Kubo Handicrafts', 'Sari-Sari ni Luz'][store]!,
    },
    submittedAt,
    ...overrides,
  };
}

const http = (status: number, message: string, code: string, fields?: Record<string, string>) =>
  new FailureError({ kind: 'http', status, code, message, fields });

/** The server's words (server/modules/products/routes.ts) for a product that is not pending. */
export const productConflictMessage = (status: ProductStatus) =>
  `This product was already ${status === productStatus.approved ? 'approved' : 'rejected'}. Only products pending review can be decided.`;

/**
 * The server's cursor: the last row's submission time to the microsecond, then its id. The fake's times are
 * whole milliseconds, so the microseconds are zero.
 */
const cursorOf = (product: ProductReviewItem) => `${product.submittedAt.slice(0, 23)}000Z_${product.id}`;
const cursorPattern = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3})000Z_(\d{1,15})$/;
const staleCursor = 'This page of the queue is no longer valid. Start again from the first page.';

export function createFakeAdminProducts(options: FakeAdminProductsOptions = {}) {
  const products = new Map((options.products ?? []).map((product) => [product.id, structuredClone(product)]));
  const fail = options.fail ?? {};
  const calls: string[] = [];

  const answer = <T>(produce: () => T): Promise<T> => {
    const latency = options.latencyMs;
    if (latency === 'never') return new Promise<T>(() => undefined);
    return new Promise<T>((resolve, reject) => {
      setTimeout(() => {
        try {
          resolve(produce());
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      }, latency ?? 0);
    });
  };
  const serverError = () => http(500, 'Something went wrong on our side.', 'INTERNAL_ERROR');

  const countOf = (status: ProductStatus) =>
    [...products.values()].filter((product) => product.status === status).length;

  const listProducts = ({ status, cursor, limit }: ProductReviewRequest): ProductReviewPage => {
    calls.push(`list ${status}${cursor ? ` after ${cursor}` : ''}`);
    if (fail.list) throw serverError();
    const matching = [...products.values()]
      .filter((product) => product.status === status)
      .sort((a, b) => a.submittedAt.localeCompare(b.submittedAt) || a.id - b.id);
    // Keyset: the page starts after the product the cursor names, so a decision never shifts a page.
    const from = cursor === null ? null : cursorPattern.exec(cursor);
    if (cursor !== null && !from) throw http(400, staleCursor, 'VALIDATION_FAILED', { cursor: staleCursor });
    const at = from && `${from[1]!}Z`;
    const after = at
      ? matching.filter(
          (product) =>
            product.submittedAt > at || (product.submittedAt === at && product.id > Number(from![2])),
        )
      : matching;
    const page = after.slice(0, limit ?? options.pageSize ?? 20);
    const last = page.at(-1);
    return {
      products: structuredClone(page),
      nextCursor: last && after.length > page.length ? cursorOf(last) : null,
      counts: {
        pending: countOf(productStatus.pending),
        approved: countOf(productStatus.approved),
        rejected: countOf(productStatus.rejected),
      },
    };
  };

  const review = (id: number, body: ProductReviewBody): ProductReviewItem => {
    calls.push(`review ${id} ${body.status}${body.reason ? `: ${body.reason}` : ''}`);
    if (fail.decide === 500) throw serverError();
    // As on the server, the body is validated before the product is looked at.
    const parsed = productReviewBodySchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const message = issue?.message ?? 'Please give the seller a reason';
      throw http(400, message, 'VALIDATION_FAILED', { [String(issue?.path[0] ?? 'reason')]: message });
    }
    const product = products.get(id);
    if (!product) throw http(404, 'There is no such product.', 'NOT_FOUND');
    // A forced 409 plays another admin approving first.
    if (fail.decide === 409) throw http(409, productConflictMessage(productStatus.approved), 'CONFLICT');
    if (product.status !== productStatus.pending)
      throw http(409, productConflictMessage(product.status), 'CONFLICT');
    product.status = parsed.data.status;
    product.statusReason = parsed.data.status === productStatus.rejected ? parsed.data.reason : null;
    return structuredClone(product);
  };

  const service: AdminProductsService = {
    listProducts: (query) => answer(() => listProducts(query)),
    reviewProduct: (id, body) =>
      options.pendingDecisions ? new Promise(() => undefined) : answer(() => review(id, body)),
  };

  return { service, actors: productReviewActors(service), calls, products };
}

export type FakeAdminProducts = ReturnType<typeof createFakeAdminProducts>;
