import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from './Card.tsx';
import { Paragraph } from './Heading.tsx';
import { StoryFrame } from './StoryFrame.tsx';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: {
    title: 'Business information',
    children: <Paragraph>Tindahan ni Ana Trading Inc. sells dry goods and household supplies.</Paragraph>,
  },
  decorators: [
    (Story) => (
      <StoryFrame width="page">
        <Story />
      </StoryFrame>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A titled card is a section named by its heading. */
export const Titled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Business information' })).toBeInTheDocument();
  },
};

export const Untitled: Story = { args: { title: undefined } };

export const Compact: Story = { args: { padding: 'md' } };

export const OnPhone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
