// The in-memory notifications service, for stories and tests: the server's rules (newest first, pages
// with hasNextPage, marking only known ids), switchable failures and a live-count push; held to the real
// routes by tests/server/contract-notifications.test.ts.
import type { Notification } from '#schemas/notifications';
import { FailureError } from '#machines/shared/failure.ts';
import { notificationsActors } from '../../src/app/notifications.ts';
import type { NotificationsService } from '../../src/services/notifications.ts';

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
  const listeners = new Set<(unreadCount: number) => void>();

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

  const service: NotificationsService = {
    fetchUnreadCount: () => {
      calls.push('count');
      return answer(fail.count, unreadCount);
    },
    fetchNotificationsPage: ({ page, limit }) => {
      calls.push(`page ${page}`);
      return answer(pageFails(page), () => {
        const start = (page - 1) * limit;
        return {
          notifications: items.slice(start, start + limit).map((item) => ({ ...item })),
          pagination: { page, limit, hasNextPage: items.length > start + limit },
        };
      });
    },
    markNotificationsRead: (ids) => {
      calls.push(`markRead ${ids.join(',')}`);
      return answer(fail.markRead, () => {
        for (const item of items) if (ids.includes(item.id)) item.isRead = true;
      });
    },
    markAllNotificationsRead: () => {
      calls.push('markAllRead');
      return answer(fail.markAllRead, () => {
        for (const item of items) item.isRead = true;
      });
    },
    watchUnreadCount: (onCount) => {
      listeners.add(onCount);
      return () => listeners.delete(onCount);
    },
  };
  const actors = notificationsActors(service);

  /** What the server's stream would send now. */
  const push = (count = unreadCount()) => {
    for (const listener of listeners) listener(count);
  };

  /** A notification arrives (an admin decision, say), and the stream reports the new count. */
  const deliver = (notification: Notification) => {
    items.unshift({ ...notification });
    push();
  };

  return { service, actors, calls, fail, items, unreadCount, push, deliver };
}

export type FakeNotifications = ReturnType<typeof createFakeNotifications>;
