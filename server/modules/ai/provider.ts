// The seam between the listing assistant's routes and whoever answers them (issue 15, decision 044): an
// OpenAI-compatible API (openai-provider.ts), or the offline defaults that need no key and no network (the
// offline writer, and the offline background maker: a segmentation model and procedural backdrops). Each
// capability is chosen on its own, so a self-hosted text model can sit beside the offline background maker.
// Every answer carries its origin, which the browser shows.
import type { AiOrigin, QuestionAnswer, ToneId } from '#schemas/ai';
import type { ImageContentType } from '../media/images.ts';

export type { AiOrigin };

/** A product photo as the route accepted it: byte-checked and decoded once (media/images.ts acceptImage). */
export type SourceImage = {
  data: Buffer;
  contentType: ImageContentType;
  width: number;
  height: number;
};

export type DescriptionRequest = {
  title: string;
  features: string;
  tone: ToneId;
  specialInstructions: string;
  /** 1 to 10: this many genuinely different drafts. */
  count: number;
  /** "Parent > Child", when the seller chose one. */
  category: string | null;
  /** Answered questions only. */
  questionAnswers: QuestionAnswer[];
  image: SourceImage | null;
};

export type QuestionsRequest = {
  title: string;
  features: string;
  category: string | null;
  image: SourceImage | null;
};

export type PromptRequest = { title: string; category: string | null; image: SourceImage };

export type BackgroundRequest = { prompt: string; title: string | null; image: SourceImage };

/** A made picture: PNG or WebP, about the source's size (its longer side at most 2048 px). */
export type MadeImage = { data: Buffer; contentType: 'image/png' | 'image/webp' };

export interface TextProvider {
  /** `count` drafts, each a whole description (plain text, paragraphs split by blank lines). */
  describe(
    request: DescriptionRequest,
    signal: AbortSignal,
  ): Promise<{ descriptions: string[]; origin: AiOrigin }>;
  /** What buyers would ask before buying, 3 to 10, without ids (the service numbers them). */
  askQuestions(
    request: QuestionsRequest,
    signal: AbortSignal,
  ): Promise<{ questions: string[]; origin: AiOrigin }>;
}

export interface VisionProvider {
  /** A background to put the product on, as a prompt the seller can edit. */
  backgroundPrompt(
    request: PromptRequest,
    signal: AbortSignal,
  ): Promise<{ prompt: string; origin: AiOrigin }>;
}

export interface ImageProvider {
  /** The product kept as it is, on a new background the prompt describes. */
  background(
    request: BackgroundRequest,
    signal: AbortSignal,
  ): Promise<{ image: MadeImage; origin: AiOrigin }>;
}

export type AiProviders = {
  text: TextProvider;
  vision: VisionProvider;
  image: ImageProvider;
  /** Frees what the providers hold (worker threads, the loaded model); the app calls it on close. */
  close(): Promise<void>;
};

/**
 * A provider could not answer. The routes map each kind to a clear message, never the provider's own text:
 * busy → 429 (with Retry-After when the provider gave one), the rest → 502.
 */
export type AiFailureKind = 'busy' | 'timeout' | 'unavailable' | 'malformed' | 'refused';

export class AiProviderError extends Error {
  override readonly name = 'AiProviderError';
  constructor(
    readonly kind: AiFailureKind,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** The offline defaults' origin: honest about not being a language model. */
export const offlineOrigin = (model: string): AiOrigin => ({ provider: 'offline', model, isAI: false });
