// When a throttle that has just refused will let the next attempt through: what a 429 tells the client
// (Retry-After) so a person can be told how long to wait instead of "a few minutes".
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { throttleEvents } from '../../db/schema.ts';
import type { Executor } from '../../lib/executor.ts';
import type { ThrottleRule } from '../../lib/throttle.ts';

/**
 * Whole seconds until every rule would let one more attempt through (at least 1). An attempt passes a rule
 * while its window holds fewer than `max` earlier events, so the rule opens when its max-th newest event
 * leaves the window.
 */
export async function secondsUntilAllowed(db: Executor, rules: readonly ThrottleRule[]): Promise<number> {
  const waits = await Promise.all(
    rules.map(async ({ bucket, max, windowSeconds }) => {
      const window = sql`make_interval(secs => ${windowSeconds})`;
      const [oldestThatCounts] = await db
        .select({
          seconds: sql<number>`ceil(extract(epoch from ${throttleEvents.createdAt} + ${window} - now()))::int`,
        })
        .from(throttleEvents)
        .where(and(eq(throttleEvents.bucket, bucket), gt(throttleEvents.createdAt, sql`now() - ${window}`)))
        .orderBy(desc(throttleEvents.createdAt))
        .offset(max - 1)
        .limit(1);
      return oldestThatCounts?.seconds ?? 0;
    }),
  );
  return Math.max(1, ...waits);
}

/** "45 seconds", "1 minute", "12 minutes": how long, in words, rounded up to what a person would say. */
export function inWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
