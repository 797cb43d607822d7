// What requests stored: a trigger on every table of a test's own database logs each row written, so telling
// whether a request changed anything costs one indexed read however large the tables grow; and the names of
// the files under the uploads folder (a stored document is never rewritten in place).
import { readdir } from 'node:fs/promises';
import type pg from 'pg';

/**
 * What a refused request may still write, by design: throttles count refused attempts (that is their
 * purpose), and a session's last use is noted at most once a minute whatever the answer.
 */
const bookkeeping = { tables: ['throttle_events'], columns: ['last_used_at'] };

const log = 'test_change_log';

export type ChangeMark = { position: string; files: string[] };

export type ChangeWatch = {
  /** Where the log and the uploads folder stand now. */
  mark(): Promise<ChangeMark>;
  /**
   * The tables (and `uploads/`) changed since `mark`; with `mentioning`, only tables whose changed rows
   * mention that text in any column (an account's id: its own rows), uploads aside.
   */
  changedSince(mark: ChangeMark, mentioning?: string): Promise<string[]>;
};

/** Logs every later write to the database behind `pool` (a test's own: this adds triggers to it). */
export async function watchChanges(pool: pg.Pool, uploads: string): Promise<ChangeWatch> {
  const ignored = bookkeeping.columns.map((column) => `'${column}'`).join(', ');
  await pool.query(`
    create table if not exists ${log} (id bigserial primary key, table_name text not null, row_text text not null);
    create or replace function ${log}_write() returns trigger language plpgsql as $$
    begin
      -- An update that only notes bookkeeping (a session's last use) changes nothing a request asked for.
      if tg_op = 'UPDATE' and (to_jsonb(new) - array[${ignored}]) = (to_jsonb(old) - array[${ignored}]) then
        return null;
      end if;
      insert into ${log} (table_name, row_text)
        values (tg_table_name, case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end::text);
      return null;
    end $$;`);
  const { rows: tables } = await pool.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> all($1)`,
    [[...bookkeeping.tables, log]],
  );
  for (const { name } of tables)
    await pool.query(
      `create or replace trigger ${log}_write after insert or update or delete on public."${name}"
         for each row execute function ${log}_write()`,
    );

  const files = async () => (await readdir(uploads, { recursive: true }).catch(() => [] as string[])).sort();
  return {
    async mark() {
      const { rows } = await pool.query<{ position: string }>(
        `select coalesce(max(id), 0)::text as position from ${log}`,
      );
      return { position: rows[0]!.position, files: await files() };
    },
    async changedSince(mark, mentioning) {
      const { rows } = await pool.query<{ name: string }>(
        `select distinct table_name as name from ${log}
          where id > $1 and ($2::text is null or strpos(row_text, $2) > 0) order by 1`,
        [mark.position, mentioning ?? null],
      );
      const changed = rows.map(({ name }) => name);
      if (mentioning === undefined && (await files()).join('\n') !== mark.files.join('\n'))
        changed.push('uploads/');
      return changed;
    },
  };
}
