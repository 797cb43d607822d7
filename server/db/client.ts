// The connection pool and the Drizzle handle every module queries through.
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './tables.ts';

export type Database = {
  db: NodePgDatabase<typeof schema>;
  pool: pg.Pool;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** Connections kept at most (default 10). */
  max?: number;
  /**
   * Told about a pooled connection that broke while idle (the database restarted, a network blip).
   * The pool has already dropped that connection and opens a fresh one on the next query.
   */
  onIdleError?: (error: Error) => void;
};

export function createDatabase(url: string, options: DatabaseOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    // Fail a request fast (503) instead of queueing it forever while the database is unreachable.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
  });
  // Without a listener, an idle connection's error would be thrown as an uncaught 'error' event and
  // take the whole process down when the database restarts.
  pool.on('error', (error) => options.onIdleError?.(error));
  // A client checked out when its connection breaks (a long-lived LISTEN, the job runner's) emits 'error' on
  // itself rather than on the pool; unheard, that too would end the process. Its holder sees the failure
  // on its next query.
  pool.on('connect', (client) => client.on('error', (error) => options.onIdleError?.(error)));
  const db = drizzle({ client: pool, schema });
  let closing: Promise<void> | undefined;
  return {
    db,
    pool,
    close: () => (closing ??= pool.end()),
  };
}

/** SQLSTATEs meaning "the database cannot serve you right now", not "your query is wrong". */
const unavailableStates = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, in recovery)
  '57P05', // idle_session_timeout
  '53300', // too_many_connections
  '58030', // io_error
]);

const unavailableErrnos = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres reports a lost or refused connection with these messages rather than a code. */
const unavailableMessages =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|Client was closed and is not queryable/i;

/**
 * True when an error (or anything in its `cause` chain: Drizzle wraps driver errors) means the
 * database is unreachable rather than that the request was wrong; the API answers those with 503.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string') {
      if (code.startsWith('08') || unavailableStates.has(code) || unavailableErrnos.has(code)) return true;
    }
    if (typeof message === 'string' && unavailableMessages.test(message)) return true;
    pending.push(cause);
    // A host name with several addresses fails as an AggregateError of one error per address.
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return false;
}
