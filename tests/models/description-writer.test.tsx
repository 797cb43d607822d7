// Model-based test of "Write with AI" (issue 15; spec §3 AI content request, §5 'Title is required') in the
// real editor of a saved product: the tones loaded on the first opening only, the details, the buyers'
// questions suggested and answered, the drafts side by side and one used (undoable in the form), Write
// again, Edit details, Cancel, Close, and each request's failure with Try again. Every AI call waits for the
// model's answer (the in-memory service's rules); at every model state the screen AND the real
// description-writer actor are checked.
import { createTestModel } from '@xstate/graph';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setup, type EventFrom, type SnapshotFrom } from 'xstate';
import { aiMessages } from '#schemas/ai';
import type { DescriptionWriterMachine } from '../../src/machines/description-writer/machine.ts';
import type { DescriptionRequest } from '../../src/services/ai.ts';
import { transitionPaths } from './model-support.ts';
import { button, renderEditor, slow, textbox } from './product-save-support.tsx';

const writerBehaviour = setup({
  types: {} as {
    events:
      | { type: 'OPEN_EDITOR' }
      | { type: 'WRITE_WITH_AI' }
      | { type: 'TONES_ANSWER' }
      | { type: 'TONES_FAIL' }
      | { type: 'TRY_AGAIN' }
      | { type: 'WRITE_UNTITLED' }
      | { type: 'SUGGEST' }
      | { type: 'QUESTIONS_ANSWER' }
      | { type: 'QUESTIONS_FAIL' }
      | { type: 'ANSWER' }
      | { type: 'WRITE' }
      | { type: 'DRAFTS_ANSWER' }
      | { type: 'DRAFTS_FAIL' }
      | { type: 'CANCEL' }
      | { type: 'USE' }
      | { type: 'UNDO' }
      | { type: 'WRITE_AGAIN' }
      | { type: 'EDIT_DETAILS' }
      | { type: 'CLOSE' };
  },
}).createMachine({
  id: 'descriptionWriterBehaviour',
  initial: 'opening',
  states: {
    opening: { meta: { description: 'nothing shown yet' }, on: { OPEN_EDITOR: 'closed' } },
    closed: {
      meta: { description: 'the product form with Write with AI, no writer' },
      on: { WRITE_WITH_AI: 'loadingTones' },
    },
    loadingTones: {
      meta: { description: 'the writer opened for the first time: Getting ready…' },
      on: { TONES_ANSWER: 'details', TONES_FAIL: 'tonesFailed' },
    },
    tonesFailed: {
      meta: { description: "'The tones could not be loaded.' with Try again" },
      on: { TRY_AGAIN: 'loadingTones' },
    },
    details: {
      meta: { description: 'the details, the title prefilled, the tone Friendly, 1 draft' },
      on: {
        WRITE_UNTITLED: 'titleRequired',
        SUGGEST: 'suggesting',
        WRITE: 'generating',
        CLOSE: 'closedAgain',
      },
    },
    titleRequired: {
      meta: { description: "the title cleared and Write pressed: 'Title is required', nothing asked" },
    },
    suggesting: {
      meta: { description: 'the questions on their way: Suggesting questions…' },
      on: { QUESTIONS_ANSWER: 'questions', QUESTIONS_FAIL: 'questionsFailed' },
    },
    questionsFailed: {
      meta: { description: 'the provider busy: its message inline with Try again' },
      on: { TRY_AGAIN: 'suggesting' },
    },
    questions: {
      meta: { description: 'the buyers’ questions listed to answer, who suggested them under them' },
      on: { ANSWER: 'answered' },
    },
    answered: {
      meta: { description: 'one question answered' },
      on: { WRITE: 'generating' },
    },
    generating: {
      meta: { description: 'the drafts on their way: Writing 3 drafts…, Cancel' },
      on: { DRAFTS_ANSWER: 'drafts', DRAFTS_FAIL: 'draftsFailed', CANCEL: 'cancelled' },
    },
    draftsFailed: {
      meta: { description: 'the provider did not answer: the server’s words inline with Try again' },
      on: { TRY_AGAIN: 'generating' },
    },
    cancelled: { meta: { description: 'Cancel pressed: the details again, nothing shown of the drafts' } },
    drafts: {
      meta: { description: 'three drafts side by side with Use this, the offline writer’s label under them' },
      on: { USE: 'used', WRITE_AGAIN: 'generating', EDIT_DETAILS: 'editingAgain', CLOSE: 'closedAgain' },
    },
    editingAgain: { meta: { description: 'Edit details: the details as they were sent' } },
    used: {
      meta: { description: 'the second draft in the description, Undo AI description offered' },
      on: { UNDO: 'undone' },
    },
    undone: { meta: { description: 'the description as it was, no Undo AI description' } },
    closedAgain: {
      meta: { description: 'the writer closed after the tones came' },
      on: { WRITE_WITH_AI: 'reopened' },
    },
    reopened: { meta: { description: 'opened again: the details at once, the tones not asked again' } },
  },
});

type BehaviourEvent = EventFrom<typeof writerBehaviour>;
const everyEvent = (
  [
    'OPEN_EDITOR',
    'WRITE_WITH_AI',
    'TONES_ANSWER',
    'TONES_FAIL',
    'TRY_AGAIN',
    'WRITE_UNTITLED',
    'SUGGEST',
    'QUESTIONS_ANSWER',
    'QUESTIONS_FAIL',
    'ANSWER',
    'WRITE',
    'DRAFTS_ANSWER',
    'DRAFTS_FAIL',
    'CANCEL',
    'USE',
    'UNDO',
    'WRITE_AGAIN',
    'EDIT_DETAILS',
    'CLOSE',
  ] as const
).map((type) => ({ type })) as BehaviourEvent[];
const offered = (snapshot: { can: (event: BehaviourEvent) => boolean }) =>
  everyEvent.filter((event) => snapshot.can(event));

const model = createTestModel(writerBehaviour, { events: offered });
const paths = transitionPaths(model, offered);

const outage = new TypeError('Failed to fetch');
const savedDescription = 'Hand-woven in Bicol from abaca fibre.';
const features = 'Hand-woven, with a zip pocket';

describe(`Write with AI (model-based, ${paths.length} paths)`, () => {
  for (const path of paths) {
    it(path.description, async () => {
      const user = userEvent.setup();
      let editor: ReturnType<typeof renderEditor> | undefined;
      const opened = () => editor!;
      const writer = () =>
        opened().editor().context.writer!.getSnapshot() as SnapshotFrom<DescriptionWriterMachine>;
      const dialog = () => within(screen.getByRole('dialog', { name: 'Write with AI' }));
      const shown = () => screen.findByRole('dialog', { name: 'Write with AI' }, slow);
      const pending = (name: 'tones' | 'generateQuestions' | 'generateDescription') =>
        waitFor(() => expect(opened().ai.waiting(name)).toBe(1));
      const lastDrafts = () => opened().ai.sent('generateDescription').at(-1)![0] as DescriptionRequest;
      const drafts = () => dialog().queryAllByRole('listitem', { name: /^Draft \d+$/ });
      const detailsShown = () => {
        expect(dialog().getByRole('textbox', { name: 'Title' })).toHaveValue('Abaca tote bag');
        expect(dialog().getByRole('button', { name: 'Write' })).toBeEnabled();
        expect(drafts()).toEqual([]);
        expect(writer().matches({ open: 'editing' })).toBe(true);
      };
      const closed = async () => {
        await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Write with AI' })).toBeNull());
        expect(writer().value).toBe('idle');
      };
      const choose = async (field: RegExp, option: string) => {
        await user.click(dialog().getByRole('button', { name: field }));
        await user.click(await screen.findByRole('option', { name: option }));
      };

      try {
        await path.test({
          states: {
            opening: () => expect(editor).toBeUndefined(),
            closed: async () => {
              await screen.findByRole('heading', { level: 1, name: 'Edit product' }, slow);
              expect(button('Write with AI')).toBeEnabled();
              expect(screen.queryByRole('dialog')).toBeNull();
              expect(writer().value).toBe('idle');
            },
            loadingTones: async () => {
              await shown();
              expect(dialog().getByRole('status')).toHaveTextContent('Getting ready…');
              await pending('tones');
              expect(writer().matches({ open: 'loadingTones' })).toBe(true);
              expect(writer().hasTag('busy')).toBe(true);
            },
            tonesFailed: async () => {
              expect(await dialog().findByRole('alert')).toHaveTextContent('The tones could not be loaded.');
              expect(dialog().getByRole('button', { name: 'Try again' })).toBeVisible();
              expect(writer().matches({ open: 'tonesFailed' })).toBe(true);
            },
            details: async () => {
              await dialog().findByRole('textbox', { name: 'Title' });
              detailsShown();
              expect(dialog().getByRole('button', { name: /Tone/ })).toHaveTextContent('Friendly');
              expect(dialog().getByText('Warm and easy, like a suki recommending it.')).toBeVisible();
              expect(dialog().getByRole('button', { name: /How many drafts/ })).toHaveTextContent('1');
              expect(writer().context.tones.map((tone) => tone.label)).toEqual([
                'Friendly',
                'Professional',
                'Playful',
                'Luxurious',
                'Persuasive',
                'Taglish',
              ]);
              expect(writer().context).toMatchObject({ title: 'Abaca tote bag', categoryId: 11 });
            },
            titleRequired: () => {
              expect(dialog().getByText(aiMessages.titleRequired)).toBeVisible();
              expect(dialog().getByRole('textbox', { name: 'Title' })).toHaveAttribute(
                'aria-invalid',
                'true',
              );
              expect(writer().matches({ open: 'editing' })).toBe(true);
              expect(writer().context.tried).toBe(true);
              expect(opened().ai.sent('generateDescription')).toEqual([]);
            },
            suggesting: async () => {
              await pending('generateQuestions');
              expect(dialog().getByRole('button', { name: 'Suggesting questions…' })).toBeDisabled();
              expect(dialog().getByRole('button', { name: 'Write' })).toBeDisabled();
              expect(writer().matches({ open: 'suggestingQuestions' })).toBe(true);
              expect(opened().ai.sent('generateQuestions').at(-1)![0]).toMatchObject({
                title: 'Abaca tote bag',
                features,
                categoryId: 11,
                image: expect.any(Blob),
              });
            },
            questionsFailed: async () => {
              expect(await dialog().findByRole('alert')).toHaveTextContent(
                'The AI service is busy. Please try again in a minute.',
              );
              expect(writer().matches({ open: 'editing' })).toBe(true);
              expect(writer().context.failure?.of).toBe('questions');
            },
            questions: async () => {
              await dialog().findByRole('textbox', { name: 'What size is it?' });
              expect(dialog().getByRole('textbox', { name: 'What is it made of?' })).toHaveValue('');
              expect(dialog().getByText(aiMessages.offlineText)).toBeVisible();
              expect(dialog().queryByRole('alert')).toBeNull();
              expect(writer().matches({ open: 'editing' })).toBe(true);
              expect(writer().context.questions.map((question) => question.answer)).toEqual(['', '', '', '']);
            },
            answered: () => {
              expect(dialog().getByRole('textbox', { name: 'What size is it?' })).toHaveValue('Large');
              expect(writer().context.questions[0]).toMatchObject({ id: 'size', answer: 'Large' });
            },
            generating: async () => {
              await pending('generateDescription');
              expect(await dialog().findByRole('status')).toHaveTextContent('Writing 3 drafts…');
              expect(dialog().getByRole('button', { name: 'Cancel' })).toBeEnabled();
              expect(writer().matches({ open: 'generating' })).toBe(true);
              const sent = lastDrafts();
              expect(sent).toMatchObject({ title: 'Abaca tote bag', features, tone: 'taglish', count: 3 });
              expect(sent.image).toBeInstanceOf(Blob);
              // Only answered questions go: an empty answer says nothing.
              expect(sent.questionAnswers.every((entry) => entry.answer !== '')).toBe(true);
            },
            draftsFailed: async () => {
              expect(await dialog().findByRole('alert')).toHaveTextContent(
                'Failed to generate the description: the AI service did not answer in time. Please try again.',
              );
              expect(dialog().getByRole('textbox', { name: 'Features' })).toHaveValue(features);
              expect(writer().context.failure?.of).toBe('drafts');
            },
            cancelled: async () => {
              await waitFor(() => expect(dialog().queryByRole('status')).toBeNull());
              expect(dialog().getByRole('textbox', { name: 'Features' })).toHaveValue(features);
              expect(drafts()).toEqual([]);
              expect(writer().matches({ open: 'editing' })).toBe(true);
              expect(writer().context.failure).toBeNull();
            },
            drafts: async () => {
              await waitFor(() => expect(drafts()).toHaveLength(3));
              expect(dialog().getAllByRole('button', { name: 'Use this' })).toHaveLength(3);
              expect(dialog().getByText(aiMessages.offlineText)).toBeVisible();
              expect(writer().matches({ open: 'drafts' })).toBe(true);
              expect(writer().context.draftsOrigin).toEqual({
                provider: 'offline',
                model: 'suki-writer-1',
                isAI: false,
              });
              expect(drafts().map((item) => within(item).getByText(/Abaca tote bag/).textContent)).toEqual(
                writer().context.drafts,
              );
            },
            editingAgain: () => {
              expect(dialog().getByRole('textbox', { name: 'Features' })).toHaveValue(features);
              expect(dialog().getByRole('button', { name: /Tone/ })).toHaveTextContent('Taglish');
              expect(drafts()).toEqual([]);
              expect(writer().matches({ open: 'editing' })).toBe(true);
            },
            used: async () => {
              await closed();
              expect(textbox('Description')).toHaveValue(writer().context.drafts[1]);
              expect(button('Undo AI description')).toBeVisible();
              expect(opened().editor().context.descriptionUndo).toBe(savedDescription);
            },
            undone: () => {
              expect(textbox('Description')).toHaveValue(savedDescription);
              expect(screen.queryByRole('button', { name: 'Undo AI description' })).toBeNull();
              expect(opened().editor().context.descriptionUndo).toBeNull();
            },
            closedAgain: async () => {
              await closed();
              expect(textbox('Description')).toHaveValue(savedDescription);
              expect(opened().ai.sent('tones')).toHaveLength(1);
            },
            reopened: async () => {
              await shown();
              expect(dialog().getByRole('textbox', { name: 'Title' })).toHaveValue('Abaca tote bag');
              expect(writer().matches({ open: 'editing' })).toBe(true);
              expect(opened().ai.sent('tones')).toHaveLength(1);
            },
          },
          events: {
            OPEN_EDITOR: async () => {
              editor = renderEditor(7001);
              await opened().load();
            },
            WRITE_WITH_AI: () => user.click(button('Write with AI')),
            TONES_ANSWER: () => opened().ai.answer('tones'),
            TONES_FAIL: () => opened().ai.refuse('tones', outage),
            TRY_AGAIN: () => user.click(dialog().getByRole('button', { name: 'Try again' })),
            WRITE_UNTITLED: async () => {
              await user.clear(dialog().getByRole('textbox', { name: 'Title' }));
              await user.click(dialog().getByRole('button', { name: 'Write' }));
            },
            SUGGEST: async () => {
              await user.type(dialog().getByRole('textbox', { name: 'Features' }), features);
              await user.click(dialog().getByRole('button', { name: 'Suggest questions' }));
            },
            QUESTIONS_ANSWER: () => opened().ai.answer('generateQuestions'),
            QUESTIONS_FAIL: async () => {
              opened().memory.aiFake.fail('generateQuestions', 'busy');
              await opened().ai.answer('generateQuestions');
              opened().memory.aiFake.fail('generateQuestions', false);
            },
            ANSWER: () => user.type(dialog().getByRole('textbox', { name: 'What size is it?' }), 'Large'),
            WRITE: async () => {
              const typed = dialog().getByRole('textbox', { name: 'Features' });
              if ((typed as HTMLTextAreaElement).value === '') await user.type(typed, features);
              await choose(/Tone/, 'Taglish');
              await choose(/How many drafts/, '3');
              await user.click(dialog().getByRole('button', { name: 'Write' }));
            },
            DRAFTS_ANSWER: () => opened().ai.answer('generateDescription'),
            DRAFTS_FAIL: async () => {
              opened().memory.aiFake.fail('generateDescription', 'timeout');
              await opened().ai.answer('generateDescription');
              opened().memory.aiFake.fail('generateDescription', false);
            },
            CANCEL: async () => {
              await user.click(dialog().getByRole('button', { name: 'Cancel' }));
              // The abort reaches the request: it ends unanswered, as fetch's does.
              await opened().ai.refuse('generateDescription', new DOMException('Aborted', 'AbortError'));
            },
            USE: async () => {
              const second = drafts()[1]!;
              await user.click(within(second).getByRole('button', { name: 'Use this' }));
            },
            UNDO: () => user.click(button('Undo AI description')),
            WRITE_AGAIN: () => user.click(dialog().getByRole('button', { name: 'Write again' })),
            EDIT_DETAILS: () => user.click(dialog().getByRole('button', { name: 'Edit details' })),
            CLOSE: () => user.click(dialog().getByRole('button', { name: 'Close' })),
          },
        });
      } finally {
        await editor?.close();
      }
    });
  }
});
