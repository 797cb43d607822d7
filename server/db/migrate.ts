// Applies the committed drizzle-kit migrations (./migrations) and the job queue's own at start, one server at a
// time.
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.ts';
import { migrateJobQueue, type JobLog } from '../lib/jobs.ts';
import * as schema from './schema.ts';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any fixed number: the advisory lock that keeps two servers starting together from migrating twice. */
const migrationLockKey = 0x53554b49; // "SUKI"

const quiet: JobLog = { info() {}, warn() {}, error() {}, debug() {} };

export async function migrateDatabase(database: Database, log: JobLog = quiet): Promise<void> {
  // A session-level advisory lock lives on one connection, so the migrator must run on that same one.
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
    try {
      await migrate(drizzle({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [migrationLockKey]);
    }
  } finally {
    client.release();
  }
  // graphile-worker's own tables, on a connection of their own (the pool may hold only one): it takes care of
  // servers starting together itself, and every runner then starts on a ready schema.
  await migrateJobQueue(database.pool, log);
}
