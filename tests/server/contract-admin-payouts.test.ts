// The in-memory payout desk (tests/services/admin-payouts.ts) against the real /api/admin/payout-requests
// routes: one status at a time (pending oldest first, decided newest first) in keyset pages with the status's
// total, each row's seller and the seller's available balance now; decisions (200, the 400s in the schema's
// words, 404, the 409 in the server's words) and the pending requests as the bank's batch file answer alike,
// so the desk's stories and model test show what the server does. Each real scenario has an app of its own:
// the desk reads every seller's requests, and requests cannot be deleted.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  adminPayoutListResponseSchema,
  adminPayoutRequestSchema,
  payoutAlreadyDecided,
  type AdminPayoutRequest,
  type PayoutDecision,
  type PayoutStatus,
} from '#schemas/earnings';
import { toPesos } from '#schemas/money';
import { productStatus } from '#schemas/products';
import { sellers } from '../../server/db/schema.ts';
import { channelNameOf } from '../../server/modules/payouts/channels.ts';
import { products } from '../../server/modules/products/table.ts';
import { createAdminPayoutsService, type AdminPayoutsService } from '../../src/services/admin-payouts.ts';
import { contract, expectRefusal, parsed, type World } from '../helpers/contract.ts';
import { injectHttpClient, memoryTokens } from '../helpers/inject-http.ts';
import { createFakeAdminPayouts, sellerIdOf } from '../services/admin-payouts.ts';
import { deliveredSale } from './earnings-fixture.ts';
import {
  approvedSeller,
  cashOut,
  startPayoutsApp,
  type EarningsTestApp,
  type TestSeller,
} from './payouts-fixture.ts';
import { addCategory, createProduct, getProduct, productFields } from './products-fixture.ts';

type DeskSeller = AdminPayoutRequest['seller'];
type Channel = { channelCode: string; accountNumber: string; accountName: string };

type DeskWorld = World & {
  /** The admin's side. */
  service: AdminPayoutsService;
  /** A new seller with `pesos` available to cash out; who they are, as the desk shows them. */
  seller(pesos: number): Promise<DeskSeller>;
  /** Moves the clock: requests and decisions are dated by it. */
  setNow(at: string): void;
  /** The seller cashes out; answers the request's id. */
  cashOut(seller: DeskSeller, pesos: number, channel: Channel): Promise<number>;
};

/**
 * A seller with `pesos` available: one delivered sale of that much, its hold then passed. The product is in a
 * category this app made: approvedProduct (orders-fixture) remembers the category of the file's first app
 * for every later one, and each scenario here has an app of its own.
 */
async function sellerWithAvailable(t: EarningsTestApp, pesos: number): Promise<TestSeller> {
  const seller = await approvedSeller(t);
  const fields = productFields(await addCategory(t, 'Payouts'), { price: pesos.toFixed(2) });
  const { id } = await createProduct(t, seller, fields);
  await t.database.db.update(products).set({ status: productStatus.approved }).where(eq(products.id, id));
  await deliveredSale(t, seller, await getProduct(t, seller, id));
  t.clock.advance(t.config.earnings.holdDays);
  return seller;
}

const centavos = (pesos: number) => Math.round(pesos * 100);

const scenario = contract<DeskWorld>({
  'the test service': async () => {
    let now = Date.now();
    const fake = createFakeAdminPayouts({ now: () => new Date(now) });
    const starting = new Map<string, number>();
    let made = 0;
    return {
      service: fake.service,
      async seller(available) {
        const number = starting.size + 1;
        const seller = {
          id: sellerIdOf(number),
          name: `Seller ${number}`,
          email: `seller${number}@desk.test`,
          storeName: `Tindahan ${number}`,
        };
        starting.set(seller.id, centavos(available));
        return seller;
      },
      setNow: (at) => void (now = Date.parse(at)),
      async cashOut(seller, amount, channel) {
        // The seller's balance now: what their rows read (a decision may have moved it), else what they had.
        const theirs = [...fake.requests.values()].find((request) => request.seller.id === seller.id);
        const before = theirs ? centavos(theirs.sellerAvailable) : starting.get(seller.id)!;
        made += 1;
        fake.add({
          id: made,
          ...channel,
          channelName: channelNameOf(channel.channelCode),
          amount,
          status: 'pending',
          reference: null,
          failureReason: null,
          createdAt: new Date(now).toISOString(),
          decidedAt: null,
          seller,
          sellerAvailable: toPesos(before - centavos(amount)),
        });
        return made;
      },
      close: async () => undefined,
    };
  },
  'the real routes': async () => {
    const t = await startPayoutsApp();
    const accounts = new Map<string, TestSeller>();
    return {
      service: createAdminPayoutsService(injectHttpClient(t.app, memoryTokens({ admin: t.adminToken }))),
      async seller(available) {
        const seller = await sellerWithAvailable(t, available);
        accounts.set(seller.id, seller);
        const [row] = await t.database.db
          .select({ name: sellers.sellerName, email: sellers.email, storeName: sellers.spStoreName })
          .from(sellers)
          .where(eq(sellers.id, seller.id));
        return { id: seller.id, ...row! };
      },
      setNow: (at) => t.clock.set(new Date(at)),
      async cashOut(seller, amount, channel) {
        return (await cashOut(t, accounts.get(seller.id)!, amount, channel)).id;
      },
      close: () => t.close(),
    };
  },
});

const pageOf = (service: AdminPayoutsService, status: PayoutStatus, cursor: string | null = null) =>
  parsed(adminPayoutListResponseSchema.shape.data, service.list({ status, cursor }));
const decided = (service: AdminPayoutsService, id: number, decision: PayoutDecision) =>
  parsed(adminPayoutRequestSchema, service.decide(id, decision));

const gcash = { channelCode: 'PH_GCASH', accountNumber: '09171234567', accountName: 'Ana Santos' };
const bdo = { channelCode: 'PH_BDO', accountNumber: '004560123789', accountName: 'Dela Cruz, Jose' };

/** Long after every seller's hold has ended (each seller's sale moves the real clock a week). */
const minute = (n: number) => new Date(Date.UTC(2026, 11, 5, 4, n)).toISOString();

/** A pending request as the desk lists it. */
const pendingRow = (
  id: number,
  seller: DeskSeller,
  sellerAvailable: number,
  amount: number,
  channel: Channel,
  createdAt: string,
): AdminPayoutRequest => ({
  id,
  ...channel,
  channelName: channelNameOf(channel.channelCode),
  amount,
  status: 'pending',
  reference: null,
  failureReason: null,
  createdAt,
  decidedAt: null,
  seller,
  sellerAvailable,
});

scenario(
  'pending oldest first in keyset pages of 20 with the total; each row with its seller and balance',
  async (world) => {
    const ana = await world.seller(3000);
    const jose = await world.seller(1000);
    world.setNow(minute(0));
    const first = await world.cashOut(jose, 250.5, bdo);
    const anas: number[] = [];
    for (let index = 1; index <= 21; index += 1) {
      world.setNow(minute(index));
      anas.push(await world.cashOut(ana, 100 + index, gcash));
    }
    // Ana has ₱3,000 less the ₱2,331 of her 21 requests (₱101 to ₱121) left; every row of hers reads it.
    const anaRow = (index: number) =>
      pendingRow(anas[index - 1]!, ana, 669, 100 + index, gcash, minute(index));

    const page = await pageOf(world.service, 'pending');
    expect(page.total).toBe(22);
    expect(page.payoutRequests).toEqual([
      pendingRow(first, jose, 749.5, 250.5, bdo, minute(0)),
      ...Array.from({ length: 19 }, (_, index) => anaRow(index + 1)),
    ]);
    expect(page.nextCursor).toBe(String(anas[18]));
    expect(await pageOf(world.service, 'pending', page.nextCursor)).toEqual({
      payoutRequests: [anaRow(20), anaRow(21)],
      nextCursor: null,
      total: 22,
    });

    for (const status of ['completed', 'failed'] as const)
      expect(await pageOf(world.service, status)).toEqual({ payoutRequests: [], nextCursor: null, total: 0 });
  },
);

scenario(
  'decisions: completed with the reference, failed with the reason and the amount back; newest first',
  async (world) => {
    const ana = await world.seller(2000);
    const jose = await world.seller(1000);
    world.setNow(minute(0));
    const paid = await world.cashOut(ana, 500, gcash);
    world.setNow(minute(1));
    const bounced = await world.cashOut(ana, 300, bdo);
    world.setNow(minute(2));
    const josePaid = await world.cashOut(jose, 400, gcash);
    world.setNow(minute(3));
    const waiting = await world.cashOut(ana, 200, gcash);

    world.setNow(minute(10));
    expect(await decided(world.service, paid, { status: 'completed', reference: 'IBFT-0001' })).toEqual({
      ...pendingRow(paid, ana, 1000, 500, gcash, minute(0)),
      status: 'completed',
      reference: 'IBFT-0001',
      decidedAt: minute(10),
    });
    world.setNow(minute(11));
    expect(
      await decided(world.service, bounced, { status: 'failed', reason: 'The account is closed' }),
    ).toEqual({
      ...pendingRow(bounced, ana, 1300, 300, bdo, minute(1)),
      status: 'failed',
      failureReason: 'The account is closed',
      decidedAt: minute(11),
    });
    world.setNow(minute(12));
    await decided(world.service, josePaid, { status: 'completed', reference: 'IBFT-0002' });

    // Ana's ₱300 is hers again, on every row of hers.
    expect(await pageOf(world.service, 'pending')).toEqual({
      payoutRequests: [pendingRow(waiting, ana, 1300, 200, gcash, minute(3))],
      nextCursor: null,
      total: 1,
    });
    const completed = await pageOf(world.service, 'completed');
    expect(completed.total).toBe(2);
    expect(
      completed.payoutRequests.map((row) => [row.id, row.reference, row.decidedAt, row.sellerAvailable]),
    ).toEqual([
      [josePaid, 'IBFT-0002', minute(12), 600],
      [paid, 'IBFT-0001', minute(10), 1300],
    ]);
    expect(await pageOf(world.service, 'failed')).toMatchObject({
      payoutRequests: [
        { id: bounced, status: 'failed', failureReason: 'The account is closed', reference: null },
      ],
      nextCursor: null,
      total: 1,
    });

    // A decided request stays as it was decided.
    for (const [id, status] of [
      [paid, 'completed'],
      [bounced, 'failed'],
    ] as const)
      for (const decision of [
        { status: 'completed', reference: 'IBFT-9999' },
        { status: 'failed', reason: 'Twice' },
      ] as const)
        await expectRefusal(world.service.decide(id, decision), {
          status: 409,
          code: 'CONFLICT',
          message: payoutAlreadyDecided(id, status),
        });
    expect((await pageOf(world.service, 'failed')).payoutRequests[0]).toMatchObject({
      decidedAt: minute(11),
    });
  },
);

scenario(
  'a decision without its reference or reason, an unknown request, a query that is not one',
  async (world) => {
    const ana = await world.seller(1000);
    world.setNow(minute(0));
    const id = await world.cashOut(ana, 500, gcash);
    const refused = (decision: unknown, fields: Record<string, string>, on = id) =>
      expectRefusal(world.service.decide(on, decision as PayoutDecision), {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: Object.values(fields)[0]!,
        fields,
      });
    await refused({ status: 'completed', reference: '' }, { reference: 'Bank reference is required' });
    await refused({ status: 'completed', reference: '   ' }, { reference: 'Bank reference is required' });
    await refused({ status: 'completed' }, { reference: 'Bank reference is required' });
    await refused({ status: 'failed', reason: '' }, { reason: 'Reason is required' });
    await refused({ status: 'pending' }, { status: 'status must be completed or failed' });
    // The body is read before the request is looked for.
    await refused({ status: 'failed', reason: '' }, { reason: 'Reason is required' }, 999_999);

    // zod's own words: the desk only ever sends one of its tabs.
    const statusRefused = 'status must be one of pending, completed, failed';
    const notThere = { status: 404, code: 'NOT_FOUND', message: 'There is no such payout request.' };
    await expectRefusal(world.service.decide(999_999, { status: 'completed', reference: 'X' }), notThere);
    await expectRefusal(world.service.decide(Number.NaN, { status: 'completed', reference: 'X' }), notThere);

    await expectRefusal(world.service.list({ status: 'cancelled' as PayoutStatus, cursor: null }), {
      status: 400,
      code: 'VALIDATION_FAILED',
      message: statusRefused,
      fields: { status: statusRefused },
    });
    await expectRefusal(world.service.list({ status: 'pending', cursor: 'abc' }), {
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'cursor is not valid',
      fields: { cursor: 'cursor is not valid' },
    });

    // Nothing of it decided anything.
    expect(await pageOf(world.service, 'pending')).toMatchObject({
      total: 1,
      payoutRequests: [{ id, status: 'pending' }],
    });
  },
);

scenario("the bank's batch file: the header, then the pending requests oldest first", async (world) => {
  const ana = await world.seller(2000);
  const jose = await world.seller(1000);
  const empty = await (await world.service.downloadPendingCsv()).text();
  expect(empty).toBe('channel,account number,account name,amount,request id\r\n');

  world.setNow(minute(0));
  const first = await world.cashOut(jose, 250.5, bdo);
  world.setNow(minute(1));
  const second = await world.cashOut(ana, 1000, gcash);
  world.setNow(minute(2));
  const third = await world.cashOut(ana, 100, { ...gcash, accountName: '=Santos' });
  world.setNow(minute(3));
  await world.service.decide(second, { status: 'completed', reference: 'IBFT-0003' });

  expect((await (await world.service.downloadPendingCsv()).text()).split('\r\n')).toEqual([
    'channel,account number,account name,amount,request id',
    `PH_BDO,004560123789,"Dela Cruz, Jose",250.50,${first}`,
    `PH_GCASH,09171234567,'=Santos,100.00,${third}`,
    '',
  ]);
});
