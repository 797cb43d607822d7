// The database layer under failure: the per-file test database, dropped connections, and the 503 rule.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, isDatabaseUnavailable } from '../../server/db/client.ts';
import { freeLoopbackPort } from '../../server/db/embedded.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';

let testDatabase: TestDatabase;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
});

afterAll(async () => {
  await testDatabase?.close();
});

/** Ends every other connection to this file's database, as a database restart would. */
async function terminateConnections(url: string): Promise<number> {
  const admin = new pg.Client({ connectionString: inject('postgresAdminUrl') });
  await admin.connect();
  try {
    const result = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [new URL(url).pathname.slice(1)],
    );
    return result.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

describe('test databases', () => {
  it('are cloned from the migrated template', async () => {
    const { rows } = await testDatabase.database.pool.query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    expect(rows.map((row) => row.name)).toEqual(
      expect.arrayContaining(['sellers', 'seller_sessions', 'admins']),
    );
    const applied = await testDatabase.database.pool.query(
      'select count(*)::int as count from drizzle.__drizzle_migrations',
    );
    expect(applied.rows[0].count).toBeGreaterThan(0);
  });

  it('are separate from one another', async () => {
    const other = await createTestDatabase();
    try {
      expect(other.url).not.toBe(testDatabase.url);
      await other.database.pool.query('create table only_in_other (id int)');
      const seen = await testDatabase.database.pool.query(`select to_regclass('only_in_other') as found`);
      expect(seen.rows[0].found).toBeNull();
    } finally {
      await other.close();
    }
    const admin = new pg.Client({ connectionString: inject('postgresAdminUrl') });
    await admin.connect();
    const left = await admin.query('select 1 from pg_database where datname = $1', [
      new URL(other.url).pathname.slice(1),
    ]);
    await admin.end();
    expect(left.rowCount).toBe(0);
  });
});

describe('a pool whose connections are cut', () => {
  it('reports the idle failure, stays alive and reconnects on the next query', async () => {
    const idleErrors: Error[] = [];
    const database = createDatabase(testDatabase.url, { onIdleError: (error) => idleErrors.push(error) });
    try {
      await Promise.all([1, 2, 3].map(() => database.db.execute(sql`select pg_sleep(0.05)`)));
      expect(database.pool.idleCount).toBeGreaterThan(0);

      expect(await terminateConnections(testDatabase.url)).toBeGreaterThan(0);
      // Each cut connection is reported and dropped from the pool, none of them thrown.
      await expect.poll(() => database.pool.totalCount).toBe(0);
      expect(idleErrors.length).toBeGreaterThan(0);
      expect(idleErrors.every(isDatabaseUnavailable)).toBe(true);

      const { rows } = await database.db.execute<{ answer: number }>(sql`select 42 as answer`);
      expect(rows[0]?.answer).toBe(42);
    } finally {
      await database.close();
    }
  });

  it('fails the query in flight with an error classed as unavailable, then recovers', async () => {
    const database = createDatabase(testDatabase.url);
    try {
      const running = database.db.execute(sql`select pg_sleep(5)`).catch((error: unknown) => error);
      await expect
        .poll(async () => {
          const active = await testDatabase.database.pool.query(
            `select count(*)::int as count from pg_stat_activity where query like 'select pg_sleep(5)%'`,
          );
          return active.rows[0].count;
        })
        .toBe(1);
      await terminateConnections(testDatabase.url);
      const failure = await running;
      expect(failure).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(failure)).toBe(true);

      const { rows } = await database.db.execute<{ answer: number }>(sql`select 1 as answer`);
      expect(rows[0]?.answer).toBe(1);
    } finally {
      await database.close();
    }
    // The file's own pool was cut too; once it has dropped those connections it works again.
    await expect.poll(() => testDatabase.database.pool.totalCount).toBe(0);
    await expect(testDatabase.database.pool.query('select 1')).resolves.toBeTruthy();
  });
});

describe('isDatabaseUnavailable', () => {
  it('is true for a refused connection, through the Drizzle wrapper', async () => {
    const port = await freeLoopbackPort();
    const database = createDatabase(`postgres://nobody:nothing@127.0.0.1:${port}/none`);
    try {
      const failure = await database.db.execute(sql`select 1`).catch((error: unknown) => error);
      expect(isDatabaseUnavailable(failure)).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('is false for a mistake in the query itself', async () => {
    const failure = await testDatabase.database.db
      .execute(sql`select * from no_such_table`)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(failure)).toBe(false);
    const duplicate = await testDatabase.database.pool.query(`select 1/0`).catch((error: unknown) => error);
    expect(isDatabaseUnavailable(duplicate)).toBe(false);
    expect(isDatabaseUnavailable(new Error('Validation failed'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });

  it('is true for the SQLSTATEs of a server shutting down or unreachable', () => {
    for (const code of ['57P01', '57P03', '08006', '08001', '53300']) {
      expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code }))).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });
});
