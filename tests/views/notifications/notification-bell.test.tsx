// The bell and its panel driven by the real machine with fake actors: badge, items, empty state, paging.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createFakeNotifications,
  fakeNow,
  makeNotification,
  makeNotifications,
  type FakeNotificationsOptions,
} from '../../services/notifications.ts';
import { notificationsMachine } from '../../../src/machines/notifications/machine.ts';
import { NotificationBell } from '../../../src/views/notifications/NotificationBell.tsx';
import { FakeIntersectionObserver } from './intersection-observer.ts';

beforeEach(() => FakeIntersectionObserver.install());

function renderBell(options: FakeNotificationsOptions = {}) {
  const fake = createFakeNotifications(options);
  const visited: string[] = [];
  const logic = notificationsMachine.provide({
    actors: fake.actors,
    actions: { navigate: (_, { to }) => void visited.push(to) },
  });
  render(<NotificationBell logic={logic} now={fakeNow} />);
  return { fake, visited, user: userEvent.setup() };
}

describe('NotificationBell', () => {
  it('labels the bell with the unread count and shows it as a badge', async () => {
    renderBell({ notifications: makeNotifications(3) });
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(within(bell).getByTestId('unread-badge')).toHaveTextContent('3');
  });

  it('shows no badge at 0', async () => {
    renderBell({ notifications: makeNotifications(2, { isRead: true }) });
    const bell = await screen.findByRole('button', { name: 'Notifications, 0 unread' });
    expect(within(bell).queryByTestId('unread-badge')).toBeNull();
  });

  it('opens a panel listing title, message, relative time and an unread dot', async () => {
    const { user } = renderBell({
      notifications: [
        makeNotification(1, { title: 'Account approved', message: 'You can now sell on Suki.' }),
        makeNotification(2, { title: 'Old news', isRead: true, createdAt: '2026-03-13T12:00:00.000Z' }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const rows = await within(dialog).findAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Account approved');
    expect(rows[0]).toHaveTextContent('You can now sell on Suki.');
    expect(rows[0]).toHaveTextContent('7m ago');
    expect(within(rows[0]!).getByRole('button', { name: 'Mark as read' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('2d ago');
    expect(within(rows[1]!).queryByRole('button', { name: 'Mark as read' })).toBeNull();
  });

  it("shows 'No notifications at the moment.' for an empty feed", async () => {
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 0 unread' }));
    expect(await screen.findByText('No notifications at the moment.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('loads the next page when the sentinel comes within half a screen, until there are no more', async () => {
    const { user, fake } = renderBell({ notifications: makeNotifications(25) });
    await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(10));
    const observer = [...FakeIntersectionObserver.instances].find((candidate) => candidate.targets.size > 0);
    expect(observer?.rootMargin).toBe('0px 50% 50% 50%');
    act(() => FakeIntersectionObserver.scrollIntoReach());
    await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(20));
    act(() => FakeIntersectionObserver.scrollIntoReach());
    await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(25));
    act(() => FakeIntersectionObserver.scrollIntoReach());
    expect(fake.calls.filter((call) => call.startsWith('page'))).toEqual(['page 1', 'page 2', 'page 3']);
  });

  it('tells assistive technology the bell opens the panel, and takes focus back when it closes', async () => {
    const { user } = renderBell({ notifications: makeNotifications(1) });
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(bell).not.toHaveAttribute('aria-controls');
    bell.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(bell).toHaveAttribute('aria-controls', dialog.id);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(bell).toHaveFocus());
  });

  it('fills the screen on small screens, with a Close button', async () => {
    const matchMedia = globalThis.matchMedia;
    globalThis.matchMedia = ((query: string) => ({
      matches: query.includes('max-width: 800px'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof globalThis.matchMedia;
    try {
      const { user } = renderBell({ notifications: makeNotifications(1) });
      await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
      const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
      expect(dialog).toHaveAttribute('data-layout', 'fullscreen');
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    } finally {
      globalThis.matchMedia = matchMedia;
    }
  });
});
