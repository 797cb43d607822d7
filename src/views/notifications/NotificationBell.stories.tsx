import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  createFakeNotifications,
  fakeNow,
  makeNotification,
  makeNotifications,
  type FakeNotificationsOptions,
} from '../../../tests/services/notifications.ts';
import { notificationsMachine } from '../../machines/notifications/machine.ts';
import { StoryFrame } from '../ui/StoryFrame.tsx';
import { NotificationBell } from './NotificationBell.tsx';

/** The real machine over an in-memory API, so every state is reachable without a server. */
function BellStory(options: FakeNotificationsOptions) {
  const [logic] = useState(() =>
    notificationsMachine.provide({
      actors: createFakeNotifications(options).actors,
      actions: { navigate: () => undefined },
    }),
  );
  return (
    <StoryFrame align="end">
      <NotificationBell logic={logic} now={fakeNow} />
    </StoryFrame>
  );
}

const approved = makeNotification(1, {
  title: 'Account approved',
  message: 'Your store is approved. You can now add products.',
  metadata: { redirectUrl: '/dashboard' },
});

const meta = {
  title: 'Notifications/Bell',
  component: BellStory,
  args: {
    notifications: [
      approved,
      ...makeNotifications(4, { isRead: true }).map((item, index) => ({
        ...item,
        id: `00000000-0000-4000-8000-1000000000${index}`,
      })),
    ],
  },
} satisfies Meta<typeof BellStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const bell = (name: RegExp | string) => screen.findByRole('button', { name });

export const WithUnread: Story = {
  play: async () => {
    await expect(await bell('Notifications, 1 unread')).toBeVisible();
  },
};

export const OpenOnLargeScreen: Story = {
  globals: { viewport: { value: 'laptop' } },
  play: async () => {
    await userEvent.click(await bell('Notifications, 1 unread'));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(5));
  },
};

export const OpenOnSmallScreen: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async () => {
    await userEvent.click(await bell('Notifications, 1 unread'));
    await screen.findByRole('dialog', { name: 'Notifications' });
  },
};

export const LongFeed: Story = {
  args: { notifications: makeNotifications(25) },
  play: async () => {
    await userEvent.click(await bell('Notifications, 25 unread'));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(within(dialog).getAllByRole('row').length).toBeGreaterThanOrEqual(10));
  },
};

export const Loading: Story = { args: { latencyMs: 'never' } };

export const Empty: Story = {
  args: { notifications: [] },
  play: async () => {
    await userEvent.click(await bell('Notifications, 0 unread'));
    await expect(await screen.findByText('No notifications at the moment.')).toBeVisible();
  },
};

/** Spec §8: a failed count shows 0. */
export const CountFailed: Story = {
  args: { fail: { count: true } },
  play: async () => {
    await expect(await bell('Notifications, 0 unread')).toBeVisible();
  },
};

/** Spec §8: a failed feed fetch shows an empty list with no more pages. */
export const FeedFailed: Story = {
  args: { fail: { page: true } },
  play: async () => {
    await userEvent.click(await bell('Notifications, 1 unread'));
    await expect(await screen.findByText('No notifications at the moment.')).toBeVisible();
  },
};

/** Spec §8: a failed mark-read leaves the notification unread. */
export const MarkReadFailed: Story = {
  args: { fail: { markRead: true } },
  play: async () => {
    await userEvent.click(await bell('Notifications, 1 unread'));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const dot = await within(dialog).findByRole('button', { name: 'Mark as read' });
    await userEvent.click(dot);
    await waitFor(() => expect(dialog.querySelector('[data-pending]')).toBeNull());
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Mark as read' })).toBeVisible());
    await expect(await bell('Notifications, 1 unread')).toBeInTheDocument();
  },
};
