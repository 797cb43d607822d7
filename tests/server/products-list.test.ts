// The seller's product list and count: sort, order, status filter, search (any case, with or without accents,
// part of a word, name, SKUs and tags), pages; and the plans: every list query runs off the index meant for
// it (checked with EXPLAIN on a few thousand rows, so a query that stops using its index fails here).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productCountResponseSchema, productListResponseSchema, type Product } from '#schemas/products';
import type { Executor } from '../../server/lib/executor.ts';
import {
  reviewQueueQuery,
  sellerListQuery,
  type ListPage,
} from '../../server/modules/products/repository.ts';
import { searchPattern } from '../../server/modules/products/search.ts';
import { call } from './support.ts';
import {
  addCategory,
  approvedSeller,
  createProduct,
  productFields,
  startCatalogApp,
  type CatalogTestApp,
  type TestSeller,
} from './products-fixture.ts';

let t: CatalogTestApp;
let seller: TestSeller;
let made: Product[];

beforeAll(async () => {
  t = await startCatalogApp();
  const category = await addCategory(t, 'Home & Living');
  seller = await approvedSeller(t);
  const sizes = JSON.stringify([{ name: 'Colour', values: ['Red', 'Blue'] }]);
  const specs: Array<Record<string, string>> = [
    { productName: 'Abaca tote', sku: 'ABA-001', quantity: '30', productTag: 'bag' },
    { productName: 'Niño shirt', sku: 'SHIRT-9', quantity: '5', productTag: 'apparel' },
    { productName: 'Banig mat', sku: 'MAT-1', quantity: '12', productTag: 'Handwoven, home' },
    { productName: 'Piña cloth', sku: 'PINA-001', quantity: '0', productTag: '' },
    {
      productName: 'Capiz lamp',
      sku: 'LAMP-7',
      quantity: '1',
      options: sizes,
      variants: JSON.stringify([{ option1: 'Red', quantity: 8, price: 10, sku: 'CPZ-RED' }]),
    },
  ];
  made = [];
  for (const spec of specs) made.push(await createProduct(t, seller, productFields(category, spec)));
  // Someone else's products never show.
  const other = await approvedSeller(t);
  await createProduct(t, other, productFields(category, { productName: 'Abaca hat', sku: 'ABA-001' }));
  const decide = (product: Product, body: unknown) =>
    call(t.app, 'PATCH', `/api/admin/products/${product.id}/review`, { token: t.adminToken, body });
  await decide(made[0]!, { status: 1 });
  await decide(made[2]!, { status: 1 });
  await decide(made[3]!, { status: 2, reason: 'Photos missing' });
});
afterAll(() => t.close());

const list = async (query: string) => {
  const response = await call(t.app, 'GET', `/api/products?${query}`, { token: seller.token });
  expect(response.statusCode, response.body).toBe(200);
  return productListResponseSchema.parse(response.json()).data;
};
const names = async (query: string) => (await list(query)).products.map((product) => product.productName);
const count = async (query: string) => {
  const response = await call(t.app, 'GET', `/api/products/count?${query}`, { token: seller.token });
  expect(response.statusCode, response.body).toBe(200);
  return productCountResponseSchema.parse(response.json()).data.count;
};

describe('the list', () => {
  it('is newest first by default, or oldest first, or by stock either way (a product with variants counts theirs)', async () => {
    expect(await names('')).toEqual(['Capiz lamp', 'Piña cloth', 'Banig mat', 'Niño shirt', 'Abaca tote']);
    expect(await names('sortBy=date_add&sortOrder=asc')).toEqual([
      'Abaca tote',
      'Niño shirt',
      'Banig mat',
      'Piña cloth',
      'Capiz lamp',
    ]);
    expect(await names('sortBy=quantity&sortOrder=desc')).toEqual([
      'Abaca tote',
      'Banig mat',
      'Capiz lamp',
      'Niño shirt',
      'Piña cloth',
    ]);
    expect(await names('sortBy=quantity&sortOrder=asc')).toEqual([
      'Piña cloth',
      'Niño shirt',
      'Capiz lamp',
      'Banig mat',
      'Abaca tote',
    ]);
  });

  it('filters by status, and counts the same', async () => {
    expect(await names('status=1')).toEqual(['Banig mat', 'Abaca tote']);
    expect(await names('status=0')).toEqual(['Capiz lamp', 'Niño shirt']);
    expect(await names('status=2')).toEqual(['Piña cloth']);
    expect((await list('status=2')).products[0]!.statusReason).toBe('Photos missing');
    expect(await names('status=')).toHaveLength(5);
    expect([
      await count(''),
      await count('status=0'),
      await count('status=1'),
      await count('status=2'),
    ]).toEqual([5, 2, 2, 1]);
  });

  it('searches names, SKUs and tags in any case, with or without accents, by part of a word', async () => {
    const cases: Array<[string, string[]]> = [
      ['abac', ['Abaca tote']],
      ['ABAC', ['Abaca tote']],
      ['  aBaCa  ', ['Abaca tote']],
      ['nino', ['Niño shirt']],
      ['NIÑO', ['Niño shirt']],
      ['Pina', ['Piña cloth']],
      ['piña', ['Piña cloth']],
      ['handwov', ['Banig mat']],
      ['pina-00', ['Piña cloth']],
      ['cpz-r', ['Capiz lamp']],
      ['ca', ['Capiz lamp', 'Abaca tote']],
      ['%', []],
      ['_', []],
      ['\\', []],
      ['zzz', []],
    ];
    for (const [search, expected] of cases) {
      const query = `search=${encodeURIComponent(search)}`;
      expect(await names(query), search).toEqual(expected);
      expect(await count(query), search).toBe(expected.length);
    }
    expect(await names('search=ab&status=1')).toEqual(['Abaca tote']);
    expect(await count('search=ab&status=0')).toBe(0);
    expect(await names('search=%20%20')).toHaveLength(5);
  });

  it('pages until the last one says there is no next page', async () => {
    const seen: string[] = [];
    for (const page of [1, 2, 3]) {
      const result = await list(`limit=2&page=${page}`);
      expect(result.pagination).toEqual({ page, limit: 2, hasNextPage: page < 3 });
      seen.push(...result.products.map((product) => product.productName));
    }
    expect(seen).toEqual(await names(''));
    expect(await list('limit=2&page=4')).toEqual({
      products: [],
      pagination: { page: 4, limit: 2, hasNextPage: false },
    });
    expect((await list('limit=5')).pagination.hasNextPage).toBe(false);
    expect((await list('')).pagination).toEqual({ page: 1, limit: 10, hasNextPage: false });
  });

  it('shows each product as GET /api/products/:id does', async () => {
    const [capiz] = (await list('search=capiz')).products;
    expect(capiz).toEqual(made[4]);
  });
});

describe('the plans', () => {
  // A hundred thousand products over three sellers, ours with a tenth of them as the bench's big seller has,
  // so the planner weighs its choices as it would at scale (with fewer, reading a seller's every row and
  // filtering them is rightly cheaper than the trigram index).
  beforeAll(async () => {
    const sellers: Array<[TestSeller, number]> = [
      [seller, 10_000],
      [await approvedSeller(t), 45_000],
      [await approvedSeller(t), 45_000],
    ];
    for (const [index, [owner, rows]] of sellers.entries()) {
      await t.database.db.execute(sql`
        insert into products (seller_id, name, description, tags, status, status_reason, price, sku, quantity,
          weight, length, width, height, search_text, created_at, submitted_at)
        select ${owner.id}, 'Bulk ' || n, 'Bulk product', '{}', n % 3, case when n % 3 = 2 then 'No' end,
          100 + n, 'BULK-' || ${index} || '-' || n, n % 97, 100, 10, 10, 10,
          'bulk ' || md5(${index} || '-' || n), now() - n * interval '1 minute', now() - n * interval '1 minute'
        from generate_series(1, ${rows}) as n`);
    }
    await t.database.db.execute(sql`analyze products`);
  });

  /** The index names in a statement's plan (the plan is taken with the real parameters). */
  async function indexesOf(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string[]> {
    const { sql: text, params } = query.toSQL();
    const result = await t.database.pool.query<{ 'QUERY PLAN': unknown }>(
      `explain (format json) ${text}`,
      params,
    );
    const found: string[] = [];
    const walk = (node: unknown) => {
      if (typeof node !== 'object' || node === null) return;
      const record = node as Record<string, unknown>;
      if (typeof record['Index Name'] === 'string') found.push(record['Index Name']);
      for (const value of Object.values(record)) {
        if (Array.isArray(value)) value.forEach(walk);
        else walk(value);
      }
    };
    walk(result.rows[0]!['QUERY PLAN']);
    if (process.env.SHOW_PLANS) console.log(JSON.stringify(result.rows[0]!['QUERY PLAN'], null, 1));
    return found;
  }

  const db = () => t.database.db as unknown as Executor;
  const page = (overrides: Partial<ListPage>): ListPage => ({
    sellerId: seller.id,
    pattern: null,
    sortBy: 'date_add',
    sortOrder: 'desc',
    limit: 11,
    offset: 0,
    ...overrides,
  });

  it.each([
    ['the first page, newest first', () => page({}), 'products_seller_created_idx'],
    [
      'a page far down, oldest first',
      () => page({ sortOrder: 'asc', offset: 990 }),
      'products_seller_created_idx',
    ],
    ['a status', () => page({ status: 1 }), 'products_seller_status_created_idx'],
    ['by stock', () => page({ sortBy: 'quantity' }), 'products_seller_quantity_idx'],
    [
      'by stock, ascending, far down',
      () => page({ sortBy: 'quantity', sortOrder: 'asc', offset: 990 }),
      'products_seller_quantity_idx',
    ],
    ['a search', () => page({ pattern: searchPattern('BULK 0F3A') }), 'products_seller_search_idx'],
  ])('reads %s off its index', async (_, listPage, index) => {
    expect(await indexesOf(sellerListQuery(db(), listPage()))).toContain(index);
  });

  it('reads the review queue off its index, after a cursor too', async () => {
    const first = await indexesOf(reviewQueueQuery(db(), { status: 0, after: null, limit: 21 }));
    expect(first).toContain('products_review_queue_idx');
    const later = await indexesOf(
      reviewQueueQuery(db(), {
        status: 1,
        after: { at: new Date(Date.now() - 3_600_000).toISOString().replace('Z', '000Z'), id: 5 },
        limit: 21,
      }),
    );
    expect(later).toContain('products_review_queue_idx');
  });
});
