// The project's one way to run work in the background (decision 023): graphile-worker's durable job queue
// in our own PostgreSQL. A module adds a job in the transaction of the change that calls for it, so the job
// exists exactly when the change committed; the runner in every server process takes jobs with SKIP LOCKED,
// retries a failure with exponential backoff (e^attempts seconds, up to 25 attempts by default) and keeps
// everything across restarts, because the queue is rows, not memory.
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import {
  Logger,
  run,
  runMigrations,
  type Job,
  type Runner,
  type TaskList,
  type WorkerEvents,
} from 'graphile-worker';
import type pg from 'pg';
import type { Executor } from './executor.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's job queue (app.ts): tests wait on its events, scripts add to it. */
    jobs: JobQueue;
  }
}

/** What a task's handler is told about its job, besides the payload. */
export type JobContext = {
  /** graphile-worker's job id, as text. */
  id: string;
  /** This attempt's number: 1 on the first run. */
  attempt: number;
  maxAttempts: number;
  /** Aborts when the runner is stopping and a job has not finished in time: give up, the job is retried. */
  signal: AbortSignal;
};

/** Runs one job; throwing fails this attempt, and the queue retries it later with backoff. */
export type JobHandler<Payload> = (payload: Payload, job: JobContext) => Promise<void>;

export type AddJobOptions = {
  /** A job with the same key that has not started is replaced, not doubled (graphile-worker's job_key). */
  jobKey?: string;
  runAt?: Date;
  maxAttempts?: number;
};

export type JobLog = {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
  debug(object: object, message: string): void;
};

export type JobQueue = {
  /** Says what runs `task`; every task is defined while the app is built, before the runner starts. */
  define<Payload>(task: string, handler: JobHandler<Payload>): void;
  /**
   * Adds a job with `tx`, the transaction of the change that calls for it: the job exists if and only if
   * that change commits, and a runner starts it as soon as it does (PostgreSQL's NOTIFY, on commit).
   */
  add(tx: Executor, task: string, payload: object, options?: AddJobOptions): Promise<void>;
  /**
   * graphile-worker's events ('job:success', 'job:error', 'job:failed', 'job:complete'…), for tests to wait
   * on a job's outcome and for logging.
   */
  readonly events: WorkerEvents;
  /**
   * Runs `work` once this process's runner has started (so the database answers): catch-up that gives jobs
   * to rows written while nothing queued them, such as events kept before a URL was configured. Defined
   * while the app is built, like tasks; a failure is logged and does not stop the runner.
   */
  atStart(work: () => Promise<void>): void;
  /** Starts taking jobs in this process (the app's onReady). */
  start(): Promise<void>;
  /** Lets running jobs finish, then stops (the app's onClose); jobs not started stay queued. */
  stop(): Promise<void>;
};

/** The schema graphile-worker keeps its tables and functions in. */
export const jobSchema = 'graphile_worker';

/**
 * graphile-worker's log lines, through ours. Its info lines (a worker started, every job completed) are
 * debug here: one line per job would bury the request log, and failures are logged from the events below.
 */
export const jobLogger = (log: JobLog) =>
  new Logger((scope) => (level, message, meta) => {
    const fields = { jobs: scope, ...meta };
    if (level === 'error') log.error(fields, message);
    else if (level === 'warning') log.warn(fields, message);
    else log.debug(fields, message);
  });

/** Installs or upgrades the queue's tables; migrate.ts runs it with ours, so a runner starts on a ready schema. */
export async function migrateJobQueue(pool: pg.Pool, log: JobLog): Promise<void> {
  await runMigrations({ pgPool: pool, schema: jobSchema, logger: jobLogger(log) });
}

export type JobQueueOptions = {
  pool: pg.Pool;
  log: JobLog;
  /** Jobs run at once in this process (default 2: the machine's cores). */
  concurrency?: number;
  /**
   * How often the runner looks for jobs whose time has come (retries, `runAt`), in milliseconds; new jobs
   * arrive at once by NOTIFY. Default 2000.
   */
  pollIntervalMs?: number;
  /** How long the runner waits before trying to start again when the database could not be reached. */
  restartDelayMs?: number;
};

export function createJobQueue({
  pool,
  log,
  concurrency = 2,
  pollIntervalMs = 2000,
  restartDelayMs = 5_000,
}: JobQueueOptions): JobQueue {
  const taskList: TaskList = {};
  const startWork: Array<() => Promise<void>> = [];
  const events: WorkerEvents = new EventEmitter();
  let runner: Runner | undefined;
  let started = false;
  let stopped = false;
  let starting: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;

  events.on('job:error', ({ job, error }: { job: Job; error: unknown }) =>
    log.warn(
      { task: job.task_identifier, jobId: job.id, attempt: job.attempts, err: error },
      'A background job failed; it will be retried',
    ),
  );
  events.on('job:failed', ({ job, error }: { job: Job; error: unknown }) =>
    log.error(
      { task: job.task_identifier, jobId: job.id, attempts: job.attempts, err: error },
      'A background job failed for the last time',
    ),
  );

  return {
    events,
    define(task, handler) {
      if (started) throw new Error(`jobs: '${task}' was defined after the runner started`);
      if (taskList[task]) throw new Error(`jobs: '${task}' is defined twice`);
      taskList[task] = (payload, helpers) =>
        handler(payload as never, {
          id: String(helpers.job.id),
          attempt: helpers.job.attempts,
          maxAttempts: helpers.job.max_attempts,
          signal: helpers.abortSignal,
        });
    },
    atStart(work) {
      if (started) throw new Error('jobs: start-up work was added after the runner started');
      startWork.push(work);
    },
    async add(tx, task, payload, { jobKey, runAt, maxAttempts } = {}) {
      await tx.execute(sql`select ${sql.identifier(jobSchema)}.add_job(
        identifier => ${task},
        payload => ${JSON.stringify(payload)}::json,
        run_at => ${runAt?.toISOString() ?? null}::timestamptz,
        max_attempts => ${maxAttempts ?? null}::int,
        job_key => ${jobKey ?? null}::text
      )`);
    },
    async start() {
      if (started) return;
      started = true;
      // The database may be down as the server starts (it then answers 503 until it is back), or the runner
      // may give up later (it stops itself when it cannot record a job's outcome): either way it is started
      // again after a pause instead of failing the server, and jobs wait in their rows meanwhile.
      const again = (reason: string, error?: unknown) => {
        log.warn({ err: error }, `${reason}; trying again in ${restartDelayMs / 1000} s`);
        retry = setTimeout(() => void (starting = attempt()), restartDelayMs);
        retry.unref();
      };
      const attempt = async (): Promise<void> => {
        if (stopped) return;
        let launched: Runner;
        try {
          launched = await run({
            pgPool: pool,
            schema: jobSchema,
            taskList,
            concurrency,
            pollInterval: pollIntervalMs,
            noHandleSignals: true,
            logger: jobLogger(log),
            events,
            // Outcomes are written in batches (flushed at once) rather than one by one without being
            // awaited, so that stop() returns only once every finished job's outcome is in the database: a
            // job done just before a shutdown is not left locked, to be run a second time hours later.
            preset: { worker: { completeJobBatchDelay: 0, failJobBatchDelay: 0 } },
          });
        } catch (error) {
          return again('The job runner could not start', error);
        }
        if (stopped) return void (await launched.stop());
        runner = launched;
        const ended = (reason: string) => (error?: unknown) => {
          if (runner !== launched || stopped) return;
          runner = undefined;
          again(reason, error);
        };
        launched.promise.then(ended('The job runner stopped'), ended('The job runner failed'));
        for (const work of startWork) {
          try {
            await work();
          } catch (error) {
            log.error({ err: error }, 'Start-up work of the job queue failed');
          }
        }
      };
      starting = attempt();
      await starting;
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await starting;
      await runner?.stop();
      runner = undefined;
    },
  };
}
