import type { Meta, StoryObj } from '@storybook/react-vite';
import { laptop, phone, storyChangePassword, storyNotifications } from '../layout/story-fixtures.tsx';
import { MerchantLayout } from '../layout/MerchantLayout.tsx';
import { CampaignsCard } from '../campaigns/CampaignsCard.tsx';
import { DashboardPage } from './DashboardPage.tsx';

const profile = {
  email: 'ana@tindahan.ph',
  sellerName: 'Ana Reyes',
  spStoreName: 'Tindahan ni Ana',
  isVerified: true,
  hasOnboarded: true,
  approvalStatus: 0 as const,
};

const meta = {
  title: 'Pages/Dashboard',
  component: DashboardPage,
  args: { profile },
  render: (args) => (
    <MerchantLayout
      path="/dashboard"
      email={args.profile.email}
      sellerName={args.profile.sellerName}
      supportEmail="help@suki.ph"
      approvalStatus={args.profile.approvalStatus}
      onLogout={() => undefined}
      changePasswordLogic={storyChangePassword}
      notifications={storyNotifications()}
    >
      <DashboardPage {...args} />
    </MerchantLayout>
  ),
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PendingWide: Story = { globals: laptop };
export const PendingNarrow: Story = { globals: phone };
export const Approved: Story = {
  globals: laptop,
  args: { profile: { ...profile, approvalStatus: 1 }, campaigns: <CampaignsCard open={3} /> },
};
export const ApprovedNarrow: Story = { ...Approved, globals: phone };
export const Rejected: Story = { globals: phone, args: { profile: { ...profile, approvalStatus: 2 } } };
