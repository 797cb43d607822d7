import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from './Button.tsx';
import { CloseIcon } from './icons.tsx';
import { StoryFrame } from './StoryFrame.tsx';

const meta = {
  title: 'UI/Button',
  component: Button,
  parameters: { layout: 'centered' },
  args: { children: 'Save changes', variant: 'primary' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete product' } };
export const Pending: Story = { args: { isPending: true } };
export const Disabled: Story = { args: { isDisabled: true } };

export const IconOnly: Story = {
  args: { iconOnly: true, variant: 'ghost', 'aria-label': 'Close', children: <CloseIcon /> },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Close' });
    await expect(button.getBoundingClientRect().width).toBe(button.getBoundingClientRect().height);
  },
};

export const FullWidth: Story = {
  parameters: { layout: 'fullscreen' },
  args: { fullWidth: true },
  decorators: [
    (Story) => (
      <StoryFrame width="narrow">
        <Story />
      </StoryFrame>
    ),
  ],
};
