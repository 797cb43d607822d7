// The notifications machine joined to the notifications service (its API and live stream) and the router.
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { feedPage, feedRequest } from '../machines/notifications/context.ts';
import { notificationsMachine } from '../machines/notifications/machine.ts';
import type { Page, PageRequest } from '../machines/paged-list/context.ts';
import { pagedListMachine } from '../machines/paged-list/machine.ts';
import type { NotificationsService } from '../services/notifications.ts';

/** The machine's actors over a notifications service, real or in-memory. */
export const notificationsActors = (service: NotificationsService) => ({
  fetchUnreadCount: fromPromise<number>(() => service.fetchUnreadCount()),
  feed: pagedListMachine.provide({
    actors: {
      loadPage: fromPromise<Page, PageRequest>(async ({ input }) =>
        feedPage(await service.fetchNotificationsPage(feedRequest(input))),
      ),
    },
  }),
  markNotificationsRead: fromPromise<void, { ids: string[] }>(({ input }) =>
    service.markNotificationsRead(input.ids),
  ),
  markAllNotificationsRead: fromPromise<void>(() => service.markAllNotificationsRead()),
  watchUnreadCount: fromCallback<EventObject, void>(({ sendBack }) =>
    service.watchUnreadCount((unreadCount) => sendBack({ type: 'count.pushed', unreadCount })),
  ),
});

/** The machine the top bar's NotificationBell runs; `navigate` follows a notification's redirectUrl. */
export const provideNotifications = (service: NotificationsService, navigate: (to: string) => void) =>
  notificationsMachine.provide({
    actors: notificationsActors(service),
    actions: { navigate: (_, { to }) => navigate(to) },
  });
