// The notifications API (spec §7) and its live unread-count stream, every answer parsed with the shared schema.
import { okSchema } from '../schemas/api.ts';
import {
  notificationsPageResponseSchema,
  unreadCountSchema,
  unreadCountResponseSchema,
  type NotificationsPage,
} from '../schemas/notifications.ts';
import type { HttpClient } from './client.ts';

export type WatchOptions = {
  /** Where EventSource comes from (tests and old browsers may pass none: then nothing is watched). */
  EventSource?: typeof EventSource;
  /** Longest wait between attempts after the server refused the stream (default 60 s). */
  maxRetryMs?: number;
};

export const createNotificationsService = (http: HttpClient, watchOptions: WatchOptions = {}) => ({
  fetchUnreadCount: async (): Promise<number> =>
    (await http.request(unreadCountResponseSchema, '/api/notifications/unread-count')).data.unreadCount,

  fetchNotificationsPage: async ({
    page,
    limit,
  }: {
    page: number;
    limit: number;
  }): Promise<NotificationsPage> =>
    (await http.request(notificationsPageResponseSchema, '/api/notifications', { query: { page, limit } }))
      .data,

  markNotificationsRead: async (ids: string[]): Promise<void> => {
    await http.request(okSchema, '/api/notifications/mark-read', { method: 'PATCH', body: { ids } });
  },

  markAllNotificationsRead: async (): Promise<void> => {
    await http.request(okSchema, '/api/notifications/mark-all-read', { method: 'PATCH' });
  },

  /**
   * Calls `onCount` with the unread count on connect and whenever it changes; returns the stop function.
   *
   * EventSource reconnects by itself after a dropped connection (the server's `retry:` hint sets the
   * pace). It gives up for good when the server answers with an error status (a 503 while the database
   * restarts, say), so then we open a new one ourselves, backing off, with the token read afresh.
   */
  watchUnreadCount(onCount: (unreadCount: number) => void): () => void {
    const Source = watchOptions.EventSource ?? globalThis.EventSource;
    const maxRetryMs = watchOptions.maxRetryMs ?? 60_000;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;

    const open = () => {
      const token = http.tokens.get('seller');
      if (stopped || !Source || !token) return;
      const current = new Source(http.url(`/api/notifications/stream?token=${encodeURIComponent(token)}`));
      source = current;
      current.onopen = () => {
        failures = 0;
      };
      current.onmessage = (event: MessageEvent<string>) => {
        try {
          const parsed = unreadCountSchema.safeParse(JSON.parse(event.data));
          if (parsed.success) onCount(parsed.data.unreadCount);
        } catch {
          // Not JSON: not ours to act on; the next event carries the count again.
        }
      };
      current.onerror = () => {
        if (current.readyState !== Source.CLOSED) return;
        failures += 1;
        const delay = Math.min(maxRetryMs, 1_000 * 2 ** Math.min(failures, 6));
        retryTimer = setTimeout(open, delay);
      };
    };

    open();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      source?.close();
    };
  },
});

export type NotificationsService = ReturnType<typeof createNotificationsService>;
