// Vitest globalSetup of the `server` project: one throwaway PostgreSQL for the whole run and a migrated
// template database that each test file clones (tests/helpers/database.ts).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../../server/db/client.ts';
import { startEmbeddedPostgres } from '../../server/db/embedded.ts';
import { isAlive } from '../../server/db/processes.ts';
import { migrateDatabase } from '../../server/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres://… of the maintenance database of the test cluster (create and drop databases there). */
    postgresAdminUrl: string;
    /** The migrated database every test database is created from. */
    postgresTemplate: string;
  }
}

const template = 'suki_template';

const prefix = 'suki-test-postgres-';

/**
 * A run killed before its teardown (Ctrl-C, a CI timeout) leaves its folder behind; its PostgreSQL is
 * already stopped by the exit hook of server/db/embedded.ts. Removes such folders: owner dead, older
 * than a minute (a folder that young may belong to a run that has not written its lock yet).
 */
async function removeAbandonedClusters(): Promise<void> {
  const entries = await fs.readdir(os.tmpdir()).catch(() => [] as string[]);
  for (const entry of entries.filter((name) => name.startsWith(prefix))) {
    const folder = path.join(os.tmpdir(), entry);
    const stat = await fs.stat(folder).catch(() => null);
    if (!stat || Date.now() - stat.mtimeMs < 60_000) continue;
    const lock = await fs.readFile(path.join(folder, 'server.lock'), 'utf8').catch(() => null);
    const owner = lock === null ? null : /"pid":(\d+)/.exec(lock)?.[1];
    if (owner && isAlive(Number(owner))) continue;
    const postmaster = await fs
      .readFile(path.join(folder, 'postgres', 'postmaster.pid'), 'utf8')
      .catch(() => null);
    if (postmaster !== null && isAlive(Number(postmaster.split('\n')[0]))) continue;
    await fs.rm(folder, { recursive: true, force: true });
  }
}

export default async function setup(project: TestProject) {
  await removeAbandonedClusters().catch(() => {});
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  const cluster = await startEmbeddedPostgres({ dataDir, durability: 'relaxed' });
  try {
    const admin = new pg.Client({ connectionString: cluster.adminUrl });
    await admin.connect();
    await admin.query(`create database ${template}`);
    await admin.end();

    const templateUrl = new URL(cluster.adminUrl);
    templateUrl.pathname = `/${template}`;
    const database = createDatabase(templateUrl.href, { max: 1 });
    try {
      await migrateDatabase(database);
    } finally {
      // A template must have no open connection while it is being copied.
      await database.close();
    }
  } catch (error) {
    await cluster.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
    throw error;
  }

  project.provide('postgresAdminUrl', cluster.adminUrl);
  project.provide('postgresTemplate', template);

  return async () => {
    await cluster.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}
