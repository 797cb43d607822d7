import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  fakeNow,
  makeSellerDetail,
  type FakeAdminReviewOptions,
} from '../../../tests/services/admin-sellers.ts';
import { AdminLayout } from '../layout/AdminLayout.tsx';
import { laptop, phone } from '../layout/story-fixtures.tsx';
import { AdminDashboard } from './AdminDashboard.tsx';
import { storyAdminReview } from './story-logic.ts';
import { approvalStatus } from '#schemas/seller';

const sellers = [
  makeSellerDetail(1),
  makeSellerDetail(2),
  makeSellerDetail(12),
  makeSellerDetail(20, { approvalStatus: approvalStatus.approved }),
  makeSellerDetail(30, { approvalStatus: approvalStatus.rejected }),
  makeSellerDetail(40, { approvalStatus: approvalStatus.suspended }),
];

/** The real dashboard over the in-memory API described by `scenario` (plain data, so Storybook can show it). */
function DashboardStory({ scenario }: { scenario: FakeAdminReviewOptions }) {
  const [logic] = useState(() => storyAdminReview(scenario).queue);
  return (
    <AdminLayout path="/admin/dashboard" onLogout={() => undefined}>
      <AdminDashboard logic={logic} email="admin@suki.ph" now={fakeNow} />
    </AdminLayout>
  );
}

const meta = {
  title: 'Admin/Dashboard',
  component: DashboardStory,
  args: { scenario: { sellers } },
} satisfies Meta<typeof DashboardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  globals: laptop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Tindahan 1' });
    await expect(canvas.getAllByText('New')).toHaveLength(2);
    await expect(canvas.getByRole('tab', { name: 'Pending (3)' })).toBeInTheDocument();
  },
};

/** Four status tabs on a phone: they wrap onto a second row, none cut off. */
export const LoadedNarrow: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = (await canvas.findByRole('tablist')).getBoundingClientRect();
    for (const tab of canvas.getAllByRole('tab'))
      await expect(tab.getBoundingClientRect().right).toBeLessThanOrEqual(row.right + 0.5);
    await expect(canvas.getByRole('tab', { name: 'Suspended (1)' })).toBeVisible();
  },
};

export const SuspendedTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Suspended (1)' }));
    await within(await canvas.findByRole('list', { name: /Suspended sellers/ })).findByRole('link', {
      name: 'Tindahan 40',
    });
  },
};

/** Pages of two: the next page loads as the end of the queue comes within half a screen. */
export const WithMorePages: Story = {
  args: { scenario: { sellers, pageSize: 2 } },
  play: async ({ canvasElement }) => {
    const queue = await within(canvasElement).findByRole('list', { name: /Pending sellers/ });
    await waitFor(() => expect(within(queue).getAllByRole('listitem')).toHaveLength(3));
  },
};

export const Empty: Story = {
  args: { scenario: { sellers: [] } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/No seller is waiting for review/);
  },
};

export const Loading: Story = { args: { scenario: { latencyMs: 'never' } } };

export const Failed: Story = {
  args: { scenario: { sellers, fail: { list: true } } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Try again' });
  },
};
