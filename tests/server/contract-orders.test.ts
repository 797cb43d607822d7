// The in-memory orders service (tests/services/orders.ts) against the real /api/orders routes: the seller's
// list (newest first, pages of 10 until one comes back empty, each filter, Philippine days), one order,
// accept / reject / ship with their 409s and 400s, another seller's order and the CSV export answer alike,
// so the list's and the detail's stories and model tests show what the server does.
import { afterAll, expect } from 'vitest';
import { orderListResponseSchema, orderResponseSchema, type OrderListQuery } from '#schemas/orders';
import { refusalMessage } from '#machines/order-status/machine.ts';
import { createOrdersService, type OrdersService } from '../../src/services/orders.ts';
import { contract, expectRefusal, parsed, type World } from '../helpers/contract.ts';
import { injectHttpClient, memoryTokens } from '../helpers/inject-http.ts';
import { createFakeOrders, makeOrder, noSuchOrderMessage } from '../services/orders.ts';
import {
  approvedProduct,
  approvedSeller,
  placeOrder,
  placedData,
  startOrdersApp,
  type OrdersTestApp,
} from './orders-fixture.ts';

/** What a scenario says about an order it places; the rest is whatever each side makes of it. */
type Seed = { orderNumber: string; placedAt: string; paymentStatus?: 'paid' | 'unpaid' };

type OrdersWorld = World & {
  /** The signed-in seller's orders. */
  service: OrdersService;
  /** An order of the seller, placed by the storefront; answers its id. */
  place(seed: Seed): Promise<number>;
  /** The id of an order of another seller. */
  foreign(): Promise<number>;
};

let shared: Promise<OrdersTestApp> | null = null;
afterAll(async () => {
  if (shared) await (await shared).close();
});

const scenario = contract<OrdersWorld>({
  'the test service': async () => {
    const fake = createFakeOrders();
    let placed = 0;
    return {
      service: fake.service,
      async place({ orderNumber, placedAt, paymentStatus = 'paid' }) {
        placed += 1;
        const order = makeOrder(placed, paymentStatus === 'paid' ? 'pending' : 'unpaid', {
          orderNumber,
          placedAt,
        });
        fake.add({ ...order, timeline: order.timeline.map((entry) => ({ ...entry, at: placedAt })) });
        return order.id;
      },
      foreign: async () => 999_999,
      close: async () => undefined,
    };
  },
  'the real routes': async () => {
    const t = await (shared ??= startOrdersApp());
    const seller = await approvedSeller(t);
    const product = await approvedProduct(t, seller, { quantity: 1000, picture: false });
    const http = injectHttpClient(t.app, memoryTokens({ seller: seller.token }));
    return {
      service: createOrdersService(http),
      async place({ orderNumber, placedAt, paymentStatus = 'paid' }) {
        return (
          await placeOrder(t, seller, placedData([{ product }], { orderNumber, placedAt, paymentStatus }))
        ).id;
      },
      async foreign() {
        const other = await approvedSeller(t);
        const theirs = await approvedProduct(t, other, { quantity: 5, picture: false });
        return (await placeOrder(t, other, placedData([{ product: theirs }]))).id;
      },
      close: async () => undefined,
    };
  },
});

const listOf = orderListResponseSchema.shape.data;
const orderOf = orderResponseSchema.shape.data;

/** A unique order number per world, so worlds sharing one database never clash. */
let numbering = 0;
const numbered = () => {
  numbering += 1;
  return (index: number) => `CT-${numbering}-${String(index).padStart(2, '0')}`;
};

/** The order numbers of one page of the list. */
const numbersOf = async (service: OrdersService, query: Partial<OrderListQuery> & { page: number }) =>
  (await parsed(listOf, service.listOrders(query))).orders.map((order) => order.orderNumber);

/** Twelve orders a minute apart on 15 March 2026, the last the newest. */
const placeTwelve = async (world: OrdersWorld) => {
  const number = numbered();
  for (let index = 1; index <= 12; index += 1)
    await world.place({
      orderNumber: number(index),
      placedAt: new Date(Date.UTC(2026, 2, 15, 4, index)).toISOString(),
    });
  return number;
};

scenario('the list: newest first, ten a page, until a page comes back empty', async (world) => {
  const number = await placeTwelve(world);
  expect(await numbersOf(world.service, { page: 1 })).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map(number));
  expect(await numbersOf(world.service, { page: 2 })).toEqual([2, 1].map(number));
  expect(await numbersOf(world.service, { page: 3 })).toEqual([]);
  expect(await numbersOf(world.service, { page: 2, limit: 5 })).toEqual([7, 6, 5, 4, 3].map(number));
});

scenario('the filters: payment, fulfilment, and start and end days in Philippine time', async (world) => {
  const number = numbered();
  // 23:59 on 14 March in Manila, then midnight on the 15th, then the 16th; the last one unpaid.
  const late = await world.place({ orderNumber: number(1), placedAt: '2026-03-14T15:59:00.000Z' });
  await world.place({ orderNumber: number(2), placedAt: '2026-03-14T16:00:00.000Z' });
  await world.place({
    orderNumber: number(3),
    placedAt: '2026-03-16T01:00:00.000Z',
    paymentStatus: 'unpaid',
  });
  await world.service.setOrderStatus(late, { status: 'accepted' });
  await world.service.fulfilOrder(late, {});

  expect(await numbersOf(world.service, { page: 1, startDate: '2026-03-15' })).toEqual([3, 2].map(number));
  expect(await numbersOf(world.service, { page: 1, endDate: '2026-03-14' })).toEqual([number(1)]);
  expect(await numbersOf(world.service, { page: 1, startDate: '2026-03-15', endDate: '2026-03-15' })).toEqual(
    [number(2)],
  );
  expect(await numbersOf(world.service, { page: 1, paymentStatus: 'unpaid' })).toEqual([number(3)]);
  expect(await numbersOf(world.service, { page: 1, paymentStatus: 'paid' })).toEqual([2, 1].map(number));
  expect(await numbersOf(world.service, { page: 1, fulfillment: 'fulfilled' })).toEqual([number(1)]);
  expect(await numbersOf(world.service, { page: 1, fulfillment: 'delivered' })).toEqual([]);
});

scenario('accept, then ship with a courier and tracking number; what is refused is 409', async (world) => {
  const number = numbered();
  const id = await world.place({ orderNumber: number(1), placedAt: '2026-03-15T04:00:00.000Z' });
  const pending = await parsed(orderOf, world.service.getOrder(id));
  expect(pending).toMatchObject({ displayStatus: 'pending', prepareStatus: null, shipment: null });
  expect(pending.timeline.map((entry) => entry.what)).toEqual(['Placed', 'Paid']);

  await expectRefusal(world.service.fulfilOrder(id, { trackingNumber: 'LBC1' }), {
    status: 409,
    code: 'CONFLICT',
    message: refusalMessage(number(1), 'pending', { type: 'SHIP' }),
  });

  const accepted = await parsed(orderOf, world.service.setOrderStatus(id, { status: 'accepted' }));
  expect(accepted).toMatchObject({ displayStatus: 'accepted', prepareStatus: 6, shipment: null });
  expect(accepted.timeline.at(-1)!.what).toBe('Accepted');
  await expectRefusal(world.service.setOrderStatus(id, { status: 'accepted' }), {
    status: 409,
    code: 'CONFLICT',
    message: refusalMessage(number(1), 'accepted', { type: 'ACCEPT' }),
  });

  const shipped = await parsed(
    orderOf,
    world.service.fulfilOrder(id, { courier: 'LBC', trackingNumber: 'LBC123' }),
  );
  expect(shipped).toMatchObject({
    displayStatus: 'fulfilled',
    fulfillmentStatus: 'fulfilled',
    shipment: { courier: 'LBC', trackingNumber: 'LBC123' },
  });
  expect(shipped.timeline.at(-1)!.what).toBe('Shipped by LBC tracking number LBC123');
  await expectRefusal(world.service.setOrderStatus(id, { status: 'rejected', reason: 'Too late' }), {
    status: 409,
    code: 'CONFLICT',
    message: refusalMessage(number(1), 'fulfilled', { type: 'REJECT' }),
  });
  expect(await parsed(orderOf, world.service.getOrder(id))).toEqual(shipped);
});

scenario('a rejection needs a reason; with one the order is rejected', async (world) => {
  const number = numbered();
  const id = await world.place({ orderNumber: number(1), placedAt: '2026-03-15T04:00:00.000Z' });
  const reasonRequired = 'Please give the buyer a reason for rejecting the order';
  await expectRefusal(world.service.setOrderStatus(id, { status: 'rejected' }), {
    status: 400,
    code: 'VALIDATION_FAILED',
    message: reasonRequired,
    fields: { reason: reasonRequired },
  });
  const rejected = await parsed(
    orderOf,
    world.service.setOrderStatus(id, { status: 'rejected', reason: 'Out of the red ones' }),
  );
  expect(rejected).toMatchObject({ displayStatus: 'rejected', prepareStatus: 7 });
  expect(rejected.timeline.at(-1)!.what).toBe('Rejected: Out of the red ones');
  // Shipping without a courier or tracking number is allowed, but not for a rejected order.
  await expectRefusal(world.service.fulfilOrder(id, {}), {
    status: 409,
    code: 'CONFLICT',
    message: refusalMessage(number(1), 'rejected', { type: 'SHIP' }),
  });
});

scenario("another seller's order, or an id that is not one, is not there", async (world) => {
  const theirs = await world.foreign();
  const notThere = { status: 404, code: 'NOT_FOUND', message: noSuchOrderMessage };
  await expectRefusal(world.service.getOrder(theirs), notThere);
  await expectRefusal(world.service.getOrder('abc'), notThere);
  await expectRefusal(world.service.setOrderStatus(theirs, { status: 'accepted' }), notThere);
  await expectRefusal(world.service.fulfilOrder(theirs, {}), notThere);
});

scenario("the CSV export: the header, then the filter's orders newest first", async (world) => {
  const number = await placeTwelve(world);
  const csv = await (await world.service.downloadOrdersCsv({ startDate: '2026-03-15' })).text();
  const [header, ...rows] = csv.split('\r\n');
  expect(header).toBe(
    'Order number,Placed at,Status,Fulfillment,Payment,Buyer,Phone,Address,Barangay,City,Province,Zip code,Items,Subtotal,Shipping fee,Total,Courier,Tracking number',
  );
  expect(rows.at(-1)).toBe('');
  const cells = rows.slice(0, -1).map((row) => row.split(','));
  expect(cells.map((row) => row[0])).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map(number));
  expect(cells[0]!.slice(1, 5)).toEqual(['2026-03-15 12:12', 'Pending', 'Unfulfilled', 'Paid']);
  const none = await (await world.service.downloadOrdersCsv({ fulfillment: 'delivered' })).text();
  expect(none).toBe(`${header}\r\n`);
});
