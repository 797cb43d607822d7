// The in-memory AI service behind "Write with AI" and "New background", for stories and tests. It keeps the
// server's rules the browser shows: the shared schemas read the multipart fields as the routes do (400 with
// `fields`: 'Title is required', the count 1 to 10, the tone, the prompt), a photo is required where the route
// requires one (400), is an image (415, told here by its declared type where the server reads its bytes) of
// 10 MB at most (413), the per-photo daily background limit (429 IMAGE_LIMIT with the spec's text, counted
// by the photo's bytes before making and given back when making failed), and every answer's origin (the
// offline writer and background maker by default). Failures (the provider busy or not answering, our
// throttle, the network), latency and held calls are switchable per call. tests/server/contract-ai.test.ts
// holds it to the real routes.
import { FailureError } from '#machines/shared/failure.ts';
import {
  aiImageBytesMax,
  aiMessages,
  backgroundBodySchema,
  backgroundPromptBodySchema,
  generateDescriptionBodySchema,
  generateQuestionsBodySchema,
  tones,
  type AiOrigin,
  type GenerateDescriptionBody,
  type SuggestedQuestion,
} from '#schemas/ai';
import type { z } from 'zod';
import type { AiService } from '../../src/services/ai.ts';
import { RetryLaterError } from '../../src/services/client.ts';

export type FakeAiCall = keyof AiService;

/**
 * How a call fails, as the routes answer a provider's failure (decision 044): busy (429 AI_BUSY, Retry-After),
 * declining the photo or words (422 AI_REFUSED), not answering in time, unreachable or answering nonsense
 * (502 AI_UNAVAILABLE); or our per-seller throttle (429 RATE_LIMITED, Retry-After); or no connection.
 */
export type FakeAiFailure =
  'busy' | 'refused' | 'timeout' | 'unavailable' | 'malformed' | 'throttled' | 'network';

/** After the capability's text, what went wrong (server/modules/ai/routes.ts `aiFailureDetails`). */
const failureDetails = {
  timeout: 'the AI service did not answer in time. Please try again.',
  unavailable: 'the AI service could not be reached. Please try again later.',
  malformed: 'the AI service gave an answer that could not be used. Please try again.',
  refused: 'the AI service could not use this photo or these words. Try another photo or other words.',
};

export type FakeAiOptions = {
  /** Who answers: the offline defaults (the default) or an OpenAI-compatible provider. */
  provider?: 'offline' | 'openai';
  /** Calls that fail this way until `fail(call, false)`. */
  fail?: Partial<Record<FakeAiCall, FakeAiFailure>>;
  /** Calls that never answer until `hold(call, false)` (a story pinned in a pending state). */
  hold?: Partial<Record<FakeAiCall, boolean>>;
  /** Answer after this many milliseconds. */
  latencyMs?: number;
  /** Backgrounds a seller may make from one photo a day (AI_BACKGROUND_LIMIT_PER_IMAGE, 5 by default). */
  backgroundLimit?: number;
  /** The questions buyers would ask, instead of the ones made from the request. */
  questions?: SuggestedQuestion[];
};

const origins = {
  offline: {
    text: { provider: 'offline', model: 'suki-writer-1', isAI: false },
    background: { provider: 'offline', model: 'isnet-general-use', isAI: false },
  },
  openai: {
    text: { provider: 'openai', model: 'gpt-4o-mini', isAI: true },
    background: { provider: 'openai', model: 'gpt-image-1', isAI: true },
  },
} satisfies Record<string, Record<'text' | 'background', AiOrigin>>;

const refusal = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  new FailureError({ kind: 'http', status, code, message, ...(fields ? { fields } : {}) });

/** The capability's own words first, as the server's 502 (decision 044). */
const capabilityText: Record<FakeAiCall, string> = {
  tones: 'Failed to load the tones',
  generateDescription: aiMessages.descriptionFailed,
  generateQuestions: aiMessages.questionsFailed,
  generateBackgroundPrompt: aiMessages.promptFailed,
  generateBackground: aiMessages.backgroundFailed,
  picture: aiMessages.backgroundFailed,
};

const failure = (call: FakeAiCall, kind: FakeAiFailure): Error => {
  switch (kind) {
    case 'busy':
      return new RetryLaterError(
        {
          kind: 'http',
          status: 429,
          code: 'AI_BUSY',
          message: 'The AI service is busy. Please try again in a minute.',
        },
        60,
      );
    case 'refused':
      return refusal(422, 'AI_REFUSED', `${capabilityText[call]}: ${failureDetails[kind]}`);
    case 'timeout':
    case 'unavailable':
    case 'malformed':
      return refusal(502, 'AI_UNAVAILABLE', `${capabilityText[call]}: ${failureDetails[kind]}`);
    case 'throttled':
      return new RetryLaterError(
        {
          kind: 'http',
          status: 429,
          code: 'RATE_LIMITED',
          message: 'Too many requests. Please try again in 30 seconds.',
        },
        30,
      );
    case 'network':
      return new FailureError({ kind: 'network', message: capabilityText[call] });
  }
};

/** The API's 400: the schema's first message per field. */
function parsed<T extends z.ZodType>(schema: T, fields: unknown): z.output<T> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) messages[issue.path.join('.')] ??= issue.message;
  throw refusal(400, 'VALIDATION_FAILED', Object.values(messages)[0] ?? 'Invalid request', messages);
}

/** The multipart text fields as the browser's service sends them (absent ones left out). */
const textFields = (fields: Record<string, string | number | undefined>) =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, String(value)]),
  );

/** A photo part as the routes take it: an image of 10 MB at most; `required` where the route needs one. */
async function photo(image: Blob | undefined, required: boolean): Promise<Uint8Array | undefined> {
  if (image === undefined) {
    if (!required) return undefined;
    throw refusal(400, 'VALIDATION_FAILED', aiMessages.imageRequired, { image: aiMessages.imageRequired });
  }
  if (image.size > aiImageBytesMax)
    throw refusal(413, 'PAYLOAD_TOO_LARGE', 'Each image can be at most 10 MB');
  if (!image.type.startsWith('image/'))
    throw refusal(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Upload a JPEG, PNG, GIF, WebP, BMP, TIFF, ICO or SVG image.',
    );
  return new Uint8Array(await image.arrayBuffer());
}

/** The photo's identity for the daily limit: its bytes (the server hashes them with SHA-256). */
const bytesKey = (bytes: Uint8Array) => {
  let hash = 0x811c9dc5;
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return `${bytes.length}:${hash.toString(16)}`;
};

/** A 1×1 PNG: what a kept product picture's URL serves here. */
const onePixelPng = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

/** Drafts as the offline writer makes them in spirit: each its own opening, from the facts given only. */
function drafts(body: GenerateDescriptionBody): string[] {
  const facts = [
    body.features,
    ...body.questionAnswers
      .filter((entry) => entry.answer.trim() !== '')
      .map((entry) => `${entry.question} ${entry.answer}`),
  ].filter((fact) => fact.trim() !== '');
  const openings = [
    `Meet the ${body.title}.`,
    `${body.title}: made for every day.`,
    `Looking for a ${body.title}?`,
    `Here is why you will love the ${body.title}.`,
    `The ${body.title}, ready to ship.`,
  ];
  return Array.from({ length: body.count }, (_, index) =>
    [
      `${openings[index % openings.length]}${index >= openings.length ? ` (${index + 1})` : ''}`,
      ...facts,
      body.specialInstructions,
    ]
      .filter((part) => part.trim() !== '')
      .join(' '),
  );
}

/** Questions buyers would ask, leaving out what the features already tell. */
const questionsFor = (features: string): SuggestedQuestion[] =>
  [
    { id: 'size', question: 'What size is it?', words: ['size', 'cm', 'inch'] },
    { id: 'material', question: 'What is it made of?', words: ['made of', 'material', 'cotton', 'abaca'] },
    { id: 'care', question: 'How do I care for it?', words: ['wash', 'care', 'clean'] },
    { id: 'box', question: "What's in the box?", words: ['box', 'includes', 'comes with'] },
  ]
    .filter((candidate) => !candidate.words.some((word) => features.toLowerCase().includes(word)))
    .map(({ id, question }) => ({ id, question }));

export function createFakeAi(options: FakeAiOptions = {}) {
  const origin = origins[options.provider ?? 'offline'];
  const failing: Partial<Record<FakeAiCall, FakeAiFailure>> = { ...options.fail };
  const holding: Partial<Record<FakeAiCall, boolean>> = { ...options.hold };
  const limit = options.backgroundLimit ?? 5;
  /** Backgrounds made today, by photo; `nextDay()` starts a new Manila day. */
  let uses = new Map<string, number>();
  /** Every call, as sent. */
  const sent: Array<{ call: FakeAiCall; request: unknown }> = [];

  /** Settles `work` as the network would: after the latency, never while held, rejected once aborted. */
  const answer = <T>(
    call: FakeAiCall,
    request: unknown,
    signal: AbortSignal | undefined,
    work: () => Promise<T>,
  ): Promise<T> => {
    sent.push({ call, request });
    return new Promise<T>((resolve, reject) => {
      const aborted = () => reject(new FailureError({ kind: 'network', message: capabilityText[call] }));
      if (signal?.aborted) return aborted();
      signal?.addEventListener('abort', aborted, { once: true });
      if (holding[call]) return;
      const settle = () => {
        const kind = failing[call];
        (kind ? Promise.reject(failure(call, kind)) : work()).then(resolve, reject);
      };
      const latency = options.latencyMs ?? 0;
      if (latency === 0) void Promise.resolve().then(settle);
      else setTimeout(settle, latency);
    });
  };

  const service: AiService = {
    tones: (signal) => answer('tones', undefined, signal, async () => tones),

    generateDescription: (request, signal) =>
      answer('generateDescription', request, signal, async () => {
        const body = parsed(
          generateDescriptionBodySchema,
          textFields({
            title: request.title,
            features: request.features,
            tone: request.tone,
            specialInstructions: request.specialInstructions,
            count: request.count,
            categoryId: request.categoryId,
            questionAnswers: JSON.stringify(request.questionAnswers),
          }),
        );
        await photo(request.image, false);
        return { ...origin.text, descriptions: drafts(body) };
      }),

    generateQuestions: (request, signal) =>
      answer('generateQuestions', request, signal, async () => {
        const body = parsed(
          generateQuestionsBodySchema,
          textFields({ title: request.title, features: request.features, categoryId: request.categoryId }),
        );
        await photo(request.image, false);
        return { ...origin.text, questions: options.questions ?? questionsFor(body.features) };
      }),

    generateBackgroundPrompt: (request, signal) =>
      answer('generateBackgroundPrompt', request, signal, async () => {
        const body = parsed(
          backgroundPromptBodySchema,
          textFields({ title: request.title, categoryId: request.categoryId }),
        );
        await photo(request.image, true);
        return {
          ...origin.text,
          prompt: `A soft white studio background with warm light, for ${body.title}`,
        };
      }),

    generateBackground: (request, signal) =>
      answer('generateBackground', request, signal, async () => {
        parsed(backgroundBodySchema, textFields({ prompt: request.prompt, title: request.title }));
        const bytes = (await photo(request.image, true))!;
        const key = bytesKey(bytes);
        const used = uses.get(key) ?? 0;
        if (used >= limit) throw refusal(429, 'IMAGE_LIMIT', aiMessages.imageLimit);
        uses.set(key, used + 1);
        // The made picture: the photo itself here (what matters to the browser is that a picture came back).
        return { ...origin.background, image: new Blob([bytes.slice()], { type: 'image/png' }) };
      }),

    picture: (url, signal) =>
      answer('picture', url, signal, async () => new Blob([onePixelPng.slice()], { type: 'image/png' })),
  };

  return {
    service,
    /** Every call of `call`, as sent (the request, or the URL of `picture`), oldest first. */
    sent: (call: FakeAiCall) => sent.filter((entry) => entry.call === call).map((entry) => entry.request),
    /** Make a call fail this way, or answer again (`false`). */
    fail: (call: FakeAiCall, kind: FakeAiFailure | false = 'timeout') => {
      if (kind) failing[call] = kind;
      else delete failing[call];
    },
    /** Make a call never answer, or answer again (`false`; calls already held stay pending). */
    hold: (call: FakeAiCall, on = true) => {
      holding[call] = on;
    },
    /** Backgrounds made today from the photo with these bytes. */
    backgroundsMade: async (image: Blob) =>
      uses.get(bytesKey(new Uint8Array(await image.arrayBuffer()))) ?? 0,
    /** A new day in Manila: every photo's count starts again. */
    nextDay: () => {
      uses = new Map();
    },
  };
}

export type FakeAi = ReturnType<typeof createFakeAi>;
