// What we tell the storefront about a seller's action (decision 025): an outbox row in the order's
// transaction, and a delivery job on the queue when STOREFRONT_EVENTS_URL is set. The row is the record (an
// admin reads it, with the delivery's attempts and last error); the job only carries its id, so every
// attempt sends the same stored event, with the same id.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SellerOrderEvent } from '#schemas/orders';
import type { Config } from '../../config.ts';
import type { Executor } from '../../lib/executor.ts';
import { jobSchema, type JobQueue } from '../../lib/jobs.ts';
import { storefrontOutbox } from './table.ts';

export type SellerEventInput = {
  orderId: number;
  type: SellerOrderEvent['type'];
  data: SellerOrderEvent['data'];
};

export const deliverTask = 'storefront.deliver';
export type DeliverPayload = { outboxId: number };

const jobKeyPrefix = 'storefront-outbox-';
/** One job per outbox row: adding it again while it waits replaces it instead of doubling the delivery. */
export const deliveryJobKey = (outboxId: number) => `${jobKeyPrefix}${outboxId}`;

/** Records the event with `tx` (the order's transaction) and queues its delivery when there is a URL. */
export async function queueSellerEvent(
  tx: Executor,
  { config, jobs }: { config: Config; jobs: JobQueue },
  { orderId, type, data }: SellerEventInput,
): Promise<void> {
  const createdAt = new Date();
  const event: SellerOrderEvent = { id: randomUUID(), type, createdAt: createdAt.toISOString(), data };
  const [row] = await tx
    .insert(storefrontOutbox)
    .values({ eventId: event.id, orderId, type, event, createdAt })
    .returning({ id: storefrontOutbox.id });
  if (config.storefrontEventsUrl !== undefined)
    await jobs.add(tx, deliverTask, { outboxId: row!.id } satisfies DeliverPayload, {
      jobKey: deliveryJobKey(row!.id),
    });
}

/**
 * Gives a delivery job to every undelivered event that has none (events recorded while no URL was set).
 * One statement, so no row can look both undelivered and jobless half-way through a
 * delivery (its row is marked delivered before its job is deleted). A row whose job failed for good keeps
 * that job, and is not retried here: its last error is what an admin reads.
 */
export async function queueUndelivered(db: Executor): Promise<number> {
  const key = sql<string>`${jobKeyPrefix} || ${storefrontOutbox.id}`;
  const queued = await db
    .select({
      jobId: sql<string>`(${sql.identifier(jobSchema)}.add_job(
        identifier => ${deliverTask},
        payload => json_build_object('outboxId', ${storefrontOutbox.id}),
        job_key => ${key}
      )).id`,
    })
    .from(storefrontOutbox)
    .where(
      and(
        isNull(storefrontOutbox.deliveredAt),
        sql`not exists (select 1 from ${sql.identifier(jobSchema)}.jobs where jobs.key = ${key})`,
      ),
    );
  return queued.length;
}

/** The stored event of an outbox row, or undefined once it was delivered (or its order is gone). */
export async function pendingEvent(db: Executor, outboxId: number): Promise<SellerOrderEvent | undefined> {
  const [row] = await db
    .select({ event: storefrontOutbox.event })
    .from(storefrontOutbox)
    .where(and(eq(storefrontOutbox.id, outboxId), isNull(storefrontOutbox.deliveredAt)));
  return row?.event;
}

/** Counts one attempt: delivered now, or refused with `error`. */
export async function recordAttempt(db: Executor, outboxId: number, error: string | null): Promise<void> {
  await db
    .update(storefrontOutbox)
    .set({
      attempts: sql`${storefrontOutbox.attempts} + 1`,
      lastError: error,
      ...(error === null ? { deliveredAt: sql`now()` } : {}),
    })
    .where(eq(storefrontOutbox.id, outboxId));
}

export type OutboxRow = typeof storefrontOutbox.$inferSelect;

/**
 * A page of the outbox, newest first, after the row `after` (the previous page's last id): a keyset on
 * `(created_at, id)`, read off its index.
 */
export function outboxPage(db: Executor, limit: number, after: number | undefined) {
  const position = sql`(${storefrontOutbox.createdAt}, ${storefrontOutbox.id})`;
  return (
    db
      .select()
      .from(storefrontOutbox)
      .where(
        after === undefined
          ? undefined
          : sql`${position} < (select created_at, id from storefront_outbox where id = ${after})`,
      )
      // As the index is built (drizzle's .desc() is NULLS LAST); a bare DESC means NULLS FIRST, which it cannot give.
      .orderBy(
        sql`${storefrontOutbox.createdAt} desc nulls last`,
        sql`${storefrontOutbox.id} desc nulls last`,
      )
      .limit(limit)
  );
}
