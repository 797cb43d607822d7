// Private document storage: the bytes of uploaded documents, on local disk under $DATA_DIR/uploads by
// default. Never served from a public path; routes read them back for the owner and for admins only.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export type DocumentStorage = {
  /** Stores the bytes under `key` atomically: a reader sees all of them or none; a failed put leaves nothing. */
  put(key: string, source: Readable | Buffer): Promise<void>;
  /** The stored bytes, or null when nothing is stored under `key`. */
  get(key: string): Promise<Readable | null>;
  /** Removes the bytes; removing what is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Stored keys last written before `cutoff` (for the orphan sweep). */
  keysOlderThan(cutoff: Date): Promise<string[]>;
  /** Removes half-written files of puts that never finished (a crash, a killed process) before `cutoff`. */
  removeUnfinished(cutoff: Date): Promise<number>;
};

export const uploadsDirectory = (dataDir: string) => path.join(dataDir, 'uploads');

/** Keys are made by this module's callers (random UUIDs); anything else is refused before it nears a path. */
const keyPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const newStorageKey = () => randomUUID();

const temporaryPrefix = '.partial-';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export function createLocalDocumentStorage(root: string): DocumentStorage {
  const pathOf = (key: string) => {
    if (!keyPattern.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
    return path.join(root, key);
  };

  return {
    async put(key, source) {
      const target = pathOf(key);
      await fs.mkdir(root, { recursive: true, mode: 0o700 });
      // Same directory as the target, so the rename is atomic (one file system).
      const temporary = path.join(root, `${temporaryPrefix}${randomUUID()}`);
      try {
        await pipeline(
          Buffer.isBuffer(source) ? Readable.from([source]) : source,
          createWriteStream(temporary, { flags: 'wx', mode: 0o600 }),
        );
        await fs.rename(temporary, target);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key) {
      const handle = await fs.open(pathOf(key), 'r').catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      // The stream owns the handle and closes it when done (or when the reader goes away).
      return handle ? handle.createReadStream() : null;
    },

    async delete(key) {
      await fs.rm(pathOf(key), { force: true });
    },

    async keysOlderThan(cutoff) {
      const names = await fs.readdir(root).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      const keys: string[] = [];
      for (const name of names.filter((candidate) => keyPattern.test(candidate))) {
        const stat = await fs.stat(path.join(root, name)).catch(() => null);
        if (stat && stat.mtime < cutoff) keys.push(name);
      }
      return keys;
    },

    async removeUnfinished(cutoff) {
      const names = await fs.readdir(root).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      let removed = 0;
      for (const name of names.filter((candidate) => candidate.startsWith(temporaryPrefix))) {
        const file = path.join(root, name);
        const stat = await fs.stat(file).catch(() => null);
        if (stat && stat.mtime < cutoff) {
          await fs.rm(file, { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}
