// The in-memory AI service (tests/services/ai.ts) against the real routes with the real offline providers (no
// key, no network): the tones, drafts and their refusals, buyer questions, a background prompt, a photo that is
// not a picture, and backgrounds up to the per-photo limit and past it answer alike through the browser's own
// AI service (src/services/ai.ts).
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, expect } from 'vitest';
import { aiMessages, tones, type AiOrigin } from '#schemas/ai';
import { createAiService, type AiService } from '../../src/services/ai.ts';
import { contract, expectRefusal, type World } from '../helpers/contract.ts';
import { createAdmin, createSeller, samplePicture } from '../helpers/route-parties.ts';
import { injectHttpClient, memoryTokens } from '../helpers/inject-http.ts';
import { createFakeAi } from '../services/ai.ts';
import { startTestApp, type TestApp } from './support.ts';

type AiWorld = World & { ai: AiService };

/** Small on purpose: the limit is reached in a few backgrounds. */
const backgroundLimit = 2;

let started: Promise<{ t: TestApp; adminToken: string }> | null = null;
afterAll(async () => {
  if (started) await (await started).t.close();
});
const realApp = () =>
  (started ??= (async () => {
    const t = await startTestApp({ env: { AI_BACKGROUND_LIMIT_PER_IMAGE: String(backgroundLimit) } });
    return { t, adminToken: (await createAdmin(t)).token };
  })());

const scenario = contract<AiWorld>({
  'the test service': async () => ({
    ai: createFakeAi({ backgroundLimit }).service,
    close: async () => undefined,
  }),
  'the real routes': async () => {
    const { t, adminToken } = await realApp();
    // A seller of its own for each scenario: the throttles and the limit count per seller.
    const { token } = await createSeller(t, 'approved', {
      marker: 'contract ai',
      adminToken,
      withOrders: false,
    });
    return {
      ai: createAiService(injectHttpClient(t.app, memoryTokens({ seller: token }))),
      close: async () => undefined,
    };
  },
});

const offlineText: AiOrigin = { provider: 'offline', model: 'suki-writer-1', isAI: false };
const offlineBackground: AiOrigin = { provider: 'offline', model: 'isnet-general-use', isAI: false };

const photo = async (colour = '#c9a227') =>
  new Blob(
    [
      new Uint8Array(
        await sharp({ create: { width: 96, height: 64, channels: 3, background: colour } })
          .composite([{ input: await samplePicture(), left: 16, top: 8 }])
          .png()
          .toBuffer(),
      ),
    ],
    { type: 'image/png' },
  );

/** A real photo of H3's fixtures: the offline maker refuses a picture in which no product stands out. */
const fixture = async (name: string) =>
  new Blob([new Uint8Array(await readFile(new URL(`../fixtures/ai/${name}`, import.meta.url)))], {
    type: 'image/jpeg',
  });

const request = {
  title: 'Abaca tote',
  features: 'Hand-woven abaca\n40 × 30 cm',
  tone: 'friendly' as const,
  specialInstructions: '',
  count: 1,
  questionAnswers: [],
};

scenario('the tones, in the picker’s order', async ({ ai }) => {
  expect(await ai.tones()).toEqual(tones);
});

scenario('count drafts, each different, labelled offline', async ({ ai }) => {
  const drafts = await ai.generateDescription({ ...request, count: 3 });
  expect({ ...drafts, descriptions: [] }).toEqual({ ...offlineText, descriptions: [] });
  expect(drafts.descriptions).toHaveLength(3);
  expect(new Set(drafts.descriptions).size).toBe(3);
  for (const draft of drafts.descriptions) expect(draft).toContain('Abaca tote');
});

scenario('drafts refused: no title, a count outside 1 to 10', async ({ ai }) => {
  await expectRefusal(ai.generateDescription({ ...request, title: '' }), {
    status: 400,
    code: 'VALIDATION_FAILED',
    message: aiMessages.titleRequired,
    fields: { title: aiMessages.titleRequired },
  });
  for (const count of [0, 11])
    await expectRefusal(ai.generateDescription({ ...request, count }), {
      status: 400,
      code: 'VALIDATION_FAILED',
      message: aiMessages.countRange,
      fields: { count: aiMessages.countRange },
    });
});

scenario('buyer questions, each with its own id, labelled offline', async ({ ai }) => {
  const { questions, ...origin } = await ai.generateQuestions({ title: 'Abaca tote', features: '' });
  expect(origin).toEqual(offlineText);
  expect(questions.length).toBeGreaterThanOrEqual(1);
  expect(questions.length).toBeLessThanOrEqual(10);
  expect(new Set(questions.map(({ id }) => id)).size).toBe(questions.length);
  for (const { question } of questions) expect(question.trim()).not.toBe('');
});

scenario('a background prompt from the photo, labelled offline', async ({ ai }) => {
  const { prompt, ...origin } = await ai.generateBackgroundPrompt({
    title: 'Abaca tote',
    image: await photo(),
  });
  expect(origin).toEqual(offlineText);
  expect(prompt.trim()).not.toBe('');
});

scenario('a photo that is not a picture is refused (415)', async ({ ai }) => {
  const notAPicture = new Blob([new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0])], {
    type: 'application/octet-stream',
  });
  await expectRefusal(ai.generateBackgroundPrompt({ title: 'Abaca tote', image: notAPicture }), {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Upload a JPEG, PNG, GIF, WebP, BMP, TIFF, ICO or SVG image.',
  });
});

scenario('backgrounds of one photo up to the limit, then the spec’s 429', async ({ ai }) => {
  const source = await fixture('cup.jpg');
  for (let made = 0; made < backgroundLimit; made += 1) {
    const { image, ...origin } = await ai.generateBackground({
      prompt: 'Wood backdrop in cream',
      image: source,
    });
    expect(origin).toEqual(offlineBackground);
    expect(image.type).toMatch(/^image\/(png|webp)$/);
  }
  await expectRefusal(ai.generateBackground({ prompt: 'Marble backdrop in white', image: source }), {
    status: 429,
    code: 'IMAGE_LIMIT',
    message: aiMessages.imageLimit,
  });
});
