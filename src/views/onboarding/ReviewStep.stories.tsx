import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { phone } from '../layout/story-fixtures.tsx';
import { StoryFrame } from '../ui/StoryFrame.tsx';
import { ReviewStep } from './ReviewStep.tsx';
import { allDocuments, filledValues, noDocuments } from './story-fixtures.ts';

const meta = {
  title: 'Onboarding/Review',
  component: ReviewStep,
  args: {
    values: filledValues,
    documents: allDocuments,
    incomplete: [],
    mode: 'onboard',
    rejectionReason: null,
    submitError: null,
    isSubmitting: false,
    onEdit: fn(),
    onSubmit: fn(),
  },
  decorators: [
    (Story) => (
      <StoryFrame width="page">
        <Story />
      </StoryFrame>
    ),
  ],
} satisfies Meta<typeof ReviewStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Edit Business information' }).click();
    await expect(args.onEdit).toHaveBeenCalledWith('businessInfo');
  },
};

/** On a phone each answer sits under its label, whole words kept; numbers grouped as people read them. */
export const ValidNarrow: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const store = within(canvas.getByRole('region', { name: 'Store address' }));
    const term = store.getByText('Contact number');
    const value = store.getByText('+63 917 123 4567');
    await expect(value.getBoundingClientRect().top).toBeGreaterThan(term.getBoundingClientRect().bottom - 1);
    const officers = within(canvas.getByRole('region', { name: 'Corporate officers' }));
    await expect(officers.getByText(/\+63 917 123 4567/)).toBeVisible();
    const page = canvasElement.firstElementChild!;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

export const Invalid: Story = {
  args: { documents: noDocuments, incomplete: ['documents'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This section is not complete.')).toBeVisible();
  },
};

export const Submitting: Story = { args: { isSubmitting: true } };

export const Failed: Story = {
  args: { submitError: 'Primary ID is required' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Primary ID is required');
  },
};

export const Resubmitting: Story = {
  args: { mode: 'resubmit', rejectionReason: 'The Primary ID is blurry. Please upload a clearer photo.' },
};
