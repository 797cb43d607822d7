import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { displayStatusLabels, type DisplayStatus } from '#schemas/orders';
import { createFakeOrders, makeOrder, type FakeOrdersOptions } from '../../../../tests/services/orders.ts';
import { provideOrderDetail } from '../../../app/order-detail.ts';
import { MerchantLayout } from '../../layout/MerchantLayout.tsx';
import { laptop, phone, storyChangePassword, storyNotifications } from '../../layout/story-fixtures.tsx';
import { OrderDetail } from './OrderDetail.tsx';

type DetailStoryProps = {
  /** The order's display status (order 9001 of the in-memory API). */
  status: DisplayStatus;
  /** More of the in-memory API (plain data): failures, latency. */
  scenario?: Omit<FakeOrdersOptions, 'orders'>;
  orderId?: string;
};

/** The real order page in the merchant layout, over the in-memory API. */
function DetailStory({ status, scenario = {}, orderId = '9001' }: DetailStoryProps) {
  const [{ location, logic }] = useState(() => {
    const order = makeOrder(1, status, {
      timeline: [
        { at: '2026-03-15T03:00:00.000Z', what: 'Order placed' },
        { at: '2026-03-15T03:01:00.000Z', what: 'Paid' },
      ],
    });
    const orders = createFakeOrders({ ...scenario, orders: [order] });
    return {
      location: memoryLocation({ path: `/orders/${orderId}` }),
      logic: provideOrderDetail(orders.service, () => {}),
    };
  });
  return (
    <Router hook={location.hook} searchHook={location.searchHook}>
      <MerchantLayout
        path="/orders"
        email="ana@tindahan.ph"
        sellerName="Ana Reyes"
        supportEmail="help@suki.ph"
        approvalStatus={1}
        onLogout={() => undefined}
        changePasswordLogic={storyChangePassword}
        notifications={storyNotifications()}
      >
        <OrderDetail logic={logic} orderId={orderId} />
      </MerchantLayout>
    </Router>
  );
}

const meta = {
  title: 'Orders/Detail',
  component: DetailStory,
  args: { status: 'pending' },
} satisfies Meta<typeof DetailStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const showsStatus =
  (status: DisplayStatus) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Order #SK-100001' });
    await expect(canvas.getByText(displayStatusLabels[status])).toBeVisible();
  };

export const Pending: Story = {
  globals: laptop,
  play: async (context) => {
    await showsStatus('pending')(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('button', { name: 'Accept' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reject' })).toBeVisible();
  },
};
export const PendingNarrow: Story = { globals: phone };
export const Accepted: Story = {
  args: { status: 'accepted' },
  play: async (context) => {
    await showsStatus('accepted')(context);
    await expect(
      within(context.canvasElement).getByRole('button', { name: 'Mark as shipped' }),
    ).toBeVisible();
  },
};
export const Rejected: Story = { args: { status: 'rejected' }, play: showsStatus('rejected') };
export const Shipped: Story = {
  args: { status: 'fulfilled' },
  play: async (context) => {
    await showsStatus('fulfilled')(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Shipment' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Actions' })).toBeNull();
  },
};
export const ShippedNarrow: Story = { args: { status: 'fulfilled' }, globals: phone };
export const Delivered: Story = { args: { status: 'delivered' }, play: showsStatus('delivered') };
export const Cancelled: Story = { args: { status: 'cancelled' }, play: showsStatus('cancelled') };
export const PartiallyRefunded: Story = {
  args: { status: 'partially_refunded' },
  play: showsStatus('partially_refunded'),
};
export const Refunded: Story = { args: { status: 'refunded' }, play: showsStatus('refunded') };
export const Unpaid: Story = { args: { status: 'unpaid' }, play: showsStatus('unpaid') };

/** Accept from the page: the badge and the panel follow the server's answer. */
export const AcceptFromPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept order' }));
    await expect(await canvas.findByRole('button', { name: 'Mark as shipped' })).toBeVisible();
    // The header's badge (the timeline says "Accepted" too).
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(within(heading.closest('header')!).getByText('Accepted')).toBeVisible();
  },
};
export const Loading: Story = { args: { scenario: { latencyMs: 'never' } } };
export const Failed: Story = {
  args: { scenario: { fail: { get: true } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Error fetching order')).toBeVisible();
  },
};
export const NotFound: Story = {
  args: { orderId: '404' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There is no such order.')).toBeVisible();
  },
};
