// The "Write with AI" statechart over its real effects (src/app/description-writer.ts) and the in-memory AI
// service, inside a parent that stands for the product form: the tones loaded once, the details checked by the
// shared schemas, the questions and only the answered ones sent back, the drafts, the draft used, the
// failures with their messages and Try again, Cancel, and a kept picture fetched by its URL.
import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup, waitFor, type ActorRefFrom } from 'xstate';
import { aiMessages, draftCountMax, tones, type AiOrigin } from '#schemas/ai';
import type { DescriptionUse } from '#machines/description-writer/events.ts';
import type { DescriptionWriterMachine } from '#machines/description-writer/machine.ts';
import { selectErrors } from '#machines/description-writer/selectors.ts';
import { provideDescriptionWriter } from '../../src/app/description-writer.ts';
import type { DescriptionRequest } from '../../src/services/ai.ts';
import { createFakeAi, type FakeAiOptions } from '../services/ai.ts';

/** The product form's part: it spawns the writer and keeps what "Use this" sends. */
function run(options: FakeAiOptions = {}) {
  const ai = createFakeAi(options);
  const form = setup({
    types: {} as { context: { used: DescriptionUse[] }; events: DescriptionUse },
    actors: { descriptionWriter: provideDescriptionWriter(ai.service) },
  }).createMachine({
    context: { used: [] },
    invoke: { id: 'writer', src: 'descriptionWriter' },
    on: {
      'description.use': { actions: assign({ used: ({ context, event }) => [...context.used, event] }) },
    },
  });
  const parent = createActor(form).start();
  const writer = parent.getSnapshot().children.writer as ActorRefFrom<DescriptionWriterMachine>;
  const open = (title = 'Abaca tote bag', image: File | string | null = null) =>
    writer.send({ type: 'open', title, categoryId: 11, image });
  const settled = (state: 'editing' | 'drafts' | 'tonesFailed') =>
    waitFor(writer, (snapshot) => snapshot.matches({ open: state }));
  return { ai, parent, writer, open, settled };
}

const offlineText: AiOrigin = { provider: 'offline', model: 'suki-writer-1', isAI: false };

describe('description writer machine', () => {
  it('loads the tones on the first opening only', async () => {
    const { ai, writer, open, settled } = run();
    expect(writer.getSnapshot().value).toBe('idle');
    open();
    expect(writer.getSnapshot().matches({ open: 'loadingTones' })).toBe(true);
    await settled('editing');
    expect(writer.getSnapshot().context.tones).toEqual(tones);
    writer.send({ type: 'close' });
    open('Abaca tote bag, large');
    expect(writer.getSnapshot().matches({ open: 'editing' })).toBe(true);
    expect(writer.getSnapshot().context.title).toBe('Abaca tote bag, large');
    expect(ai.sent('tones')).toHaveLength(1);
  });

  it('says the title is required and asks nothing without one', async () => {
    const { ai, writer, open, settled } = run();
    open('');
    await settled('editing');
    writer.send({ type: 'drafts.write' });
    writer.send({ type: 'questions.suggest' });
    expect(writer.getSnapshot().matches({ open: 'editing' })).toBe(true);
    expect(selectErrors(writer.getSnapshot())).toEqual({ title: aiMessages.titleRequired });
    writer.send({ type: 'field.change', field: 'title', value: '  ' });
    expect(selectErrors(writer.getSnapshot()).title).toBe(aiMessages.titleRequired);
    writer.send({ type: 'field.change', field: 'features', value: 'x'.repeat(2_001) });
    expect(selectErrors(writer.getSnapshot()).features).toBe('Features must be at most 2000 characters');
    expect(ai.sent('generateDescription')).toEqual([]);
    expect(ai.sent('generateQuestions')).toEqual([]);
  });

  it('suggests questions, sends only the answered ones with the details, and the used draft goes to the form', async () => {
    const { ai, parent, writer, open, settled } = run();
    open();
    await settled('editing');
    writer.send({ type: 'field.change', field: 'features', value: 'Hand-woven abaca' });
    writer.send({ type: 'questions.suggest' });
    expect(writer.getSnapshot().matches({ open: 'suggestingQuestions' })).toBe(true);
    await settled('editing');
    const { questions } = writer.getSnapshot().context;
    expect(questions.map((question) => question.answer)).toEqual(questions.map(() => ''));
    expect(questions.length).toBeGreaterThan(1);
    writer.send({ type: 'answer.change', id: questions[0]!.id, answer: ' 40 × 30 cm ' });
    writer.send({ type: 'tone.change', tone: 'taglish' });
    writer.send({ type: 'count.change', count: 3 });
    writer.send({ type: 'field.change', field: 'specialInstructions', value: 'Mention COD' });
    writer.send({ type: 'drafts.write' });
    expect(writer.getSnapshot().matches({ open: 'generating' })).toBe(true);
    await settled('drafts');
    expect(ai.sent('generateDescription')).toEqual([
      {
        title: 'Abaca tote bag',
        features: 'Hand-woven abaca',
        tone: 'taglish',
        specialInstructions: 'Mention COD',
        count: 3,
        categoryId: 11,
        questionAnswers: [{ id: questions[0]!.id, question: questions[0]!.question, answer: '40 × 30 cm' }],
        image: undefined,
      } satisfies DescriptionRequest,
    ]);
    const { drafts } = writer.getSnapshot().context;
    expect(drafts).toHaveLength(3);
    expect(writer.getSnapshot().context.draftsOrigin).toEqual(offlineText);
    writer.send({ type: 'draft.use', index: 1 });
    expect(writer.getSnapshot().value).toBe('idle');
    expect(parent.getSnapshot().context.used).toEqual([
      { type: 'description.use', text: drafts[1], origin: offlineText },
    ]);
  });

  it('keeps the answers of questions suggested again and the details across openings', async () => {
    const { writer, open, settled } = run({ questions: [{ id: 'size', question: 'What size is it?' }] });
    open();
    await settled('editing');
    writer.send({ type: 'questions.suggest' });
    await settled('editing');
    writer.send({ type: 'answer.change', id: 'size', answer: 'Large' });
    writer.send({ type: 'count.change', count: draftCountMax });
    writer.send({ type: 'close' });
    open();
    writer.send({ type: 'questions.suggest' });
    await settled('editing');
    const { context } = writer.getSnapshot();
    expect(context.questions).toEqual([{ id: 'size', question: 'What size is it?', answer: 'Large' }]);
    expect(context.count).toBe(draftCountMax);
  });

  it('writes again from the drafts and goes back to the details', async () => {
    const { ai, writer, open, settled } = run();
    open();
    await settled('editing');
    writer.send({ type: 'drafts.write' });
    await settled('drafts');
    writer.send({ type: 'drafts.write' });
    expect(writer.getSnapshot().matches({ open: 'generating' })).toBe(true);
    await settled('drafts');
    writer.send({ type: 'drafts.edit' });
    expect(writer.getSnapshot().matches({ open: 'editing' })).toBe(true);
    expect(ai.sent('generateDescription')).toHaveLength(2);
  });

  it('shows a failure with the server’s words and tries the same request again', async () => {
    const { ai, writer, open, settled } = run({ fail: { generateDescription: 'timeout' } });
    open();
    await settled('editing');
    writer.send({ type: 'drafts.write' });
    await settled('editing');
    expect(writer.getSnapshot().context.failure).toEqual({
      of: 'drafts',
      message: 'Failed to generate the description: the AI service did not answer in time. Please try again.',
    });
    ai.fail('generateDescription', false);
    writer.send({ type: 'retry' });
    expect(writer.getSnapshot().context.failure).toBeNull();
    await settled('drafts');

    writer.send({ type: 'drafts.edit' });
    ai.fail('generateQuestions', 'busy');
    writer.send({ type: 'questions.suggest' });
    await settled('editing');
    expect(writer.getSnapshot().context.failure).toEqual({
      of: 'questions',
      message: 'The AI service is busy. Please try again in a minute.',
    });
    ai.fail('generateQuestions', 'network');
    writer.send({ type: 'retry' });
    expect(writer.getSnapshot().matches({ open: 'suggestingQuestions' })).toBe(true);
    await settled('editing');
    expect(writer.getSnapshot().context.failure).toEqual({
      of: 'questions',
      message: aiMessages.questionsFailed,
    });
    expect(ai.sent('generateQuestions')).toHaveLength(2);
  });

  it('says when the tones could not be loaded and loads them on Try again', async () => {
    const { ai, writer, open, settled } = run({ fail: { tones: 'network' } });
    open();
    await settled('tonesFailed');
    expect(writer.getSnapshot().context.failure).toEqual({
      of: 'tones',
      message: 'The tones could not be loaded.',
    });
    ai.fail('tones', false);
    writer.send({ type: 'retry' });
    await settled('editing');
    expect(writer.getSnapshot().context.tones).toEqual(tones);
  });

  it('cancels the drafts on their way, and Close stops whatever was asked', async () => {
    const { ai, writer, open, settled } = run({ hold: { generateDescription: true } });
    open();
    await settled('editing');
    writer.send({ type: 'drafts.write' });
    await vi.waitFor(() => expect(ai.sent('generateDescription')).toHaveLength(1));
    writer.send({ type: 'drafts.cancel' });
    expect(writer.getSnapshot().matches({ open: 'editing' })).toBe(true);
    expect(writer.getSnapshot().context.failure).toBeNull();
    writer.send({ type: 'drafts.write' });
    await vi.waitFor(() => expect(ai.sent('generateDescription')).toHaveLength(2));
    writer.send({ type: 'close' });
    expect(writer.getSnapshot().value).toBe('idle');
  });

  it('sends a kept picture fetched by its URL, and writes without it when it cannot be fetched', async () => {
    const { ai, writer, open, settled } = run();
    open('Abaca tote bag', '/media/products/sample-1');
    await settled('editing');
    writer.send({ type: 'drafts.write' });
    await settled('drafts');
    expect(ai.sent('picture')).toEqual(['/media/products/sample-1']);
    const [sent] = ai.sent('generateDescription') as DescriptionRequest[];
    expect(sent!.image).toBeInstanceOf(Blob);
    expect(sent!.image!.type).toBe('image/png');

    ai.fail('picture', 'network');
    writer.send({ type: 'drafts.write' });
    await settled('drafts');
    expect((ai.sent('generateDescription')[1] as DescriptionRequest).image).toBeUndefined();

    const photo = new File(['picture'], 'tote.png', { type: 'image/png' });
    writer.send({ type: 'close' });
    open('Abaca tote bag', photo);
    writer.send({ type: 'drafts.write' });
    await settled('drafts');
    expect((ai.sent('generateDescription')[2] as DescriptionRequest).image).toBe(photo);
  });
});
