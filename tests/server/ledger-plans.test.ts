// The ledger's reads on a crowded table (issue 13, decision 032): the balances, the statement's entries,
// opening balance and months, and the settling of one order each read only their seller's (or order's) rows
// through an index, as EXPLAIN shows. The queries are the real ones: recorded as the code sends them.
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancesOf, settleOrderEarning } from '../../server/modules/earnings/ledger.ts';
import { createEarningsRepository } from '../../server/modules/earnings/repository.ts';
import {
  approvedSeller,
  startEarningsApp,
  type EarningsTestApp,
  type TestSeller,
} from './earnings-fixture.ts';

let t: EarningsTestApp;

beforeAll(async () => {
  t = await startEarningsApp();
});
afterAll(() => t.close());

/** An order of the seller's, written directly: the plans need its id, not its story. */
async function orderOf(seller: TestSeller, number: string): Promise<number> {
  const result = await t.database.db.execute<{ id: number }>(sql`
    insert into orders (seller_id, order_number, buyer_name, buyer_email, buyer_phone, ship_address, ship_city,
      ship_state, ship_zipcode, fulfillment_status, payment_status, subtotal, shipping_fee, total, placed_at)
    values (${seller.id}, ${number}, 'Buyer', 'b@example.ph', '0917', 'Addr', 'City', 'State', '1000',
      'delivered', 'paid', 100, 0, 100, now())
    returning id`);
  return Number(result.rows[0]!.id);
}

/** `count` earnings of ₱0.95 for the order, one a minute from 2025 on. */
const credit = (seller: TestSeller, orderId: number, count: number) =>
  t.database.db.execute(sql`
    insert into ledger_entries (seller_id, kind, amount, gross, commission, order_id, available_at, created_at)
    select ${seller.id}, 'order_earning', 95, 100, 5, ${orderId},
      timestamptz '2025-01-01Z' + n * interval '1 minute', timestamptz '2025-01-01Z' + n * interval '1 minute'
    from generate_series(1, ${count}) as n`);

describe('the plans', () => {
  it("read one seller's entries off ledger_entries_seller_available_idx, one order's off ledger_entries_order_idx", async () => {
    const crowd = await approvedSeller(t);
    const seller = await approvedSeller(t);
    await credit(crowd, await orderOf(crowd, 'PLAN-CROWD'), 60_000);
    const orderId = await orderOf(seller, 'PLAN-ONE');
    await credit(seller, orderId, 500);
    await t.database.db.execute(sql`analyze ledger_entries`);

    const recorded: Array<{ query: string; params: unknown[] }> = [];
    const recording = drizzle({
      client: t.database.pool,
      logger: { logQuery: (query, params) => recorded.push({ query, params }) },
    });
    const plansOf = async (work: () => Promise<unknown>) => {
      recorded.length = 0;
      await work();
      const client = await t.database.pool.connect();
      try {
        const plans: string[] = [];
        for (const { query, params } of recorded.filter(({ query }) => /^select/i.test(query)))
          plans.push(
            (await client.query(`explain ${query}`, params)).rows
              .map((row: Record<string, string>) => row['QUERY PLAN'])
              .join('\n'),
          );
        return plans;
      } finally {
        client.release();
      }
    };

    const at = new Date('2025-01-01T05:00:00Z');
    const reads = createEarningsRepository(recording);
    const sellerReads = [
      () => balancesOf(recording, seller.id, at),
      () => reads.balanceBefore(seller.id, at),
      () => reads.entriesBetween(seller.id, new Date('2025-01-01T00:00:00Z'), at),
      () => reads.months(seller.id, at),
    ];
    for (const read of sellerReads) {
      const plans = await plansOf(read);
      expect(plans.length).toBeGreaterThan(0);
      for (const plan of plans) {
        expect(plan).toContain('ledger_entries_seller_available_idx');
        expect(plan).not.toMatch(/Seq Scan on ledger_entries/);
      }
    }

    const settling = await plansOf(() =>
      settleOrderEarning(recording, { settings: t.config.earnings, now: () => at }, orderId),
    );
    expect(settling.join('\n')).toContain('ledger_entries_order_idx');
    expect(settling.join('\n')).not.toMatch(/Seq Scan on ledger_entries/);
  });
});
