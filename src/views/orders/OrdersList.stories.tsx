import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { approvalStatus, type ApprovalStatus } from '#schemas/seller';
import {
  fakeOrderList,
  makeOrder,
  ordersInEveryStatus,
  type FakeOrdersOptions,
} from '../../../tests/services/orders.ts';
import { MerchantLayout } from '../layout/MerchantLayout.tsx';
import { laptop, phone, storyChangePassword, storyNotifications } from '../layout/story-fixtures.tsx';
import { OrdersAwaitingApproval, OrdersList } from './OrdersList.tsx';

/** One order in each display status, then pending ones: 14 in all, so a second page follows. */
const book = [...ordersInEveryStatus(), ...Array.from({ length: 5 }, (_, index) => makeOrder(10 + index))];

type OrdersStoryProps = {
  /** The in-memory API (plain data). */
  scenario: FakeOrdersOptions;
  /** Where the list opens, filters included. */
  url?: string;
  /** The seller's account, as the session holds it. */
  account?: ApprovalStatus;
};

/** The real order list in the merchant layout, over the in-memory API, its URL in memory. */
function OrdersStory({ scenario, url = '/orders', account = approvalStatus.approved }: OrdersStoryProps) {
  const [{ location, logic }] = useState(() => {
    const location = memoryLocation({ path: url });
    return { location, logic: fakeOrderList(scenario, location.navigate) };
  });
  return (
    <Router hook={location.hook} searchHook={location.searchHook}>
      <MerchantLayout
        path="/orders"
        email="ana@tindahan.ph"
        sellerName="Ana Reyes"
        supportEmail="help@suki.ph"
        approvalStatus={account}
        onLogout={() => undefined}
        changePasswordLogic={storyChangePassword}
        notifications={storyNotifications()}
      >
        {account === approvalStatus.approved ? <OrdersList logic={logic} /> : <OrdersAwaitingApproval />}
      </MerchantLayout>
    </Router>
  );
}

const meta = {
  title: 'Orders/List',
  component: OrdersStory,
  args: { scenario: { orders: book } },
} satisfies Meta<typeof OrdersStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = async (canvasElement: HTMLElement, count: number) => {
  const list = await within(canvasElement).findByRole('list', { name: 'Orders' });
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(count));
  return list;
};

/** Every display status of spec §4 as a badge ("fulfilled" shows as Shipped); Actions only where allowed. */
export const Loaded: Story = {
  globals: laptop,
  play: async ({ canvasElement }) => {
    const list = await rows(canvasElement, 10);
    for (const label of ['Pending', 'Accepted', 'Rejected', 'Shipped', 'Delivered', 'Cancelled', 'Unpaid'])
      await expect(within(list).getAllByText(label).length).toBeGreaterThan(0);
    await expect(within(list).getByText('Partially refunded')).toBeInTheDocument();
    // Pending orders (accept or reject) and the accepted one (ship) offer actions; final ones none.
    await expect(within(list).getAllByRole('button', { name: /^Actions for order/ })).toHaveLength(3);
    await expect(within(canvasElement).getByRole('button', { name: 'Load more orders' })).toBeInTheDocument();
  },
};

export const LoadedPhone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await rows(canvasElement, 10);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * Load more (or the sentinel, when the screen is tall enough to keep it in reach) pages on until a page
 * comes back empty (spec §4).
 */
export const AllLoaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows(canvasElement, 10);
    const loadMore = () => canvas.queryByRole('button', { name: 'Load more orders' });
    await userEvent.click(loadMore()!);
    await rows(canvasElement, 14);
    const more = loadMore();
    if (more) await userEvent.click(more);
    await canvas.findByText('That is every order.');
    await expect(loadMore()).toBeNull();
  },
};

export const Loading: Story = { args: { scenario: { latencyMs: 'never' } } };

export const Empty: Story = {
  args: { scenario: { orders: [] } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'No orders yet' });
  },
};

/** A shared link: delivered orders placed on 15 March 2026 (Philippine time). */
export const Filtered: Story = {
  args: { url: '/orders?fulfillment=delivered&payment=paid&from=2026-03-15&to=2026-03-15' },
  play: async ({ canvasElement }) => {
    await rows(canvasElement, 1);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Fulfillment status/ })).toHaveTextContent('Delivered');
    await expect(canvas.getByRole('button', { name: /Payment status/ })).toHaveTextContent('Paid');
  },
};

export const NothingMatches: Story = {
  globals: phone,
  args: { url: '/orders?from=2026-04-01' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'No orders match these filters' });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await rows(canvasElement, 10);
  },
};

export const LoadFailed: Story = {
  args: { scenario: { orders: book, fail: { list: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Error fetching orders');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** The session says the account is not approved yet: no list. */
export const AwaitingApproval: Story = {
  args: { account: approvalStatus.pending },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(
      'Your account is awaiting approval by the admin. You can do this once your account is approved.',
    );
  },
};

/** The API refuses the orders (the account was not approved after all). */
export const AwaitingApprovalFromApi: Story = {
  args: { scenario: { orders: book, awaitingApproval: true } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(
      'Your account is awaiting approval by the admin. You can do this once your account is approved.',
    );
  },
};

/** A pending order's actions panel: Accept and Reject only. */
export const ActionsPanel: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await rows(canvasElement, 10);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Actions for order #SK-100001' }),
    );
    const dialog = await within(document.body).findByRole('dialog', { name: 'Order #SK-100001' });
    await expect(within(dialog).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    await expect(within(dialog).queryByRole('button', { name: 'Mark as shipped' })).toBeNull();
  },
};

/** Accepting a pending order: the toast, the badge, and the list reloaded from page 1. */
export const Accepted: Story = {
  play: async ({ canvasElement }) => {
    const list = await rows(canvasElement, 10);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Actions for order #SK-100001' }),
    );
    const dialog = await within(document.body).findByRole('dialog', { name: 'Order #SK-100001' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await userEvent.click(await within(document.body).findByRole('button', { name: 'Accept order' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(list).getAllByText('Accepted')).toHaveLength(2));
  },
};
