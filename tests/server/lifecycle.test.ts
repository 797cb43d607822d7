// The server as users run it: real processes on a real DATA_DIR through restarts, kill -9, a second
// server on the same data, SIGTERM, and a database that goes away and comes back.
import { readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, healthSchema } from '../../src/schemas/api.ts';
import { tokenSchema } from '../../src/schemas/auth.ts';
import { loadConfig, originFor } from '../../server/config.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../server/db/embedded.ts';
import {
  listening,
  spawnServer,
  startServer,
  stopServer,
  type ServerProcess,
} from '../helpers/server-process.ts';

const started: ServerProcess[] = [];
const temporaryDirectories: string[] = [];

async function temporaryDataDir(): Promise<string> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'suki-lifecycle-'));
  temporaryDirectories.push(directory);
  return directory;
}

async function run(env: Record<string, string | undefined>): Promise<ServerProcess> {
  const server = await startServer(env);
  started.push(server);
  return server;
}

afterAll(async () => {
  await Promise.all(started.map((server) => stopServer(server, 'SIGKILL')));
  for (const directory of temporaryDirectories) {
    for (const pid of postgresProcessesOf(directory)) process.kill(pid, 'SIGKILL');
    await fs.rm(directory, { recursive: true, force: true });
  }
});

/** Live (non-zombie) PostgreSQL processes whose command line names this DATA_DIR. */
function postgresProcessesOf(dataDir: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const commandLine = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
      if (state !== 'Z' && commandLine.includes(`${dataDir}/postgres`)) pids.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return pids;
}

function postmasterPid(dataDir: string): number {
  return Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

async function register(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      sellerName: 'Lifecycle Seller',
      spStoreName: 'Lifecycle Store',
      country: 'PH',
      email,
      password: 'secret123',
      confirmPassword: 'secret123',
    }),
  });
  expect(response.status).toBe(201);
  return tokenSchema.parse(await response.json()).data.token;
}

async function profileEmail(baseUrl: string, token: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/seller/me`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { email: string } };
  return body.data.email;
}

// Each test starts real server processes; on a busy two-core machine a start can take several seconds.
describe('where it says it runs', () => {
  it('defaults PUBLIC_URL to the address it listens on, so e-mail links open where the seller signed in', () => {
    expect(loadConfig({}).publicUrl).toBe('http://127.0.0.1:3000');
    expect(loadConfig({ HOST: '::1', PORT: '4000' }).publicUrl).toBe('http://[::1]:4000');
    expect(loadConfig({ HOST: 'merchant.local' }).publicUrl).toBe('http://merchant.local:3000');
    expect(loadConfig({ PUBLIC_URL: 'https://merchant.suki.ph/' }).publicUrl).toBe(
      'https://merchant.suki.ph',
    );
  });

  it('on every interface, names an address other devices can open', () => {
    const lan = Object.values(os.networkInterfaces())
      .flat()
      .find((entry) => entry?.family === 'IPv4' && !entry.internal)?.address;
    expect(originFor('0.0.0.0', 3000)).toBe(`http://${lan ?? 'localhost'}:3000`);
    expect(loadConfig({ HOST: '0.0.0.0' }).publicUrl).toBe(originFor('0.0.0.0', 3000));
  });
});

describe('one DATA_DIR through restarts and crashes', { timeout: 120_000 }, () => {
  let dataDir: string;
  let token: string;
  /** The server currently running on dataDir. */
  let owner: ServerProcess;
  const email = 'lifecycle@example.ph';

  beforeAll(async () => {
    dataDir = await temporaryDataDir();
  });

  it('starts fresh, prints the generated admin password once, and keeps data across a SIGTERM restart', async () => {
    const first = await run({ DATA_DIR: dataDir });
    expect(first.output()).toMatch(/Suki Merchant is running at http:\/\/127\.0\.0\.1:\d+\n/);
    // The public URL defaults to where it runs, so no second address is printed.
    expect(first.output()).not.toContain('Public URL');
    expect(first.output()).toMatch(/password: \S+ {3}\(generated now; shown only this once\)/);
    token = await register(first.url, email);

    expect(await stopServer(first, 'SIGTERM')).toBe(0);
    expect(postgresProcessesOf(dataDir)).toEqual([]);
    await expect(fs.stat(path.join(dataDir, 'server.lock'))).rejects.toThrow();

    const second = await run({ DATA_DIR: dataDir });
    expect(second.output()).not.toMatch(/password: \S+/);
    expect(second.output()).toContain('(password as set when this admin was created)');
    expect(await profileEmail(second.url, token)).toBe(email);

    // kill -9 leaves its PostgreSQL running, orphaned: the next start must stop it and carry on.
    const orphan = postmasterPid(dataDir);
    second.child.kill('SIGKILL');
    await second.exited;
    expect(postgresProcessesOf(dataDir)).toContain(orphan);

    const third = await run({ DATA_DIR: dataDir });
    expect(third.output()).toContain(`Stopping PostgreSQL (pid ${orphan}) left running by a previous run`);
    expect(await profileEmail(third.url, token)).toBe(email);

    // Both the server and its PostgreSQL killed: a stale lock and a stale postmaster.pid remain.
    const postmaster = postmasterPid(dataDir);
    third.child.kill('SIGKILL');
    process.kill(postmaster, 'SIGKILL');
    await third.exited;
    owner = await run({ DATA_DIR: dataDir });
    expect(await profileEmail(owner.url, token)).toBe(email);
  });

  it('refuses a second server on the same DATA_DIR at once, naming the process that has it', async () => {
    const startedAt = Date.now();
    const intruder = spawnServer({ DATA_DIR: dataDir });
    const exitCode = await intruder.exited;
    expect(Date.now() - startedAt).toBeLessThan(15_000);
    expect(exitCode).not.toBe(0);
    expect(intruder.output()).toContain(
      `Another Suki Merchant server (pid ${owner.pid}) is already using ${dataDir}`,
    );

    // The refused server touched nothing: the owner still answers.
    expect(await profileEmail(owner.url, token)).toBe(email);
  });

  it('lets exactly one of two servers started at once after a crash take the DATA_DIR', async () => {
    owner.child.kill('SIGKILL');
    await owner.exited;
    const racers = [spawnServer({ DATA_DIR: dataDir }), spawnServer({ DATA_DIR: dataDir })];
    const outcome = await Promise.race([
      Promise.any(racers.map((racer) => racer.exited.then(() => racer))),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('neither server was refused')), 30_000),
      ),
    ]);
    const winner = racers.find((racer) => racer !== outcome)!;
    expect(await outcome.exited).not.toBe(0);
    expect(outcome.output()).toContain(
      `Another Suki Merchant server (pid ${winner.child.pid}) is already using`,
    );

    owner = await listening(winner);
    started.push(owner);
    expect(await profileEmail(owner.url, token)).toBe(email);
  });

  it('restarts its PostgreSQL when that is killed under it, without a restart of the server', async () => {
    const killed = postmasterPid(dataDir);
    process.kill(killed, 'SIGKILL');
    await expect
      .poll(() => owner.output().includes('PostgreSQL is back'), { timeout: 20_000, interval: 100 })
      .toBe(true);
    expect(owner.output()).toContain(`PostgreSQL (pid ${killed}) exited unexpectedly; restarting it`);
    expect(postmasterPid(dataDir)).not.toBe(killed);
    await expect
      .poll(async () => (await fetch(`${owner.url}/api/health`)).status, { timeout: 10_000 })
      .toBe(200);
    expect(await profileEmail(owner.url, token)).toBe(email);
  });

  it('on SIGTERM finishes the request in flight, exits 0 and leaves no PostgreSQL process behind', async () => {
    expect(postgresProcessesOf(dataDir).length).toBeGreaterThan(0);

    // A registration whose body is still arriving when SIGTERM lands must still be answered.
    const body = JSON.stringify({
      sellerName: 'Late Seller',
      spStoreName: 'Late Store',
      country: 'PH',
      email: 'late@example.ph',
      password: 'secret123',
      confirmPassword: 'secret123',
    });
    const request = http.request(`${owner.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answered = new Promise<number>((resolve, reject) => {
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
    });
    request.write(body.slice(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exit = stopServer(owner, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(owner.child.exitCode).toBeNull();
    request.end(body.slice(10));

    expect(await answered).toBe(201);
    expect(await exit).toBe(0);
    expect(postgresProcessesOf(dataDir)).toEqual([]);
  });
});

describe('a database outage', { timeout: 120_000 }, () => {
  let cluster: EmbeddedPostgres;
  let clusterDir: string;

  beforeAll(async () => {
    clusterDir = await temporaryDataDir();
    cluster = await startEmbeddedPostgres({ dataDir: clusterDir, durability: 'relaxed' });
  });

  afterAll(async () => {
    await cluster?.stop();
  });

  it('answers 503 DATABASE_UNAVAILABLE while PostgreSQL is down and recovers without a restart', async () => {
    const server = await run({ DATA_DIR: await temporaryDataDir(), DATABASE_URL: cluster.url });
    const health = () => fetch(`${server.url}/api/health`);

    const before = await health();
    expect(before.status).toBe(200);
    expect(healthSchema.parse(await before.json())).toEqual({ data: { status: 'ok' } });
    const token = await register(server.url, 'outage@example.ph');

    await cluster.stop();
    for (const request of [
      health(),
      fetch(`${server.url}/api/seller/me`, { headers: { authorization: `Bearer ${token}` } }),
    ]) {
      const response = await request;
      expect(response.status).toBe(503);
      const body = apiErrorSchema.parse(await response.json());
      expect(body.code).toBe('DATABASE_UNAVAILABLE');
      expect(body.error).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|postgres/i);
    }
    expect(server.child.exitCode).toBeNull();

    cluster = await startEmbeddedPostgres({ dataDir: clusterDir, port: cluster.port, durability: 'relaxed' });
    await expect.poll(async () => (await health()).status, { timeout: 10_000 }).toBe(200);
    expect(await profileEmail(server.url, token)).toBe('outage@example.ph');
    expect(await stopServer(server, 'SIGTERM')).toBe(0);
  });
});
