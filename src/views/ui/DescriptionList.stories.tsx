import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DescriptionList } from './DescriptionList.tsx';
import { StoryFrame } from './StoryFrame.tsx';

const meta = {
  title: 'UI/DescriptionList',
  component: DescriptionList,
  args: {
    items: [
      ['Name of business', 'Tindahan ni Ana Trading Inc.'],
      ['Nature of business and product', 'Dry goods and household supplies,\nsold wholesale and retail.'],
      ['TIN', '123-456-789-000'],
      ['SEC registration no.', ''],
    ],
  },
  decorators: [
    (Story) => (
      <StoryFrame width="page">
        <Story />
      </StoryFrame>
    ),
  ],
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = {
  play: async ({ canvas }) => {
    const term = canvas.getByText('TIN');
    const value = canvas.getByText('123-456-789-000');
    await expect(term.getBoundingClientRect().top).toBe(value.getBoundingClientRect().top);
    await expect(canvas.getByText('—')).toBeInTheDocument();
  },
};

/** Stacked: each value under its term. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const term = canvas.getByText('TIN');
    const value = canvas.getByText('123-456-789-000');
    await expect(value.getBoundingClientRect().top).toBeGreaterThan(term.getBoundingClientRect().bottom - 1);
  },
};
