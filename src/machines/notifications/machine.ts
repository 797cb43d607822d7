// The notification read state (spec §4, §8, issue 5): the badge, the feed pages of the open panel, and
// marking read. Three regions run side by side: the count (fetched, refreshed, pushed live), the panel
// (closed or open; open holds the feed's paging and one read operation at a time).
import { assign, fromCallback, fromPromise, raise, setup, type EventObject } from 'xstate';
import type { NotificationsPage } from '#schemas/notifications';
import { initialContext, type NotificationsContext } from './context.ts';
import type { NotificationsEvent } from './events.ts';

const notProvided = (name: string) => () => {
  throw new Error(`notificationsMachine: '${name}' must be provided (src/app/notifications.ts)`);
};

export type PageRequest = { page: number; limit: number };

const redirectOf = (context: NotificationsContext, id: string | null) =>
  context.notifications.find((item) => item.id === id)?.metadata.redirectUrl;

const isUnreadItem = (context: NotificationsContext, id: string) =>
  context.notifications.some((item) => item.id === id && !item.isRead);

export const notificationsMachine = setup({
  types: {} as { context: NotificationsContext; events: NotificationsEvent },
  actors: {
    fetchUnreadCount: fromPromise<number>(notProvided('fetchUnreadCount')),
    fetchNotificationsPage: fromPromise<NotificationsPage, PageRequest>(
      notProvided('fetchNotificationsPage'),
    ),
    markNotificationsRead: fromPromise<void, { ids: string[] }>(notProvided('markNotificationsRead')),
    markAllNotificationsRead: fromPromise<void>(notProvided('markAllNotificationsRead')),
    /** Live count: sends `count.pushed` to its parent whenever the server's count changes. */
    watchUnreadCount: fromCallback<EventObject, void>(notProvided('watchUnreadCount')),
  },
  actions: {
    /** Injected: moves the app to a path inside the portal. */
    navigate: (_, _params: { to: string }) => notProvided('navigate')(),
    setUnreadCount: assign({ unreadCount: (_, params: { unreadCount: number }) => params.unreadCount }),
    resetFeed: assign({ notifications: [], page: 0, hasNextPage: false, activeId: null }),
    appendPage: assign(({ context }, page: NotificationsPage) => {
      // Offset pages shift when news arrives while scrolling; never show one notification twice.
      const known = new Set(context.notifications.map((item) => item.id));
      return {
        notifications: [
          ...context.notifications,
          ...page.notifications.filter((item) => !known.has(item.id)),
        ],
        page: page.pagination.page,
        hasNextPage: page.pagination.hasNextPage,
      };
    }),
    /** Spec §8: a failed feed fetch shows an empty list with no more pages. */
    showEmptyFeed: assign({ notifications: [], hasNextPage: false }),
    /** A later page failed: keep what the seller is reading, and stop asking for more. */
    stopPaging: assign({ hasNextPage: false }),
    setActive: assign({ activeId: (_, params: { id: string }) => params.id }),
    clearActive: assign({ activeId: null }),
    markActiveRead: assign({
      notifications: ({ context }) =>
        context.notifications.map((item) =>
          item.id === context.activeId ? { ...item, isRead: true } : item,
        ),
    }),
    markAllLocallyRead: assign({
      notifications: ({ context }) => context.notifications.map((item) => ({ ...item, isRead: true })),
    }),
    refreshCount: raise({ type: 'count.refresh' }),
  },
  guards: {
    hasNextPage: ({ context }) => context.hasNextPage,
    isUnread: ({ context }, params: { id: string }) => isUnreadItem(context, params.id),
    hasRedirect: ({ context }, params: { id: string | null }) => redirectOf(context, params.id) !== undefined,
    hasUnread: ({ context }) => context.unreadCount > 0 || context.notifications.some((item) => !item.isRead),
  },
}).createMachine({
  id: 'notifications',
  context: initialContext,
  invoke: { src: 'watchUnreadCount', id: 'liveCount' },
  type: 'parallel',
  states: {
    count: {
      initial: 'loading',
      // Targeting a child re-enters it even when it is active (restarting a fetch on its way), without
      // leaving this region; `reenter: true` would leave the whole parallel root and close the panel.
      on: { 'count.refresh': '.loading' },
      states: {
        loading: {
          invoke: {
            src: 'fetchUnreadCount',
            onDone: {
              target: 'idle',
              actions: { type: 'setUnreadCount', params: ({ event }) => ({ unreadCount: event.output }) },
            },
            // Spec §8: a failed count shows 0.
            onError: { target: 'idle', actions: { type: 'setUnreadCount', params: { unreadCount: 0 } } },
          },
          on: {
            // A pushed count is at least as fresh as the answer still on its way: take it, drop the fetch.
            'count.pushed': {
              target: 'idle',
              actions: {
                type: 'setUnreadCount',
                params: ({ event }) => ({ unreadCount: event.unreadCount }),
              },
            },
          },
        },
        idle: {
          on: {
            'count.pushed': {
              actions: {
                type: 'setUnreadCount',
                params: ({ event }) => ({ unreadCount: event.unreadCount }),
              },
            },
          },
        },
      },
    },
    panel: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'panel.open': 'open' },
        },
        open: {
          type: 'parallel',
          entry: 'resetFeed',
          on: { 'panel.close': 'closed' },
          states: {
            feed: {
              initial: 'loading',
              states: {
                loading: {
                  tags: 'loadingFeed',
                  invoke: {
                    src: 'fetchNotificationsPage',
                    input: ({ context }) => ({ page: 1, limit: context.pageSize }),
                    onDone: {
                      target: 'ready',
                      actions: { type: 'appendPage', params: ({ event }) => event.output },
                    },
                    onError: { target: 'ready', actions: 'showEmptyFeed' },
                  },
                },
                ready: {
                  on: { 'feed.loadMore': { guard: 'hasNextPage', target: 'loadingMore' } },
                },
                loadingMore: {
                  tags: 'loadingMore',
                  invoke: {
                    src: 'fetchNotificationsPage',
                    input: ({ context }) => ({ page: context.page + 1, limit: context.pageSize }),
                    onDone: {
                      target: 'ready',
                      actions: { type: 'appendPage', params: ({ event }) => event.output },
                    },
                    onError: { target: 'ready', actions: 'stopPaging' },
                  },
                },
              },
            },
            reading: {
              initial: 'idle',
              states: {
                idle: {
                  on: {
                    'notification.markRead': {
                      guard: { type: 'isUnread', params: ({ event }) => ({ id: event.id }) },
                      target: 'markingRead',
                      actions: { type: 'setActive', params: ({ event }) => ({ id: event.id }) },
                    },
                    'notification.open': [
                      {
                        guard: { type: 'isUnread', params: ({ event }) => ({ id: event.id }) },
                        target: 'opening',
                        actions: { type: 'setActive', params: ({ event }) => ({ id: event.id }) },
                      },
                      {
                        // Already read: nothing to mark or recount, just follow it.
                        guard: { type: 'hasRedirect', params: ({ event }) => ({ id: event.id }) },
                        target: '#notifications.panel.closed',
                        actions: {
                          type: 'navigate',
                          params: ({ context, event }) => ({ to: redirectOf(context, event.id)! }),
                        },
                      },
                    ],
                    'notifications.markAllRead': { guard: 'hasUnread', target: 'markingAllRead' },
                  },
                },
                markingRead: {
                  tags: 'markingRead',
                  invoke: {
                    src: 'markNotificationsRead',
                    input: ({ context }) => ({ ids: [context.activeId!] }),
                    onDone: { target: 'idle', actions: ['markActiveRead', 'refreshCount', 'clearActive'] },
                    // Spec §8: a failed mark-read leaves the notification unread.
                    onError: { target: 'idle', actions: 'clearActive' },
                  },
                },
                opening: {
                  tags: 'markingRead',
                  invoke: {
                    src: 'markNotificationsRead',
                    input: ({ context }) => ({ ids: [context.activeId!] }),
                    onDone: [
                      {
                        guard: { type: 'hasRedirect', params: ({ context }) => ({ id: context.activeId }) },
                        target: '#notifications.panel.closed',
                        actions: [
                          'markActiveRead',
                          'refreshCount',
                          {
                            type: 'navigate',
                            params: ({ context }) => ({ to: redirectOf(context, context.activeId)! }),
                          },
                        ],
                      },
                      { target: 'idle', actions: ['markActiveRead', 'refreshCount', 'clearActive'] },
                    ],
                    // It stays unread, but the seller still goes where it points.
                    onError: [
                      {
                        guard: { type: 'hasRedirect', params: ({ context }) => ({ id: context.activeId }) },
                        target: '#notifications.panel.closed',
                        actions: {
                          type: 'navigate',
                          params: ({ context }) => ({ to: redirectOf(context, context.activeId)! }),
                        },
                      },
                      { target: 'idle', actions: 'clearActive' },
                    ],
                  },
                },
                markingAllRead: {
                  tags: 'markingAllRead',
                  invoke: {
                    src: 'markAllNotificationsRead',
                    // The spec's "after marking read the badge count is set to 0".
                    onDone: {
                      target: 'idle',
                      actions: ['markAllLocallyRead', { type: 'setUnreadCount', params: { unreadCount: 0 } }],
                    },
                    onError: 'idle',
                  },
                },
              },
            },
          },
        },
      },
    },
  },
});
