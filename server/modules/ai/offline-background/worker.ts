// The offline background maker's worker thread: cuts the product out (the model loaded on the first job)
// and paints the backdrop, one job at a time, so neither ever runs on the event loop.
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { paintBackdrop } from './backdrop.ts';
import type { Backdrop } from './prompt.ts';
import { createSegmenter, type Cutout } from './segmentation.ts';

export type WorkerData = { modelDirectory: string };

export type WorkerJob = {
  id: number;
  /** The photo stretched to the model's square, packed RGB; null when the cut-out is known already. */
  pixels: Uint8Array<ArrayBuffer> | null;
  backdrop: Backdrop;
  /** The size to paint the backdrop at. */
  width: number;
  height: number;
};

export type WorkerAnswer =
  | { id: number; cutout: Cutout | null; backdrop: Uint8ClampedArray<ArrayBuffer> }
  | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error('worker.ts runs as a worker thread');

// The model takes a whole core for a second or more (onnxruntime runs it on this thread). At the lowest
// priority it still has every idle cycle, but the event loop and PostgreSQL are served first. On Linux a
// thread's nice value is its own (pid 0 is this thread); where the system refuses, the work runs as is.
try {
  setPriority(19);
} catch {
  // Not allowed here: the same work, at the usual priority.
}
const { modelDirectory } = workerData as WorkerData;

let segmenter: ReturnType<typeof createSegmenter> | null = null;

/** The model, loaded on the first cut-out; one that failed to load is tried again with the next job. */
const loadSegmenter = () => {
  const loading = createSegmenter(modelDirectory);
  loading.catch(() => {
    if (segmenter === loading) segmenter = null;
  });
  return loading;
};

async function answer(job: WorkerJob): Promise<WorkerAnswer> {
  try {
    const cutout = job.pixels ? await (await (segmenter ??= loadSegmenter()))(job.pixels) : null;
    return { id: job.id, cutout, backdrop: paintBackdrop(job.backdrop, job.width, job.height) };
  } catch (error) {
    return { id: job.id, error: error instanceof Error ? error.message : String(error) };
  }
}

port.on('message', (job: WorkerJob) => {
  void answer(job).then((result) =>
    port.postMessage(
      result,
      'error' in result
        ? []
        : [result.backdrop.buffer, ...(result.cutout ? [result.cutout.mask.buffer] : [])],
    ),
  );
});
