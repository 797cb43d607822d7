// The SQL of orders: a seller's list page and one order, each in one statement with its lines and timeline
// built as JSON; the writes of the seller's actions and the storefront's events. Built per executor: on the
// database for reads, on a transaction (`createOrderRepository(tx)`) inside a use case.
//
// For the bench (scripts/bench-orders.ts): `orderListQuery(sellerId, query)` is exactly the statement GET
// /api/orders runs, so a bare node:http + pg server can run the same SQL on the same database.
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FulfillmentStatus, OrderFilters, OrderListQuery, PaymentStatus } from '#schemas/orders';
import type { Executor } from '../../lib/executor.ts';
import { orders } from './table.ts';

/** An order line as its query builds it in JSON (money in centavos). */
export type LineJson = {
  productId: number;
  variantId: number | null;
  productName: string;
  variantName: string | null;
  sku: string | null;
  quantity: number;
  unitPrice: number;
  imageKey: string | null;
};
/** A timeline entry as its query builds it in JSON: `at` as ISO 8601 in UTC, to the millisecond. */
export type TimelineJson = { at: string; what: string };

export type OrderRow = {
  id: number;
  sellerId: string;
  orderNumber: string;
  fulfillmentStatus: FulfillmentStatus;
  paymentStatus: PaymentStatus;
  prepareStatus: 4 | 6 | 7 | null;
  buyerName: string;
  buyerEmail: string;
  buyerPhone: string;
  shipAddress: string;
  shipBarangay: string | null;
  shipCity: string;
  shipState: string;
  shipZipcode: string;
  subtotal: number;
  shippingFee: number;
  total: number;
  courier: string | null;
  trackingNumber: string | null;
  placedAt: Date;
  lines: LineJson[];
  timeline: TimelineJson[];
};

const isoUtc = (column: SQL | string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * One order with everything its JSON shows: lines and timeline are correlated subqueries over their
 * (order_id, …) indexes, evaluated only for the rows the statement returns. They name the outer row as
 * `orders.…` in plain SQL: Drizzle leaves the table out of a column of a single-table select.
 */
export const orderColumns = {
  id: orders.id,
  sellerId: orders.sellerId,
  orderNumber: orders.orderNumber,
  fulfillmentStatus: orders.fulfillmentStatus,
  paymentStatus: orders.paymentStatus,
  prepareStatus: orders.prepareStatus,
  buyerName: orders.buyerName,
  buyerEmail: orders.buyerEmail,
  buyerPhone: orders.buyerPhone,
  shipAddress: orders.shipAddress,
  shipBarangay: orders.shipBarangay,
  shipCity: orders.shipCity,
  shipState: orders.shipState,
  shipZipcode: orders.shipZipcode,
  subtotal: orders.subtotal,
  shippingFee: orders.shippingFee,
  total: orders.total,
  courier: orders.courier,
  trackingNumber: orders.trackingNumber,
  placedAt: orders.placedAt,
  lines: sql<LineJson[]>`coalesce((
    select json_agg(json_build_object(
      'productId', l.product_id, 'variantId', l.variant_id, 'productName', l.product_name,
      'variantName', l.variant_name, 'sku', l.sku, 'quantity', l.quantity, 'unitPrice', l.unit_price,
      'imageKey', l.image_key) order by l.position)
    from order_lines l where l.order_id = orders.id), '[]'::json)`,
  timeline: sql<TimelineJson[]>`coalesce((
    select json_agg(json_build_object('at', ${isoUtc('t.at')}, 'what', t.what) order by t.at, t.id)
    from order_timeline t where t.order_id = orders.id), '[]'::json)`,
};

const dayMs = 24 * 60 * 60 * 1000;
/** Midnight starting `day` (YYYY-MM-DD) in Philippine time: UTC+8 all year, no daylight saving. */
export const philippineDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);

/**
 * The seller's orders matching the filters set, as a WHERE: a day range is inclusive in Philippine time,
 * so it runs from the first day's midnight there to the midnight after the last day.
 */
export const orderFilter = (sellerId: string, filters: OrderFilters): SQL | undefined =>
  and(
    eq(orders.sellerId, sellerId),
    filters.fulfillment === undefined ? undefined : eq(orders.fulfillmentStatus, filters.fulfillment),
    filters.paymentStatus === undefined ? undefined : eq(orders.paymentStatus, filters.paymentStatus),
    filters.startDate === undefined ? undefined : gte(orders.placedAt, philippineDayStart(filters.startDate)),
    filters.endDate === undefined
      ? undefined
      : lt(orders.placedAt, new Date(philippineDayStart(filters.endDate).getTime() + dayMs)),
  );

/**
 * Newest first, the id breaking ties so pages never overlap; written as the (seller_id, [status,] placed_at
 * DESC NULLS LAST, id DESC NULLS LAST) indexes read it (a bare DESC means NULLS FIRST, which they cannot give).
 */
export const newestFirst = [
  sql`${orders.placedAt} desc nulls last`,
  sql`${orders.id} desc nulls last`,
] as const;

/** Builds SQL only; the bench takes the statement's text and values from it (`.toSQL()`). */
const sqlOnly = drizzle.mock();

/**
 * The seller's list page (GET /api/orders), one round trip: the page's ids first, straight off the index of
 * its filter, then those orders with their lines and timeline, so the JSON is built for the page only and
 * never for the rows the offset skips.
 */
export function orderListQuery(sellerId: string, query: OrderListQuery, db: Executor = sqlOnly) {
  const ids = db
    .select({ id: orders.id })
    .from(orders)
    .where(orderFilter(sellerId, query))
    .orderBy(...newestFirst)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .as('page');
  return db
    .select(orderColumns)
    .from(ids)
    .innerJoin(orders, eq(orders.id, ids.id))
    .orderBy(...newestFirst);
}

export function createOrderRepository(db: Executor) {
  return {
    list(sellerId: string, query: OrderListQuery): Promise<OrderRow[]> {
      return orderListQuery(sellerId, query, db) as Promise<OrderRow[]>;
    },

    async find(sellerId: string, id: number): Promise<OrderRow | null> {
      const [row] = await db
        .select(orderColumns)
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.sellerId, sellerId)));
      return (row as OrderRow | undefined) ?? null;
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
