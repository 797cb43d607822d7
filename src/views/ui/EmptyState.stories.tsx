import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button.tsx';
import { EmptyState } from './EmptyState.tsx';
import { BoxIcon, InboxIcon } from './icons.tsx';
import { StoryFrame } from './StoryFrame.tsx';

const addProduct = fn();

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: {
    icon: <BoxIcon />,
    title: 'No products yet',
    children: 'Add your first product so buyers can find your store.',
    action: <Button onPress={addProduct}>Add a product</Button>,
  },
  decorators: [
    (Story) => (
      <StoryFrame width="page">
        <Story />
      </StoryFrame>
    ),
  ],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No products yet' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a product' }));
    await expect(addProduct).toHaveBeenCalled();
  },
};

export const WithoutAction: Story = {
  args: {
    icon: <InboxIcon />,
    title: 'Nobody is waiting',
    children: 'No seller is waiting for review. New submissions will appear here.',
    action: undefined,
  },
};

/** For panels and popovers: a line of text. */
export const Compact: Story = {
  args: {
    size: 'compact',
    icon: undefined,
    title: undefined,
    action: undefined,
    children: 'No notifications at the moment.',
  },
};
