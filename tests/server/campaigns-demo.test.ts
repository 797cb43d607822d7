// The demo campaigns of `npm run demo`: every display type, every phase, open and closed for applications,
// each with a stored cover; the approved demo seller's products applied in every status, each discount below
// the product's original price, as the admin's list, the seller's list and detail, and the seller's
// notifications show them; a second seeding changes nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminCampaignListResponseSchema,
  applicationsOpen,
  campaignDetailResponseSchema,
  campaignListResponseSchema,
  campaignDisplayTypes,
  campaignPhase,
  campaignProductStatuses,
} from '#schemas/campaigns';
import { notificationPageSizeMax, notificationsPageResponseSchema } from '#schemas/notifications';
import { sellers } from '../../server/db/schema.ts';
import {
  demoCampaignBody,
  demoCampaigns,
  seedDemoCampaigns,
} from '../../server/modules/campaigns/demo-data.ts';
import { campaignCovers, campaignProducts, campaigns } from '../../server/modules/campaigns/table.ts';
import { createLocalMediaStore } from '../../server/modules/media/store.ts';
import { demoPassword, seedDemoData } from '../../server/modules/onboarding/demo-data.ts';
import { createLocalDocumentStorage } from '../../server/modules/onboarding/storage.ts';
import { demoOrderSeller } from '../../server/modules/orders/demo-data.ts';
import { seedDemoCatalog } from '../../server/modules/products/demo-data.ts';
import { products } from '../../server/modules/products/table.ts';
import { startOnboardingApp, type OnboardingTestApp } from './onboarding-fixture.ts';
import { call, login } from './support.ts';

let t: OnboardingTestApp;
let created: number;
const now = new Date();

beforeAll(async () => {
  t = await startOnboardingApp();
  await seedDemoData(t.database, createLocalDocumentStorage(t.uploads));
  await seedDemoCatalog(t.database, createLocalMediaStore(t.dataDir));
  created = await seedDemoCampaigns(t.database, createLocalMediaStore(t.dataDir), now);
}, 120_000);
afterAll(() => t?.close());

const period = (row: typeof campaigns.$inferSelect) => ({
  startDate: row.startAt?.toISOString() ?? null,
  endDate: row.endAt?.toISOString() ?? null,
  allowApplication: row.allowApplication,
  applicationEndDate: row.applicationEndAt?.toISOString() ?? null,
});

describe('seedDemoCampaigns', () => {
  it('makes every demo campaign, each a valid form of the admin', () => {
    expect(created).toBe(demoCampaigns.length);
    for (const campaign of demoCampaigns)
      expect(() => demoCampaignBody(campaign, '/media/campaigns/' + crypto.randomUUID(), now)).not.toThrow();
  });

  it('covers every display type, every phase, and campaigns open and closed for applications', async () => {
    const rows = await t.database.db.select().from(campaigns);
    expect(rows.map((row) => row.title).sort()).toEqual(demoCampaigns.map((each) => each.title).sort());
    expect(new Set(rows.map((row) => row.displayType))).toEqual(new Set(campaignDisplayTypes));
    expect(new Set(rows.map((row) => campaignPhase(period(row), now)))).toEqual(
      new Set(['upcoming', 'running', 'ended']),
    );
    expect(new Set(rows.map((row) => applicationsOpen(period(row), now)))).toEqual(new Set([true, false]));
    // Closed both ways: applications not taken at all, and taken until a date now past.
    expect(rows.some((row) => !row.allowApplication)).toBe(true);
    expect(rows.some((row) => row.allowApplication && !applicationsOpen(period(row), now))).toBe(true);
    // A running campaign without an end: the countdown shows none.
    expect(rows.some((row) => campaignPhase(period(row), now) === 'running' && row.endAt === null)).toBe(
      true,
    );
  });

  it('stores each cover as an upload: a row with its size, and the re-encoded file in the media store', async () => {
    const covers = await t.database.db
      .select({
        key: campaignCovers.storageKey,
        type: campaignCovers.contentType,
        width: campaignCovers.width,
      })
      .from(campaignCovers)
      .innerJoin(campaigns, eq(campaigns.coverKey, campaignCovers.storageKey));
    expect(covers).toHaveLength(demoCampaigns.length);
    const media = createLocalMediaStore(t.dataDir);
    for (const cover of covers) {
      expect(cover).toMatchObject({ type: 'image/jpeg', width: 1600 });
      const file = await media.get(cover.key);
      const chunks: Buffer[] = [];
      for await (const chunk of file!) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }
  });

  it("applies the demo seller's approved products in every status, each discount below its original price", async () => {
    const [seller] = await t.database.db
      .select({ id: sellers.id })
      .from(sellers)
      .where(eq(sellers.email, demoOrderSeller));
    const applied = await t.database.db
      .select({
        title: campaigns.title,
        sku: products.sku,
        productStatus: products.status,
        sellerId: campaignProducts.sellerId,
        productPrice: campaignProducts.productPrice,
        discountPrice: campaignProducts.discountPrice,
        status: campaignProducts.status,
        reason: campaignProducts.reason,
        decidedAt: campaignProducts.decidedAt,
      })
      .from(campaignProducts)
      .innerJoin(campaigns, eq(campaigns.id, campaignProducts.campaignId))
      .innerJoin(products, eq(products.id, campaignProducts.productId));
    const expected = demoCampaigns.flatMap((campaign) =>
      campaign.applied.map((each) => ({
        title: campaign.title,
        sku: each.sku,
        status: each.status,
        reason: each.reason ?? null,
      })),
    );
    expect(applied.map(({ title, sku, status, reason }) => ({ title, sku, status, reason }))).toEqual(
      expect.arrayContaining(expected),
    );
    expect(applied).toHaveLength(expected.length);
    expect(new Set(applied.map((row) => row.status))).toEqual(new Set(campaignProductStatuses));
    for (const row of applied) {
      expect(row.sellerId).toBe(seller!.id);
      expect(row.productStatus).toBe(1);
      expect(row.discountPrice).toBeGreaterThanOrEqual(100);
      expect(row.discountPrice).toBeLessThan(row.productPrice);
      expect(row.decidedAt === null).toBe(row.status === 'pending');
    }
  });

  it('lists every demo campaign for the admin, in each phase, with its applied products by status', async () => {
    const listed = new Map<string, unknown>();
    for (const phase of ['upcoming', 'running', 'ended'] as const) {
      const response = await call(t.app, 'GET', `/api/admin/campaigns?phase=${phase}&limit=50`, {
        token: t.adminToken,
      });
      expect(response.statusCode, response.body).toBe(200);
      const { campaigns: page } = adminCampaignListResponseSchema.parse(response.json()).data;
      for (const campaign of page) {
        expect(campaignPhase(campaign, now)).toBe(phase);
        listed.set(campaign.title, campaign.products);
      }
    }
    const counts = (campaign: (typeof demoCampaigns)[number]) =>
      Object.fromEntries(
        campaignProductStatuses.map((status) => [
          status,
          campaign.applied.filter((each) => each.status === status).length,
        ]),
      );
    expect(Object.fromEntries(listed)).toEqual(
      Object.fromEntries(demoCampaigns.map((campaign) => [campaign.title, counts(campaign)])),
    );
  });

  it("shows the seller the campaigns not ended, each with the seller's products, and told of each decision", async () => {
    const seller = await login(t.app, demoOrderSeller, demoPassword);
    const response = await call(t.app, 'GET', '/api/campaigns?limit=50', { token: seller });
    expect(response.statusCode, response.body).toBe(200);
    const listed = campaignListResponseSchema.parse(response.json()).data.campaigns;
    const notEnded = demoCampaigns.filter((campaign) => campaign.endDay === null || campaign.endDay > 0);
    expect(listed.map((campaign) => campaign.title)).toEqual(notEnded.map((campaign) => campaign.title));
    for (const campaign of demoCampaigns) {
      const { id } = (
        await t.database.db
          .select({ id: campaigns.id })
          .from(campaigns)
          .where(eq(campaigns.title, campaign.title))
      )[0]!;
      const detail = await call(t.app, 'GET', `/api/campaigns/${id}`, { token: seller });
      expect(detail.statusCode, detail.body).toBe(200);
      const applied = campaignDetailResponseSchema
        .parse(detail.json())
        .data.applications.flatMap((application) => application.products);
      const byPrice = (a: { price: number }, b: { price: number }) => a.price - b.price;
      expect(
        applied
          .map((product) => ({
            status: product.status,
            reason: product.reason,
            price: product.discountPrice,
          }))
          .sort(byPrice),
      ).toEqual(
        campaign.applied
          .map((each) => ({
            status: each.status,
            reason: each.reason ?? null,
            price: Number(each.discountPrice),
          }))
          .sort(byPrice),
      );
    }
    const feed = await call(t.app, 'GET', `/api/notifications?limit=${notificationPageSizeMax}&page=1`, {
      token: seller,
    });
    const titles = notificationsPageResponseSchema
      .parse(feed.json())
      .data.notifications.map((notification) => notification.title);
    const decided = (status: string) =>
      demoCampaigns.flatMap((campaign) => campaign.applied).filter((each) => each.status === status).length;
    expect(titles.filter((title) => title === 'Campaign product approved')).toHaveLength(decided('approved'));
    expect(titles.filter((title) => title === 'Campaign product rejected')).toHaveLength(decided('rejected'));
  });

  it('changes nothing when seeded again', async () => {
    const before = await t.database.db.select().from(campaignProducts);
    expect(await seedDemoCampaigns(t.database, createLocalMediaStore(t.dataDir), now)).toBe(0);
    expect(await t.database.db.select().from(campaignProducts)).toEqual(before);
    expect(await t.database.db.select().from(campaignCovers)).toHaveLength(demoCampaigns.length);
  });
});
