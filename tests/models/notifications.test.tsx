// Model-based test of the bell and panel in the real App (the merchant top bar): every shortest path through
// the behaviour model (notifications-model.ts) over the in-memory notifications service and its live
// stream. At every model state the screen AND the production notifications machine (badge count, panel,
// the feed's paged list) are checked. A second, small model holds the count's fetch so a pushed count can
// arrive while it is on its way.
import { createTestModel } from '@xstate/graph';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { setup, type EventFromLogic, type SnapshotFrom } from 'xstate';
import type { notificationsMachine } from '#machines/notifications/machine.ts';
import { FailureError } from '#machines/shared/failure.ts';
import {
  createFakeNotifications,
  fakeNow,
  makeNotification,
  type FakeNotifications,
} from '../services/notifications.ts';
import { FakeIntersectionObserver } from '../views/notifications/intersection-observer.ts';
import { heldService, renderAppWith } from './app-support.tsx';
import { transitionPaths, watchActors } from './model-support.ts';
import { notificationsModel, seeded, type ModelContext, type Scenario } from './notifications-model.ts';

type Harness = {
  fake: FakeNotifications;
  user: UserEvent;
  app: ReturnType<typeof renderAppWith>;
  bellMachine: () => SnapshotFrom<typeof notificationsMachine>;
};

const feed = () => [
  makeNotification(1, {
    title: 'Account approved',
    message: 'Your store is live.',
    metadata: { redirectUrl: '/orders' },
  }),
  makeNotification(2, { title: 'Order shipped', message: 'Order 1042 is on its way.' }),
  ...Array.from({ length: seeded.total - seeded.unread }, (_, index) =>
    makeNotification(index + 3, { title: `Older news ${index + 3}`, isRead: true }),
  ),
];

/** A signed-in seller on the dashboard, the bell in the top bar over `service`. */
function openDashboard(fake: FakeNotifications, service = fake.service) {
  const actors = watchActors();
  localStorage.setItem('token', 'stored-token');
  const app = renderAppWith('/dashboard', { notifications: async () => service }, actors.inspect);
  return {
    app,
    bellMachine: () =>
      actors.latest('notifications').getSnapshot() as SnapshotFrom<typeof notificationsMachine>,
  };
}

function mount(scenario: Scenario): Harness {
  const fake = createFakeNotifications({
    notifications: feed(),
    fail: {
      page: scenario === 'feedFails',
      count: scenario === 'countFails',
      markRead: scenario === 'markReadFails',
      markAllRead: scenario === 'markAllReadFails',
    },
  });
  return { fake, user: userEvent.setup(), ...openDashboard(fake) };
}

// The bell stays in the page while the (modal) panel hides the rest from assistive technology.
const bell = () => screen.getByRole('button', { name: /^Notifications, \d+ unread$/, hidden: true });
const row = (title: string) =>
  screen.getAllByRole('row').find((candidate) => candidate.textContent?.includes(title));

async function verify(harness: Harness, context: ModelContext, value: unknown) {
  // Nothing may still be on its way: no pending button, no loading text, no call in the machine.
  await waitFor(() => {
    expect(document.querySelector('[data-pending]')).toBeNull();
    expect(screen.queryByText(/^Loading (more )?notifications…$/)).toBeNull();
    expect(harness.bellMachine().matches({ count: 'idle' })).toBe(true);
  });
  await waitFor(() => expect(bell()).toHaveAccessibleName(`Notifications, ${context.badge} unread`));
  const machine = harness.bellMachine();
  expect(machine.context.unreadCount).toBe(context.badge);

  if (value === 'open') {
    expect(machine.matches({ panel: { open: 'idle' } })).toBe(true);
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    if (context.scenario === 'feedFails') {
      // The empty state is the list's only row (react-aria renders it inside the grid).
      expect(within(dialog).getByRole('row')).toHaveTextContent('No notifications at the moment.');
      expect(machine.context.feedStatus).toBe('failed');
      return;
    }
    const total = seeded.total + (context.pushed ? 1 : 0);
    const shown = Math.min(total, context.pages * seeded.pageSize);
    await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(shown));
    expect(machine.context.notifications).toHaveLength(shown);
    expect(machine.context.feedStatus).toBe(shown < total ? 'idle' : 'end');
    const approvedDot = within(row('Account approved')!).queryByRole('button', { name: 'Mark as read' });
    const shippedDot = within(row('Order shipped')!).queryByRole('button', { name: 'Mark as read' });
    expect(Boolean(approvedDot)).toBe(!context.approvedRead);
    expect(Boolean(shippedDot)).toBe(!context.shippedRead);
  } else {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(machine.matches({ panel: 'closed' })).toBe(true);
  }
  expect(harness.app.location()).toBe(context.location ?? '/dashboard');
}

const modelEvents: EventFromLogic<typeof notificationsModel>[] = [
  { type: 'seed.works' },
  { type: 'seed.feedFails' },
  { type: 'seed.countFails' },
  { type: 'seed.markReadFails' },
  { type: 'seed.markAllReadFails' },
  { type: 'bell.press' },
  { type: 'panel.dismiss' },
  { type: 'feed.scrollToEnd' },
  { type: 'shipped.pressDot' },
  { type: 'shipped.open' },
  { type: 'approved.open' },
  { type: 'approved.openRead' },
  { type: 'panel.markAllRead' },
  { type: 'stream.push' },
];

// Only events the seller can cause in that state (a guard that says no is not a path); every transition of
// the model, since opening and pressing the dot often lead to the same state by different machine paths.
const offered = (snapshot: SnapshotFrom<typeof notificationsModel>) =>
  modelEvents.filter((event) => snapshot.can(event));
const model = createTestModel(notificationsModel);
// createTestModel offers every event a state names, guards aside; the traversal must ask `offered` instead.
const guardedModel = {
  getShortestPaths: (options) => model.getShortestPaths({ ...options, events: offered }),
  getPathsFromEvents: (events, options) => model.getPathsFromEvents(events, { ...options, events: offered }),
} as typeof model;
const paths = transitionPaths(guardedModel, offered);

beforeEach(() => FakeIntersectionObserver.install());

afterAll(() => {
  console.log(`notifications model: ${paths.length} paths covered`);
});

describe('notification bell and panel in the App (model-based)', () => {
  it('has paths to cover', () => expect(paths.length).toBeGreaterThan(20));

  for (const path of paths) {
    it(path.description, { timeout: 30_000 }, async () => {
      let harness: Harness | undefined;
      const h = () => harness!;
      const seed = (scenario: Scenario) => () => {
        harness = mount(scenario);
      };
      try {
        await path.test({
          events: {
            'seed.works': seed('works'),
            'seed.feedFails': seed('feedFails'),
            'seed.countFails': seed('countFails'),
            'seed.markReadFails': seed('markReadFails'),
            'seed.markAllReadFails': seed('markAllReadFails'),
            'bell.press': async () => {
              await h().user.click(await screen.findByRole('button', { name: /^Notifications, / }));
              // The panel is a lazy chunk: it opens once its code has arrived.
              await screen.findByRole('dialog', { name: 'Notifications' }, { timeout: 5000 });
            },
            'panel.dismiss': async () => h().user.keyboard('{Escape}'),
            'feed.scrollToEnd': () => act(() => FakeIntersectionObserver.scrollIntoReach()),
            'shipped.pressDot': async () =>
              h().user.click(within(row('Order shipped')!).getByRole('button', { name: 'Mark as read' })),
            'shipped.open': async () =>
              h().user.click(within(row('Order shipped')!).getByText('Order shipped')),
            'approved.open': async () =>
              h().user.click(within(row('Account approved')!).getByText('Account approved')),
            'approved.openRead': async () =>
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
      } finally {
        await harness?.app.close();
      }
    });
  }
});

/** The badge while the count is fetched: the fetch answers, fails, or a pushed count overtakes it. */
const countBehaviour = setup({
  types: {} as {
    events: { type: 'SERVER_ANSWERS' } | { type: 'SERVER_FAILS' } | { type: 'STREAM_PUSHES' };
  },
}).createMachine({
  id: 'unreadCountBehaviour',
  initial: 'fetching',
  states: {
    fetching: {
      description: 'the count is on its way; the badge shows 0',
      on: { SERVER_ANSWERS: 'counted', SERVER_FAILS: 'zero', STREAM_PUSHES: 'pushed' },
    },
    counted: { description: "the badge shows the server's count", on: { STREAM_PUSHES: 'pushed' } },
    zero: { description: 'the count could not be fetched: the badge shows 0 (spec §8)' },
    pushed: { description: 'the badge shows the pushed count; a late answer changes nothing' },
  },
});
const countEvents = (['SERVER_ANSWERS', 'SERVER_FAILS', 'STREAM_PUSHES'] as const).map((type) => ({ type }));
const countPaths = transitionPaths(createTestModel(countBehaviour), (snapshot) =>
  countEvents.filter((event) => snapshot.can(event)),
);

describe(`the unread badge while its count is fetched (${countPaths.length} paths)`, () => {
  for (const path of countPaths) {
    it(path.description, { timeout: 30_000 }, async () => {
      const fake = createFakeNotifications({ notifications: feed() });
      const passThrough = [
        'fetchNotificationsPage',
        'markNotificationsRead',
        'markAllNotificationsRead',
        'watchUnreadCount',
      ] as const;
      const api = heldService(fake.service, passThrough);
      const { app, bellMachine } = openDashboard(fake, api.service);
      const pushed = seeded.unread + 5;
      const badge = (count: number) =>
        waitFor(() => expect(bell()).toHaveAccessibleName(`Notifications, ${count} unread`));
      try {
        await path.test({
          states: {
            fetching: async () => {
              await waitFor(() => expect(api.waiting('fetchUnreadCount')).toBe(1));
              await badge(0);
              expect(bellMachine().matches({ count: 'loading' })).toBe(true);
            },
            counted: async () => {
              await badge(seeded.unread);
              expect(bellMachine().matches({ count: 'idle' })).toBe(true);
            },
            zero: async () => {
              await badge(0);
              expect(bellMachine().matches({ count: 'idle' })).toBe(true);
            },
            pushed: async () => {
              await badge(pushed);
              expect(bellMachine().matches({ count: 'idle' })).toBe(true);
              // The fetch that was on its way, if any, answers late and is dropped.
              if (api.waiting('fetchUnreadCount') > 0) await api.answer('fetchUnreadCount');
              await badge(pushed);
            },
          },
          events: {
            SERVER_ANSWERS: () => api.answer('fetchUnreadCount'),
            SERVER_FAILS: () =>
              api.refuse(
                'fetchUnreadCount',
                new FailureError({ kind: 'http', status: 500, code: 'INTERNAL_ERROR', message: 'Down' }),
              ),
            STREAM_PUSHES: () => act(() => fake.push(pushed)),
          },
        });
      } finally {
        await app.close();
      }
    });
  }
});
