// A cheap fingerprint of everything a request could have stored: row count and hash of every table, and the
// files under the uploads folder. Two equal fingerprints mean nothing was stored, changed or removed.
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';

export type Fingerprint = Record<string, string>;

/**
 * What a refused request may still write, by design: throttles count refused attempts (that is their
 * purpose), and a session's last use is noted at most once a minute whatever the answer.
 */
const bookkeeping = { tables: ['throttle_events'], columns: ['last_used_at'] };

/**
 * Fingerprints every table and the files under `uploads`; with `mentioning`, only the rows that mention
 * that text in any column (an account's id: its own rows).
 */
export async function databaseFingerprint(
  pool: pg.Pool,
  { uploads, mentioning }: { uploads?: string; mentioning?: string },
): Promise<() => Promise<Fingerprint>> {
  const { rows: tables } = await pool.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> all($1) order by 1`,
    [bookkeeping.tables],
  );
  const columns = bookkeeping.columns.map((column) => `'${column}'`).join(', ');
  // One statement for all tables; rows in a fixed order so equal contents hash equally.
  const query = tables
    .map(
      ({ name }) =>
        `select '${name}' as name, count(*) || ':' || coalesce(md5(string_agg(r, E'\\n' order by r)), '') as hash
           from (select (to_jsonb(t) - array[${columns}]::text[])::text as r from public."${name}" t) rows
          ${mentioning === undefined ? '' : 'where strpos(r, $1) > 0'}`,
    )
    .join('\nunion all\n');

  return async () => {
    const { rows } = await pool.query<{ name: string; hash: string }>(
      query,
      mentioning === undefined ? [] : [mentioning],
    );
    const fingerprint: Fingerprint = Object.fromEntries(rows.map(({ name, hash }) => [name, hash]));
    if (uploads !== undefined) fingerprint['uploads/'] = (await filesUnder(uploads)).join('\n');
    return fingerprint;
  };
}

async function filesUnder(folder: string): Promise<string[]> {
  const names = await readdir(folder, { recursive: true }).catch(() => [] as string[]);
  const files = await Promise.all(
    names.map(async (name) => {
      const info = await stat(path.join(folder, name)).catch(() => null);
      return info?.isFile() ? `${name} ${info.size}` : null;
    }),
  );
  return files.filter((file) => file !== null).sort();
}

/** The tables (and `uploads/`) whose fingerprint differs. */
export const changedTables = (before: Fingerprint, after: Fingerprint) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (name) => before[name] !== after[name],
  );
