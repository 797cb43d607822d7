// The in-memory orders service (the seller's list, one order, accept / reject / ship, the CSV export and the
// packing slip), for stories and tests: the API's rules (filters only when set; start and end dates inclusive
// days in Philippine time; newest first; limit and page until a page comes back empty; 404 for an order that
// is not there; 403 AWAITING_APPROVAL for a seller not approved; what may happen to an order decided by the
// REAL order lifecycle, `nextOrderStatus`, with its 409 message) and switchable failures and latency.
import { pesosText } from '#schemas/money';
import {
  displayStatusLabels,
  fulfillmentLabels,
  paymentLabels,
  orderFulfilBodySchema,
  orderPageSize,
  orderStatusBodySchema,
  type DisplayStatus,
  type Order,
  type OrderFilters,
  type OrderLine,
  type PrepareStatus,
  type FulfillmentStatus,
  type PaymentStatus,
} from '#schemas/orders';
import { FailureError } from '#machines/shared/failure.ts';
import { nextOrderStatus, refusalMessage, type OrderLifecycleEvent } from '#machines/order-status/machine.ts';
import { provideOrderList } from '../../src/app/orders.ts';
import type { OrdersService } from '../../src/services/orders.ts';
import { fakeNow, samplePicture } from './products.ts';

export { fakeNow };

export type FakeOrdersOptions = {
  /** The seller's orders in any order (the service sorts them). */
  orders?: Order[];
  fail?: {
    list?: boolean;
    get?: boolean;
    status?: boolean;
    fulfil?: boolean;
    export?: boolean;
    slip?: boolean;
  };
  /** The API's answer to a seller whose account is not approved. */
  awaitingApproval?: boolean;
  /** Answer after this many milliseconds; 'never' keeps every call pending (loading states). */
  latencyMs?: number | 'never';
};

/** One (fulfillment, payment, prepare) triple per display status of spec §4's table. */
export const sampleTriples: Record<
  DisplayStatus,
  { fulfillmentStatus: FulfillmentStatus; paymentStatus: PaymentStatus; prepareStatus: PrepareStatus }
> = {
  pending: { fulfillmentStatus: 'unfulfilled', paymentStatus: 'paid', prepareStatus: null },
  accepted: { fulfillmentStatus: 'unfulfilled', paymentStatus: 'paid', prepareStatus: 6 },
  rejected: { fulfillmentStatus: 'unfulfilled', paymentStatus: 'paid', prepareStatus: 7 },
  fulfilled: { fulfillmentStatus: 'fulfilled', paymentStatus: 'paid', prepareStatus: 6 },
  delivered: { fulfillmentStatus: 'delivered', paymentStatus: 'paid', prepareStatus: 6 },
  cancelled: { fulfillmentStatus: 'unfulfilled', paymentStatus: 'refunded', prepareStatus: null },
  partially_refunded: {
    fulfillmentStatus: 'unfulfilled',
    paymentStatus: 'partially_refunded',
    prepareStatus: null,
  },
  refunded: { fulfillmentStatus: 'unfulfilled', paymentStatus: 'voided', prepareStatus: 4 },
  unpaid: { fulfillmentStatus: 'unfulfilled', paymentStatus: 'unpaid', prepareStatus: null },
};

const buyers = [
  { name: 'Maria Santos', phone: '+63 917 555 0101' },
  { name: 'Jose Reyes', phone: '+63 918 555 0102' },
  { name: 'Ana Dela Cruz', phone: '+63 919 555 0103' },
  { name: 'Ramon Bautista', phone: '+63 920 555 0104' },
];
const addresses = [
  { address: '12 Mabini St.', barangay: 'Poblacion', city: 'Makati', state: 'Metro Manila', zipcode: '1210' },
  { address: '4 Rizal Ave.', barangay: null, city: 'Cebu City', state: 'Cebu', zipcode: '6000' },
  { address: '88 Bonifacio Rd.', barangay: 'San Roque', city: 'Baguio', state: 'Benguet', zipcode: '2600' },
];
const products = [
  { name: 'Abaca tote bag', variant: 'Natural / Large', price: 675.5 },
  { name: 'Dried mangoes, 200 g', variant: null, price: 189 },
  { name: 'Piña barong blouse', variant: 'White / M', price: 2450 },
  { name: 'Ube polvoron, box of 12', variant: null, price: 240.25 },
];

const centavos = (pesos: number) => Math.round(pesos * 100);

/** The order's lines and totals, computed the server's way: centavos inside, pesos on the wire. */
const withTotals = (order: Omit<Order, 'subtotal' | 'total'>): Order => {
  const subtotal = order.lines.reduce((sum, line) => sum + centavos(line.unitPrice) * line.quantity, 0);
  return {
    ...order,
    subtotal: subtotal / 100,
    total: (subtotal + centavos(order.shippingFee)) / 100,
  };
};

/**
 * The `index`th order (1 = the newest, an hour apart): a buyer, an address, 1 to 3 lines with pictures,
 * and the status's triple (pending by default).
 */
export function makeOrder(
  index: number,
  status: DisplayStatus = 'pending',
  overrides: Partial<Omit<Order, 'subtotal' | 'total'>> = {},
): Order {
  const id = 9000 + index;
  const placedAt = new Date(fakeNow.getTime() - index * 3_600_000).toISOString();
  const lineCount = (index % 3) + 1;
  const lines: OrderLine[] = Array.from({ length: lineCount }, (_, at) => {
    const product = products[(index + at) % products.length]!;
    const productId = 5001 + ((index + at) % products.length);
    return {
      productId,
      variantId: product.variant ? productId * 10 : null,
      productName: product.name,
      variantName: product.variant,
      sku: `SKU-${productId}`,
      quantity: 1 + ((index + at) % 2),
      unitPrice: product.price,
      imageUrl: samplePicture(index + at),
    };
  });
  const triple = sampleTriples[status];
  return withTotals({
    id,
    orderNumber: `SK-${100_000 + index}`,
    displayStatus: status,
    ...triple,
    buyer: buyers[index % buyers.length]!,
    shippingAddress: addresses[index % addresses.length]!,
    lines,
    shippingFee: 85,
    shipment:
      status === 'fulfilled' || status === 'delivered'
        ? { courier: 'LBC', trackingNumber: `LBC${id}` }
        : null,
    placedAt,
    timeline: [
      { at: placedAt, what: 'Placed' },
      ...(triple.paymentStatus === 'unpaid' ? [] : [{ at: placedAt, what: 'Paid' }]),
    ],
    ...overrides,
  });
}

/** One order in each of spec §4's display statuses, newest first in the table's order. */
export const ordersInEveryStatus = (): Order[] =>
  (Object.keys(sampleTriples) as DisplayStatus[]).map((status, at) => makeOrder(at + 1, status));

/** An instant's day in Philippine time (UTC+8, no daylight saving) as YYYY-MM-DD. */
const philippineDay = (instant: string) =>
  new Date(Date.parse(instant) + 8 * 3_600_000).toISOString().slice(0, 10);

const selects = (filters: OrderFilters) => (order: Order) =>
  (filters.fulfillment === undefined || order.fulfillmentStatus === filters.fulfillment) &&
  (filters.paymentStatus === undefined || order.paymentStatus === filters.paymentStatus) &&
  (filters.startDate === undefined || philippineDay(order.placedAt) >= filters.startDate) &&
  (filters.endDate === undefined || philippineDay(order.placedAt) <= filters.endDate);

const newestFirst = (a: Order, b: Order) => Date.parse(b.placedAt) - Date.parse(a.placedAt) || b.id - a.id;

const refusal = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  new FailureError({ kind: 'http', status, code, message, fields });
/** The server's words for an order that is not there or is another seller's (neither is confirmed). */
export const noSuchOrderMessage = 'There is no such order.';
const serverError = () =>
  refusal(500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again.');
const awaitingApproval = () =>
  refusal(
    403,
    'AWAITING_APPROVAL',
    'Your account is awaiting approval by the admin. You can do this once your account is approved.',
  );

/** A body the shared schema refuses, answered as the API does: the first field's message, every field's. */
const invalid = (issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) => {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (field && !(field in fields)) fields[field] = issue.message;
  }
  return refusal(400, 'VALIDATION_FAILED', Object.values(fields)[0] ?? 'Invalid request', fields);
};

// The export as the server writes it (RFC 4180; a buyer's text a spreadsheet would run as a formula gets an
// apostrophe first; times as a Philippine clock reads them; amounts in pesos with 2 decimals).
const csvHeader = [
  'Order number',
  'Placed at',
  'Status',
  'Fulfillment',
  'Payment',
  'Buyer',
  'Phone',
  'Address',
  'Barangay',
  'City',
  'Province',
  'Zip code',
  'Items',
  'Subtotal',
  'Shipping fee',
  'Total',
  'Courier',
  'Tracking number',
];

const csvCell = (value: string | null) => {
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

const philippineClock = (instant: string) =>
  new Date(Date.parse(instant) + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

const csvRow = (order: Order): Array<string | null> => [
  order.orderNumber,
  philippineClock(order.placedAt),
  displayStatusLabels[order.displayStatus],
  fulfillmentLabels[order.fulfillmentStatus],
  paymentLabels[order.paymentStatus],
  order.buyer.name,
  order.buyer.phone,
  order.shippingAddress.address,
  order.shippingAddress.barangay,
  order.shippingAddress.city,
  order.shippingAddress.state,
  order.shippingAddress.zipcode,
  order.lines
    .map(
      (line) =>
        `${line.quantity} × ${line.productName}${line.variantName ? ` (${line.variantName})` : ''}${line.sku ? ` [${line.sku}]` : ''}`,
    )
    .join('; '),
  pesosText(centavos(order.subtotal)),
  pesosText(centavos(order.shippingFee)),
  pesosText(centavos(order.total)),
  order.shipment?.courier ?? null,
  order.shipment?.trackingNumber ?? null,
];

export type FakeOrders = ReturnType<typeof createFakeOrders>;

export function createFakeOrders(options: FakeOrdersOptions = {}) {
  let orders = [...(options.orders ?? [])];
  const latency = options.latencyMs ?? 0;
  const answer = <T>(work: () => T): Promise<T> => {
    if (latency === 'never') return new Promise<T>(() => {});
    const settle = () => {
      if (options.awaitingApproval) throw awaitingApproval();
      return work();
    };
    return latency === 0
      ? Promise.resolve().then(settle)
      : new Promise<T>((resolve, reject) =>
          setTimeout(() => {
            try {
              resolve(settle());
            } catch (error) {
              reject(error instanceof Error ? error : new Error(String(error)));
            }
          }, latency),
        );
  };
  const find = (id: number | string) => {
    const order = orders.find((candidate) => String(candidate.id) === String(id));
    if (!order) throw refusal(404, 'NOT_FOUND', noSuchOrderMessage);
    return order;
  };
  /** The lifecycle's answer to `event`, applied: the new triple and status, a timeline row, or the 409. */
  const apply = (order: Order, event: OrderLifecycleEvent, what: string, changes: Partial<Order> = {}) => {
    const change = nextOrderStatus(order, event);
    if (!change.allowed)
      throw refusal(409, 'CONFLICT', refusalMessage(order.orderNumber, change.before, event));
    const updated: Order = {
      ...order,
      ...change.after,
      ...changes,
      timeline: [...order.timeline, { at: new Date().toISOString(), what }],
    };
    orders = orders.map((candidate) => (candidate.id === order.id ? updated : candidate));
    return updated;
  };
  const selected = (filters: OrderFilters) => orders.filter(selects(filters)).sort(newestFirst);

  const service: OrdersService = {
    listOrders: (query) =>
      answer(() => {
        if (options.fail?.list) throw serverError();
        const limit = query.limit ?? orderPageSize;
        const start = (query.page - 1) * limit;
        return { orders: selected(query).slice(start, start + limit) };
      }),
    getOrder: (id) =>
      answer(() => {
        if (options.fail?.get) throw serverError();
        return find(id);
      }),
    setOrderStatus: (id, body) =>
      answer(() => {
        if (options.fail?.status) throw serverError();
        const parsed = orderStatusBodySchema.safeParse(body);
        if (!parsed.success) throw invalid(parsed.error.issues);
        const order = find(id);
        return parsed.data.status === 'accepted'
          ? apply(order, { type: 'ACCEPT' }, 'Accepted')
          : apply(order, { type: 'REJECT' }, `Rejected: ${parsed.data.reason}`);
      }),
    fulfilOrder: (id, body) =>
      answer(() => {
        if (options.fail?.fulfil) throw serverError();
        const parsed = orderFulfilBodySchema.safeParse(body);
        if (!parsed.success) throw invalid(parsed.error.issues);
        // The schema's output is `{}` when no body came; both fields are optional either way.
        const given: { courier?: string; trackingNumber?: string } = parsed.data;
        const shipment = { courier: given.courier ?? null, trackingNumber: given.trackingNumber ?? null };
        const what = [
          'Shipped',
          given.courier && `by ${given.courier}`,
          given.trackingNumber && `tracking number ${given.trackingNumber}`,
        ]
          .filter(Boolean)
          .join(' ');
        return apply(find(id), { type: 'SHIP' }, what, { shipment });
      }),
    downloadOrdersCsv: (filters) =>
      answer(() => {
        if (options.fail?.export) throw serverError();
        const rows = selected(filters).map(csvRow);
        const csv = [csvHeader, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
        return new Blob([csv], { type: 'text/csv;charset=utf-8' });
      }),
    downloadPackingSlip: (id, size) =>
      answer(() => {
        if (options.fail?.slip) throw serverError();
        const order = find(id);
        return new Blob([`%PDF-1.3\n% packing slip ${order.orderNumber} ${size}\n%%EOF\n`], {
          type: 'application/pdf',
        });
      }),
  };
  return {
    service,
    /** What the seller's orders are now. */
    orders: () => orders,
    /** One more order arrives (the storefront placed it). */
    add: (order: Order) => void orders.push(order),
  };
}

/**
 * The order list's machine over an in-memory service (stories); `navigate` receives the filters' URL and
 * `save` the exported file.
 */
export const fakeOrderList = (
  options: FakeOrdersOptions = {},
  navigate: (to: string) => void = () => {},
  save: (blob: Blob, name: string) => void = () => {},
) => provideOrderList(createFakeOrders(options).service, navigate, save);
