import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createActor } from 'xstate';
import { orderMessages } from '#schemas/orders';
import { createFakeOrders, makeOrder } from '../../../../tests/services/orders.ts';
import { provideOrderActions } from '../../../app/order-actions.ts';
import { Card } from '../../ui/Card.tsx';
import { StoryFrame } from '../../ui/StoryFrame.tsx';
import { OrderActionsDialog } from './OrderActionsDialog.tsx';
import { OrderActionsView } from './OrderActionsPanel.tsx';

const meta = {
  title: 'Orders/ActionsPanel',
  component: OrderActionsView,
  args: {
    orderNumber: 'SK-100001',
    step: 'choosing',
    actions: ['ACCEPT', 'REJECT'],
    isBusy: false,
    refusal: null,
    onAction: fn(),
    onConfirmAccept: fn(),
    onReject: fn(),
    onShip: fn(),
    onBack: fn(),
  },
  decorators: [
    (Story) => (
      <StoryFrame width="form">
        <Card title="Actions">
          <Story />
        </Card>
      </StoryFrame>
    ),
  ],
} satisfies Meta<typeof OrderActionsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pending order: Accept or Reject. */
export const PendingChoices: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await expect(args.onAction).toHaveBeenCalledWith('ACCEPT');
    await expect(canvas.queryByRole('button', { name: 'Mark as shipped' })).toBeNull();
  },
};
/** An accepted order: Mark as shipped only. */
export const AcceptedChoices: Story = { args: { actions: ['SHIP'] } };
/** In the list's dialog the choices end with Close. */
export const ChoicesClosable: Story = { args: { onClose: fn() } };
export const ConfirmingAccept: Story = { args: { step: 'accepting' } };
export const Accepting: Story = { args: { step: 'accepting', isBusy: true } };
/** The server refused: the order moved on meanwhile (409), in its words. */
export const AcceptRefused: Story = {
  args: { step: 'accepting', refusal: 'Order SK-100001 is cancelled and cannot be accepted' },
};
export const RejectForm: Story = { args: { step: 'rejecting' } };
/** Reject with no reason: the shared schema's message, nothing sent. */
export const RejectWithoutReason: Story = {
  args: { step: 'rejecting' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reject order' }));
    await expect(await canvas.findByText(orderMessages.reasonRequired)).toBeVisible();
    await expect(args.onReject).not.toHaveBeenCalled();
  },
};
export const Rejecting: Story = { args: { step: 'rejecting', isBusy: true } };
export const ShipForm: Story = {
  args: { step: 'shipping', actions: ['SHIP'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tracking number (optional)' }), 'LBC123');
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as shipped' }));
    // Blank is not given: the courier is left out.
    await expect(args.onShip).toHaveBeenCalledWith({ courier: undefined, trackingNumber: 'LBC123' });
  },
};
export const Shipping: Story = { args: { step: 'shipping', actions: ['SHIP'], isBusy: true } };
export const ShipFailed: Story = {
  args: { step: 'shipping', actions: ['SHIP'], refusal: 'Order SK-100001 is refunded and cannot be shipped' },
};

/** The list's dialog over the real machine and the in-memory API. */
function DialogStory({ status }: { status: 'pending' | 'accepted' }) {
  const [actor] = useState(() => {
    const order = makeOrder(1, status);
    return createActor(provideOrderActions(createFakeOrders({ orders: [order] }).service), {
      input: { order },
    }).start();
  });
  return <OrderActionsDialog actor={actor} />;
}

export const InDialog: StoryObj<typeof DialogStory> = {
  render: () => <DialogStory status="pending" />,
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Order #SK-100001',
    });
    // The modal fades in: checks of what is seen wait for its entry to settle.
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Reason for rejecting' })).toBeVisible(),
    );
  },
};
export const InDialogAccepted: StoryObj<typeof DialogStory> = {
  render: () => <DialogStory status="accepted" />,
};
