import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge.tsx';
import { StoryFrame } from './StoryFrame.tsx';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'Pending', tone: 'neutral' },
  decorators: [
    (Story) => (
      <StoryFrame>
        <Story />
      </StoryFrame>
    ),
  ],
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = { args: { children: 'Not submitted' } };
export const Accent: Story = { args: { tone: 'accent', children: 'New' } };
export const Info: Story = { args: { tone: 'info', children: 'Scheduled' } };
export const Success: Story = { args: { tone: 'success', children: 'Approved' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Pending' } };
export const ErrorTone: Story = { name: 'Error', args: { tone: 'error', children: 'Rejected' } };
