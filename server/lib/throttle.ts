// Database-backed throttles: counted events per bucket inside sliding windows, shared by every server process.
import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { throttleEvents } from '../db/schema.ts';

export type ThrottleRule = {
  /** e.g. `seller-login:address:203.0.113.7`. */
  bucket: string;
  /** The most events the window may hold; one more breaks the rule. */
  max: number;
  windowSeconds: number;
};

/** A rule, or rules that refuse only together: a ceiling that applies to some callers and not to others. */
export type ThrottleCondition = ThrottleRule | { allOf: ThrottleRule[] };

/**
 * An attempt the rules let through (`withdraw` stops it counting: a sign-in that turned out right), or one
 * they refused, with the whole seconds until one more would pass: what a 429 says as Retry-After.
 */
export type Attempt =
  { allowed: true; withdraw(): Promise<void> } | { allowed: false; retryAfterSeconds: number };

/** Events older than the longest window any rule uses are worthless; they are pruned now and then. */
const retention = '1 day';
const pruneEveryMs = 60 * 60 * 1000;

const isBroken = ({ bucket, max, windowSeconds }: ThrottleRule) => sql`(
  select count(*) from ${throttleEvents}
  where ${throttleEvents.bucket} = ${bucket}
    and ${throttleEvents.createdAt} > now() - make_interval(secs => ${windowSeconds})
) > ${max}`;

/**
 * Whole seconds until a rule lets one more attempt through (0 when it does now). An attempt passes a rule
 * while its window holds fewer than `max` earlier events, so the rule opens when its max-th newest event
 * leaves the window.
 */
const secondsUntilOpen = async (db: Database['db'], { bucket, max, windowSeconds }: ThrottleRule) => {
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
};

/** "45 seconds", "12 minutes", "1 hour": a wait in words, rounded up to what a person would say. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

const holds = (condition: ThrottleCondition) =>
  'allOf' in condition ? sql`(${sql.join(condition.allOf.map(isBroken), sql` and `)})` : isBroken(condition);

export function createThrottle(db: Database['db']) {
  let lastPrunedAt = 0;

  const prune = async () => {
    if (Date.now() - lastPrunedAt < pruneEveryMs) return;
    lastPrunedAt = Date.now();
    await db.delete(throttleEvents).where(lt(throttleEvents.createdAt, sql`now() - ${retention}::interval`));
  };

  const record = async (buckets: string[]): Promise<number[]> => {
    if (buckets.length === 0) return [];
    const rows = await db
      .insert(throttleEvents)
      .values(buckets.map((bucket) => ({ bucket })))
      .returning({ id: throttleEvents.id });
    await prune();
    return rows.map((row) => row.id);
  };

  const forget = async (ids: number[]) => {
    if (ids.length > 0) await db.delete(throttleEvents).where(inArray(throttleEvents.id, ids));
  };

  /**
   * Whole seconds (at least 1) until the conditions let one more attempt through. Every condition must pass;
   * an `allOf` condition passes as soon as any of its rules does.
   */
  const retryAfter = async (conditions: ThrottleCondition[]): Promise<number> => {
    const waits = await Promise.all(
      conditions.map(async (condition) =>
        'allOf' in condition
          ? Math.min(...(await Promise.all(condition.allOf.map((rule) => secondsUntilOpen(db, rule)))))
          : secondsUntilOpen(db, condition),
      ),
    );
    return Math.max(1, ...waits);
  };

  return {
    /**
     * Counts an attempt in every bucket the conditions name, then asks whether any condition is broken,
     * the attempt included. Counted before it is checked, so a burst of attempts cannot all pass a check
     * made before any of them was counted: of attempts racing each other, the last to be counted sees all
     * the others. A refused attempt is taken back at once, so waiting, not hammering, lets the next through.
     */
    async attempt(conditions: ThrottleCondition[]): Promise<Attempt> {
      const rules = conditions.flatMap((condition) => ('allOf' in condition ? condition.allOf : [condition]));
      const ids = await record([...new Set(rules.map((rule) => rule.bucket))]);
      const result = await db.execute<{ refused: boolean }>(
        sql`select ${sql.join(conditions.map(holds), sql` or `)} as refused`,
      );
      if (result.rows[0]?.refused === true) {
        await forget(ids);
        return { allowed: false, retryAfterSeconds: await retryAfter(conditions) };
      }
      return { allowed: true, withdraw: () => forget(ids) };
    },

    async clear(bucket: string): Promise<void> {
      await db.delete(throttleEvents).where(eq(throttleEvents.bucket, bucket));
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
