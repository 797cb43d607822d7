import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { makeNotifications } from '../../../tests/services/notifications.ts';
import { MerchantLayout } from './MerchantLayout.tsx';
import { laptop, phone, SamplePage, storyChangePassword, storyNotifications } from './story-fixtures.tsx';

const meta = {
  title: 'Layout/Merchant',
  component: MerchantLayout,
  args: {
    path: '/dashboard',
    email: 'ana@tindahan.ph',
    sellerName: 'Ana Santos',
    supportEmail: 'help@suki.ph',
    approvalStatus: 1,
    onLogout: () => undefined,
    changePasswordLogic: storyChangePassword,
    notifications: storyNotifications(),
    children: <SamplePage title="Home" />,
  },
} satisfies Meta<typeof MerchantLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = {
  globals: laptop,
  play: async ({ canvas }) => {
    const topBar = canvas.getByTestId('top-bar').getBoundingClientRect();
    const nav = canvas.getByTestId('side-nav').getBoundingClientRect();
    await expect(topBar.height).toBe(80);
    await expect(nav.width).toBe(280);
    await expect(nav.top).toBe(80);
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Narrow: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    const nav = canvas.getByTestId('side-nav').getBoundingClientRect();
    await expect(canvas.getByTestId('top-bar').getBoundingClientRect().height).toBe(80);
    await expect(nav.height).toBe(70);
    await expect(nav.bottom).toBe(window.innerHeight);
  },
};

export const PendingApproval: Story = {
  globals: laptop,
  args: { approvalStatus: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your account is pending approval by the admin.')).toBeVisible();
  },
};

export const Rejected: Story = {
  globals: phone,
  args: { approvalStatus: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your account was denied by the admin.')).toBeVisible();
  },
};

export const ProductsActive: Story = {
  globals: laptop,
  args: { path: '/products/12/edit', children: <SamplePage title="Products" /> },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
  },
};

export const WithUnread: Story = {
  globals: laptop,
  args: { notifications: storyNotifications({ notifications: makeNotifications(3) }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /3 unread/ })).toBeVisible();
  },
};
