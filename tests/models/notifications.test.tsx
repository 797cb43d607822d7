// Model-based test of the bell and panel: every shortest path through the behaviour model
// (tests/models/notifications-model.ts) drives the real NotificationBell over the real machine, with
// fake actors standing in for the API and the live stream.
import { createTestModel } from '@xstate/graph';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { EventFromLogic } from 'xstate';
import {
  createFakeNotifications,
  fakeNow,
  makeNotification,
  type FakeNotifications,
} from '../services/notifications.ts';
import { notificationsMachine } from '../../src/machines/notifications/machine.ts';
import { NotificationBell } from '../../src/views/notifications/NotificationBell.tsx';
import { FakeIntersectionObserver } from '../views/notifications/intersection-observer.ts';
import { notificationsModel, seeded, type ModelContext, type Scenario } from './notifications-model.ts';

type Harness = { fake: FakeNotifications; visited: string[]; user: UserEvent };

const feed = () => [
  makeNotification(1, {
    title: 'Account approved',
    message: 'Your store is live.',
    metadata: { redirectUrl: '/dashboard' },
  }),
  makeNotification(2, { title: 'Order shipped', message: 'Order 1042 is on its way.' }),
  ...Array.from({ length: seeded.total - seeded.unread }, (_, index) =>
    makeNotification(index + 3, { title: `Older news ${index + 3}`, isRead: true }),
  ),
];

function mount(scenario: Scenario): Harness {
  const fake = createFakeNotifications({
    notifications: feed(),
    fail: {
      page: scenario === 'feedFails',
      count: scenario === 'countFails',
      markRead: scenario === 'markReadFails',
    },
  });
  const visited: string[] = [];
  const logic = notificationsMachine.provide({
    actors: fake.actors,
    actions: { navigate: (_, { to }) => void visited.push(to) },
  });
  render(<NotificationBell logic={logic} now={fakeNow} />);
  return { fake, visited, user: userEvent.setup() };
}

// The bell stays in the page while the (modal) panel hides the rest from assistive technology.
const bell = () => screen.getByRole('button', { name: /^Notifications, \d+ unread$/, hidden: true });
const row = (title: string) =>
  screen.getAllByRole('row').find((candidate) => candidate.textContent?.includes(title));

async function verify(harness: Harness, context: ModelContext, value: unknown) {
  // Nothing may still be on its way: no pending button, no loading text.
  await waitFor(() => {
    expect(document.querySelector('[data-pending]')).toBeNull();
    expect(screen.queryByText('Loading notifications…')).toBeNull();
  });
  await waitFor(() => expect(bell()).toHaveAccessibleName(`Notifications, ${context.badge} unread`));

  if (value === 'open') {
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    if (context.scenario === 'feedFails') {
      // The empty state is the list's only row (react-aria renders it inside the grid).
      expect(within(dialog).getByRole('row')).toHaveTextContent('No notifications at the moment.');
      return;
    }
    const total = seeded.total + (context.pushed ? 1 : 0);
    await waitFor(() =>
      expect(within(dialog).getAllByRole('row')).toHaveLength(
        Math.min(total, context.pages * seeded.pageSize),
      ),
    );
    const approvedDot = within(row('Account approved')!).queryByRole('button', { name: 'Mark as read' });
    const shippedDot = within(row('Order shipped')!).queryByRole('button', { name: 'Mark as read' });
    expect(Boolean(approvedDot)).toBe(!context.approvedRead);
    expect(Boolean(shippedDot)).toBe(!context.shippedRead);
  } else {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }
  expect(harness.visited).toEqual(context.location ? [context.location] : []);
}

const modelEvents: EventFromLogic<typeof notificationsModel>[] = [
  { type: 'seed.works' },
  { type: 'seed.feedFails' },
  { type: 'seed.countFails' },
  { type: 'seed.markReadFails' },
  { type: 'bell.press' },
  { type: 'panel.dismiss' },
  { type: 'feed.scrollToEnd' },
  { type: 'shipped.pressDot' },
  { type: 'shipped.open' },
  { type: 'approved.open' },
  { type: 'panel.markAllRead' },
  { type: 'stream.push' },
];

const model = createTestModel(notificationsModel);
// Only events the seller can cause in that state: a guard that says no is not a path.
const paths = model.getShortestPaths({
  events: (snapshot) => modelEvents.filter((event) => snapshot.can(event)),
});

beforeEach(() => FakeIntersectionObserver.install());

afterAll(() => {
  console.log(`notifications model: ${paths.length} paths covered`);
});

describe('notification bell and panel (model-based)', () => {
  it('has paths to cover', () => expect(paths.length).toBeGreaterThan(20));

  for (const path of paths) {
    it(path.description, async () => {
      let harness: Harness | undefined;
      const h = () => harness!;
      const seed = (scenario: Scenario) => () => {
        harness = mount(scenario);
      };
      await path.test({
        events: {
          'seed.works': seed('works'),
          'seed.feedFails': seed('feedFails'),
          'seed.countFails': seed('countFails'),
          'seed.markReadFails': seed('markReadFails'),
          'bell.press': async () => h().user.click(bell()),
          'panel.dismiss': async () => h().user.keyboard('{Escape}'),
          'feed.scrollToEnd': () => act(() => FakeIntersectionObserver.scrollIntoReach()),
          'shipped.pressDot': async () =>
            h().user.click(within(row('Order shipped')!).getByRole('button', { name: 'Mark as read' })),
          'shipped.open': async () =>
            h().user.click(within(row('Order shipped')!).getByText('Order shipped')),
          'approved.open': async () =>
            h().user.click(within(row('Account approved')!).getByText('Account approved')),
          'panel.markAllRead': async () =>
            h().user.click(screen.getByRole('button', { name: 'Mark all as read' })),
          'stream.push': () =>
            act(() =>
              h().fake.deliver(
                makeNotification(100, { title: 'Payout sent', createdAt: fakeNow.toISOString() }),
              ),
            ),
        },
        states: {
          '*': async (snapshot) => {
            if (harness) await verify(harness, snapshot.context, snapshot.value);
          },
        },
      });
    });
  }
});
