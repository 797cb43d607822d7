// Cash-out through the seller's routes (issue 13, decision 033): the payment channels, every spec §5 message
// and bound in the server's words and fields, the e-wallet's mobile number, the balance checked under the
// seller's lock (409 INSUFFICIENT_BALANCE), the reservation at once, the seller's keyset pages, and nothing of
// another seller's ever seen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  earningsMessages,
  paymentChannelsResponseSchema,
  payoutListResponseSchema,
  payoutPageSize,
  type PayoutRequest,
} from '#schemas/earnings';
import { deliveredSale, earningsOf, productToSell } from './earnings-fixture.ts';
import {
  addAvailable,
  approvedSeller,
  bdo,
  cashOut,
  gcash,
  ledgerAvailable,
  postPayout,
  sellerWithAvailable,
  startPayoutsApp,
  type EarningsTestApp,
  type TestSeller,
} from './payouts-fixture.ts';
import { call, expectError } from './support.ts';

let t: EarningsTestApp;
/** ₱60,000 available: above PAYOUT_MAX, so every bound of the schema is reachable. */
let rich: TestSeller;

beforeAll(async () => {
  t = await startPayoutsApp();
  rich = await sellerWithAvailable(t, 60_000);
});
afterAll(async () => {
  await t?.close();
});

const listOf = async (seller: TestSeller, cursor?: string) => {
  const response = await call(
    t.app,
    'GET',
    `/api/payout-requests${cursor === undefined ? '' : `?cursor=${cursor}`}`,
    { token: seller.token },
  );
  expect(response.statusCode, response.body).toBe(200);
  return payoutListResponseSchema.parse(response.json()).data;
};

describe('payment channels', () => {
  it('lists the 22 PH banks and e-wallets, banks first, GCash and Maya among the e-wallets', async () => {
    const response = await call(t.app, 'GET', '/api/payout-requests/payment-channels', { token: rich.token });
    expect(response.statusCode, response.body).toBe(200);
    const channels = paymentChannelsResponseSchema.parse(response.json()).data;
    expect(channels).toHaveLength(22);
    const kinds = channels.map((channel) => channel.kind);
    expect(kinds).toEqual([...kinds].sort());
    expect(kinds.filter((kind) => kind === 'bank')).toHaveLength(18);
    expect(channels).toContainEqual({ channelCode: 'PH_GCASH', channelName: 'GCash', kind: 'ewallet' });
    expect(channels).toContainEqual({
      channelCode: 'PH_PAYMAYA',
      channelName: 'Maya (PayMaya)',
      kind: 'ewallet',
    });
    expect(new Set(channels.map((channel) => channel.channelCode)).size).toBe(22);
  });
});

describe('the approval gate', () => {
  it('refuses every payout route to a seller not yet approved with 403 AWAITING_APPROVAL', async () => {
    const waiting = await approvedSeller(t, { approved: false });
    for (const [method, url, body] of [
      ['GET', '/api/payout-requests/payment-channels', undefined],
      ['GET', '/api/payout-requests', undefined],
      ['POST', '/api/payout-requests', { ...gcash, amount: 100 }],
    ] as const) {
      const response = await call(t.app, method, url, { token: waiting.token, body });
      expectError(response, 403, 'AWAITING_APPROVAL');
    }
  });
});

describe('spec §5: every message, exactly, on its field', () => {
  const valid = { ...bdo, amount: 100 };
  const cases: Array<[string, Record<string, unknown>, Record<string, string>]> = [
    [
      'nothing at all',
      {},
      {
        channelCode: 'Bank name is required',
        accountNumber: 'Account number must contain at least 5 numeric digits',
        accountName: 'Account name is required',
        amount: 'Please enter a valid amount',
      },
    ],
    ['no bank', { ...valid, channelCode: '' }, { channelCode: 'Bank name is required' }],
    [
      'a bank that is not on the list',
      { ...valid, channelCode: 'PH_NOPE' },
      { channelCode: 'Choose a bank or e-wallet from the list' },
    ],
    [
      'an account number of 4 digits',
      { ...valid, accountNumber: '1234' },
      { accountNumber: 'Account number must contain at least 5 numeric digits' },
    ],
    [
      'an account number with a letter',
      { ...valid, accountNumber: '12345a' },
      { accountNumber: 'Invalid account number: must be numeric' },
    ],
    [
      'an account number with dashes',
      { ...valid, accountNumber: '0045-6012-3789' },
      { accountNumber: 'Invalid account number: must be numeric' },
    ],
    [
      'an account number of 31 digits',
      { ...valid, accountNumber: '1'.repeat(31) },
      { accountNumber: 'Account number must be at most 30 digits' },
    ],
    ['no account name', { ...valid, accountName: '' }, { accountName: 'Account name is required' }],
    ['a blank account name', { ...valid, accountName: '   ' }, { accountName: 'Account name is required' }],
    [
      'an amount that is not a number',
      { ...valid, amount: 'abc' },
      { amount: 'Please enter a valid amount' },
    ],
    ['a negative amount', { ...valid, amount: -100 }, { amount: 'Please enter a valid amount' }],
    ['three decimals', { ...valid, amount: '100.125' }, { amount: 'Please enter a valid amount' }],
    ['no amount', { ...valid, amount: '' }, { amount: 'Please enter a valid amount' }],
    ['₱99.99: below PAYOUT_MIN', { ...valid, amount: 99.99 }, { amount: 'Amount must be at least ₱100.00' }],
    ['₱0', { ...valid, amount: 0 }, { amount: 'Amount must be at least ₱100.00' }],
    [
      '₱50,000.01: above PAYOUT_MAX',
      { ...valid, amount: '50000.01' },
      { amount: 'Amount must be at most ₱50,000.00' },
    ],
    [
      'GCash with a number that is not a mobile number',
      { ...gcash, accountNumber: '12345678901', amount: 100 },
      { accountNumber: 'Enter the 11-digit mobile number of the GCash account, such as 09171234567' },
    ],
    [
      'Maya with 10 digits',
      { channelCode: 'PH_PAYMAYA', accountNumber: '0917123456', accountName: 'Ana', amount: 100 },
      {
        accountNumber: 'Enter the 11-digit mobile number of the Maya (PayMaya) account, such as 09171234567',
      },
    ],
  ];

  it.each(cases)('%s: 400 with exactly these fields, nothing reserved', async (_name, body, fields) => {
    const before = await ledgerAvailable(t, rich);
    const response = await postPayout(t, rich, body);
    const error = expectError(response, 400, 'VALIDATION_FAILED');
    expect(error.fields).toEqual(fields);
    expect(error.error).toBe(Object.values(fields)[0]);
    expect(await ledgerAvailable(t, rich)).toBe(before);
  });

  it('takes the bounds themselves, ₱100.00 and ₱50,000.00, and amounts as text', async () => {
    const least = await cashOut(t, rich, 100, bdo);
    expect(least).toMatchObject({ amount: 100, channelName: 'BDO Unibank', status: 'pending' });
    const most = await cashOut(t, rich, 50_000, bdo);
    expect(most.amount).toBe(50_000);
    const response = await postPayout(t, rich, { ...bdo, amount: '123.45' });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('takes a bank account number that looks like a mobile number, and an e-wallet mobile number', async () => {
    await cashOut(t, rich, 100, { ...bdo, accountNumber: '09171234567' });
    await cashOut(t, rich, 100, gcash);
  });
});

describe('the balance, under the seller’s lock', () => {
  it('reserves the amount at once: available drops, the request is pending with its details', async () => {
    const seller = await sellerWithAvailable(t, 1_000);
    expect(await earningsOf(t, seller)).toMatchObject({ available: 1_000, payoutApprovedAmount: 0 });
    const request = await cashOut(t, seller, 400);
    expect(request).toEqual<PayoutRequest>({
      id: expect.any(Number),
      channelCode: 'PH_GCASH',
      channelName: 'GCash',
      accountNumber: '09171234567',
      accountName: 'Ana Santos',
      amount: 400,
      status: 'pending',
      reference: null,
      failureReason: null,
      createdAt: t.clock.now().toISOString(),
      decidedAt: null,
    });
    expect(await earningsOf(t, seller)).toMatchObject({
      available: 600,
      payoutApprovedAmount: 400,
      lifetimePaidOut: 0,
    });
    expect(await ledgerAvailable(t, seller)).toBe(60_000);
  });

  it('refuses more than is available with 409 INSUFFICIENT_BALANCE, in the words of the balance, nothing reserved', async () => {
    const seller = await sellerWithAvailable(t, 1_000);
    await cashOut(t, seller, 700);
    const refused = expectError(
      await postPayout(t, seller, { ...gcash, amount: 300.01 }),
      409,
      'INSUFFICIENT_BALANCE',
    );
    expect(refused.error).toBe('Amount must be at most ₱300.00: that is what you have available now');
    expect(refused.error).toBe(earningsMessages.insufficientBalance(30_000));
    expect(refused.fields).toBeUndefined();
    expect(await ledgerAvailable(t, seller)).toBe(30_000);
    await cashOut(t, seller, 300);
    expect(await ledgerAvailable(t, seller)).toBe(0);
  });

  it('says what the least is when less than PAYOUT_MIN is left', async () => {
    const seller = await sellerWithAvailable(t, 150);
    await cashOut(t, seller, 100);
    const refused = expectError(
      await postPayout(t, seller, { ...gcash, amount: 100 }),
      409,
      'INSUFFICIENT_BALANCE',
    );
    expect(refused.error).toBe('You have ₱50.00 available; the least you can cash out is ₱100.00');
  });

  it('counts nothing still on hold', async () => {
    const seller = await sellerWithAvailable(t, 200);
    await deliveredSale(t, seller, await productToSell(t, seller, '5000.00'));
    expect(await earningsOf(t, seller)).toMatchObject({ available: 200, onHold: 5_000 });
    const refused = expectError(
      await postPayout(t, seller, { ...gcash, amount: 201 }),
      409,
      'INSUFFICIENT_BALANCE',
    );
    expect(refused.error).toBe(earningsMessages.insufficientBalance(20_000));
    t.clock.advance(t.config.earnings.holdDays);
    await cashOut(t, seller, 5_200);
  });
});

describe("the seller's list", () => {
  it('pages newest first, 20 a page, the pages never overlapping, and the last one says so', async () => {
    const seller = await sellerWithAvailable(t, 100 * (payoutPageSize + 5));
    const made: number[] = [];
    for (let index = 0; index < payoutPageSize + 5; index += 1) made.push((await cashOut(t, seller, 100)).id);
    const first = await listOf(seller);
    expect(first.payoutRequests.map((request) => request.id)).toEqual(
      made.toReversed().slice(0, payoutPageSize),
    );
    expect(first.nextCursor).toBe(String(made[5]));
    const second = await listOf(seller, first.nextCursor!);
    expect(second.payoutRequests.map((request) => request.id)).toEqual(made.slice(0, 5).toReversed());
    expect(second.nextCursor).toBeNull();
  });

  it('is empty for a seller who never cashed out', async () => {
    expect(await listOf(await approvedSeller(t))).toEqual({ payoutRequests: [], nextCursor: null });
  });

  it("never shows another seller's requests, nor takes from another seller's balance", async () => {
    const ana = await sellerWithAvailable(t, 500);
    const ben = await sellerWithAvailable(t, 300);
    const anas = await cashOut(t, ana, 500);
    expect((await listOf(ben)).payoutRequests).toEqual([]);
    // A cursor naming Ana's request only says where Ben's pages start: still nothing of hers.
    expect((await listOf(ben, String(anas.id + 1))).payoutRequests).toEqual([]);
    expectError(await postPayout(t, ben, { ...gcash, amount: 301 }), 409, 'INSUFFICIENT_BALANCE');
    expect((await listOf(ana)).payoutRequests.map((request) => request.id)).toEqual([anas.id]);
  });

  it('refuses a cursor that is not a request id with 400', async () => {
    const response = await call(t.app, 'GET', '/api/payout-requests?cursor=abc', { token: rich.token });
    expectError(response, 400, 'VALIDATION_FAILED');
  });
});

describe('more than one order', () => {
  it('adds every released order to what may be cashed out', async () => {
    const seller = await sellerWithAvailable(t, 100);
    await addAvailable(t, seller, 250.5);
    await cashOut(t, seller, 350.5);
    expect(await ledgerAvailable(t, seller)).toBe(0);
  });
});

describe('the OpenAPI document', () => {
  it('describes every payout route, each needing the bearer token, and the cash-out body', async () => {
    const response = await call(t.app, 'GET', '/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const { paths } = response.json() as {
      paths: Record<
        string,
        Record<
          string,
          {
            security?: unknown;
            requestBody?: { content: Record<string, { schema: { properties?: object } }> };
          }
        >
      >;
    };
    for (const [path, method] of [
      ['/api/payout-requests/payment-channels', 'get'],
      ['/api/payout-requests', 'get'],
      ['/api/payout-requests', 'post'],
      ['/api/admin/payout-requests', 'get'],
      ['/api/admin/payout-requests/export.csv', 'get'],
      ['/api/admin/payout-requests/{id}', 'patch'],
    ] as const)
      expect(paths[path]?.[method]?.security, `${method} ${path}`).toEqual([{ bearerAuth: [] }]);
    const body = paths['/api/payout-requests']!.post!.requestBody!.content['application/json']!.schema;
    expect(Object.keys(body.properties ?? {})).toEqual([
      'channelCode',
      'accountNumber',
      'accountName',
      'amount',
    ]);
  });
});
