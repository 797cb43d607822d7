import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApprovalBanner } from './ApprovalBanner.tsx';

const meta = {
  title: 'Layout/ApprovalBanner',
  component: ApprovalBanner,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ApprovalBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = { args: { status: 0 } };
export const Rejected: Story = { args: { status: 2 } };
/** Approved sellers see no banner at all. */
export const Approved: Story = { args: { status: 1 } };
