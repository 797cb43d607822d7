import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { aiMessages } from '#schemas/ai';
import {
  fakeProductEditor,
  type FakeProductEditorOptions,
} from '../../../../../tests/services/product-editor.ts';
import type { FakeAiOptions } from '../../../../../tests/services/ai.ts';
import { laptop, phone } from '../../../layout/story-fixtures.tsx';
import { ProductEditorFlow } from '../ProductEditor.tsx';

/** The real product editor over the in-memory API; each story opens "Write with AI" and goes to its state. */
function DescriptionWriterStory({ ai }: { ai: FakeAiOptions }) {
  const [machine] = useState(() => fakeProductEditor({ ai } satisfies FakeProductEditorOptions));
  return (
    <main>
      <ProductEditorFlow machine={machine} productId={7001} />
    </main>
  );
}

const meta = {
  title: 'Products/Editor/Write with AI',
  component: DescriptionWriterStory,
  args: { ai: {} },
  globals: laptop,
} satisfies Meta<typeof DescriptionWriterStory>;

export default meta;
type Story = StoryObj<typeof meta>;

type Play = { canvasElement: HTMLElement };

/** Opens the writer from the loaded editor; the dialog once it has faded in. */
async function open({ canvasElement }: Play) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Write with AI' }));
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
    name: 'Write with AI',
  });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** Nothing wider than the page: no sideways scrolling on a phone. */
const fits = (canvasElement: HTMLElement) =>
  expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
    canvasElement.ownerDocument.documentElement.clientWidth,
  );

async function chooseCount(dialog: ReturnType<typeof within>, count: number, body: HTMLElement) {
  await userEvent.click(dialog.getByRole('button', { name: /How many drafts/ }));
  await userEvent.click(await within(body).findByRole('option', { name: String(count) }));
}

async function writeDrafts(play: Play, count = 3) {
  const dialog = await open(play);
  await userEvent.type(dialog.getByRole('textbox', { name: 'Features' }), 'Hand-woven abaca, 40 × 30 cm');
  if (count !== 1) await chooseCount(dialog, count, play.canvasElement.ownerDocument.body);
  await userEvent.click(dialog.getByRole('button', { name: 'Write' }));
  return dialog;
}

/** The details, the title prefilled from the product. */
export const Details: Story = {
  play: async (play) => {
    const dialog = await open(play);
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Abaca tote bag');
    await expect(dialog.getByText('Warm and easy, like a suki recommending it.')).toBeVisible();
    fits(play.canvasElement);
  },
};

export const DetailsOnPhone: Story = {
  globals: phone,
  play: async (play) => {
    await open(play);
    fits(play.canvasElement);
  },
};

/** The first opening: the tones are on their way. */
export const LoadingTones: Story = {
  args: { ai: { hold: { tones: true } } },
  play: async (play) => {
    const dialog = await open(play);
    await expect(dialog.getByRole('status')).toHaveTextContent('Getting ready…');
  },
};

export const TonesFailed: Story = {
  args: { ai: { fail: { tones: 'network' } } },
  play: async (play) => {
    const dialog = await open(play);
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The tones could not be loaded.');
    await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Write with the title cleared: spec §5's message, and nothing asked. */
export const TitleRequired: Story = {
  play: async (play) => {
    const dialog = await open(play);
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Title' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Write' }));
    await expect(await dialog.findByText(aiMessages.titleRequired)).toBeVisible();
  },
};

export const SuggestingQuestions: Story = {
  args: { ai: { hold: { generateQuestions: true } } },
  play: async (play) => {
    const dialog = await open(play);
    await userEvent.click(dialog.getByRole('button', { name: 'Suggest questions' }));
    await expect(await dialog.findByRole('button', { name: 'Suggesting questions…' })).toBeDisabled();
  },
};

/** The buyers' questions to answer, one answered, who suggested them under them. */
export const Questions: Story = {
  play: async (play) => {
    const dialog = await open(play);
    await userEvent.click(dialog.getByRole('button', { name: 'Suggest questions' }));
    await userEvent.type(await dialog.findByRole('textbox', { name: 'What size is it?' }), '40 × 30 cm');
    await expect(dialog.getByRole('textbox', { name: 'What is it made of?' })).toHaveValue('');
    await expect(dialog.getByText(aiMessages.offlineText)).toBeVisible();
  },
};

export const QuestionsOnPhone: Story = {
  ...Questions,
  globals: phone,
  play: async (play) => {
    await Questions.play!(play as never);
    fits(play.canvasElement);
  },
};

/** Write pressed: the drafts are on their way; Cancel stops them. */
export const Generating: Story = {
  args: { ai: { hold: { generateDescription: true } } },
  play: async (play) => {
    const dialog = await writeDrafts(play);
    await expect(await dialog.findByRole('status')).toHaveTextContent('Writing 3 drafts…');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

const draftItems = (dialog: ReturnType<typeof within>) =>
  dialog.findAllByRole('listitem', { name: /^Draft \d+$/ });

/** Three drafts side by side, each with Use this; the offline writer says so under them. */
export const Drafts: Story = {
  play: async (play) => {
    const dialog = await writeDrafts(play);
    const drafts = await draftItems(dialog);
    await expect(drafts).toHaveLength(3);
    await expect(drafts[0]!.getBoundingClientRect().top).toBe(drafts[1]!.getBoundingClientRect().top);
    await expect(dialog.getAllByRole('button', { name: 'Use this' })).toHaveLength(3);
    await expect(dialog.getByText(aiMessages.offlineText)).toBeVisible();
    fits(play.canvasElement);
  },
};

/** One column on a phone. */
export const DraftsOnPhone: Story = {
  globals: phone,
  play: async (play) => {
    const dialog = await writeDrafts(play);
    const drafts = await draftItems(dialog);
    await expect(drafts[0]!.getBoundingClientRect().left).toBe(drafts[1]!.getBoundingClientRect().left);
    fits(play.canvasElement);
  },
};

/** An OpenAI-compatible provider wrote them: its model and provider under them. */
export const DraftsByAi: Story = {
  args: { ai: { provider: 'openai' } },
  play: async (play) => {
    const dialog = await writeDrafts(play, 1);
    await expect(await draftItems(dialog)).toHaveLength(1);
    await expect(dialog.getByText('Written by AI (gpt-4o-mini, openai)')).toBeVisible();
  },
};

/** The provider did not answer: the server's words inline, with Try again; the details stay. */
export const Failed: Story = {
  args: { ai: { fail: { generateDescription: 'timeout' } } },
  play: async (play) => {
    const dialog = await writeDrafts(play);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Failed to generate the description: the AI service did not answer in time. Please try again.',
    );
    await expect(dialog.getByRole('textbox', { name: 'Features' })).toHaveValue(
      'Hand-woven abaca, 40 × 30 cm',
    );
  },
};

/** The provider is busy (429): its message, for the questions this time. */
export const Busy: Story = {
  args: { ai: { fail: { generateQuestions: 'busy' } } },
  play: async (play) => {
    const dialog = await open(play);
    await userEvent.click(dialog.getByRole('button', { name: 'Suggest questions' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The AI service is busy. Please try again in a minute.',
    );
  },
};

/** Use this: the draft is the description, and the form offers to undo it. */
export const Used: Story = {
  play: async (play) => {
    const dialog = await writeDrafts(play);
    const [, second] = await draftItems(dialog);
    const text = within(second!).getByText(/made for every day/).textContent;
    await userEvent.click(within(second!).getByRole('button', { name: 'Use this' }));
    const canvas = within(play.canvasElement);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveValue(text));
    await expect(canvas.getByRole('button', { name: 'Undo AI description' })).toBeVisible();
  },
};
