import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminLayout } from '../layout/AdminLayout.tsx';
import { laptop, phone } from '../layout/story-fixtures.tsx';
import { AdminDashboardPage } from './AdminDashboardPage.tsx';

const meta = {
  title: 'Pages/AdminDashboard',
  component: AdminDashboardPage,
  args: { email: 'admin@suki.ph' },
  render: (args) => (
    <AdminLayout path="/admin/dashboard" onLogout={() => undefined}>
      <AdminDashboardPage {...args} />
    </AdminLayout>
  ),
} satisfies Meta<typeof AdminDashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = { globals: laptop };
export const Narrow: Story = { globals: phone };
