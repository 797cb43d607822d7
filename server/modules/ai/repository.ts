// The SQL of the per-photo background limit (decision 044): one row per seller, photo and Philippine day, its
// count taken before a background is made and given back when making it failed. Built per executor.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../lib/executor.ts';
import { aiBackgroundUses } from './table.ts';

/** Today in the Philippines, by the database's clock: every server process counts on the same day. */
const manilaToday = sql`(now() at time zone 'Asia/Manila')::date`;

export function createAiRepository(db: Executor) {
  return {
    /**
     * Counts one more background of this photo today unless `limit` were already made: one statement, so
     * requests racing each other cannot pass the limit together. Answers the day it was counted on (to give
     * it back to the same day, across midnight too), or null when the limit was reached.
     */
    async takeBackground(sellerId: string, imageHash: string, limit: number): Promise<string | null> {
      // The seller's earlier days count for nothing now: each seller keeps only today's rows.
      await db
        .delete(aiBackgroundUses)
        .where(and(eq(aiBackgroundUses.sellerId, sellerId), lt(aiBackgroundUses.day, manilaToday)));
      const [row] = await db
        .insert(aiBackgroundUses)
        .values({ sellerId, imageHash, day: manilaToday, count: 1 })
        .onConflictDoUpdate({
          target: [aiBackgroundUses.sellerId, aiBackgroundUses.imageHash, aiBackgroundUses.day],
          set: { count: sql`${aiBackgroundUses.count} + 1` },
          setWhere: lt(aiBackgroundUses.count, limit),
        })
        .returning({ day: aiBackgroundUses.day });
      return row?.day ?? null;
    },

    /** A background that could not be made does not count. */
    async giveBackBackground(sellerId: string, imageHash: string, day: string): Promise<void> {
      await db
        .update(aiBackgroundUses)
        .set({ count: sql`${aiBackgroundUses.count} - 1` })
        .where(
          and(
            eq(aiBackgroundUses.sellerId, sellerId),
            eq(aiBackgroundUses.imageHash, imageHash),
            eq(aiBackgroundUses.day, day),
            sql`${aiBackgroundUses.count} > 0`,
          ),
        );
    },
  };
}

export type AiRepository = ReturnType<typeof createAiRepository>;
