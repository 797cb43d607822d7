// The live badge over real HTTP: Server-Sent Events fed by LISTEN/NOTIFY, from this process or another one.
import { execFile } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sellerSessions } from '../../server/db/schema.ts';
import { hashToken } from '../../server/lib/tokens.ts';
import { createSessionStore } from '../../server/lib/sessions.ts';
import { notifySeller } from '../../server/modules/notifications/notify.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import {
  bearer,
  buildNotificationsApp,
  createSeller,
  dataBlocks,
  isCount,
  openEventStream,
  type TestSeller,
} from './notifications-fixture.ts';

const execFileAsync = promisify(execFile);
const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
const childScript = fileURLToPath(new URL('./notifications-child-notify.ts', import.meta.url));

let testDatabase: TestDatabase;
let app: FastifyInstance;
let logLines: string[];
let baseUrl: string;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  ({ app, logLines } = await buildNotificationsApp(testDatabase.database, { heartbeatMs: 200 }));
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await app?.close();
  await testDatabase?.close();
});

const openStream = (query: string) => openEventStream(`${baseUrl}/api/notifications/stream${query}`);

async function notifyFromAnotherProcess(seller: TestSeller, title: string): Promise<void> {
  await execFileAsync(tsx, [childScript, testDatabase.url, seller.id, title], { timeout: 30_000 });
}

async function notifyHere(seller: TestSeller, title: string): Promise<void> {
  await testDatabase.database.db.transaction((tx) => notifySeller(tx, seller.id, { title, message: title }));
}

describe('GET /api/notifications/stream', () => {
  it('refuses a missing or unknown token', async () => {
    for (const query of ['', '?token=', '?token=not-a-session']) {
      const stream = await openStream(query);
      expect(stream.status, query).toBe(401);
      stream.close();
    }
  });

  it('sends a retry hint and the current count, then the count after a commit made by another process', async () => {
    const seller = await createSeller(testDatabase.database, 'live');
    const stream = await openStream(`?token=${seller.token}`);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(stream.headers['cache-control']).toContain('no-cache');
      await stream.next(isCount(0));
      expect(stream.blocks[0]).toEqual({ retry: 3_000 });

      const before = stream.blocks.length;
      await notifyFromAnotherProcess(seller, 'Account approved');
      await stream.next(isCount(1), before);
    } finally {
      stream.close();
    }
  });

  it("fans out to every stream of the seller, and another seller's news reaches none of them", async () => {
    const seller = await createSeller(testDatabase.database, 'fanout');
    const other = await createSeller(testDatabase.database, 'elsewhere');
    const first = await openStream(`?token=${seller.token}`);
    const second = await openStream(`?token=${seller.token}`);
    try {
      await first.next(isCount(0));
      await second.next(isCount(0));
      await notifyHere(other, 'Not for you');
      await notifyHere(seller, 'For you');
      await first.next(isCount(1));
      await second.next(isCount(1));
      // Give a misrouted event time to arrive: each stream has seen exactly 0 then 1.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(dataBlocks(first)).toEqual([{ data: { unreadCount: 0 } }, { data: { unreadCount: 1 } }]);
      expect(dataBlocks(second)).toEqual([{ data: { unreadCount: 0 } }, { data: { unreadCount: 1 } }]);
    } finally {
      first.close();
      second.close();
    }
  });

  it('follows mark-read and mark-all-read, from any device', async () => {
    const seller = await createSeller(testDatabase.database, 'reads');
    await notifyHere(seller, 'One');
    await notifyHere(seller, 'Two');
    const stream = await openStream(`?token=${seller.token}`);
    try {
      await stream.next(isCount(2));
      const list = await app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(seller) });
      const [newest] = list.json().data.notifications as Array<{ id: string }>;
      await app.inject({
        method: 'PATCH',
        url: '/api/notifications/mark-read',
        headers: bearer(seller),
        payload: { ids: [newest!.id] },
      });
      await stream.next(isCount(1));
      await app.inject({ method: 'PATCH', url: '/api/notifications/mark-all-read', headers: bearer(seller) });
      await stream.next(isCount(0));
    } finally {
      stream.close();
    }
  });

  it('keeps idle streams open with heartbeat comments', async () => {
    const seller = await createSeller(testDatabase.database, 'heartbeat');
    const stream = await openStream(`?token=${seller.token}`);
    try {
      await stream.next((block) => block.comment === 'heartbeat');
    } finally {
      stream.close();
    }
  });

  it('recovers when the LISTEN connection drops: the stream is refreshed and later commits arrive', async () => {
    const seller = await createSeller(testDatabase.database, 'reconnect');
    const stream = await openStream(`?token=${seller.token}`);
    try {
      await stream.next(isCount(0));
      const admin = new pg.Client({ connectionString: inject('postgresAdminUrl') });
      await admin.connect();
      const killed = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = $1 and query ilike 'listen %' and pid <> pg_backend_pid()`,
        [new URL(testDatabase.url).pathname.slice(1)],
      );
      await admin.end();
      expect(killed.rowCount).toBe(1);
      // Committed while the listener is away: the reconnect's refresh must still deliver it.
      await notifyHere(seller, 'While away');
      await stream.next(isCount(1));
      await notifyFromAnotherProcess(seller, 'After the reconnect');
      await stream.next(isCount(2));
    } finally {
      stream.close();
    }
  });

  it('never writes the token into a log line', async () => {
    const seller = await createSeller(testDatabase.database, 'logs');
    const stream = await openStream(`?token=${seller.token}`);
    await stream.next(isCount(0));
    stream.close();
    const failed = await openStream(`?token=${seller.token}x`);
    failed.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const text = logLines.join('\n');
    expect(text).toContain('/api/notifications/stream');
    expect(text).not.toContain(seller.token);
  });

  it('ends open streams when the server closes', async () => {
    const own = await buildNotificationsApp(testDatabase.database);
    const url = await own.app.listen({ host: '127.0.0.1', port: 0 });
    const seller = await createSeller(testDatabase.database, 'shutdown');
    const stream = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(`${url}/api/notifications/stream?token=${seller.token}`, resolve).on('error', reject),
    );
    expect(stream.statusCode).toBe(200);
    const ended = new Promise<void>((resolve) => stream.on('close', () => resolve()));
    stream.resume();
    await own.app.close();
    await ended;
  });
});

describe('a stream lives as long as its session', () => {
  const endSession = (token: string) =>
    testDatabase.database.db.delete(sellerSessions).where(eq(sellerSessions.tokenHash, hashToken(token)));

  it('ends without another count when its session has ended and a change wakes it', async () => {
    const seller = await createSeller(testDatabase.database, 'logged-out');
    const otherToken = await createSessionStore(testDatabase.database.db).startSeller(seller.id);
    const ending = await openStream(`?token=${seller.token}`);
    const staying = await openStream(`?token=${otherToken}`);
    try {
      await ending.next(isCount(0));
      await staying.next(isCount(0));
      await endSession(seller.token);
      await notifyHere(seller, 'After the logout');
      await staying.next(isCount(1));
      await ending.ended;
      expect(dataBlocks(ending)).toEqual([{ data: { unreadCount: 0 } }]);
      expect((await openStream(`?token=${seller.token}`)).status).toBe(401);
    } finally {
      ending.close();
      staying.close();
    }
  });

  it('ends at a heartbeat once its session has idled out, with no change to wake it', async () => {
    const seller = await createSeller(testDatabase.database, 'idle');
    const stream = await openStream(`?token=${seller.token}`);
    try {
      await stream.next(isCount(0));
      await testDatabase.database.db
        .update(sellerSessions)
        .set({ lastUsedAt: sql`now() - interval '31 days'` })
        .where(eq(sellerSessions.tokenHash, hashToken(seller.token)));
      await stream.ended;
      expect(dataBlocks(stream)).toEqual([{ data: { unreadCount: 0 } }]);
    } finally {
      stream.close();
    }
  });
});
