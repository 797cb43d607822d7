// The OpenAI-compatible provider against a local stand-in speaking the protocol (issue 15, decision 045): what
// it sends (models, the JSON schema, the photo as a data URL, the edit as multipart) and how every answer
// becomes drafts, questions, a prompt or a picture, or an AiProviderError kind without the provider's words.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { createServer } from 'node:net';
import {
  aiMessages,
  aiOriginHeaders,
  backgroundPromptResponseSchema,
  generateDescriptionResponseSchema,
  generateQuestionsResponseSchema,
} from '#schemas/ai';
import { productDescriptionMax } from '#schemas/products';
import type { AiSettings } from '../../server/config.ts';
import {
  createOpenAiProviders,
  type OpenAiProviderOptions,
} from '../../server/modules/ai/openai-provider.ts';
import {
  AiProviderError,
  type AiFailureKind,
  type DescriptionRequest,
  type SourceImage,
} from '../../server/modules/ai/provider.ts';
import { aiBusyMessage, aiFailureDetails } from '../../server/modules/ai/routes.ts';
import {
  startOpenAiStandIn,
  type ChatRequest,
  type EditRequest,
  type OpenAiStandIn,
  type StandInAnswer,
} from '../helpers/openai-stand-in.ts';
import { formBody, type Part } from './onboarding-fixture.ts';
import {
  approvedSeller,
  pngImage,
  startCatalogApp,
  type CatalogTestApp,
  type TestSeller,
} from './products-fixture.ts';
import { expectError } from './support.ts';

const apiKey = 'sk-test-key';
let standIn: OpenAiStandIn;
let photo: SourceImage;

beforeAll(async () => {
  standIn = await startOpenAiStandIn({ apiKey });
  const data = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c0392b' } })
    .jpeg()
    .toBuffer();
  photo = { data, contentType: 'image/jpeg', width: 640, height: 480 };
});

afterAll(() => standIn.close());

beforeEach(() => standIn.reset());

const settings = (overrides: Partial<AiSettings> = {}): AiSettings => ({
  baseUrl: standIn.baseUrl,
  apiKey,
  textModel: 'text-model-1',
  visionModel: 'vision-model-1',
  imageModel: 'gpt-image-1',
  backgroundLimitPerImage: 5,
  ...overrides,
});

const providers = (overrides: Partial<AiSettings> = {}, options: OpenAiProviderOptions = {}) =>
  createOpenAiProviders(settings(overrides), options);

const never = () => new AbortController().signal;

const descriptionRequest: DescriptionRequest = {
  title: 'Handwoven abaca tote',
  features: 'Abaca from Catanduanes\nFits a 13-inch laptop',
  tone: 'taglish',
  specialInstructions: 'Mention COD',
  count: 3,
  category: 'Bags > Totes',
  questionAnswers: [{ id: 'q1', question: 'Is it waterproof?', answer: 'No, keep it dry.' }],
  image: null,
};

const lastChat = () => standIn.requests.at(-1) as ChatRequest;
const lastEdit = () => standIn.requests.at(-1) as EditRequest;
const textOf = (request: ChatRequest, role: string) =>
  request.body.messages
    .filter((message) => message.role === role)
    .flatMap((message) =>
      typeof message.content === 'string'
        ? [message.content]
        : message.content.filter((part) => part.type === 'text').map((part) => String(part.text)),
    )
    .join('\n');
const imageUrlsOf = (request: ChatRequest) =>
  request.body.messages.flatMap((message) =>
    typeof message.content === 'string'
      ? []
      : message.content
          .filter((part) => part.type === 'image_url')
          .map((part) => part.image_url as { url: string; detail?: string }),
  );
const dataUrlOf = (image: SourceImage) => `data:${image.contentType};base64,${image.data.toString('base64')}`;

describe('answers', () => {
  it('writes the asked number of drafts with the text model, saying who wrote them', async () => {
    const answer = await providers().text.describe(descriptionRequest, never());

    expect(answer).toEqual({
      descriptions: ['Stand-in text 1', 'Stand-in text 2', 'Stand-in text 3'],
      origin: { provider: standIn.host, model: 'text-model-1', isAI: true },
    });
    const request = lastChat();
    expect(request.authorization).toBe(`Bearer ${apiKey}`);
    expect(request.body.model).toBe('text-model-1');
    expect(request.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: {
        strict: true,
        schema: {
          type: 'object',
          properties: { descriptions: { type: 'array', minItems: 3, items: { type: 'string' } } },
          required: ['descriptions'],
          additionalProperties: false,
        },
      },
    });
    const system = textOf(request, 'system');
    expect(system).toContain('exactly 3 drafts');
    expect(system).toContain('Tone: Taglish. English mixed with everyday Filipino.');
    const user = textOf(request, 'user');
    for (const fact of [
      'Handwoven abaca tote',
      'Bags > Totes',
      'Abaca from Catanduanes\nFits a 13-inch laptop',
      'Q: Is it waterproof?\nA: No, keep it dry.',
      'Mention COD',
    ]) {
      expect(user).toContain(fact);
    }
  });

  it('shows the text model the photo only when it is also the vision model', async () => {
    await providers().text.describe({ ...descriptionRequest, image: photo }, never());
    expect(imageUrlsOf(lastChat())).toEqual([]);

    await providers({ textModel: 'gpt-4o-mini', visionModel: 'gpt-4o-mini' }).text.describe(
      { ...descriptionRequest, image: photo },
      never(),
    );
    expect(imageUrlsOf(lastChat())).toEqual([{ url: dataUrlOf(photo), detail: 'low' }]);
  });

  it('keeps the asked number of drafts, trimmed, when the model writes more', async () => {
    standIn.answer({
      kind: 'content',
      content: JSON.stringify({ descriptions: ['  One.\n', 'Two.', 'Three.', 'Four.'] }),
    });
    const answer = await providers().text.describe({ ...descriptionRequest, count: 2 }, never());
    expect(answer.descriptions).toEqual(['One.', 'Two.']);
  });

  it('suggests buyer questions, ten at most', async () => {
    const answer = await providers().text.askQuestions(
      { title: 'Abaca tote', features: 'Fits a laptop', category: null, image: null },
      never(),
    );
    expect(answer).toEqual({
      questions: ['Stand-in text 1', 'Stand-in text 2', 'Stand-in text 3'],
      origin: { provider: standIn.host, model: 'text-model-1', isAI: true },
    });
    expect(lastChat().body.response_format.json_schema.schema.properties?.questions?.minItems).toBe(3);
    expect(textOf(lastChat(), 'user')).toContain('Fits a laptop');

    const twelve = Array.from({ length: 12 }, (_, index) => `Question ${index + 1}?`);
    standIn.answer({ kind: 'content', content: JSON.stringify({ questions: twelve }) });
    const many = await providers().text.askQuestions(
      { title: 'Abaca tote', features: '', category: null, image: null },
      never(),
    );
    expect(many.questions).toEqual(twelve.slice(0, 10));
  });

  it('suggests a background prompt from the photo with the vision model', async () => {
    standIn.answer({
      kind: 'content',
      content: JSON.stringify({ prompt: 'Linen backdrop in cream and sage, soft light' }),
    });
    const answer = await providers().vision.backgroundPrompt(
      { title: 'Red mug', category: 'Home > Kitchen', image: photo },
      never(),
    );
    expect(answer).toEqual({
      prompt: 'Linen backdrop in cream and sage, soft light',
      origin: { provider: standIn.host, model: 'vision-model-1', isAI: true },
    });
    const request = lastChat();
    expect(request.body.model).toBe('vision-model-1');
    expect(imageUrlsOf(request)).toEqual([{ url: dataUrlOf(photo), detail: 'low' }]);
    expect(textOf(request, 'user')).toContain('Red mug');
    // The words the offline background maker draws, so a suggestion works with either image maker.
    expect(textOf(request, 'system')).toMatch(/marble.*tropical leaves.*sky blue.*soft light/s);
  });

  it('makes a background through the images edit endpoint and answers the picture', async () => {
    const answer = await providers().image.background(
      { prompt: 'Marble backdrop in white', title: 'Red mug', image: photo },
      never(),
    );

    expect(answer.origin).toEqual({ provider: standIn.host, model: 'gpt-image-1', isAI: true });
    expect(answer.image.contentType).toBe('image/png');
    const made = await sharp(answer.image.data).metadata();
    expect([made.format, made.width, made.height]).toEqual(['png', 1024, 1024]);
    const request = lastEdit();
    expect(request.authorization).toBe(`Bearer ${apiKey}`);
    expect(request.fields.model).toBe('gpt-image-1');
    expect(request.fields.prompt).toContain('Marble backdrop in white');
    expect(request.fields.prompt).toContain('Red mug');
    // GPT image models answer base64 always and refuse the parameter.
    expect(request.fields).not.toHaveProperty('response_format');
    expect(request.image.type).toBe('image/jpeg');
    expect(request.image.bytes.equals(photo.data)).toBe(true);
  });

  it('asks other image models for base64, and sends a GIF as PNG', async () => {
    const gif = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2244aa' } })
      .gif()
      .toBuffer();
    await providers({ imageModel: 'dall-e-2' }).image.background(
      { prompt: 'Beach', title: null, image: { data: gif, contentType: 'image/gif', width: 64, height: 48 } },
      never(),
    );
    const request = lastEdit();
    expect(request.fields.response_format).toBe('b64_json');
    expect(request.image.type).toBe('image/png');
    const sent = await sharp(request.image.bytes).metadata();
    expect([sent.format, sent.width, sent.height]).toEqual(['png', 64, 48]);
  });

  it('makes an answered JPEG or an oversized picture a PNG within 2048 px', async () => {
    const huge = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer();
    standIn.answer({ kind: 'content', content: huge.toString('base64') });
    const answer = await providers().image.background(
      { prompt: 'Studio', title: null, image: photo },
      never(),
    );
    expect(answer.image.contentType).toBe('image/png');
    const made = await sharp(answer.image.data).metadata();
    expect([made.format, made.width, made.height]).toEqual(['png', 2048, 683]);
  });

  it('sends a placeholder key to a keyless self-hosted server', async () => {
    const keyless = await startOpenAiStandIn();
    try {
      const answer = await createOpenAiProviders({
        ...settings(),
        baseUrl: keyless.baseUrl,
        apiKey: undefined,
      }).text.askQuestions({ title: 'Tote', features: '', category: null, image: null }, never());
      expect(answer.origin.provider).toBe(keyless.host);
      expect(keyless.requests[0]?.authorization).toMatch(/^Bearer \S+$/);
    } finally {
      await keyless.close();
    }
  });
});

// ---------------------------------------------------------------------------------------------------------

type Operation = 'describe' | 'askQuestions' | 'backgroundPrompt' | 'background';

const run = (operation: Operation, options: OpenAiProviderOptions = {}, signal = never()) => {
  const made = providers({}, options);
  switch (operation) {
    case 'describe':
      return made.text.describe(descriptionRequest, signal);
    case 'askQuestions':
      return made.text.askQuestions({ title: 'Tote', features: '', category: null, image: null }, signal);
    case 'backgroundPrompt':
      return made.vision.backgroundPrompt({ title: 'Tote', category: null, image: photo }, signal);
    case 'background':
      return made.image.background({ prompt: 'Studio', title: 'Tote', image: photo }, signal);
  }
};

const chatOperations: Operation[] = ['describe', 'askQuestions', 'backgroundPrompt'];
const operations: Operation[] = [...chatOperations, 'background'];

async function failureOf(answer: Promise<unknown>): Promise<AiProviderError> {
  const error = await answer.then(
    () => expect.fail('the provider answered'),
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(AiProviderError);
  // Whatever the provider said stays out of what we pass on (the stand-in's every error carries this).
  expect((error as Error).message).not.toContain('stand-in internals');
  return error as AiProviderError;
}

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toUTCString();

describe.each(operations)('%s failures', (operation) => {
  it.each<[string, StandInAnswer, AiFailureKind, number | undefined]>([
    [
      '429 with retry-after seconds',
      { kind: 'status', status: 429, headers: { 'retry-after': '17' } },
      'busy',
      17,
    ],
    [
      '429 with retry-after-ms',
      { kind: 'status', status: 429, headers: { 'retry-after-ms': '2500' } },
      'busy',
      3,
    ],
    [
      '429 without a retry-after',
      { kind: 'status', status: 429, code: 'rate_limit_exceeded' },
      'busy',
      undefined,
    ],
    [
      '429 out of credit',
      { kind: 'status', status: 429, code: 'insufficient_quota' },
      'unavailable',
      undefined,
    ],
    ['500', { kind: 'status', status: 500 }, 'unavailable', undefined],
    ['503', { kind: 'status', status: 503 }, 'unavailable', undefined],
    ['401 bad key', { kind: 'status', status: 401, code: 'invalid_api_key' }, 'unavailable', undefined],
    ['404 unknown model', { kind: 'status', status: 404, code: 'model_not_found' }, 'unavailable', undefined],
    [
      '400 content policy',
      { kind: 'status', status: 400, code: 'content_policy_violation' },
      'refused',
      undefined,
    ],
    ['a refusal', { kind: 'refusal' }, 'refused', undefined],
    ['a body that is not JSON', { kind: 'body', body: '<html>Bad gateway' }, 'malformed', undefined],
    ['JSON of another shape', { kind: 'body', body: '{"ok": true}' }, 'malformed', undefined],
  ])('%s → %s', async (_name, answer, kind, retryAfterSeconds) => {
    standIn.answer(answer);
    const failure = await failureOf(run(operation));
    expect(failure.kind).toBe(kind);
    expect(failure.retryAfterSeconds).toBe(retryAfterSeconds);
    // Never retried: the seller's "Try again" is the retry, and Retry-After goes back to them.
    expect(standIn.requests).toHaveLength(1);
  });

  it('429 with an HTTP date → busy for about that long', async () => {
    standIn.answer({ kind: 'status', status: 429, headers: { 'retry-after': inSeconds(30) } });
    const failure = await failureOf(run(operation));
    expect(failure.kind).toBe('busy');
    expect(failure.retryAfterSeconds).toBeGreaterThanOrEqual(28);
    expect(failure.retryAfterSeconds).toBeLessThanOrEqual(30);
  });

  it.each<[string, StandInAnswer]>([
    ['no answer at all', { kind: 'hang' }],
    ['headers and then no body', { kind: 'stall' }],
  ])('%s → timeout', async (_name, answer) => {
    standIn.answer(answer);
    const failure = await failureOf(run(operation, { textTimeoutMs: 300, imageTimeoutMs: 300 }));
    expect(failure.kind).toBe('timeout');
  });

  it('the caller cancelling → its own reason, not a provider failure', async () => {
    standIn.answer({ kind: 'hang' });
    const controller = new AbortController();
    const answer = run(operation, {}, controller.signal).catch((error: unknown) => error);
    await vi.waitFor(() => expect(standIn.requests).toHaveLength(1));
    const reason = new Error('the seller cancelled');
    controller.abort(reason);
    expect(await answer).toBe(reason);
  });
});

it('a server that is not there → unavailable', async () => {
  const closed = await closedPort();
  const failure = await failureOf(
    createOpenAiProviders({ ...settings(), baseUrl: `http://127.0.0.1:${closed}/v1` }).text.describe(
      descriptionRequest,
      never(),
    ),
  );
  expect(failure.kind).toBe('unavailable');
});

describe.each(chatOperations)('%s answers off the protocol', (operation) => {
  it.each<[string, StandInAnswer, AiFailureKind]>([
    ['content that is not JSON', { kind: 'content', content: 'Sure! Here are your drafts: …' }, 'malformed'],
    ['JSON that breaks the schema', { kind: 'content', content: '{"answer": ["Nice tote"]}' }, 'malformed'],
    ['an answer cut at the length limit', { kind: 'finish', reason: 'length' }, 'malformed'],
    ['an answer stopped by the content filter', { kind: 'finish', reason: 'content_filter' }, 'refused'],
  ])('%s → %s', async (_name, answer, kind) => {
    standIn.answer(answer);
    expect((await failureOf(run(operation))).kind).toBe(kind);
  });
});

describe('answers that break the schema in their details', () => {
  it.each<[string, Operation, unknown]>([
    ['fewer drafts than asked', 'describe', { descriptions: ['One.', 'Two.'] }],
    ['an empty draft', 'describe', { descriptions: ['One.', '  ', 'Three.'] }],
    [
      'a draft longer than a description may be',
      'describe',
      { descriptions: ['x'.repeat(productDescriptionMax + 1), 'b', 'c'] },
    ],
    ['fewer than three questions', 'askQuestions', { questions: ['Size?', 'Colour?'] }],
    ['a question too long', 'askQuestions', { questions: ['Size?', 'Colour?', `${'Why '.repeat(80)}?`] }],
    ['an empty prompt', 'backgroundPrompt', { prompt: ' ' }],
    ['a prompt that is not text', 'backgroundPrompt', { prompt: ['Marble'] }],
  ])('%s → malformed', async (_name, operation, content) => {
    standIn.answer({ kind: 'content', content: JSON.stringify(content) });
    expect((await failureOf(run(operation))).kind).toBe('malformed');
  });

  it.each<[string, StandInAnswer]>([
    [
      'bytes that are not a picture',
      { kind: 'content', content: Buffer.from('not a picture').toString('base64') },
    ],
    ['no picture at all', { kind: 'finish', reason: 'length' }],
  ])('a background answer with %s → malformed', async (_name, answer) => {
    standIn.answer(answer);
    expect((await failureOf(run('background'))).kind).toBe('malformed');
  });
});

/** A port nothing listens on: bound, then freed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

// ---------------------------------------------------------------------------------------------------------
// The seam end to end: the app built from AI_* settings that name the stand-in, one route of each kind.

describe('through the whole app', () => {
  let t: CatalogTestApp;
  let seller: TestSeller;

  beforeAll(async () => {
    t = await startCatalogApp({
      env: {
        AI_BASE_URL: standIn.baseUrl,
        AI_API_KEY: apiKey,
        AI_TEXT_MODEL: 'text-model-1',
        AI_VISION_MODEL: 'vision-model-1',
        AI_IMAGE_MODEL: 'gpt-image-1',
      },
    });
    seller = await approvedSeller(t);
  });

  afterAll(() => t.close());

  const post = (url: string, parts: Array<[string, Part]>) => {
    const { body, headers } = formBody(parts);
    return t.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { ...headers, authorization: `Bearer ${seller.token}` },
    });
  };
  const photoPart = async (width = 640, height = 480): Promise<[string, Part]> => [
    'image',
    { filename: 'mug.png', contentType: 'image/png', data: await pngImage(7, width, height) },
  ];
  const fromStandIn = () => ({ provider: standIn.host, isAI: true });

  it('writes drafts with the text model', async () => {
    const response = await post('/api/products/generate-description', [
      ['title', 'Handwoven abaca tote'],
      ['features', 'Fits a 13-inch laptop'],
      ['tone', 'professional'],
      ['count', '2'],
    ]);

    expect(response.statusCode, response.body).toBe(200);
    expect(generateDescriptionResponseSchema.parse(response.json()).data).toEqual({
      descriptions: ['Stand-in text 1', 'Stand-in text 2'],
      ...fromStandIn(),
      model: 'text-model-1',
    });
    const request = lastChat();
    expect(request.body.model).toBe('text-model-1');
    expect(textOf(request, 'user')).toContain('Fits a 13-inch laptop');
    expect(textOf(request, 'system')).toContain('Tone: Professional.');
  });

  it('suggests buyer questions, numbered by the app', async () => {
    const response = await post('/api/products/generate-questions', [['title', 'Handwoven abaca tote']]);

    expect(response.statusCode, response.body).toBe(200);
    const { data } = generateQuestionsResponseSchema.parse(response.json());
    expect(data.questions.map(({ question }) => question)).toEqual([
      'Stand-in text 1',
      'Stand-in text 2',
      'Stand-in text 3',
    ]);
    expect(new Set(data.questions.map(({ id }) => id)).size).toBe(3);
    expect(data).toMatchObject({ ...fromStandIn(), model: 'text-model-1' });
  });

  it('suggests a background prompt from the photo, sent at most 1024 px', async () => {
    const response = await post('/api/image-tool/generate-background-prompt', [
      ['title', 'Red mug'],
      await photoPart(2000, 1500),
    ]);

    expect(response.statusCode, response.body).toBe(200);
    expect(backgroundPromptResponseSchema.parse(response.json()).data).toEqual({
      prompt: 'Stand-in text 1',
      ...fromStandIn(),
      model: 'vision-model-1',
    });
    const [sent] = imageUrlsOf(lastChat());
    const bytes = Buffer.from(sent!.url.replace(/^data:image\/\w+;base64,/, ''), 'base64');
    const seen = await sharp(bytes).metadata();
    expect([seen.width, seen.height]).toEqual([1024, 768]);
  });

  it('makes a background through the image model and answers the picture with its origin', async () => {
    const photo = await photoPart();
    const response = await post('/api/image-tool/generate-background', [
      ['prompt', 'Marble backdrop in white'],
      ['title', 'Red mug'],
      photo,
    ]);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers[aiOriginHeaders.provider]).toBe(standIn.host);
    expect(response.headers[aiOriginHeaders.model]).toBe('gpt-image-1');
    expect(response.headers[aiOriginHeaders.isAI]).toBe('true');
    const made = await sharp(response.rawPayload).metadata();
    expect([made.format, made.width, made.height]).toEqual(['png', 1024, 1024]);
    const request = lastEdit();
    expect(request.fields.prompt).toContain('Marble backdrop in white');
    expect(request.image.bytes.equals((photo[1] as { data: Buffer }).data)).toBe(true);
  });

  it("answers a busy provider 429 with its Retry-After, and its failures 502 in the capability's words", async () => {
    standIn.answer({ kind: 'status', status: 429, headers: { 'retry-after': '17' } });
    const busy = await post('/api/image-tool/generate-background', [['prompt', 'Beach'], await photoPart()]);
    expect(expectError(busy, 429, 'AI_BUSY').error).toBe(aiBusyMessage);
    expect(busy.headers['retry-after']).toBe('17');

    standIn.answer({ kind: 'status', status: 500 });
    const failed = await post('/api/image-tool/generate-background', [
      ['prompt', 'Beach'],
      await photoPart(),
    ]);
    expect(expectError(failed, 502, 'AI_UNAVAILABLE').error).toBe(
      `${aiMessages.backgroundFailed}: ${aiFailureDetails.unavailable}`,
    );

    standIn.answer({ kind: 'content', content: 'Here you go: a lovely tote!' });
    const malformed = await post('/api/products/generate-description', [['title', 'Tote']]);
    expect(expectError(malformed, 502, 'AI_UNAVAILABLE').error).toBe(
      `${aiMessages.descriptionFailed}: ${aiFailureDetails.malformed}`,
    );
    for (const response of [busy, failed, malformed]) expect(response.body).not.toContain('stand-in');
  });
});
