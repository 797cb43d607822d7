// A fresh, migrated database for one test file, cloned from the template that the global setup made.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, type Database } from '../../server/db/client.ts';

export type TestDatabase = {
  /** postgres://… of this file's own database (for a second pool, or a server process under test). */
  url: string;
  database: Database;
  /** Closes the pool and drops the database. */
  close(): Promise<void>;
};

async function onAdminConnection<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('postgresAdminUrl') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  // Copying a template is a file copy, far faster than running every migration again.
  await onAdminConnection((client) =>
    client.query(`create database ${name} template ${client.escapeIdentifier(inject('postgresTemplate'))}`),
  );
  const url = new URL(inject('postgresAdminUrl'));
  url.pathname = `/${name}`;
  const database = createDatabase(url.href);
  let closing: Promise<void> | undefined;
  return {
    url: url.href,
    database,
    close: () =>
      (closing ??= (async () => {
        await database.close();
        // FORCE ends connections a test left open (a server process it spawned, say).
        await onAdminConnection((client) => client.query(`drop database if exists ${name} with (force)`));
      })()),
  };
}
