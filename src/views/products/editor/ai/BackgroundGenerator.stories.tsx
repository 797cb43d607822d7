import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { aiMessages } from '#schemas/ai';
import type { FakeAiOptions } from '../../../../../tests/services/ai.ts';
import {
  fakeProductEditor,
  type FakeProductEditorOptions,
} from '../../../../../tests/services/product-editor.ts';
import { laptop, phone } from '../../../layout/story-fixtures.tsx';
import { ProductEditorFlow } from '../ProductEditor.tsx';

/**
 * The real product editor of a saved product over the in-memory API; each story adds a picture, asks for a
 * new background on it (the product then has unsaved changes, so spec §2's question comes first) and goes to
 * its state.
 */
function BackgroundGeneratorStory({ ai, failSave = false }: { ai: FakeAiOptions; failSave?: boolean }) {
  const [machine] = useState(() =>
    fakeProductEditor({ ai, fail: { save: failSave } } satisfies FakeProductEditorOptions),
  );
  return (
    <main>
      <ProductEditorFlow machine={machine} productId={7001} />
    </main>
  );
}

const meta = {
  title: 'Products/Editor/New background',
  component: BackgroundGeneratorStory,
  args: { ai: {} },
  globals: laptop,
} satisfies Meta<typeof BackgroundGeneratorStory>;

export default meta;
type Story = StoryObj<typeof meta>;

type Play = { canvasElement: HTMLElement };

/** A product shot drawn here (a mug on a cluttered grey table), so the stories need no file from outside. */
async function productShot(): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 480;
  canvas.height = 480;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#8d8f93';
  context.fillRect(0, 0, 480, 480);
  context.fillStyle = '#6b5a48';
  context.fillRect(30, 60, 120, 80);
  context.fillStyle = '#c9b79c';
  context.fillRect(330, 40, 110, 150);
  context.fillStyle = '#f4f4f2';
  context.beginPath();
  context.roundRect(150, 150, 170, 220, 18);
  context.fill();
  context.lineWidth = 22;
  context.strokeStyle = '#f4f4f2';
  context.beginPath();
  context.arc(330, 250, 48, -Math.PI / 2, Math.PI / 2);
  context.stroke();
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/png'));
  return new File([blob], 'white-mug.png', { type: 'image/png' });
}

const body = (play: Play) => within(play.canvasElement.ownerDocument.body);

/** The picture added third, and New background pressed on it. */
async function askForBackground(play: Play) {
  const canvas = within(play.canvasElement);
  await canvas.findByRole('form', { name: 'Edit product' });
  const input = play.canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(input, await productShot());
  await userEvent.click(
    await canvas.findByRole('button', {
      name: 'New background for Picture 3 (white-mug.png, not saved yet)',
    }),
  );
}

/** Through spec §2's question to the prompt; the dialog once it has faded in. */
async function open(play: Play) {
  await askForBackground(play);
  await userEvent.click(await body(play).findByRole('button', { name: 'Continue' }));
  const dialog = await body(play).findByRole('dialog', { name: 'New background' });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

async function generate(play: Play) {
  const dialog = await open(play);
  await userEvent.type(dialog.getByRole('textbox', { name: 'Background' }), 'White marble, soft light');
  await userEvent.click(dialog.getByRole('button', { name: 'Generate' }));
  return dialog;
}

/** Nothing wider than the page: no sideways scrolling on a phone. */
const fits = (canvasElement: HTMLElement) =>
  expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
    canvasElement.ownerDocument.documentElement.clientWidth,
  );

/** Each picture offers New background. */
export const Pictures: Story = {
  play: async (play) => {
    const canvas = within(play.canvasElement);
    await canvas.findByRole('form', { name: 'Edit product' });
    await expect(canvas.getByRole('button', { name: 'New background for Picture 1' })).toBeEnabled();
    fits(play.canvasElement);
  },
};

/** On a phone the action is a 44 px target in each picture's column. */
export const PicturesOnPhone: Story = {
  globals: phone,
  play: async (play) => {
    const canvas = within(play.canvasElement);
    await canvas.findByRole('form', { name: 'Edit product' });
    const action = canvas.getByRole('button', { name: 'New background for Picture 2' });
    await expect(action.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    fits(play.canvasElement);
  },
};

/** Spec §2: the product has unsaved changes, so the tool asks first. */
export const UnsavedChanges: Story = {
  play: async (play) => {
    await askForBackground(play);
    const asking = await body(play).findByRole('alertdialog', { name: 'Unsaved changes' });
    await waitFor(() => expect(asking).toBeVisible());
    await expect(asking).toHaveTextContent('If the save fails, the new background is cleared.');
  },
};

/** The photo and an empty prompt. */
export const Prompt: Story = {
  play: async (play) => {
    const dialog = await open(play);
    await expect(dialog.getByRole('textbox', { name: 'Background' })).toHaveValue('');
    await expect(dialog.getByRole('button', { name: 'Suggest a prompt' })).toBeVisible();
  },
};

export const PromptOnPhone: Story = {
  globals: phone,
  play: async (play) => {
    await open(play);
    fits(play.canvasElement);
  },
};

/** Generate with no prompt: the field says what it needs. */
export const PromptRequired: Story = {
  play: async (play) => {
    const dialog = await open(play);
    await userEvent.click(dialog.getByRole('button', { name: 'Generate' }));
    await expect(await dialog.findByText(aiMessages.promptRequired)).toBeVisible();
  },
};

/** A prompt on its way from the photo, with Cancel. */
export const SuggestingPrompt: Story = {
  args: { ai: { hold: { generateBackgroundPrompt: true } } },
  play: async (play) => {
    const dialog = await open(play);
    await userEvent.click(dialog.getByRole('button', { name: 'Suggest a prompt' }));
    await expect(await dialog.findByRole('progressbar', { name: 'Suggesting a prompt…' })).toBeVisible();
  },
};

export const PromptSuggested: Story = {
  play: async (play) => {
    const dialog = await open(play);
    await userEvent.click(dialog.getByRole('button', { name: 'Suggest a prompt' }));
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: 'Background' })).toHaveValue(
        'A soft white studio background with warm light, for Abaca tote bag',
      ),
    );
  },
};

/** Spec §8: the suggestion failed with no word from the server. */
export const PromptFailed: Story = {
  args: { ai: { fail: { generateBackgroundPrompt: 'network' } } },
  play: async (play) => {
    const dialog = await open(play);
    await userEvent.click(dialog.getByRole('button', { name: 'Suggest a prompt' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(aiMessages.promptFailed);
  },
};

/** The background being made, with Cancel. */
export const Generating: Story = {
  args: { ai: { hold: { generateBackground: true } } },
  play: async (play) => {
    const dialog = await generate(play);
    await expect(
      await dialog.findByRole('progressbar', { name: 'Making the new background…' }),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

export const GeneratingOnPhone: Story = {
  globals: phone,
  args: { ai: { hold: { generateBackground: true } } },
  play: async (play) => {
    const dialog = await generate(play);
    await dialog.findByRole('progressbar', { name: 'Making the new background…' });
    fits(play.canvasElement);
  },
};

/** The AI service did not answer: its reason, starting with spec §8's text. */
export const GenerateFailed: Story = {
  args: { ai: { fail: { generateBackground: 'timeout' } } },
  play: async (play) => {
    const dialog = await generate(play);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Failed to generate the background: the AI service did not answer in time. Please try again.',
    );
  },
};

/** Spec §8's 429: this photo has had its backgrounds for today. */
export const LimitReached: Story = {
  args: { ai: { backgroundLimit: 0 } },
  play: async (play) => {
    const dialog = await generate(play);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(aiMessages.imageLimit);
    await expect(dialog.getByRole('button', { name: 'Choose another photo' })).toBeVisible();
  },
};

/** Before and after, with the offline maker's honest label. */
export const Preview: Story = {
  play: async (play) => {
    const dialog = await generate(play);
    await dialog.findByRole('button', { name: 'Keep' });
    await expect(dialog.getByText(aiMessages.offlineBackground)).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'The photo on its new background' })).toBeVisible();
  },
};

export const PreviewOnPhone: Story = {
  globals: phone,
  play: async (play) => {
    const dialog = await generate(play);
    await dialog.findByRole('button', { name: 'Keep' });
    fits(play.canvasElement);
  },
};

/** Made by an OpenAI-compatible provider: the model says so. */
export const PreviewByAi: Story = {
  args: { ai: { provider: 'openai' } },
  play: async (play) => {
    const dialog = await generate(play);
    await expect(await dialog.findByText('Background made by AI (gpt-image-1, openai)')).toBeVisible();
  },
};

/** Kept: the new picture after its source, with its AI badge. */
export const Kept: Story = {
  play: async (play) => {
    const dialog = await generate(play);
    await userEvent.click(await dialog.findByRole('button', { name: 'Keep' }));
    const canvas = within(play.canvasElement);
    await expect(
      await canvas.findByRole('img', { name: 'Picture 4 (abaca-tote-bag-background.png, not saved yet)' }),
    ).toBeVisible();
    await expect(canvas.getByText('AI')).toBeVisible();
  },
};

/** Spec §4: the update failed, the made background is cleared and the banner says so. */
export const SaveFailedClearsIt: Story = {
  args: { failSave: true },
  play: async (play) => {
    const dialog = await generate(play);
    await userEvent.click(await dialog.findByRole('button', { name: 'Keep' }));
    const canvas = within(play.canvasElement);
    await canvas.findByText('AI');
    await userEvent.click(canvas.getByRole('button', { name: 'Update product' }));
    await expect(
      await canvas.findByText(/The new background you made was cleared: make it again if you want it\./),
    ).toBeVisible();
    await expect(canvas.queryByText('AI')).toBeNull();
  },
};
