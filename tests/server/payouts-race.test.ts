// The race (issue 13): 50 cash-outs of ₱1,000 sent at once against ₱10,000 available create exactly 10, every
// time; the other 40 answer 409 INSUFFICIENT_BALANCE; the balance is never below zero. Repeated 20 times, each
// round on a fresh ₱10,000 (one more order delivered and released), so a lucky interleaving cannot pass it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiErrorSchema, type ApiError } from '#schemas/api';
import { earningsMessages, payoutRequestResponseSchema } from '#schemas/earnings';
import { earningsOf } from './earnings-fixture.ts';
import {
  addAvailable,
  approvedSeller,
  gcash,
  ledgerAvailable,
  postPayout,
  startPayoutsApp,
  type EarningsTestApp,
  type TestSeller,
} from './payouts-fixture.ts';

const rounds = 20;
const concurrent = 50;
const amount = 1_000;
const available = 10_000;

let t: EarningsTestApp;
let seller: TestSeller;

beforeAll(async () => {
  t = await startPayoutsApp();
  seller = await approvedSeller(t);
});
afterAll(async () => {
  await t?.close();
});

/** The lowest the seller's balance ever was: the running sum of the ledger, entry by entry, as committed. */
async function lowestRunningBalance(): Promise<number> {
  const { rows } = await t.database.pool.query<{ lowest: string | null }>(
    `select min(running) as lowest from (
       select sum(amount) over (order by id) as running from ledger_entries
       where seller_id = $1 and available_at <= $2
     ) as balances`,
    [seller.id, t.clock.now()],
  );
  return Number(rows[0]!.lowest ?? 0);
}

it(`${concurrent} concurrent ₱${amount} cash-outs against ₱${available} create exactly ${available / amount}, ${rounds} times over`, async () => {
  for (let round = 1; round <= rounds; round += 1) {
    await addAvailable(t, seller, available);
    expect(await ledgerAvailable(t, seller), `round ${round}: before`).toBe(available * 100);

    const answers = await Promise.all(
      Array.from({ length: concurrent }, () => postPayout(t, seller, { ...gcash, amount })),
    );

    const created = answers.filter((answer) => answer.statusCode === 201);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(created, `round ${round}: created`).toHaveLength(available / amount);
    expect(refused, `round ${round}: refused`).toHaveLength(concurrent - available / amount);
    for (const answer of created)
      expect(payoutRequestResponseSchema.parse(answer.json()).data).toMatchObject({
        amount,
        status: 'pending',
      });
    for (const answer of refused) {
      const error: ApiError = apiErrorSchema.parse(answer.json());
      expect(error.code).toBe('INSUFFICIENT_BALANCE');
      expect(error.error).toBe(earningsMessages.belowMinimum(0, t.config.earnings.payoutMin));
    }

    expect(await ledgerAvailable(t, seller), `round ${round}: after`).toBe(0);
    expect(await lowestRunningBalance(), `round ${round}: never below zero`).toBeGreaterThanOrEqual(0);
    expect(await earningsOf(t, seller)).toMatchObject({
      available: 0,
      payoutApprovedAmount: round * available,
    });
  }
  const [requests] = (
    await t.database.db.execute<{ count: string }>(
      sql`select count(*) as count from payout_requests where seller_id = ${seller.id}`,
    )
  ).rows;
  expect(Number(requests!.count)).toBe(rounds * (available / amount));
}, 120_000);
