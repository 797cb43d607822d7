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
