// The notification read state (spec §4, §8, issue 5): the badge, the open panel's feed, and marking read.
// Two regions run side by side: the count (fetched, refreshed, pushed live) and the panel (closed, or
// open with its feed, a paged list started afresh on every opening, and one read operation at a time).
import {
  assertEvent,
  assign,
  enqueueActions,
  fromCallback,
  fromPromise,
  raise,
  sendTo,
  setup,
  type EventObject,
  type SnapshotFrom,
} from 'xstate';
import type { Notification } from '#schemas/notifications';
import { pagedListMachine, type PagedListMachine } from '../paged-list/machine.ts';
import { outputOf } from '../shared/actor-events.ts';
import { initialContext, type FeedStatus, type NotificationsContext } from './context.ts';
import type { NotificationsEvent } from './events.ts';

const notProvided = (name: string) => () => {
  throw new Error(`notificationsMachine: '${name}' must be provided (src/app/notifications.ts)`);
};

/** The feed's new snapshot (`xstate.snapshot.feed`). */
function feedSnapshotOf(event: EventObject): SnapshotFrom<PagedListMachine> {
  if (!('snapshot' in event)) throw new Error(`'${event.type}' is not the feed's snapshot event`);
  return event.snapshot as SnapshotFrom<PagedListMachine>;
}

/** The notification an event names, else the one whose mark-read just answered. */
const subjectOf = (context: NotificationsContext, event: EventObject) =>
  'id' in event && typeof event.id === 'string' ? event.id : context.activeId;

const redirectOf = (context: NotificationsContext, id: string | null) =>
  context.notifications.find((item) => item.id === id)?.metadata.redirectUrl;

export const notificationsMachine = setup({
  types: {} as { context: NotificationsContext; events: NotificationsEvent },
  actors: {
    fetchUnreadCount: fromPromise<number>(notProvided('fetchUnreadCount')),
    markNotificationsRead: fromPromise<void, { ids: string[] }>(notProvided('markNotificationsRead')),
    markAllNotificationsRead: fromPromise<void>(notProvided('markAllNotificationsRead')),
    /** Live count: sends `count.pushed` to its parent whenever the server's count changes. */
    watchUnreadCount: fromCallback<EventObject, void>(notProvided('watchUnreadCount')),
    /** The panel's feed; the app provides its `loadPage` (context.ts: feedRequest, feedPage). */
    feed: pagedListMachine,
  },
  actions: {
    /** Injected: moves the app to a path inside the portal. */
    navigate: (_, _params: { to: string }) => notProvided('navigate')(),
    /** Goes where the notification points, if it points anywhere. */
    follow: enqueueActions<
      NotificationsContext,
      NotificationsEvent,
      undefined,
      NotificationsEvent,
      never,
      { type: 'navigate'; params: { to: string } },
      never,
      never,
      never
    >(({ context, event, enqueue }) => {
      const to = redirectOf(context, subjectOf(context, event));
      if (to !== undefined) enqueue({ type: 'navigate', params: { to } });
    }),
    setFetchedCount: assign({ unreadCount: ({ event }) => outputOf<number>(event) }),
    setPushedCount: assign({
      unreadCount: ({ event }) => {
        assertEvent(event, 'count.pushed');
        return event.unreadCount;
      },
    }),
    /** Spec §8: a failed count shows 0; after marking all read the badge says 0 too. */
    clearCount: assign({ unreadCount: 0 }),
    refreshCount: raise({ type: 'count.refresh' }),
    resetFeed: assign({ notifications: [], feedStatus: 'loading' as FeedStatus, activeId: null }),
    mirrorFeed: assign(({ event }) => {
      const feed = feedSnapshotOf(event);
      return { notifications: feed.context.items as Notification[], feedStatus: feed.value };
    }),
    loadMore: sendTo('feed', { type: 'list.loadMore' }),
    setActive: assign({
      activeId: ({ event }) => {
        assertEvent(event, ['notification.markRead', 'notification.open']);
        return event.id;
      },
    }),
    clearActive: assign({ activeId: null }),
    markActiveRead: sendTo('feed', ({ context }) => ({
      type: 'list.update' as const,
      ids: context.activeId === null ? [] : [context.activeId],
      changes: { isRead: true },
    })),
    markAllLocallyRead: sendTo('feed', { type: 'list.update', ids: 'all', changes: { isRead: true } }),
  },
  guards: {
    hasNextPage: ({ context }) => context.feedStatus === 'idle',
    isUnread: ({ context, event }) => {
      assertEvent(event, ['notification.markRead', 'notification.open']);
      return context.notifications.some((item) => item.id === event.id && !item.isRead);
    },
    hasRedirect: ({ context, event }) => redirectOf(context, subjectOf(context, event)) !== undefined,
    hasUnread: ({ context }) => context.unreadCount > 0 || context.notifications.some((item) => !item.isRead),
  },
}).createMachine({
  id: 'notifications',
  description:
    "The seller's notifications: the unread badge, kept live by the stream, and the panel with its feed and read state.",
  context: initialContext,
  invoke: { src: 'watchUnreadCount', id: 'liveCount' },
  type: 'parallel',
  states: {
    count: {
      description: 'The unread count on the badge.',
      initial: 'loading',
      // Targeting a child re-enters it even when it is active (restarting a fetch on its way), without
      // leaving this region; `reenter: true` would leave the whole parallel root and close the panel.
      on: { 'count.refresh': '.loading' },
      states: {
        loading: {
          description: "The server's count is on its way.",
          invoke: {
            src: 'fetchUnreadCount',
            onDone: { target: 'idle', actions: 'setFetchedCount' },
            onError: { target: 'idle', actions: 'clearCount' },
          },
          on: {
            // A pushed count is at least as fresh as the answer still on its way: take it, drop the fetch.
            'count.pushed': { target: 'idle', actions: 'setPushedCount' },
          },
        },
        idle: {
          description: 'The badge shows the count; the stream may push a new one.',
          on: { 'count.pushed': { actions: 'setPushedCount' } },
        },
      },
    },
    panel: {
      description: 'The notification panel the bell opens.',
      initial: 'closed',
      states: {
        closed: {
          description: 'Only the bell and its badge show.',
          on: { 'panel.open': 'open' },
        },
        open: {
          description: 'The panel lists the feed, page by page as the seller scrolls, from the newest.',
          entry: 'resetFeed',
          invoke: { id: 'feed', src: 'feed', input: { filters: {} }, onSnapshot: { actions: 'mirrorFeed' } },
          on: {
            'panel.close': 'closed',
            'feed.loadMore': { guard: 'hasNextPage', actions: 'loadMore' },
          },
          initial: 'idle',
          states: {
            idle: {
              description: 'Nothing is being marked read: a dot, an item or Mark all as read may be pressed.',
              on: {
                'notification.markRead': { guard: 'isUnread', target: 'markingRead', actions: 'setActive' },
                'notification.open': [
                  { guard: 'isUnread', target: 'opening', actions: 'setActive' },
                  // Already read: nothing to mark or recount, just follow it.
                  { guard: 'hasRedirect', target: '#notifications.panel.closed', actions: 'follow' },
                ],
                'notifications.markAllRead': { guard: 'hasUnread', target: 'markingAllRead' },
              },
            },
            markingRead: {
              description: "One notification's dot was pressed: it is being marked read.",
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
              description: 'An unread notification was opened: it is marked read before the app follows it.',
              tags: 'markingRead',
              invoke: {
                src: 'markNotificationsRead',
                input: ({ context }) => ({ ids: [context.activeId!] }),
                onDone: [
                  // The panel closes, and its feed with it: nothing to mark in the list.
                  {
                    guard: 'hasRedirect',
                    target: '#notifications.panel.closed',
                    actions: ['refreshCount', 'follow'],
                  },
                  { target: 'idle', actions: ['markActiveRead', 'refreshCount', 'clearActive'] },
                ],
                // It stays unread, but the seller still goes where it points.
                onError: [
                  { guard: 'hasRedirect', target: '#notifications.panel.closed', actions: 'follow' },
                  { target: 'idle', actions: 'clearActive' },
                ],
              },
            },
            markingAllRead: {
              description: 'Every notification is being marked read.',
              tags: 'markingAllRead',
              invoke: {
                src: 'markAllNotificationsRead',
                // The spec's "after marking read the badge count is set to 0".
                onDone: { target: 'idle', actions: ['markAllLocallyRead', 'clearCount'] },
                onError: 'idle',
              },
            },
          },
        },
      },
    },
  },
});
