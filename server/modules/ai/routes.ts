// /api/products/description-options/tones, /api/products/generate-description, /api/products/generate-questions,
// /api/image-tool/generate-background-prompt and /api/image-tool/generate-background (spec §7; issue 15,
// decision 044). Approved sellers only, each throttled per seller before a byte of the form is read; the photo
// is a file part named `image`, read in memory and checked like a product picture before any provider sees it;
// provider failures answer 429 AI_BUSY, 422 AI_REFUSED or 502 AI_UNAVAILABLE in the capability's own words,
// never the provider's.
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyContextConfig, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  aiMessages,
  aiOriginHeaders,
  backgroundBodySchema,
  backgroundPromptBodySchema,
  backgroundPromptResponseSchema,
  draftCountMax,
  draftCountMin,
  generateDescriptionBodySchema,
  generateDescriptionResponseSchema,
  generateQuestionsBodySchema,
  generateQuestionsResponseSchema,
  toneListResponseSchema,
  tones,
} from '#schemas/ai';
import { currentSeller } from '../../lib/access.ts';
import type { ModuleContext } from '../../lib/context.ts';
import { readImagePart } from '../media/images.ts';
import {
  badRequest,
  errorResponses,
  fieldError,
  HttpError,
  rateLimited,
  RateLimitedError,
} from '../../lib/errors.ts';
import { formRoutes, multipartContentType } from '../../lib/multipart.ts';
import { valueOf } from '../../lib/outcome.ts';
import { waitInWords } from '../../lib/throttle.ts';
import { requireApprovedSeller } from '../onboarding/approval.ts';
import type { AiFailureKind, AiProviders } from './provider.ts';
import {
  aiRequestsPerMinute,
  createAiService,
  receivedPhoto,
  type AiCapability,
  type ReceivedPhoto,
} from './service.ts';

export type AiRoutesOptions = ModuleContext & { providers: AiProviders };

export const aiBusyMessage = 'The AI service is busy. Please try again in a minute.';

/** After the capability's spec text ('Failed to generate the background: …'): what went wrong, in words. */
export const aiFailureDetails: Record<Exclude<AiFailureKind, 'busy'>, string> = {
  timeout: 'the AI service did not answer in time. Please try again.',
  unavailable: 'the AI service could not be reached. Please try again later.',
  malformed: 'the AI service gave an answer that could not be used. Please try again.',
  refused: 'the AI service could not use this photo or these words. Try another photo or other words.',
};

const tooManyRequests = (retryAfterSeconds: number) =>
  rateLimited(`Too many requests. Please try again in ${waitInWords(retryAfterSeconds)}.`, retryAfterSeconds);

/** How a provider's failure (or a client that left) is answered, in the words of the capability that failed. */
const providerRefusals = (failed: string) => ({
  providerFailed: ({ kind, retryAfterSeconds }: { kind: AiFailureKind; retryAfterSeconds?: number }) => {
    if (kind === 'busy') return new RateLimitedError(aiBusyMessage, retryAfterSeconds, 'AI_BUSY');
    // Declined for what was sent (a photo in which no product stands out, a prompt against the provider's
    // policy): the seller's input, so a 4xx; the same request would fail again.
    if (kind === 'refused') return new HttpError(422, 'AI_REFUSED', `${failed}: ${aiFailureDetails[kind]}`);
    return new HttpError(502, 'AI_UNAVAILABLE', `${failed}: ${aiFailureDetails[kind]}`);
  },
  // Nobody reads this answer: the client has gone.
  cancelled: () => badRequest('The request was cancelled.'),
});

const unknownCategory = () => fieldError('categoryId', 'Please choose a category');

const imageField = 'image';
/** The photo each request brought, checked and decoded as it streamed in. */
const photos = new WeakMap<FastifyRequest, ReceivedPhoto>();

/** Route config: one file part named `image`, read (10 MB at most), checked and decoded; no other file. */
const photoPart: Pick<FastifyContextConfig, 'receiveFile'> = {
  async receiveFile(part: MultipartFile, request: FastifyRequest) {
    if (part.fieldname !== imageField || photos.has(request)) {
      part.file.resume();
      throw badRequest(`Send one product photo, as a file part named ${imageField}.`);
    }
    photos.set(request, receivedPhoto(await readImagePart(part, imageField)));
    return undefined;
  },
};

const photoOf = (request: FastifyRequest) => photos.get(request) ?? null;

const requiredPhoto = (request: FastifyRequest) => {
  const photo = photoOf(request);
  if (!photo) throw fieldError(imageField, aiMessages.imageRequired);
  return photo;
};

/**
 * Aborted when the client goes away before its answer is sent, so a provider stops working for nobody.
 * Not Fastify's request.signal: on Node 20 the request stream closes as soon as its body is read.
 */
function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const leftEarly = () => {
    if (!reply.raw.writableFinished) controller.abort();
  };
  if (reply.raw.destroyed) leftEarly();
  else reply.raw.once('close', leftEarly);
  return controller.signal;
}

const photoDescription = `The photo, optional, is a file part named ${imageField}: JPEG, PNG, GIF, WebP, BMP, TIFF, ICO or SVG (told by its bytes), at most 10 MB and 50 megapixels (413 or 415 otherwise); a model sees it at most 1024 px on its longer side.`;

const failures = (failed: string, requestsPerMinute: number) =>
  `403 AWAITING_APPROVAL until the seller's account is approved; 429 RATE_LIMITED past ${requestsPerMinute} requests a minute (Retry-After); 429 AI_BUSY when the AI service is busy (Retry-After when it says); 422 AI_REFUSED when it cannot use the photo or the words; 502 AI_UNAVAILABLE when it fails otherwise; each message starting '${failed}'.`;

export const aiRoutes: FastifyPluginAsyncZod<AiRoutesOptions> = async (
  app,
  { database, throttle, config, providers },
) => {
  const ai = createAiService({
    database,
    throttle,
    providers,
    backgroundLimitPerImage: config.ai.backgroundLimitPerImage,
  });

  /** The seller's throttle for the capability, before the form is read. */
  const admitted =
    (capability: AiCapability): onRequestAsyncHookHandler =>
    async (request) => {
      valueOf(await ai.admit(currentSeller(request).id, capability), {
        throttled: ({ retryAfterSeconds }) => tooManyRequests(retryAfterSeconds),
      });
    };

  app.get(
    '/products/description-options/tones',
    {
      onRequest: requireApprovedSeller,
      schema: {
        tags: ['ai'],
        summary: 'The tones a description can be written in, the default first',
        response: { 200: toneListResponseSchema, ...errorResponses },
      },
    },
    async () => ({ data: [...tones] }),
  );

  await formRoutes(app, (forms) => {
    forms.post(
      '/products/generate-description',
      {
        onRequest: [requireApprovedSeller, admitted('text')],
        config: photoPart,
        schema: {
          tags: ['ai'],
          summary: `Drafts of a product description (count ${draftCountMin} to ${draftCountMax}, default 1), from the title, features, tone, special instructions, category, answered questions and photo`,
          description: `multipart/form-data. questionAnswers is JSON text: [{id, question, answer}]; empty answers are left out. ${photoDescription} ${failures(aiMessages.descriptionFailed, aiRequestsPerMinute.text)}`,
          consumes: [multipartContentType],
          body: generateDescriptionBodySchema,
          response: { 200: generateDescriptionResponseSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const drafts = await ai.describe(request.body, photoOf(request), clientGone(reply));
        return {
          data: valueOf(drafts, { unknownCategory, ...providerRefusals(aiMessages.descriptionFailed) }),
        };
      },
    );

    forms.post(
      '/products/generate-questions',
      {
        onRequest: [requireApprovedSeller, admitted('text')],
        config: photoPart,
        schema: {
          tags: ['ai'],
          summary:
            'What buyers would ask about the product before buying, for the seller to answer and send back with generate-description',
          description: `multipart/form-data. ${photoDescription} ${failures(aiMessages.questionsFailed, aiRequestsPerMinute.text)}`,
          consumes: [multipartContentType],
          body: generateQuestionsBodySchema,
          response: { 200: generateQuestionsResponseSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const questions = await ai.askQuestions(request.body, photoOf(request), clientGone(reply));
        return {
          data: valueOf(questions, { unknownCategory, ...providerRefusals(aiMessages.questionsFailed) }),
        };
      },
    );

    forms.post(
      '/image-tool/generate-background-prompt',
      {
        onRequest: [requireApprovedSeller, admitted('prompt')],
        config: photoPart,
        schema: {
          tags: ['ai'],
          summary: 'A background to put the product in the photo on, as a prompt the seller can edit',
          description: `multipart/form-data. ${photoDescription.replace('optional', 'required (400 without)')} ${failures(aiMessages.promptFailed, aiRequestsPerMinute.prompt)}`,
          consumes: [multipartContentType],
          body: backgroundPromptBodySchema,
          response: { 200: backgroundPromptResponseSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const photo = requiredPhoto(request);
        const prompt = await ai.backgroundPrompt(request.body, photo, clientGone(reply));
        return {
          data: valueOf(prompt, { unknownCategory, ...providerRefusals(aiMessages.promptFailed) }),
        };
      },
    );

    forms.post(
      '/image-tool/generate-background',
      {
        onRequest: [requireApprovedSeller, admitted('background')],
        config: photoPart,
        schema: {
          tags: ['ai'],
          summary:
            'The product in the photo on a new background the prompt describes: the picture itself (PNG or WebP), who made it in the x-ai-provider, x-ai-model and x-ai-is-ai headers; nothing is kept on the server',
          description: `multipart/form-data. The photo is a file part named ${imageField}, required (400 without): JPEG, PNG, GIF, WebP, BMP, TIFF, ICO or SVG (told by its bytes), at most 10 MB and 50 megapixels (413 or 415 otherwise). Each seller may make ${config.ai.backgroundLimitPerImage} backgrounds of one photo (by its bytes) a day in the Philippines: 429 IMAGE_LIMIT past that. ${failures(aiMessages.backgroundFailed, aiRequestsPerMinute.background)}`,
          consumes: [multipartContentType],
          produces: ['image/png', 'image/webp'],
          body: backgroundBodySchema,
          response: { 200: z.any().describe('The picture'), ...errorResponses },
        },
      },
      async (request, reply) => {
        const photo = requiredPhoto(request);
        const made = await ai.background(currentSeller(request).id, request.body, photo, clientGone(reply));
        const { image, origin } = valueOf(made, {
          imageLimit: () => new RateLimitedError(aiMessages.imageLimit, undefined, 'IMAGE_LIMIT'),
          ...providerRefusals(aiMessages.backgroundFailed),
        });
        return reply
          .header('content-type', image.contentType)
          .header(aiOriginHeaders.provider, origin.provider)
          .header(aiOriginHeaders.model, origin.model)
          .header(aiOriginHeaders.isAI, String(origin.isAI))
          .header('cache-control', 'no-store')
          .send(image.data);
      },
    );
  });
};
