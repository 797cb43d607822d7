import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
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
