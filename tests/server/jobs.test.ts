// The one job queue (server/lib/jobs.ts, decision 023): a job exists exactly when the transaction that added
// it commits, runs with its payload, is retried after a failure, is not doubled by its key, lets a running
// job finish on stop, and a runner started while the database is down starts once it is back.
import { once } from 'node:events';
import net from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue, type JobContext, type JobLog, type JobQueue } from '../../server/lib/jobs.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { watchJobSettlements, type JobSettlements } from './jobs-fixture.ts';

let testDatabase: TestDatabase;
let settlements: JobSettlements;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  settlements = await watchJobSettlements(testDatabase);
});
afterAll(async () => {
  await settlements?.close();
  await testDatabase?.close();
});

const db = () => testDatabase.database.db;

type Line = { level: keyof JobLog; message: string; fields: object };

/** A log that keeps its lines, and tells a test when one it waits for arrives. */
function recordingLog() {
  const lines: Line[] = [];
  const waiting: Array<{ matches: (line: Line) => boolean; resolve: () => void }> = [];
  const write = (level: keyof JobLog) => (fields: object, message: string) => {
    const line = { level, message, fields };
    lines.push(line);
    for (const waiter of waiting.filter((candidate) => candidate.matches(line))) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  const log: JobLog = {
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    debug: write('debug'),
  };
  return {
    log,
    lines,
    /** Resolves when a line of `level` whose message starts with `prefix` is written (now or already). */
    when: (level: keyof JobLog, prefix: string) =>
      new Promise<void>((resolve) => {
        const matches = (line: Line) => line.level === level && line.message.startsWith(prefix);
        if (lines.some(matches)) resolve();
        else waiting.push({ matches, resolve });
      }),
  };
}

/** A promise and its resolver, for a handler to tell the test it ran (or to wait on the test). */
function signal<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

const queues: JobQueue[] = [];
afterEach(async () => {
  for (let queue = queues.pop(); queue; queue = queues.pop()) await queue.stop();
  await db().execute(sql`delete from graphile_worker._private_jobs`);
});

function queueOn(pool: pg.Pool, log: JobLog = recordingLog().log, restartDelayMs?: number): JobQueue {
  const queue = createJobQueue({
    pool,
    log,
    pollIntervalMs: 50,
    ...(restartDelayMs === undefined ? {} : { restartDelayMs }),
  });
  queues.push(queue);
  return queue;
}

const jobRows = async () =>
  (
    await db().execute(
      sql`select task_identifier as task, key, attempts from graphile_worker.jobs order by id`,
    )
  ).rows;
const payloadsOf = async () =>
  (await db().execute(sql`select payload from graphile_worker._private_jobs order by id`)).rows.map(
    (row) => row.payload,
  );
const retryNow = () => db().execute(sql`update graphile_worker._private_jobs set run_at = now()`);

describe('jobs.add', () => {
  it('adds nothing when its transaction rolls back; runs the job with its payload once it commits', async () => {
    const ran = signal<{ payload: unknown; job: JobContext }>();
    const queue = queueOn(testDatabase.database.pool);
    queue.define<{ n: number }>('test.echo', async (payload, job) => ran.resolve({ payload, job }));

    await expect(
      db().transaction(async (tx) => {
        await queue.add(tx, 'test.echo', { n: 1 });
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(await jobRows()).toEqual([]);

    await db().transaction((tx) => queue.add(tx, 'test.echo', { n: 2 }, { maxAttempts: 3 }));
    expect(await jobRows()).toEqual([{ task: 'test.echo', key: null, attempts: 0 }]);

    const settled = settlements.next(1);
    await queue.start();
    const { payload, job } = await ran.promise;
    expect(payload).toEqual({ n: 2 });
    expect(job).toMatchObject({ attempt: 1, maxAttempts: 3 });
    expect(await settled).toEqual(['succeeded']);
    expect(await jobRows()).toEqual([]);
  });

  it('replaces a waiting job with the same key instead of doubling it', async () => {
    const queue = queueOn(testDatabase.database.pool);
    queue.define('test.keyed', async () => {});
    await queue.add(db(), 'test.keyed', { version: 1 }, { jobKey: 'only-one' });
    await queue.add(db(), 'test.keyed', { version: 2 }, { jobKey: 'only-one' });
    expect(await jobRows()).toEqual([{ task: 'test.keyed', key: 'only-one', attempts: 0 }]);
    expect(await payloadsOf()).toEqual([{ version: 2 }]);
  });
});

describe('a failing job', () => {
  it('is retried later with the same payload, its attempt counted, and the failure logged', async () => {
    const attempts: number[] = [];
    const recorder = recordingLog();
    const queue = queueOn(testDatabase.database.pool, recorder.log);
    queue.define<{ id: string }>('test.flaky', async (_payload, job) => {
      attempts.push(job.attempt);
      if (job.attempt === 1) throw new Error('not yet');
    });
    await queue.start();

    let settled = settlements.next(1);
    await queue.add(db(), 'test.flaky', { id: 'a' });
    expect(await settled).toEqual(['failed']);
    const [waiting] = (
      await db().execute(sql`select attempts, last_error, run_at > now() as later from graphile_worker.jobs`)
    ).rows;
    // graphile-worker waits e^attempts seconds before the next attempt; the test moves it to now instead.
    expect(waiting).toEqual({ attempts: 1, last_error: 'not yet', later: true });
    expect(recorder.lines).toContainEqual(
      expect.objectContaining({ level: 'warn', message: 'A background job failed; it will be retried' }),
    );

    settled = settlements.next(1);
    await retryNow();
    expect(await settled).toEqual(['succeeded']);
    expect(attempts).toEqual([1, 2]);
  });
});

describe('the runner', () => {
  it('refuses a task defined twice, or after it started', async () => {
    const queue = queueOn(testDatabase.database.pool);
    queue.define('test.once', async () => {});
    expect(() => queue.define('test.once', async () => {})).toThrow("'test.once' is defined twice");
    await queue.start();
    expect(() => queue.define('test.late', async () => {})).toThrow(
      "'test.late' was defined after the runner started",
    );
    expect(() => queue.atStart(async () => {})).toThrow('after the runner started');
  });

  it('lets a running job finish when it stops; a job not started stays queued for the next runner', async () => {
    const started = signal();
    const gate = signal();
    let finished = false;
    const queue = queueOn(testDatabase.database.pool);
    queue.define('test.slow', async () => {
      started.resolve();
      await gate.promise;
      finished = true;
    });
    await queue.start();
    await queue.add(db(), 'test.slow', {});
    await started.promise;
    await queue.add(db(), 'test.slow', {}, { runAt: new Date(Date.now() + 60 * 60_000) });

    const stopping = queue.stop();
    gate.resolve();
    await stopping;
    expect(finished).toBe(true);
    expect(await jobRows()).toEqual([{ task: 'test.slow', key: null, attempts: 0 }]);
  });

  it('runs its start-up work once started; a failure there is logged and the runner runs on', async () => {
    const recorder = recordingLog();
    const order: string[] = [];
    const ran = signal();
    const queue = queueOn(testDatabase.database.pool, recorder.log);
    queue.define('test.after-start', async () => ran.resolve());
    queue.atStart(async () => {
      order.push('first');
      throw new Error('catch-up failed');
    });
    queue.atStart(async () => {
      order.push('second');
      await queue.add(db(), 'test.after-start', {});
    });
    await queue.start();
    expect(order).toEqual(['first', 'second']);
    expect(recorder.lines).toContainEqual(
      expect.objectContaining({ level: 'error', message: 'Start-up work of the job queue failed' }),
    );
    await ran.promise;
  });

  it('started while the database is down, does not fail the start, and starts taking jobs once it is back', async () => {
    // A TCP proxy in front of the test database that refuses connections until it is told the database is up.
    const target = new URL(testDatabase.url);
    let up = false;
    const proxy = net.createServer((client) => {
      if (!up) return client.destroy();
      const upstream = net.connect(Number(target.port), target.hostname);
      client.pipe(upstream).pipe(client);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
    });
    proxy.listen(0, '127.0.0.1');
    await once(proxy, 'listening');
    const proxied = new URL(testDatabase.url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String((proxy.address() as net.AddressInfo).port);
    const pool = new pg.Pool({ connectionString: proxied.href, connectionTimeoutMillis: 2_000 });
    pool.on('error', () => {});
    try {
      const recorder = recordingLog();
      const ran = signal();
      const caughtUp = signal();
      const queue = queueOn(pool, recorder.log, 20);
      queue.define('test.after-outage', async () => ran.resolve());
      queue.atStart(async () => caughtUp.resolve());

      await queue.start();
      await recorder.when('warn', 'The job runner could not start; trying again');
      // Added while this runner cannot reach the database (another process could, or a script).
      await queue.add(db(), 'test.after-outage', {});

      up = true;
      await caughtUp.promise;
      await ran.promise;
      await queue.stop();
    } finally {
      await pool.end();
      proxy.close();
    }
  });
});
