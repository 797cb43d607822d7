import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fakeNow, makeSellerDetail } from '../../../tests/services/admin-sellers.ts';
import { AdminDashboard } from '../admin/AdminDashboard.tsx';
import { storyAdminReview } from '../admin/story-logic.ts';
import { AdminLayout } from '../layout/AdminLayout.tsx';
import { laptop, phone } from '../layout/story-fixtures.tsx';

/** The page as the admin shell shows it (the page itself reads its machine from the app logic). */
function AdminDashboardStory() {
  const [logic] = useState(
    () => storyAdminReview({ sellers: [makeSellerDetail(1), makeSellerDetail(2)] }).queue,
  );
  return (
    <AdminLayout path="/admin/dashboard" onLogout={() => undefined}>
      <AdminDashboard logic={logic} email="admin@suki.ph" now={fakeNow} />
    </AdminLayout>
  );
}

const meta = {
  title: 'Pages/AdminDashboard',
  component: AdminDashboardStory,
} satisfies Meta<typeof AdminDashboardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = { globals: laptop };
export const Narrow: Story = { globals: phone };
