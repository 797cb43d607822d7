import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { displayStatusLabels, displayStatuses } from '#schemas/orders';
import { StoryFrame } from '../ui/StoryFrame.tsx';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';

const meta = {
  title: 'Orders/StatusBadge',
  component: OrderStatusBadge,
  args: { status: 'pending' },
  argTypes: { status: { control: 'select', options: displayStatuses } },
  decorators: [
    (Story) => (
      <StoryFrame>
        <Story />
      </StoryFrame>
    ),
  ],
} satisfies Meta<typeof OrderStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = { args: { status: 'pending' } };
export const Accepted: Story = { args: { status: 'accepted' } };
export const Rejected: Story = { args: { status: 'rejected' } };
/** Spec §4: `fulfilled` is shown as Shipped. */
export const Shipped: Story = {
  args: { status: 'fulfilled' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Shipped')).toBeVisible();
  },
};
export const Delivered: Story = { args: { status: 'delivered' } };
export const Cancelled: Story = { args: { status: 'cancelled' } };
export const PartiallyRefunded: Story = { args: { status: 'partially_refunded' } };
export const Refunded: Story = { args: { status: 'refunded' } };
export const Unpaid: Story = { args: { status: 'unpaid' } };

/** Every display status side by side, in the table's order. */
export const EveryStatus: Story = {
  render: () => (
    <StoryFrame>
      {displayStatuses.map((status) => (
        <OrderStatusBadge key={status} status={status} />
      ))}
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    for (const status of displayStatuses)
      await expect(within(canvasElement).getByText(displayStatusLabels[status])).toBeVisible();
  },
};
