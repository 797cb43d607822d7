// GET /api/campaigns, /api/campaigns/summary and /api/campaigns/{id} (issue 14, decision 039): the campaigns not
// ended by sales period in both orders and pages of 20, with this seller's counts; the dashboard's counts; one
// campaign (ended ones too) with only this seller's applications, newest first. Approved sellers only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  campaignDetailResponseSchema,
  campaignListResponseSchema,
  campaignSummaryResponseSchema,
  type AdminCampaign,
} from '#schemas/campaigns';
import { awaitingApprovalMessage } from '../../server/modules/onboarding/approval.ts';
import {
  apply,
  approvedSeller,
  at,
  createCampaign,
  dayMs,
  decide,
  productOf,
  start,
  startCampaignsApp,
  type CampaignsTestApp,
  type TestSeller,
} from './campaign-applications-fixture.ts';
import { coverUrl } from './campaigns-admin-fixture.ts';
import { call, expectError } from './support.ts';

let t: CampaignsTestApp;
let seller: TestSeller;
let other: TestSeller;

beforeAll(async () => {
  t = await startCampaignsApp();
  [seller, other] = [await approvedSeller(t), await approvedSeller(t)];
});
afterAll(() => t.close());

const get = async (url: string, by = seller) => {
  const response = await call(t.app, 'GET', url, { token: by.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as unknown;
};
const page = async (query: string, by = seller) =>
  campaignListResponseSchema.parse(await get(`/api/campaigns?${query}`, by)).data;
const detail = async (id: number, by = seller) =>
  campaignDetailResponseSchema.parse(await get(`/api/campaigns/${id}`, by)).data;

describe('the list and the summary', () => {
  /** The campaigns a seller sees, ascending by sales period; `open` takes applications. */
  let listed: AdminCampaign[];
  let open: AdminCampaign;

  beforeAll(async () => {
    t.clock.set(start);
    const cover = await coverUrl(t);
    const closed = { backgroundImageUrl: cover, allowApplication: false, applicationEndDate: null };
    // Ended yesterday: never listed.
    await createCampaign(t, { ...closed, title: 'Undas Sale', startDate: at(-5), endDate: at(-1) });
    listed = [];
    // Sales periods half a day apart from 9.5 days ago (running) to 10.5 days ahead (upcoming).
    for (let index = 0; index < 21; index += 1)
      listed.push(
        await createCampaign(t, {
          ...closed,
          title: `Sale ${index}`,
          startDate: at(index - 9.5),
          endDate: at(30),
        }),
      );
    // No start: its sales period is its creation, now; running, and open until day 5.
    open = await createCampaign(t, {
      backgroundImageUrl: cover,
      title: 'Open one',
      startDate: null,
      endDate: at(30),
      applicationEndDate: at(5),
    });
    listed.splice(10, 0, open);
  });

  it('lists the campaigns not ended by sales period, oldest first by default, in pages with hasNextPage', async () => {
    const first = await page('');
    expect(first.campaigns.map((campaign) => campaign.title)).toEqual(
      listed.slice(0, 20).map((campaign) => campaign.title),
    );
    expect(first.pagination).toEqual({ page: 1, limit: 20, hasNextPage: true });
    const second = await page('page=2&sortOrder=asc');
    expect(second.campaigns.map((campaign) => campaign.id)).toEqual(listed.slice(20).map(({ id }) => id));
    expect(second.pagination).toEqual({ page: 2, limit: 20, hasNextPage: false });
    expect((await page('page=3')).campaigns).toEqual([]);
  });

  it('lists the newest sales period first with sortOrder=desc, in pages of any limit up to 50', async () => {
    const newest = [...listed].reverse().map(({ id }) => id);
    expect((await page('sortOrder=desc&limit=5&page=2')).campaigns.map(({ id }) => id)).toEqual(
      newest.slice(5, 10),
    );
    const all = await page('sortOrder=desc&limit=50');
    expect(all.campaigns.map(({ id }) => id)).toEqual(newest);
    expect(all.pagination.hasNextPage).toBe(false);
    for (const query of ['sortOrder=up', 'limit=51', 'limit=0', 'page=0', 'page=x'])
      expectError(
        await call(t.app, 'GET', `/api/campaigns?${query}`, { token: seller.token }),
        400,
        'VALIDATION_FAILED',
      );
  });

  it("counts this seller's products in each campaign by status, and only theirs", async () => {
    const [vase, lamp] = [await productOf(t, seller), await productOf(t, seller)];
    await apply(t, seller, open.id, [
      { productId: vase.id, discountPrice: 500 },
      { productId: lamp.id, discountPrice: 500 },
    ]);
    expect((await decide(t, open.id, vase.id, { status: 'approved' })).statusCode).toBe(200);
    const mine = (await page('limit=50')).campaigns;
    expect(mine.find(({ id }) => id === open.id)!.myProducts).toEqual({
      pending: 1,
      approved: 1,
      rejected: 0,
    });
    expect(
      mine
        .filter(({ id }) => id !== open.id)
        .every(({ myProducts }) => myProducts.approved + myProducts.pending === 0),
    ).toBe(true);
    const theirs = (await page('limit=50', other)).campaigns;
    expect(theirs.find(({ id }) => id === open.id)!.myProducts).toEqual({
      pending: 0,
      approved: 0,
      rejected: 0,
    });
  });

  it('says how many campaigns are open for applications, running and upcoming, as the clock moves', async () => {
    const summary = async () => campaignSummaryResponseSchema.parse(await get('/api/campaigns/summary')).data;
    expect(await summary()).toEqual({ openForApplications: 1, running: 11, upcoming: 11 });
    t.clock.set(new Date(start.getTime() + 6 * dayMs));
    expect(await summary()).toEqual({ openForApplications: 0, running: 17, upcoming: 5 });
    expect((await page('limit=50')).campaigns).toHaveLength(22);
    t.clock.set(new Date(start.getTime() + 31 * dayMs));
    expect(await summary()).toEqual({ openForApplications: 0, running: 0, upcoming: 0 });
    expect((await page('')).campaigns).toEqual([]);
    t.clock.set(start);
  });
});

describe('one campaign', () => {
  it("shows only this seller's applications, newest first, each product with its status and reason", async () => {
    const campaign = await createCampaign(t, { title: 'Pasko Sale' });
    const [vase, lamp, mat] = [
      await productOf(t, seller, { name: 'Vase' }),
      await productOf(t, seller, { name: 'Lamp' }),
      await productOf(t, seller, { name: 'Mat' }),
    ];
    const first = await apply(t, seller, campaign.id, [
      { productId: vase.id, discountPrice: 500 },
      { productId: lamp.id, discountPrice: 600 },
    ]);
    await apply(t, other, campaign.id, [{ productId: (await productOf(t, other)).id, discountPrice: 500 }]);
    t.clock.set(new Date(start.getTime() + 60_000));
    const second = await apply(t, seller, campaign.id, [{ productId: mat.id, discountPrice: 700 }]);
    expect(
      (await decide(t, campaign.id, lamp.id, { status: 'rejected', reason: 'Blurry pictures' })).statusCode,
    ).toBe(200);
    t.clock.set(start);

    const shown = await detail(campaign.id);
    expect(shown).toMatchObject({
      id: campaign.id,
      title: 'Pasko Sale',
      displayType: 'PERCENTAGE_OFF',
      displayValue: '20',
    });
    expect(shown.applications.map(({ id }) => id)).toEqual([second.id, first.id]);
    expect(shown.applications[1]!.products).toMatchObject([
      { data: { id: vase.id, productName: 'Vase' }, status: 'pending', reason: null, percentOff: 44 },
      { data: { id: lamp.id, productName: 'Lamp' }, status: 'rejected', reason: 'Blurry pictures' },
    ]);
    expect((await detail(campaign.id, await approvedSeller(t))).applications).toEqual([]);

    // Applied again, the rejected product moves to the newest application; the emptied one is not shown.
    const third = await apply(t, seller, campaign.id, [{ productId: lamp.id, discountPrice: 650 }]);
    const again = await detail(campaign.id);
    expect(
      again.applications.map(({ id, products }) => [id, products.map(({ data }) => data.productName)]),
    ).toEqual([
      [third.id, ['Lamp']],
      [second.id, ['Mat']],
      [first.id, ['Vase']],
    ]);
  });

  it('opens an ended campaign by id, and answers 404 for an unknown or non-numeric id', async () => {
    const ended = await createCampaign(t, {
      title: 'Undas Sale',
      startDate: at(-5),
      endDate: at(-1),
      allowApplication: false,
      applicationEndDate: null,
    });
    expect((await detail(ended.id)).title).toBe('Undas Sale');
    for (const id of ['999999', 'summary2', '1.5', '0'])
      expect(
        expectError(
          await call(t.app, 'GET', `/api/campaigns/${id}`, { token: seller.token }),
          404,
          'NOT_FOUND',
        ).error,
      ).toBe('Campaign not found');
  });
});

it('refuses a seller not yet approved on every route with 403 AWAITING_APPROVAL, and an admin with 403', async () => {
  const onboarding = await approvedSeller(t, { approved: false });
  const campaign = await createCampaign(t);
  for (const url of ['/api/campaigns', '/api/campaigns/summary', `/api/campaigns/${campaign.id}`]) {
    expect(
      expectError(await call(t.app, 'GET', url, { token: onboarding.token }), 403, 'AWAITING_APPROVAL').error,
    ).toBe(awaitingApprovalMessage);
    expectError(await call(t.app, 'GET', url, { token: t.adminToken }), 403, 'FORBIDDEN');
  }
});
