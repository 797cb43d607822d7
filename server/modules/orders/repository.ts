// The SQL of orders: a seller's list page and one order, each in one statement with its lines and timeline
// built as JSON; the writes of the seller's actions and the storefront's events. Built per executor: on the
// database for reads, on a transaction (`createOrderRepository(tx)`) inside a use case.
//
// For the bench (scripts/bench-orders.ts): `orderListQuery(sellerId, query)` is exactly the statement GET
// /api/orders runs, so a bare node:http + pg server can run the same SQL on the same database.
import { and, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import {
  orderTimeZone,
  type FulfillmentStatus,
  type OrderFilters,
  type OrderListQuery,
  type PaymentStatus,
} from '#schemas/orders';
import type { ProductStatus } from '#schemas/products';
import type { OrderStatusTriple } from '#machines/order-status/display.ts';
import type { Executor } from '../../lib/executor.ts';
import { productImages, products, productVariants } from '../products/table.ts';
import { orderLines, orders, orderTimeline } from './table.ts';

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

/** Midnight starting a day (YYYY-MM-DD, its value `day`) in Philippine time; `after` days later. */
/** What the list's and the export's placeholders take: the seller and the filters set. */
export type OrderFilterValues = { sellerId: string } & OrderFilters;

/** Which filters a statement has: everything else is a value, so each shape is one prepared statement. */
export type OrderListShape = {
  byFulfillment: boolean;
  byPayment: boolean;
  byStart: boolean;
  byEnd: boolean;
};

export const orderListShapeOf = (filters: OrderFilters): OrderListShape => ({
  byFulfillment: filters.fulfillment !== undefined,
  byPayment: filters.paymentStatus !== undefined,
  byStart: filters.startDate !== undefined,
  byEnd: filters.endDate !== undefined,
});

/** The name node-postgres prepares a shape's list statement under (one per connection). */
export const orderListStatementName = (shape: OrderListShape) =>
  `orders_list${shape.byFulfillment ? '_fulfillment' : ''}${shape.byPayment ? '_payment' : ''}${shape.byStart ? '_start' : ''}${shape.byEnd ? '_end' : ''}`;

/** What the list statement's placeholders take. */
export const orderListValues = (sellerId: string, query: OrderListQuery) => ({
  sellerId,
  fulfillment: query.fulfillment,
  paymentStatus: query.paymentStatus,
  startDate: query.startDate,
  endDate: query.endDate,
  limit: query.limit,
  offset: (query.page - 1) * query.limit,
});

/** A statement's value: the value itself when given, else the placeholder a prepared statement binds it to. */
const valueOr = <Name extends keyof OrderFilterValues & string>(
  values: OrderFilterValues | null,
  name: Name,
) => (values === null ? sql.placeholder(name) : values[name]!);

/** Midnight starting a day (YYYY-MM-DD) in Philippine time, or the midnight after it. */
const philippineMidnight = (day: unknown, after: 0 | 1) =>
  sql`((${day}::date + ${sql.raw(String(after))})::timestamp at time zone ${sql.raw(`'${orderTimeZone}'`)})`;

/**
 * The seller's orders matching the filters of `shape`, as a WHERE, with `values` or placeholders: a day range
 * is inclusive in Philippine time, from the first day's midnight there to the midnight after the last day.
 * PostgreSQL does the calendar, for any day the schema lets through (year 1 to 9999).
 */
export const orderFilter = (shape: OrderListShape, values: OrderFilterValues | null): SQL | undefined =>
  and(
    eq(orders.sellerId, valueOr(values, 'sellerId')),
    shape.byFulfillment ? eq(orders.fulfillmentStatus, valueOr(values, 'fulfillment')) : undefined,
    shape.byPayment ? eq(orders.paymentStatus, valueOr(values, 'paymentStatus')) : undefined,
    shape.byStart ? gte(orders.placedAt, philippineMidnight(valueOr(values, 'startDate'), 0)) : undefined,
    shape.byEnd ? lt(orders.placedAt, philippineMidnight(valueOr(values, 'endDate'), 1)) : undefined,
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
 * never for the rows the offset skips. Given a shape only, its values are placeholders (`orderListValues`
 * names them): the repository prepares each shape once, by `orderListStatementName`.
 */
export function orderListStatement(
  shape: OrderListShape,
  values: ReturnType<typeof orderListValues> | null,
  db: Executor = sqlOnly,
) {
  const ids = db
    .select({ id: orders.id })
    .from(orders)
    .where(orderFilter(shape, values))
    .orderBy(...newestFirst)
    .limit(values === null ? sql.placeholder('limit') : values.limit)
    .offset(values === null ? sql.placeholder('offset') : values.offset)
    .as('page');
  return db
    .select(orderColumns)
    .from(ids)
    .innerJoin(orders, eq(orders.id, ids.id))
    .orderBy(...newestFirst);
}

/** The list page's statement with its values in place, as the bench's bare server sends it. */
export const orderListQuery = (sellerId: string, query: OrderListQuery, db: Executor = sqlOnly) =>
  orderListStatement(orderListShapeOf(query), orderListValues(sellerId, query), db);

/** Where the export's next batch starts: after this row, to the microsecond. */
export type ExportCursor = { at: string; id: number };

/**
 * One batch of the CSV export: the filter's orders after `after`, newest first, off the list's own index.
 * Each batch starts after the last row of the one before, to the microsecond, as stored (a JavaScript Date
 * would round it to the millisecond and skip or repeat rows), so the export holds one batch at a time.
 */
export function orderExportBatchQuery(
  sellerId: string,
  filters: OrderFilters,
  after: ExportCursor | null,
  limit: number,
  db: Executor = sqlOnly,
) {
  return db
    .select({
      ...orderColumns,
      cursorAt: sql<string>`to_char(${orders.placedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(orders)
    .where(
      and(
        orderFilter(orderListShapeOf(filters), { sellerId, ...filters }),
        after === null
          ? undefined
          : sql`(${orders.placedAt}, ${orders.id}) < (${after.at}::timestamptz, ${after.id})`,
      ),
    )
    .orderBy(...newestFirst)
    .limit(limit);
}

/** What a status change reads of the order it locks. */
export type LockedOrder = OrderStatusTriple & { id: number; sellerId: string; orderNumber: string };

const lockedColumns = {
  id: orders.id,
  sellerId: orders.sellerId,
  orderNumber: orders.orderNumber,
  fulfillmentStatus: orders.fulfillmentStatus,
  paymentStatus: orders.paymentStatus,
  prepareStatus: orders.prepareStatus,
};

/** A product an order line names, with what the line copies of it, read under its row lock. */
export type LineProduct = {
  id: number;
  sellerId: string;
  status: ProductStatus;
  name: string;
  sku: string;
  hasVariants: boolean;
  /** Its first picture, which a line without a picture of its variant's own copies. */
  image: LineImage | null;
};

export type LineVariant = {
  id: number;
  productId: number;
  option1: string;
  option2: string | null;
  option3: string | null;
  sku: string | null;
  image: LineImage | null;
};

/** A stored picture as an order line keeps it. */
export type LineImage = { key: string; contentType: string; width: number };

export type NewOrder = {
  sellerId: string;
  orderNumber: string;
  buyerName: string;
  buyerEmail: string;
  buyerPhone: string;
  shipAddress: string;
  shipBarangay: string | null;
  shipCity: string;
  shipState: string;
  shipZipcode: string;
  paymentStatus: PaymentStatus;
  subtotal: number;
  shippingFee: number;
  total: number;
  placedAt: Date;
};

export type NewLine = {
  productId: number;
  variantId: number | null;
  productName: string;
  variantName: string | null;
  sku: string | null;
  quantity: number;
  unitPrice: number;
  image: LineImage | null;
};

/** How much of one product or variant an order takes or gives back. */
export type StockChange = { id: number; quantity: number };

/** What an order holds of the catalog: each line's product, variant and quantity. */
export type HeldStock = { productId: number; variantId: number | null; quantity: number };

const byId = <Item extends { id: number }>(items: Item[]) => [...items].sort((a, b) => a.id - b.id);

type Prepared<Row> = { execute(values: Record<string, unknown>): Promise<Row[]> };

export function createOrderRepository(db: Executor) {
  // The list's statements, each prepared on its first use and kept by its shape's name.
  const statements = new Map<string, Prepared<OrderRow>>();

  return {
    list(sellerId: string, query: OrderListQuery): Promise<OrderRow[]> {
      const shape = orderListShapeOf(query);
      const name = orderListStatementName(shape);
      let statement = statements.get(name);
      if (!statement) {
        statement = orderListStatement(shape, null, db).prepare(name) as unknown as Prepared<OrderRow>;
        statements.set(name, statement);
      }
      return statement.execute(orderListValues(sellerId, query));
    },

    exportBatch(
      sellerId: string,
      filters: OrderFilters,
      after: ExportCursor | null,
      limit: number,
    ): Promise<Array<OrderRow & { cursorAt: string }>> {
      return orderExportBatchQuery(sellerId, filters, after, limit, db) as Promise<
        Array<OrderRow & { cursorAt: string }>
      >;
    },

    async find(sellerId: string, id: number): Promise<OrderRow | null> {
      const [row] = await db
        .select(orderColumns)
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.sellerId, sellerId)));
      return (row as OrderRow | undefined) ?? null;
    },

    /** Locks one of the seller's orders until the transaction ends (null when it is not theirs or not there). */
    async lock(sellerId: string, id: number): Promise<LockedOrder | null> {
      const [row] = await db
        .select(lockedColumns)
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.sellerId, sellerId)))
        .for('update');
      return row ?? null;
    },

    /** Locks an order by the storefront's number. */
    async lockByNumber(orderNumber: string): Promise<LockedOrder | null> {
      const [row] = await db
        .select(lockedColumns)
        .from(orders)
        .where(eq(orders.orderNumber, orderNumber))
        .for('update');
      return row ?? null;
    },

    async setStatus(
      id: number,
      triple: OrderStatusTriple,
      {
        shipment,
        refunded,
      }: {
        shipment?: { courier: string | null; trackingNumber: string | null };
        /** What went back to the buyer: all of it, or this many more centavos (never beyond the total). */
        refunded?: 'all' | number;
      } = {},
    ): Promise<void> {
      const { fulfillmentStatus, paymentStatus, prepareStatus } = triple;
      const refundedAmount =
        refunded === undefined
          ? undefined
          : refunded === 'all'
            ? sql`${orders.total}`
            : sql`least(${orders.total}, ${orders.refundedAmount} + ${refunded})`;
      await db
        .update(orders)
        .set({
          fulfillmentStatus,
          paymentStatus,
          prepareStatus,
          ...shipment,
          refundedAmount,
          updatedAt: sql`now()`,
        })
        .where(eq(orders.id, id));
    },

    async addTimeline(orderId: number, ...entries: Array<{ what: string; at?: Date }>): Promise<void> {
      await db
        .insert(orderTimeline)
        .values(entries.map(({ what, at }) => ({ orderId, what, ...(at ? { at } : {}) })));
    },

    /**
     * Locks the products the lines name, in id order: every order and every catalog edit locks a product's
     * row before its variants' rows, so two of them never wait on each other in a cycle.
     */
    async lockProducts(ids: number[]): Promise<LineProduct[]> {
      return db
        .select({
          id: products.id,
          sellerId: products.sellerId,
          status: products.status,
          name: products.name,
          sku: products.sku,
          hasVariants: sql<boolean>`exists (select 1 from product_variants v where v.product_id = products.id)`,
          image: sql<LineImage | null>`(select json_build_object('key', i.storage_key, 'contentType', i.content_type, 'width', i.width)
            from product_images i where i.product_id = products.id order by i.position limit 1)`,
        })
        .from(products)
        .where(inArray(products.id, ids))
        .orderBy(asc(products.id))
        .for('update', { of: products });
    },

    async variants(ids: number[]): Promise<LineVariant[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({
          id: productVariants.id,
          productId: productVariants.productId,
          option1: productVariants.option1,
          option2: productVariants.option2,
          option3: productVariants.option3,
          sku: productVariants.sku,
          key: productImages.storageKey,
          contentType: productImages.contentType,
          width: productImages.width,
        })
        .from(productVariants)
        .leftJoin(productImages, eq(productImages.id, productVariants.imageId))
        .where(inArray(productVariants.id, ids));
      return rows.map(({ key, contentType, width, ...variant }) => ({
        ...variant,
        image: key === null ? null : { key, contentType: contentType!, width: width! },
      }));
    },

    /** Inserts the order; null when its number is taken (the unique index decides, concurrent events too). */
    async insert(order: NewOrder): Promise<number | null> {
      const [row] = await db
        .insert(orders)
        .values(order)
        .onConflictDoNothing({ target: orders.orderNumber })
        .returning({ id: orders.id });
      return row?.id ?? null;
    },

    async insertLines(orderId: number, lines: NewLine[]): Promise<void> {
      await db.insert(orderLines).values(
        lines.map(({ image, ...line }, position) => ({
          ...line,
          orderId,
          position,
          imageKey: image?.key ?? null,
          imageContentType: image?.contentType ?? null,
          imageWidth: image?.width ?? null,
        })),
      );
    },

    /**
     * Takes stock with one guarded update per table (`quantity = quantity - n WHERE quantity >= n`), products
     * then variants: answers the first product or variant, in id order, that had less than asked, and the
     * caller rolls the transaction back, so nothing is taken at all. The products' rows are locked already
     * (`lockProducts`, in id order), and two orders can only share a variant if they share its product, so
     * the rows one statement locks in whatever order never meet another order's in a cycle.
     */
    async takeStock(
      fromProducts: StockChange[],
      fromVariants: StockChange[],
    ): Promise<{ short: { kind: 'product' | 'variant'; id: number } } | null> {
      for (const [kind, table, changes] of [
        ['product', products, fromProducts],
        ['variant', productVariants, fromVariants],
      ] as const) {
        if (changes.length === 0) continue;
        const wanted = sql.join(
          changes.map(({ id, quantity }) => sql`(${id}::bigint, ${quantity}::integer)`),
          sql`, `,
        );
        const rows = await db
          .update(table)
          .set({ quantity: sql`${table.quantity} - wanted.quantity` })
          .from(sql`(values ${wanted}) as wanted (id, quantity)`)
          .where(sql`${table.id} = wanted.id and ${table.quantity} >= wanted.quantity`)
          .returning({ id: table.id });
        const taken = new Set(rows.map((row) => row.id));
        const short = byId(changes).find((change) => !taken.has(change.id));
        if (short) return { short: { kind, id: short.id } };
      }
      return null;
    },

    /** How many units are left of a product or a variant. */
    async stockOf(kind: 'product' | 'variant', id: number): Promise<number> {
      const table = kind === 'product' ? products : productVariants;
      const [row] = await db.select({ quantity: table.quantity }).from(table).where(eq(table.id, id));
      return row?.quantity ?? 0;
    },

    async heldStock(orderId: number): Promise<HeldStock[]> {
      return db
        .select({
          productId: orderLines.productId,
          variantId: orderLines.variantId,
          quantity: orderLines.quantity,
        })
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId));
    },

    /**
     * Gives an order's stock back to what is left of its products and variants, products then variants in id
     * order (the lock order). A line whose product or variant was deleted since gives back nothing, nor does
     * one whose product has since gained or lost its variants: a product's stock is its variants' sum.
     */
    async returnStock(held: HeldStock[]): Promise<void> {
      const present = await this.lockProducts([...new Set(held.map((line) => line.productId))]);
      const hasVariants = new Map(present.map((product) => [product.id, product.hasVariants]));
      const variantIds = held.flatMap((line) => (line.variantId === null ? [] : [line.variantId]));
      const variantOf = new Map((await this.variants(variantIds)).map((v) => [v.id, v.productId]));
      const toProducts = new Map<number, number>();
      const toVariants = new Map<number, number>();
      for (const { productId, variantId, quantity } of held) {
        const stillThere =
          variantId === null ? hasVariants.get(productId) === false : variantOf.get(variantId) === productId;
        if (!stillThere) continue;
        toProducts.set(productId, (toProducts.get(productId) ?? 0) + quantity);
        if (variantId !== null) toVariants.set(variantId, (toVariants.get(variantId) ?? 0) + quantity);
      }
      for (const [id, quantity] of [...toProducts].sort(([a], [b]) => a - b)) {
        await db
          .update(products)
          .set({ quantity: sql`${products.quantity} + ${quantity}` })
          .where(eq(products.id, id));
      }
      for (const [id, quantity] of [...toVariants].sort(([a], [b]) => a - b)) {
        await db
          .update(productVariants)
          .set({ quantity: sql`${productVariants.quantity} + ${quantity}` })
          .where(eq(productVariants.id, id));
      }
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
