// The admins' campaign lists on a crowded table (decision 038): each phase's page reads its campaigns off an
// index in the list's order (no sort of the whole table; running campaigns sort only their ties of one end by
// id), and the counts read only the page's campaigns' applied products off an index that leads with the
// campaign, as EXPLAIN shows. The queries are the real ones, recorded as the repository sends them.
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignPhases, coverKeyOf, type CampaignPhase } from '#schemas/campaigns';
import { createAdminCampaignRepository } from '../../server/modules/campaigns/admin-repository.ts';
import { coverUrl, start, startCampaignsApp, type CampaignsTestApp } from './campaigns-admin-fixture.ts';

let t: CampaignsTestApp;

beforeAll(async () => {
  t = await startCampaignsApp();
  const cover = coverKeyOf(await coverUrl(t))!;
  // 30,000 campaigns an hour apart around the start, half without an end, every tenth without a start.
  await t.database.db.execute(sql`
    insert into campaigns (title, description, heading, cover_key, start_at, end_at, allow_application,
      display_type, created_at, updated_at)
    select 'Sale ' || n, 'Deals', 'Deals', ${cover},
      case when n % 10 = 0 then null else ${start}::timestamptz + (n - 15000) * interval '1 hour' end,
      case when n % 2 = 0 then null else ${start}::timestamptz + (n - 14990) * interval '1 hour' end,
      false, 'COUNTDOWN', ${start}::timestamptz + (n - 20000) * interval '1 hour',
      ${start}::timestamptz
    from generate_series(1, 30000) as n`);
  await t.database.db.execute(sql`analyze campaigns`);
});
afterAll(() => t?.close());

describe('the plans', () => {
  it('read a page of each phase off an index in its order, and the counts off an index of the campaign’s', async () => {
    const recorded: Array<{ query: string; params: unknown[] }> = [];
    const recording = drizzle({
      client: t.database.pool,
      logger: { logQuery: (query, params) => recorded.push({ query, params }) },
    });
    const reads = createAdminCampaignRepository(recording);
    const client = await t.database.pool.connect();
    const planOf = async (query: string, params: unknown[]) =>
      (await client.query(`explain ${query}`, params)).rows
        .map((row: Record<string, string>) => row['QUERY PLAN'])
        .join('\n');
    try {
      const phases: Array<CampaignPhase | undefined> = [undefined, ...campaignPhases];
      for (const phase of phases) {
        recorded.length = 0;
        const page = await reads.page(phase, start, 40, 21);
        expect(page.length, String(phase)).toBe(21);
        await reads.productCounts(page.map((row) => row.id));
        const [list, counts] = recorded;
        const listPlan = await planOf(list!.query, list!.params);
        expect(listPlan, `${phase}\n${listPlan}`).toMatch(
          /Index Scan( Backward)? using campaigns_(period|end)_idx/,
        );
        expect(listPlan, `${phase}\n${listPlan}`).not.toMatch(/Seq Scan on campaigns|^\s*(->\s+)?Sort\s+\(/m);
        const countsPlan = await planOf(counts!.query, counts!.params);
        expect(countsPlan).toMatch(
          /(using|Index Scan on) campaign_products_(review_idx|campaign_product_key)/,
        );
        expect(countsPlan).not.toMatch(/Seq Scan on campaign_products/);
      }
    } finally {
      client.release();
    }
  });
});
