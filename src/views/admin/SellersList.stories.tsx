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
import { SellersList } from './SellersList.tsx';
import { storyAdminReview } from './story-logic.ts';
import { approvalStatus } from '#schemas/seller';

const sellers = [
  makeSellerDetail(1),
  makeSellerDetail(2, { approvalStatus: approvalStatus.approved, spStoreName: 'Bahay Kubo Handicrafts' }),
  makeSellerDetail(3, { approvalStatus: approvalStatus.rejected }),
  makeSellerDetail(4, { approvalStatus: approvalStatus.suspended, spStoreName: 'Sari-Sari ni Luz' }),
];

/** The real sellers list over the in-memory API described by `scenario` (plain data). */
function SellersStory({ scenario }: { scenario: FakeAdminReviewOptions }) {
  const [logic] = useState(() => storyAdminReview(scenario).sellers);
  return (
    <AdminLayout path="/admin/sellers" onLogout={() => undefined}>
      <SellersList logic={logic} now={fakeNow} />
    </AdminLayout>
  );
}

const meta = {
  title: 'Admin/Sellers',
  component: SellersStory,
  args: { scenario: { sellers } },
} satisfies Meta<typeof SellersStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  globals: laptop,
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Sellers, oldest submission first' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
    await expect(within(list).getByText('Suspended')).toBeInTheDocument();
  },
};

export const LoadedNarrow: Story = { globals: phone };

export const Searched: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: /^Sellers/ });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'luz{Enter}');
    const list = canvas.getByRole('list', { name: /^Sellers/ });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    await expect(within(list).getByRole('link', { name: 'Sari-Sari ni Luz' })).toBeInTheDocument();
  },
};

export const NothingMatches: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: /^Sellers/ });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'nobody{Enter}');
    await canvas.findByText('No seller matches “nobody”.');
  },
};

export const Empty: Story = {
  args: { scenario: { sellers: [] } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No seller has submitted onboarding yet.');
  },
};

export const Loading: Story = { args: { scenario: { latencyMs: 'never' } } };

export const Failed: Story = {
  args: { scenario: { sellers, fail: { list: true } } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Try again' });
  },
};
