// What "Write with AI" holds (issue 15; spec §3 AI content request): the details the drafts are written from,
// the tones (loaded once), the buyers' questions with the seller's answers, the drafts and who wrote them. The
// shared schemas of src/schemas/ai.ts check the details, so the writer and the server say the same thing.
import {
  defaultTone,
  draftCountDefault,
  generateDescriptionBodySchema,
  questionAnswerSchema,
  type AiOrigin,
  type SuggestedQuestion,
  type Tone,
  type ToneId,
} from '#schemas/ai';
import type { z } from 'zod';
import type { DraftsInput, QuestionsInput } from './events.ts';

export type AnsweredQuestion = SuggestedQuestion & { answer: string };

/** Which request failed, and what the seller is told. */
export type WriterFailure = { of: 'tones' | 'questions' | 'drafts'; message: string };

export type DescriptionWriterContext = {
  title: string;
  features: string;
  specialInstructions: string;
  tone: ToneId;
  count: number;
  categoryId: number | undefined;
  image: File | string | null;
  /** From GET tones, once per product form. */
  tones: readonly Tone[];
  questions: AnsweredQuestion[];
  questionsOrigin: AiOrigin | null;
  drafts: string[];
  draftsOrigin: AiOrigin | null;
  failure: WriterFailure | null;
  /** Write or Suggest questions was pressed: the details' errors show from then on (decision 009). */
  tried: boolean;
};

export const initialContext: DescriptionWriterContext = {
  title: '',
  features: '',
  specialInstructions: '',
  tone: defaultTone,
  count: draftCountDefault,
  categoryId: undefined,
  image: null,
  tones: [],
  questions: [],
  questionsOrigin: null,
  drafts: [],
  draftsOrigin: null,
  failure: null,
  tried: false,
};

/** Said when the tones could not be loaded (no spec text: the server's 4xx message wins). */
export const tonesFailedMessage = 'The tones could not be loaded.';

/** The key of an answer's error in `writerErrors`. */
export const answerField = (id: string) => `answer.${id}`;

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

const { shape } = generateDescriptionBodySchema;

/**
 * What the routes would refuse, by field: the title and features for the questions; for the drafts also the
 * special instructions and each answer. The tone and count come from pickers that offer only good values.
 */
export function writerErrors(
  context: DescriptionWriterContext,
  request: 'questions' | 'drafts',
): Record<string, string> {
  const errors: Record<string, string | undefined> = {
    title: messageOf(shape.title, context.title),
    features: messageOf(shape.features, context.features),
  };
  if (request === 'drafts') {
    errors.specialInstructions = messageOf(shape.specialInstructions, context.specialInstructions);
    for (const question of context.questions)
      errors[answerField(question.id)] = messageOf(questionAnswerSchema.shape.answer, question.answer);
  }
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

export const questionsInput = (context: DescriptionWriterContext): QuestionsInput => ({
  title: context.title.trim(),
  features: context.features.trim(),
  categoryId: context.categoryId,
  image: context.image,
});

export const draftsInput = (context: DescriptionWriterContext): DraftsInput => ({
  ...questionsInput(context),
  tone: context.tone,
  specialInstructions: context.specialInstructions.trim(),
  count: context.count,
  questionAnswers: context.questions
    .filter((question) => question.answer.trim() !== '')
    .map(({ id, question, answer }) => ({ id, question, answer: answer.trim() })),
});

/** New questions keep the answers already given to the same questions. */
export const withAnswers = (
  questions: readonly SuggestedQuestion[],
  before: readonly AnsweredQuestion[],
): AnsweredQuestion[] =>
  questions.map((question) => ({
    ...question,
    answer: before.find((earlier) => earlier.id === question.id)?.answer ?? '',
  }));
