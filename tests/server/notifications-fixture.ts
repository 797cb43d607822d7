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
import {
  notificationRoutes,
  type NotificationRoutesOptions,
} from '../../server/modules/notifications/routes.ts';

/**
 * TEMPORARY, until the lead re-exports `notifications` from server/db/schema.ts and commits the
 * drizzle-kit migration: the exact SQL drizzle-kit generates for server/modules/notifications/table.ts.
 * Once the migrated template has the table this does nothing.
 */
const temporaryNotificationsDdl = [
  `CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"read_at" timestamp with time zone
)`,
  `ALTER TABLE "notifications" ADD CONSTRAINT "notifications_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action`,
  `CREATE INDEX "notifications_seller_feed_idx" ON "notifications" USING btree ("seller_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST)`,
  `CREATE INDEX "notifications_seller_unread_idx" ON "notifications" USING btree ("seller_id") WHERE "notifications"."read_at" is null`,
];

export async function ensureNotificationsTable(database: Database): Promise<void> {
  const { rows } = await database.pool.query<{ exists: boolean }>(
    `select to_regclass('public.notifications') is not null as exists`,
  );
  if (rows[0]?.exists) return;
  for (const statement of temporaryNotificationsDdl) await database.pool.query(statement);
}

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
      approvalStatus: 1,
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
  options: Partial<NotificationRoutesOptions> = {},
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
  await app.register(notificationRoutes, { prefix: '/api/notifications', database, ...options });
  await app.ready();
  return { app, logLines };
}

export const bearer = (seller: TestSeller) => ({ authorization: `Bearer ${seller.token}` });
