// Model-based test of "New background" (issue 15's background-generation statechart; spec §2, §4, §8)
// through the real product editor of a saved product with two pictures: every path through a behaviour
// model of what the seller does and sees is one test, and at every model state the screen AND the real
// background-generation actor (and, where the form changes, the product-save actor) are checked. The AI
// service is the in-memory one with the routes' rules; each of its answers is a model event.
import { createTestModel } from '@xstate/graph';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setup, type EventFrom } from 'xstate';
import { FailureError } from '#machines/shared/failure.ts';
import { aiMessages, aiOriginLabel } from '#schemas/ai';
import { transitionPaths } from './model-support.ts';
import { button, renderEditor, shownError, slow, textbox, toast } from './product-save-support.tsx';

const backgroundBehaviour = setup({
  types: {} as {
    events:
      | { type: 'OPEN' }
      | { type: 'RENAME' }
      | { type: 'NEW_BACKGROUND' }
      | { type: 'STAY' }
      | { type: 'CONTINUE' }
      | { type: 'SUGGEST' }
      | { type: 'GENERATE_EMPTY' }
      | { type: 'TYPE_PROMPT' }
      | { type: 'GENERATE' }
      | { type: 'CANCEL' }
      | { type: 'CLOSE' }
      | { type: 'SERVER_ANSWERS' }
      | { type: 'SERVER_FAILS' }
      | { type: 'SERVER_LIMIT' }
      | { type: 'KEEP' }
      | { type: 'RETRY' }
      | { type: 'DISCARD' }
      | { type: 'CHOOSE_ANOTHER' }
      | { type: 'SUBMIT' };
  },
}).createMachine({
  id: 'backgroundBehaviour',
  initial: 'opening',
  states: {
    opening: { meta: { description: 'nothing shown yet' }, on: { OPEN: 'pristine' } },
    pristine: {
      meta: { description: 'the saved product, two pictures, each with New background' },
      on: { NEW_BACKGROUND: 'prompting', RENAME: 'renamed' },
    },
    renamed: {
      meta: { description: 'the name changed, not saved' },
      on: { NEW_BACKGROUND: 'confirming' },
    },
    confirming: {
      meta: { description: "spec §2: 'Unsaved changes' asks before the tool opens" },
      on: { STAY: 'declined', CONTINUE: 'prompting' },
    },
    declined: { meta: { description: 'Cancel: no tool, the change kept' } },
    prompting: {
      meta: { description: "'New background' open on picture 1, an empty prompt" },
      on: {
        SUGGEST: 'suggesting',
        GENERATE_EMPTY: 'promptRequired',
        TYPE_PROMPT: 'prompted',
        CLOSE: 'closed',
      },
    },
    promptRequired: {
      meta: { description: "Generate with no prompt: 'Describe the background you want', nothing sent" },
      on: { TYPE_PROMPT: 'prompted' },
    },
    suggesting: {
      meta: { description: 'a prompt being suggested from the photo, with Cancel' },
      on: {
        SERVER_ANSWERS: 'suggested',
        SERVER_FAILS: 'suggestFailed',
        CANCEL: 'prompting',
        CLOSE: 'closed',
      },
    },
    suggested: {
      meta: { description: 'the suggested prompt in the field' },
      on: { GENERATE: 'generating' },
    },
    suggestFailed: { meta: { description: "'Failed to generate the prompt', the prompt still empty" } },
    prompted: {
      meta: { description: 'a prompt typed' },
      on: { GENERATE: 'generating' },
    },
    generating: {
      meta: { description: 'the background being made, with Cancel' },
      on: {
        SERVER_ANSWERS: 'preview',
        SERVER_FAILS: 'generateFailed',
        SERVER_LIMIT: 'limitReached',
        CANCEL: 'cancelled',
        CLOSE: 'closed',
      },
    },
    cancelled: { meta: { description: 'Cancel: the prompt again, as typed, no message' } },
    generateFailed: {
      meta: { description: "the AI service's reason, starting 'Failed to generate the background'" },
    },
    limitReached: {
      meta: { description: "spec §8's 429 text, and only Choose another photo" },
      on: { CHOOSE_ANOTHER: 'closed' },
    },
    preview: {
      meta: { description: 'before and after, with who made it; Keep, Try another prompt, Discard' },
      on: { KEEP: 'added', RETRY: 'retrying', DISCARD: 'closed', CLOSE: 'closed' },
    },
    retrying: { meta: { description: 'Try another prompt: the prompt again, as it was' } },
    closed: { meta: { description: 'the tool closed, the product’s two pictures as they were' } },
    added: {
      meta: { description: 'the made picture second, after its source, with an AI badge; not saved yet' },
      on: { SUBMIT: 'saving' },
    },
    saving: {
      meta: { description: 'the update on its way, the made picture as a new file' },
      on: { SERVER_ANSWERS: 'saved', SERVER_FAILS: 'saveFailed' },
    },
    saved: { meta: { description: "'Product updated successfully', taken to /products" } },
    saveFailed: {
      meta: { description: 'spec §4: the made picture cleared, and the banner says so' },
    },
  },
});

type BehaviourEvent = EventFrom<typeof backgroundBehaviour>;
const everyEvent = (
  [
    'OPEN',
    'RENAME',
    'NEW_BACKGROUND',
    'STAY',
    'CONTINUE',
    'SUGGEST',
    'GENERATE_EMPTY',
    'TYPE_PROMPT',
    'GENERATE',
    'CANCEL',
    'CLOSE',
    'SERVER_ANSWERS',
    'SERVER_FAILS',
    'SERVER_LIMIT',
    'KEEP',
    'RETRY',
    'DISCARD',
    'CHOOSE_ANOTHER',
    'SUBMIT',
  ] as const
).map((type) => ({ type })) as BehaviourEvent[];
const offered = (snapshot: { can: (event: BehaviourEvent) => boolean }) =>
  everyEvent.filter((event) => snapshot.can(event));

const model = createTestModel(backgroundBehaviour, { events: offered });
const paths = transitionPaths(model, offered);

const outage = new TypeError('Failed to fetch');
const notAnswering = new FailureError({
  kind: 'http',
  status: 502,
  code: 'AI_UNAVAILABLE',
  message: 'Failed to generate the background: the AI service did not answer in time. Please try again.',
});
const limit = new FailureError({
  kind: 'http',
  status: 429,
  code: 'IMAGE_LIMIT',
  message: aiMessages.imageLimit,
});
const typedPrompt = 'White marble, soft morning light';
const suggestedPrompt = 'A soft white studio background with warm light, for Abaca tote bag';
const madeName = 'abaca-tote-bag-background.png';
const offlineOrigin = { provider: 'offline', model: 'isnet-general-use', isAI: false };

describe(`background generation (model-based, ${paths.length} paths)`, () => {
  for (const path of paths) {
    it(path.description, async () => {
      const user = userEvent.setup();
      let editor: ReturnType<typeof renderEditor> | undefined;
      const opened = () => editor!;
      const tool = () => opened().background();
      const form = () => opened().editor();
      const dialog = () => screen.getByRole('dialog', { name: 'New background' });
      const inDialog = () => within(dialog());
      const prompt = () => inDialog().getByRole('textbox', { name: 'Background' });
      const pictures = () =>
        within(screen.getByRole('grid', { name: 'Product pictures' })).getAllByRole('row');
      const took = (type: BehaviourEvent['type']) => path.steps.some((step) => step.event.type === type);
      /** Suggestions asked for so far. */
      let suggestions = 0;
      const titleNow = () => (took('RENAME') ? 'Abaca tote bag, large' : 'Abaca tote bag');
      /** The prompt as this path left it. */
      const promptNow = () => (took('TYPE_PROMPT') ? typedPrompt : took('SUGGEST') ? suggestedPrompt : '');
      const dialogGone = () =>
        waitFor(() => expect(screen.queryByRole('dialog', { name: 'New background' })).toBeNull());
      const editingAgain = async (value: string) => {
        await waitFor(() => expect(inDialog().getByRole('button', { name: 'Generate' })).toBeVisible());
        expect(prompt()).toHaveValue(value);
        expect(tool().matches('editingPrompt')).toBe(true);
      };

      try {
        await path.test({
          states: {
            opening: () => expect(editor).toBeUndefined(),
            pristine: async () => {
              await screen.findByRole('heading', { level: 1, name: 'Edit product' }, slow);
              expect(pictures()).toHaveLength(2);
              expect(button('New background for Picture 1')).toBeEnabled();
              expect(button('New background for Picture 2')).toBeEnabled();
              expect(tool().matches('idle')).toBe(true);
            },
            renamed: () => {
              expect(textbox('Product name')).toHaveValue('Abaca tote bag, large');
              expect(form().context.changed).toBe(true);
            },
            confirming: async () => {
              const asking = await screen.findByRole('alertdialog', { name: 'Unsaved changes' });
              expect(asking).toHaveTextContent('If the save fails, the new background is cleared.');
              expect(screen.queryByRole('dialog', { name: 'New background' })).toBeNull();
              expect(tool().matches('confirmUnsaved')).toBe(true);
            },
            declined: async () => {
              await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
              expect(textbox('Product name')).toHaveValue('Abaca tote bag, large');
              expect(tool().matches('idle')).toBe(true);
              expect(opened().ai.sent('generateBackgroundPrompt')).toHaveLength(0);
            },
            prompting: async () => {
              await waitFor(() => expect(dialog()).toBeVisible());
              expect(prompt()).toHaveValue('');
              expect(inDialog().getByRole('img', { name: 'The photo' })).toHaveAttribute(
                'src',
                expect.stringContaining('/media/products/sample-1'),
              );
              expect(inDialog().queryByRole('alert')).toBeNull();
              expect(tool().matches('editingPrompt')).toBe(true);
              expect(tool().context.source).toMatchObject({
                sourceKey: 'image-801',
                source: '/media/products/sample-1',
                title: titleNow(),
                categoryId: 11,
              });
            },
            promptRequired: () => {
              expect(prompt()).toHaveAttribute('aria-invalid', 'true');
              expect(shownError(prompt())).toContain(aiMessages.promptRequired);
              expect(opened().ai.sent('generateBackground')).toHaveLength(0);
              expect(tool().matches('editingPrompt')).toBe(true);
            },
            suggesting: async () => {
              // A cancelled suggestion's call stays unanswered here; the newest is this one.
              await waitFor(() =>
                expect(opened().ai.sent('generateBackgroundPrompt')).toHaveLength(suggestions),
              );
              expect(inDialog().getByRole('progressbar', { name: 'Suggesting a prompt…' })).toBeVisible();
              expect(prompt()).toBeDisabled();
              expect(tool().matches('suggestingPrompt')).toBe(true);
              const [request] = opened().ai.sent('generateBackgroundPrompt').at(-1)!;
              expect(request).toMatchObject({ title: titleNow(), categoryId: 11 });
            },
            suggested: async () => {
              await editingAgain(suggestedPrompt);
            },
            suggestFailed: async () => {
              await editingAgain('');
              expect(inDialog().getByRole('alert')).toHaveTextContent(aiMessages.promptFailed);
              expect(tool().context.failure).toBe(aiMessages.promptFailed);
            },
            prompted: () => {
              expect(prompt()).toHaveValue(typedPrompt);
              expect(prompt()).not.toHaveAttribute('aria-invalid');
              expect(shownError(prompt())).not.toContain(aiMessages.promptRequired);
              expect(tool().context.prompt).toBe(typedPrompt);
            },
            generating: async () => {
              await waitFor(() => expect(opened().ai.waiting('generateBackground')).toBe(1));
              expect(
                inDialog().getByRole('progressbar', { name: 'Making the new background…' }),
              ).toBeVisible();
              expect(inDialog().getByRole('button', { name: 'Cancel' })).toBeVisible();
              expect(tool().matches('generating')).toBe(true);
              const [request] = opened().ai.sent('generateBackground').at(-1)!;
              expect(request).toMatchObject({ prompt: promptNow(), title: titleNow() });
            },
            cancelled: async () => {
              await editingAgain(promptNow());
              expect(inDialog().queryByRole('alert')).toBeNull();
            },
            generateFailed: async () => {
              await editingAgain(promptNow());
              expect(inDialog().getByRole('alert')).toHaveTextContent(notAnswering.message);
            },
            limitReached: async () => {
              await waitFor(() =>
                expect(inDialog().getByRole('alert')).toHaveTextContent(aiMessages.imageLimit),
              );
              expect(inDialog().getByRole('button', { name: 'Choose another photo' })).toBeVisible();
              expect(inDialog().queryByRole('button', { name: 'Generate' })).toBeNull();
              expect(tool().matches('limitReached')).toBe(true);
            },
            preview: async () => {
              await waitFor(() => expect(inDialog().getByRole('button', { name: 'Keep' })).toBeVisible());
              expect(inDialog().getByRole('img', { name: 'The photo as it was' })).toBeVisible();
              expect(inDialog().getByRole('img', { name: 'The photo on its new background' })).toBeVisible();
              expect(inDialog().getByText(aiOriginLabel(offlineOrigin, 'background'))).toBeVisible();
              expect(tool().matches('preview')).toBe(true);
              expect(tool().context.result?.file.name).toBe(madeName);
            },
            retrying: async () => {
              await editingAgain(promptNow());
              expect(tool().context.result).toBeNull();
            },
            closed: async () => {
              await dialogGone();
              expect(pictures()).toHaveLength(2);
              expect(tool().matches('idle')).toBe(true);
              expect(form().context.images.map((image) => image.key)).toEqual(['image-801', 'image-802']);
            },
            added: async () => {
              await dialogGone();
              await waitFor(() => expect(pictures()).toHaveLength(3));
              const made = screen.getByRole('img', { name: `Picture 2 (${madeName}, not saved yet)` });
              expect(made).toBeVisible();
              expect(within(pictures()[1]!).getByText('AI')).toBeVisible();
              expect(tool().matches('idle')).toBe(true);
              const images = form().context.images;
              expect(images.map((image) => image.key)).toEqual([
                'image-801',
                expect.any(String),
                'image-802',
              ]);
              expect(images[1]).toMatchObject({ kind: 'new', origin: offlineOrigin });
              expect(form().context.changed).toBe(true);
            },
            saving: async () => {
              await waitFor(() => expect(opened().save.waiting('updateProduct')).toBe(1));
              const [, , files] = opened().save.sent('updateProduct').at(-1)!;
              expect((files as File[]).map((file) => file.name)).toEqual([madeName]);
              expect(form().matches('saving')).toBe(true);
            },
            saved: async () => {
              await toast('Product updated successfully');
              expect(opened().visited).toEqual(['/products']);
              expect(opened().memory.saved()[0]!.images).toHaveLength(3);
              expect(form().value).toBe('saved');
            },
            saveFailed: async () => {
              await screen.findByText('Error updating product', { selector: 'strong' });
              expect(
                screen.getByText(/The new background you made was cleared: make it again if you want it\./),
              ).toBeVisible();
              expect(pictures()).toHaveLength(2);
              expect(form().matches({ form: 'failed' })).toBe(true);
              expect(form().context.clearedBackgrounds).toBe(1);
            },
          },
          events: {
            OPEN: async () => {
              editor = renderEditor(7001);
              await opened().load();
            },
            RENAME: async () => {
              await user.clear(textbox('Product name'));
              await user.click(textbox('Product name'));
              await user.paste('Abaca tote bag, large');
            },
            NEW_BACKGROUND: () => user.click(button('New background for Picture 1')),
            STAY: () => user.click(button('Cancel')),
            CONTINUE: () => user.click(button('Continue')),
            SUGGEST: async () => {
              suggestions += 1;
              await user.click(inDialog().getByRole('button', { name: 'Suggest a prompt' }));
            },
            GENERATE_EMPTY: () => user.click(inDialog().getByRole('button', { name: 'Generate' })),
            TYPE_PROMPT: async () => {
              await user.click(prompt());
              await user.paste(typedPrompt);
            },
            GENERATE: () => user.click(inDialog().getByRole('button', { name: 'Generate' })),
            CANCEL: () => user.click(inDialog().getByRole('button', { name: 'Cancel' })),
            CLOSE: () => user.keyboard('{Escape}'),
            SERVER_ANSWERS: async () => {
              if (tool().matches('suggestingPrompt')) await opened().ai.answer('generateBackgroundPrompt');
              else if (tool().matches('generating')) await opened().ai.answer('generateBackground');
              else await opened().save.answer('updateProduct');
            },
            SERVER_FAILS: async () => {
              if (tool().matches('suggestingPrompt'))
                await opened().ai.refuse('generateBackgroundPrompt', outage);
              else if (tool().matches('generating'))
                await opened().ai.refuse('generateBackground', notAnswering);
              else await opened().save.refuse('updateProduct', outage);
            },
            SERVER_LIMIT: () => opened().ai.refuse('generateBackground', limit),
            KEEP: () => user.click(inDialog().getByRole('button', { name: 'Keep' })),
            RETRY: () => user.click(inDialog().getByRole('button', { name: 'Try another prompt' })),
            DISCARD: () => user.click(inDialog().getByRole('button', { name: 'Discard' })),
            CHOOSE_ANOTHER: () =>
              user.click(inDialog().getByRole('button', { name: 'Choose another photo' })),
            SUBMIT: () => user.click(button('Update product')),
          },
        });
      } finally {
        await editor?.close();
      }
    });
  }
});
