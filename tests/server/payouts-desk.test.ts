// The admin's payout desk, read (issue 13, decision 033): the requests of one status with their sellers and
// the sellers' available balances, pending oldest first and decided newest first, in keyset pages with the
// status's total; the pending requests as the bank's batch file. The app is this file's alone, so the desk
// holds exactly the requests made here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPayoutListResponseSchema, payoutPageSize, type PayoutStatus } from '#schemas/earnings';
import { createPayoutRepository } from '../../server/modules/payouts/repository.ts';
import {
  approvedSeller,
  bdo,
  cashOut,
  decide,
  gcash,
  sellerWithAvailable,
  startPayoutsApp,
  type EarningsTestApp,
  type TestSeller,
} from './payouts-fixture.ts';
import { call, expectError } from './support.ts';

let t: EarningsTestApp;
let ana: TestSeller;
let ben: TestSeller;
/** Every request made here, in the order made. */
const made: Array<{ id: number; seller: TestSeller; amount: number; account: typeof bdo }> = [];
const pending: number[] = [];
const completed: number[] = [];
const failed: number[] = [];

const deskPage = async (query: string) => {
  const response = await call(t.app, 'GET', `/api/admin/payout-requests${query}`, { token: t.adminToken });
  expect(response.statusCode, response.body).toBe(200);
  return adminPayoutListResponseSchema.parse(response.json()).data;
};

/** Every page of one status, following nextCursor, as ids. */
async function allOf(status: PayoutStatus): Promise<number[][]> {
  const pages: number[][] = [];
  let cursor: string | null = null;
  do {
    const page = await deskPage(`?status=${status}${cursor === null ? '' : `&cursor=${cursor}`}`);
    pages.push(page.payoutRequests.map((request) => request.id));
    cursor = page.nextCursor;
  } while (cursor !== null);
  return pages;
}

beforeAll(async () => {
  t = await startPayoutsApp();
  ana = await sellerWithAvailable(t, 10_000);
  ben = await sellerWithAvailable(t, 10_000);
  // Interleaved, so the desk's order is the requests' order and not the sellers'.
  for (let index = 0; index < 26; index += 1) {
    const seller = index % 2 === 0 ? ana : ben;
    const [amount, account] = [100 + index, index % 3 === 0 ? bdo : gcash];
    const { id } = await cashOut(t, seller, amount, account);
    made.push({ id, seller, amount, account });
    pending.push(id);
  }
  for (const id of pending.splice(0, 3)) {
    await decide(t, id, { status: 'completed', reference: `REF-${id}` });
    completed.push(id);
  }
  for (const id of pending.splice(0, 2)) {
    await decide(t, id, { status: 'failed', reason: `Reason ${id}` });
    failed.push(id);
  }
});
afterAll(async () => {
  await t?.close();
});

describe('the desk', () => {
  it('lists pending requests oldest first by default, 20 a page, then the rest, with the total', async () => {
    expect(pending).toHaveLength(21);
    const first = await deskPage('');
    expect(first.total).toBe(21);
    expect(first.payoutRequests.map((request) => request.id)).toEqual(pending.slice(0, payoutPageSize));
    expect(first.nextCursor).toBe(String(pending[payoutPageSize - 1]));
    const second = await deskPage(`?status=pending&cursor=${first.nextCursor}`);
    expect(second.payoutRequests.map((request) => request.id)).toEqual(pending.slice(payoutPageSize));
    expect(second.nextCursor).toBeNull();
    expect(second.total).toBe(21);
  });

  it('lists decided requests newest first', async () => {
    expect(await allOf('completed')).toEqual([completed.toReversed()]);
    expect(await allOf('failed')).toEqual([failed.toReversed()]);
    expect((await deskPage('?status=completed')).total).toBe(3);
  });

  it('shows each request with its seller, its details and the seller’s available balance now', async () => {
    const [oldest] = (await deskPage('')).payoutRequests;
    const first = made.find((request) => request.id === pending[0])!;
    expect(oldest).toEqual({
      id: first.id,
      channelCode: first.account.channelCode,
      channelName: first.account === bdo ? 'BDO Unibank' : 'GCash',
      accountNumber: first.account.accountNumber,
      accountName: 'Ana Santos',
      amount: first.amount,
      status: 'pending',
      reference: null,
      failureReason: null,
      createdAt: t.clock.now().toISOString(),
      decidedAt: null,
      seller: {
        id: first.seller.id,
        name: 'Ana Santos',
        email: first.seller.email,
        storeName: expect.stringMatching(/^Ana's Sari-Sari/),
      },
      sellerAvailable: expect.any(Number),
    });
    // What each seller has left: ₱10,000 less every request not failed.
    const reserved = (seller: TestSeller) =>
      made
        .filter((request) => request.seller === seller && !failed.includes(request.id))
        .reduce((sum, request) => sum + request.amount, 0);
    const rows = (await deskPage('')).payoutRequests;
    expect(rows.find((row) => row.seller.id === ana.id)!.sellerAvailable).toBe(10_000 - reserved(ana));
    expect(rows.find((row) => row.seller.id === ben.id)!.sellerAvailable).toBe(10_000 - reserved(ben));
    const [decided] = (await deskPage('?status=completed')).payoutRequests;
    expect(decided).toMatchObject({
      status: 'completed',
      reference: `REF-${decided!.id}`,
      decidedAt: expect.any(String),
    });
  });

  it('is empty, with a total of 0, for a status no request has', async () => {
    const quiet = await startPayoutsApp();
    try {
      const response = await call(quiet.app, 'GET', '/api/admin/payout-requests?status=failed', {
        token: quiet.adminToken,
      });
      expect(adminPayoutListResponseSchema.parse(response.json()).data).toEqual({
        payoutRequests: [],
        nextCursor: null,
        total: 0,
      });
    } finally {
      await quiet.close();
    }
  });

  it('refuses a status or cursor it does not know with 400', async () => {
    for (const query of ['?status=paid', '?cursor=x1', '?cursor=-1']) {
      const response = await call(t.app, 'GET', `/api/admin/payout-requests${query}`, {
        token: t.adminToken,
      });
      expectError(response, 400, 'VALIDATION_FAILED');
    }
  });

  it('is the admin’s only: a seller is refused with 403', async () => {
    const seller = await approvedSeller(t);
    for (const url of ['/api/admin/payout-requests', '/api/admin/payout-requests/export.csv'])
      expectError(await call(t.app, 'GET', url, { token: seller.token }), 403, 'FORBIDDEN');
  });
});

describe('the bank batch file', () => {
  it('is every pending request, oldest first: channel code, account, amount with 2 decimals, request id', async () => {
    const response = await call(t.app, 'GET', '/api/admin/payout-requests/export.csv', {
      token: t.adminToken,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    // The test clock's day in Philippine time.
    const day = new Date(t.clock.now().getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="payouts-pending-${day}.csv"`);
    const lines = response.body.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe('channel,account number,account name,amount,request id');
    const rows = lines.slice(1, -1);
    expect(rows).toHaveLength(pending.length);
    expect(rows).toEqual(
      made
        .filter((request) => pending.includes(request.id))
        .map(
          ({ id, amount, account }) =>
            `${account.channelCode},${account.accountNumber},Ana Santos,${amount.toFixed(2)},${id}`,
        ),
    );
  });

  it('quotes a name with a comma and keeps a spreadsheet from running a name as a formula', async () => {
    const quoted = await cashOut(t, ana, 100.5, { ...bdo, accountName: 'Santos, Ana "Annie"' });
    const formula = await cashOut(t, ana, 200, { ...bdo, accountName: '=1+2' });
    const response = await call(t.app, 'GET', '/api/admin/payout-requests/export.csv', {
      token: t.adminToken,
    });
    expect(response.body.split('\r\n').slice(-3)).toEqual([
      `PH_BDO,004560123789,"Santos, Ana ""Annie""",100.50,${quoted.id}`,
      `PH_BDO,004560123789,'=1+2,200.00,${formula.id}`,
      '',
    ]);
  });
});

describe('indexes', () => {
  it("serves the desk's and the seller's pages from their indexes, in order, without sorting", async () => {
    const client = await t.database.pool.connect();
    const repository = createPayoutRepository(t.database.db);
    try {
      // Few rows make a sequential or bitmap scan cheapest; forbid both to see which index serves the order.
      await client.query('begin');
      await client.query('set local enable_seqscan = off');
      await client.query('set local enable_bitmapscan = off');
      const plans: Array<[string, { toSQL(): { sql: string; params: unknown[] } }]> = [
        ['payout_requests_status_idx', repository.adminPage('pending', undefined, 21)],
        ['payout_requests_status_idx', repository.adminPage('pending', pending[5], 21)],
        ['payout_requests_status_idx', repository.adminPage('completed', completed[1], 21)],
        ['payout_requests_seller_idx', repository.sellerPage(ana.id, undefined, 21)],
        ['payout_requests_seller_idx', repository.sellerPage(ana.id, pending[5], 21)],
      ];
      for (const [index, query] of plans) {
        const { sql: text, params } = query.toSQL();
        const plan = (await client.query(`explain ${text}`, params)).rows
          .map((row: Record<string, string>) => row['QUERY PLAN'])
          .join('\n');
        expect(plan, text).toContain(index);
        expect(plan, text).not.toMatch(/\bSort\b/);
      }
      await client.query('rollback');
    } finally {
      client.release();
    }
  });
});
