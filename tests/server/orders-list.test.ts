// GET /api/orders and GET /api/orders/export.csv against the real app and database (issue 12, decision 024):
// newest first, pages until an empty one, each filter, day bounds in Philippine time, the CSV's content and
// its batches, and the plans that keep a big seller's list on its indexes.
import { fillPlaceholders, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderListResponseSchema, type Order } from '#schemas/orders';
import type { Product } from '#schemas/products';
import {
  orderExportBatchQuery,
  orderListQuery,
  orderListShapeOf,
  orderListStatement,
  orderListValues,
} from '../../server/modules/orders/repository.ts';
import {
  approvedProduct,
  approvedSeller,
  nextOrderNumber,
  orderEvent,
  orderServiceOf,
  placedData,
  placeOrder,
  startOrdersApp,
  type OrdersTestApp,
  type TestSeller,
} from './orders-fixture.ts';
import { call, expectError } from './support.ts';

let t: OrdersTestApp;
let seller: TestSeller;
let product: Product;

/** The seller's orders, by the name each test gives them. */
const placed = new Map<string, Order>();

async function place(name: string, placedAt: string, overrides: Parameters<typeof placedData>[1] = {}) {
  placed.set(name, await placeOrder(t, seller, placedData([{ product }], { placedAt, ...overrides })));
}

beforeAll(async () => {
  t = await startOrdersApp();
  seller = await approvedSeller(t);
  product = await approvedProduct(t, seller, { quantity: 1000, price: '1234.5' });
  // Around the Philippine day of 2026-03-01 (UTC+8): it runs from 2026-02-28T16:00Z to 2026-03-01T16:00Z.
  await place('feb28-late', '2026-02-28T15:59:59.999Z');
  await place('mar1-first', '2026-02-28T16:00:00.000Z');
  await place('mar1-last', '2026-03-01T15:59:59.999Z', { paymentStatus: 'unpaid' });
  await place('mar2-first', '2026-03-01T16:00:00.000Z', {
    buyer: { name: '=HYPERLINK("x"), "Ana" Cruz', email: 'ana@example.ph', phone: '+63 917 000 0000' },
  });
  await place('mar5', '2026-03-05T04:00:00.000Z');
  // Shipped: accepted, then fulfilled with a courier.
  const shipped = placed.get('mar5')!;
  await call(t.app, 'PATCH', `/api/orders/${shipped.id}/status`, {
    token: seller.token,
    body: { status: 'accepted' },
  });
  await call(t.app, 'POST', `/api/orders/${shipped.id}/fulfill`, {
    token: seller.token,
    body: { courier: 'LBC, Express', trackingNumber: 'LBC-9' },
  });
  // Another seller's order never shows.
  const other = await approvedSeller(t);
  await placeOrder(
    t,
    other,
    placedData([{ product: await approvedProduct(t, other) }], { placedAt: '2026-03-01T00:00:00Z' }),
  );
});
afterAll(() => t.close());

const list = async (query: string) => {
  const response = await call(t.app, 'GET', `/api/orders?${query}`, { token: seller.token });
  expect(response.statusCode, response.body).toBe(200);
  return orderListResponseSchema.parse(response.json()).data.orders;
};
const names = (orders: Order[]) =>
  orders.map((order) => [...placed].find(([, known]) => known.id === order.id)?.[0] ?? `#${order.id}`);

describe('the list', () => {
  it('answers the newest first, 10 a page by default, and an empty page after the last', async () => {
    expect(names(await list(''))).toEqual(['mar5', 'mar2-first', 'mar1-last', 'mar1-first', 'feb28-late']);
    const pages: string[][] = [];
    for (let page = 1; ; page += 1) {
      const orders = await list(`limit=2&page=${page}`);
      if (orders.length === 0) break;
      pages.push(names(orders));
    }
    expect(pages).toEqual([['mar5', 'mar2-first'], ['mar1-last', 'mar1-first'], ['feb28-late']]);
  });

  it('answers each order as GET /api/orders/:id does', async () => {
    const [first] = await list('limit=1');
    const one = await call(t.app, 'GET', `/api/orders/${first!.id}`, { token: seller.token });
    expect(one.json().data).toEqual(first);
    expect(first).toMatchObject({
      displayStatus: 'fulfilled',
      shipment: { courier: 'LBC, Express', trackingNumber: 'LBC-9' },
    });
  });

  it('takes the day bounds inclusively, in Philippine time', async () => {
    expect(names(await list('startDate=2026-03-01&endDate=2026-03-01'))).toEqual(['mar1-last', 'mar1-first']);
    expect(names(await list('startDate=2026-03-02'))).toEqual(['mar5', 'mar2-first']);
    expect(names(await list('endDate=2026-02-28'))).toEqual(['feb28-late']);
    expect(names(await list('startDate=2026-03-03&endDate=2026-03-04'))).toEqual([]);
    // The calendar's ends are days like any other.
    expect((await list('startDate=0001-01-01&endDate=9999-12-31')).length).toBe(5);
  });

  it('filters by fulfilment and payment status, alone and together', async () => {
    expect(names(await list('fulfillment=fulfilled'))).toEqual(['mar5']);
    expect(names(await list('fulfillment=unfulfilled')).length).toBe(4);
    expect(names(await list('paymentStatus=unpaid'))).toEqual(['mar1-last']);
    expect(names(await list('paymentStatus=paid&fulfillment=unfulfilled&endDate=2026-03-01'))).toEqual([
      'mar1-first',
      'feb28-late',
    ]);
    expect(await list('fulfillment=delivered')).toEqual([]);
  });

  it.each([
    ['startDate=2026-02-30', 'startDate', 'startDate must be a date written YYYY-MM-DD'],
    ['endDate=01/03/2026', 'endDate', 'endDate must be a date written YYYY-MM-DD'],
    ['startDate=2026-03-02&endDate=2026-03-01', 'endDate', 'startDate must be on or before endDate'],
    ['fulfillment=shipped', 'fulfillment', 'fulfillment must be one of unfulfilled, fulfilled, delivered'],
    ['paymentStatus=free', 'paymentStatus', undefined],
    ['limit=0', 'limit', undefined],
    ['limit=51', 'limit', undefined],
    ['page=0', 'page', undefined],
  ])('refuses %s with a 400 naming the field', async (query, field, message) => {
    const error = expectError(
      await call(t.app, 'GET', `/api/orders?${query}`, { token: seller.token }),
      400,
      'VALIDATION_FAILED',
    );
    expect(Object.keys(error.fields ?? {})).toContain(field);
    if (message) expect(error.fields![field]).toBe(message);
  });
});

describe('the CSV export', () => {
  const exportCsv = (query = '') =>
    call(t.app, 'GET', `/api/orders/export.csv${query ? `?${query}` : ''}`, { token: seller.token });

  it("answers the filter's orders, newest first, as an attachment named for today in Philippine time", async () => {
    const response = await exportCsv('startDate=2026-03-01');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="orders-${today}.csv"`);
    const rows = response.body.split('\r\n');
    expect(rows.at(-1)).toBe('');
    expect(rows[0]).toBe(
      'Order number,Placed at,Status,Fulfillment,Payment,Buyer,Phone,Address,Barangay,City,Province,Zip code,Items,Subtotal,Shipping fee,Total,Courier,Tracking number',
    );
    const [shipped, quoted, unpaid, first] = [
      placed.get('mar5')!,
      placed.get('mar2-first')!,
      placed.get('mar1-last')!,
      placed.get('mar1-first')!,
    ];
    expect(rows.slice(1, -1)).toEqual([
      `${shipped.orderNumber},2026-03-05 12:00,Shipped,Shipped,Paid,Maria Clara,'+63 917 555 0101,12 Mabini St.,Poblacion,Makati,Metro Manila,1210,1 × Abaca tote [${product.sku}],1234.50,50.00,1284.50,"LBC, Express",LBC-9`,
      `${quoted.orderNumber},2026-03-02 00:00,Pending,Unfulfilled,Paid,"'=HYPERLINK(""x""), ""Ana"" Cruz",'+63 917 000 0000,12 Mabini St.,Poblacion,Makati,Metro Manila,1210,1 × Abaca tote [${product.sku}],1234.50,50.00,1284.50,,`,
      `${unpaid.orderNumber},2026-03-01 23:59,Unpaid,Unfulfilled,Unpaid,Maria Clara,'+63 917 555 0101,12 Mabini St.,Poblacion,Makati,Metro Manila,1210,1 × Abaca tote [${product.sku}],1234.50,50.00,1284.50,,`,
      `${first.orderNumber},2026-03-01 00:00,Pending,Unfulfilled,Paid,Maria Clara,'+63 917 555 0101,12 Mabini St.,Poblacion,Makati,Metro Manila,1210,1 × Abaca tote [${product.sku}],1234.50,50.00,1284.50,,`,
    ]);
  });

  it('answers the header alone when nothing matches, and refuses a bad filter with 400', async () => {
    const empty = await exportCsv('fulfillment=delivered');
    expect(empty.body.split('\r\n')).toHaveLength(2);
    expectError(await exportCsv('startDate=yesterday'), 400, 'VALIDATION_FAILED');
  });

  it('exports every order once across its batches, ties at the same microsecond included', async () => {
    const big = await approvedSeller(t);
    const bigProduct = await approvedProduct(t, big, { quantity: 10, picture: false });
    // 1,203 orders straight into the table (the export reads what is there): 3 share each microsecond.
    await t.database.db.execute(sql`
      insert into orders (seller_id, order_number, buyer_name, buyer_email, buyer_phone, ship_address, ship_city,
        ship_state, ship_zipcode, payment_status, subtotal, shipping_fee, total, placed_at)
      select ${big.id}, 'BULK-' || n, 'Buyer ' || n, 'b@example.ph', '0917', 'Addr', 'City', 'State', '1000', 'paid',
        100, 0, 100, timestamptz '2026-01-01 00:00:00.000001Z' + (n / 3) * interval '1 microsecond'
      from generate_series(1, 1203) as n`);
    await placeOrder(t, big, placedData([{ product: bigProduct }], { placedAt: '2026-02-01T00:00:00Z' }));
    const response = await call(t.app, 'GET', '/api/orders/export.csv', { token: big.token });
    const rows = response.body.split('\r\n').slice(1, -1);
    expect(rows).toHaveLength(1204);
    const numbers = rows.map((row) => row.split(',')[0]!);
    expect(new Set(numbers).size).toBe(1204);
    expect(numbers.at(-1)).toMatch(/^BULK-(1|2)$/);
  });
});

describe('the order placed and changed by events shows in the list at once', () => {
  it('lists a cancelled order as cancelled', async () => {
    const order = await placeOrder(
      t,
      seller,
      placedData([{ product }], { orderNumber: nextOrderNumber(), placedAt: '2026-04-01T00:00:00Z' }),
    );
    await orderServiceOf(t).applyStorefrontEvent(orderEvent(order.orderNumber, { type: 'order.cancelled' }));
    const [first] = await list('startDate=2026-04-01');
    expect(first).toMatchObject({ id: order.id, displayStatus: 'cancelled', paymentStatus: 'refunded' });
  });
});

describe('the plans', () => {
  it("reads a big seller's pages and the export's batches off the (seller, [status,] placed_at, id) indexes", async () => {
    const big = await approvedSeller(t);
    await t.database.db.execute(sql`
      insert into orders (seller_id, order_number, buyer_name, buyer_email, buyer_phone, ship_address, ship_city,
        ship_state, ship_zipcode, fulfillment_status, payment_status, subtotal, shipping_fee, total, placed_at)
      select ${big.id}, 'PLAN-' || n, 'Buyer', 'b@example.ph', '0917', 'Addr', 'City', 'State', '1000',
        (array['unfulfilled', 'fulfilled', 'delivered'])[1 + n % 3],
        (array['paid', 'unpaid', 'refunded', 'voided', 'partially_refunded'])[1 + n % 5],
        100, 0, 100, timestamptz '2025-01-01Z' + n * interval '1 minute'
      from generate_series(1, 50000) as n`);
    await t.database.db.execute(sql`analyze orders`);

    const explain = async (statement: { toSQL(): { sql: string; params: unknown[] } }) => {
      const { sql: text, params } = statement.toSQL();
      const client = await t.database.pool.connect();
      try {
        const result = await client.query(`explain ${text}`, params);
        return result.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
      } finally {
        client.release();
      }
    };
    const plan = (query: Parameters<typeof orderListQuery>[1]) => explain(orderListQuery(big.id, query));
    const first = await plan({ limit: 10, page: 1 });
    // The page's ids straight off the index with the limit applied there; only the page's rows are sorted.
    expect(first).toMatch(/Limit .*\n\s+-> {2}Index Only Scan using orders_seller_placed_idx/);
    expect(first).not.toMatch(/Seq Scan on orders/);
    expect(await plan({ limit: 10, page: 100 })).toContain('orders_seller_placed_idx');
    expect(await plan({ limit: 10, page: 1, fulfillment: 'delivered' })).toContain(
      'orders_seller_fulfillment_placed_idx',
    );
    expect(await plan({ limit: 10, page: 1, paymentStatus: 'voided' })).toContain(
      'orders_seller_payment_placed_idx',
    );
    const range = await plan({ limit: 10, page: 1, startDate: '2025-01-10', endDate: '2025-01-20' });
    expect(range).toContain('orders_seller_placed_idx');
    expect(range).not.toMatch(/Seq Scan on orders/);

    // The prepared statements' generic plans (PostgreSQL's choice after five executions) read the same indexes.
    const generic = async (query: Parameters<typeof orderListQuery>[1]) => {
      const shape = orderListShapeOf(query);
      const { sql: text, params } = orderListStatement(shape, null).toSQL();
      const values = fillPlaceholders(params, orderListValues(big.id, query));
      const client = await t.database.pool.connect();
      try {
        await client.query('set plan_cache_mode = force_generic_plan');
        await client.query(`prepare generic_list as ${text}`);
        const literals = values.map((value) => client.escapeLiteral(String(value))).join(', ');
        const result = await client.query(`explain execute generic_list(${literals})`);
        return result.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
      } finally {
        await client.query('deallocate all; reset plan_cache_mode');
        client.release();
      }
    };
    expect(await generic({ limit: 10, page: 100 })).toMatch(
      /Limit .*\n\s+-> {2}Index Only Scan using orders_seller_placed_idx/,
    );
    expect(await generic({ limit: 10, page: 1, fulfillment: 'delivered' })).toContain(
      'orders_seller_fulfillment_placed_idx',
    );
    expect(await generic({ limit: 10, page: 1, paymentStatus: 'voided' })).toContain(
      'orders_seller_payment_placed_idx',
    );
    expect(await generic({ limit: 10, page: 1, startDate: '2025-01-10', endDate: '2025-01-20' })).toMatch(
      /Index (Only )?Scan using orders_seller_placed_idx/,
    );

    // A batch deep in the export starts at its cursor in the index rather than reading up to it.
    const batch = await explain(
      orderExportBatchQuery(big.id, {}, { at: '2025-01-20T00:00:00.000000Z', id: 1 }, 500),
    );
    expect(batch).toMatch(/Index Cond: \(\(seller_id = .*\) AND \(ROW\(placed_at, id\) < ROW/);
    expect(batch).toMatch(/^Limit .*\n\s+-> {2}Index Scan using orders_seller_placed_idx/);
  });
});
