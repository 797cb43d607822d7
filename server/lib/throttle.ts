// Database-backed throttles: counted events per bucket inside sliding windows, shared by every server process.
import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { throttleEvents } from '../db/schema.ts';

export type ThrottleRule = {
  /** e.g. `login:account:ana@example.com`. */
  bucket: string;
  /** The rule is broken once this many events fall inside the window. */
  max: number;
  windowSeconds: number;
};

/** Events older than the longest window any rule uses are worthless; they are pruned now and then. */
const retention = '1 day';
const pruneEveryMs = 60 * 60 * 1000;

export function createThrottle(db: Database['db']) {
  let lastPrunedAt = 0;

  const prune = async () => {
    if (Date.now() - lastPrunedAt < pruneEveryMs) return;
    lastPrunedAt = Date.now();
    await db.delete(throttleEvents).where(lt(throttleEvents.createdAt, sql`now() - ${retention}::interval`));
  };

  return {
    /** True when any rule has reached its maximum; one round trip however many rules. */
    async isLimited(rules: ThrottleRule[]): Promise<boolean> {
      if (rules.length === 0) return false;
      const broken = rules.map(
        ({ bucket, max, windowSeconds }) => sql`(
          select count(*) from ${throttleEvents}
          where ${throttleEvents.bucket} = ${bucket}
            and ${throttleEvents.createdAt} > now() - make_interval(secs => ${windowSeconds})
        ) >= ${max}`,
      );
      const result = await db.execute<{ limited: boolean }>(
        sql`select ${sql.join(broken, sql` or `)} as limited`,
      );
      return result.rows[0]?.limited === true;
    },

    async record(...buckets: string[]): Promise<void> {
      if (buckets.length === 0) return;
      await db.insert(throttleEvents).values(buckets.map((bucket) => ({ bucket })));
      await prune();
    },

    async clear(bucket: string): Promise<void> {
      await db.delete(throttleEvents).where(eq(throttleEvents.bucket, bucket));
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
