// The in-memory admin storefront service, for stories and tests: the outbox API's rules (newest first by
// creation time then id, keyset pages after the cursor's row, the query's 400s in the schema's words, whether
// STOREFRONT_EVENTS_URL is set), held to the real route by tests/server/contract-admin-storefront.test.ts.
import { outboxQuerySchema, type OutboxEntry, type OutboxPage } from '#schemas/storefront';
import type { SellerOrderEvent } from '#schemas/orders';
import { FailureError } from '#machines/shared/failure.ts';
import type { AdminStorefrontService, OutboxRequest } from '../../src/services/admin-storefront.ts';

export type DeliveryState = 'kept' | 'waiting' | 'delivered';

export type FakeAdminStorefrontOptions = {
  /** The outbox's rows, in any order. */
  events?: OutboxEntry[];
  /** Whether STOREFRONT_EVENTS_URL is set; not, unless told. */
  eventsUrlConfigured?: boolean;
  pageSize?: number;
  /** Every page fails (`list`), or every page after the first (`more`). */
  fail?: { list?: boolean; more?: boolean };
  /** Every call stays pending (the loading state). */
  never?: boolean;
};

/** A fixed clock for stories and tests. */
export const fakeNow = new Date('2026-11-24T06:00:00Z');

const minutesBefore = (minutes: number) => new Date(fakeNow.getTime() - minutes * 60_000).toISOString();

const what: Record<SellerOrderEvent['type'], (index: number) => SellerOrderEvent['data']> = {
  'order.accepted': (index) => ({ orderNumber: orderNumberOf(index) }),
  'order.rejected': (index) => ({ orderNumber: orderNumberOf(index), reason: 'Sold out at the shop' }),
  'order.fulfilled': (index) => ({
    orderNumber: orderNumberOf(index),
    courier: 'LBC',
    trackingNumber: `LBC${String(index).padStart(9, '0')}`,
  }),
};

export const orderNumberOf = (index: number) => `SK-${String(240_000 + index)}`;
const types = Object.keys(what) as SellerOrderEvent['type'][];

/**
 * The `index`th outbox row (1 = the oldest, ten minutes apart): an acceptance, a rejection or a shipment in
 * turn, in the delivery state asked for (kept: no URL, never tried; waiting: tried and refused; delivered).
 */
export function makeOutboxEntry(
  index: number,
  state: DeliveryState = 'kept',
  overrides: Partial<OutboxEntry> = {},
): OutboxEntry {
  const type = overrides.type ?? types[(index - 1) % types.length]!;
  const createdAt = minutesBefore((100 - index) * 10);
  const eventId = `0b8e6a52-5f7d-4c1e-9a3b-${String(index).padStart(12, '0')}`;
  const event: SellerOrderEvent = { id: eventId, type, createdAt, data: what[type](index) };
  return {
    id: index,
    eventId,
    orderNumber: event.data.orderNumber,
    type,
    createdAt,
    attempts: state === 'kept' ? 0 : state === 'waiting' ? 3 : 1,
    lastError: state === 'waiting' ? 'The storefront answered 503 Service Unavailable.' : null,
    deliveredAt: state === 'delivered' ? minutesBefore((100 - index) * 10 - 1) : null,
    event,
    ...overrides,
  };
}

const refusal = (status: number, message: string, code: string, fields?: Record<string, string>) =>
  new FailureError({ kind: 'http', status, code, message, fields });

export function createFakeAdminStorefront(options: FakeAdminStorefrontOptions = {}) {
  const events = (options.events ?? []).map((entry) => structuredClone(entry));
  let eventsUrlConfigured = options.eventsUrlConfigured ?? false;
  const calls: string[] = [];

  /** The server's order: newest first, the later id first among rows made at the same instant. */
  const newestFirst = () => [...events].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);

  const listOutbox = ({ cursor, limit }: OutboxRequest): OutboxPage => {
    calls.push(`list${cursor ? ` after ${cursor}` : ''}`);
    if (options.fail?.list || (options.fail?.more && cursor !== null))
      throw refusal(500, 'Something went wrong on our side. Please try again.', 'INTERNAL_ERROR');
    // The route validates its query with the same schema; its 400 names each field in the schema's words.
    const query = outboxQuerySchema.safeParse({
      limit: limit ?? options.pageSize,
      cursor: cursor ?? undefined,
    });
    if (!query.success) {
      const fields: Record<string, string> = {};
      for (const issue of query.error.issues) fields[issue.path.join('.')] ??= issue.message;
      throw refusal(400, query.error.issues[0]!.message, 'VALIDATION_FAILED', fields);
    }
    const ordered = newestFirst();
    // Keyset: the rows after the cursor's row; a row that is not there (any more) has nothing after it.
    const { cursor: after } = query.data;
    const at = after === undefined ? -1 : ordered.findIndex((entry) => entry.id === Number(after));
    const rest = after === undefined ? ordered : at === -1 ? [] : ordered.slice(at + 1);
    const page = rest.slice(0, query.data.limit);
    return {
      events: structuredClone(page),
      nextCursor: rest.length > page.length ? String(page.at(-1)!.id) : null,
      eventsUrlConfigured,
    };
  };

  const service: AdminStorefrontService = {
    listOutbox: (request) =>
      options.never
        ? new Promise<never>(() => undefined)
        : new Promise<OutboxPage>((resolve) => resolve(listOutbox(request))),
  };

  return {
    service,
    calls,
    events,
    /** What the orders service does when a seller acts: one more row, the newest, never tried yet. */
    record(type: SellerOrderEvent['type'], data: SellerOrderEvent['data']) {
      const id = Math.max(0, ...events.map((entry) => entry.id)) + 1;
      const createdAt = new Date().toISOString();
      const event: SellerOrderEvent = { id: crypto.randomUUID(), type, createdAt, data };
      events.push({
        id,
        eventId: event.id,
        orderNumber: data.orderNumber,
        type,
        createdAt,
        attempts: 0,
        lastError: null,
        deliveredAt: null,
        event,
      });
    },
    setEventsUrlConfigured(configured: boolean) {
      eventsUrlConfigured = configured;
    },
  };
}

export type FakeAdminStorefront = ReturnType<typeof createFakeAdminStorefront>;
