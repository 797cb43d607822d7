// The admins' product review: the queue of every seller's products of one status, longest waiting first,
// keyset pages, counts by status; approve or reject (with the reason the seller reads), the seller notified
// with the decision; 409 once decided.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  productResponseSchema,
  productReviewPageSchema,
  productReviewResponseSchema,
  type Product,
} from '#schemas/products';
import { notifications } from '../../server/modules/notifications/table.ts';
import { sellers } from '../../server/db/schema.ts';
import { productReviews } from '../../server/modules/products/table.ts';
import { call, expectError } from './support.ts';
import {
  addCategory,
  approvedSeller,
  createProduct,
  editFields,
  pngImage,
  productFields,
  sendForm,
  startCatalogApp,
  type CatalogTestApp,
  type TestSeller,
} from './products-fixture.ts';

let t: CatalogTestApp;
let category: number;

beforeAll(async () => {
  t = await startCatalogApp();
  category = await addCategory(t, 'Skincare');
});
afterAll(() => t.close());

const queue = async (query = '') => {
  const response = await call(t.app, 'GET', `/api/admin/products${query}`, { token: t.adminToken });
  expect(response.statusCode, response.body).toBe(200);
  return productReviewPageSchema.parse(response.json()).data;
};
const review = (id: number | string, body: unknown) =>
  call(t.app, 'PATCH', `/api/admin/products/${id}/review`, { token: t.adminToken, body });
const notificationsOf = (seller: TestSeller) =>
  t.database.db.select().from(notifications).where(eq(notifications.sellerId, seller.id));

/** Every page of a queue, following nextCursor. */
async function wholeQueue(status: number, limit: number) {
  const ids: number[] = [];
  let cursor: string | null = null;
  do {
    const page = await queue(
      `?status=${status}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(page.products.length).toBeLessThanOrEqual(limit);
    ids.push(...page.products.map((product) => product.id));
    cursor = page.nextCursor;
  } while (cursor !== null);
  return ids;
}

describe('the queue', () => {
  it("lists every seller's pending products, longest waiting first, page by page, with counts by status", async () => {
    const before = await queue();
    const ana = await approvedSeller(t);
    const ben = await approvedSeller(t);
    const made: Product[] = [];
    for (const seller of [ana, ben, ana, ben, ana]) {
      made.push(
        await createProduct(t, seller, productFields(category, { sku: `Q-${made.length}-${seller.id}` }), [
          ['images', { filename: 'a.png', data: await pngImage(made.length) }],
        ]),
      );
    }
    const first = await queue();
    expect(first.counts.pending).toBe(before.counts.pending + 5);
    const mine = first.products.filter((item) => made.some((product) => product.id === item.id));
    expect(mine.map((item) => item.id)).toEqual(made.map((product) => product.id));
    expect(mine[1]).toMatchObject({
      ...made[1],
      seller: { id: ben.id, spStoreName: expect.any(String) },
      submittedAt: expect.any(String),
    });

    const all = await wholeQueue(0, 2);
    expect(all.slice(-5)).toEqual(made.map((product) => product.id));
    expect(new Set(all).size).toBe(all.length);

    expect((await review(made[0]!.id, { status: 1 })).statusCode).toBe(200);
    expect((await review(made[1]!.id, { status: 2, reason: 'Blurry' })).statusCode).toBe(200);
    const after = await queue();
    expect(after.counts).toEqual({
      pending: first.counts.pending - 2,
      approved: first.counts.approved + 1,
      rejected: first.counts.rejected + 1,
    });
    expect(await wholeQueue(1, 1)).toContain(made[0]!.id);
    expect(await wholeQueue(2, 10)).toContain(made[1]!.id);
    expect(await wholeQueue(0, 10)).not.toContain(made[0]!.id);
  });

  it('puts a product edited back to review at the end of the queue', async () => {
    const seller = await approvedSeller(t);
    const older = await createProduct(t, seller, productFields(category));
    const newer = await createProduct(t, seller, productFields(category));
    expect((await review(older.id, { status: 1 })).statusCode).toBe(200);
    const edited = await sendForm(
      t.app,
      'PUT',
      `/api/products/${older.id}`,
      seller.token,
      editFields(older, { productName: 'Aloe gel' }),
    );
    expect(productResponseSchema.parse(edited.json()).data.status).toBe(0);
    const ids = await wholeQueue(0, 50);
    expect(ids.indexOf(older.id)).toBeGreaterThan(ids.indexOf(newer.id));
  });

  it('counts as the table does after every kind of change: bulk inserts, status updates, deletes, a deleted seller', async () => {
    const counted = async () => {
      const result = await t.database.db.execute<{ status: number; count: string }>(
        sql`select status, count(*) as count from products group by status`,
      );
      const counts = { pending: 0, approved: 0, rejected: 0 };
      const names = ['pending', 'approved', 'rejected'] as const;
      for (const row of result.rows) counts[names[row.status]!] = Number(row.count);
      return counts;
    };
    const [ana, ben] = [await approvedSeller(t), await approvedSeller(t)];
    for (const [index, owner] of [ana, ben].entries()) {
      await t.database.db.execute(sql`
        insert into products (seller_id, name, description, status, status_reason, price, sku, quantity,
          weight, length, width, height, search_text)
        select ${owner.id}, 'Bulk', 'Bulk', n % 3, case when n % 3 = 2 then 'No' end, 100,
          'COUNT-' || ${index} || '-' || n, 1, 1, 1, 1, 1, 'bulk'
        from generate_series(1, 50) as n`);
    }
    expect((await queue()).counts).toEqual(await counted());
    await t.database.db.execute(
      sql`update products set status = 1, status_reason = null where seller_id = ${ana.id} and status = 0`,
    );
    await t.database.db.execute(sql`update products set quantity = 2 where seller_id = ${ana.id}`);
    expect((await queue()).counts).toEqual(await counted());
    await t.database.db.execute(sql`delete from products where seller_id = ${ana.id} and status = 2`);
    expect((await queue()).counts).toEqual(await counted());
    await t.database.db.delete(sellers).where(eq(sellers.id, ben.id));
    expect((await queue()).counts).toEqual(await counted());
  });

  it('refuses a cursor it did not make', async () => {
    for (const cursor of [
      'abc',
      '2026-01-01T00:00:00Z_1',
      '2026-01-01T00:00:00.000000Z_x',
      '2026-02-30T00:00:00.000000Z_1',
      '2026-13-01T00:00:00.000000Z_1',
      '2026-01-01T24:00:00.000000Z_1',
      '0000-01-01T00:00:00.000000Z_1',
    ]) {
      const response = await call(t.app, 'GET', `/api/admin/products?cursor=${encodeURIComponent(cursor)}`, {
        token: t.adminToken,
      });
      expect(expectError(response, 400, 'VALIDATION_FAILED').fields).toEqual({
        cursor: 'This page of the queue is no longer valid. Start again from the first page.',
      });
    }
  });
});

describe('a decision', () => {
  it('approves a pending product, records who decided, and tells the seller with a link to it', async () => {
    const seller = await approvedSeller(t);
    const product = await createProduct(
      t,
      seller,
      productFields(category, { productName: 'Calamansi soap' }),
    );
    const response = await review(product.id, { status: 1 });
    expect(response.statusCode, response.body).toBe(200);
    expect(productReviewResponseSchema.parse(response.json()).data).toMatchObject({
      id: product.id,
      status: 1,
      statusReason: null,
    });
    const [decision] = await t.database.db
      .select()
      .from(productReviews)
      .where(eq(productReviews.productId, product.id));
    expect(decision).toMatchObject({ decision: 'approved', reason: null, adminId: expect.any(String) });
    expect(await notificationsOf(seller)).toEqual([
      expect.objectContaining({
        title: 'Your product is approved',
        message: 'Calamansi soap passed review.',
        metadata: { redirectUrl: `/products/${product.id}/edit` },
      }),
    ]);
  });

  it('rejects only with a reason, which the seller reads on the product and in the notification', async () => {
    const seller = await approvedSeller(t);
    const product = await createProduct(t, seller, productFields(category, { productName: 'Papaya soap' }));
    for (const body of [{ status: 2 }, { status: 2, reason: '   ' }]) {
      expect(expectError(await review(product.id, body), 400, 'VALIDATION_FAILED').fields).toEqual({
        reason: 'Please give the seller a reason',
      });
    }
    expectError(await review(product.id, { status: 0 }), 400, 'VALIDATION_FAILED');
    expect(await notificationsOf(seller)).toEqual([]);
    const response = await review(product.id, { status: 2, reason: 'The photos show another product.' });
    expect(response.statusCode, response.body).toBe(200);
    const seen = await call(t.app, 'GET', `/api/products/${product.id}`, { token: seller.token });
    expect(productResponseSchema.parse(seen.json()).data).toMatchObject({
      status: 2,
      statusReason: 'The photos show another product.',
    });
    expect(await notificationsOf(seller)).toEqual([
      expect.objectContaining({
        title: 'Your product was not approved',
        message: 'Papaya soap: The photos show another product.',
        metadata: { redirectUrl: `/products/${product.id}/edit` },
      }),
    ]);
  });

  it('is refused (409) once the product is decided, changing nothing; an unknown product is 404', async () => {
    const seller = await approvedSeller(t);
    const product = await createProduct(t, seller, productFields(category));
    expect((await review(product.id, { status: 2, reason: 'No' })).statusCode).toBe(200);
    for (const body of [{ status: 1 }, { status: 2, reason: 'Again' }]) {
      expect(expectError(await review(product.id, body), 409, 'CONFLICT').error).toBe(
        'This product was already rejected. Only products pending review can be decided.',
      );
    }
    const seen = await call(t.app, 'GET', `/api/products/${product.id}`, { token: seller.token });
    expect(productResponseSchema.parse(seen.json()).data).toMatchObject({ status: 2, statusReason: 'No' });
    expect(await notificationsOf(seller)).toHaveLength(1);
    for (const id of [999_999_999, 'abc']) expectError(await review(id, { status: 1 }), 404, 'NOT_FOUND');
  });

  it('decides while sellers send other products back to review, none waiting on the other for ever', async () => {
    // Approving moves a product 0 -> 1, an edit of an approved one 1 -> 0: both change the same two status
    // counters when they draw the same shard, which they must lock in the same order or deadlock.
    const seller = await approvedSeller(t);
    const pending: Product[] = [];
    const approved: Product[] = [];
    for (let index = 0; index < 12; index += 1) {
      pending.push(await createProduct(t, seller, productFields(category)));
      const product = await createProduct(t, seller, productFields(category));
      expect((await review(product.id, { status: 1 })).statusCode).toBe(200);
      approved.push(product);
    }
    const responses = await Promise.all([
      ...pending.map((product) => review(product.id, { status: 1 })),
      ...approved.map((product) =>
        sendForm(
          t.app,
          'PUT',
          `/api/products/${product.id}`,
          seller.token,
          editFields(product, { productName: `${product.productName} (new)` }),
        ),
      ),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
  });

  it('lets one of two admins racing on the same product decide, and tells the other 409', async () => {
    const seller = await approvedSeller(t);
    const product = await createProduct(t, seller, productFields(category));
    const responses = await Promise.all([
      review(product.id, { status: 1 }),
      review(product.id, { status: 2, reason: 'No' }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await notificationsOf(seller)).toHaveLength(1);
  });
});
