// The offline background maker (issue 15, decision 046) on real photos (tests/fixtures/ai/SOURCES.md): the
// made picture keeps the photo's size class and its product's pixels, its background is new, and the
// prompt's words choose that background. Three photos go through the model; the other pictures reuse
// their cut-outs (as "Try another prompt" does), so the file stays quick on two cores.
import { mkdtemp, readdir, readFile, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { aiImageBytesMax } from '#schemas/ai';
import { paintBackdrop } from '#server/modules/ai/offline-background/backdrop.ts';
import { createOfflineBackgrounds } from '#server/modules/ai/offline-background/index.ts';
import { readPrompt } from '#server/modules/ai/offline-background/prompt.ts';
import { defaultModelDirectory } from '#server/modules/ai/offline-background/segmentation.ts';
import { createBackgroundThread } from '#server/modules/ai/offline-background/thread.ts';
import type { SourceImage } from '#server/modules/ai/provider.ts';

/** A model run takes 1–3 s alone; the first also loads the model, and the machine is shared. */
const modelTimeout = 120_000;

type Box = [left: number, top: number, right: number, bottom: number];
type Pixels = { data: Buffer; width: number; height: number };

const fixture = async (name: string): Promise<SourceImage> => {
  const data = await readFile(join('tests/fixtures/ai', name));
  const { width, height } = await sharp(data).metadata();
  return { data, contentType: 'image/jpeg', width, height };
};

const pixelsOf = async (data: Buffer): Promise<Pixels> => {
  const { data: raw, info } = await sharp(data).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: raw, width: info.width, height: info.height };
};

/** Over `box`: the share of pixels the same in both (each channel within 1), and the mean difference. */
function compare(a: Pixels, b: Pixels, [left, top, right, bottom]: Box) {
  let same = 0;
  let total = 0;
  let count = 0;
  for (let y = top; y < bottom; y += 1)
    for (let x = left; x < right; x += 1) {
      const at = (y * a.width + x) * 3;
      const difference = Math.max(
        Math.abs(a.data[at]! - b.data[at]!),
        Math.abs(a.data[at + 1]! - b.data[at + 1]!),
        Math.abs(a.data[at + 2]! - b.data[at + 2]!),
      );
      if (difference <= 1) same += 1;
      total += difference;
      count += 1;
    }
  return { same: same / count, difference: total / count };
}

/** The mean colour over `box`. */
function meanColour({ data, width }: Pixels, [left, top, right, bottom]: Box) {
  const sum = [0, 0, 0];
  for (let y = top; y < bottom; y += 1)
    for (let x = left; x < right; x += 1)
      for (let channel = 0; channel < 3; channel += 1) sum[channel]! += data[(y * width + x) * 3 + channel]!;
  const count = (right - left) * (bottom - top);
  return sum.map((value) => value / count) as [number, number, number];
}

// Where things are in the photos (looked at by eye; each box well inside its object or its background).
const cup = {
  crema: [240, 110, 330, 170] as Box,
  wood: [[500, 10, 590, 60] as Box, [520, 340, 590, 390] as Box, [5, 350, 50, 395] as Box],
};
const desk = {
  cap: [208, 32, 250, 85] as Box,
  ball: [360, 150, 430, 220] as Box,
  desk: [[480, 20, 630, 100] as Box, [10, 200, 60, 300] as Box],
};

const signal = () => new AbortController().signal;

describe('reading a prompt', () => {
  it('takes the first surface named, before any hint, and the studio when none is', () => {
    expect(readPrompt('Marble backdrop in white and sage, soft light').scene).toBe('marble');
    expect(readPrompt('a plain kitchen table').scene).toBe('studio');
    expect(readPrompt('kitchen counter').scene).toBe('marble');
    expect(readPrompt('clean linen on a wooden table').scene).toBe('linen');
    expect(readPrompt('tropical leaves').scene).toBe('leaves');
    expect(readPrompt('sandy beach at sunset').scene).toBe('beach');
    expect(readPrompt('something nice').scene).toBe('studio');
  });

  it('reads the colours named, in order: two-word names, shades, Filipino words', () => {
    expect(readPrompt('Wood backdrop in sky blue and navy, warm light').colours).toEqual([
      [0xa9, 0xcb, 0xe8],
      [0x23, 0x32, 0x4f],
    ]);
    expect(readPrompt('navy blue studio').colours).toEqual([[0x23, 0x32, 0x4f]]);
    expect(readPrompt('puting linen na may ginto').colours).toEqual([
      readPrompt('white').colours[0],
      readPrompt('gold').colours[0],
    ]);
    const [light] = readPrompt('light blue gradient').colours;
    const [blue] = readPrompt('blue gradient').colours;
    expect(light![0]).toBeGreaterThan(blue![0]);
  });

  it('reads the light once per word, within bounds', () => {
    expect(readPrompt('soft light, a soft shadow').light).toEqual({
      brightness: 1,
      warmth: 0,
      saturation: 0.9,
    });
    expect(readPrompt('warm light').light.warmth).toBeGreaterThan(0);
    expect(readPrompt('cool light').light.warmth).toBeLessThan(0);
    expect(readPrompt('dark dark moody dramatic studio').light.brightness).toBeGreaterThanOrEqual(0.55);
  });
});

describe('painting a backdrop', () => {
  const paint = (prompt: string) => {
    const pixels = paintBackdrop(readPrompt(prompt), 96, 72);
    return { data: Buffer.from(pixels.buffer), width: 96, height: 72 };
  };
  const whole: Box = [0, 0, 96, 72];

  it('paints the same prompt the same way, and different prompts differently', () => {
    expect(paint('rustic wooden table')).toEqual(paint('rustic wooden table'));
    const prompts = [
      'studio',
      'gradient',
      'wood',
      'marble',
      'linen',
      'tropical leaves',
      'beach',
      'bokeh',
      'concrete',
    ];
    const painted = prompts.map(paint);
    for (const [index, one] of painted.entries())
      for (const other of painted.slice(index + 1))
        expect(compare(one, other, whole).difference).toBeGreaterThan(8);
  });

  it('paints in the colours named', () => {
    const [r, g, b] = meanColour(paint('navy blue studio'), whole);
    expect(b).toBeGreaterThan(r + 20);
    expect(b).toBeGreaterThan(g + 10);
    const [red, , blue] = meanColour(paint('terracotta gradient'), whole);
    expect(red).toBeGreaterThan(blue + 40);
  });
});

describe('made pictures', () => {
  const maker = createOfflineBackgrounds();
  afterAll(() => maker.close());

  it(
    'keeps the photo’s size and its product’s pixels, on a new background the prompt chose',
    async () => {
      const photo = await fixture('cup.jpg');
      const source = await pixelsOf(photo.data);
      const marble = await maker.background(
        { prompt: 'white marble countertop', title: 'Cup', image: photo },
        signal(),
      );
      expect(marble.origin).toEqual({ provider: 'offline', model: 'isnet-general-use', isAI: false });
      expect(marble.image.contentType).toBe('image/png');
      expect((await sharp(marble.image.data).metadata()).format).toBe('png');
      const onMarble = await pixelsOf(marble.image.data);
      expect([onMarble.width, onMarble.height]).toEqual([600, 400]);
      expect(compare(source, onMarble, cup.crema).same).toBeGreaterThan(0.99);
      for (const wood of cup.wood) expect(compare(source, onMarble, wood).difference).toBeGreaterThan(40);

      // Another prompt on the same photo: the same product, another background.
      const beach = await maker.background({ prompt: 'sunny beach', title: null, image: photo }, signal());
      const onBeach = await pixelsOf(beach.image.data);
      expect(compare(source, onBeach, cup.crema).same).toBeGreaterThan(0.99);
      for (const wood of cup.wood) {
        expect(compare(source, onBeach, wood).difference).toBeGreaterThan(40);
        expect(compare(onMarble, onBeach, wood).difference).toBeGreaterThan(30);
      }
    },
    modelTimeout,
  );

  it(
    'keeps dark products among others on a cluttered desk, on the colour asked for',
    async () => {
      const photo = await fixture('desk-objects.jpg');
      const source = await pixelsOf(photo.data);
      const made = await maker.background(
        { prompt: 'navy blue studio', title: null, image: photo },
        signal(),
      );
      const result = await pixelsOf(made.image.data);
      expect([result.width, result.height]).toEqual([640, 480]);
      expect(compare(source, result, desk.cap).same).toBeGreaterThan(0.95);
      expect(compare(source, result, desk.ball).same).toBeGreaterThan(0.99);
      for (const box of desk.desk) {
        expect(compare(source, result, box).difference).toBeGreaterThan(40);
        const [r, , b] = meanColour(result, box);
        expect(b).toBeGreaterThan(r + 15);
      }
    },
    modelTimeout,
  );

  it(
    'makes a photo larger than 2048 px at 2048 on its longer side, light enough to save as a product picture',
    async () => {
      const { data: small } = await fixture('cup.jpg');
      const data = await sharp(small).resize(3000, 2000).jpeg({ quality: 90 }).toBuffer();
      const made = await maker.background(
        {
          prompt: 'natural linen cloth',
          title: null,
          image: { data, contentType: 'image/jpeg', width: 3000, height: 2000 },
        },
        signal(),
      );
      expect(await sharp(made.image.data).metadata()).toMatchObject({ width: 2048, height: 1365 });
      expect(made.image.data.length).toBeLessThan(aiImageBytesMax);
    },
    modelTimeout,
  );

  it(
    'refuses a photo in which nothing stands out, rather than answer a bare backdrop',
    async () => {
      const data = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#8a8a8a' } })
        .png()
        .toBuffer();
      await expect(
        maker.background(
          { prompt: 'wood', title: null, image: { data, contentType: 'image/png', width: 300, height: 200 } },
          signal(),
        ),
      ).rejects.toMatchObject({ kind: 'refused' });
    },
    modelTimeout,
  );
});

describe('the worker thread', () => {
  const job = { pixels: null, backdrop: readPrompt('marble'), width: 64, height: 48 };

  it('queues jobs one at a time, refuses past its queue as busy, and lets a caller give up', async () => {
    const thread = createBackgroundThread({ modelDirectory: defaultModelDirectory(), maxWaiting: 1 });
    try {
      const running = thread.run(job, signal());
      const leaving = new AbortController();
      const waiting = thread.run(job, leaving.signal);
      await expect(thread.run(job, signal())).rejects.toMatchObject({
        kind: 'busy',
        retryAfterSeconds: expect.any(Number),
      });
      leaving.abort();
      await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
      const made = await running;
      expect(made.cutout).toBeNull();
      expect(made.backdrop).toHaveLength(64 * 48 * 3);
      expect((await thread.run(job, signal())).backdrop).toEqual(made.backdrop);
    } finally {
      await thread.close();
    }
    await expect(thread.run(job, signal())).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it(
    'answers unavailable while the model cannot be read, and reads it again for the next job',
    async () => {
      const directory = await mkdtemp(join(tmpdir(), 'model-'));
      const thread = createBackgroundThread({ modelDirectory: directory, maxWaiting: 1 });
      const cut = () => ({ ...job, pixels: new Uint8Array(1024 * 1024 * 3) });
      try {
        await expect(thread.run(cut(), signal())).rejects.toMatchObject({ kind: 'unavailable' });
        // The thread is still there for work that needs no model.
        expect((await thread.run(job, signal())).backdrop).toHaveLength(64 * 48 * 3);
        // The model put in place (the package's files linked), the next cut-out loads it.
        for (const file of await readdir(defaultModelDirectory()))
          await symlink(join(defaultModelDirectory(), file), join(directory, file));
        const made = await thread.run(cut(), signal());
        expect(made.cutout?.mask).toHaveLength(1024 * 1024);
      } finally {
        await thread.close();
      }
    },
    modelTimeout,
  );
});
