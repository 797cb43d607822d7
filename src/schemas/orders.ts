// Orders (spec §2 Orders screen, §3 Order, §4 display status and pagination, §7 /api/orders, §8 order
// messages, §9 page size and prepare statuses) and the storefront's signed events that bring them in
// (issue 12). Money is integer centavos inside and pesos with at most 2 decimals on the wire. Which
// display status a (fulfillment, payment, prepare) triple shows, and what may happen next, is the order
// status module's (src/machines/order-status), shared by the browser and the server.
import { z } from 'zod';
import { envelope } from './api.ts';
import { pesos } from './money.ts';
import { optionalParam, wholeParam } from './params.ts';
import { text } from './text.ts';

// ---------------------------------------------------------------------------------------------------------
// Statuses (spec §3, §4, §9)

export const fulfillmentStatuses = ['unfulfilled', 'fulfilled', 'delivered'] as const;
export const fulfillmentStatusSchema = z.enum(fulfillmentStatuses, {
  error: `fulfillment must be one of ${fulfillmentStatuses.join(', ')}`,
});
export type FulfillmentStatus = z.infer<typeof fulfillmentStatusSchema>;

/** `unpaid`: placed, payment not yet received; `voided`: the payment was cancelled before it was taken. */
export const paymentStatuses = ['unpaid', 'paid', 'refunded', 'voided', 'partially_refunded'] as const;
export const paymentStatusSchema = z.enum(paymentStatuses, {
  error: `paymentStatus must be one of ${paymentStatuses.join(', ')}`,
});
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** Spec §9's prepare statuses: 6 the seller accepted, 7 the seller rejected, 4 a rejected order's payment voided. */
export const prepareStatus = { refunded: 4, accepted: 6, rejected: 7 } as const;
export const prepareStatusSchema = z.union([z.literal(4), z.literal(6), z.literal(7)]).nullable();
export type PrepareStatus = z.infer<typeof prepareStatusSchema>;

/** Spec §4's display statuses, in the table's order. */
export const displayStatuses = [
  'accepted',
  'rejected',
  'pending',
  'fulfilled',
  'delivered',
  'cancelled',
  'partially_refunded',
  'refunded',
  'unpaid',
] as const;
export const displayStatusSchema = z.enum(displayStatuses);
export type DisplayStatus = z.infer<typeof displayStatusSchema>;

/** How a badge names each display status: spec §4 shows `fulfilled` as Shipped. */
export const displayStatusLabels: Record<DisplayStatus, string> = {
  accepted: 'Accepted',
  rejected: 'Rejected',
  pending: 'Pending',
  fulfilled: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
  unpaid: 'Unpaid',
};

export const fulfillmentLabels: Record<FulfillmentStatus, string> = {
  unfulfilled: 'Unfulfilled',
  fulfilled: 'Shipped',
  delivered: 'Delivered',
};

export const paymentLabels: Record<PaymentStatus, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  refunded: 'Refunded',
  voided: 'Voided',
  partially_refunded: 'Partially refunded',
};

// ---------------------------------------------------------------------------------------------------------
// Spec §8 texts and §9 constants

export const orderMessages = {
  fetchListFailed: 'Error fetching orders',
  fetchFailed: 'Error fetching order',
  updateStatusFailed: 'Error updating order status',
  fulfillFailed: 'Error fulfilling order',
  statusUpdated: 'Order status updated successfully',
  fulfilled: 'Order fulfilled successfully',
  reasonRequired: 'Please give the buyer a reason for rejecting the order',
} as const;

/** Spec §9: orders load 10 at a time, until a page comes back empty (§4). */
export const orderPageSize = 10;
export const orderPageSizeMax = 50;
/** Spec §4 and §9: after a fulfil the list waits this long before it reloads from page 1. */
export const fulfilReloadDelayMs = 1000;
/** Dates of the list's filters are days in Philippine time (UTC+8, no daylight saving). */
export const orderTimeZone = 'Asia/Manila';

export const rejectionReasonMax = 500;
export const courierMax = 100;
export const trackingNumberMax = 100;

// ---------------------------------------------------------------------------------------------------------
// Seller API: list, one, status, fulfil

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as `YYYY-MM-DD` that exists (no 2026-02-30). */
const day = (name: string) =>
  text({ label: name, max: 10 }).refine(
    (value) => {
      if (!datePattern.test(value)) return false;
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    },
    { error: `${name} must be a date written YYYY-MM-DD` },
  );

export const orderListQuerySchema = z
  .object({
    limit: wholeParam('limit', 1, orderPageSizeMax).default(orderPageSize),
    page: wholeParam('page', 1, 1_000_000).default(1),
    fulfillment: optionalParam(fulfillmentStatusSchema),
    paymentStatus: optionalParam(paymentStatusSchema),
    /** First day, inclusive, in Philippine time. */
    startDate: optionalParam(day('startDate')),
    /** Last day, inclusive, in Philippine time. */
    endDate: optionalParam(day('endDate')),
  })
  .refine(
    (query) =>
      query.startDate === undefined || query.endDate === undefined || query.startDate <= query.endDate,
    { error: 'startDate must be on or before endDate', path: ['endDate'] },
  );
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;
/** The list's filters, as the URL and the export carry them. */
export type OrderFilters = Omit<OrderListQuery, 'limit' | 'page'>;

const id = z.number().int().positive();
const money = z.number().nonnegative();
const instant = z.iso.datetime({ offset: true });

export const orderLineSchema = z.object({
  /** The product's id when the order was placed; the product may since have changed or gone. */
  productId: id,
  variantId: id.nullable(),
  productName: z.string(),
  /** The variant's option values joined with " / " ("Red / L"); null for a product without variants. */
  variantName: z.string().nullable(),
  sku: z.string().nullable(),
  quantity: z.number().int().positive(),
  unitPrice: money,
  /** The order's own copy of the picture (a media path; append `?w=` for a size), or null. */
  imageUrl: z.string().nullable(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const shippingAddressSchema = z.object({
  address: z.string(),
  barangay: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

export const orderSchema = z.object({
  id,
  orderNumber: z.string(),
  displayStatus: displayStatusSchema,
  fulfillmentStatus: fulfillmentStatusSchema,
  paymentStatus: paymentStatusSchema,
  prepareStatus: prepareStatusSchema,
  buyer: z.object({ name: z.string(), phone: z.string() }),
  shippingAddress: shippingAddressSchema,
  lines: z.array(orderLineSchema),
  subtotal: money,
  shippingFee: money,
  total: money,
  /** Courier and tracking number once shipped, when the seller gave them. */
  shipment: z.object({ courier: z.string().nullable(), trackingNumber: z.string().nullable() }).nullable(),
  placedAt: instant,
  /** What happened to the order, oldest first: placed, paid, accepted, rejected (with the reason), shipped… */
  timeline: z.array(z.object({ at: instant, what: z.string() })),
});
export type Order = z.infer<typeof orderSchema>;

export const orderResponseSchema = envelope(orderSchema);
export const orderListResponseSchema = envelope(z.object({ orders: z.array(orderSchema) }));
export type OrderPage = z.infer<typeof orderListResponseSchema>['data'];

/** An order's id in a path: any text within Fastify's bound, so a non-number is a 404. */
export const orderParamsSchema = z.object({ id: text({ label: 'Id', max: 100 }) });

export const orderStatusBodySchema = z
  .object({
    status: z.enum(['accepted', 'rejected'], { error: 'status must be accepted or rejected' }),
    reason: text({ label: 'Reason', max: rejectionReasonMax, multiline: true }).optional(),
  })
  .superRefine((body, context) => {
    if (body.status === 'rejected' && !body.reason)
      context.addIssue({ code: 'custom', message: orderMessages.reasonRequired, path: ['reason'] });
  });
export type OrderStatusBody = z.infer<typeof orderStatusBodySchema>;

/** Blank is the same as not given: the form sends what the seller left empty. */
const optionalText = (label: string, max: number) =>
  text({ label, max })
    .optional()
    .transform((value) => (value ? value : undefined));

/** The shipment form: courier and tracking number, both optional. */
export const orderShipmentSchema = z.object({
  courier: optionalText('Courier', courierMax),
  trackingNumber: optionalText('Tracking number', trackingNumberMax),
});

/** POST /fulfill's body: the shipment, or no body at all (nothing given). */
export const orderFulfilBodySchema = orderShipmentSchema
  .nullish()
  .transform((body): Partial<z.output<typeof orderShipmentSchema>> => body ?? {});
export type OrderFulfilBody = z.infer<typeof orderFulfilBodySchema>;

// ---------------------------------------------------------------------------------------------------------
// The storefront's events (POST /api/storefront/events and the ones we send back)

/** The header a storefront event is signed in: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export const signatureHeader = 'Suki-Signature';
/** How far a signature's timestamp may be from our clock, either way. */
export const signatureToleranceSeconds = 5 * 60;

const amountMessages = (name: string) => ({
  invalid: `${name} must be an amount in pesos`,
  negative: `${name} can't be negative`,
  decimals: `${name} can have at most 2 decimal places`,
  tooLarge: `${name} is too large`,
});

/** A text the event must carry: missing, not a string or blank, it is named in the 400. */
const required = (label: string, max: number) =>
  text({ label, max, error: `${label} is required` }).min(1, { error: `${label} is required` });
const eventId = required('id', 200);
const orderNumber = required('orderNumber', 64);

export const orderPlacedDataSchema = z.object({
  orderNumber,
  buyer: z.object({
    name: required('buyer.name', 200),
    email: required('buyer.email', 254).pipe(z.email({ error: 'buyer.email must be an e-mail address' })),
    phone: required('buyer.phone', 40),
  }),
  shippingAddress: z.object({
    address: required('shippingAddress.address', 500),
    barangay: text({ label: 'shippingAddress.barangay', max: 200 }).nullish(),
    city: required('shippingAddress.city', 200),
    state: required('shippingAddress.state', 200),
    zipcode: required('shippingAddress.zipcode', 10),
  }),
  lines: z
    .array(
      z.object({
        productId: z.number().int().positive(),
        variantId: z.number().int().positive().nullable(),
        quantity: z.number().int().min(1).max(10_000),
        unitPrice: pesos(amountMessages('unitPrice')),
      }),
    )
    .min(1, { error: 'An order needs at least one line' })
    .max(100, { error: 'An order has at most 100 lines' }),
  shippingFee: pesos(amountMessages('shippingFee')),
  paymentStatus: z.enum(['paid', 'unpaid'], { error: 'paymentStatus must be paid or unpaid' }),
  placedAt: instant,
});
export type OrderPlacedData = z.infer<typeof orderPlacedDataSchema>;

export const orderPaymentUpdatedDataSchema = z.object({
  orderNumber,
  paymentStatus: z.enum(['paid', 'refunded', 'voided', 'partially_refunded'], {
    error: 'paymentStatus must be paid, refunded, voided or partially_refunded',
  }),
  /** The amount paid or refunded, when the storefront says. */
  amount: pesos(amountMessages('amount')).optional(),
});
export const orderDeliveredDataSchema = z.object({ orderNumber });
export const orderCancelledDataSchema = z.object({
  orderNumber,
  reason: text({ label: 'reason', max: rejectionReasonMax, multiline: true }).optional(),
});

const eventShape = { id: eventId, createdAt: instant };
export const storefrontEventSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ ...eventShape, type: z.literal('order.placed'), data: orderPlacedDataSchema }),
    z.object({
      ...eventShape,
      type: z.literal('order.payment_updated'),
      data: orderPaymentUpdatedDataSchema,
    }),
    z.object({ ...eventShape, type: z.literal('order.delivered'), data: orderDeliveredDataSchema }),
    z.object({ ...eventShape, type: z.literal('order.cancelled'), data: orderCancelledDataSchema }),
  ],
  {
    error: 'type must be one of order.placed, order.payment_updated, order.delivered, order.cancelled',
  },
);
export type StorefrontEvent = z.infer<typeof storefrontEventSchema>;

/** What we tell the storefront the seller did; sent signed, the same way, with the same id on every retry. */
export type SellerOrderEvent = {
  id: string;
  type: 'order.accepted' | 'order.rejected' | 'order.fulfilled';
  createdAt: string;
  data: {
    orderNumber: string;
    reason?: string;
    courier?: string;
    trackingNumber?: string;
  };
};
