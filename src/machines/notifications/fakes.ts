// An in-memory stand-in for the notifications API, for stories and tests: same rules as the server
// (newest first, pages with hasNextPage, own ids only), with switchable failures and a live-count push.
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { Notification, NotificationsPage } from '#schemas/notifications';
import { FailureError } from '../shared/failure.ts';
import type { PageRequest } from './machine.ts';

export type FakeCall = 'count' | `page ${number}` | `markRead ${string}` | 'markAllRead';

export type FakeFailures = {
  count: boolean;
  page: boolean | number[];
  markRead: boolean;
  markAllRead: boolean;
};

export type FakeNotificationsOptions = {
  /** Newest first, as the server returns them. */
  notifications?: Notification[];
  fail?: Partial<FakeFailures>;
  /** Answer after this many milliseconds; `'never'` keeps every call pending (loading states). */
  latencyMs?: number | 'never';
};

const serverError = () =>
  new FailureError({
    kind: 'http',
    status: 500,
    code: 'INTERNAL_ERROR',
    message: 'Something went wrong on our side.',
  });

/** A fixed clock for stories and tests, so relative times read the same on every run. */
export const fakeNow = new Date('2026-03-15T12:00:00Z');

/** The `index`th notification (1 = newest), `minutesAgo` before fakeNow. */
export function makeNotification(index: number, overrides: Partial<Notification> = {}): Notification {
  const minutesAgo = overrides.createdAt ? 0 : index * 7;
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    title: `Notification ${index}`,
    message: `Details of notification ${index}.`,
    metadata: {},
    createdAt: new Date(fakeNow.getTime() - minutesAgo * 60_000).toISOString(),
    isRead: false,
    ...overrides,
  };
}

export const makeNotifications = (count: number, overrides: Partial<Notification> = {}): Notification[] =>
  Array.from({ length: count }, (_, index) => makeNotification(index + 1, overrides));

export function createFakeNotifications(options: FakeNotificationsOptions = {}) {
  const items = (options.notifications ?? []).map((item) => ({ ...item }));
  const fail: FakeFailures = {
    count: false,
    page: false,
    markRead: false,
    markAllRead: false,
    ...options.fail,
  };
  const calls: FakeCall[] = [];
  const listeners = new Set<(event: { type: 'count.pushed'; unreadCount: number }) => void>();

  const answer = async <T>(failing: boolean, value: () => T): Promise<T> => {
    if (options.latencyMs === 'never') await new Promise(() => {});
    await new Promise((resolve) =>
      setTimeout(resolve, typeof options.latencyMs === 'number' ? options.latencyMs : 0),
    );
    if (failing) throw serverError();
    return value();
  };
  const unreadCount = () => items.filter((item) => !item.isRead).length;
  const pageFails = (page: number) => (Array.isArray(fail.page) ? fail.page.includes(page) : fail.page);

  const actors = {
    fetchUnreadCount: fromPromise<number>(() => {
      calls.push('count');
      return answer(fail.count, unreadCount);
    }),
    fetchNotificationsPage: fromPromise<NotificationsPage, PageRequest>(({ input }) => {
      calls.push(`page ${input.page}`);
      return answer(pageFails(input.page), () => {
        const start = (input.page - 1) * input.limit;
        return {
          notifications: items.slice(start, start + input.limit).map((item) => ({ ...item })),
          pagination: {
            page: input.page,
            limit: input.limit,
            hasNextPage: items.length > start + input.limit,
          },
        };
      });
    }),
    markNotificationsRead: fromPromise<void, { ids: string[] }>(({ input }) => {
      calls.push(`markRead ${input.ids.join(',')}`);
      return answer(fail.markRead, () => {
        for (const item of items) if (input.ids.includes(item.id)) item.isRead = true;
      });
    }),
    markAllNotificationsRead: fromPromise<void>(() => {
      calls.push('markAllRead');
      return answer(fail.markAllRead, () => {
        for (const item of items) item.isRead = true;
      });
    }),
    watchUnreadCount: fromCallback<EventObject, void>(({ sendBack }) => {
      listeners.add(sendBack);
      return () => listeners.delete(sendBack);
    }),
  };

  /** What the server's stream would send now. */
  const push = (count = unreadCount()) => {
    for (const listener of listeners) listener({ type: 'count.pushed', unreadCount: count });
  };

  /** A notification arrives (an admin decision, say), and the stream reports the new count. */
  const deliver = (notification: Notification) => {
    items.unshift({ ...notification });
    push();
  };

  return { actors, calls, fail, items, unreadCount, push, deliver };
}

export type FakeNotifications = ReturnType<typeof createFakeNotifications>;
