// The listing assistant's use cases (issue 15, decision 044): each request admitted by the seller's throttle,
// its photo checked like a product picture and made small enough for a model, its category named, then asked
// of the provider for that capability; a background counted against the per-photo daily limit first and given
// back when it could not be made. Provider failures come back as refusals the routes answer in clear words.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import {
  backgroundPromptMax,
  questionMax,
  questionsMax,
  type BackgroundBody,
  type BackgroundPromptBody,
  type GenerateDescriptionBody,
  type GenerateQuestionsBody,
} from '#schemas/ai';
import { productDescriptionMax } from '#schemas/products';
import type { Database } from '../../db/client.ts';
import { ok, refuse, type Outcome } from '../../lib/outcome.ts';
import type { Throttle } from '../../lib/throttle.ts';
import { createCategoryRepository } from '../categories/repository.ts';
import { imageWork, type AcceptedImage } from '../media/images.ts';
import {
  AiProviderError,
  type AiFailureKind,
  type AiOrigin,
  type AiProviders,
  type MadeImage,
  type SourceImage,
} from './provider.ts';
import { createAiRepository } from './repository.ts';

export type AiServiceOptions = {
  database: Pick<Database, 'db'>;
  throttle: Throttle;
  providers: AiProviders;
  /** Backgrounds one seller may make of one photo in one Philippine day (AI_BACKGROUND_LIMIT_PER_IMAGE). */
  backgroundLimitPerImage: number;
};

/** What each throttle counts: drafts and questions, background prompts, backgrounds. */
export type AiCapability = 'text' | 'prompt' | 'background';

/** Requests one seller may make of each in a minute (the costly ones fewer). */
export const aiRequestsPerMinute: Record<AiCapability, number> = { text: 30, prompt: 20, background: 10 };

/** A product photo as a request brought it: checked and decoded, and known by the hash of its bytes as sent. */
export type ReceivedPhoto = { image: AcceptedImage; hash: string };

/** A photo's longer side as a language model sees it: enough to tell the product, and a small upload. */
export const modelImageSide = 1024;

type ProviderRefusal =
  | { reason: 'providerFailed'; kind: AiFailureKind; retryAfterSeconds: number | undefined }
  /** The client went away before the answer; nobody reads what is answered. */
  | { reason: 'cancelled' };

type UnknownCategory = { reason: 'unknownCategory' };

/** A checked and decoded photo, known by the hash of the bytes the seller sent. */
export const receivedPhoto = ({ bytes, image }: { bytes: Buffer; image: AcceptedImage }): ReceivedPhoto => ({
  image,
  hash: createHash('sha256').update(bytes).digest('hex'),
});

/** The photo at most `modelImageSide` on its longer side, its first frame only (a model reads no animation). */
async function forModel(image: AcceptedImage): Promise<SourceImage> {
  const animated = image.contentType === 'image/gif';
  if (!animated && Math.max(image.width, image.height) <= modelImageSide) return image;
  const contentType = animated ? 'image/png' : image.contentType;
  const { data, info } = await imageWork.run(() =>
    sharp(image.data)
      .resize(modelImageSide, modelImageSide, { fit: 'inside', withoutEnlargement: true })
      .toFormat(contentType === 'image/jpeg' ? 'jpeg' : contentType === 'image/webp' ? 'webp' : 'png')
      .toBuffer({ resolveWithObject: true }),
  );
  return { data, contentType, width: info.width, height: info.height };
}

/** At most `max` characters, cut at a word: a provider's answer goes back into a form with that limit. */
export function clip(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const cut = trimmed.slice(0, max - 1);
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${atWord.length > 0 ? atWord : cut}…`;
}

const malformed = () =>
  refuse('providerFailed', { kind: 'malformed' as const, retryAfterSeconds: undefined });

export function createAiService({
  database,
  throttle,
  providers,
  backgroundLimitPerImage,
}: AiServiceOptions) {
  const categories = createCategoryRepository(database.db);
  const uses = createAiRepository(database.db);

  /** "Parent > Child" for the writer, null when none was chosen. */
  const categoryName = async (id: number | undefined): Promise<Outcome<string | null, UnknownCategory>> => {
    if (id === undefined) return ok(null);
    const category = await categories.find(id);
    if (!category) return refuse('unknownCategory');
    return ok(
      category.parentCategory ? `${category.parentCategory.title} > ${category.title}` : category.title,
    );
  };

  /**
   * The provider's answer, or why it could not give one. A provider says why it failed with AiProviderError;
   * anything else it throws is a fault of ours and stays an error (logged, 500).
   */
  const ask = async <T>(
    signal: AbortSignal,
    call: () => Promise<T>,
  ): Promise<Outcome<T, ProviderRefusal>> => {
    try {
      return ok(await call());
    } catch (error) {
      if (signal.aborted) return refuse('cancelled');
      if (error instanceof AiProviderError)
        return refuse('providerFailed', { kind: error.kind, retryAfterSeconds: error.retryAfterSeconds });
      throw error;
    }
  };

  const photoForModel = (photo: ReceivedPhoto | null) => (photo ? forModel(photo.image) : null);

  return {
    /** The seller's throttle for this capability; counted before anything is read or asked. */
    async admit(
      sellerId: string,
      capability: AiCapability,
    ): Promise<Outcome<void, { reason: 'throttled'; retryAfterSeconds: number }>> {
      const attempt = await throttle.attempt([
        {
          bucket: `ai-${capability}:seller:${sellerId}`,
          max: aiRequestsPerMinute[capability],
          windowSeconds: 60,
        },
      ]);
      return attempt.allowed
        ? ok(undefined)
        : refuse('throttled', { retryAfterSeconds: attempt.retryAfterSeconds });
    },

    async describe(
      body: GenerateDescriptionBody,
      photo: ReceivedPhoto | null,
      signal: AbortSignal,
    ): Promise<Outcome<{ descriptions: string[] } & AiOrigin, UnknownCategory | ProviderRefusal>> {
      const category = await categoryName(body.categoryId);
      if (!category.ok) return category;
      const image = await photoForModel(photo);
      const answer = await ask(signal, () =>
        providers.text.describe(
          {
            title: body.title,
            features: body.features,
            tone: body.tone,
            specialInstructions: body.specialInstructions,
            count: body.count,
            category: category.value,
            questionAnswers: body.questionAnswers.filter(({ answer }) => answer.trim() !== ''),
            image,
          },
          signal,
        ),
      );
      if (!answer.ok) return answer;
      // A draft the seller uses becomes the product's description, which has this limit.
      const descriptions = answer.value.descriptions
        .map((text) => clip(text, productDescriptionMax))
        .filter((text) => text !== '')
        .slice(0, body.count);
      if (descriptions.length === 0) return malformed();
      return ok({ descriptions, ...answer.value.origin });
    },

    async askQuestions(
      body: GenerateQuestionsBody,
      photo: ReceivedPhoto | null,
      signal: AbortSignal,
    ): Promise<
      Outcome<
        { questions: Array<{ id: string; question: string }> } & AiOrigin,
        UnknownCategory | ProviderRefusal
      >
    > {
      const category = await categoryName(body.categoryId);
      if (!category.ok) return category;
      const image = await photoForModel(photo);
      const answer = await ask(signal, () =>
        providers.text.askQuestions(
          { title: body.title, features: body.features, category: category.value, image },
          signal,
        ),
      );
      if (!answer.ok) return answer;
      // Each question comes back with the seller's answer, so it must fit the answer form's limit.
      const questions = [...new Set(answer.value.questions.map((question) => clip(question, questionMax)))]
        .filter((question) => question !== '')
        .slice(0, questionsMax)
        .map((question, index) => ({ id: `q${index + 1}`, question }));
      if (questions.length === 0) return malformed();
      return ok({ questions, ...answer.value.origin });
    },

    async backgroundPrompt(
      body: BackgroundPromptBody,
      photo: ReceivedPhoto,
      signal: AbortSignal,
    ): Promise<Outcome<{ prompt: string } & AiOrigin, UnknownCategory | ProviderRefusal>> {
      const category = await categoryName(body.categoryId);
      if (!category.ok) return category;
      const image = await forModel(photo.image);
      const answer = await ask(signal, () =>
        providers.vision.backgroundPrompt({ title: body.title, category: category.value, image }, signal),
      );
      if (!answer.ok) return answer;
      // The seller edits the prompt and sends it back as the background's, which has this limit.
      const prompt = clip(answer.value.prompt, backgroundPromptMax);
      if (prompt === '') return malformed();
      return ok({ prompt, ...answer.value.origin });
    },

    /**
     * A new background for the photo, counted against the seller's limit for it today before it is made (so
     * parallel requests cannot pass it), and given back when it was not made or the seller left before it came.
     */
    async background(
      sellerId: string,
      body: BackgroundBody,
      photo: ReceivedPhoto,
      signal: AbortSignal,
    ): Promise<Outcome<{ image: MadeImage; origin: AiOrigin }, { reason: 'imageLimit' } | ProviderRefusal>> {
      const day = await uses.takeBackground(sellerId, photo.hash, backgroundLimitPerImage);
      if (day === null) return refuse('imageLimit');
      let made = false;
      try {
        const answer = await ask(signal, () =>
          providers.image.background(
            { prompt: body.prompt, title: body.title ?? null, image: photo.image },
            signal,
          ),
        );
        made = answer.ok && !signal.aborted;
        return answer;
      } finally {
        if (!made) await uses.giveBackBackground(sellerId, photo.hash, day);
      }
    },
  };
}

export type AiService = ReturnType<typeof createAiService>;
