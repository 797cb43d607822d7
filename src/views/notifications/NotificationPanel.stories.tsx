import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { fakeNow, makeNotification, makeNotifications } from '../../../tests/services/notifications.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { Sheet } from '../ui/Sheet.tsx';
import { StoryFrame } from '../ui/StoryFrame.tsx';
import { NotificationPanel, type NotificationPanelProps } from './NotificationPanel.tsx';
import * as styles from './NotificationPanel.css.ts';

/** The panel as the popover shows it (360 wide), or as the sheet over a phone's screen. */
function PanelFrame({ fillsScreen = false, ...props }: NotificationPanelProps & { fillsScreen?: boolean }) {
  const panel = (
    <Dialog aria-label="Notifications" padded={false}>
      <NotificationPanel {...props} />
    </Dialog>
  );
  return fillsScreen ? (
    <Sheet size="screen" isOpen>
      {panel}
    </Sheet>
  ) : (
    <StoryFrame>
      <div className={styles.popover}>{panel}</div>
    </StoryFrame>
  );
}

const mixed = [
  makeNotification(1, {
    title: 'Account approved',
    message: 'Your store is approved. You can now add products and apply to campaigns.',
    metadata: { redirectUrl: '/dashboard' },
  }),
  makeNotification(2, { title: 'Order shipped', message: 'Order #1042 is on its way to the buyer.' }),
  makeNotification(3, {
    title: 'Payout completed',
    message: 'We sent ₱12,450.00 to your BDO account ending in 1234.',
    isRead: true,
    createdAt: '2026-03-13T08:00:00.000Z',
  }),
  makeNotification(4, {
    title: 'Account rejected',
    message: 'Reason: the business permit is unreadable. Please upload a clearer copy and resubmit.',
    isRead: true,
    createdAt: '2025-11-02T08:00:00.000Z',
  }),
  makeNotification(5, {
    title: 'Welcome to Suki Merchant',
    message: 'Complete onboarding to start selling.',
    isRead: true,
    createdAt: '2024-12-01T08:00:00.000Z',
  }),
];

const meta = {
  title: 'Notifications/Panel',
  component: PanelFrame,
  args: {
    notifications: mixed,
    status: 'end',
    canMarkRead: true,
    canMarkAllRead: true,
    now: fakeNow,
    onOpen: fn(),
    onMarkRead: fn(),
    onMarkAllRead: fn(),
    onLoadMore: fn(),
  },
} satisfies Meta<typeof PanelFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UnreadAndRead: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(5);
    await expect(rows[0]).toHaveTextContent('7m ago');
    await expect(rows[2]).toHaveTextContent('2d ago');
    await expect(rows[3]).toHaveTextContent('4mo ago');
    await expect(rows[4]).toHaveTextContent('1y ago');
    await expect(canvas.getAllByRole('button', { name: 'Mark as read' })).toHaveLength(2);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Mark as read' })[0]!);
    await expect(args.onMarkRead).toHaveBeenCalledWith(mixed[0]!.id);
  },
};

export const Empty: Story = {
  args: { notifications: [], canMarkAllRead: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No notifications at the moment.')).toBeVisible();
  },
};

export const Loading: Story = { args: { notifications: [], status: 'loading' } };

/** A long feed with more pages to come: the sentinel at the end shows while the next page loads. */
export const LongFeed: Story = {
  args: { notifications: makeNotifications(20), status: 'loading' },
};

/** Spec §8: a failed feed fetch shows the empty state, with no more pages. */
export const FeedFailed: Story = { args: { notifications: [], status: 'end', canMarkAllRead: false } };

/** The dot of the notification being marked read shows it is busy; the others wait. */
export const MarkingRead: Story = { args: { activeId: mixed[0]!.id, canMarkRead: false } };

export const MarkingAllRead: Story = {
  args: { isMarkingAllRead: true, canMarkAllRead: false, canMarkRead: false },
};

export const SmallScreen: Story = {
  args: { fillsScreen: true, onClose: fn() },
  globals: { viewport: { value: 'phone' } },
  // The sheet renders into <body>, outside the story's root.
  parameters: { a11y: { context: { include: ['body'] } } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const LargeScreen: Story = { globals: { viewport: { value: 'laptop' } } };
