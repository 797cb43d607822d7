// The "Write with AI" statechart's events (issue 15). The product form opens it with what the product says so
// far; "Use this" sends the chosen draft back to the form as `description.use`.
import type { AiOrigin, QuestionAnswer, SuggestedQuestion, ToneId } from '#schemas/ai';

/** What the product form knows when the seller opens the writer (the title is prefilled and editable). */
export type WriterOpen = {
  type: 'open';
  title: string;
  categoryId: number | undefined;
  /** The product's first picture, for a provider that looks at it; null without one. */
  image: File | string | null;
};

/** Sent to the parent (the product form): put this draft in the description. */
export type DescriptionUse = { type: 'description.use'; text: string; origin: AiOrigin };

/** The writer's own text fields. */
export type WriterField = 'title' | 'features' | 'specialInstructions';

export type DescriptionWriterEvent =
  | WriterOpen
  | { type: 'close' }
  | { type: 'field.change'; field: WriterField; value: string }
  | { type: 'tone.change'; tone: ToneId }
  | { type: 'count.change'; count: number }
  | { type: 'answer.change'; id: string; answer: string }
  /** "Suggest questions": the questions buyers would ask, for the seller to answer. */
  | { type: 'questions.suggest' }
  /** "Write" and "Write again". */
  | { type: 'drafts.write' }
  | { type: 'drafts.cancel' }
  /** Back from the drafts to the details, to change what the drafts are written from. */
  | { type: 'drafts.edit' }
  /** "Use this" on the draft at `index`. */
  | { type: 'draft.use'; index: number }
  /** Try the request that failed once more (the tones, the questions or the drafts). */
  | { type: 'retry' };

/** What the effects are given: the picture as the form holds it (a picked file or a kept picture's URL). */
export type QuestionsInput = {
  title: string;
  features: string;
  categoryId: number | undefined;
  image: File | string | null;
};
export type DraftsInput = QuestionsInput & {
  tone: ToneId;
  specialInstructions: string;
  count: number;
  /** Answered questions only: an empty answer says nothing. */
  questionAnswers: QuestionAnswer[];
};

export type Questions = AiOrigin & { questions: SuggestedQuestion[] };
export type Drafts = AiOrigin & { descriptions: string[] };
