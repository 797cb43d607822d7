// The behaviour model of the notification bell and panel, as the seller sees it: what the badge says,
// what the feed shows, and where opening a notification leads. No invoke or after: effects are
// settled outcomes of the scenario chosen first (everything works, or one kind of call fails).
import { assign, setup } from 'xstate';

export type Scenario = 'works' | 'feedFails' | 'countFails' | 'markReadFails' | 'markAllReadFails';

/** The seeded feed: 12 notifications, 2 pages of 10; the two newest are unread. */
export const seeded = { total: 12, unread: 2, pageSize: 10 } as const;

export type ModelContext = {
  scenario: Scenario;
  /** What the badge must say. */
  badge: number;
  /** The server's unread count. */
  unread: number;
  /** Pages shown in the open panel. */
  pages: number;
  /** 'Account approved' (opens /orders) and 'Order shipped' (no link) are read. */
  approvedRead: boolean;
  shippedRead: boolean;
  /** A notification arrived through the live stream. */
  pushed: boolean;
  /** Where navigation took the seller, if anywhere. */
  location: string | null;
};

const totalPages = (context: ModelContext) =>
  Math.ceil((seeded.total + (context.pushed ? 1 : 0)) / seeded.pageSize);

/** After a successful mark-read the count is fetched again: 0 when fetching fails (spec §8). */
const refreshed = (context: ModelContext, unread: number) => (context.scenario === 'countFails' ? 0 : unread);

export const notificationsModel = setup({
  types: {} as {
    context: ModelContext;
    events:
      | { type: 'seed.works' }
      | { type: 'seed.feedFails' }
      | { type: 'seed.countFails' }
      | { type: 'seed.markReadFails' }
      | { type: 'seed.markAllReadFails' }
      | { type: 'bell.press' }
      | { type: 'panel.dismiss' }
      | { type: 'feed.scrollToEnd' }
      | { type: 'shipped.pressDot' }
      | { type: 'shipped.open' }
      | { type: 'approved.open' }
      | { type: 'approved.openRead' }
      | { type: 'panel.markAllRead' }
      | { type: 'stream.push' };
  },
  actions: {
    seed: assign((_, { scenario }: { scenario: Scenario }) => ({
      scenario,
      badge: scenario === 'countFails' ? 0 : seeded.unread,
      unread: seeded.unread,
    })),
  },
  guards: {
    hasMorePages: ({ context }) => context.scenario === 'works' && context.pages < totalPages(context),
    shippedUnread: ({ context }) => context.scenario !== 'feedFails' && !context.shippedRead,
    approvedUnread: ({ context }) => context.scenario !== 'feedFails' && !context.approvedRead,
    approvedRead: ({ context }) => context.scenario !== 'feedFails' && context.approvedRead,
    canMarkAll: ({ context }) =>
      (context.scenario === 'works' || context.scenario === 'markAllReadFails') && context.unread > 0,
    // Pushes matter where the badge has a count to follow; the other scenarios are about failures.
    canPush: ({ context }) =>
      !context.pushed && (context.scenario === 'works' || context.scenario === 'countFails'),
  },
}).createMachine({
  id: 'notificationsModel',
  context: {
    scenario: 'works',
    badge: 0,
    unread: 0,
    pages: 0,
    approvedRead: false,
    shippedRead: false,
    pushed: false,
    location: null,
  },
  initial: 'start',
  states: {
    start: {
      on: {
        'seed.works': { target: 'closed', actions: { type: 'seed', params: { scenario: 'works' } } },
        'seed.feedFails': { target: 'closed', actions: { type: 'seed', params: { scenario: 'feedFails' } } },
        'seed.countFails': {
          target: 'closed',
          actions: { type: 'seed', params: { scenario: 'countFails' } },
        },
        'seed.markReadFails': {
          target: 'closed',
          actions: { type: 'seed', params: { scenario: 'markReadFails' } },
        },
        'seed.markAllReadFails': {
          target: 'closed',
          actions: { type: 'seed', params: { scenario: 'markAllReadFails' } },
        },
      },
    },
    closed: {
      description: 'the bell shows the badge; the panel is closed',
      on: {
        'bell.press': {
          target: 'open',
          actions: assign({ pages: ({ context }) => (context.scenario === 'feedFails' ? 0 : 1) }),
        },
        'stream.push': {
          guard: 'canPush',
          actions: assign({
            pushed: true,
            unread: ({ context }) => context.unread + 1,
            badge: ({ context }) => context.unread + 1,
          }),
        },
      },
    },
    open: {
      description: 'the panel lists the loaded pages, or the empty state',
      on: {
        'panel.dismiss': 'closed',
        'feed.scrollToEnd': {
          guard: 'hasMorePages',
          actions: assign({ pages: ({ context }) => context.pages + 1 }),
        },
        'shipped.pressDot': {
          guard: 'shippedUnread',
          actions: assign(({ context }) =>
            context.scenario === 'markReadFails'
              ? {}
              : {
                  shippedRead: true,
                  unread: context.unread - 1,
                  badge: refreshed(context, context.unread - 1),
                },
          ),
        },
        'shipped.open': {
          guard: 'shippedUnread',
          actions: assign(({ context }) =>
            context.scenario === 'markReadFails'
              ? {}
              : {
                  shippedRead: true,
                  unread: context.unread - 1,
                  badge: refreshed(context, context.unread - 1),
                },
          ),
        },
        'approved.open': {
          guard: 'approvedUnread',
          target: 'followed',
          actions: assign(({ context }) =>
            context.scenario === 'markReadFails'
              ? { location: '/orders' }
              : {
                  location: '/orders',
                  approvedRead: true,
                  unread: context.unread - 1,
                  badge: refreshed(context, context.unread - 1),
                },
          ),
        },
        // Already read: the app only follows it.
        'approved.openRead': {
          guard: 'approvedRead',
          target: 'followed',
          actions: assign({ location: '/orders' }),
        },
        'panel.markAllRead': {
          guard: 'canMarkAll',
          // A failed mark-all changes nothing (spec §8).
          actions: assign(({ context }) =>
            context.scenario === 'markAllReadFails'
              ? {}
              : { approvedRead: true, shippedRead: true, unread: 0, badge: 0 },
          ),
        },
      },
    },
    followed: {
      description: 'the app went to the notification link and the panel closed',
      type: 'final',
    },
  },
});
