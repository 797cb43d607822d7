// The admins' campaigns through the real routes (issue 14, decision 038): every spec §5 campaign message on its
// field, dates (blank is null, the end after the start, applications closing by the end), display values, the
// cover's URL, the lists by phase with their counts and order on the app's clock, edits, and deletion taking the
// applied products along and telling the sellers whose products were approved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminCampaignListResponseSchema,
  adminCampaignResponseSchema,
  campaignCoverUrl,
  campaignDeletedResponseSchema,
  campaignMessages,
  type AdminCampaign,
} from '#schemas/campaigns';
import { newStorageKey } from '../../server/modules/onboarding/storage.ts';
import {
  applied,
  at,
  campaignBody,
  coverUrl,
  createCampaign,
  dayMs,
  deleteCampaign,
  getCampaign,
  postCampaign,
  putCampaign,
  sellerWithProducts,
  start,
  startCampaignsApp,
  type CampaignsTestApp,
} from './campaigns-admin-fixture.ts';
import { call, expectError } from './support.ts';

let t: CampaignsTestApp;
let cover: string;

beforeAll(async () => {
  t = await startCampaignsApp();
  cover = await coverUrl(t);
});
afterAll(() => t?.close());

/** The 400's fields for `body`. */
async function refusedFields(body: unknown) {
  const response = await postCampaign(t, body);
  return expectError(response, 400, 'VALIDATION_FAILED').fields;
}

const campaignCount = async () =>
  Number((await t.database.pool.query<{ n: string }>('select count(*) as n from campaigns')).rows[0]!.n);

describe('the form’s messages (spec §5)', () => {
  it('names every missing field with the spec’s words, and saves nothing', async () => {
    const before = await campaignCount();
    expect(
      await refusedFields({
        title: '',
        description: '  ',
        heading: '',
        backgroundImageUrl: '',
        startDate: '',
        endDate: '',
        allowApplication: true,
        applicationEndDate: '',
        displayType: 'PERCENTAGE_OFF',
        displayValue: '',
      }),
    ).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      heading: 'Heading is required',
      backgroundImageUrl: 'Cover photo is required',
      applicationEndDate: 'Application end date is required when applications are allowed',
      displayValue: 'Display value is required',
    });
    expect(await refusedFields({})).toMatchObject({
      title: 'Title is required',
      description: 'Description is required',
      heading: 'Heading is required',
      backgroundImageUrl: 'Cover photo is required',
      allowApplication: 'allowApplication must be true or false',
      displayType: 'displayType must be one of COUNTDOWN, PERCENTAGE_OFF, STARTING_AT',
    });
    expect(await campaignCount()).toBe(before);
  });

  it('takes only the URL of an uploaded cover photo', async () => {
    for (const url of [
      'https://example.com/cover.jpg',
      '/media/products/0b6f3c1e-2a4d-4c8e-9f10-1a2b3c4d5e6f',
      'javascript:alert(1)',
      campaignCoverUrl(newStorageKey()),
    ]) {
      expect(await refusedFields(campaignBody(url)), url).toEqual({
        backgroundImageUrl: 'Cover photo is required',
      });
    }
    // The same cover on the portal's origin is the same cover.
    const response = await postCampaign(t, campaignBody(`http://portal.test${cover}`));
    expect(response.statusCode, response.body).toBe(201);
    expect(adminCampaignResponseSchema.parse(response.json()).data.backgroundImageUrl).toBe(cover);
  });

  it('checks the dates: valid moments, the end after the start, applications closing by the end', async () => {
    expect(
      await refusedFields(campaignBody(cover, { startDate: 'tomorrow', endDate: '2026-12-01' })),
    ).toEqual({
      startDate: campaignMessages.dateInvalid,
      endDate: campaignMessages.dateInvalid,
    });
    // ISO's year 0000 is no year PostgreSQL takes: refused like any invalid moment, never a 5xx.
    expect(
      await refusedFields(
        campaignBody(cover, {
          startDate: '0000-06-01T00:00:00Z',
          applicationEndDate: null,
          allowApplication: false,
        }),
      ),
    ).toEqual({ startDate: campaignMessages.dateInvalid });
    const edited = await createCampaign(t, { backgroundImageUrl: cover });
    const refusal = await putCampaign(
      t,
      edited.id,
      campaignBody(cover, { startDate: null, endDate: '0001-01-01T07:59:59+08:00', allowApplication: false }),
    );
    expect(expectError(refusal, 400, 'VALIDATION_FAILED').fields).toEqual({
      endDate: campaignMessages.dateInvalid,
    });
    expect(
      (await createCampaign(t, { backgroundImageUrl: cover, endDate: '9999-12-31T23:59:59+08:00' })).endDate,
    ).toBe('9999-12-31T15:59:59.000Z');
    expect(await refusedFields(campaignBody(cover, { startDate: at(5), endDate: at(5) }))).toEqual({
      endDate: 'The end must be after the start',
    });
    expect(
      await refusedFields(
        campaignBody(cover, { startDate: at(5), endDate: at(2), applicationEndDate: at(1) }),
      ),
    ).toEqual({
      endDate: 'The end must be after the start',
    });
    expect(await refusedFields(campaignBody(cover, { applicationEndDate: at(9) }))).toEqual({
      applicationEndDate: 'Applications must close by the end of the campaign',
    });
    expect(await refusedFields(campaignBody(cover, { applicationEndDate: null }))).toEqual({
      applicationEndDate: 'Application end date is required when applications are allowed',
    });
  });

  it('checks the display value of each display type', async () => {
    for (const displayValue of ['0', '100', '12.5', 'ten', '-5']) {
      expect(await refusedFields(campaignBody(cover, { displayValue })), displayValue).toEqual({
        displayValue: 'Percent off must be a whole number from 1 to 99',
      });
    }
    for (const displayValue of ['abc', '0', '-1', '19.999']) {
      expect(
        await refusedFields(campaignBody(cover, { displayType: 'STARTING_AT', displayValue })),
        displayValue,
      ).toEqual({ displayValue: 'Starting price must be a peso amount such as 199 or 199.50' });
    }
    expect(
      await refusedFields(campaignBody(cover, { displayType: 'STARTING_AT', displayValue: null })),
    ).toEqual({ displayValue: 'Display value is required' });
    expect(await refusedFields(campaignBody(cover, { displayType: 'BANNER' as never }))).toEqual({
      displayType: 'displayType must be one of COUNTDOWN, PERCENTAGE_OFF, STARTING_AT',
    });
  });
});

describe('what is stored', () => {
  it('stores blank dates as null and no application end without applications', async () => {
    const campaign = await createCampaign(t, {
      backgroundImageUrl: cover,
      startDate: '',
      endDate: '  ',
      allowApplication: false,
      applicationEndDate: at(3),
    });
    expect(campaign).toMatchObject({
      startDate: null,
      endDate: null,
      allowApplication: false,
      applicationEndDate: null,
    });
  });

  it('stores no display value for a countdown, and a starting price as pesos with 2 decimals', async () => {
    const countdown = await createCampaign(t, {
      backgroundImageUrl: cover,
      displayType: 'COUNTDOWN',
      displayValue: '20',
    });
    expect(countdown.displayValue).toBeNull();
    const startingAt = await createCampaign(t, {
      backgroundImageUrl: cover,
      displayType: 'STARTING_AT',
      displayValue: '199',
    });
    expect(startingAt.displayValue).toBe('199.00');
    expect(
      (await createCampaign(t, { backgroundImageUrl: cover, displayType: 'STARTING_AT', displayValue: 49.5 }))
        .displayValue,
    ).toBe('49.50');
  });

  it('answers the campaign as saved, dated by the app’s clock, and reads it back by id', async () => {
    const campaign = await createCampaign(t, { backgroundImageUrl: cover });
    expect(campaign).toEqual({
      id: expect.any(Number),
      title: 'Pasko Sale',
      description: 'Christmas deals from every province.',
      heading: 'Up to 50% off',
      backgroundImageUrl: cover,
      startDate: new Date(at(1)).toISOString(),
      endDate: new Date(at(8)).toISOString(),
      allowApplication: true,
      applicationEndDate: new Date(at(4)).toISOString(),
      displayType: 'PERCENTAGE_OFF',
      displayValue: '20',
      createdAt: t.clock.now().toISOString(),
      updatedAt: t.clock.now().toISOString(),
      products: { pending: 0, approved: 0, rejected: 0 },
    });
    const read = await getCampaign(t, campaign.id);
    expect(read.statusCode, read.body).toBe(200);
    expect(adminCampaignResponseSchema.parse(read.json()).data).toEqual(campaign);
  });

  it('answers 404 "Campaign not found" for an unknown or non-numeric id', async () => {
    for (const id of ['999999', 'abc', '0', '-1', '1.5', '12345678901234567890']) {
      expect(expectError(await getCampaign(t, id), 404, 'NOT_FOUND').error, id).toBe('Campaign not found');
      expectError(await putCampaign(t, id, campaignBody(cover)), 404, 'NOT_FOUND');
      expectError(await deleteCampaign(t, id), 404, 'NOT_FOUND');
    }
  });

  it('is the admins’: a seller is refused, and nobody signed out', async () => {
    const seller = await call(t.app, 'POST', '/api/auth/register', {
      body: {
        sellerName: 'Ben Cruz',
        spStoreName: 'Ben’s Store',
        country: 'PH',
        email: 'ben.campaigns@example.ph',
        password: 'secret123',
        confirmPassword: 'secret123',
      },
    });
    const token = seller.json().data.token as string;
    expectError(await postCampaign(t, campaignBody(cover), token), 403, 'FORBIDDEN');
    expectError(await call(t.app, 'GET', '/api/admin/campaigns'), 401, 'UNAUTHENTICATED');
  });
});

describe('editing', () => {
  it('replaces every field, moves updatedAt, and keeps the same validation', async () => {
    const campaign = await createCampaign(t, { backgroundImageUrl: cover });
    t.clock.advance(1);
    const newCover = await coverUrl(t);
    const response = await putCampaign(
      t,
      campaign.id,
      campaignBody(newCover, {
        title: 'Pasko Sale, extended',
        endDate: at(10),
        displayType: 'COUNTDOWN',
        displayValue: null,
        allowApplication: false,
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const edited = adminCampaignResponseSchema.parse(response.json()).data;
    expect(edited).toEqual({
      ...campaign,
      title: 'Pasko Sale, extended',
      backgroundImageUrl: newCover,
      endDate: new Date(at(10)).toISOString(),
      displayType: 'COUNTDOWN',
      displayValue: null,
      allowApplication: false,
      applicationEndDate: null,
      updatedAt: t.clock.now().toISOString(),
    });
    expect(
      expectError(
        await putCampaign(t, campaign.id, campaignBody(newCover, { title: '' })),
        400,
        'VALIDATION_FAILED',
      ).fields,
    ).toEqual({ title: 'Title is required' });
    expect(
      expectError(
        await putCampaign(t, campaign.id, campaignBody(campaignCoverUrl(newStorageKey()))),
        400,
        'VALIDATION_FAILED',
      ).fields,
    ).toEqual({ backgroundImageUrl: 'Cover photo is required' });
    const read = adminCampaignResponseSchema.parse((await getCampaign(t, campaign.id)).json()).data;
    expect(read).toEqual(edited);
  });
});

describe('deleting', () => {
  it('takes the applied products along and tells only the sellers whose products were approved', async () => {
    const campaign = await createCampaign(t, { backgroundImageUrl: cover, title: 'Bagong Taon Sale' });
    const other = await createCampaign(t, { backgroundImageUrl: cover });
    const ana = await sellerWithProducts(t, 3);
    const ben = await sellerWithProducts(t, 1);
    const cora = await sellerWithProducts(t, 2);
    await applied(t, campaign.id, ana, ['approved', 'approved', 'rejected']);
    await applied(t, campaign.id, ben, ['approved']);
    await applied(t, campaign.id, cora, ['pending', 'rejected']);
    await applied(t, other.id, cora, ['approved']);
    expect(
      adminCampaignResponseSchema.parse((await getCampaign(t, campaign.id)).json()).data.products,
    ).toEqual({
      pending: 1,
      approved: 3,
      rejected: 2,
    });

    const response = await deleteCampaign(t, campaign.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(campaignDeletedResponseSchema.parse(response.json()).data).toEqual({
      id: campaign.id,
      approvedProductsRemoved: 3,
    });
    expect(expectError(await getCampaign(t, campaign.id), 404, 'NOT_FOUND').error).toBe('Campaign not found');
    expectError(await deleteCampaign(t, campaign.id), 404, 'NOT_FOUND');

    const left = await t.database.pool.query<{ campaign_id: string; n: string }>(
      `select campaign_id, count(*) as n from campaign_products where seller_id in ($1, $2, $3) group by campaign_id`,
      [ana.id, ben.id, cora.id],
    );
    expect(left.rows).toEqual([{ campaign_id: String(other.id), n: '1' }]);
    const applications = await t.database.pool.query(
      'select 1 from campaign_applications where campaign_id = $1',
      [campaign.id],
    );
    expect(applications.rowCount).toBe(0);

    const notices = await t.database.pool.query<{
      seller_id: string;
      title: string;
      message: string;
      metadata: unknown;
    }>(
      'select seller_id, title, message, metadata from notifications where seller_id in ($1, $2, $3) order by message',
      [ana.id, ben.id, cora.id],
    );
    expect(notices.rows).toEqual([
      {
        seller_id: ana.id,
        title: 'Campaign cancelled',
        message:
          'The campaign "Bagong Taon Sale" was cancelled: your 2 approved products are no longer in it.',
        metadata: { redirectUrl: '/campaigns' },
      },
      {
        seller_id: ben.id,
        title: 'Campaign cancelled',
        message: 'The campaign "Bagong Taon Sale" was cancelled: your approved product is no longer in it.',
        metadata: { redirectUrl: '/campaigns' },
      },
    ]);
  });

  it('deletes once when two admins delete at the same moment: one 200, one 404, one notice', async () => {
    const campaign = await createCampaign(t, { backgroundImageUrl: cover, title: 'Flash Sale' });
    const seller = await sellerWithProducts(t, 1);
    await applied(t, campaign.id, seller, ['approved']);
    const answers = await Promise.all([deleteCampaign(t, campaign.id), deleteCampaign(t, campaign.id)]);
    expect(answers.map((answer) => answer.statusCode).toSorted()).toEqual([200, 404]);
    const notices = await t.database.pool.query('select 1 from notifications where seller_id = $1', [
      seller.id,
    ]);
    expect(notices.rowCount).toBe(1);
  });

  it('waits for an application holding the campaign, then takes its products too', async () => {
    const campaign = await createCampaign(t, { backgroundImageUrl: cover });
    const seller = await sellerWithProducts(t, 1);
    // An application in flight share-locks the campaign row (decision 039) and commits its product.
    const applying = await t.database.pool.connect();
    let deleted: Promise<{ statusCode: number; body: string }> | undefined;
    try {
      await applying.query('begin');
      await applying.query('select 1 from campaigns where id = $1 for share', [campaign.id]);
      const {
        rows: [application],
      } = await applying.query<{ id: string }>(
        'insert into campaign_applications (campaign_id, seller_id) values ($1, $2) returning id',
        [campaign.id, seller.id],
      );
      await applying.query(
        `insert into campaign_products (campaign_id, application_id, product_id, seller_id, product_price,
           discount_price, status, decided_at) values ($1, $2, $3, $4, 89900, 69900, 'approved', now())`,
        [campaign.id, application!.id, seller.productIds[0], seller.id],
      );
      deleted = deleteCampaign(t, campaign.id);
      // The deletion is blocked on the lock until the application commits.
      await expect
        .poll(async () => {
          const { rows } = await t.database.pool.query<{ waiting: number }>(
            `select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and query like 'select%campaigns%for update%'`,
          );
          return rows[0]!.waiting;
        })
        .toBe(1);
      await applying.query('commit');
    } finally {
      applying.release();
    }
    const answer = await deleted!;
    expect(answer.statusCode, answer.body).toBe(200);
    expect(campaignDeletedResponseSchema.parse(JSON.parse(answer.body)).data.approvedProductsRemoved).toBe(1);
  });

  it('answers 0 approved products for a campaign nobody joined', async () => {
    const campaign = await createCampaign(t, { backgroundImageUrl: cover });
    const response = await deleteCampaign(t, campaign.id);
    expect(campaignDeletedResponseSchema.parse(response.json()).data).toEqual({
      id: campaign.id,
      approvedProductsRemoved: 0,
    });
  });
});

describe('the list by phase', () => {
  /** Every page of one phase, `limit` a page, as titles; checks each page's total and hasNextPage. */
  async function titles(phase: string, limit = 2): Promise<string[]> {
    const shown: string[] = [];
    for (let page = 1; ; page += 1) {
      const response = await call(
        t.app,
        'GET',
        `/api/admin/campaigns?page=${page}&limit=${limit}${phase ? `&phase=${phase}` : ''}`,
        { token: t.adminToken },
      );
      expect(response.statusCode, response.body).toBe(200);
      const { campaigns, pagination } = adminCampaignListResponseSchema.parse(response.json()).data;
      shown.push(...campaigns.map((campaign) => campaign.title));
      expect(pagination).toMatchObject({ page, limit });
      if (!pagination.hasNextPage) {
        expect(pagination.total).toBe(shown.length);
        return shown;
      }
    }
  }

  let made: AdminCampaign[];

  beforeAll(async () => {
    // A clean list: the campaigns of the tests above go first.
    await t.database.pool.query('delete from campaigns');
    t.clock.set(start);
    const periods: Array<[string, string | null, string | null]> = [
      ['ended long ago', at(-30), at(-20)],
      ['ended lately', null, at(-1)],
      ['running, ends soon', at(-5), at(2)],
      ['running, ends later', at(-2), at(6)],
      ['running, never ends', at(-3), null],
      ['running since made', null, null],
      ['upcoming soon', at(1), at(3)],
      ['upcoming later', at(10), null],
    ];
    made = [];
    for (const [title, startDate, endDate] of periods) {
      made.push(
        await createCampaign(t, {
          backgroundImageUrl: cover,
          title,
          startDate,
          endDate,
          allowApplication: false,
          applicationEndDate: null,
        }),
      );
      // Each made an hour after the one before: "running since made" sorts by its creation.
      t.clock.set(new Date(t.clock.now().getTime() + 60 * 60 * 1000));
    }
  });

  it('lists each phase in its order, in pages with the total', async () => {
    expect(await titles('upcoming')).toEqual(['upcoming soon', 'upcoming later']);
    expect(await titles('running')).toEqual([
      'running, ends soon',
      'running, ends later',
      'running, never ends',
      'running since made',
    ]);
    expect(await titles('ended')).toEqual(['ended lately', 'ended long ago']);
    // Every campaign, the newest sales period first (a campaign without a start: when it was made).
    expect(await titles('', 3)).toEqual([
      'upcoming later',
      'upcoming soon',
      'running since made',
      'ended lately',
      'running, ends later',
      'running, never ends',
      'running, ends soon',
      'ended long ago',
    ]);
  });

  it('moves campaigns between phases as the clock moves', async () => {
    t.clock.set(new Date(start.getTime() + 2.5 * dayMs));
    expect(await titles('upcoming')).toEqual(['upcoming later']);
    expect(await titles('running')).toEqual([
      'upcoming soon',
      'running, ends later',
      'running, never ends',
      'running since made',
    ]);
    expect(await titles('ended')).toEqual(['running, ends soon', 'ended lately', 'ended long ago']);
    t.clock.set(start);
  });

  it('counts each campaign’s applied products by status', async () => {
    const running = made.find((campaign) => campaign.title === 'running, ends soon')!;
    const seller = await sellerWithProducts(t, 4);
    await applied(t, running.id, seller, ['pending', 'pending', 'approved', 'rejected']);
    const response = await call(t.app, 'GET', '/api/admin/campaigns?phase=running', { token: t.adminToken });
    const { campaigns } = adminCampaignListResponseSchema.parse(response.json()).data;
    expect(campaigns.map((campaign) => [campaign.title, campaign.products])).toEqual([
      ['running, ends soon', { pending: 2, approved: 1, rejected: 1 }],
      ['running, ends later', { pending: 0, approved: 0, rejected: 0 }],
      ['running, never ends', { pending: 0, approved: 0, rejected: 0 }],
      ['running since made', { pending: 0, approved: 0, rejected: 0 }],
    ]);
  });

  it('answers an empty page past the end, and refuses a bad query with 400', async () => {
    const response = await call(t.app, 'GET', '/api/admin/campaigns?page=9', { token: t.adminToken });
    expect(adminCampaignListResponseSchema.parse(response.json()).data).toEqual({
      campaigns: [],
      pagination: { page: 9, limit: 20, hasNextPage: false, total: 8 },
    });
    expect(
      expectError(
        await call(t.app, 'GET', '/api/admin/campaigns?phase=soon', { token: t.adminToken }),
        400,
        'VALIDATION_FAILED',
      ).fields,
    ).toEqual({ phase: 'phase must be upcoming, running or ended' });
    for (const query of ['page=0', 'limit=51', 'limit=abc']) {
      expectError(
        await call(t.app, 'GET', `/api/admin/campaigns?${query}`, { token: t.adminToken }),
        400,
        'VALIDATION_FAILED',
      );
    }
  });
});
