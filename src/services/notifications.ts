// The notifications API (spec §7) and its live unread-count stream, every answer parsed with the shared schema.
import { okSchema } from '../schemas/api.ts';
import {
  notificationsPageResponseSchema,
  unreadCountSchema,
  unreadCountResponseSchema,
  type NotificationsPage,
} from '../schemas/notifications.ts';
import { request } from './client.ts';
import { tokenStorage } from './token-storage.ts';

const apiBaseUrl: string = import.meta.env?.VITE_API_URL ?? '';

export const fetchUnreadCount = async (): Promise<number> =>
  (await request(unreadCountResponseSchema, '/api/notifications/unread-count')).data.unreadCount;

export const fetchNotificationsPage = async ({
  page,
  limit,
}: {
  page: number;
  limit: number;
}): Promise<NotificationsPage> =>
  (await request(notificationsPageResponseSchema, '/api/notifications', { query: { page, limit } })).data;

export const markNotificationsRead = async (ids: string[]): Promise<void> => {
  await request(okSchema, '/api/notifications/mark-read', { method: 'PATCH', body: { ids } });
};

export const markAllNotificationsRead = async (): Promise<void> => {
  await request(okSchema, '/api/notifications/mark-all-read', { method: 'PATCH' });
};

export type WatchOptions = {
  /** Where EventSource comes from (tests and old browsers may pass none: then nothing is watched). */
  EventSource?: typeof EventSource;
  /** Longest wait between attempts after the server refused the stream (default 60 s). */
  maxRetryMs?: number;
};

/**
 * Calls `onCount` with the unread count on connect and whenever it changes; returns the stop function.
 *
 * EventSource reconnects by itself after a dropped connection (the server's `retry:` hint sets the
 * pace). It gives up for good when the server answers with an error status (a 503 while the database
 * restarts, say), so then we open a new one ourselves, backing off, with the token read afresh.
 */
export function watchUnreadCount(
  onCount: (unreadCount: number) => void,
  options: WatchOptions = {},
): () => void {
  const Source = options.EventSource ?? globalThis.EventSource;
  const maxRetryMs = options.maxRetryMs ?? 60_000;
  let source: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let stopped = false;

  const open = () => {
    const token = tokenStorage.get('seller');
    if (stopped || !Source || !token) return;
    const url = `${apiBaseUrl}/api/notifications/stream?token=${encodeURIComponent(token)}`;
    const current = new Source(url);
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
}
