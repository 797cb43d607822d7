// The demo catalog of `npm run demo`: every status, variants whose stock adds up, pictures that are really in
// media storage and served, what the admin's queue shows, and a second seeding that changes nothing.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListResponseSchema, productReviewPageSchema, type Product } from '#schemas/products';
import { demoPassword, seedDemoData } from '../../server/modules/onboarding/demo-data.ts';
import { createLocalDocumentStorage } from '../../server/modules/onboarding/storage.ts';
import { createLocalMediaStore, mediaDirectory } from '../../server/modules/media/store.ts';
import {
  demoCatalogs,
  demoProductRejections,
  seedDemoCatalog,
} from '../../server/modules/products/demo-data.ts';
import { startOnboardingApp, type OnboardingTestApp } from './onboarding-fixture.ts';
import { call, login } from './support.ts';

let t: OnboardingTestApp;
let seller: string;
let created: number;

beforeAll(async () => {
  t = await startOnboardingApp();
  await seedDemoData(t.database, createLocalDocumentStorage(t.uploads));
  created = await seedDemoCatalog(t.database, createLocalMediaStore(t.dataDir));
  seller = await login(t.app, 'demo-approved@suki.local', demoPassword);
}, 120_000);
afterAll(() => t?.close());

const mediaFiles = async () => (await fs.readdir(mediaDirectory(t.dataDir), { recursive: true })).sort();

async function sellerProducts(query = ''): Promise<Product[]> {
  const response = await call(t.app, 'GET', `/api/products?limit=50${query}`, { token: seller });
  expect(response.statusCode, response.body).toBe(200);
  return productListResponseSchema.parse(response.json()).data.products;
}

describe('seedDemoCatalog', () => {
  it("lists the approved seller's products in every status, a rejection with its reason", async () => {
    const products = await sellerProducts();
    const approvedCatalog = demoCatalogs.find((entry) => entry.email === 'demo-approved@suki.local')!.catalog;
    expect(created).toBe(demoCatalogs.reduce((sum, entry) => sum + entry.catalog.length, 0));
    // More than a page, so the list scrolls for more.
    expect(products.length).toBe(approvedCatalog.length);
    expect(products.length).toBeGreaterThan(10);
    expect(new Set(products.map((product) => product.status))).toEqual(new Set([0, 1, 2]));
    for (const product of products) {
      expect(product.statusReason === null).toBe(product.status !== 2);
      expect(product.category?.parentCategory).not.toBeNull();
    }
    expect(products.filter((product) => product.status === 2).map((product) => product.statusReason)).toEqual(
      expect.arrayContaining(Object.values(demoProductRejections)),
    );
    const counts = await Promise.all(
      ['0', '1', '2'].map(async (status) => {
        const response = await call(t.app, 'GET', `/api/products/count?status=${status}`, { token: seller });
        return response.json().data.count as number;
      }),
    );
    expect(counts).toEqual([0, 1, 2].map((status) => products.filter((p) => p.status === status).length));
  });

  it('gives products with options one variant per combination, the stock their sum, each with a picture', async () => {
    const products = await sellerProducts();
    const withVariants = products.filter((product) => product.options.length > 0);
    expect(withVariants.length).toBeGreaterThanOrEqual(4);
    for (const product of withVariants) {
      const combinations = product.options.reduce((total, option) => total * option.values.length, 1);
      expect(product.variants).toHaveLength(combinations);
      expect(product.quantity).toBe(product.variants.reduce((sum, variant) => sum + variant.quantity, 0));
      expect(product.quantity).toBeGreaterThan(0);
      const imageIds = product.images.map((image) => image.id);
      for (const variant of product.variants) expect(imageIds).toContain(variant.image?.id);
    }
    // The search folds accents: "nino" finds "Niño".
    expect((await sellerProducts('&search=nino')).map((product) => product.productName)).toEqual([
      'Niño Abaca Tsinelas',
    ]);
  });

  it('stores every picture in media storage, served as the JPEG it is', async () => {
    const products = await sellerProducts();
    const images = products.flatMap((product) => product.images);
    expect(images.length).toBeGreaterThanOrEqual(products.length);
    const files = await mediaFiles();
    for (const image of images) {
      expect(files).toContain(path.basename(image.url));
      const served = await call(t.app, 'GET', image.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      expect([image.width, image.height]).toEqual([1200, 1200]);
    }
  });

  it("puts the pending products in the admin's queue with their store, and told the seller of each decision", async () => {
    const response = await call(t.app, 'GET', '/api/admin/products?status=0&limit=100', {
      token: t.adminToken,
    });
    expect(response.statusCode, response.body).toBe(200);
    const queue = productReviewPageSchema.parse(response.json()).data;
    const pending = (await sellerProducts('&status=0')).map((product) => product.id);
    expect(
      queue.products
        .filter((item) => item.seller.spStoreName === "Ana's Sari-Sari")
        .map((item) => item.id)
        .sort(),
    ).toEqual([...pending].sort());
    const decided = (await sellerProducts()).filter((product) => product.status !== 0).length;
    const { rows } = await t.database.pool.query<{ count: number }>(
      `select count(*)::int as count from notifications n join sellers s on s.id = n.seller_id
        where s.email = 'demo-approved@suki.local' and n.metadata->>'redirectUrl' like '/products/%'`,
    );
    expect(rows[0]!.count).toBe(decided);
  });

  it('is idempotent: a second seeding adds no product and no file', async () => {
    const before = { products: await sellerProducts(), files: await mediaFiles() };
    expect(await seedDemoCatalog(t.database, createLocalMediaStore(t.dataDir))).toBe(0);
    expect(await sellerProducts()).toEqual(before.products);
    expect(await mediaFiles()).toEqual(before.files);
  });
});
