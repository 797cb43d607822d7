// The storefront's edge (issue 12, decision 025): POST /api/storefront/events (signed events in) and
// GET /api/admin/storefront/outbox (what we owe or sent it, for an admin to read). The plugin also defines
// the job that delivers what sellers did, and gives a job to every undelivered event when the runner starts.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '#schemas/api';
import { signatureHeader, signatureToleranceSeconds, storefrontEventSchema } from '#schemas/orders';
import { outboxQuerySchema, outboxResponseSchema, type OutboxEntry } from '#schemas/storefront';
import { text } from '#schemas/text';
import type { ModuleContext } from '../../lib/context.ts';
import {
  badRequest,
  conflict,
  errorResponses,
  HttpError,
  notFound,
  unauthenticated,
} from '../../lib/errors.ts';
import type { JobQueue } from '../../lib/jobs.ts';
import { valueOf, type RefusalStatus } from '../../lib/outcome.ts';
import type { OrderService } from '../orders/service.ts';
import { deliverSellerEvent } from './deliver.ts';
import { deliverTask, outboxPage, queueUndelivered, type DeliverPayload, type OutboxRow } from './outbox.ts';
import { storefrontSecret } from './secret.ts';
import { verifySignature } from './signature.ts';

export type StorefrontRoutesOptions = ModuleContext & { orders: OrderService; jobs: JobQueue };

/** An event is a few kilobytes (at most 100 lines); anything much larger is not one. */
const eventBodyLimit = 64 * 1024;

const receivedSchema = envelope(z.object({ received: z.literal(true), duplicate: z.boolean() }));

const outboxEntry = (row: OutboxRow): OutboxEntry => ({
  id: row.id,
  eventId: row.eventId,
  orderNumber: row.event.data.orderNumber,
  type: row.type,
  createdAt: row.createdAt.toISOString(),
  attempts: row.attempts,
  lastError: row.lastError,
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
  event: row.event,
});

const eventRefusals: RefusalStatus<Awaited<ReturnType<OrderService['applyStorefrontEvent']>>> = {
  'bad-event': ({ message }) => badRequest(message),
  'unknown-order': ({ message }) => notFound(message),
  'order-number-taken': ({ message }) => conflict(message),
  'out-of-stock': ({ message, line }) =>
    new HttpError(409, 'OUT_OF_STOCK', message, { [`data.lines.${line}.quantity`]: message }),
  'not-allowed': ({ message }) => conflict(message),
};

const unsigned = () =>
  unauthenticated(
    `This event is not signed as the storefront signs: ${signatureHeader}: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">, within ${signatureToleranceSeconds / 60} minutes of our clock.`,
  );

export const storefrontRoutes: FastifyPluginAsyncZod<StorefrontRoutesOptions> = async (
  app,
  { config, database, orders, jobs },
) => {
  const secret = await storefrontSecret(config);

  if (config.storefrontEventsUrl !== undefined) {
    jobs.define<DeliverPayload>(
      deliverTask,
      deliverSellerEvent({ db: database.db, url: config.storefrontEventsUrl, secret }),
    );
    jobs.atStart(async () => {
      const queued = await queueUndelivered(database.db);
      if (queued > 0) app.log.info({ queued }, 'Queued the delivery of storefront events kept meanwhile');
    });
  }

  // The signature covers the body's exact bytes, so this plugin's JSON is kept as bytes until it is checked
  // (the parser is scoped to this plugin; the rest of the API parses JSON as usual). Any other type is 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: eventBodyLimit },
    (_request, body, done) => done(null, body),
  );

  /** Refuses an unsigned event before anything reads it, then hands the route its parsed JSON. */
  const checkSignature = async (request: FastifyRequest) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const header = request.headers[signatureHeader.toLowerCase()];
    const check = verifySignature(
      secret,
      Array.isArray(header) ? header.join(',') : header,
      raw,
      Math.floor(Date.now() / 1000),
    );
    if (!check.ok) {
      request.log.warn({ reason: check.reason }, 'A storefront event was refused: not signed right');
      throw unsigned();
    }
    let event: unknown;
    try {
      event = JSON.parse(raw.toString('utf8'));
    } catch {
      throw badRequest('The event is not valid JSON.');
    }
    if (typeof event !== 'object' || event === null || Array.isArray(event))
      throw badRequest('An event is a JSON object: { "id", "type", "createdAt", "data" }.');
    request.body = event;
  };

  app.post(
    '/storefront/events',
    {
      config: { public: true },
      preValidation: checkSignature,
      schema: {
        tags: ['storefront'],
        summary: `An event from the storefront (order placed, payment updated, delivered, cancelled), signed in ${signatureHeader}; a repeated id has no second effect`,
        // Documented for the OpenAPI page; checkSignature reads and checks it before validation.
        headers: z.object({
          [signatureHeader.toLowerCase()]: text({ label: signatureHeader, max: 1000 }).optional(),
        }),
        body: storefrontEventSchema,
        response: { 200: receivedSchema, ...errorResponses },
      },
    },
    async (request) => {
      const applied = valueOf(await orders.applyStorefrontEvent(request.body), eventRefusals);
      return { data: { received: true as const, duplicate: applied.duplicate } };
    },
  );

  app.get(
    '/admin/storefront/outbox',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The events sent or owed to the storefront about what sellers did, newest first, with their delivery attempts',
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { limit, cursor } = request.query;
      const rows = await outboxPage(
        database.db,
        limit + 1,
        cursor === undefined ? undefined : Number(cursor),
      );
      const page = rows.slice(0, limit);
      return {
        data: {
          events: page.map(outboxEntry),
          nextCursor: rows.length > limit ? String(page.at(-1)!.id) : null,
          eventsUrlConfigured: config.storefrontEventsUrl !== undefined,
        },
      };
    },
  );
};
