// The feed API on real PostgreSQL: pagination edges, ordering, ownership of mark-read, and the indexes.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, okSchema } from '#schemas/api';
import { notificationsPageResponseSchema, unreadCountResponseSchema } from '#schemas/notifications';
import { notifySeller } from '../../server/modules/notifications/notify.ts';
import { notifications } from '../../server/modules/notifications/table.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { bearer, buildNotificationsApp, createSeller, type TestSeller } from './notifications-fixture.ts';

let testDatabase: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  ({ app } = await buildNotificationsApp(testDatabase.database));
});

afterAll(async () => {
  await app?.close();
  await testDatabase?.close();
});

/** `count` notifications titled 'N 1' … 'N count', written oldest first in one transaction. */
async function seed(seller: TestSeller, count: number, prefix = 'N'): Promise<void> {
  await testDatabase.database.db.transaction(async (tx) => {
    for (let index = 1; index <= count; index += 1) {
      await notifySeller(tx, seller.id, { title: `${prefix} ${index}`, message: `Message ${index}` });
    }
  });
}

async function getPage(seller: TestSeller, query: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/notifications${query}`,
    headers: bearer(seller),
  });
  expect(response.statusCode, response.body).toBe(200);
  return notificationsPageResponseSchema.parse(response.json()).data;
}

async function unreadCount(seller: TestSeller): Promise<number> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/notifications/unread-count',
    headers: bearer(seller),
  });
  expect(response.statusCode, response.body).toBe(200);
  return unreadCountResponseSchema.parse(response.json()).data.unreadCount;
}

async function markRead(seller: TestSeller, ids: unknown) {
  return app.inject({
    method: 'PATCH',
    url: '/api/notifications/mark-read',
    headers: bearer(seller),
    payload: { ids },
  });
}

describe('GET /api/notifications pagination', () => {
  it('answers an empty feed with no next page (0 notifications)', async () => {
    const seller = await createSeller(testDatabase.database, 'empty');
    const page = await getPage(seller, '?limit=10&page=1');
    expect(page).toEqual({ notifications: [], pagination: { page: 1, limit: 10, hasNextPage: false } });
    expect(await unreadCount(seller)).toBe(0);
  });

  it('has no next page with exactly 10 notifications', async () => {
    const seller = await createSeller(testDatabase.database, 'ten');
    await seed(seller, 10);
    const page = await getPage(seller, '?limit=10&page=1');
    expect(page.notifications).toHaveLength(10);
    expect(page.pagination).toEqual({ page: 1, limit: 10, hasNextPage: false });
    const after = await getPage(seller, '?limit=10&page=2');
    expect(after).toEqual({ notifications: [], pagination: { page: 2, limit: 10, hasNextPage: false } });
  });

  it('has a next page of one with 11 notifications, the oldest last', async () => {
    const seller = await createSeller(testDatabase.database, 'eleven');
    await seed(seller, 11);
    const first = await getPage(seller, '?limit=10&page=1');
    expect(first.notifications).toHaveLength(10);
    expect(first.pagination.hasNextPage).toBe(true);
    const second = await getPage(seller, '?limit=10&page=2');
    expect(second.notifications.map((item) => item.title)).toEqual(['N 1']);
    expect(second.pagination).toEqual({ page: 2, limit: 10, hasNextPage: false });
  });

  it('defaults to page 1 of 10 and serves newest first with every field', async () => {
    const seller = await createSeller(testDatabase.database, 'order');
    await seed(seller, 12);
    await testDatabase.database.db.transaction((tx) =>
      notifySeller(tx, seller.id, {
        title: 'Approved',
        message: 'Welcome aboard',
        redirectUrl: '/dashboard',
      }),
    );
    const page = await getPage(seller, '');
    expect(page.pagination).toEqual({ page: 1, limit: 10, hasNextPage: true });
    expect(page.notifications.map((item) => item.title)).toEqual([
      'Approved',
      'N 12',
      'N 11',
      'N 10',
      'N 9',
      'N 8',
      'N 7',
      'N 6',
      'N 5',
      'N 4',
    ]);
    expect(page.notifications[0]).toMatchObject({
      title: 'Approved',
      message: 'Welcome aboard',
      metadata: { redirectUrl: '/dashboard' },
      isRead: false,
    });
    expect(page.notifications[1]!.metadata).toEqual({});
    const times = page.notifications.map((item) => Date.parse(item.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('breaks ties of equal times by id, so consecutive pages never repeat or skip a row', async () => {
    const seller = await createSeller(testDatabase.database, 'ties');
    const at = new Date('2026-01-01T00:00:00Z');
    await testDatabase.database.db.insert(notifications).values(
      Array.from({ length: 7 }, (_, index) => ({
        sellerId: seller.id,
        title: `T${index}`,
        message: 'same time',
        createdAt: at,
      })),
    );
    const pages = [
      await getPage(seller, '?limit=3&page=1'),
      await getPage(seller, '?limit=3&page=2'),
      await getPage(seller, '?limit=3&page=3'),
    ];
    const ids = pages.flatMap((page) => page.notifications.map((item) => item.id));
    expect(new Set(ids).size).toBe(7);
    expect(ids).toEqual([...ids].sort().reverse());
    expect(pages.map((page) => page.pagination.hasNextPage)).toEqual([true, true, false]);
  });

  it('accepts a limit up to 50 and refuses more, or a page below 1', async () => {
    const seller = await createSeller(testDatabase.database, 'limits');
    await seed(seller, 3);
    expect((await getPage(seller, '?limit=50')).pagination.limit).toBe(50);
    for (const query of ['?limit=51', '?limit=0', '?page=0', '?limit=ten', '?limit=2.5']) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/notifications${query}`,
        headers: bearer(seller),
      });
      expect(response.statusCode, query).toBe(400);
      expect(apiErrorSchema.parse(response.json()).code).toBe('VALIDATION_FAILED');
    }
  });

  it('shows a seller only their own notifications', async () => {
    const mine = await createSeller(testDatabase.database, 'mine');
    const theirs = await createSeller(testDatabase.database, 'theirs');
    await seed(mine, 2, 'Mine');
    await seed(theirs, 3, 'Theirs');
    expect((await getPage(mine, '')).notifications.map((item) => item.title)).toEqual(['Mine 2', 'Mine 1']);
    expect(await unreadCount(mine)).toBe(2);
    expect(await unreadCount(theirs)).toBe(3);
  });

  it('refuses a call without a session', async () => {
    for (const url of ['/api/notifications', '/api/notifications/unread-count']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
      expect(apiErrorSchema.parse(response.json()).code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('PATCH /api/notifications/mark-read', () => {
  it("marks the caller's ids read and leaves another seller's ids and unknown ids untouched", async () => {
    const seller = await createSeller(testDatabase.database, 'reader');
    const other = await createSeller(testDatabase.database, 'other');
    await seed(seller, 3);
    await seed(other, 2, 'Other');
    const [newest, middle] = (await getPage(seller, '')).notifications;
    const foreign = (await getPage(other, '')).notifications.map((item) => item.id);

    const response = await markRead(seller, [newest!.id, ...foreign, crypto.randomUUID()]);
    expect(response.statusCode, response.body).toBe(200);
    expect(okSchema.parse(response.json())).toEqual({ data: { ok: true } });

    const after = (await getPage(seller, '')).notifications;
    expect(after.map((item) => item.isRead)).toEqual([true, false, false]);
    expect(await unreadCount(seller)).toBe(2);
    expect((await getPage(other, '')).notifications.every((item) => !item.isRead)).toBe(true);
    expect(await unreadCount(other)).toBe(2);

    // Marking again keeps the first read time (it is a fact, not a toggle).
    const [before] = await testDatabase.database.db
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(eq(notifications.id, newest!.id));
    expect((await markRead(seller, [newest!.id, middle!.id])).statusCode).toBe(200);
    const [again] = await testDatabase.database.db
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(eq(notifications.id, newest!.id));
    expect(again!.readAt).toEqual(before!.readAt);
    expect(await unreadCount(seller)).toBe(1);
  });

  it('answers 200 for an empty list and 400 for ids that are not notification ids', async () => {
    const seller = await createSeller(testDatabase.database, 'shapes');
    expect((await markRead(seller, [])).statusCode).toBe(200);
    for (const ids of [['not-an-id'], 'all', [1]]) {
      const response = await markRead(seller, ids);
      expect(response.statusCode, JSON.stringify(ids)).toBe(400);
      expect(apiErrorSchema.parse(response.json()).code).toBe('VALIDATION_FAILED');
    }
  });

  it('mark-all-read clears only the caller', async () => {
    const seller = await createSeller(testDatabase.database, 'all');
    const other = await createSeller(testDatabase.database, 'bystander');
    await seed(seller, 4);
    await seed(other, 2);
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/notifications/mark-all-read',
      headers: bearer(seller),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await unreadCount(seller)).toBe(0);
    expect((await getPage(seller, '')).notifications.every((item) => item.isRead)).toBe(true);
    expect(await unreadCount(other)).toBe(2);
  });
});

describe('indexes', () => {
  it('serves the feed and the unread count from their indexes', async () => {
    const seller = await createSeller(testDatabase.database, 'explain');
    await seed(seller, 5);
    const { pool } = testDatabase.database;
    const client = await pool.connect();
    try {
      // Few rows make a sequential or bitmap scan cheapest; forbid both to see which index serves the order.
      await client.query('begin');
      await client.query('set local enable_seqscan = off');
      await client.query('set local enable_bitmapscan = off');
      const feed = await client.query(
        `explain select id from notifications where seller_id = $1 order by created_at desc, id desc limit 11 offset 10`,
        [seller.id],
      );
      const feedPlan = feed.rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(feedPlan).toContain('notifications_seller_feed_idx');
      expect(feedPlan).not.toMatch(/\bSort\b/);
      const unread = await client.query(
        `explain select count(*) from notifications where seller_id = $1 and read_at is null`,
        [seller.id],
      );
      expect(unread.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain(
        'notifications_seller_unread_idx',
      );
      await client.query('rollback');
    } finally {
      client.release();
    }
  });
});
