// POST /api/campaign-applications (issue 14, decision 039): the application window on the app's clock, the
// products' ownership and approval, the discount rules, duplicates and applying a rejected product again, the
// race of many applications of one product, and the approval gate. A refusal leaves nothing behind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#schemas/api';
import { campaignMessages } from '#schemas/campaigns';
import { productStatus } from '#schemas/products';
import { awaitingApprovalMessage } from '../../server/modules/onboarding/approval.ts';
import {
  apply,
  approvedSeller,
  at,
  createCampaign,
  dayMs,
  decide,
  postApplication,
  productOf,
  start,
  startCampaignsApp,
  type CampaignsTestApp,
  type TestSeller,
} from './campaign-applications-fixture.ts';
import { expectError } from './support.ts';

let t: CampaignsTestApp;
let seller: TestSeller;

beforeAll(async () => {
  t = await startCampaignsApp();
  seller = await approvedSeller(t);
});
afterAll(() => t.close());

const applicationRows = async () =>
  Number((await t.database.pool.query('select count(*) from campaign_applications')).rows[0].count);
const appliedRows = async () =>
  Number((await t.database.pool.query('select count(*) from campaign_products')).rows[0].count);

/** The refusal, and proof that it changed nothing. */
async function refused(body: unknown, status: number, code: string, by = seller) {
  const before = [await applicationRows(), await appliedRows()];
  const response = await postApplication(t, by, body);
  const error = expectError(response, status, code);
  expect([await applicationRows(), await appliedRows()]).toEqual(before);
  return error;
}

describe('the application window', () => {
  it('is open before the start while applications are allowed, and during the sales period until the application end date', async () => {
    t.clock.set(start);
    // Starts tomorrow, ends in 8 days, applications until day 4.
    const campaign = await createCampaign(t);
    const [early, during, late] = [
      await productOf(t, seller),
      await productOf(t, seller),
      await productOf(t, seller),
    ];

    const first = await apply(t, seller, campaign.id, [{ productId: early.id, discountPrice: 699 }]);
    expect(first.products).toMatchObject([
      {
        data: { id: early.id, productName: early.name, imageUrl: null },
        productPrice: 899,
        discountPrice: 699,
        percentOff: 22,
        status: 'pending',
        reason: null,
        decidedAt: null,
      },
    ]);
    expect(first.createdAt).toBe(start.toISOString());

    t.clock.set(new Date(start.getTime() + 2 * dayMs));
    await apply(t, seller, campaign.id, [{ productId: during.id, discountPrice: 500.5 }]);

    // The application end date is day 4 at noon in Manila: a minute later the window is shut.
    t.clock.set(new Date(Date.parse(at(4)) + 60_000));
    const error = await refused(
      { campaignId: campaign.id, products: [{ productId: late.id, discountPrice: 699 }] },
      409,
      'CONFLICT',
    );
    expect(error.error).toBe(campaignMessages.applicationsClosed(campaign.title));
    expect(error.error).toBe('Applications for "Pasko Sale" are closed');
  });

  it('is shut when the campaign does not take applications, and once it has ended', async () => {
    t.clock.set(start);
    const noApplications = await createCampaign(t, { title: 'Flash Friday', allowApplication: false });
    const product = await productOf(t, seller);
    const line = [{ productId: product.id, discountPrice: 699 }];
    expect((await refused({ campaignId: noApplications.id, products: line }, 409, 'CONFLICT')).error).toBe(
      'Applications for "Flash Friday" are closed',
    );

    const shortOne = await createCampaign(t, {
      title: 'Payday',
      startDate: null,
      endDate: at(2),
      applicationEndDate: at(2),
    });
    await apply(t, seller, shortOne.id, line);
    t.clock.set(new Date(Date.parse(at(2))));
    const other = await productOf(t, seller);
    expect(
      (
        await refused(
          { campaignId: shortOne.id, products: [{ productId: other.id, discountPrice: 699 }] },
          409,
          'CONFLICT',
        )
      ).error,
    ).toBe('Applications for "Payday" are closed');
    t.clock.set(start);
  });

  it('answers 404 for a campaign that does not exist', async () => {
    const product = await productOf(t, seller);
    const error = await refused(
      { campaignId: 999_999, products: [{ productId: product.id, discountPrice: 699 }] },
      404,
      'NOT_FOUND',
    );
    expect(error.error).toBe('Campaign not found');
  });
});

describe('the products', () => {
  it("answers another seller's product as one that does not exist", async () => {
    const campaign = await createCampaign(t);
    const other = await approvedSeller(t);
    const theirs = await productOf(t, other);
    const mine = await productOf(t, seller);
    for (const productId of [theirs.id, 987_654_321]) {
      const error = await refused(
        {
          campaignId: campaign.id,
          products: [
            { productId: mine.id, discountPrice: 699 },
            { productId, discountPrice: 699 },
          ],
        },
        404,
        'NOT_FOUND',
      );
      expect(error.error).toBe('Product not found');
    }
  });

  it('takes only approved products, naming the one that is not', async () => {
    const campaign = await createCampaign(t);
    const mine = await productOf(t, seller);
    for (const status of [productStatus.pending, productStatus.rejected]) {
      const waiting = await productOf(t, seller, { name: `Banig mat ${status}`, status });
      const error = await refused(
        {
          campaignId: campaign.id,
          products: [
            { productId: mine.id, discountPrice: 699 },
            { productId: waiting.id, discountPrice: 699 },
          ],
        },
        409,
        'CONFLICT',
      );
      expect(error.error).toBe(
        `"Banig mat ${status}" is not approved yet: only approved products can join a campaign`,
      );
    }
  });
});

describe('the discount', () => {
  it('is at least ₱1.00 with at most 2 decimals, and there is at least one product (every message under its field)', async () => {
    const campaign = await createCampaign(t);
    const product = await productOf(t, seller);
    const body = (discountPrice: unknown) => ({
      campaignId: campaign.id,
      products: [{ productId: product.id, discountPrice }],
    });
    const cases: [unknown, Record<string, string>][] = [
      [body(0), { 'products.0.discountPrice': 'Discount price must be greater than 0' }],
      [body(0.99), { 'products.0.discountPrice': 'Discount price must be greater than 0' }],
      [body(-5), { 'products.0.discountPrice': 'Discount price must be greater than 0' }],
      [body(100.555), { 'products.0.discountPrice': 'Discount price can have at most 2 decimal places' }],
      [body('abc'), { 'products.0.discountPrice': 'Please enter a valid discount price' }],
      [{ campaignId: campaign.id, products: [] }, { products: 'At least one product is required' }],
      [
        {
          campaignId: campaign.id,
          products: [
            { productId: product.id, discountPrice: 500 },
            { productId: product.id, discountPrice: 400 },
          ],
        },
        { 'products.1.productId': 'This product is listed twice' },
      ],
    ];
    for (const [sent, fields] of cases) {
      const error = await refused(sent, 400, 'VALIDATION_FAILED');
      expect(error.fields, JSON.stringify(sent)).toEqual(fields);
      expect(error.error).toBe(Object.values(fields)[0]);
    }
  });

  it("is below the product's price, or its lowest variant's: each refused line under its own field", async () => {
    const campaign = await createCampaign(t);
    const plain = await productOf(t, seller, { price: 89_900 });
    const sized = await productOf(t, seller, { price: 89_900, variantPrices: [70_000, 50_000] });
    const cases: [number, number, Record<string, string>][] = [
      [899, 400, { 'products.0.discountPrice': campaignMessages.discountBelowPrice }],
      [
        950,
        500,
        {
          'products.0.discountPrice': campaignMessages.discountBelowPrice,
          'products.1.discountPrice': campaignMessages.discountBelowPrice,
        },
      ],
      [898.99, 600, { 'products.1.discountPrice': 'Discounted price must be less than the original price' }],
    ];
    for (const [plainDiscount, sizedDiscount, fields] of cases) {
      const error = await refused(
        {
          campaignId: campaign.id,
          products: [
            { productId: plain.id, discountPrice: plainDiscount },
            { productId: sized.id, discountPrice: sizedDiscount },
          ],
        },
        400,
        'VALIDATION_FAILED',
      );
      expect(error.fields).toEqual(fields);
    }
    const taken = await apply(t, seller, campaign.id, [
      { productId: plain.id, discountPrice: 898.99 },
      { productId: sized.id, discountPrice: 499.99 },
    ]);
    expect(
      taken.products.map(({ productPrice, discountPrice, percentOff }) => [
        productPrice,
        discountPrice,
        percentOff,
      ]),
    ).toEqual([
      [899, 898.99, 0],
      [500, 499.99, 0],
    ]);
  });
});

describe('a product already in the campaign', () => {
  it('is refused while pending or approved, naming it; a rejected one is applied again, pending, its decision cleared', async () => {
    const campaign = await createCampaign(t);
    const tote = await productOf(t, seller, { name: 'Capiz lamp' });
    const first = await apply(t, seller, campaign.id, [{ productId: tote.id, discountPrice: 699 }]);
    const again = { campaignId: campaign.id, products: [{ productId: tote.id, discountPrice: 599 }] };
    expect((await refused(again, 409, 'CONFLICT')).error).toBe('"Capiz lamp" is already in this campaign');

    expect((await decide(t, campaign.id, tote.id, { status: 'approved' })).statusCode).toBe(200);
    expect((await refused(again, 409, 'CONFLICT')).error).toBe('"Capiz lamp" is already in this campaign');

    const rejection = await decide(t, campaign.id, tote.id, { status: 'rejected', reason: 'Price went up' });
    expect(rejection.statusCode, rejection.body).toBe(200);
    const second = await apply(t, seller, campaign.id, again.products);
    expect(second.id).not.toBe(first.id);
    expect(second.products).toMatchObject([
      { id: first.products[0]!.id, discountPrice: 599, status: 'pending', reason: null, decidedAt: null },
    ]);
    expect(
      Number(
        (
          await t.database.pool.query('select count(*) from campaign_products where product_id = $1', [
            tote.id,
          ])
        ).rows[0].count,
      ),
    ).toBe(1);
  });

  it('is taken by exactly one of 20 applications sent at once; the others answer 409, never a 5xx', async () => {
    const campaign = await createCampaign(t);
    const lamp = await productOf(t, seller, { name: 'Sinamay hat' });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        postApplication(t, seller, {
          campaignId: campaign.id,
          products: [{ productId: lamp.id, discountPrice: 600 + index }],
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const response of responses.filter((each) => each.statusCode === 409))
      expect(apiErrorSchema.parse(response.json()).error).toBe('"Sinamay hat" is already in this campaign');
    expect(
      Number(
        (
          await t.database.pool.query('select count(*) from campaign_products where campaign_id = $1', [
            campaign.id,
          ])
        ).rows[0].count,
      ),
    ).toBe(1);
  });
});

describe('who may apply', () => {
  it('refuses a seller not yet approved with 403 AWAITING_APPROVAL', async () => {
    const campaign = await createCampaign(t);
    const onboarding = await approvedSeller(t, { approved: false });
    const product = await productOf(t, onboarding);
    const error = await refused(
      { campaignId: campaign.id, products: [{ productId: product.id, discountPrice: 699 }] },
      403,
      'AWAITING_APPROVAL',
      onboarding,
    );
    expect(error.error).toBe(awaitingApprovalMessage);
  });
});
