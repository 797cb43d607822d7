// The main thread's side of the worker: started on the first job (not when the server starts), one job at a
// time with the rest queued in process, a bounded queue (past it the maker is busy), and a thread that
// does not keep the process alive while it has nothing to do.
import { Worker } from 'node:worker_threads';
import { concurrencyLimit } from '../../../lib/passwords.ts';
import { AiProviderError } from '../provider.ts';
import type { Cutout } from './segmentation.ts';
import type { WorkerAnswer, WorkerData, WorkerJob } from './worker.ts';

export type ThreadJob = Omit<WorkerJob, 'id'>;
export type ThreadResult = { cutout: Cutout | null; backdrop: Uint8ClampedArray<ArrayBuffer> };

/**
 * The worker is TypeScript, loaded through tsx's API in the worker itself: under `npm start` (tsx) and under
 * vitest alike. Node 20 does not apply `--import tsx` (in the worker's execArgv) to a worker's entry file.
 */
const bootstrap = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then(({ register }) => { register(); return import(${JSON.stringify(new URL('./worker.ts', import.meta.url).href)}); });`;

/** Roughly what one job takes on this machine's CPUs (the model ~1–2.5 s, the backdrop well under 1 s). */
const secondsPerJob = 3;

/** The caller's answer settles when it gives up; the worker's job still runs to its end in the queue. */
const abortable = <T>(work: Promise<T>, signal: AbortSignal) =>
  new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });

export function createBackgroundThread({
  modelDirectory,
  maxWaiting,
}: {
  modelDirectory: string;
  /** Jobs that may wait behind the running one; one more is refused as busy. */
  maxWaiting: number;
}) {
  const queue = concurrencyLimit(1);
  const pending = new Map<
    number,
    { resolve: (result: ThreadResult) => void; reject: (error: Error) => void }
  >();
  let worker: Worker | null = null;
  let closed = false;
  let nextId = 0;

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  const start = () => {
    const thread = new Worker(bootstrap, {
      eval: true,
      execArgv: [],
      workerData: { modelDirectory } satisfies WorkerData,
    });
    const lost = (reason: string) => {
      if (worker !== thread) return;
      worker = null;
      failAll(new AiProviderError('unavailable', `The background maker stopped: ${reason}`));
    };
    thread.on('message', (answer: WorkerAnswer) => {
      const job = pending.get(answer.id);
      pending.delete(answer.id);
      if (pending.size === 0) thread.unref();
      if (!job) return;
      if ('error' in answer) job.reject(new AiProviderError('unavailable', answer.error));
      else job.resolve({ cutout: answer.cutout, backdrop: answer.backdrop });
    });
    thread.on('error', (error) => lost(error.message));
    thread.on('exit', (code) => lost(`exit code ${code}`));
    return thread;
  };

  const send = (job: ThreadJob) =>
    new Promise<ThreadResult>((resolve, reject) => {
      if (closed) throw new AiProviderError('unavailable', 'The background maker is closed.');
      worker ??= start();
      worker.ref();
      nextId += 1;
      pending.set(nextId, { resolve, reject });
      worker.postMessage({ ...job, id: nextId } satisfies WorkerJob, job.pixels ? [job.pixels.buffer] : []);
    });

  return {
    /** Cuts out (when `pixels` are given) and paints `backdrop`, after the jobs before it. */
    run(job: ThreadJob, signal: AbortSignal): Promise<ThreadResult> {
      if (queue.waiting >= maxWaiting)
        return Promise.reject(
          new AiProviderError(
            'busy',
            'The background maker has too many pictures waiting.',
            (queue.waiting + 1) * secondsPerJob,
          ),
        );
      return abortable(
        queue.run(async () => {
          signal.throwIfAborted();
          return send(job);
        }),
        signal,
      );
    },
    async close() {
      closed = true;
      const thread = worker;
      worker = null;
      failAll(new AiProviderError('unavailable', 'The background maker is closed.'));
      await thread?.terminate();
    },
  };
}
