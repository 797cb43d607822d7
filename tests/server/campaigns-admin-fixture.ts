// Shared set-up of the admins' campaign tests: the real app with a signed-in admin on a clock the test moves,
// cover photos uploaded through the real route, campaigns made and read through the real routes, and applied
// products written with SQL (the sellers' applications have their own tests).
import sharp from 'sharp';
import { expect } from 'vitest';
import {
  adminCampaignResponseSchema,
  campaignCoverResponseSchema,
  type AdminCampaign,
  type CampaignInput,
  type CampaignProductStatus,
} from '#schemas/campaigns';
import { testClock, type Clock } from './earnings-fixture.ts';
import { send, startOnboardingApp, type FilePart, type OnboardingTestApp } from './onboarding-fixture.ts';
import { call } from './support.ts';

export type CampaignsTestApp = OnboardingTestApp & { clock: Clock };

/** Now, as the app reads it when a test starts: 10 Nov 2026, noon in Manila. */
export const start = new Date('2026-11-10T04:00:00Z');
export const hourMs = 60 * 60 * 1000;
export const dayMs = 24 * hourMs;
/** A moment `days` from the start, ISO with Manila's offset, as the browser sends it. */
export const at = (days: number) => {
  const moment = new Date(start.getTime() + days * dayMs + 8 * hourMs);
  return `${moment.toISOString().slice(0, 19)}+08:00`;
};

export async function startCampaignsApp(): Promise<CampaignsTestApp> {
  const clock = testClock(start);
  const t = await startOnboardingApp({ now: clock.now });
  return { ...t, clock };
}

/** A real JPEG of `width` × `height`, its colour from `seed`. */
export const jpegOf = (seed = 1, width = 1200, height = 600) =>
  sharp({
    create: { width, height, channels: 3, background: { r: (seed * 53) % 256, g: 90, b: (seed * 31) % 256 } },
  })
    .jpeg()
    .toBuffer();

export const uploadCoverFile = (t: CampaignsTestApp, file: FilePart, field = 'image') =>
  send(t.app, 'POST', '/api/admin/campaigns/cover', t.adminToken, [[field, file]]);

/** A cover uploaded through the route (a JPEG unless given): its URL. */
export async function coverUrl(t: CampaignsTestApp, data?: Buffer): Promise<string> {
  const response = await uploadCoverFile(t, { filename: 'cover.jpg', data: data ?? (await jpegOf()) });
  expect(response.statusCode, response.body).toBe(201);
  return campaignCoverResponseSchema.parse(response.json()).data.url;
}

/** A valid campaign form: a percent-off campaign running from tomorrow for a week, open for 3 days. */
export const campaignBody = (backgroundImageUrl: string, overrides: Partial<CampaignInput> = {}) => ({
  title: 'Pasko Sale',
  description: 'Christmas deals from every province.',
  heading: 'Up to 50% off',
  backgroundImageUrl,
  startDate: at(1),
  endDate: at(8),
  allowApplication: true,
  applicationEndDate: at(4),
  displayType: 'PERCENTAGE_OFF',
  displayValue: '20',
  ...overrides,
});

export const postCampaign = (t: CampaignsTestApp, body: unknown, token = t.adminToken) =>
  call(t.app, 'POST', '/api/admin/campaigns', { token, body });
export const putCampaign = (t: CampaignsTestApp, id: number | string, body: unknown) =>
  call(t.app, 'PUT', `/api/admin/campaigns/${id}`, { token: t.adminToken, body });
export const getCampaign = (t: CampaignsTestApp, id: number | string) =>
  call(t.app, 'GET', `/api/admin/campaigns/${id}`, { token: t.adminToken });
export const deleteCampaign = (t: CampaignsTestApp, id: number | string) =>
  call(t.app, 'DELETE', `/api/admin/campaigns/${id}`, { token: t.adminToken });

/** A campaign made through the route, expected 201 (with a cover of its own unless given). */
export async function createCampaign(
  t: CampaignsTestApp,
  overrides: Partial<CampaignInput> = {},
): Promise<AdminCampaign> {
  const url = overrides.backgroundImageUrl ?? (await coverUrl(t));
  const response = await postCampaign(t, campaignBody(url, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return adminCampaignResponseSchema.parse(response.json()).data;
}

let sellerCount = 0;

/** A seller and one product of theirs, written with SQL: what an applied product needs to exist. */
export async function sellerWithProducts(t: CampaignsTestApp, count: number) {
  sellerCount += 1;
  const {
    rows: [seller],
  } = await t.database.pool.query<{ id: string }>(
    `insert into sellers (email, seller_name, sp_store_name, country, password_hash)
     values ($1, 'Ana Santos', $2, 'PH', 'not a hash') returning id`,
    [`campaign-seller-${sellerCount}@example.ph`, `Ana's Abaca ${sellerCount}`],
  );
  const productIds: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const {
      rows: [product],
    } = await t.database.pool.query<{ id: string }>(
      `insert into products (seller_id, name, description, price, sku, quantity, weight, length, width, height, search_text)
       values ($1, $2, 'Woven by hand', 89900, $3, 5, 400, 30, 10, 35, 'abaca tote') returning id`,
      [seller!.id, `Abaca tote ${index + 1}`, `TOTE-${sellerCount}-${index}`],
    );
    productIds.push(Number(product!.id));
  }
  return { id: seller!.id, productIds };
}

/** One application of the seller's products to the campaign, each in the status given, written with SQL. */
export async function applied(
  t: CampaignsTestApp,
  campaignId: number,
  seller: { id: string; productIds: number[] },
  statuses: CampaignProductStatus[],
): Promise<void> {
  const {
    rows: [application],
  } = await t.database.pool.query<{ id: string }>(
    'insert into campaign_applications (campaign_id, seller_id) values ($1, $2) returning id',
    [campaignId, seller.id],
  );
  for (const [index, status] of statuses.entries()) {
    await t.database.pool.query(
      `insert into campaign_products
         (campaign_id, application_id, product_id, seller_id, product_price, discount_price, status, reason, decided_at)
       values ($1, $2, $3, $4, 89900, 69900, $5, $6, $7)`,
      [
        campaignId,
        application!.id,
        seller.productIds[index],
        seller.id,
        status,
        status === 'rejected' ? 'Too close to the original price' : null,
        status === 'pending' ? null : new Date(),
      ],
    );
  }
}
