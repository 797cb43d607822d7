// The feed as use cases, and the live unread badge: this process's Server-Sent Event streams, grouped by
// seller so one count query serves all of a seller's streams, woken through the process's LISTEN connection.
// A stream lives as long as the session that opened it: each count is sent only to streams whose session
// is still live, and the heartbeat ends the streams of sessions that ended (logout, a password change or
// reset, 30 idle days) however they ended, without the modules that end them knowing about streams.
import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { NotificationsPage, NotificationsQuery } from '#schemas/notifications';
import type { Database } from '../../db/client.ts';
import type { AuthenticatedSeller, SessionStore } from '../../lib/sessions.ts';
import { createNotificationListener, type NotificationListener } from './listener.ts';
import { wakeStreams } from './notify.ts';
import { createNotificationRepository } from './repository.ts';

export type NotificationServiceOptions = {
  database: Pick<Database, 'db' | 'pool'>;
  log: FastifyBaseLogger;
  sessions: Pick<SessionStore, 'liveSellerSessions'>;
  /** The process's LISTEN connection; by default one opened from the pool's settings on the first stream. */
  listener?: NotificationListener;
  /**
   * Comment line sent to every stream this often, so proxies keep idle streams open, and how often the
   * streams' sessions are re-checked (default 25 s).
   */
  heartbeatMs?: number;
  /** The reconnect delay browsers are told to use after a drop (default 3 s). */
  retryMs?: number;
};

const streamHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  // nginx and similar proxies would otherwise buffer the stream and deliver counts late.
  'x-accel-buffering': 'no',
};

type Stream = { response: ServerResponse; sessionHash: string; lastSent: number | null };

export function createNotificationService(options: NotificationServiceOptions) {
  const { database, log, sessions, heartbeatMs = 25_000, retryMs = 3_000 } = options;
  const reads = createNotificationRepository(database.db);
  const ownsListener = options.listener === undefined;
  const listener =
    options.listener ??
    createNotificationListener({
      createClient: () => new pg.Client(database.pool.options),
      log: {
        info: (message) => log.info(message),
        warn: (details, message) => log.warn(details, message),
      },
    });

  /**
   * Marks the seller's unread rows (among `ids`, or all) read and, when that changed the count, wakes the
   * seller's streams in the same transaction: the badge on the seller's other tabs and devices follows.
   */
  const markRead = (sellerId: string, ids?: readonly string[]) =>
    database.db.transaction(async (tx) => {
      const marked = await createNotificationRepository(tx).markRead(sellerId, ids);
      if (marked > 0) await wakeStreams(tx, sellerId);
      return marked;
    });

  const streams = new Map<string, Set<Stream>>();
  const refreshes = new Map<string, { again: boolean }>();
  let heartbeat: NodeJS.Timeout | undefined;

  const send = (stream: Stream, unreadCount: number) => {
    if (stream.lastSent === unreadCount) return;
    stream.lastSent = unreadCount;
    stream.response.write(`data: ${JSON.stringify({ unreadCount })}\n\n`);
  };

  /**
   * Ends the streams among `candidates` whose session is not among the live ones (as read after the
   * streams were opened, so a stream opened meanwhile is never ended for a session it was not checked with).
   */
  const endEndedSessions = async (candidates: readonly Stream[]) => {
    const live = await sessions.liveSellerSessions([
      ...new Set(candidates.map((stream) => stream.sessionHash)),
    ]);
    const ended = candidates.filter((stream) => !live.has(stream.sessionHash));
    for (const stream of ended) stream.response.end();
    return ended;
  };

  /**
   * Re-reads a seller's count and sends it to the streams whose session is still live, where it changed;
   * wake-ups during a read cause one more read.
   */
  const refresh = async (sellerId: string) => {
    const running = refreshes.get(sellerId);
    if (running) {
      running.again = true;
      return;
    }
    const run = { again: true };
    refreshes.set(sellerId, run);
    try {
      while (run.again && streams.has(sellerId)) {
        run.again = false;
        const checked = [...(streams.get(sellerId) ?? [])];
        const [unreadCount, ended] = await Promise.all([
          reads.unreadCount(sellerId),
          endEndedSessions(checked),
        ]);
        for (const stream of streams.get(sellerId) ?? [])
          if (!ended.includes(stream)) send(stream, unreadCount);
      }
    } catch (error) {
      // The next notification (or the listener's reconnect) tries again; the browser keeps its last count.
      log.warn({ err: error }, 'could not refresh an unread count for its streams');
    } finally {
      refreshes.delete(sellerId);
    }
  };

  const allStreams = () => [...streams.values()].flatMap((set) => [...set]);

  let checkingSessions = false;
  /** Ends every stream whose session has ended since it was opened; one query for all of them. */
  const checkSessions = async () => {
    if (checkingSessions) return;
    checkingSessions = true;
    try {
      await endEndedSessions(allStreams());
    } catch (error) {
      log.warn({ err: error }, "could not check the sessions of this process's notification streams");
    } finally {
      checkingSessions = false;
    }
  };

  // One timer for the whole process, not one per client: an idle stream costs only its socket.
  const startHeartbeat = () => {
    heartbeat ??= setInterval(() => {
      for (const stream of allStreams()) stream.response.write(': heartbeat\n\n');
      void checkSessions();
    }, heartbeatMs);
    heartbeat.unref();
  };

  return {
    page: (sellerId: string, query: NotificationsQuery): Promise<NotificationsPage> =>
      reads.listPage(sellerId, query),

    unreadCount: (sellerId: string) => reads.unreadCount(sellerId),

    /** Marks the caller's own notifications among `ids` read; other ids change nothing. */
    markRead: (sellerId: string, ids: readonly string[]) => (ids.length === 0 ? 0 : markRead(sellerId, ids)),

    markAllRead: (sellerId: string) => markRead(sellerId),

    /** Resolves once this process LISTENs, so a stream opened now misses no change; rejects when it cannot. */
    streamsReady: () => listener.ready(),

    /**
     * Serves the seller's unread count on `response` (already carrying the reply's headers): now, and
     * whenever it changes, until the client goes away or the session `sessionHash` ends.
     */
    openStream(
      { id: sellerId, sessionHash }: Pick<AuthenticatedSeller, 'id' | 'sessionHash'>,
      response: ServerResponse,
    ) {
      response.writeHead(200, streamHeaders);
      // Tells EventSource how soon to reconnect after a drop; it reconnects by itself, and gets the count anew.
      response.write(`retry: ${retryMs}\n\n`);
      const stream: Stream = { response, sessionHash, lastSent: null };
      let set = streams.get(sellerId);
      if (!set) streams.set(sellerId, (set = new Set()));
      set.add(stream);
      const unsubscribe = listener.subscribe(sellerId, () => void refresh(sellerId));
      startHeartbeat();
      response.on('close', () => {
        unsubscribe();
        set.delete(stream);
        if (set.size === 0 && streams.get(sellerId) === set) streams.delete(sellerId);
        if (streams.size === 0) {
          clearInterval(heartbeat);
          heartbeat = undefined;
        }
      });
      // LISTEN is active before this read, so any change committed after it wakes the stream again.
      void refresh(sellerId);
    },

    /** Open streams would keep the server from closing: ends them as it starts to. */
    endStreams() {
      clearInterval(heartbeat);
      for (const stream of allStreams()) stream.response.end();
    },

    async close() {
      if (ownsListener) await listener.close();
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
