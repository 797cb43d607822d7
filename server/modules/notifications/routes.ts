// The feed API (issue 5): list, unread count, mark read, and the Server-Sent Events stream of the count.
import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsync, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import pg from 'pg';
import { okSchema } from '#schemas/api';
import {
  markReadSchema,
  notificationStreamQuerySchema,
  notificationsPageResponseSchema,
  notificationsQuerySchema,
  unreadCountResponseSchema,
} from '#schemas/notifications';
import type { Database } from '../../db/client.ts';
import { currentSeller } from '../../lib/access.ts';
import { databaseUnavailable } from '../../lib/errors.ts';
import { redactUrl } from '../../lib/logging.ts';
import { createNotificationListener, type NotificationListener } from './listener.ts';
import { createNotificationRepository } from './repository.ts';

/** Register with `{ prefix: '/api/notifications' }`, as app.ts does for every module. */
export type NotificationRoutesOptions = {
  database: Pick<Database, 'db' | 'pool'>;
  /**
   * Authenticates a seller on each of these routes. Leave it out when the app already authenticates
   * every /api route (server/lib/access.ts does); the stream's `?token=` is moved into the
   * Authorization header before either runs.
   */
  authenticateSeller?: onRequestHookHandler;
  /** The signed-in seller's id (default: the seller that server/lib/access.ts put on the request). */
  sellerIdOf?: (request: FastifyRequest) => string;
  /** The process's LISTEN connection; by default the plugin opens its own from the pool's settings. */
  listener?: NotificationListener;
  /** Comment line sent to every stream this often, so proxies keep idle streams open (default 25 s). */
  heartbeatMs?: number;
  /** The reconnect delay browsers are told to use after a drop (default 3 s). */
  retryMs?: number;
};

type Stream = { response: ServerResponse; lastSent: number | null };

const streamHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  // nginx and similar proxies would otherwise buffer the stream and deliver counts late.
  'x-accel-buffering': 'no',
};

export const notificationRoutes: FastifyPluginAsync<NotificationRoutesOptions> = async (fastify, options) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, authenticateSeller, heartbeatMs = 25_000, retryMs = 3_000 } = options;
  const sellerIdOf = options.sellerIdOf ?? ((request: FastifyRequest) => currentSeller(request).id);
  const repository = createNotificationRepository(database.db);
  const ownsListener = options.listener === undefined;
  const listener =
    options.listener ??
    createNotificationListener({
      createClient: () => new pg.Client(database.pool.options),
      log: {
        info: (message) => app.log.info(message),
        warn: (details, message) => app.log.warn(details, message),
      },
    });
  const onRequest = authenticateSeller ? [authenticateSeller] : [];

  // EventSource cannot send headers, so the stream alone takes its token from the query string. This
  // plugin-level hook runs before any route-level authentication, whoever registered it.
  const streamUrl = `${app.prefix}/stream`;
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.url !== streamUrl || request.headers.authorization) return;
    const { token } = request.query as { token?: unknown };
    if (typeof token === 'string' && token !== '') request.headers.authorization = `Bearer ${token}`;
  });

  app.get(
    '/',
    {
      onRequest,
      schema: {
        tags: ['notifications'],
        summary: 'A page of the feed, newest first',
        querystring: notificationsQuerySchema,
        response: { 200: notificationsPageResponseSchema },
      },
    },
    async (request) => ({ data: await repository.listPage(sellerIdOf(request), request.query) }),
  );

  app.get(
    '/unread-count',
    {
      onRequest,
      schema: {
        tags: ['notifications'],
        summary: 'How many notifications are unread',
        response: { 200: unreadCountResponseSchema },
      },
    },
    async (request) => ({ data: { unreadCount: await repository.unreadCount(sellerIdOf(request)) } }),
  );

  app.patch(
    '/mark-read',
    {
      onRequest,
      schema: {
        tags: ['notifications'],
        summary: "Mark the caller's own notifications read; other ids change nothing",
        body: markReadSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await repository.markRead(sellerIdOf(request), request.body.ids);
      return { data: { ok: true as const } };
    },
  );

  app.patch(
    '/mark-all-read',
    {
      onRequest,
      schema: {
        tags: ['notifications'],
        summary: 'Mark every notification read',
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await repository.markAllRead(sellerIdOf(request));
      return { data: { ok: true as const } };
    },
  );

  // The live badge: the streams of this process, grouped by seller so one count query serves them all.
  const streams = new Map<string, Set<Stream>>();
  const refreshes = new Map<string, { again: boolean }>();
  let heartbeat: NodeJS.Timeout | undefined;

  const send = (stream: Stream, unreadCount: number) => {
    if (stream.lastSent === unreadCount) return;
    stream.lastSent = unreadCount;
    stream.response.write(`data: ${JSON.stringify({ unreadCount })}\n\n`);
  };

  /** Re-reads a seller's count and sends it where it changed; wake-ups during a read cause one more read. */
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
        const unreadCount = await repository.unreadCount(sellerId);
        for (const stream of streams.get(sellerId) ?? []) send(stream, unreadCount);
      }
    } catch (error) {
      // The next notification (or the listener's reconnect) tries again; the browser keeps its last count.
      app.log.warn({ err: error }, 'could not refresh an unread count for its streams');
    } finally {
      refreshes.delete(sellerId);
    }
  };

  const streamCount = () => [...streams.values()].reduce((total, set) => total + set.size, 0);

  // One timer for the whole process, not one per client: an idle stream costs only its socket.
  const startHeartbeat = () => {
    heartbeat ??= setInterval(() => {
      for (const set of streams.values()) for (const stream of set) stream.response.write(': heartbeat\n\n');
    }, heartbeatMs);
    heartbeat.unref();
  };

  app.get(
    '/stream',
    {
      onRequest,
      // The query string carries a session token: whatever the app's logger does, this route never logs it.
      logSerializers: {
        req: (request: { method: string; url: string }) => ({
          method: request.method,
          url: redactUrl(request.url),
        }),
      },
      schema: {
        tags: ['notifications'],
        summary: 'Server-Sent Events: `data: {"unreadCount": n}` whenever the count changes',
        description:
          'Authenticated by `?token=` (EventSource cannot send headers). Sends the count on connect, then on every change; a comment line every 25 s keeps proxies from closing it.',
        querystring: notificationStreamQuerySchema,
      },
    },
    async (request, reply) => {
      const sellerId = sellerIdOf(request);
      try {
        await listener.ready();
      } catch {
        throw databaseUnavailable();
      }
      // Headers set by app-wide hooks (request id, security headers) would be lost with the hijack: keep them.
      const inherited = reply.getHeaders();
      reply.hijack();
      const response = reply.raw;
      for (const [name, value] of Object.entries(inherited))
        if (value !== undefined) response.setHeader(name, value);
      response.writeHead(200, streamHeaders);
      // Tells EventSource how soon to reconnect after a drop; it reconnects by itself, and gets the count anew.
      response.write(`retry: ${retryMs}\n\n`);

      const stream: Stream = { response, lastSent: null };
      let set = streams.get(sellerId);
      if (!set) streams.set(sellerId, (set = new Set()));
      set.add(stream);
      const unsubscribe = listener.subscribe(sellerId, () => void refresh(sellerId));
      startHeartbeat();

      response.on('close', () => {
        unsubscribe();
        set.delete(stream);
        if (set.size === 0 && streams.get(sellerId) === set) streams.delete(sellerId);
        if (streamCount() === 0) {
          clearInterval(heartbeat);
          heartbeat = undefined;
        }
      });
      // LISTEN is active before this read, so any change committed after it wakes the stream again.
      void refresh(sellerId);
    },
  );

  // Open streams would keep server.close() waiting forever: end them as the server starts closing.
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    for (const set of streams.values()) for (const stream of set) stream.response.end();
  });
  app.addHook('onClose', async () => {
    if (ownsListener) await listener.close();
  });
};
