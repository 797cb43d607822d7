// The notifications machine joined to the real API, the live stream and the router (docs/decisions/005).
import { navigate as browserNavigate } from 'wouter/use-browser-location';
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { NotificationsPage } from '../schemas/notifications.ts';
import { notificationsMachine, type PageRequest } from '../machines/notifications/machine.ts';
import {
  fetchNotificationsPage,
  fetchUnreadCount,
  markAllNotificationsRead,
  markNotificationsRead,
  watchUnreadCount,
} from '../services/notifications.ts';

/** The machine the top bar's NotificationBell runs; `navigate` follows a notification's redirectUrl. */
export const provideNotifications = (navigate: (to: string) => void = browserNavigate) =>
  notificationsMachine.provide({
    actors: {
      fetchUnreadCount: fromPromise<number>(() => fetchUnreadCount()),
      fetchNotificationsPage: fromPromise<NotificationsPage, PageRequest>(({ input }) =>
        fetchNotificationsPage(input),
      ),
      markNotificationsRead: fromPromise<void, { ids: string[] }>(({ input }) =>
        markNotificationsRead(input.ids),
      ),
      markAllNotificationsRead: fromPromise<void>(() => markAllNotificationsRead()),
      watchUnreadCount: fromCallback<EventObject, void>(({ sendBack }) =>
        watchUnreadCount((unreadCount) => sendBack({ type: 'count.pushed', unreadCount })),
      ),
    },
    actions: {
      navigate: (_, { to }) => navigate(to),
    },
  });
