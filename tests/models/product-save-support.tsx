// What the product editor's model tests share: the real editor (ProductEditorFlow over the real
// composition, src/app/product-editor.ts) on in-memory services whose calls wait for the model (the AI
// service's among them), the toast region, a link elsewhere in the app, and the real actors behind the screen.
import { render, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { provideProductEditor } from '../../src/app/product-editor.ts';
import type { BackgroundGenerationMachine } from '../../src/machines/background-generation/machine.ts';
import type { ProductSaveMachine } from '../../src/machines/product-save/machine.ts';
import type { VariantGeneratorMachine } from '../../src/machines/variant-generator/machine.ts';
import { ProductEditorFlow } from '../../src/views/products/editor/ProductEditor.tsx';
import { ToastRegion } from '../../src/views/toast/ToastRegion.tsx';
import { dismissAllToasts } from '../../src/views/toast/toasts.ts';
import { createFakeProductEditor, type FakeProductEditorOptions } from '../services/product-editor.ts';
import { heldService } from './app-support.tsx';
import { watchActors } from './model-support.ts';

export const slow = { timeout: 5000 };

/** The editor for `productId` (null: a new product); every service call waits for the model's answer. */
export function renderEditor(productId: number | null, options: FakeProductEditorOptions = {}) {
  const memory = createFakeProductEditor(options);
  const save = heldService(memory.productSave);
  const products = heldService(memory.products);
  const categories = heldService(memory.categories);
  // A saved picture's bytes come at once: what the model answers is the AI service's work.
  const ai = heldService(memory.ai, ['picture']);
  const actors = watchActors();
  const visited: string[] = [];
  const machine = provideProductEditor(
    { productSave: save.service, products: products.service, categories: categories.service, ai: ai.service },
    (to) => visited.push(to),
  );
  const view = render(
    <>
      <nav>
        <a href="/orders">Orders</a>
      </nav>
      <main>
        <ProductEditorFlow machine={machine} productId={productId} inspect={actors.inspect} />
      </main>
      <ToastRegion />
    </>,
  );
  const editor = () => actors.latest('productSave').getSnapshot() as SnapshotFrom<ProductSaveMachine>;
  const generator = () =>
    actors.latest('variantGenerator').getSnapshot() as SnapshotFrom<VariantGeneratorMachine>;
  const background = () =>
    actors.latest('backgroundGeneration').getSnapshot() as SnapshotFrom<BackgroundGenerationMachine>;
  return {
    memory,
    save,
    /** The AI service's calls (the in-memory one's rules), each waiting for the model's answer. */
    ai,
    /** Answers the load (the product, when editing, and the categories) with the in-memory data. */
    load: async () => {
      await waitFor(() => expect(categories.waiting('listCategories')).toBe(1));
      if (productId !== null) await products.answer('getProduct');
      await categories.answer('listCategories');
    },
    refuseLoad: async (error: unknown) => {
      await waitFor(() => expect(categories.waiting('listCategories')).toBe(1));
      if (productId !== null) await products.refuse('getProduct', error);
      await categories.answer('listCategories');
    },
    editor,
    generator,
    background,
    /** Where the editor sent the router, oldest first. */
    visited,
    close: async () => {
      view.unmount();
      await dismissAllToasts();
    },
  };
}

export const form = (name: string) => screen.getByRole('form', { name });
export const textbox = (name: string) => screen.getByRole('textbox', { name });
export const button = (name: string | RegExp) => screen.getByRole('button', { name });
export const variantRow = (name: string) => screen.getByRole('listitem', { name: `Variant ${name}` });

/** The message under a field, through its aria-describedby. */
export function shownError(input: HTMLElement): string | null {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const texts = ids.map((id) => document.getElementById(id)?.textContent ?? '').filter(Boolean);
  return texts.length ? texts.join(' ') : null;
}

/** A toast with this title, open now. */
export const toast = (title: string) =>
  waitFor(() => {
    const found = screen
      .getAllByRole('alertdialog')
      .find((candidate) => within(candidate).queryByText(title) !== null);
    expect(found, `a toast '${title}'`).toBeDefined();
    return found!;
  }, slow);
