// Shared set-up of the sellers' campaign tests and the admins' review: the campaigns app on a clock the test
// moves (S1's fixture: campaigns made through the admin routes), approved sellers, their products written with
// Drizzle in the status and at the prices a test needs (the catalog has its own tests), and the seller and
// admin calls of decision 039.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  adminCampaignProductListResponseSchema,
  campaignApplicationResponseSchema,
  type CampaignApplication,
  type CampaignProductStatus,
} from '#schemas/campaigns';
import { notificationsPageResponseSchema } from '#schemas/notifications';
import { productStatus, type ProductStatus } from '#schemas/products';
import { products, productVariants } from '../../server/modules/products/table.ts';
import { notifications } from '../../server/modules/notifications/table.ts';
import type { CampaignsTestApp } from './campaigns-admin-fixture.ts';
import { approvedSeller, type TestSeller } from './products-fixture.ts';
import { call } from './support.ts';

export { approvedSeller, type TestSeller };
export {
  at,
  createCampaign,
  dayMs,
  hourMs,
  start,
  startCampaignsApp,
  type CampaignsTestApp,
} from './campaigns-admin-fixture.ts';

let productCount = 0;

/** A product of the seller's, written with Drizzle: approved at ₱899.00 unless told otherwise. */
export async function productOf(
  t: CampaignsTestApp,
  seller: TestSeller,
  {
    name = `Abaca tote ${productCount + 1}`,
    price = 89_900,
    status = productStatus.approved as ProductStatus,
    variantPrices = [] as number[],
  } = {},
) {
  productCount += 1;
  const [product] = await t.database.db
    .insert(products)
    .values({
      sellerId: seller.id,
      name,
      description: 'Woven by hand',
      status,
      statusReason: status === productStatus.rejected ? 'Blurry pictures' : null,
      price,
      sku: `CAMPAIGN-${productCount}`,
      quantity: 5,
      weight: 400,
      length: 30,
      width: 10,
      height: 35,
      searchText: name.toLowerCase(),
    })
    .returning({ id: products.id, name: products.name });
  for (const [position, variantPrice] of variantPrices.entries())
    await t.database.db.insert(productVariants).values({
      productId: product!.id,
      sellerId: seller.id,
      position,
      option1: `Size ${position + 1}`,
      quantity: 1,
      price: variantPrice,
    });
  return product!;
}

export const setProductPrice = (t: CampaignsTestApp, productId: number, price: number) =>
  t.database.db.update(products).set({ price }).where(eq(products.id, productId));

type Line = { productId: number; discountPrice: unknown };

export const postApplication = (t: CampaignsTestApp, seller: TestSeller, body: unknown) =>
  call(t.app, 'POST', '/api/campaign-applications', { token: seller.token, body });

/** An application the route takes (201), as it answered. */
export async function apply(
  t: CampaignsTestApp,
  seller: TestSeller,
  campaignId: number,
  lines: Line[],
): Promise<CampaignApplication> {
  const response = await postApplication(t, seller, { campaignId, products: lines });
  expect(response.statusCode, response.body).toBe(201);
  return campaignApplicationResponseSchema.parse(response.json()).data;
}

export const reviewPage = (
  t: CampaignsTestApp,
  campaignId: number | string,
  query: { status?: CampaignProductStatus; cursor?: string } = {},
) =>
  call(
    t.app,
    'GET',
    `/api/admin/campaigns/${campaignId}/products?${new URLSearchParams(query as Record<string, string>)}`,
    { token: t.adminToken },
  );

/** A page of the review the route answers (200). */
export async function reviewed(
  t: CampaignsTestApp,
  campaignId: number,
  query: { status?: CampaignProductStatus; cursor?: string } = {},
) {
  const response = await reviewPage(t, campaignId, query);
  expect(response.statusCode, response.body).toBe(200);
  return adminCampaignProductListResponseSchema.parse(response.json()).data;
}

export const decide = (
  t: CampaignsTestApp,
  campaignId: number | string,
  productId: number | string,
  body: unknown,
  token = t.adminToken,
) => call(t.app, 'PATCH', `/api/admin/campaigns/${campaignId}/products/${productId}`, { token, body });

/** The seller's notifications, newest first, as the seller's own route answers them. */
export async function notificationsOf(t: CampaignsTestApp, seller: TestSeller) {
  const response = await call(t.app, 'GET', '/api/notifications', { token: seller.token });
  expect(response.statusCode, response.body).toBe(200);
  return notificationsPageResponseSchema.parse(response.json()).data.notifications;
}

/** How many notifications the seller has, read from the table. */
export const notificationCount = async (t: CampaignsTestApp, seller: TestSeller) =>
  (await t.database.db.select().from(notifications).where(eq(notifications.sellerId, seller.id))).length;
