// Shared set-up of the notification server tests: the table, sellers with real sessions, and a small app.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client.ts';
import { sellers } from '../../server/db/schema.ts';
import { registerAccessControl } from '../../server/lib/access.ts';
import { handleError } from '../../server/lib/error-handler.ts';
import { loggerOptions, OneLinePerRequest } from '../../server/lib/logging.ts';
import { createSessionStore } from '../../server/lib/sessions.ts';
import { unreadCountSchema } from '#schemas/notifications';
import { approvalStatus } from '#schemas/seller';
import { notificationRoutes } from '../../server/modules/notifications/routes.ts';
import {
  createNotificationService,
  type NotificationServiceOptions,
} from '../../server/modules/notifications/service.ts';

export type TestSeller = { id: string; token: string };

/** A verified, onboarded seller with a real session token (server/lib/sessions.ts). */
export async function createSeller(database: Database, label = 'seller'): Promise<TestSeller> {
  const [row] = await database.db
    .insert(sellers)
    .values({
      email: `${label}-${randomUUID()}@example.test`,
      sellerName: `Seller ${label}`,
      spStoreName: `Store ${label}`,
      country: 'PH',
      passwordHash: 'not-a-real-hash',
      emailVerifiedAt: sql`now()`,
      hasOnboarded: true,
      approvalStatus: approvalStatus.approved,
    })
    .returning({ id: sellers.id });
  const token = await createSessionStore(database.db).startSeller(row!.id);
  return { id: row!.id, token };
}

export type TestApp = { app: FastifyInstance; logLines: string[] };

/**
 * The notification plugin registered as app.ts registers modules, behind the API foundation's real
 * access control, error handler and logger settings (server/lib), without the unrelated modules.
 */
export async function buildNotificationsApp(
  database: Database,
  options: Omit<NotificationServiceOptions, 'database' | 'log' | 'sessions'> = {},
): Promise<TestApp> {
  const logLines: string[] = [];
  const app = Fastify({
    logger: loggerOptions({ logLevel: 'info' }, { write: (line) => void logLines.push(line) }),
    logController: new OneLinePerRequest(),
    genReqId: () => randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  const sessions = createSessionStore(database.db);
  registerAccessControl(app, sessions);
  const notifications = createNotificationService({ database, sessions, log: app.log, ...options });
  await app.register(notificationRoutes, { prefix: '/api/notifications', notifications });
  await app.ready();
  return { app, logLines };
}

export const bearer = (seller: TestSeller) => ({ authorization: `Bearer ${seller.token}` });

export type StreamBlock = { data?: unknown; retry?: number; comment?: string };

/** A minimal EventSource over node:http that records every block the server sends. */
export type TestStream = {
  status: number;
  headers: http.IncomingHttpHeaders;
  blocks: StreamBlock[];
  /** Resolves with the first block at or after `from` that `matches`. */
  next(matches: (block: StreamBlock) => boolean, from?: number, timeoutMs?: number): Promise<StreamBlock>;
  ended: Promise<void>;
  close(): void;
};

/** Opens a Server-Sent Events stream at `url` and records what arrives. */
export function openEventStream(url: string): Promise<TestStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, (response) => {
      const blocks: StreamBlock[] = [];
      const listeners = new Set<() => void>();
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const raw = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const block: StreamBlock = {};
          for (const line of raw.split('\n')) {
            if (line.startsWith(':')) block.comment = line.slice(1).trim();
            else if (line.startsWith('data: ')) block.data = JSON.parse(line.slice(6));
            else if (line.startsWith('retry: ')) block.retry = Number(line.slice(7));
          }
          blocks.push(block);
          for (const listener of listeners) listener();
        }
      });
      const ended = new Promise<void>((done) => response.on('close', () => done()));
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        blocks,
        ended,
        next(matches, from = 0, timeoutMs = 8_000) {
          return new Promise((found, fail) => {
            const check = () => {
              const block = blocks.slice(from).find(matches);
              if (!block) return;
              listeners.delete(check);
              clearTimeout(timer);
              found(block);
            };
            const timer = setTimeout(() => {
              listeners.delete(check);
              fail(new Error(`no matching block; got ${JSON.stringify(blocks.slice(from))}`));
            }, timeoutMs);
            listeners.add(check);
            check();
          });
        },
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}

export const isCount = (unreadCount: number) => (block: StreamBlock) =>
  unreadCountSchema.safeParse(block.data).success &&
  (block.data as { unreadCount: number }).unreadCount === unreadCount;

export const dataBlocks = (stream: TestStream) => stream.blocks.filter((block) => block.data !== undefined);
