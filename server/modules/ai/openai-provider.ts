// The listing assistant through any OpenAI-compatible API (decision 045): OpenAI itself, or Ollama, vLLM or
// LM Studio on the seller's own machines. Text and the vision call are chat completions answering JSON that
// a schema constrains and zod checks; backgrounds come from the images edit endpoint. Every failure becomes
// an AiProviderError kind, so the routes never pass on the provider's own words.
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, OpenAIError, toFile } from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { ChatCompletionContentPart, ChatCompletionMessageParam } from 'openai/resources';
import sharp from 'sharp';
import { z } from 'zod';
import { backgroundPromptMax, questionMax, questionsMax, tones } from '#schemas/ai';
import { productDescriptionMax } from '#schemas/products';
import type { AiSettings } from '../../config.ts';
import { imagePixelsMax, imageWork } from '../media/images.ts';
import { backdropColours, backdropLights, backdropSurfaces } from './offline-writer/vocabulary.ts';
import {
  AiProviderError,
  type AiOrigin,
  type AiProviders,
  type MadeImage,
  type SourceImage,
} from './provider.ts';

export type OpenAiProviders = Pick<AiProviders, 'text' | 'vision' | 'image'>;

export type OpenAiProviderOptions = {
  /** How long a text or vision answer may take, whole (default 60 s). */
  textTimeoutMs?: number;
  /** How long a background may take (default 180 s: an image model at high quality takes a minute or more). */
  imageTimeoutMs?: number;
};

const openAiBaseUrl = 'https://api.openai.com/v1';

/** A made picture's longer side at most (provider.ts MadeImage). */
const madeLongestSide = 2048;

/**
 * One client per settings. Nothing is read from OPENAI_* variables: the AI_* settings alone say where the
 * requests go. No retries: a busy provider's Retry-After goes back to the seller instead of holding the
 * request, and the time-out stays the one budget of the whole answer.
 */
export function createOpenAiProviders(
  settings: AiSettings,
  options: OpenAiProviderOptions = {},
): OpenAiProviders {
  const baseURL = settings.baseUrl ?? openAiBaseUrl;
  const client = new OpenAI({
    baseURL,
    // Keyless self-hosted servers (Ollama, LM Studio, vLLM without --api-key) ignore the header.
    apiKey: settings.apiKey ?? 'no-key',
    adminAPIKey: null,
    organization: null,
    project: null,
    webhookSecret: null,
    maxRetries: 0,
    // The SDK's own console lines would bypass the app's log; failures reach it as AiProviderErrors.
    logLevel: 'off',
  });
  const host = new URL(baseURL).host;
  const provider = host === new URL(openAiBaseUrl).host ? 'openai' : host;
  const origin = (model: string): AiOrigin => ({ provider, model, isAI: true });
  const textTimeoutMs = options.textTimeoutMs ?? 60_000;
  const imageTimeoutMs = options.imageTimeoutMs ?? 180_000;
  // A text model that is also the vision model sees the photo; a text-only model (llama3 beside llava)
  // would refuse the image part.
  const textSeesPhotos = settings.textModel === settings.visionModel;

  /** Runs one request within its deadline, the caller's abort passed through, every failure mapped. */
  async function call<T>(
    timeoutMs: number,
    signal: AbortSignal,
    request: (signal: AbortSignal) => Promise<T>,
  ): Promise<T> {
    const deadline = AbortSignal.timeout(timeoutMs);
    try {
      return await request(AbortSignal.any([signal, deadline]));
    } catch (error) {
      // The caller gave up (the seller cancelled): its own reason, not a provider failure.
      if (signal.aborted) throw signal.reason;
      if (deadline.aborted) throw new AiProviderError('timeout', `${host} did not answer in ${timeoutMs} ms`);
      throw providerFailure(error, host);
    }
  }

  async function complete<T>(
    model: string,
    name: string,
    schema: z.ZodType<T>,
    messages: ChatCompletionMessageParam[],
    signal: AbortSignal,
  ): Promise<T> {
    const completion = await call(textTimeoutMs, signal, (signal) =>
      client.chat.completions.create(
        { model, messages, response_format: zodResponseFormat(schema, name) },
        { signal },
      ),
    );
    return readCompletion(completion, schema, host);
  }

  return {
    text: {
      async describe(request, signal) {
        const schema = z.object({
          descriptions: z.array(boundedText(productDescriptionMax)).min(request.count),
        });
        const tone = tones.find((tone) => tone.id === request.tone);
        const answered = request.questionAnswers.map(
          ({ question, answer }) => `Q: ${question}\nA: ${answer}`,
        );
        const facts = [
          `Title: ${request.title}`,
          request.category && `Category: ${request.category}`,
          request.features && `Features:\n${request.features}`,
          answered.length > 0 && `The seller's answers to buyers' questions:\n${answered.join('\n\n')}`,
          request.specialInstructions && `Special instructions:\n${request.specialInstructions}`,
        ];
        const { descriptions } = await complete(
          settings.textModel,
          'product_descriptions',
          schema,
          [
            {
              role: 'system',
              content: [
                `You write product descriptions for sellers on Suki, a Philippine online marketplace.`,
                `Write exactly ${request.count} drafts, each a whole description that differs from the others in structure and opening, not only in words.`,
                tone && `Tone: ${tone.label}. ${tone.description}`,
                `Use only the facts given (and what the photo clearly shows): never invent materials, sizes, prices, origins, warranties or certifications.`,
                `Prices are in Philippine pesos, written as given. Plain text, paragraphs split by a blank line, no Markdown, at most ${productDescriptionMax} characters each.`,
                `Follow the special instructions unless they ask for something untrue.`,
              ]
                .filter(Boolean)
                .join('\n'),
            },
            userMessage(facts, textSeesPhotos ? request.image : null),
          ],
          signal,
        );
        return { descriptions: descriptions.slice(0, request.count), origin: origin(settings.textModel) };
      },

      async askQuestions(request, signal) {
        const schema = z.object({ questions: z.array(boundedText(questionMax)).min(3) });
        const facts = [
          `Title: ${request.title}`,
          request.category && `Category: ${request.category}`,
          request.features && `Features:\n${request.features}`,
        ];
        const { questions } = await complete(
          settings.textModel,
          'buyer_questions',
          schema,
          [
            {
              role: 'system',
              content: [
                `You help sellers on Suki, a Philippine online marketplace, complete their product listings.`,
                `List 3 to ${questionsMax} short questions buyers would ask before buying this product that the listing does not answer yet (size, material, care, warranty, what is in the box, shipping and the like).`,
                `Never ask what the features already say. One question per item, each under ${questionMax} characters.`,
              ].join('\n'),
            },
            userMessage(facts, textSeesPhotos ? request.image : null),
          ],
          signal,
        );
        return { questions: questions.slice(0, questionsMax), origin: origin(settings.textModel) };
      },
    },

    vision: {
      async backgroundPrompt(request, signal) {
        const schema = z.object({ prompt: boundedText(backgroundPromptMax) });
        const facts = [`Title: ${request.title}`, request.category && `Category: ${request.category}`];
        const { prompt } = await complete(
          settings.visionModel,
          'background_prompt',
          schema,
          [
            {
              role: 'system',
              content: [
                `You suggest a background for a product photo on Suki, a Philippine online marketplace: one sentence a seller can edit, describing only the backdrop, never the product.`,
                `Choose a backdrop that flatters the product's colours. Use these words where they fit, so the offline background maker can draw it too:`,
                `surfaces: ${backdropSurfaces.join(', ')}; colours (one or two): ${Object.keys(backdropColours).join(', ')}; light: ${backdropLights.join(', ')}.`,
                `For example: "Marble backdrop in white and sage, soft light, a soft shadow under the product".`,
              ].join('\n'),
            },
            userMessage(facts, request.image),
          ],
          signal,
        );
        return { prompt, origin: origin(settings.visionModel) };
      },
    },

    image: {
      async background(request, signal) {
        const model = settings.imageModel;
        const photo = await editablePhoto(request.image);
        const answer = await call(imageTimeoutMs, signal, async (signal) =>
          client.images.edit(
            {
              model,
              image: await toFile(photo.data, `product.${photo.extension}`, { type: photo.contentType }),
              prompt: [
                `Keep the product exactly as it is: its shape, colours, labels, text and proportions. Replace only the background.`,
                request.title && `The product: ${request.title}.`,
                `The new background: ${request.prompt}`,
                `A realistic photograph for an online shop listing.`,
              ]
                .filter(Boolean)
                .join('\n'),
              n: 1,
              // GPT image models always answer base64 and refuse the parameter; others answer a link unless asked.
              ...(isGptImageModel(model) ? {} : { response_format: 'b64_json' as const }),
            },
            { signal },
          ),
        );
        const read = pictureAnswerSchema.safeParse(answer);
        if (!read.success) throw malformed(host, 'no picture in the answer');
        const [{ b64_json }] = read.data.data;
        return { image: await madeImage(b64_json, host), origin: origin(model) };
      },
    },
  };
}

const pictureAnswerSchema = z.object({
  data: z.tuple([z.object({ b64_json: z.string().min(1) })]).rest(z.unknown()),
});

const isGptImageModel = (model: string) => /^(gpt-image|chatgpt-image)/.test(model);

/**
 * A trimmed, non-empty text within `max`. The bounds are a refinement, not `.min`/`.max`, so they stay out
 * of the JSON schema sent: OpenAI's strict mode refuses string lengths, and zod still checks them.
 */
const boundedText = (max: number) =>
  z
    .string()
    .trim()
    .refine((text) => text.length > 0 && text.length <= max);

/** The seller's facts, those given, one paragraph each; the photo after them. */
const userMessage = (
  facts: Array<string | false | null>,
  image: SourceImage | null,
): ChatCompletionMessageParam => {
  const parts: ChatCompletionContentPart[] = [{ type: 'text', text: facts.filter(Boolean).join('\n\n') }];
  if (image) {
    parts.push({
      type: 'image_url',
      // Low detail (one 512 px tile) is enough to see what the product is and its colours, at a fraction of
      // the tokens.
      image_url: { url: `data:${image.contentType};base64,${image.data.toString('base64')}`, detail: 'low' },
    });
  }
  return { role: 'user', content: parts };
};

/** The part of a chat completion read here; a server answering anything else is malformed. */
const choiceSchema = z.object({
  finish_reason: z.string().nullish(),
  message: z.object({ content: z.string().nullish(), refusal: z.string().nullish() }),
});
const completionSchema = z.object({ choices: z.tuple([choiceSchema]).rest(choiceSchema) });

function readCompletion<T>(completion: unknown, schema: z.ZodType<T>, host: string): T {
  const read = completionSchema.safeParse(completion);
  if (!read.success) throw malformed(host, 'not a chat completion');
  const [{ finish_reason, message }] = read.data.choices;
  if (message.refusal || finish_reason === 'content_filter') {
    throw new AiProviderError('refused', `${host} declined to answer`);
  }
  if (finish_reason === 'length') throw malformed(host, 'the answer was cut short');
  let json: unknown;
  try {
    json = JSON.parse(message.content ?? '');
  } catch {
    throw malformed(host, 'the answer was not JSON');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw malformed(host, 'the answer did not fit the schema');
  return parsed.data;
}

const malformed = (host: string, what: string) => new AiProviderError('malformed', `${host}: ${what}`);

/** Image models take PNG, JPEG and WebP; a GIF goes as its first frame in PNG. */
async function editablePhoto(image: SourceImage) {
  if (image.contentType !== 'image/gif') {
    return { data: image.data, contentType: image.contentType, extension: image.contentType.slice(6) };
  }
  const data = await imageWork.run(() => sharp(image.data).png().toBuffer());
  return { data, contentType: 'image/png', extension: 'png' };
}

/** The picture as made when it is PNG or WebP of a size the product keeps; otherwise made so, in PNG. */
async function madeImage(b64: string, host: string): Promise<MadeImage> {
  const bytes = Buffer.from(b64, 'base64');
  const header = await sharp(bytes, { limitInputPixels: imagePixelsMax })
    .metadata()
    .catch(() => null);
  if (!header || !['png', 'webp', 'jpeg'].includes(header.format)) {
    throw malformed(host, 'the picture could not be read');
  }
  const fits = Math.max(header.width, header.height) <= madeLongestSide;
  if (fits && header.format === 'png') return { data: bytes, contentType: 'image/png' };
  if (fits && header.format === 'webp') return { data: bytes, contentType: 'image/webp' };
  const data = await imageWork.run(() =>
    sharp(bytes, { limitInputPixels: imagePixelsMax })
      .resize({ width: madeLongestSide, height: madeLongestSide, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer(),
  );
  return { data, contentType: 'image/png' };
}

/** What went wrong, in our kinds: the provider's own message stays out (it may echo the request). */
function providerFailure(error: unknown, host: string): AiProviderError {
  if (error instanceof AiProviderError) return error;
  if (error instanceof APIConnectionTimeoutError) {
    return new AiProviderError('timeout', `${host} did not answer in time`);
  }
  if (error instanceof APIConnectionError) {
    return new AiProviderError('unavailable', `${host} could not be reached`);
  }
  if (error instanceof APIError && error.status !== undefined) {
    const code = `${error.status}${error.code ? ` ${error.code}` : ''}`;
    // An account out of credit answers 429 too, but waiting a minute will not help.
    if (error.status === 429 && error.code !== 'insufficient_quota') {
      return new AiProviderError('busy', `${host} answered ${code}`, retryAfterSeconds(error.headers));
    }
    if (/content_policy|moderation|safety/.test(error.code ?? '')) {
      return new AiProviderError('refused', `${host} answered ${code}`);
    }
    return new AiProviderError('unavailable', `${host} answered ${code}`);
  }
  // A body that is not JSON where JSON was promised.
  if (error instanceof SyntaxError) return malformed(host, 'the answer was not JSON');
  if (error instanceof OpenAIError) return new AiProviderError('unavailable', `${host}: ${error.name}`);
  // Not the provider's failure but ours: left to the error handler as it is.
  throw error;
}

/** Retry-After in whole seconds (at least 1), as the SDK reads it: retry-after-ms, else retry-after. */
function retryAfterSeconds(headers: Headers): number | undefined {
  const milliseconds = headers.get('retry-after-ms');
  const after = headers.get('retry-after')?.trim();
  const seconds =
    milliseconds && Number.isFinite(Number(milliseconds))
      ? Number(milliseconds) / 1000
      : after && /^\d+(\.\d+)?$/.test(after)
        ? Number(after)
        : after
          ? (Date.parse(after) - Date.now()) / 1000
          : Number.NaN;
  return Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : undefined;
}
