// Shared set-up of the notification server tests: the table, sellers with real sessions, and a small app.
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client.ts';
import { sellers } from '../../server/db/schema.ts';
import { registerAccessControl } from '../../server/lib/access.ts';
import { handleError } from '../../server/lib/error-handler.ts';
import { loggerOptions, OneLinePerRequest } from '../../server/lib/logging.ts';
import { createSessionStore } from '../../server/lib/sessions.ts';
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
  options: Omit<NotificationServiceOptions, 'database' | 'log'> = {},
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
  registerAccessControl(app, createSessionStore(database.db));
  const notifications = createNotificationService({ database, log: app.log, ...options });
  await app.register(notificationRoutes, { prefix: '/api/notifications', notifications });
  await app.ready();
  return { app, logLines };
}

export const bearer = (seller: TestSeller) => ({ authorization: `Bearer ${seller.token}` });
