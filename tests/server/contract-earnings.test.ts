// The in-memory earnings service (tests/services/earnings.ts) against the real /api/seller/earnings and
// /api/payout-requests routes: the cards for a seller with nothing, with earnings on hold, with released
// earnings and payouts in each status; the channels; a cash-out accepted and its place in the list (keyset
// pages); every §5 refusal with its fields and the 409 on the balance; a month's statement and its CSV. The
// real side is seeded as it happens (orders delivered and refunded through the orders service on the ledger's
// clock, decisions through the admin's API), the fake through its options, so the payments page's and the
// cash-out's stories and model tests show what the server does.
import { afterAll, expect } from 'vitest';
import {
  earningsMessages,
  earningsSchema,
  payoutListResponseSchema,
  payoutRequestSchema,
  paymentChannelsResponseSchema,
  statementSchema,
  type PayoutDecision,
  type PayoutRequestBody,
  type StatementEntry,
} from '#schemas/earnings';
import { paymentChannels } from '../../server/modules/payouts/channels.ts';
import { createAdminPayoutsService } from '../../src/services/admin-payouts.ts';
import { createEarningsService, type EarningsService } from '../../src/services/earnings.ts';
import { contract, expectRefusal, parsed, type World } from '../helpers/contract.ts';
import { injectHttpClient, memoryTokens } from '../helpers/inject-http.ts';
import { createFakeEarnings } from '../services/earnings.ts';
import {
  approvedSeller,
  deliveredSale,
  productToSell,
  startEarningsApp,
  storefrontSays,
  type EarningsTestApp,
} from './earnings-fixture.ts';

/** What a seller sold: goods of `pesos` delivered `at`, part of it maybe refunded to the buyer later. */
type Sale = { pesos: number; at: string; refund?: { pesos: number; at: string } };

type SellerSide = {
  service: EarningsService;
  /** The orders of the sales, in the order given: the ids and numbers this side gave them. */
  orders: Array<{ id: number; orderNumber: string }>;
  /** Moves the ledger's clock. */
  setNow(at: string): void;
  /** The admin decides one of the seller's requests. */
  decide(id: number, decision: PayoutDecision): Promise<void>;
};

type EarningsWorld = World & {
  /** A new approved seller with these sales behind them; the clock then at `now`. */
  seller(sales: Sale[], now: string): Promise<SellerSide>;
  /** A seller whose account the admin has not approved yet. */
  awaitingSeller(): Promise<EarningsService>;
};

const centavos = (pesos: number) => Math.round(pesos * 100);

let shared: Promise<EarningsTestApp> | null = null;
afterAll(async () => {
  if (shared) await (await shared).close();
});

const scenario = contract<EarningsWorld>({
  'the test service': async () => ({
    async seller(sales, now) {
      const orders = sales.map((_, index) => ({ id: index + 1, orderNumber: `CT-E-${index + 1}` }));
      const fake = createFakeEarnings({
        now: new Date(now),
        orders: sales.map((sale, index) => ({
          orderId: orders[index]!.id,
          orderNumber: orders[index]!.orderNumber,
          subtotal: centavos(sale.pesos),
          deliveredAt: sale.at,
          ...(sale.refund ? { refund: { amount: centavos(sale.refund.pesos), at: sale.refund.at } } : {}),
        })),
      });
      return {
        service: fake.service,
        orders,
        setNow: (at) => fake.setNow(new Date(at)),
        decide: async (id, decision) => void fake.decide(id, decision),
      };
    },
    awaitingSeller: async () => createFakeEarnings({ awaitingApproval: true }).service,
    close: async () => undefined,
  }),
  'the real routes': async () => {
    const t = await (shared ??= startEarningsApp());
    const desk = createAdminPayoutsService(injectHttpClient(t.app, memoryTokens({ admin: t.adminToken })));
    return {
      async seller(sales, now) {
        const seller = await approvedSeller(t);
        // Each sale delivered, then each refund, on the ledger's clock at its moment.
        const orders = [];
        for (const sale of sales) {
          t.clock.set(new Date(sale.at));
          orders.push(await deliveredSale(t, seller, await productToSell(t, seller, sale.pesos.toFixed(2))));
        }
        for (const [index, { refund }] of sales.entries()) {
          if (!refund) continue;
          t.clock.set(new Date(refund.at));
          await storefrontSays(t, orders[index]!.orderNumber, {
            type: 'order.payment_updated',
            paymentStatus: 'partially_refunded',
            amount: refund.pesos,
          });
        }
        t.clock.set(new Date(now));
        return {
          service: createEarningsService(injectHttpClient(t.app, memoryTokens({ seller: seller.token }))),
          orders: orders.map(({ id, orderNumber }) => ({ id, orderNumber })),
          setNow: (at) => t.clock.set(new Date(at)),
          decide: async (id, decision) => void (await desk.decide(id, decision)),
        };
      },
      async awaitingSeller() {
        const seller = await approvedSeller(t, { approved: false });
        return createEarningsService(injectHttpClient(t.app, memoryTokens({ seller: seller.token })));
      },
      close: async () => undefined,
    };
  },
});

const cards = (service: EarningsService) => parsed(earningsSchema, service.getEarnings());
const requestsPage = (service: EarningsService, cursor?: string) =>
  parsed(payoutListResponseSchema.shape.data, service.listPayoutRequests(cursor));
const statement = (service: EarningsService, month?: string) =>
  parsed(statementSchema, service.getStatement(month));

const gcash = { channelCode: 'PH_GCASH', accountNumber: '09171234567', accountName: 'Ana Santos' };
const bdo = { channelCode: 'PH_BDO', accountNumber: '004560123789', accountName: 'Ana Santos' };
/** A cash-out body as the form hands it over: the amount in centavos. */
const body = (pesos: number, channel = gcash): PayoutRequestBody => ({ ...channel, amount: centavos(pesos) });
const cashOut = (service: EarningsService, pesos: number, channel = gcash) =>
  parsed(payoutRequestSchema, service.requestPayout(body(pesos, channel)));

const bounds = { payoutMin: 100, payoutMax: 50_000 };
const now = '2026-11-24T06:00:00.000Z';

scenario('a seller with nothing: zero cards, no requests, an empty statement', async ({ seller }) => {
  const { service } = await seller([], now);
  expect(await cards(service)).toEqual({
    totalDue: 0,
    payoutApprovedAmount: 0,
    available: 0,
    onHold: 0,
    nextRelease: null,
    lifetimePaidOut: 0,
    ...bounds,
  });
  expect(await requestsPage(service)).toEqual({ payoutRequests: [], nextCursor: null });
  expect(await statement(service)).toEqual({
    month: '2026-11',
    months: [],
    openingBalance: 0,
    closingBalance: 0,
    entries: [],
  });
  await expectRefusal(service.requestPayout(body(100)), {
    status: 409,
    code: 'INSUFFICIENT_BALANCE',
    message: earningsMessages.belowMinimum(0, 10_000),
  });
});

scenario(
  'earnings on hold: how much and when it releases; nothing to cash out until then',
  async ({ seller }) => {
    // ₱1,000 and ₱2,500.50 of goods delivered 2 days and 1 day ago: 5 % commission, rounded half up. ₱200
    // of the first refunded inside its hold: the seller's ₱190 share of it comes off what is on hold.
    const { service, setNow } = await seller(
      [
        {
          pesos: 1000,
          at: '2026-11-22T04:00:00.000Z',
          refund: { pesos: 200, at: '2026-11-23T10:00:00.000Z' },
        },
        { pesos: 2500.5, at: '2026-11-23T04:00:00.000Z' },
      ],
      now,
    );
    expect(await cards(service)).toEqual({
      totalDue: 0,
      payoutApprovedAmount: 0,
      available: 0,
      onHold: 3135.47,
      nextRelease: { at: '2026-11-29T04:00:00.000Z', amount: 760 },
      lifetimePaidOut: 0,
      ...bounds,
    });
    await expectRefusal(service.requestPayout(body(100)), {
      status: 409,
      code: 'INSUFFICIENT_BALANCE',
      message: earningsMessages.belowMinimum(0, 10_000),
    });

    // The first hold ends at its very moment; the second is then the next release.
    setNow('2026-11-29T04:00:00.000Z');
    expect(await cards(service)).toMatchObject({
      totalDue: 760,
      available: 760,
      onHold: 2375.47,
      nextRelease: { at: '2026-11-30T04:00:00.000Z', amount: 2375.47 },
    });
  },
);

scenario('the payment channels: the banks, then the e-wallets', async ({ seller }) => {
  const { service } = await seller([], now);
  const channels = await parsed(paymentChannelsResponseSchema.shape.data, service.getPaymentChannels());
  expect(channels).toEqual(paymentChannels);
  expect(
    channels.filter((channel) => channel.kind === 'ewallet').map((channel) => channel.channelCode),
  ).toEqual(['PH_GCASH', 'PH_PAYMAYA', 'PH_GRABPAY', 'PH_COINS']);
});

scenario(
  'a cash-out: 201 pending with its channel, first in the list, its amount no longer available',
  async ({ seller }) => {
    const { service } = await seller([{ pesos: 1000, at: '2026-11-01T04:00:00.000Z' }], now);
    const first = await cashOut(service, 300, bdo);
    expect(first).toEqual({
      id: expect.any(Number),
      ...bdo,
      channelName: 'BDO Unibank',
      amount: 300,
      status: 'pending',
      reference: null,
      failureReason: null,
      createdAt: now,
      decidedAt: null,
    });
    const second = await cashOut(service, 100.25);
    expect(second).toMatchObject({ ...gcash, channelName: 'GCash', amount: 100.25, status: 'pending' });
    expect(second.id).toBeGreaterThan(first.id);

    expect(await requestsPage(service)).toEqual({ payoutRequests: [second, first], nextCursor: null });
    expect(await cards(service)).toMatchObject({
      totalDue: 950,
      payoutApprovedAmount: 400.25,
      available: 549.75,
    });
  },
);

scenario("the seller's requests in keyset pages of 20, newest first", async ({ seller }) => {
  const { service } = await seller([{ pesos: 3000, at: '2026-11-01T04:00:00.000Z' }], now);
  const made = [];
  for (let index = 0; index < 21; index += 1) made.push(await cashOut(service, 100 + index));
  const newest = made.toReversed();

  const first = await requestsPage(service);
  expect(first.payoutRequests).toEqual(newest.slice(0, 20));
  expect(first.nextCursor).toBe(String(newest[19]!.id));
  expect(await requestsPage(service, first.nextCursor!)).toEqual({
    payoutRequests: newest.slice(20),
    nextCursor: null,
  });
});

scenario(
  'every spec §5 refusal: 400 naming each field in its words; nothing reserved',
  async ({ seller }) => {
    const { service } = await seller([{ pesos: 1000, at: '2026-11-01T04:00:00.000Z' }], now);
    const refused = (what: Partial<PayoutRequestBody>, fields: Record<string, string>) =>
      expectRefusal(service.requestPayout({ ...body(100, bdo), ...what }), {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: Object.values(fields)[0]!,
        fields,
      });

    await refused({ channelCode: '' }, { channelCode: earningsMessages.bankRequired });
    await refused({ channelCode: 'PH_NOPE' }, { channelCode: earningsMessages.unknownChannel });
    await refused({ accountNumber: '' }, { accountNumber: earningsMessages.accountNumberShort });
    await refused({ accountNumber: '1234' }, { accountNumber: earningsMessages.accountNumberShort });
    await refused({ accountNumber: '12a45' }, { accountNumber: earningsMessages.accountNumberNotNumeric });
    await refused({ accountNumber: '1'.repeat(31) }, { accountNumber: earningsMessages.accountNumberLong });
    await refused(
      { ...gcash, accountNumber: '1234567' },
      { accountNumber: earningsMessages.mobileNumber('GCash') },
    );
    await refused({ accountName: '' }, { accountName: earningsMessages.accountNameRequired });
    await refused({ amount: 9_999 }, { amount: 'Amount must be at least ₱100.00' });
    await refused({ amount: 5_000_001 }, { amount: 'Amount must be at most ₱50,000.00' });
    await refused({ amount: 10_000.5 }, { amount: earningsMessages.amountInvalid });
    await refused({ amount: -10_000 }, { amount: earningsMessages.amountInvalid });
    await refused(
      { channelCode: '', accountNumber: 'abc', accountName: '', amount: 0 },
      {
        channelCode: earningsMessages.bankRequired,
        accountNumber: earningsMessages.accountNumberNotNumeric,
        accountName: earningsMessages.accountNameRequired,
        amount: 'Amount must be at least ₱100.00',
      },
    );

    expect(await requestsPage(service)).toEqual({ payoutRequests: [], nextCursor: null });
    expect(await cards(service)).toMatchObject({ available: 950, payoutApprovedAmount: 0 });
  },
);

scenario(
  'more than is available: 409 INSUFFICIENT_BALANCE in the same words, nothing reserved',
  async ({ seller }) => {
    const { service } = await seller([{ pesos: 1000, at: '2026-11-01T04:00:00.000Z' }], now);
    await expectRefusal(service.requestPayout(body(950.01)), {
      status: 409,
      code: 'INSUFFICIENT_BALANCE',
      message: 'Amount must be at most ₱950.00: that is what you have available now',
    });
    await cashOut(service, 900);
    // ₱50 left: below the least a cash-out may be.
    await expectRefusal(service.requestPayout(body(100)), {
      status: 409,
      code: 'INSUFFICIENT_BALANCE',
      message: 'You have ₱50.00 available; the least you can cash out is ₱100.00',
    });
    expect(await cards(service)).toMatchObject({ available: 50, payoutApprovedAmount: 900 });
    expect((await requestsPage(service)).payoutRequests).toHaveLength(1);
  },
);

scenario(
  'released earnings, a refund and payouts in each status: the cards, the list and each month',
  async ({ seller }) => {
    const side = await seller(
      [
        { pesos: 1000, at: '2026-10-20T04:00:00.000Z' },
        {
          pesos: 2500.5,
          at: '2026-11-01T04:00:00.000Z',
          refund: { pesos: 500, at: '2026-11-10T04:00:00.000Z' },
        },
        { pesos: 800, at: '2026-11-20T04:00:00.000Z' },
      ],
      '2026-11-12T04:00:00.000Z',
    );
    const { service } = side;
    const paid = await cashOut(service, 1000);
    side.setNow('2026-11-13T04:00:00.000Z');
    await side.decide(paid.id, { status: 'completed', reference: 'IB-20261113' });
    side.setNow('2026-11-15T04:00:00.000Z');
    const returned = await cashOut(service, 300, bdo);
    side.setNow('2026-11-16T04:00:00.000Z');
    await side.decide(returned.id, { status: 'failed', reason: 'The account is closed' });
    side.setNow(now);
    const pending = await cashOut(service, 200);

    expect(await cards(service)).toEqual({
      totalDue: 2850.47,
      payoutApprovedAmount: 1200,
      available: 1650.47,
      onHold: 760,
      nextRelease: { at: '2026-11-27T04:00:00.000Z', amount: 760 },
      lifetimePaidOut: 1000,
      ...bounds,
    });

    const { payoutRequests } = await requestsPage(service);
    expect(payoutRequests).toEqual([
      pending,
      {
        ...returned,
        status: 'failed',
        failureReason: 'The account is closed',
        decidedAt: '2026-11-16T04:00:00.000Z',
      },
      { ...paid, status: 'completed', reference: 'IB-20261113', decidedAt: '2026-11-13T04:00:00.000Z' },
    ]);

    const [october, second] = side.orders;
    const order = (what: Partial<StatementEntry>) => ({ payoutRequestId: null, ...what });
    const payout = (id: number, what: Partial<StatementEntry>) => ({
      orderId: null,
      gross: null,
      commission: null,
      payoutRequestId: id,
      ...what,
    });
    const november = await statement(service, '2026-11');
    expect(november).toMatchObject({ month: '2026-11', months: ['2026-11', '2026-10'], openingBalance: 950 });
    expect(november.closingBalance).toBe(1650.47);
    expect(november.entries.map(({ id: _id, ...entry }) => entry)).toEqual([
      order({
        kind: 'order_earning',
        at: '2026-11-08T04:00:00.000Z',
        description: `Order #${second!.orderNumber}`,
        amount: 2375.47,
        gross: 2500.5,
        commission: 125.03,
        orderId: second!.id,
        balance: 3325.47,
      }),
      order({
        kind: 'order_refund',
        at: '2026-11-10T04:00:00.000Z',
        description: `Refund on order #${second!.orderNumber}`,
        amount: -475,
        gross: -500,
        commission: -25,
        orderId: second!.id,
        balance: 2850.47,
      }),
      payout(paid.id, {
        kind: 'payout_reserve',
        at: '2026-11-12T04:00:00.000Z',
        description: `Cash out to GCash (request #${paid.id})`,
        amount: -1000,
        balance: 1850.47,
      }),
      payout(paid.id, {
        kind: 'payout_release',
        at: '2026-11-13T04:00:00.000Z',
        description: `Cash out #${paid.id} paid (ref IB-20261113): reservation released`,
        amount: 1000,
        balance: 2850.47,
      }),
      payout(paid.id, {
        kind: 'payout_paid',
        at: '2026-11-13T04:00:00.000Z',
        description: `Cash out #${paid.id} paid (ref IB-20261113)`,
        amount: -1000,
        balance: 1850.47,
      }),
      payout(returned.id, {
        kind: 'payout_reserve',
        at: '2026-11-15T04:00:00.000Z',
        description: `Cash out to BDO Unibank (request #${returned.id})`,
        amount: -300,
        balance: 1550.47,
      }),
      payout(returned.id, {
        kind: 'payout_release',
        at: '2026-11-16T04:00:00.000Z',
        description: `Cash out #${returned.id} failed: returned`,
        amount: 300,
        balance: 1850.47,
      }),
      payout(pending.id, {
        kind: 'payout_reserve',
        at: now,
        description: `Cash out to GCash (request #${pending.id})`,
        amount: -200,
        balance: 1650.47,
      }),
    ]);
    // Without a month: this month, in Philippine time.
    expect(await statement(service)).toEqual(november);

    expect(await statement(service, '2026-10')).toEqual({
      month: '2026-10',
      months: ['2026-11', '2026-10'],
      openingBalance: 0,
      closingBalance: 950,
      entries: [
        {
          id: expect.any(Number),
          kind: 'order_earning',
          at: '2026-10-27T04:00:00.000Z',
          description: `Order #${october!.orderNumber}`,
          amount: 950,
          gross: 1000,
          commission: 50,
          orderId: october!.id,
          payoutRequestId: null,
          balance: 950,
        },
      ],
    });
    // A month with nothing available yet (the one on hold releases on the 27th).
    expect(await statement(service, '2026-12')).toMatchObject({
      openingBalance: 1650.47,
      closingBalance: 1650.47,
      entries: [],
    });

    const csv = await (await service.downloadStatementCsv('2026-11')).text();
    expect(csv.split('\r\n')).toEqual([
      'date,description,amount,gross,commission,balance',
      '2026-11-01 00:00,Opening balance,,,,950.00',
      `2026-11-08 12:00,Order #${second!.orderNumber},2375.47,2500.50,125.03,3325.47`,
      `2026-11-10 12:00,Refund on order #${second!.orderNumber},-475.00,-500.00,-25.00,2850.47`,
      `2026-11-12 12:00,Cash out to GCash (request #${paid.id}),-1000.00,,,1850.47`,
      `2026-11-13 12:00,Cash out #${paid.id} paid (ref IB-20261113): reservation released,1000.00,,,2850.47`,
      `2026-11-13 12:00,Cash out #${paid.id} paid (ref IB-20261113),-1000.00,,,1850.47`,
      `2026-11-15 12:00,Cash out to BDO Unibank (request #${returned.id}),-300.00,,,1550.47`,
      `2026-11-16 12:00,Cash out #${returned.id} failed: returned,300.00,,,1850.47`,
      `2026-11-24 14:00,Cash out to GCash (request #${pending.id}),-200.00,,,1650.47`,
      '',
    ]);
  },
);

scenario('a month or a cursor that is not one: 400 naming the query field', async ({ seller }) => {
  const { service } = await seller([], now);
  for (const month of ['2026-13', 'November'])
    for (const call of [service.getStatement, service.downloadStatementCsv])
      await expectRefusal(call(month), {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'month must be a month such as 2026-11',
        fields: { month: 'month must be a month such as 2026-11' },
      });
  await expectRefusal(service.listPayoutRequests('abc'), {
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'cursor is not valid',
    fields: { cursor: 'cursor is not valid' },
  });
});

scenario(
  'a seller the admin has not approved yet: 403 AWAITING_APPROVAL on every call',
  async ({ awaitingSeller }) => {
    const service = await awaitingSeller();
    const awaiting = {
      status: 403,
      code: 'AWAITING_APPROVAL',
      message:
        'Your account is awaiting approval by the admin. You can do this once your account is approved.',
    };
    await expectRefusal(service.getEarnings(), awaiting);
    await expectRefusal(service.getStatement(), awaiting);
    await expectRefusal(service.downloadStatementCsv('2026-11'), awaiting);
    await expectRefusal(service.listPayoutRequests(), awaiting);
    await expectRefusal(service.getPaymentChannels(), awaiting);
    await expectRefusal(service.requestPayout(body(100)), awaiting);
  },
);
