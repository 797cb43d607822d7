// The listing assistant's routes (issue 15, decision 044) through the real app: who may call them, the forms'
// rules, the photo's checks, what reaches the provider, the answers and their origin, the per-photo daily
// limit with its give-back, the throttles, provider failures in clear words, and a client that goes away.
// The provider here is a stand-in for an outside service that records what it was asked and can be told to
// fail; the real offline providers answer in tests/server/contract-ai.test.ts.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  aiMessages,
  aiOriginHeaders,
  backgroundPromptResponseSchema,
  generateDescriptionResponseSchema,
  generateQuestionsResponseSchema,
  questionMax,
  toneListResponseSchema,
  tones,
} from '#schemas/ai';
import { loadConfig, type AiSettings } from '../../server/config.ts';
import { waitInWords } from '../../server/lib/throttle.ts';
import { aiBackgroundUses } from '../../server/modules/ai/table.ts';
import {
  AiProviderError,
  type AiOrigin,
  type AiProviders,
  type BackgroundRequest,
  type DescriptionRequest,
  type PromptRequest,
  type QuestionsRequest,
} from '../../server/modules/ai/provider.ts';
import { createAiProviders } from '../../server/modules/ai/providers.ts';
import { aiBusyMessage, aiFailureDetails } from '../../server/modules/ai/routes.ts';
import { formBody, type Part } from './onboarding-fixture.ts';
import {
  addCategory,
  approvedSeller,
  elfBytes,
  pngImage,
  startCatalogApp,
  type CatalogTestApp,
  type TestSeller,
} from './products-fixture.ts';
import { call, expectError } from './support.ts';

const origin: AiOrigin = { provider: 'stand-in', model: 'stand-in-1', isAI: true };

/** What the stand-in does next: answer, fail with this error, or wait for the request's abort. */
type Next = 'answer' | Error | 'hang';

function createStandIn() {
  const seen = {
    describe: [] as DescriptionRequest[],
    questions: [] as QuestionsRequest[],
    prompt: [] as PromptRequest[],
    background: [] as BackgroundRequest[],
  };
  let next: Next = 'answer';
  let questions = ['What is it made of?', 'How big is it?', 'What is it made of?'];
  let prompt = 'A soft beige linen backdrop';
  let descriptions: string[] | null = null;
  let started: (() => void) | null = null;
  let aborted: (() => void) | null = null;

  const reply = async <T>(signal: AbortSignal, value: () => T | Promise<T>): Promise<T> => {
    started?.();
    if (next === 'hang')
      return new Promise<T>((_, reject) =>
        signal.addEventListener('abort', () => {
          aborted?.();
          reject(new AiProviderError('unavailable', 'aborted'));
        }),
      );
    if (next instanceof Error) throw next;
    return value();
  };

  const providers: AiProviders = {
    text: {
      describe: (request, signal) => {
        seen.describe.push(request);
        return reply(signal, () => ({
          descriptions:
            descriptions ??
            Array.from({ length: request.count }, (_, index) => `Draft ${index + 1}: ${request.title}`),
          origin,
        }));
      },
      askQuestions: (request, signal) => {
        seen.questions.push(request);
        return reply(signal, () => ({ questions, origin }));
      },
    },
    vision: {
      backgroundPrompt: (request, signal) => {
        seen.prompt.push(request);
        return reply(signal, () => ({ prompt, origin }));
      },
    },
    image: {
      background: (request, signal) => {
        seen.background.push(request);
        return reply(signal, async () => ({
          image: {
            data: await sharp(request.image.data).flatten({ background: '#f4efe6' }).png().toBuffer(),
            contentType: 'image/png' as const,
          },
          origin: { ...origin, model: 'stand-in-image' },
        }));
      },
    },
    close: async () => undefined,
  };

  return {
    providers,
    seen,
    reset() {
      next = 'answer';
      questions = ['What is it made of?', 'How big is it?', 'What is it made of?'];
      prompt = 'A soft beige linen backdrop';
      descriptions = null;
      started = null;
      aborted = null;
      for (const list of Object.values(seen)) list.length = 0;
    },
    failWith: (error: Next) => void (next = error),
    answerQuestions: (list: string[]) => void (questions = list),
    answerPrompt: (text: string) => void (prompt = text),
    answerDrafts: (list: string[]) => void (descriptions = list),
    /** Resolves when the provider is asked, and when it sees the abort. */
    watch() {
      const asked = new Promise<void>((resolve) => (started = resolve));
      const abort = new Promise<void>((resolve) => (aborted = resolve));
      return { asked, abort };
    },
  };
}

const standIn = createStandIn();
const limit = 3;
let t: CatalogTestApp;
let seller: TestSeller;

beforeAll(async () => {
  t = await startCatalogApp({
    aiProviders: standIn.providers,
    env: { AI_BACKGROUND_LIMIT_PER_IMAGE: String(limit) },
  });
});
afterAll(() => t.close());
beforeEach(async () => {
  standIn.reset();
  // A seller of its own for each test: the throttles and the limit count per seller.
  seller = await approvedSeller(t);
});

const png = (seed: number, width = 64, height = 48) =>
  pngImage(seed, width, height).then((data) => ({ filename: 'photo.png', contentType: 'image/png', data }));

const post = (url: string, parts: Array<[string, Part]>, who: TestSeller = seller) => {
  const { body, headers } = formBody(parts);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { ...headers, authorization: `Bearer ${who.token}` },
  });
};

const describeUrl = '/api/products/generate-description';
const questionsUrl = '/api/products/generate-questions';
const promptUrl = '/api/image-tool/generate-background-prompt';
const backgroundUrl = '/api/image-tool/generate-background';

const usesOf = async (who: TestSeller) =>
  t.database.db
    .select({
      imageHash: aiBackgroundUses.imageHash,
      day: aiBackgroundUses.day,
      count: aiBackgroundUses.count,
    })
    .from(aiBackgroundUses)
    .where(eq(aiBackgroundUses.sellerId, who.id));

describe('who may use the assistant', () => {
  it('answers the tones to an approved seller, in the picker’s order', async () => {
    const response = await call(t.app, 'GET', '/api/products/description-options/tones', {
      token: seller.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(toneListResponseSchema.parse(response.json()).data).toEqual(tones);
  });

  it('refuses sellers awaiting approval (403 AWAITING_APPROVAL) and callers without a session (401)', async () => {
    const pending = await approvedSeller(t, { approved: false });
    expectError(
      await call(t.app, 'GET', '/api/products/description-options/tones', { token: pending.token }),
      403,
      'AWAITING_APPROVAL',
    );
    expectError(
      await post(
        backgroundUrl,
        [
          ['prompt', 'Wood'],
          ['image', await png(1)],
        ],
        pending,
      ),
      403,
      'AWAITING_APPROVAL',
    );
    expectError(await call(t.app, 'POST', describeUrl), 401, 'UNAUTHENTICATED');
    expect(standIn.seen.background).toEqual([]);
  });

  it('takes forms only: JSON is refused unread (415)', async () => {
    const response = await call(t.app, 'POST', describeUrl, { token: seller.token, body: { title: 'Mug' } });
    expectError(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('POST /api/products/generate-description', () => {
  it('answers count drafts with who wrote them, defaults applied', async () => {
    const response = await post(describeUrl, [['title', 'Abaca tote']]);
    expect(response.statusCode, response.body).toBe(200);
    expect(generateDescriptionResponseSchema.parse(response.json()).data).toEqual({
      descriptions: ['Draft 1: Abaca tote'],
      ...origin,
    });
    expect(standIn.seen.describe).toEqual([
      {
        title: 'Abaca tote',
        features: '',
        tone: 'friendly',
        specialInstructions: '',
        count: 1,
        category: null,
        questionAnswers: [],
        image: null,
      },
    ]);
  });

  it('hands the provider the category by name, the answered questions only and the photo at most 1024 px', async () => {
    const parent = await addCategory(t, 'Bags');
    const child = await addCategory(t, 'Totes', parent);
    const response = await post(describeUrl, [
      ['title', 'Abaca tote'],
      ['features', 'Hand-woven abaca\n40 × 30 cm'],
      ['tone', 'taglish'],
      ['specialInstructions', 'Mention COD'],
      ['count', '3'],
      ['categoryId', String(child)],
      [
        'questionAnswers',
        JSON.stringify([
          { id: 'q1', question: 'Is it washable?', answer: 'Spot clean only' },
          { id: 'q2', question: 'Does it have a zipper?', answer: '  ' },
        ]),
      ],
      ['image', await png(2, 2000, 1000)],
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(generateDescriptionResponseSchema.parse(response.json()).data.descriptions).toHaveLength(3);
    const [asked] = standIn.seen.describe;
    expect(asked).toMatchObject({
      tone: 'taglish',
      count: 3,
      category: expect.stringMatching(/^Bags \d+ > Totes \d+$/),
      questionAnswers: [{ id: 'q1', question: 'Is it washable?', answer: 'Spot clean only' }],
      image: { contentType: 'image/png', width: 1024, height: 512 },
    });
    const seenImage = await sharp(asked!.image!.data).metadata();
    expect([seenImage.format, seenImage.width, seenImage.height]).toEqual(['png', 1024, 512]);
  });

  it('keeps at most count drafts, trimmed, and none empty', async () => {
    standIn.answerDrafts(['  First  ', '', 'Second', 'Third']);
    const response = await post(describeUrl, [
      ['title', 'Mug'],
      ['count', '2'],
    ]);
    expect(generateDescriptionResponseSchema.parse(response.json()).data.descriptions).toEqual([
      'First',
      'Second',
    ]);
  });

  it.each(['0', '11', '2.5', 'two', '-1', ''])('refuses count %j with the spec’s range', async (count) => {
    const body = expectError(
      await post(describeUrl, [
        ['title', 'Mug'],
        ['count', count],
      ]),
      400,
      'VALIDATION_FAILED',
    );
    expect(body.fields).toEqual({ count: aiMessages.countRange });
    expect(standIn.seen.describe).toEqual([]);
  });

  it('refuses a missing or blank title, an unknown tone and an unknown category, asking nobody', async () => {
    for (const title of [[], [['title', '   ']]] as Array<Array<[string, string]>>) {
      const body = expectError(await post(describeUrl, title), 400, 'VALIDATION_FAILED');
      expect(body.fields).toEqual({ title: aiMessages.titleRequired });
      expect(body.error).toBe(aiMessages.titleRequired);
    }
    const tone = expectError(
      await post(describeUrl, [
        ['title', 'Mug'],
        ['tone', 'sarcastic'],
      ]),
      400,
      'VALIDATION_FAILED',
    );
    expect(tone.fields).toEqual({ tone: aiMessages.toneUnknown });
    const category = expectError(
      await post(describeUrl, [
        ['title', 'Mug'],
        ['categoryId', '999999'],
      ]),
      400,
      'VALIDATION_FAILED',
    );
    expect(category.fields).toEqual({ categoryId: 'Please choose a category' });
    expect(standIn.seen.describe).toEqual([]);
  });
});

describe('POST /api/products/generate-questions', () => {
  it('numbers the questions, each once and short enough to be sent back with its answer', async () => {
    const long = `Is it ${'really '.repeat(60)}waterproof?`;
    standIn.answerQuestions(['What is it made of?', ' How big is it? ', 'What is it made of?', long, '']);
    const response = await post(questionsUrl, [
      ['title', 'Abaca tote'],
      ['features', 'Hand-woven'],
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const { questions, ...who } = generateQuestionsResponseSchema.parse(response.json()).data;
    expect(who).toEqual(origin);
    expect(questions.map(({ id }) => id)).toEqual(['q1', 'q2', 'q3']);
    expect(questions.slice(0, 2).map(({ question }) => question)).toEqual([
      'What is it made of?',
      'How big is it?',
    ]);
    expect(questions[2]!.question.length).toBeLessThanOrEqual(questionMax);
    expect(questions[2]!.question).toMatch(/^Is it really .*…$/);
    expect(standIn.seen.questions).toEqual([
      { title: 'Abaca tote', features: 'Hand-woven', category: null, image: null },
    ]);
  });
});

describe('the photo', () => {
  it('is required for a prompt and a background (400 under image)', async () => {
    const forms: Array<[string, Array<[string, Part]>]> = [
      [promptUrl, [['title', 'Mug']]],
      [backgroundUrl, [['prompt', 'Wood']]],
    ];
    for (const [url, fields] of forms) {
      const body = expectError(await post(url, fields), 400, 'VALIDATION_FAILED');
      expect(body.fields).toEqual({ image: aiMessages.imageRequired });
    }
  });

  it('must be a picture by its bytes (415) and at most 10 MB (413), answered under image', async () => {
    const notAPicture = expectError(
      await post(promptUrl, [
        ['title', 'Mug'],
        ['image', { filename: 'mug.png', contentType: 'image/png', data: elfBytes }],
      ]),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expect(Object.keys(notAPicture.fields ?? {})).toEqual(['image']);
    const huge = expectError(
      await post(backgroundUrl, [
        ['prompt', 'Wood'],
        [
          'image',
          { filename: 'huge.png', contentType: 'image/png', data: Buffer.alloc(10 * 1024 * 1024 + 1) },
        ],
      ]),
      413,
      'PAYLOAD_TOO_LARGE',
    );
    expect(huge).toMatchObject({
      error: 'Each image can be at most 10 MB',
      fields: { image: 'Each image can be at most 10 MB' },
    });
    expect(standIn.seen.prompt).toEqual([]);
    expect(standIn.seen.background).toEqual([]);
    expect(await usesOf(seller)).toEqual([]);
  });

  it('is one file part named image: another name or a second photo is refused (400)', async () => {
    expectError(
      await post(promptUrl, [
        ['title', 'Mug'],
        ['photo', await png(3)],
      ]),
      400,
      'BAD_REQUEST',
    );
    expectError(
      await post(promptUrl, [
        ['title', 'Mug'],
        ['image', await png(3)],
        ['image', await png(4)],
      ]),
      400,
      'BAD_REQUEST',
    );
    expect(standIn.seen.prompt).toEqual([]);
  });
});

describe('POST /api/image-tool/generate-background-prompt', () => {
  it('answers a prompt short enough to send back as the background’s', async () => {
    standIn.answerPrompt(`  ${'A warm wooden tabletop with soft morning light '.repeat(40)}`);
    const response = await post(promptUrl, [
      ['title', 'White mug'],
      ['image', await png(5, 800, 600)],
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const { prompt, ...who } = backgroundPromptResponseSchema.parse(response.json()).data;
    expect(who).toEqual(origin);
    expect(prompt.length).toBeLessThanOrEqual(1000);
    expect(prompt).toMatch(/^A warm wooden tabletop .*…$/);
    expect(standIn.seen.prompt[0]).toMatchObject({
      title: 'White mug',
      category: null,
      image: { width: 800, height: 600 },
    });
  });
});

describe('POST /api/image-tool/generate-background', () => {
  it('answers the picture itself, who made it in headers, never cached; the provider sees the original', async () => {
    const photo = await png(6, 1600, 1200);
    const response = await post(backgroundUrl, [
      ['prompt', 'Beige linen'],
      ['title', 'Mug'],
      ['image', photo],
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers[aiOriginHeaders.provider]).toBe('stand-in');
    expect(response.headers[aiOriginHeaders.model]).toBe('stand-in-image');
    expect(response.headers[aiOriginHeaders.isAI]).toBe('true');
    const made = await sharp(response.rawPayload).metadata();
    expect([made.format, made.width, made.height]).toEqual(['png', 1600, 1200]);
    expect(standIn.seen.background[0]).toMatchObject({
      prompt: 'Beige linen',
      title: 'Mug',
      image: { contentType: 'image/png', width: 1600, height: 1200 },
    });
  });

  it('makes a photo’s backgrounds up to the limit a day, then answers the spec’s 429', async () => {
    const photo = await png(7);
    for (let made = 0; made < limit; made += 1)
      expect(
        (
          await post(backgroundUrl, [
            ['prompt', 'Wood'],
            ['image', photo],
          ])
        ).statusCode,
      ).toBe(200);
    const refused = expectError(
      await post(backgroundUrl, [
        ['prompt', 'Marble'],
        ['image', photo],
      ]),
      429,
      'IMAGE_LIMIT',
    );
    expect(refused.error).toBe(aiMessages.imageLimit);
    expect(standIn.seen.background).toHaveLength(limit);
    // Another photo, and another seller with the same photo, each have their own count.
    expect(
      (
        await post(backgroundUrl, [
          ['prompt', 'Wood'],
          ['image', await png(8)],
        ])
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await post(
          backgroundUrl,
          [
            ['prompt', 'Wood'],
            ['image', photo],
          ],
          await approvedSeller(t),
        )
      ).statusCode,
    ).toBe(200);
  });

  it('knows a photo by its bytes as sent: a renamed copy is the same photo', async () => {
    const photo = await png(9);
    for (let made = 0; made < limit; made += 1)
      await post(backgroundUrl, [
        ['prompt', 'Wood'],
        ['image', { ...photo, filename: `copy-${made}.png` }],
      ]);
    expectError(
      await post(backgroundUrl, [
        ['prompt', 'Wood'],
        ['image', { ...photo, filename: 'other.png' }],
      ]),
      429,
      'IMAGE_LIMIT',
    );
  });

  it('lets requests racing each other past the limit no further than it', async () => {
    const photo = await png(10);
    const answers = await Promise.all(
      Array.from({ length: limit + 3 }, () =>
        post(backgroundUrl, [
          ['prompt', 'Wood'],
          ['image', photo],
        ]),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(limit).fill(200), ...Array(3).fill(429)]);
    expect((await usesOf(seller)).map(({ count }) => count)).toEqual([limit]);
  });

  it('gives the count back when the background could not be made', async () => {
    const photo = await png(11);
    standIn.failWith(new AiProviderError('timeout', 'took too long'));
    for (let tried = 0; tried < limit + 1; tried += 1)
      expectError(
        await post(backgroundUrl, [
          ['prompt', 'Wood'],
          ['image', photo],
        ]),
        502,
        'AI_UNAVAILABLE',
      );
    expect((await usesOf(seller)).map(({ count }) => count)).toEqual([0]);
    standIn.failWith('answer');
    expect(
      (
        await post(backgroundUrl, [
          ['prompt', 'Wood'],
          ['image', photo],
        ])
      ).statusCode,
    ).toBe(200);
  });

  it('counts each Philippine day on its own and forgets the seller’s earlier days', async () => {
    const photo = await png(12);
    expect(
      (
        await post(backgroundUrl, [
          ['prompt', 'Wood'],
          ['image', photo],
        ])
      ).statusCode,
    ).toBe(200);
    const [today] = await usesOf(seller);
    // A full count yesterday does not hold today's back.
    await t.database.db
      .insert(aiBackgroundUses)
      .values({ sellerId: seller.id, imageHash: today!.imageHash, day: '2000-01-01', count: limit });
    expect(
      (
        await post(backgroundUrl, [
          ['prompt', 'Wood'],
          ['image', photo],
        ])
      ).statusCode,
    ).toBe(200);
    expect(await usesOf(seller)).toEqual([{ ...today, count: 2 }]);
    const manilaToday = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect(today!.day).toBe(manilaToday);
  });
});

describe('provider failures', () => {
  it('answers a busy provider 429 AI_BUSY with its Retry-After, never the per-photo text', async () => {
    standIn.failWith(new AiProviderError('busy', 'upstream said 429 rate_limit_exceeded', 20));
    const response = await post(describeUrl, [['title', 'Mug']]);
    expect(expectError(response, 429, 'AI_BUSY').error).toBe(aiBusyMessage);
    expect(response.headers['retry-after']).toBe('20');
    standIn.failWith(new AiProviderError('busy', 'busy'));
    const unknownWait = await post(backgroundUrl, [
      ['prompt', 'Wood'],
      ['image', await png(13)],
    ]);
    expect(expectError(unknownWait, 429, 'AI_BUSY').error).toBe(aiBusyMessage);
    expect(unknownWait.headers['retry-after']).toBeUndefined();
  });

  it.each([
    ['timeout', describeUrl, aiMessages.descriptionFailed, 502, 'AI_UNAVAILABLE'],
    ['unavailable', questionsUrl, aiMessages.questionsFailed, 502, 'AI_UNAVAILABLE'],
    ['malformed', promptUrl, aiMessages.promptFailed, 502, 'AI_UNAVAILABLE'],
    ['unavailable', backgroundUrl, aiMessages.backgroundFailed, 502, 'AI_UNAVAILABLE'],
    ['refused', backgroundUrl, aiMessages.backgroundFailed, 422, 'AI_REFUSED'],
    ['refused', describeUrl, aiMessages.descriptionFailed, 422, 'AI_REFUSED'],
  ] as const)(
    'answers %s on %s in the capability’s words (%i %s)',
    async (kind, url, failed, status, code) => {
      standIn.failWith(new AiProviderError(kind, 'upstream internals: sk-secret at 10.0.0.7'));
      const fields: Array<[string, Part]> =
        url === backgroundUrl
          ? [
              ['prompt', 'Wood'],
              ['image', await png(14)],
            ]
          : [
              ['title', 'Mug'],
              ['image', await png(14)],
            ];
      const body = expectError(await post(url, fields), status, code);
      expect(body.error).toBe(`${failed}: ${aiFailureDetails[kind]}`);
      expect(JSON.stringify(body)).not.toContain('secret');
    },
  );

  it('reads an answer with no usable draft, question or prompt as malformed', async () => {
    standIn.answerDrafts(['   ']);
    expect(expectError(await post(describeUrl, [['title', 'Mug']]), 502, 'AI_UNAVAILABLE').error).toBe(
      `${aiMessages.descriptionFailed}: ${aiFailureDetails.malformed}`,
    );
    standIn.answerQuestions([]);
    expectError(await post(questionsUrl, [['title', 'Mug']]), 502, 'AI_UNAVAILABLE');
    standIn.answerPrompt(' ');
    expectError(
      await post(promptUrl, [
        ['title', 'Mug'],
        ['image', await png(15)],
      ]),
      502,
      'AI_UNAVAILABLE',
    );
  });

  it('answers a provider’s unexpected fault as our own 500, without its words', async () => {
    standIn.failWith(new TypeError('Cannot read properties of undefined (reading "choices")'));
    const body = expectError(await post(describeUrl, [['title', 'Mug']]), 500, 'INTERNAL_ERROR');
    expect(body.error).not.toContain('choices');
  });
});

describe('throttles', () => {
  it('lets a seller make 10 backgrounds a minute, then 429 RATE_LIMITED with Retry-After; text is counted apart', async () => {
    for (let made = 0; made < 10; made += 1) {
      const response = await post(backgroundUrl, [
        ['prompt', 'Wood'],
        ['image', await png(100 + made)],
      ]);
      expect(response.statusCode, response.body).toBe(200);
    }
    const refused = await post(backgroundUrl, [
      ['prompt', 'Wood'],
      ['image', await png(200)],
    ]);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(expectError(refused, 429, 'RATE_LIMITED').error).toBe(
      `Too many requests. Please try again in ${waitInWords(wait)}.`,
    );
    expect(standIn.seen.background).toHaveLength(10);
    expect((await post(describeUrl, [['title', 'Mug']])).statusCode).toBe(200);
    expect(
      (
        await post(promptUrl, [
          ['title', 'Mug'],
          ['image', await png(201)],
        ])
      ).statusCode,
    ).toBe(200);
  });

  it('lets a seller ask 20 prompts and 30 drafts or question lists a minute', async () => {
    for (let asked = 0; asked < 20; asked += 1)
      expect(
        (
          await post(promptUrl, [
            ['title', 'Mug'],
            ['image', await png(300)],
          ])
        ).statusCode,
      ).toBe(200);
    expectError(
      await post(promptUrl, [
        ['title', 'Mug'],
        ['image', await png(300)],
      ]),
      429,
      'RATE_LIMITED',
    );
    for (let asked = 0; asked < 30; asked += 1)
      expect((await post(asked % 2 ? describeUrl : questionsUrl, [['title', 'Mug']])).statusCode).toBe(200);
    expectError(await post(describeUrl, [['title', 'Mug']]), 429, 'RATE_LIMITED');
    // Another seller is not held back by this one.
    expect((await post(describeUrl, [['title', 'Mug']], await approvedSeller(t))).statusCode).toBe(200);
  });
});

describe('a client that goes away', () => {
  it('aborts the provider’s work and gives the background back', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const photo = await png(16);
    standIn.failWith('hang');
    const { asked, abort } = standIn.watch();
    const { body, headers } = formBody([
      ['prompt', 'Wood'],
      ['image', photo],
    ]);
    const sent = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: backgroundUrl,
      headers: { ...headers, 'content-length': String(body.length), authorization: `Bearer ${seller.token}` },
    });
    sent.on('error', () => undefined);
    sent.end(body);
    await asked;
    expect((await usesOf(seller)).map(({ count }) => count)).toEqual([1]);
    sent.destroy();
    await abort;
    await expect.poll(async () => (await usesOf(seller)).map(({ count }) => count)).toEqual([0]);
  });
});

describe('the provider for each capability (createAiProviders)', () => {
  const settings = (overrides: Partial<AiSettings>): AiSettings => ({
    ...loadConfig({ DATA_DIR: '/tmp/unused' }).ai,
    ...overrides,
  });
  const text = { title: 'Mug', features: '', category: null, image: null };
  const photo = async () => {
    const data = await pngImage(17);
    return { data, contentType: 'image/png' as const, width: 64, height: 48 };
  };
  // Nothing listens on the discard port of this machine: an online capability fails at once, unavailable.
  const nowhere = 'http://127.0.0.1:9/v1';
  const signal = new AbortController().signal;

  it('answers offline, honestly labelled, without a base URL or key', async () => {
    const providers = createAiProviders(settings({}));
    try {
      const { origin } = await providers.text.askQuestions(text, signal);
      expect(origin).toEqual({ provider: 'offline', model: 'suki-writer-1', isAI: false });
      const prompt = await providers.vision.backgroundPrompt({ ...text, image: await photo() }, signal);
      expect(prompt.origin.isAI).toBe(false);
    } finally {
      await providers.close();
    }
  });

  it('asks the API for each capability whose model is not the word offline', async () => {
    const providers = createAiProviders(
      settings({ baseUrl: nowhere, textModel: 'offline', visionModel: 'llava', imageModel: 'offline' }),
    );
    try {
      expect((await providers.text.askQuestions(text, signal)).origin.provider).toBe('offline');
      await expect(
        providers.vision.backgroundPrompt({ ...text, image: await photo() }, signal),
      ).rejects.toMatchObject({ name: 'AiProviderError', kind: 'unavailable' });
    } finally {
      await providers.close();
    }
  });
});

describe('the OpenAPI document', () => {
  it('lists the five routes, the forms as multipart', async () => {
    const document = (await call(t.app, 'GET', '/api/openapi.json')).json() as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
    };
    expect(Object.keys(document.paths['/api/products/description-options/tones'] ?? {})).toContain('get');
    for (const path of [describeUrl, questionsUrl, promptUrl, backgroundUrl])
      expect(Object.keys(document.paths[path]?.post?.requestBody?.content ?? {})).toEqual([
        'multipart/form-data',
      ]);
  });
});
