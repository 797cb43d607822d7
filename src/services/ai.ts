// The AI listing assistant's calls (spec §7): tones, drafts, buyer questions, a background prompt from a
// photo, and a new background for it. All but the tones are multipart (spec §7); the background comes back as
// the picture itself, its origin in headers.
import {
  aiMessages,
  aiOriginHeaders,
  backgroundPromptResponseSchema,
  generateDescriptionResponseSchema,
  generateQuestionsResponseSchema,
  toneListResponseSchema,
  type AiOrigin,
  type QuestionAnswer,
  type SuggestedQuestion,
  type Tone,
  type ToneId,
} from '../schemas/ai.ts';
import { formData, type HttpClient } from './client.ts';

export type DescriptionRequest = {
  title: string;
  features: string;
  tone: ToneId;
  specialInstructions: string;
  count: number;
  categoryId?: number | undefined;
  /** Answered questions only; an empty answer says nothing. */
  questionAnswers: QuestionAnswer[];
  image?: Blob | undefined;
};
export type Drafts = AiOrigin & { descriptions: string[] };

export type QuestionsRequest = {
  title: string;
  features: string;
  categoryId?: number | undefined;
  image?: Blob | undefined;
};
export type Questions = AiOrigin & { questions: SuggestedQuestion[] };

export type PromptRequest = { title: string; categoryId?: number | undefined; image: Blob };
export type Prompt = AiOrigin & { prompt: string };

export type BackgroundRequest = { prompt: string; title?: string | undefined; image: Blob };
export type Background = AiOrigin & { image: Blob };

const idText = (id: number | undefined) => (id === undefined ? undefined : String(id));

/** The origin headers of a picture answer; a missing one reads as the offline default. */
const originOf = (headers: Headers): AiOrigin => ({
  provider: headers.get(aiOriginHeaders.provider) ?? 'offline',
  model: headers.get(aiOriginHeaders.model) ?? 'unknown',
  isAI: headers.get(aiOriginHeaders.isAI) === 'true',
});

export const createAiService = (http: HttpClient) => ({
  tones: async (signal?: AbortSignal): Promise<readonly Tone[]> =>
    (await http.request(toneListResponseSchema, '/api/products/description-options/tones', { signal })).data,

  generateDescription: async (request: DescriptionRequest, signal?: AbortSignal): Promise<Drafts> =>
    (
      await http.request(generateDescriptionResponseSchema, '/api/products/generate-description', {
        method: 'POST',
        body: formData({
          title: request.title,
          features: request.features,
          tone: request.tone,
          specialInstructions: request.specialInstructions,
          count: String(request.count),
          categoryId: idText(request.categoryId),
          questionAnswers: JSON.stringify(request.questionAnswers),
          image: request.image,
        }),
        signal,
        fallback: aiMessages.descriptionFailed,
      })
    ).data,

  generateQuestions: async (request: QuestionsRequest, signal?: AbortSignal): Promise<Questions> =>
    (
      await http.request(generateQuestionsResponseSchema, '/api/products/generate-questions', {
        method: 'POST',
        body: formData({
          title: request.title,
          features: request.features,
          categoryId: idText(request.categoryId),
          image: request.image,
        }),
        signal,
        fallback: aiMessages.questionsFailed,
      })
    ).data,

  generateBackgroundPrompt: async (request: PromptRequest, signal?: AbortSignal): Promise<Prompt> =>
    (
      await http.request(backgroundPromptResponseSchema, '/api/image-tool/generate-background-prompt', {
        method: 'POST',
        body: formData({
          title: request.title,
          categoryId: idText(request.categoryId),
          image: request.image,
        }),
        signal,
        fallback: aiMessages.promptFailed,
      })
    ).data,

  generateBackground: async (request: BackgroundRequest, signal?: AbortSignal): Promise<Background> => {
    const { blob, headers } = await http.blob('/api/image-tool/generate-background', {
      method: 'POST',
      body: formData({ prompt: request.prompt, title: request.title, image: request.image }),
      signal,
      fallback: aiMessages.backgroundFailed,
    });
    return { image: blob, ...originOf(headers) };
  },

  /** A picture the product already has (a /media URL), as bytes to send to the routes above. */
  picture: async (url: string, signal?: AbortSignal): Promise<Blob> =>
    (await http.blob(url, { auth: 'none', signal, fallback: aiMessages.backgroundFailed })).blob,
});

export type AiService = ReturnType<typeof createAiService>;
