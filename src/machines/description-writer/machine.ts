// "Write with AI" (issue 15; spec §1, §2 AI content generation, §3 AI content request): spawned by the product
// form, idle until it opens. The tones load on the first opening only; "Suggest questions" brings the buyers'
// questions for the seller to answer; Write asks for 1 to 10 drafts (cancellable); "Use this" sends one to the
// form as `description.use`. A failure comes back to the details with its message and Try again. Effects are
// injected (src/app/description-writer.ts); pastes into the Stately visualizer as it is.
import { assertEvent, assign, fromPromise, sendParent, setup } from 'xstate';
import { aiMessages, type Tone } from '#schemas/ai';
import { errorOf, outputOf } from '../shared/actor-events.ts';
import { toFailure } from '../shared/failure.ts';
import {
  draftsInput,
  initialContext,
  questionsInput,
  tonesFailedMessage,
  withAnswers,
  writerErrors,
  type DescriptionWriterContext,
  type WriterFailure,
} from './context.ts';
import type {
  DescriptionUse,
  DescriptionWriterEvent,
  Drafts,
  DraftsInput,
  Questions,
  QuestionsInput,
} from './events.ts';

const notProvided = (name: string) => () => {
  throw new Error(`description writer: "${name}" was not provided; use provideDescriptionWriter(ai)`);
};

/**
 * The server's own words when it gave some: a refusal (4xx), or the provider's failure (502 AI_UNAVAILABLE,
 * whose message starts with the capability's text and says what happened); otherwise `fallback`.
 */
const failureOf = (of: WriterFailure['of'], error: unknown, fallback: string): WriterFailure => {
  const failure = toFailure(error, fallback);
  const ours = failure.kind === 'http' && (failure.status < 500 || failure.code === 'AI_UNAVAILABLE');
  return { of, message: ours ? failure.message : fallback };
};

export const descriptionWriterMachine = setup({
  types: {} as { context: DescriptionWriterContext; events: DescriptionWriterEvent },
  actors: {
    loadTones: fromPromise<readonly Tone[]>(notProvided('loadTones')),
    suggestQuestions: fromPromise<Questions, QuestionsInput>(notProvided('suggestQuestions')),
    writeDrafts: fromPromise<Drafts, DraftsInput>(notProvided('writeDrafts')),
  },
  guards: {
    hasTones: ({ context }) => context.tones.length > 0,
    canSuggest: ({ context }) => Object.keys(writerErrors(context, 'questions')).length === 0,
    canWrite: ({ context }) => Object.keys(writerErrors(context, 'drafts')).length === 0,
    isQuestionsFailure: ({ context }) => context.failure?.of === 'questions',
    isDraftsFailure: ({ context }) => context.failure?.of === 'drafts',
  },
  actions: {
    /** What the form says now; the seller's other details stay from the last opening. */
    start: assign(({ event }) => {
      assertEvent(event, 'open');
      return {
        title: event.title,
        categoryId: event.categoryId,
        image: event.image,
        drafts: [],
        draftsOrigin: null,
        failure: null,
        tried: false,
      };
    }),
    setTones: assign({ tones: ({ event }) => outputOf<readonly Tone[]>(event) }),
    setTonesFailure: assign({
      failure: ({ event }) => failureOf('tones', errorOf(event), tonesFailedMessage),
    }),
    setField: assign(({ event }) => {
      assertEvent(event, 'field.change');
      return { [event.field]: event.value };
    }),
    setTone: assign({
      tone: ({ event }) => {
        assertEvent(event, 'tone.change');
        return event.tone;
      },
    }),
    setCount: assign({
      count: ({ event }) => {
        assertEvent(event, 'count.change');
        return event.count;
      },
    }),
    setAnswer: assign({
      questions: ({ context, event }) => {
        assertEvent(event, 'answer.change');
        return context.questions.map((question) =>
          question.id === event.id ? { ...question, answer: event.answer } : question,
        );
      },
    }),
    markTried: assign({ tried: true }),
    clearFailure: assign({ failure: null }),
    setQuestions: assign(({ context, event }) => {
      const { questions, ...origin } = outputOf<Questions>(event);
      return { questions: withAnswers(questions, context.questions), questionsOrigin: origin };
    }),
    setQuestionsFailure: assign({
      failure: ({ event }) => failureOf('questions', errorOf(event), aiMessages.questionsFailed),
    }),
    setDrafts: assign(({ event }) => {
      const { descriptions, ...origin } = outputOf<Drafts>(event);
      return { drafts: descriptions, draftsOrigin: origin };
    }),
    setDraftsFailure: assign({
      failure: ({ event }) => failureOf('drafts', errorOf(event), aiMessages.descriptionFailed),
    }),
    /** The chosen draft goes to the product form, which keeps the description it replaces for Undo. */
    useDraft: sendParent(({ context, event }): DescriptionUse => {
      assertEvent(event, 'draft.use');
      return {
        type: 'description.use',
        text: context.drafts[event.index] ?? '',
        origin: context.draftsOrigin!,
      };
    }),
  },
}).createMachine({
  id: 'descriptionWriter',
  description:
    'Drafts of a product description, written from what the seller tells about the product; one goes into the form.',
  context: initialContext,
  initial: 'idle',
  states: {
    idle: {
      description: 'The writer is closed: the product form shows "Write with AI".',
      on: {
        open: [
          { guard: 'hasTones', target: 'open.editing', actions: 'start' },
          { target: 'open.loadingTones', actions: 'start' },
        ],
      },
    },
    open: {
      description: 'The writer is open over the product form; Close, Escape or a press outside closes it.',
      initial: 'loadingTones',
      on: { close: 'idle' },
      states: {
        loadingTones: {
          description: 'The first opening: the tones are on their way (GET description-options/tones).',
          tags: ['busy'],
          invoke: {
            src: 'loadTones',
            onDone: { target: 'editing', actions: 'setTones' },
            onError: { target: 'tonesFailed', actions: 'setTonesFailure' },
          },
        },
        tonesFailed: {
          description: 'The tones could not be loaded: the writer says so and offers Try again.',
          on: { retry: { target: 'loadingTones', actions: 'clearFailure' } },
        },
        editing: {
          description:
            'The seller tells about the product: title (prefilled), features, tone, special instructions, how many drafts, answers to the suggested questions. A failure shows here with Try again.',
          on: {
            'field.change': { actions: 'setField' },
            'tone.change': { actions: 'setTone' },
            'count.change': { actions: 'setCount' },
            'answer.change': { actions: 'setAnswer' },
            'questions.suggest': [
              { guard: 'canSuggest', target: 'suggestingQuestions', actions: 'clearFailure' },
              { actions: 'markTried' },
            ],
            'drafts.write': [
              { guard: 'canWrite', target: 'generating', actions: 'clearFailure' },
              { actions: 'markTried' },
            ],
            retry: [
              { guard: 'isQuestionsFailure', target: 'suggestingQuestions', actions: 'clearFailure' },
              { guard: 'isDraftsFailure', target: 'generating', actions: 'clearFailure' },
            ],
          },
        },
        suggestingQuestions: {
          description: 'The questions buyers would ask are on their way; the details wait.',
          tags: ['busy'],
          invoke: {
            src: 'suggestQuestions',
            input: ({ context }) => questionsInput(context),
            onDone: { target: 'editing', actions: 'setQuestions' },
            onError: { target: 'editing', actions: 'setQuestionsFailure' },
          },
        },
        generating: {
          description: 'The drafts are being written; Cancel stops the request and goes back to the details.',
          tags: ['busy'],
          invoke: {
            src: 'writeDrafts',
            input: ({ context }) => draftsInput(context),
            onDone: { target: 'drafts', actions: 'setDrafts' },
            onError: { target: 'editing', actions: 'setDraftsFailure' },
          },
          on: { 'drafts.cancel': 'editing' },
        },
        drafts: {
          description:
            'The drafts side by side, who wrote them under them; "Use this" puts one in the description, Write again asks anew, Edit details goes back.',
          on: {
            'draft.use': { target: '#descriptionWriter.idle', actions: 'useDraft' },
            'drafts.write': 'generating',
            'drafts.edit': 'editing',
          },
        },
      },
    },
  },
});

export type DescriptionWriterMachine = typeof descriptionWriterMachine;
