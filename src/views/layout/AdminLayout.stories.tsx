import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AdminLayout } from './AdminLayout.tsx';
import { laptop, phone, SamplePage } from './story-fixtures.tsx';

const meta = {
  title: 'Layout/Admin',
  component: AdminLayout,
  args: {
    path: '/admin/dashboard',
    onLogout: () => undefined,
    children: <SamplePage title="Admin dashboard" />,
  },
} satisfies Meta<typeof AdminLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = {
  globals: laptop,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('side-nav').getBoundingClientRect().width).toBe(280);
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
  },
};

export const Narrow: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('side-nav').getBoundingClientRect().height).toBe(70);
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
  },
};

export const CampaignsActive: Story = {
  globals: laptop,
  args: { path: '/admin/campaigns/4', children: <SamplePage title="Campaigns" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Campaigns' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Six sections fit a 320 px phone's bottom bar, Products among them. */
export const ProductsActiveNarrow: Story = {
  globals: phone,
  args: { path: '/admin/products', children: <SamplePage title="Product review" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    for (const link of canvas.getAllByRole('link').filter((each) => each.closest('[data-testid="side-nav"]')))
      await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth);
  },
};
