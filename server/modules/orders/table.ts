// Orders from the storefront (issue 12; spec §3 Order): one seller's order with its own copy of every line,
// so later catalog edits and deletions never change it, and its timeline. Money is integer centavos.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FulfillmentStatus, PaymentStatus, PrepareStatus } from '#schemas/orders';
import { sellers, timestamptz } from '../../db/schema.ts';

export const orders = pgTable(
  'orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    /** The storefront's number for it; unique across the marketplace. */
    orderNumber: text('order_number').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    buyerPhone: text('buyer_phone').notNull(),
    shipAddress: text('ship_address').notNull(),
    shipBarangay: text('ship_barangay'),
    shipCity: text('ship_city').notNull(),
    shipState: text('ship_state').notNull(),
    shipZipcode: text('ship_zipcode').notNull(),
    fulfillmentStatus: text('fulfillment_status').$type<FulfillmentStatus>().notNull().default('unfulfilled'),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull(),
    prepareStatus: smallint('prepare_status').$type<PrepareStatus>(),
    /** Sum of the lines' unit price × quantity, computed by us. */
    subtotal: integer('subtotal').notNull(),
    shippingFee: integer('shipping_fee').notNull(),
    total: integer('total').notNull(),
    /** What the storefront reported refunded to the buyer so far (at most the total); the ledger's input. */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    /** When the buyer placed it, as the storefront says; the list's order and its date filter. */
    placedAt: timestamptz('placed_at').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_order_number_key').on(table.orderNumber),
    index('orders_seller_placed_idx').on(table.sellerId, table.placedAt.desc(), table.id.desc()),
    index('orders_seller_fulfillment_placed_idx').on(
      table.sellerId,
      table.fulfillmentStatus,
      table.placedAt.desc(),
      table.id.desc(),
    ),
    index('orders_seller_payment_placed_idx').on(
      table.sellerId,
      table.paymentStatus,
      table.placedAt.desc(),
      table.id.desc(),
    ),
    check(
      'orders_fulfillment_check',
      sql`${table.fulfillmentStatus} in ('unfulfilled', 'fulfilled', 'delivered')`,
    ),
    check(
      'orders_payment_check',
      sql`${table.paymentStatus} in ('unpaid', 'paid', 'refunded', 'voided', 'partially_refunded')`,
    ),
    check('orders_prepare_check', sql`${table.prepareStatus} is null or ${table.prepareStatus} in (4, 6, 7)`),
    check(
      'orders_money_check',
      sql`${table.subtotal} >= 0 and ${table.shippingFee} >= 0 and ${table.total} = ${table.subtotal} + ${table.shippingFee}`,
    ),
    check(
      'orders_refunded_check',
      sql`${table.refundedAmount} >= 0 and ${table.refundedAmount} <= ${table.total}`,
    ),
  ],
);

/** The order's own copy of each line as it was sold. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    /** The product and variant as they were; no foreign key: the catalog may change or delete them. */
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    variantId: bigint('variant_id', { mode: 'number' }),
    productName: text('product_name').notNull(),
    variantName: text('variant_name'),
    sku: text('sku'),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    /**
     * The picture's media key when the order was placed. Media keeps a key while any product image or
     * order line holds it, so deleting the product does not take the order's picture with it.
     */
    imageKey: text('image_key'),
    /** The picture's type and width as stored, so media serves its sizes after the product's row is gone. */
    imageContentType: text('image_content_type'),
    imageWidth: integer('image_width'),
  },
  (table) => [
    uniqueIndex('order_lines_order_position_key').on(table.orderId, table.position),
    index('order_lines_image_key_idx')
      .on(table.imageKey)
      .where(sql`${table.imageKey} is not null`),
    check('order_lines_quantity_check', sql`${table.quantity} > 0`),
    check('order_lines_price_check', sql`${table.unitPrice} >= 0`),
    check(
      'order_lines_image_check',
      sql`(${table.imageKey} is null) = (${table.imageContentType} is null) and (${table.imageKey} is null) = (${table.imageWidth} is null)`,
    ),
  ],
);

/** What happened to an order, for its timeline: placed, paid, accepted, rejected with the reason, shipped… */
export const orderTimeline = pgTable(
  'order_timeline',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamptz('at').notNull().defaultNow(),
    what: text('what').notNull(),
  },
  (table) => [index('order_timeline_order_idx').on(table.orderId, table.at, table.id)],
);
