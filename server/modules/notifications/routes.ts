// /api/notifications: the feed, its unread count, marking read, and the Server-Sent Events stream of the
// count. Validates, hands the use case to the notification service and answers.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '#schemas/api';
import {
  markReadSchema,
  notificationStreamQuerySchema,
  notificationsPageResponseSchema,
  notificationsQuerySchema,
  unreadCountResponseSchema,
} from '#schemas/notifications';
import { currentSeller } from '../../lib/access.ts';
import { okAnswer } from '../../lib/answers.ts';
import { databaseUnavailable } from '../../lib/errors.ts';
import { redactUrl } from '../../lib/logging.ts';
import type { NotificationService } from './service.ts';

export type NotificationRoutesOptions = { notifications: NotificationService };

export const notificationRoutes: FastifyPluginAsyncZod<NotificationRoutesOptions> = async (
  app,
  { notifications },
) => {
  // EventSource cannot send headers, so the stream alone takes its token from the query string. This
  // plugin-level hook runs before the route-level authentication of access control.
  const streamUrl = `${app.prefix}/stream`;
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.url !== streamUrl || request.headers.authorization) return;
    const { token } = request.query as { token?: unknown };
    if (typeof token === 'string' && token !== '') request.headers.authorization = `Bearer ${token}`;
  });

  app.get(
    '/',
    {
      schema: {
        tags: ['notifications'],
        summary: 'A page of the feed, newest first',
        querystring: notificationsQuerySchema,
        response: { 200: notificationsPageResponseSchema },
      },
    },
    async (request) => ({ data: await notifications.page(currentSeller(request).id, request.query) }),
  );

  app.get(
    '/unread-count',
    {
      schema: {
        tags: ['notifications'],
        summary: 'How many notifications are unread',
        response: { 200: unreadCountResponseSchema },
      },
    },
    async (request) => ({
      data: { unreadCount: await notifications.unreadCount(currentSeller(request).id) },
    }),
  );

  app.patch(
    '/mark-read',
    {
      schema: {
        tags: ['notifications'],
        summary: "Mark the caller's own notifications read; other ids change nothing",
        body: markReadSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await notifications.markRead(currentSeller(request).id, request.body.ids);
      return okAnswer;
    },
  );

  app.patch(
    '/mark-all-read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark every notification read',
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await notifications.markAllRead(currentSeller(request).id);
      return okAnswer;
    },
  );

  app.get(
    '/stream',
    {
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
      const seller = currentSeller(request);
      try {
        await notifications.streamsReady();
      } catch {
        throw databaseUnavailable();
      }
      // Headers set by app-wide hooks (request id, security headers) would be lost with the hijack: keep them.
      const inherited = reply.getHeaders();
      reply.hijack();
      for (const [name, value] of Object.entries(inherited))
        if (value !== undefined) reply.raw.setHeader(name, value);
      notifications.openStream(seller, reply.raw);
    },
  );

  app.addHook('preClose', async () => notifications.endStreams());
  app.addHook('onClose', async () => notifications.close());
};
