import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotificationBell } from './NotificationBell.tsx';

const meta = {
  title: 'Layout/NotificationBell',
  component: NotificationBell,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneUnread: Story = { args: { unreadCount: 0 } };
export const SomeUnread: Story = { args: { unreadCount: 4 } };
export const ManyUnread: Story = { args: { unreadCount: 120 } };
