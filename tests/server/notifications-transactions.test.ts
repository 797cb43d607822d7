// notifySeller's guarantee: the row and its NOTIFY exist exactly when the reporting transaction commits.
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalStatus } from '#schemas/seller';
import { notificationChannel, notifySeller } from '../../server/modules/notifications/notify.ts';
import { notifications } from '../../server/modules/notifications/table.ts';
import { sellers } from '../../server/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { createSeller } from './notifications-fixture.ts';

let testDatabase: TestDatabase;
/** A separate connection LISTENing like a server process would, recording every payload it hears. */
let listener: pg.Client;
const heard: string[] = [];

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  listener = new pg.Client({ connectionString: testDatabase.url });
  await listener.connect();
  listener.on('notification', (message) => {
    if (message.channel === notificationChannel && message.payload) heard.push(message.payload);
  });
  await listener.query(`listen ${notificationChannel}`);
});

afterAll(async () => {
  await listener?.end();
  await testDatabase?.close();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

const rowsOf = (sellerId: string) =>
  testDatabase.database.db.select().from(notifications).where(eq(notifications.sellerId, sellerId));

async function waitUntilHeard(sellerId: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!heard.includes(sellerId)) {
    if (Date.now() > deadline) throw new Error(`no NOTIFY for ${sellerId}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('notifySeller', () => {
  it('inside a rolled-back transaction leaves no row and sends no NOTIFY', async () => {
    const seller = await createSeller(testDatabase.database, 'rollback');
    await expect(
      testDatabase.database.db.transaction(async (tx) => {
        await tx
          .update(sellers)
          .set({ approvalStatus: approvalStatus.approved })
          .where(eq(sellers.id, seller.id));
        await notifySeller(tx, seller.id, { title: 'Account approved', message: 'Welcome' });
        tx.rollback();
      }),
    ).rejects.toThrow();
    await settle();
    expect(await rowsOf(seller.id)).toEqual([]);
    expect(heard).not.toContain(seller.id);
  });

  it('inside a transaction that fails after it leaves nothing either', async () => {
    const seller = await createSeller(testDatabase.database, 'failure');
    await expect(
      testDatabase.database.db.transaction(async (tx) => {
        await notifySeller(tx, seller.id, { title: 'Account rejected', message: 'Missing permit' });
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow();
    await settle();
    expect(await rowsOf(seller.id)).toEqual([]);
    expect(heard).not.toContain(seller.id);
  });

  it('is invisible and silent until commit, then delivers the row and one NOTIFY per transaction', async () => {
    const seller = await createSeller(testDatabase.database, 'commit');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const insideTransaction = new Promise<void>((resolve) => (written = resolve));

    const transaction = testDatabase.database.db.transaction(async (tx) => {
      await notifySeller(tx, seller.id, {
        title: 'Account approved',
        message: 'Welcome',
        redirectUrl: '/dashboard',
      });
      await notifySeller(tx, seller.id, { title: 'Tip', message: 'Add your first product' });
      written();
      await gate;
    });

    await insideTransaction;
    await settle();
    expect(await rowsOf(seller.id)).toEqual([]);
    expect(heard).not.toContain(seller.id);

    release();
    await transaction;
    await waitUntilHeard(seller.id);
    await settle();
    expect(heard.filter((payload) => payload === seller.id)).toHaveLength(1);
    const rows = await rowsOf(seller.id);
    expect(rows.map((row) => row.title).sort()).toEqual(['Account approved', 'Tip']);
    expect(rows.find((row) => row.title === 'Account approved')?.metadata).toEqual({
      redirectUrl: '/dashboard',
    });
    expect(rows.every((row) => row.readAt === null)).toBe(true);
  });

  it('refuses a redirect that leaves the portal, failing the caller transaction', async () => {
    const seller = await createSeller(testDatabase.database, 'redirect');
    for (const redirectUrl of ['https://example.com/phish', '//example.com', 'dashboard', '/a b']) {
      await expect(
        testDatabase.database.db.transaction((tx) =>
          notifySeller(tx, seller.id, { title: 'Bad link', message: 'x', redirectUrl }),
        ),
        redirectUrl,
      ).rejects.toThrow();
    }
    expect(await rowsOf(seller.id)).toEqual([]);
  });
});
