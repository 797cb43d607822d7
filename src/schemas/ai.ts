// The AI listing assistant (issue 15; spec §1, §2 AI content generation and background generation, §3 AI
// content request and the image prompt form, §5 'Title is required' and count 1 to 10, §7 the generate
// routes, §8 the prompt, background and 429 texts, §9 count default 1). The forms arrive as multipart: every
// field is text, lists are JSON text, the photo is a file part the route reads itself. Every answer says who
// made it (`provider`, `model`, `isAI`); an image answer says so in headers, its body being the picture.
import { z } from 'zod';
import { envelope } from './api.ts';
import { jsonText } from './products.ts';
import { text } from './text.ts';

// ---------------------------------------------------------------------------------------------------------
// Texts (spec §5, §8) and ours

export const aiMessages = {
  /** Spec §5 title forms. */
  titleRequired: 'Title is required',
  /** Spec §5: count 1 to 10. */
  countRange: 'Count must be a whole number from 1 to 10',
  /** Spec §8 fallbacks. */
  promptFailed: 'Failed to generate the prompt',
  backgroundFailed: 'Failed to generate the background',
  descriptionFailed: 'Failed to generate the description',
  questionsFailed: 'Failed to suggest questions',
  /** Spec §8: HTTP 429 on background generation, past the limit for one source image. */
  imageLimit: 'You have reached the limit for this image. Please try again with a different image.',
  toneUnknown: 'Choose one of the tones',
  promptRequired: 'Describe the background you want',
  imageRequired: 'Choose a product photo',
  /** The honest labels of the offline defaults (issue 15). */
  offlineText: 'Offline draft — connect an AI provider for AI-written text',
  offlineBackground: 'product cut out by AI on a generated studio background',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Limits (spec §5, §9 and ours)

/** Spec §5 and §9: drafts per request, 1 to 10, default 1. */
export const draftCountMin = 1;
export const draftCountMax = 10;
export const draftCountDefault = 1;
export const aiTitleMax = 255;
export const featuresMax = 2_000;
export const specialInstructionsMax = 1_000;
export const backgroundPromptMax = 1_000;
/** Questions offered at once, and answered questions a request may carry back. */
export const questionsMax = 10;
export const questionMax = 300;
export const answerMax = 1_000;
/** A product photo sent to an AI route: as for product pictures (spec §9: 10 MB). */
export const aiImageBytesMax = 10 * 1024 * 1024;

// ---------------------------------------------------------------------------------------------------------
// Tones (GET /api/products/description-options/tones)

export const toneIds = ['friendly', 'professional', 'playful', 'luxurious', 'persuasive', 'taglish'] as const;
export type ToneId = (typeof toneIds)[number];

export type Tone = { id: ToneId; label: string; description: string };

/** The tones in the order the picker lists them; the first is the default. */
export const tones: readonly Tone[] = [
  { id: 'friendly', label: 'Friendly', description: 'Warm and easy, like a suki recommending it.' },
  { id: 'professional', label: 'Professional', description: 'Clear, factual and to the point.' },
  { id: 'playful', label: 'Playful', description: 'Light and fun, with a wink.' },
  { id: 'luxurious', label: 'Luxurious', description: 'Refined words for premium products.' },
  { id: 'persuasive', label: 'Persuasive', description: 'Benefits first, with a reason to buy now.' },
  { id: 'taglish', label: 'Taglish', description: 'English mixed with everyday Filipino.' },
];
export const defaultTone: ToneId = 'friendly';

export const toneListResponseSchema = envelope(
  z.array(z.object({ id: z.enum(toneIds), label: z.string(), description: z.string() })),
);

// ---------------------------------------------------------------------------------------------------------
// Who made an answer

/** `provider` names the service ('offline', 'openai', a self-hosted base URL's host); `model` its model. */
export const aiOriginFields = { provider: z.string(), model: z.string(), isAI: z.boolean() };
export type AiOrigin = { provider: string; model: string; isAI: boolean };

/** An image answer's origin, in its headers (the body is the picture). */
export const aiOriginHeaders = {
  provider: 'x-ai-provider',
  model: 'x-ai-model',
  isAI: 'x-ai-is-ai',
} as const;

/** What the browser says under a result: the model that wrote it, or the offline default's honest label. */
export function aiOriginLabel(origin: AiOrigin, made: 'text' | 'background'): string {
  if (!origin.isAI) return made === 'text' ? aiMessages.offlineText : aiMessages.offlineBackground;
  return made === 'text'
    ? `Written by AI (${origin.model}, ${origin.provider})`
    : `Background made by AI (${origin.model}, ${origin.provider})`;
}

// ---------------------------------------------------------------------------------------------------------
// Requests: the multipart text fields (the photo is a file part named `image`)

const title = text({ label: 'Title', max: aiTitleMax, error: aiMessages.titleRequired }).min(1, {
  error: aiMessages.titleRequired,
});
const features = text({ label: 'Features', max: featuresMax, multiline: true });
const specialInstructions = text({
  label: 'Special instructions',
  max: specialInstructionsMax,
  multiline: true,
});

/** A form sends the count as text; anything but a whole number from 1 to 10 is refused with one message. */
export const draftCount = text({ label: 'Count', max: 3, error: aiMessages.countRange })
  .regex(/^\d{1,2}$/, { error: aiMessages.countRange })
  .transform(Number)
  .refine((count) => count >= draftCountMin && count <= draftCountMax, { error: aiMessages.countRange });

/** The product's category, so the writer knows what it writes about; optional. */
const categoryId = text({ label: 'Category', max: 15 })
  .regex(/^[1-9]\d{0,14}$/, { error: 'Please choose a category' })
  .transform(Number);

/** A question the assistant suggested and the seller's answer: facts the drafts may use (spec §3). */
export const questionAnswerSchema = z.object({
  id: text({ label: 'Question id', max: 40 }).min(1),
  question: text({ label: 'Question', max: questionMax }).min(1),
  answer: text({ label: 'Answer', max: answerMax, multiline: true }),
});
export type QuestionAnswer = z.infer<typeof questionAnswerSchema>;

/** POST /api/products/generate-description (spec §3 AI content request). */
export const generateDescriptionBodySchema = z.object({
  title,
  features: features.default(''),
  tone: text({ label: 'Tone', max: 20, error: aiMessages.toneUnknown })
    .pipe(z.enum(toneIds, { error: aiMessages.toneUnknown }))
    .default(defaultTone),
  specialInstructions: specialInstructions.default(''),
  count: draftCount.default(draftCountDefault),
  categoryId: categoryId.optional(),
  questionAnswers: jsonText(
    'Answers',
    z.array(questionAnswerSchema).max(questionsMax, { error: `At most ${questionsMax} answers` }),
  ).default([]),
});
export type GenerateDescriptionBody = z.infer<typeof generateDescriptionBodySchema>;

/** POST /api/products/generate-questions. */
export const generateQuestionsBodySchema = z.object({
  title,
  features: features.default(''),
  categoryId: categoryId.optional(),
});
export type GenerateQuestionsBody = z.infer<typeof generateQuestionsBodySchema>;

/** POST /api/image-tool/generate-background-prompt (spec §3: a title form with the photo). */
export const backgroundPromptBodySchema = z.object({ title, categoryId: categoryId.optional() });
export type BackgroundPromptBody = z.infer<typeof backgroundPromptBodySchema>;

/** The background a seller asks for (spec §3 image prompt form). */
export const backgroundPrompt = text({
  label: 'Prompt',
  max: backgroundPromptMax,
  multiline: true,
  error: aiMessages.promptRequired,
}).min(1, { error: aiMessages.promptRequired });

/** POST /api/image-tool/generate-background (spec §3 image prompt form: prompt and image; title optional). */
export const backgroundBodySchema = z.object({
  prompt: backgroundPrompt,
  title: text({ label: 'Title', max: aiTitleMax }).optional(),
});
export type BackgroundBody = z.infer<typeof backgroundBodySchema>;

// ---------------------------------------------------------------------------------------------------------
// Answers

export const generateDescriptionResponseSchema = envelope(
  z.object({ descriptions: z.array(z.string()), ...aiOriginFields }),
);
export const suggestedQuestionSchema = z.object({ id: z.string(), question: z.string() });
export type SuggestedQuestion = z.infer<typeof suggestedQuestionSchema>;
export const generateQuestionsResponseSchema = envelope(
  z.object({ questions: z.array(suggestedQuestionSchema), ...aiOriginFields }),
);
export const backgroundPromptResponseSchema = envelope(z.object({ prompt: z.string(), ...aiOriginFields }));
