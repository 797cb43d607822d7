// The background-generation statechart over the real composition (src/app/background-generation.ts) and the
// in-memory AI service, under a parent as the product form spawns it: the unsaved-changes question, the
// prompt's rule, a suggested prompt, a background made, kept, tried again, discarded and cancelled, spec
// §8's failures and the per-photo limit, and the picture the form is given.
import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup, waitFor, type AnyEventObject, type StateValueFrom } from 'xstate';
import { madeFile, slugOf } from '#machines/background-generation/context.ts';
import type { BackgroundAdd, BackgroundOpen } from '#machines/background-generation/events.ts';
import type { BackgroundGenerationMachine } from '#machines/background-generation/machine.ts';
import { selectStep } from '#machines/background-generation/selectors.ts';
import { aiMessages } from '#schemas/ai';
import { provideBackgroundGeneration } from '../../src/app/background-generation.ts';
import { createFakeAi, type FakeAiOptions } from '../services/ai.ts';

const photo = () => new File([new Uint8Array([1, 2, 3, 4])], 'tote.png', { type: 'image/png' });

const opening = (overrides: Partial<BackgroundOpen> = {}): BackgroundOpen => ({
  type: 'open',
  sourceKey: 'new-1',
  source: photo(),
  title: 'Abaca tote bag',
  categoryId: 11,
  unsaved: false,
  ...overrides,
});

/** The tool as the product form runs it: spawned, idle until opened; the parent records what it hears. */
function tool(options: FakeAiOptions = {}) {
  const ai = createFakeAi(options);
  /** The abort signal each background request was given. */
  const signals: AbortSignal[] = [];
  const service = {
    ...ai.service,
    generateBackground: (...[request, signal]: Parameters<typeof ai.service.generateBackground>) => {
      signals.push(signal!);
      return ai.service.generateBackground(request, signal);
    },
  };
  const form = setup({
    types: {} as { context: { heard: AnyEventObject[] } },
    actors: { backgroundGeneration: provideBackgroundGeneration(service) },
    actions: { hear: assign({ heard: ({ context, event }) => [...context.heard, event] }) },
  }).createMachine({
    context: { heard: [] },
    invoke: { id: 'background', src: 'backgroundGeneration' },
    on: { 'background.add': { actions: 'hear' } },
  });
  const parent = createActor(form).start();
  const child = parent.getSnapshot().children.background!;
  const at = (state: StateValueFrom<BackgroundGenerationMachine>) =>
    waitFor(child, (snapshot) => snapshot.matches(state));
  return {
    ai,
    signals,
    child,
    at,
    snapshot: () => child.getSnapshot(),
    heard: () => parent.getSnapshot().context.heard as BackgroundAdd[],
  };
}

describe('background generation machine', () => {
  it('is closed until the form opens it, and opens on the prompt when nothing is unsaved', () => {
    const { child, snapshot } = tool();
    expect(snapshot().value).toBe('idle');
    expect(selectStep(snapshot())).toBe('closed');
    child.send(opening());
    expect(snapshot().value).toBe('editingPrompt');
    expect(snapshot().context.source).toMatchObject({ sourceKey: 'new-1', title: 'Abaca tote bag' });
  });

  it('asks first when the product has unsaved changes (spec §2): Cancel closes, Continue goes on', () => {
    const { child, snapshot } = tool();
    child.send(opening({ unsaved: true }));
    expect(snapshot().value).toBe('confirmUnsaved');
    child.send({ type: 'close' });
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context.source).toBeNull();
    child.send(opening({ unsaved: true }));
    child.send({ type: 'unsaved.continue' });
    expect(snapshot().value).toBe('editingPrompt');
  });

  it('will not generate with no prompt: the message shows until the prompt says something', () => {
    const { child, snapshot } = tool();
    child.send(opening());
    child.send({ type: 'prompt.change', prompt: '   ' });
    child.send({ type: 'background.generate' });
    expect(snapshot().value).toBe('editingPrompt');
    expect(snapshot().context.promptError).toBe(aiMessages.promptRequired);
    child.send({ type: 'prompt.change', prompt: 'White marble' });
    expect(snapshot().context.promptError).toBeNull();
  });

  it('fills the prompt with a suggestion from the photo, the product name and category', async () => {
    const { ai, child, at, snapshot } = tool();
    child.send(opening());
    child.send({ type: 'prompt.suggest' });
    expect(snapshot().value).toBe('suggestingPrompt');
    await at('editingPrompt');
    expect(snapshot().context.prompt).toBe(
      'A soft white studio background with warm light, for Abaca tote bag',
    );
    expect(ai.sent('generateBackgroundPrompt')).toEqual([
      expect.objectContaining({ title: 'Abaca tote bag', categoryId: 11, image: expect.any(File) }),
    ]);
  });

  it("fetches a saved picture's bytes from its URL before sending them", async () => {
    const { ai, child, at } = tool();
    child.send(opening({ source: '/media/products/sample-1' }));
    child.send({ type: 'prompt.suggest' });
    await at('editingPrompt');
    expect(ai.sent('picture')).toEqual(['/media/products/sample-1']);
    const [request] = ai.sent('generateBackgroundPrompt') as Array<{ image: Blob }>;
    expect(request!.image.type).toBe('image/png');
  });

  it("says 'Failed to generate the prompt' when the suggestion fails with no word from the server", async () => {
    const { child, at, snapshot } = tool({ fail: { generateBackgroundPrompt: 'network' } });
    child.send(opening());
    child.send({ type: 'prompt.suggest' });
    await at('editingPrompt');
    expect(snapshot().context.failure).toBe(aiMessages.promptFailed);
    expect(snapshot().context.prompt).toBe('');
  });

  it("gives the server's reason: a product with no name yet cannot have a prompt suggested", async () => {
    const { child, at, snapshot } = tool();
    child.send(opening({ title: '' }));
    child.send({ type: 'prompt.suggest' });
    await at('editingPrompt');
    expect(snapshot().context.failure).toBe(aiMessages.titleRequired);
  });

  it('makes the background and previews it, named after the product; Keep gives it to the form and closes', async () => {
    const { ai, child, at, snapshot, heard } = tool();
    child.send(opening({ title: 'Abaca tote bag (large)' }));
    child.send({ type: 'prompt.change', prompt: 'White marble, soft light' });
    child.send({ type: 'background.generate' });
    expect(snapshot().value).toBe('generating');
    await at('preview');
    const result = snapshot().context.result!;
    expect(result.file.name).toBe('abaca-tote-bag-large-background.png');
    expect(result.origin).toEqual({ provider: 'offline', model: 'isnet-general-use', isAI: false });
    expect(ai.sent('generateBackground')).toEqual([
      expect.objectContaining({ prompt: 'White marble, soft light', title: 'Abaca tote bag (large)' }),
    ]);
    child.send({ type: 'preview.keep' });
    expect(snapshot().value).toBe('idle');
    expect(heard()).toEqual([
      { type: 'background.add', sourceKey: 'new-1', file: result.file, origin: result.origin },
    ]);
    expect(snapshot().context).toMatchObject({ source: null, prompt: '', result: null });
  });

  it('Try another prompt goes back to the prompt as it was; Discard closes with nothing added', async () => {
    const { child, at, snapshot, heard } = tool();
    child.send(opening());
    child.send({ type: 'prompt.change', prompt: 'Beach at noon' });
    child.send({ type: 'background.generate' });
    await at('preview');
    child.send({ type: 'preview.retry' });
    expect(snapshot().value).toBe('editingPrompt');
    expect(snapshot().context).toMatchObject({ prompt: 'Beach at noon', result: null });
    child.send({ type: 'background.generate' });
    await at('preview');
    child.send({ type: 'preview.discard' });
    expect(snapshot().value).toBe('idle');
    expect(heard()).toEqual([]);
  });

  it('Cancel stops the background on its way (its request aborted) and keeps the prompt', async () => {
    const { signals, child, snapshot } = tool({ hold: { generateBackground: true } });
    child.send(opening());
    child.send({ type: 'prompt.change', prompt: 'Wood table' });
    child.send({ type: 'background.generate' });
    await vi.waitFor(() => expect(signals).toHaveLength(1));
    expect(signals[0]!.aborted).toBe(false);
    child.send({ type: 'request.cancel' });
    expect(signals[0]!.aborted).toBe(true);
    expect(snapshot().value).toBe('editingPrompt');
    expect(snapshot().context.prompt).toBe('Wood table');
    expect(snapshot().context.failure).toBeNull();
  });

  it("says the AI service's reason when making fails, and 'Failed to generate the background' otherwise", async () => {
    const timeout = tool({ fail: { generateBackground: 'timeout' } });
    timeout.child.send(opening());
    timeout.child.send({ type: 'prompt.change', prompt: 'Linen' });
    timeout.child.send({ type: 'background.generate' });
    await timeout.at('editingPrompt');
    expect(timeout.snapshot().context.failure).toBe(
      'Failed to generate the background: the AI service did not answer in time. Please try again.',
    );
    const offline = tool({ fail: { generateBackground: 'network' } });
    offline.child.send(opening());
    offline.child.send({ type: 'prompt.change', prompt: 'Linen' });
    offline.child.send({ type: 'background.generate' });
    await offline.at('editingPrompt');
    expect(offline.snapshot().context.failure).toBe(aiMessages.backgroundFailed);
  });

  it("stops at the per-photo limit with spec §8's 429 (only another photo can go on)", async () => {
    const { child, at, snapshot } = tool({ backgroundLimit: 1 });
    child.send(opening());
    child.send({ type: 'prompt.change', prompt: 'Linen' });
    child.send({ type: 'background.generate' });
    await at('preview');
    child.send({ type: 'preview.retry' });
    child.send({ type: 'background.generate' });
    await at('limitReached');
    expect(selectStep(snapshot())).toBe('limitReached');
    expect(snapshot().can({ type: 'background.generate' })).toBe(false);
    child.send({ type: 'close' });
    expect(snapshot().value).toBe('idle');
  });

  it('closes from every open state', async () => {
    const { child, snapshot } = tool({ hold: { generateBackgroundPrompt: true, generateBackground: true } });
    child.send(opening());
    child.send({ type: 'prompt.suggest' });
    child.send({ type: 'close' });
    expect(snapshot().value).toBe('idle');
    child.send(opening());
    child.send({ type: 'prompt.change', prompt: 'Linen' });
    child.send({ type: 'background.generate' });
    child.send({ type: 'close' });
    expect(snapshot().value).toBe('idle');
  });

  it('names the kept file from the title, or product, and keeps a WebP a WebP', () => {
    expect(slugOf('  Ñoño’s Piña Barong — Size M!  ')).toBe('nonos-pina-barong-size-m');
    expect(madeFile(new Blob([], { type: 'image/png' }), '').name).toBe('product-background.png');
    const webp = madeFile(new Blob([], { type: 'image/webp' }), 'Mug');
    expect([webp.name, webp.type]).toEqual(['mug-background.webp', 'image/webp']);
  });
});
