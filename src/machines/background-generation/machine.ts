// "New background" (issue 15; spec §1, §2 background generation with a confirmation dialog for unsaved
// changes, §3 the image prompt form, §4, §8): the statechart named by the customer's design card. Idle until
// the product form opens it on a picture; asks first when the product has unsaved changes; the seller writes
// a prompt (or has one suggested from the photo), the background is made (cancellable), and the preview is
// kept (sent to the form as a new, unsaved picture), tried again with another prompt, or discarded. Effects
// are injected (src/app/background-generation.ts); pastes into the Stately visualizer as it is.
import { assertEvent, assign, fromPromise, sendParent, setup } from 'xstate';
import { errorOf, outputOf } from '../shared/actor-events.ts';
import { toFailure } from '../shared/failure.ts';
import {
  closedContext,
  madeFile,
  openedContext,
  promptError,
  type BackgroundGenerationContext,
  type BackgroundRequest,
  type MadeImage,
  type PromptRequest,
  type SuggestedPrompt,
} from './context.ts';
import type { BackgroundAdd, BackgroundGenerationEvent } from './events.ts';
import { backgroundFailureText, isImageLimit, promptFailureText } from './failure.ts';

const notProvided = (name: string) => () => {
  throw new Error(`backgroundGeneration: '${name}' must be provided (src/app/background-generation.ts)`);
};

export const backgroundGenerationMachine = setup({
  types: {} as { context: BackgroundGenerationContext; events: BackgroundGenerationEvent },
  actors: {
    /** A prompt suggested from the photo and the product (POST /api/image-tool/generate-background-prompt). */
    suggestPrompt: fromPromise<SuggestedPrompt, PromptRequest>(notProvided('suggestPrompt')),
    /** The photo on a new background (POST /api/image-tool/generate-background); stopping it aborts it. */
    generateBackground: fromPromise<MadeImage, BackgroundRequest>(notProvided('generateBackground')),
  },
  guards: {
    hasUnsavedChanges: ({ event }) => {
      assertEvent(event, 'open');
      return event.unsaved;
    },
    hasPrompt: ({ context }) => promptError(context.prompt) === null,
    isImageLimit: ({ event }) => isImageLimit(toFailure(errorOf(event))),
  },
  actions: {
    open: assign(({ event }) => {
      assertEvent(event, 'open');
      return openedContext(event);
    }),
    reset: assign(closedContext),
    setPrompt: assign(({ context, event }) => {
      assertEvent(event, 'prompt.change');
      return {
        prompt: event.prompt,
        // A message under the prompt goes once the prompt says something.
        promptError: context.promptError === null ? null : promptError(event.prompt),
      };
    }),
    showPromptError: assign({ promptError: ({ context }) => promptError(context.prompt) }),
    clearFailure: assign({ failure: null, promptError: null }),
    setSuggestedPrompt: assign({ prompt: ({ event }) => outputOf<SuggestedPrompt>(event).prompt }),
    setPromptFailure: assign({ failure: ({ event }) => promptFailureText(toFailure(errorOf(event))) }),
    setBackgroundFailure: assign({
      failure: ({ event }) => backgroundFailureText(toFailure(errorOf(event))),
    }),
    setResult: assign({
      result: ({ context, event }) => {
        const { image, origin } = outputOf<MadeImage>(event);
        return { file: madeFile(image, context.source?.title ?? ''), origin };
      },
    }),
    clearResult: assign({ result: null }),
    /** The kept picture goes to the product form, which places it after its source. */
    addToProduct: sendParent(({ context }): BackgroundAdd => ({
      type: 'background.add',
      // Entered only from the preview, which has both.
      sourceKey: context.source!.sourceKey,
      file: context.result!.file,
      origin: context.result!.origin,
    })),
  },
}).createMachine({
  id: 'backgroundGeneration',
  description:
    "A new background for one of the product's pictures, made from a prompt the seller writes or has suggested, previewed before it joins the product.",
  context: closedContext,
  initial: 'idle',
  states: {
    idle: {
      description: 'The tool is closed.',
      entry: 'reset',
      on: {
        open: [
          { guard: 'hasUnsavedChanges', target: 'confirmUnsaved', actions: 'open' },
          { target: 'editingPrompt', actions: 'open' },
        ],
      },
    },
    confirmUnsaved: {
      description:
        'The product has unsaved changes (spec §2): a dialog says the new background joins them and is cleared if the save fails, and asks whether to go on.',
      on: { 'unsaved.continue': 'editingPrompt', close: 'idle' },
    },
    editingPrompt: {
      description:
        'The seller describes the background, or asks for a prompt suggested from the photo; a failed request says why here.',
      on: {
        'prompt.change': { actions: 'setPrompt' },
        'prompt.suggest': { target: 'suggestingPrompt', actions: 'clearFailure' },
        'background.generate': [
          { guard: 'hasPrompt', target: 'generating', actions: 'clearFailure' },
          { actions: 'showPromptError' },
        ],
        close: 'idle',
      },
    },
    suggestingPrompt: {
      description: 'A prompt is being suggested from the photo and the product; Cancel keeps the prompt.',
      invoke: {
        src: 'suggestPrompt',
        input: ({ context }) => ({
          source: context.source!.source,
          title: context.source!.title,
          categoryId: context.source!.categoryId,
        }),
        onDone: { target: 'editingPrompt', actions: 'setSuggestedPrompt' },
        onError: { target: 'editingPrompt', actions: 'setPromptFailure' },
      },
      on: { 'request.cancel': 'editingPrompt', close: 'idle' },
    },
    generating: {
      description:
        'The background is being made (it takes seconds): the tool shows that it is working and offers Cancel, which stops the request.',
      invoke: {
        src: 'generateBackground',
        input: ({ context }) => ({
          source: context.source!.source,
          title: context.source!.title,
          prompt: context.prompt,
        }),
        onDone: { target: 'preview', actions: 'setResult' },
        onError: [
          { guard: 'isImageLimit', target: 'limitReached' },
          { target: 'editingPrompt', actions: 'setBackgroundFailure' },
        ],
      },
      on: { 'request.cancel': 'editingPrompt', close: 'idle' },
    },
    preview: {
      description:
        'The picture before and after, with who made it: Keep adds it to the product, Try another prompt goes back to the prompt, Discard closes.',
      on: {
        'preview.keep': 'added',
        'preview.retry': { target: 'editingPrompt', actions: 'clearResult' },
        'preview.discard': 'idle',
        close: 'idle',
      },
    },
    added: {
      description:
        'Kept: the picture joins the product after its source as a new, unsaved picture, and the tool closes.',
      entry: 'addToProduct',
      always: 'idle',
    },
    limitReached: {
      description:
        "Spec §8's 429: this photo has had its backgrounds for today; the tool says to try another photo and offers only closing.",
      on: { close: 'idle' },
    },
  },
});

export type BackgroundGenerationMachine = typeof backgroundGenerationMachine;
