// The in-memory admin storefront service (tests/services/admin-storefront.ts) against the real
// /api/admin/storefront/outbox route: what sellers did, newest first, keyset pages, each row's delivery
// fields and event, whether STOREFRONT_EVENTS_URL is set, and the query's 400s answer alike, so the storefront
// events page's stories and model test show what the server does.
import { afterAll, expect } from 'vitest';
import { outboxResponseSchema, type OutboxEntry } from '#schemas/storefront';
import { orders } from '../../server/modules/orders/table.ts';
import { storefrontOutbox } from '../../server/modules/storefront/table.ts';
import {
  createAdminStorefrontService,
  type AdminStorefrontService,
} from '../../src/services/admin-storefront.ts';
import { createOrdersService } from '../../src/services/orders.ts';
import { contract, expectRefusal, parsed, type World } from '../helpers/contract.ts';
import { injectHttpClient, memoryTokens } from '../helpers/inject-http.ts';
import { createFakeAdminStorefront } from '../services/admin-storefront.ts';
import { approvedSeller, startOrdersApp, type OrdersTestApp } from './orders-fixture.ts';

type SellerAct = 'accept' | 'reject' | 'ship';

type OutboxWorld = World & {
  /** The admin's side. */
  service: AdminStorefrontService;
  /** A seller acts on a new order of theirs (shipping accepts it first); answers its order number. */
  act(what: SellerAct): Promise<string>;
};

const reason = 'Sold out at the shop';
const shipment = { courier: 'LBC', trackingNumber: 'LBC000000042' };

/** One real app for each setting of the URL, closed after the file. */
const apps: Record<string, Promise<OrdersTestApp>> = {};
afterAll(async () => {
  for (const app of Object.values(apps)) await (await app).close();
});

let numbering = 0;
const nextNumber = () => `CT-OUT-${(numbering += 1)}`;

/**
 * A pending order of the seller, straight into its table: how orders are placed is the orders' tests'
 * business; what the seller then does goes through the API.
 */
async function newOrder(t: OrdersTestApp, sellerId: string) {
  const orderNumber = nextNumber();
  const [row] = await t.database.db
    .insert(orders)
    .values({
      sellerId,
      orderNumber,
      buyerName: 'Maria Clara',
      buyerEmail: 'maria@example.ph',
      buyerPhone: '09171234567',
      shipAddress: '12 Mabini St',
      shipCity: 'Quezon City',
      shipState: 'Metro Manila',
      shipZipcode: '1100',
      paymentStatus: 'paid',
      subtotal: 45_050,
      shippingFee: 5_000,
      total: 50_050,
      placedAt: new Date(),
    })
    .returning({ id: orders.id });
  return { id: row!.id, orderNumber };
}

/** Both sides, with STOREFRONT_EVENTS_URL set or not (the real one never runs its jobs here). */
const worlds = (eventsUrl?: string) =>
  contract<OutboxWorld>({
    'the test service': async () => {
      const fake = createFakeAdminStorefront({ eventsUrlConfigured: eventsUrl !== undefined });
      return {
        service: fake.service,
        async act(what) {
          const orderNumber = nextNumber();
          if (what === 'reject') fake.record('order.rejected', { orderNumber, reason });
          else fake.record('order.accepted', { orderNumber });
          if (what === 'ship') fake.record('order.fulfilled', { orderNumber, ...shipment });
          return orderNumber;
        },
        close: async () => undefined,
      };
    },
    'the real routes': async () => {
      const t = await (apps[eventsUrl ?? ''] ??= startOrdersApp(
        eventsUrl === undefined ? {} : { env: { STOREFRONT_EVENTS_URL: eventsUrl } },
      ));
      const seller = await approvedSeller(t);
      const sellerOrders = createOrdersService(
        injectHttpClient(t.app, memoryTokens({ seller: seller.token })),
      );
      return {
        service: createAdminStorefrontService(injectHttpClient(t.app, memoryTokens({ admin: t.adminToken }))),
        async act(what) {
          const { id, orderNumber } = await newOrder(t, seller.id);
          if (what === 'reject') await sellerOrders.setOrderStatus(id, { status: 'rejected', reason });
          else await sellerOrders.setOrderStatus(id, { status: 'accepted' });
          if (what === 'ship') await sellerOrders.fulfilOrder(id, shipment);
          return orderNumber;
        },
        // The outbox is every seller's and a scenario reads all of it: the next one starts from an empty one.
        close: async () => {
          await t.database.db.delete(storefrontOutbox);
        },
      };
    },
  });

const pageOf = outboxResponseSchema.shape.data;
const summary = (entry: OutboxEntry) => `${entry.type} ${entry.orderNumber}`;

const withoutUrl = worlds();

withoutUrl('newest first, in keyset pages, each row as sent and kept', async ({ service, act }) => {
  const accepted = await act('accept');
  const rejected = await act('reject');
  const shipped = await act('ship');

  const first = await parsed(pageOf, service.listOutbox({ cursor: null, limit: 2 }));
  expect(first.eventsUrlConfigured).toBe(false);
  expect(first.events.map(summary)).toEqual([`order.fulfilled ${shipped}`, `order.accepted ${shipped}`]);
  expect(first.nextCursor).toBe(String(first.events[1]!.id));
  const [fulfilled] = first.events;
  expect(fulfilled).toEqual({
    id: expect.any(Number),
    eventId: fulfilled!.event.id,
    orderNumber: shipped,
    type: 'order.fulfilled',
    createdAt: fulfilled!.event.createdAt,
    attempts: 0,
    lastError: null,
    deliveredAt: null,
    event: {
      id: expect.any(String),
      type: 'order.fulfilled',
      createdAt: expect.any(String),
      data: { orderNumber: shipped, ...shipment },
    },
  });

  const second = await parsed(pageOf, service.listOutbox({ cursor: first.nextCursor, limit: 2 }));
  expect(second.events.map(summary)).toEqual([`order.rejected ${rejected}`, `order.accepted ${accepted}`]);
  expect(second.events[0]!.event.data).toEqual({ orderNumber: rejected, reason });
  expect(second.nextCursor).toBeNull();

  // The default page holds them all; a cursor naming no row has nothing after it.
  const whole = await parsed(pageOf, service.listOutbox({ cursor: null }));
  expect(whole.events).toHaveLength(4);
  expect(whole.nextCursor).toBeNull();
  const nowhere = await parsed(pageOf, service.listOutbox({ cursor: '999999' }));
  expect(nowhere).toEqual({ events: [], nextCursor: null, eventsUrlConfigured: false });
});

withoutUrl('an empty outbox, and a query the route refuses', async ({ service }) => {
  expect(await parsed(pageOf, service.listOutbox({ cursor: null }))).toEqual({
    events: [],
    nextCursor: null,
    eventsUrlConfigured: false,
  });
  await expectRefusal(service.listOutbox({ cursor: 'abc' }), {
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'cursor is not valid',
    fields: { cursor: 'cursor is not valid' },
  });
  await expectRefusal(service.listOutbox({ cursor: null, limit: 101 }), {
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'limit must be at most 100',
    fields: { limit: 'limit must be at most 100' },
  });
});

worlds('http://storefront.test/events')(
  'with STOREFRONT_EVENTS_URL set, an event not delivered yet waits for its first attempt',
  async ({ service, act }) => {
    const accepted = await act('accept');
    const page = await parsed(pageOf, service.listOutbox({ cursor: null }));
    expect(page.eventsUrlConfigured).toBe(true);
    expect(page.events).toMatchObject([
      { type: 'order.accepted', orderNumber: accepted, attempts: 0, lastError: null, deliveredAt: null },
    ]);
  },
);
