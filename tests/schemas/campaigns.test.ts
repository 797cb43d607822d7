// The campaign rules both sides read (src/schemas/campaigns.ts): the campaign form's every spec §5 message on its
// field, blank dates as null, the display value per type; the application's discount rules with and without the
// products' prices, a product listed twice; the phases, the application window and the display text.
import { describe, expect, it } from 'vitest';
import {
  applicationProductsMax,
  applicationsOpen,
  campaignApplicationBodySchema,
  campaignBasePrice,
  campaignBodySchema,
  campaignDisplayText,
  campaignMessages as m,
  campaignPhase,
  percentOff,
} from '#schemas/campaigns';

const cover = '/media/campaigns/0b8f7a52-4a0e-4c57-9d3f-2f1f4a3b6c7d';
const valid = {
  title: 'Pasko Sale',
  description: 'Christmas deals from every province.',
  heading: 'Up to 50% off',
  backgroundImageUrl: cover,
  startDate: '2026-12-01T10:00:00+08:00',
  endDate: '2026-12-12T23:59:00+08:00',
  allowApplication: true,
  applicationEndDate: '2026-11-30T23:59:00+08:00',
  displayType: 'PERCENTAGE_OFF',
  displayValue: '20',
};

/** The first message on each field (its path joined by dots), as the form shows them. */
function messagesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[issue.path.map(String).join('.')] ??= issue.message;
  return byField;
}
const formMessages = (changes: Record<string, unknown>) =>
  messagesOf(campaignBodySchema.safeParse({ ...valid, ...changes }));

describe('the campaign form', () => {
  it('takes a valid campaign as sent', () => {
    expect(campaignBodySchema.parse(valid)).toEqual(valid);
  });

  it('says every spec §5 message on its field', () => {
    expect(formMessages({ title: '', description: '', heading: '', backgroundImageUrl: '' })).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      heading: 'Heading is required',
      backgroundImageUrl: 'Cover photo is required',
    });
    expect(formMessages({ backgroundImageUrl: 'https://example.com/cat.jpg' })).toEqual({
      backgroundImageUrl: m.coverRequired,
    });
    expect(formMessages({ applicationEndDate: null })).toEqual({
      applicationEndDate: 'Application end date is required when applications are allowed',
    });
    expect(formMessages({ displayValue: '' })).toEqual({ displayValue: 'Display value is required' });
    expect(formMessages({ displayType: 'STARTING_AT', displayValue: null })).toEqual({
      displayValue: 'Display value is required',
    });
  });

  it('reads blank dates as null and refuses one that is not a date', () => {
    const open = campaignBodySchema.parse({ ...valid, startDate: '', endDate: '  ' });
    expect([open.startDate, open.endDate]).toEqual([null, null]);
    expect(formMessages({ startDate: 'tomorrow' })).toEqual({ startDate: m.dateInvalid });
    expect(formMessages({ endDate: '2026-12-12T23:59:00' })).toEqual({
      endDate: 'Enter a valid date and time',
    });
  });

  it('wants the end after the start and the applications closed by the end', () => {
    expect(formMessages({ endDate: valid.startDate })).toEqual({
      endDate: 'The end must be after the start',
    });
    expect(formMessages({ applicationEndDate: '2026-12-13T00:00:00+08:00' })).toEqual({
      applicationEndDate: 'Applications must close by the end of the campaign',
    });
    // Applications may close with the campaign itself, or any time when it never ends.
    expect(campaignBodySchema.safeParse({ ...valid, applicationEndDate: valid.endDate }).success).toBe(true);
    expect(
      campaignBodySchema.safeParse({
        ...valid,
        endDate: null,
        applicationEndDate: '2027-06-01T00:00:00+08:00',
      }).success,
    ).toBe(true);
  });

  it('drops the application end date when applications are not allowed', () => {
    expect(campaignBodySchema.parse({ ...valid, allowApplication: false }).applicationEndDate).toBeNull();
    expect(formMessages({ allowApplication: false, applicationEndDate: null })).toEqual({});
  });

  it('keeps no display value for a countdown, a whole 1–99 for percent off, pesos as "199.00" for a starting price', () => {
    expect(
      campaignBodySchema.parse({ ...valid, displayType: 'COUNTDOWN', displayValue: '20' }).displayValue,
    ).toBeNull();
    expect(
      campaignBodySchema.parse({ ...valid, displayType: 'COUNTDOWN', displayValue: undefined }).displayValue,
    ).toBeNull();
    expect(campaignBodySchema.parse({ ...valid, displayValue: 99 }).displayValue).toBe('99');
    for (const percent of ['0', '100', '12.5', '-5', 'ten', '07'])
      expect(formMessages({ displayValue: percent }), percent).toEqual({
        displayValue: 'Percent off must be a whole number from 1 to 99',
      });
    const starting = (displayValue: unknown) =>
      campaignBodySchema.parse({ ...valid, displayType: 'STARTING_AT', displayValue }).displayValue;
    expect([starting('199'), starting('199.5'), starting(1)]).toEqual(['199.00', '199.50', '1.00']);
    for (const price of ['0', '-1', 'abc', '19.999'])
      expect(formMessages({ displayType: 'STARTING_AT', displayValue: price }), price).toEqual({
        displayValue: m.startingPriceInvalid,
      });
    expect(formMessages({ displayType: 'BANNER' })).toEqual({
      displayType: 'displayType must be one of COUNTDOWN, PERCENTAGE_OFF, STARTING_AT',
    });
  });
});

describe('the application', () => {
  const prices = new Map([
    [1, 89_900],
    [2, 50_000],
  ]);
  const browser = campaignApplicationBodySchema({ prices });
  const server = campaignApplicationBodySchema();
  const line = (productId: number, discountPrice: unknown) => ({ productId, discountPrice });
  const body = (...products: unknown[]) => ({ campaignId: 7, products });
  const messages = (schema: typeof server, value: unknown) => messagesOf(schema.safeParse(value));

  it('takes discounts in pesos and answers centavos', () => {
    expect(browser.parse(body(line(1, 699), line(2, '499.99')))).toEqual(
      body(line(1, 69_900), line(2, 49_999)),
    );
  });

  it('wants at least one product and at most the limit', () => {
    for (const products of [[], undefined, 'all'])
      expect(messages(server, { campaignId: 7, products })).toEqual({
        products: 'At least one product is required',
      });
    const many = Array.from({ length: applicationProductsMax + 1 }, (_, index) => line(index + 1, 100));
    expect(messages(server, body(...many))).toEqual({ products: m.tooManyProducts });
  });

  it('wants every discount at least ₱1.00, with at most 2 decimals', () => {
    for (const discount of [0, 0.99, -1, '0'])
      expect(messages(server, body(line(1, discount))), String(discount)).toEqual({
        'products.0.discountPrice': 'Discount price must be greater than 0',
      });
    expect(messages(server, body(line(1, 100.555)))).toEqual({
      'products.0.discountPrice': 'Discount price can have at most 2 decimal places',
    });
    expect(messages(server, body(line(1, 'abc')))).toEqual({ 'products.0.discountPrice': m.discountInvalid });
    expect(server.parse(body(line(1, 1))).products[0]!.discountPrice).toBe(100);
  });

  it("wants each discount below its product's price when the prices are known (the server checks them after)", () => {
    expect(messages(browser, body(line(1, 899), line(2, 500)))).toEqual({
      'products.0.discountPrice': 'Discounted price must be less than the original price',
      'products.1.discountPrice': 'Discounted price must be less than the original price',
    });
    expect(messages(browser, body(line(1, 898.99), line(2, 499.99)))).toEqual({});
    expect(messages(server, body(line(1, 5_000)))).toEqual({});
  });

  it('names a product listed twice on its second line', () => {
    expect(messages(server, body(line(1, 500), line(2, 400), line(1, 300)))).toEqual({
      'products.2.productId': 'This product is listed twice',
    });
  });
});

describe('the rules both sides read', () => {
  const now = new Date('2026-12-05T00:00:00+08:00');
  const period = (startDate: string | null, endDate: string | null) => ({ startDate, endDate });

  it('tells upcoming, running and ended apart; a missing start has begun and a missing end never comes', () => {
    expect(campaignPhase(period('2026-12-06T00:00:00+08:00', null), now)).toBe('upcoming');
    expect(campaignPhase(period(null, null), now)).toBe('running');
    expect(campaignPhase(period('2026-12-05T00:00:00+08:00', '2026-12-05T00:00:01+08:00'), now)).toBe(
      'running',
    );
    expect(campaignPhase(period(null, '2026-12-05T00:00:00+08:00'), now)).toBe('ended');
  });

  it('opens applications only when allowed, before the application end date, while the campaign has not ended', () => {
    const campaign = {
      ...period(null, '2026-12-12T00:00:00+08:00'),
      allowApplication: true,
      applicationEndDate: '2026-12-05T00:00:01+08:00',
    };
    expect(applicationsOpen(campaign, now)).toBe(true);
    expect(applicationsOpen({ ...campaign, allowApplication: false }, now)).toBe(false);
    expect(applicationsOpen({ ...campaign, applicationEndDate: '2026-12-05T00:00:00+08:00' }, now)).toBe(
      false,
    );
    expect(applicationsOpen({ ...campaign, endDate: '2026-12-04T00:00:00+08:00' }, now)).toBe(false);
  });

  it("reads a product's original price (its lowest variant's), the percentage off rounded down, the display text", () => {
    expect(campaignBasePrice({ price: 89_900, variants: [] })).toBe(89_900);
    expect(campaignBasePrice({ price: 89_900, variants: [{ price: 70_000 }, { price: 50_000 }] })).toBe(
      50_000,
    );
    expect([percentOff(89_900, 69_900), percentOff(100_000, 99_999), percentOff(0, 0)]).toEqual([22, 0, 0]);
    expect(campaignDisplayText({ displayType: 'PERCENTAGE_OFF', displayValue: '20' })).toBe('20% off');
    expect(campaignDisplayText({ displayType: 'STARTING_AT', displayValue: '199.00' })).toBe(
      'Starting at ₱199.00',
    );
    expect(campaignDisplayText({ displayType: 'COUNTDOWN', displayValue: null })).toBeNull();
  });
});
