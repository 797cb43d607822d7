// What sellers did, told to the storefront (issue 12, decision 025): an outbox row in the order's transaction,
// delivered signed by the job queue when STOREFRONT_EVENTS_URL is set, with the same event id on every
// attempt, retried when the storefront fails, never lost or doubled across restarts, and kept for an admin to
// read when no URL is set. A node:http stand-in plays the storefront.
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tokenSchema } from '#schemas/auth';
import { signatureHeader, type SellerOrderEvent } from '#schemas/orders';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { ensureAdmin } from '../../server/modules/admin/ensure-admin.ts';
import { orders } from '../../server/modules/orders/table.ts';
import { deliverSellerEvent } from '../../server/modules/storefront/deliver.ts';
import {
  outboxPage,
  queueSellerEvent,
  type SellerEventInput,
} from '../../server/modules/storefront/outbox.ts';
import { storefrontSecretFile } from '../../server/modules/storefront/secret.ts';
import { signPayload, verifySignature } from '../../server/modules/storefront/signature.ts';
import { storefrontOutbox } from '../../server/modules/storefront/table.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { watchJobSettlements, type JobSettlements } from './jobs-fixture.ts';
import { createSeller } from './notifications-fixture.ts';
import { standIn, type Received } from './storefront-fixture.ts';
import { call, expectError, publicUrl } from './support.ts';

let testDatabase: TestDatabase;
let dataDir: string;
let sellerId: string;
let jobs: JobSettlements;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  jobs = await watchJobSettlements(testDatabase);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'suki-outbox-test-'));
  sellerId = (await createSeller(testDatabase.database, 'outbox')).id;
});
afterAll(async () => {
  await jobs?.close();
  await testDatabase?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const db = () => testDatabase.database.db;

// ---------------------------------------------------------------------------------------------------------
// The storefront stand-in and the apps

const running: FastifyInstance[] = [];
afterEach(async () => {
  for (let app = running.pop(); app; app = running.pop()) await app.close();
  // Each test starts from an empty queue and outbox: what one left must not be delivered in the next.
  await db().execute(sql`delete from graphile_worker._private_jobs`);
  await db().delete(storefrontOutbox);
});

/** The real app on this file's database and DATA_DIR (so every app has the same generated secret); not ready yet. */
async function buildWith({ url, runJobs }: { url?: string; runJobs: boolean }) {
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: publicUrl,
    ...(url === undefined ? {} : { STOREFRONT_EVENTS_URL: url }),
  });
  const app = await buildApp({
    config,
    database: testDatabase.database,
    browserAppRoot: path.join(dataDir, 'no-browser-app'),
    runJobs,
    jobPollIntervalMs: 50,
  });
  running.push(app);
  return { app, config };
}

async function close(app: FastifyInstance) {
  running.splice(running.indexOf(app), 1);
  await app.close();
}

const settlements = (n: number) => jobs.next(n);

let orderCount = 0;

async function newOrder(): Promise<{ id: number; orderNumber: string }> {
  const orderNumber = `SK-OUT-${(orderCount += 1)}`;
  const [row] = await db()
    .insert(orders)
    .values({
      sellerId,
      orderNumber,
      buyerName: 'Maria Clara',
      buyerEmail: 'maria@example.ph',
      buyerPhone: '09171234567',
      shipAddress: '12 Mabini St',
      shipCity: 'Quezon City',
      shipState: 'Metro Manila',
      shipZipcode: '1100',
      paymentStatus: 'paid',
      subtotal: 45_050,
      shippingFee: 5_000,
      total: 50_050,
      placedAt: new Date(),
    })
    .returning({ id: orders.id });
  return { id: row!.id, orderNumber };
}

/** What the orders service does when a seller acts: the event, in the order's transaction. */
async function sellerAction(
  { app, config }: Awaited<ReturnType<typeof buildWith>>,
  type: SellerEventInput['type'] = 'order.accepted',
  data: Omit<SellerEventInput['data'], 'orderNumber'> = {},
) {
  const order = await newOrder();
  await db().transaction((tx) =>
    queueSellerEvent(
      tx,
      { config, jobs: app.jobs },
      { orderId: order.id, type, data: { orderNumber: order.orderNumber, ...data } },
    ),
  );
  return order;
}

const outboxRows = () => db().select().from(storefrontOutbox).orderBy(storefrontOutbox.id);
const queuedJobs = async () =>
  (await db().execute(sql`select key, attempts from graphile_worker.jobs order by id`)).rows as Array<{
    key: string;
    attempts: number;
  }>;
/** Moves every waiting retry to now, instead of waiting out its backoff. */
const retryNow = () => db().execute(sql`update graphile_worker._private_jobs set run_at = now()`);
const secret = async () => (await readFile(storefrontSecretFile(dataDir), 'utf8')).trim();

/** A request the stand-in received: signed with our secret, and the event it carried. */
async function eventOf(request: Received): Promise<SellerOrderEvent> {
  const check = verifySignature(
    await secret(),
    request.headers[signatureHeader.toLowerCase()] as string,
    request.body,
    Math.floor(Date.now() / 1000),
  );
  expect(check.ok).toBe(true);
  expect(request.headers['content-type']).toBe('application/json');
  return JSON.parse(request.body) as SellerOrderEvent;
}

// ---------------------------------------------------------------------------------------------------------

describe('without STOREFRONT_EVENTS_URL', () => {
  it('keeps the event in the outbox, queues nothing, and an admin reads it newest first in pages', async () => {
    const built = await buildWith({ runJobs: false });
    await built.app.ready();
    const accepted = await sellerAction(built);
    const rejected = await sellerAction(built, 'order.rejected', { reason: 'Sold out at the shop' });
    const shipped = await sellerAction(built, 'order.fulfilled', {
      courier: 'LBC',
      trackingNumber: 'LBC123',
    });
    expect(await queuedJobs()).toEqual([]);

    await ensureAdmin(testDatabase.database, {
      adminEmail: 'outbox@suki.ph',
      adminPassword: 'outbox-password',
    });
    const login = await call(built.app, 'POST', '/api/admin/auth/login', {
      body: { email: 'outbox@suki.ph', password: 'outbox-password' },
    });
    const token = tokenSchema.parse(login.json()).data.token;

    const first = await call(built.app, 'GET', '/api/admin/storefront/outbox?limit=2', { token });
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json().data as { events: Array<Record<string, unknown>>; nextCursor: string | null };
    expect(page1.events.map((row) => row.orderNumber)).toEqual([shipped.orderNumber, rejected.orderNumber]);
    const [row] = page1.events;
    expect(row).toMatchObject({
      type: 'order.fulfilled',
      attempts: 0,
      lastError: null,
      deliveredAt: null,
      event: {
        id: row!.eventId,
        type: 'order.fulfilled',
        createdAt: row!.createdAt,
        data: { orderNumber: shipped.orderNumber, courier: 'LBC', trackingNumber: 'LBC123' },
      },
    });
    expect(page1.nextCursor).not.toBeNull();

    const second = await call(
      built.app,
      'GET',
      `/api/admin/storefront/outbox?limit=2&cursor=${page1.nextCursor}`,
      { token },
    );
    const page2 = second.json().data as typeof page1;
    expect(page2.events.map((entry) => entry.orderNumber)).toEqual([accepted.orderNumber]);
    expect(page2.nextCursor).toBeNull();

    expectError(
      await call(built.app, 'GET', '/api/admin/storefront/outbox?cursor=abc', { token }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('verifies incoming events with the secret it generated under DATA_DIR, and says nothing without one', async () => {
    const built = await buildWith({ runJobs: false });
    await built.app.ready();
    const body = JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: 'order.delivered',
      createdAt: new Date().toISOString(),
      data: { orderNumber: 'SK-NOBODY' },
    });
    const post = (signature: string) =>
      built.app.inject({
        method: 'POST',
        url: '/api/storefront/events',
        payload: body,
        headers: { 'content-type': 'application/json', [signatureHeader]: signature },
      });
    const now = Math.floor(Date.now() / 1000);
    // Past the signature, the orders service answers: no such order.
    expectError(await post(signPayload(await secret(), body, now)), 404, 'NOT_FOUND');
    expectError(
      await post(signPayload('a-secret-the-storefront-does-not-share', body, now)),
      401,
      'UNAUTHENTICATED',
    );
  });
});

describe('with STOREFRONT_EVENTS_URL', () => {
  it('delivers the event signed; when the storefront fails twice, the third attempt sends the same event', async () => {
    const storefront = await standIn([500, 503]);
    try {
      const built = await buildWith({ url: storefront.url, runJobs: true });
      await built.app.ready();

      let settled = settlements(1);
      const order = await sellerAction(built, 'order.fulfilled', {
        courier: 'J&T',
        trackingNumber: 'JT0001',
      });
      expect(await settled).toEqual(['failed']);
      expect(await outboxRows()).toMatchObject([
        { attempts: 1, lastError: 'The storefront answered 500', deliveredAt: null },
      ]);
      expect(await queuedJobs()).toEqual([
        { key: expect.stringMatching(/^storefront-outbox-\d+$/), attempts: 1 },
      ]);

      settled = settlements(1);
      await retryNow();
      expect(await settled).toEqual(['failed']);
      expect(await outboxRows()).toMatchObject([
        { attempts: 2, lastError: 'The storefront answered 503', deliveredAt: null },
      ]);

      settled = settlements(1);
      await retryNow();
      expect(await settled).toEqual(['succeeded']);
      const [row] = await outboxRows();
      expect(row).toMatchObject({ attempts: 3, lastError: null, deliveredAt: expect.any(Date) });
      expect(await queuedJobs()).toEqual([]);

      expect(storefront.received).toHaveLength(3);
      const events = await Promise.all(storefront.received.map(eventOf));
      expect(new Set(events.map((event) => event.id))).toEqual(new Set([row!.eventId]));
      expect(events[2]).toEqual({
        id: row!.eventId,
        type: 'order.fulfilled',
        createdAt: row!.createdAt.toISOString(),
        data: { orderNumber: order.orderNumber, courier: 'J&T', trackingNumber: 'JT0001' },
      });
      expect(new URL(storefront.url).pathname).toBe('/webhooks/suki');
    } finally {
      await storefront.close();
    }
  });

  it('queues nothing when the order transaction rolls back', async () => {
    const storefront = await standIn();
    try {
      const built = await buildWith({ url: storefront.url, runJobs: false });
      await built.app.ready();
      const order = await newOrder();
      await expect(
        db().transaction(async (tx) => {
          await queueSellerEvent(
            tx,
            { config: built.config, jobs: built.app.jobs },
            { orderId: order.id, type: 'order.accepted', data: { orderNumber: order.orderNumber } },
          );
          tx.rollback();
        }),
      ).rejects.toThrow();
      expect(await outboxRows()).toEqual([]);
      expect(await queuedJobs()).toEqual([]);
    } finally {
      await storefront.close();
    }
  });

  it('delivers what was queued before a restart once, by the next process to run jobs', async () => {
    const storefront = await standIn();
    try {
      const first = await buildWith({ url: storefront.url, runJobs: false });
      await first.app.ready();
      await sellerAction(first, 'order.accepted');
      await sellerAction(first, 'order.rejected', { reason: 'No stock after all' });
      expect(await queuedJobs()).toHaveLength(2);
      await close(first.app);
      expect(storefront.received).toEqual([]);

      const second = await buildWith({ url: storefront.url, runJobs: true });
      const settled = settlements(2);
      await second.app.ready();
      expect(await settled).toEqual(['succeeded', 'succeeded']);
      expect(await queuedJobs()).toEqual([]);
      const rows = await outboxRows();
      expect(rows.map((row) => [row.attempts, row.deliveredAt !== null])).toEqual([
        [1, true],
        [1, true],
      ]);
      const events = await Promise.all(storefront.received.map(eventOf));
      expect(events.map((event) => event.id).sort()).toEqual(rows.map((row) => row.eventId).sort());
    } finally {
      await storefront.close();
    }
  });

  it('delivers the events kept while no URL was set, once the URL is set and the runner starts', async () => {
    const storefront = await standIn();
    try {
      const before = await buildWith({ runJobs: false });
      await before.app.ready();
      await sellerAction(before, 'order.accepted');
      await close(before.app);
      expect(await queuedJobs()).toEqual([]);

      const after = await buildWith({ url: storefront.url, runJobs: true });
      const settled = settlements(1);
      await after.app.ready();
      expect(await settled).toEqual(['succeeded']);
      expect(storefront.received).toHaveLength(1);
      const [row] = await outboxRows();
      expect((await eventOf(storefront.received[0]!)).id).toBe(row!.eventId);
      expect(row!.deliveredAt).not.toBeNull();
      await close(after.app);

      // Another start finds nothing owed: nothing is queued or sent again.
      const again = await buildWith({ url: storefront.url, runJobs: true });
      await again.app.ready();
      expect(await queuedJobs()).toEqual([]);
      expect(storefront.received).toHaveLength(1);
    } finally {
      await storefront.close();
    }
  });
});

describe('one delivery attempt', () => {
  async function pendingRow() {
    const order = await newOrder();
    const [row] = await db()
      .insert(storefrontOutbox)
      .values({
        orderId: order.id,
        type: 'order.accepted',
        event: {
          id: randomUUID(),
          type: 'order.accepted',
          createdAt: new Date().toISOString(),
          data: { orderNumber: order.orderNumber },
        },
      })
      .returning();
    return row!;
  }

  const attempt = (url: string, outboxId: number, timeoutMs?: number) =>
    deliverSellerEvent({ db: db(), url, secret: 'x'.repeat(32), ...(timeoutMs ? { timeoutMs } : {}) })(
      { outboxId },
      { id: '1', attempt: 1, maxAttempts: 25, signal: new AbortController().signal },
    );

  const rowOf = async (id: number) =>
    (await db().select().from(storefrontOutbox).where(eq(storefrontOutbox.id, id)))[0]!;

  it('gives up on a storefront that does not answer in time, and says so', async () => {
    const silent = http.createServer(() => {});
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    try {
      const row = await pendingRow();
      const { port } = silent.address() as AddressInfo;
      await expect(attempt(`http://127.0.0.1:${port}/`, row.id, 100)).rejects.toThrow(
        'The storefront did not answer in time',
      );
      expect(await rowOf(row.id)).toMatchObject({
        attempts: 1,
        lastError: 'The storefront did not answer in time',
      });
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it('counts a refused connection, with its reason', async () => {
    const closed = http.createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const row = await pendingRow();
    await expect(attempt(`http://127.0.0.1:${port}/`, row.id)).rejects.toThrow(/ECONNREFUSED/);
    expect((await rowOf(row.id)).lastError).toMatch(/^fetch failed: .*ECONNREFUSED/);
  });

  it('does not follow a redirect with a signed event: a 3xx is a failed attempt', async () => {
    const storefront = await standIn([302]);
    try {
      const row = await pendingRow();
      await expect(attempt(storefront.url, row.id)).rejects.toThrow('The storefront answered 302');
      expect(storefront.received).toHaveLength(1);
    } finally {
      await storefront.close();
    }
  });

  it('sends nothing for an event delivered already', async () => {
    const storefront = await standIn();
    try {
      const row = await pendingRow();
      await attempt(storefront.url, row.id);
      await attempt(storefront.url, row.id);
      expect(storefront.received).toHaveLength(1);
      expect(await rowOf(row.id)).toMatchObject({ attempts: 1, lastError: null });
    } finally {
      await storefront.close();
    }
  });
});

describe('indexes', () => {
  it("serves the admin's outbox pages from the outbox's (created_at, id) index, without sorting", async () => {
    const client = await testDatabase.database.pool.connect();
    try {
      // Few rows make a sequential or bitmap scan cheapest; forbid both to see which index serves the order.
      await client.query('begin');
      await client.query('set local enable_seqscan = off');
      await client.query('set local enable_bitmapscan = off');
      for (const after of [undefined, 12]) {
        const { sql: text, params } = outboxPage(db(), 21, after).toSQL();
        const plan = (await client.query(`explain ${text}`, params)).rows
          .map((row: Record<string, string>) => row['QUERY PLAN'])
          .join('\n');
        expect(plan).toContain('storefront_outbox_created_idx');
        expect(plan).not.toMatch(/\bSort\b/);
      }
      await client.query('rollback');
    } finally {
      client.release();
    }
  });
});
