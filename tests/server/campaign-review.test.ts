// The admins' review of applied products (issue 14, decision 039): keyset pages of one status, oldest first,
// with the counts, the seller and the product's price now; decisions by the applied product's lifecycle
// (approve a pending one, reject a pending or an approved one with a reason, 409 otherwise), an approval
// refused when the price fell to the discount, and the seller's notification with the campaign's link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCampaignProductResponseSchema, campaignDetailResponseSchema } from '#schemas/campaigns';
import {
  apply,
  approvedSeller,
  createCampaign,
  decide,
  notificationCount,
  notificationsOf,
  productOf,
  reviewed,
  reviewPage,
  setProductPrice,
  startCampaignsApp,
  type CampaignsTestApp,
  type TestSeller,
} from './campaign-applications-fixture.ts';
import { call, expectError } from './support.ts';

let t: CampaignsTestApp;
let seller: TestSeller;

beforeAll(async () => {
  t = await startCampaignsApp();
  seller = await approvedSeller(t);
});
afterAll(() => t.close());

describe('the applied products of a campaign', () => {
  it('come in pages of 20 by status, oldest first, with the counts, the seller and the price now', async () => {
    const campaign = await createCampaign(t);
    const other = await approvedSeller(t);
    const mine = [];
    for (let index = 0; index < 23; index += 1)
      mine.push(await productOf(t, seller, { name: `Pot ${index + 1}` }));
    const theirs = await productOf(t, other, { name: 'Sized tee', variantPrices: [50_000, 45_000] });
    await apply(
      t,
      seller,
      campaign.id,
      mine.map((product) => ({ productId: product.id, discountPrice: 699 })),
    );
    await apply(t, other, campaign.id, [{ productId: theirs.id, discountPrice: 400 }]);
    expect((await decide(t, campaign.id, mine[0]!.id, { status: 'approved' })).statusCode).toBe(200);
    await setProductPrice(t, mine[1]!.id, 79_900);

    const first = await reviewed(t, campaign.id);
    expect(first.counts).toEqual({ pending: 23, approved: 1, rejected: 0 });
    expect(first.products.map((product) => product.data.productName)).toEqual(
      Array.from({ length: 20 }, (_, index) => `Pot ${index + 2}`),
    );
    expect(first.products[0]).toMatchObject({
      data: { id: mine[1]!.id },
      productPrice: 899,
      currentPrice: 799,
      discountPrice: 699,
      percentOff: 22,
      status: 'pending',
      seller: { id: seller.id },
    });
    expect(first.nextCursor).toBe(String(first.products.at(-1)!.id));

    const second = await reviewed(t, campaign.id, { cursor: first.nextCursor! });
    expect(second.products.map((product) => product.data.productName)).toEqual([
      'Pot 22',
      'Pot 23',
      'Sized tee',
    ]);
    expect(second.products.at(-1)).toMatchObject({
      productPrice: 450,
      currentPrice: 450,
      seller: { id: other.id },
    });
    expect(second.nextCursor).toBeNull();

    const approved = await reviewed(t, campaign.id, { status: 'approved' });
    expect(approved.products.map((product) => product.data.id)).toEqual([mine[0]!.id]);
    expect((await reviewed(t, campaign.id, { status: 'rejected' })).products).toEqual([]);
  });

  it('answers 404 for an unknown or non-numeric campaign, 400 for a bad status or cursor, 403 for a seller', async () => {
    for (const id of ['999999', 'abc', '0', '-1'])
      expect(expectError(await reviewPage(t, id), 404, 'NOT_FOUND').error).toBe('Campaign not found');
    const campaign = await createCampaign(t);
    expectError(
      await call(t.app, 'GET', `/api/admin/campaigns/${campaign.id}/products?status=maybe`, {
        token: t.adminToken,
      }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await reviewPage(t, campaign.id, { cursor: 'x1' }), 400, 'VALIDATION_FAILED');
    expectError(
      await call(t.app, 'GET', `/api/admin/campaigns/${campaign.id}/products`, { token: seller.token }),
      403,
      'FORBIDDEN',
    );
  });
});

describe('a decision', () => {
  it('approves a pending product and tells the seller with a link to the campaign; a second approval is 409', async () => {
    const campaign = await createCampaign(t, { title: 'Pasko Sale' });
    const product = await productOf(t, seller, { name: 'Capiz lamp' });
    await apply(t, seller, campaign.id, [{ productId: product.id, discountPrice: 699 }]);

    const response = await decide(t, campaign.id, product.id, { status: 'approved' });
    expect(response.statusCode, response.body).toBe(200);
    const decided = adminCampaignProductResponseSchema.parse(response.json()).data;
    expect(decided).toMatchObject({ status: 'approved', reason: null, data: { id: product.id } });
    expect(decided.decidedAt).toBe(t.clock.now().toISOString());

    const [notice] = await notificationsOf(t, seller);
    expect(notice).toMatchObject({
      title: 'Campaign product approved',
      message: '"Capiz lamp" joins "Pasko Sale" at ₱699.00.',
      metadata: { redirectUrl: `/campaigns/${campaign.id}` },
    });

    const before = await notificationCount(t, seller);
    const again = expectError(
      await decide(t, campaign.id, product.id, { status: 'approved' }),
      409,
      'CONFLICT',
    );
    expect(again.error).toBe('"Capiz lamp" is already approved');
    expect(await notificationCount(t, seller)).toBe(before);

    const detail = campaignDetailResponseSchema.parse(
      (await call(t.app, 'GET', `/api/campaigns/${campaign.id}`, { token: seller.token })).json(),
    ).data;
    expect(detail.applications[0]!.products[0]).toMatchObject({ status: 'approved' });
  });

  it('rejects a pending product with its reason, takes an approved one out with a reason, and refuses a rejected one', async () => {
    const campaign = await createCampaign(t, { title: 'Payday' });
    const [mat, hat] = [
      await productOf(t, seller, { name: 'Banig mat' }),
      await productOf(t, seller, { name: 'Sinamay hat' }),
    ];
    await apply(t, seller, campaign.id, [
      { productId: mat.id, discountPrice: 699 },
      { productId: hat.id, discountPrice: 599 },
    ]);

    expect(
      expectError(
        await decide(t, campaign.id, mat.id, { status: 'rejected', reason: '  ' }),
        400,
        'VALIDATION_FAILED',
      ).fields,
    ).toEqual({ reason: 'Reason is required' });
    expectError(await decide(t, campaign.id, mat.id, { status: 'rejected' }), 400, 'VALIDATION_FAILED');
    expectError(await decide(t, campaign.id, mat.id, { status: 'pending' }), 400, 'VALIDATION_FAILED');

    const rejected = await decide(t, campaign.id, mat.id, { status: 'rejected', reason: 'Blurry pictures' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(adminCampaignProductResponseSchema.parse(rejected.json()).data).toMatchObject({
      status: 'rejected',
      reason: 'Blurry pictures',
    });
    expect((await notificationsOf(t, seller))[0]).toMatchObject({
      title: 'Campaign product rejected',
      message: '"Banig mat" was not accepted into "Payday": Blurry pictures',
      metadata: { redirectUrl: `/campaigns/${campaign.id}` },
    });
    for (const decision of [{ status: 'approved' }, { status: 'rejected', reason: 'Again' }])
      expect(expectError(await decide(t, campaign.id, mat.id, decision), 409, 'CONFLICT').error).toBe(
        '"Banig mat" is already rejected',
      );

    expect((await decide(t, campaign.id, hat.id, { status: 'approved' })).statusCode).toBe(200);
    const out = await decide(t, campaign.id, hat.id, { status: 'rejected', reason: 'Price raised' });
    expect(out.statusCode, out.body).toBe(200);
    expect((await notificationsOf(t, seller))[0]).toMatchObject({
      title: 'Campaign product rejected',
      message: '"Sinamay hat" was taken out of "Payday": Price raised',
    });
    expect((await reviewed(t, campaign.id)).counts).toEqual({ pending: 0, approved: 0, rejected: 2 });
  });

  it("refuses an approval once the product's price is no more than the discount; a rejection still goes through", async () => {
    const campaign = await createCampaign(t);
    const product = await productOf(t, seller, { name: 'Abaca tote' });
    await apply(t, seller, campaign.id, [{ productId: product.id, discountPrice: 699 }]);
    await setProductPrice(t, product.id, 69_900);
    const before = await notificationCount(t, seller);
    expect(
      expectError(await decide(t, campaign.id, product.id, { status: 'approved' }), 409, 'CONFLICT').error,
    ).toBe('"Abaca tote" now costs ₱699.00, no more than its discount price: reject it with a reason');
    expect(await notificationCount(t, seller)).toBe(before);
    expect((await reviewed(t, campaign.id)).products[0]).toMatchObject({
      status: 'pending',
      currentPrice: 699,
    });
    const rejected = await decide(t, campaign.id, product.id, { status: 'rejected', reason: 'Price fell' });
    expect(rejected.statusCode, rejected.body).toBe(200);
  });

  it('lands exactly one of 10 approvals sent at once; the others answer 409, never a 5xx', async () => {
    const campaign = await createCampaign(t);
    const product = await productOf(t, seller, { name: 'Capiz lamp' });
    await apply(t, seller, campaign.id, [{ productId: product.id, discountPrice: 699 }]);
    const before = await notificationCount(t, seller);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => decide(t, campaign.id, product.id, { status: 'approved' })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      200,
      ...Array<number>(9).fill(409),
    ]);
    expect(await notificationCount(t, seller)).toBe(before + 1);
  });

  it('never deadlocks decisions against an application of the same product: each answers 2xx or 409', async () => {
    const campaign = await createCampaign(t);
    const product = await productOf(t, seller, { name: 'Banig mat' });
    await apply(t, seller, campaign.id, [{ productId: product.id, discountPrice: 699 }]);
    const before = await notificationCount(t, seller);
    const body = { campaignId: campaign.id, products: [{ productId: product.id, discountPrice: 599 }] };
    const responses = await Promise.all([
      ...Array.from({ length: 6 }, () =>
        decide(t, campaign.id, product.id, { status: 'rejected', reason: 'Blurry pictures' }),
      ),
      ...Array.from({ length: 4 }, () =>
        call(t.app, 'POST', '/api/campaign-applications', { token: seller.token, body }),
      ),
    ]);
    const decided = responses.slice(0, 6).filter((response) => response.statusCode === 200).length;
    expect(decided).toBeGreaterThanOrEqual(1);
    for (const response of responses) expect([200, 201, 409], response.body).toContain(response.statusCode);
    expect(await notificationCount(t, seller)).toBe(before + decided);
  });

  it('answers 404 for an unknown campaign or a product not in it, and 403 for a seller', async () => {
    const campaign = await createCampaign(t);
    const product = await productOf(t, seller);
    for (const [campaignId, productId, message] of [
      ['999999', product.id, 'Campaign not found'],
      ['x', product.id, 'Campaign not found'],
      [campaign.id, product.id, 'Product not found'],
      [campaign.id, 'abc', 'Product not found'],
    ] as const)
      expect(
        expectError(await decide(t, campaignId, productId, { status: 'approved' }), 404, 'NOT_FOUND').error,
      ).toBe(message);
    await apply(t, seller, campaign.id, [{ productId: product.id, discountPrice: 699 }]);
    expectError(
      await decide(t, campaign.id, product.id, { status: 'approved' }, seller.token),
      403,
      'FORBIDDEN',
    );
  });
});
