// Spec §4's display status of an order, from its (fulfillment, payment, prepare) triple: the browser's
// badges and the server's answers both come from here, so the two can never disagree.
import type { DisplayStatus, FulfillmentStatus, PaymentStatus, PrepareStatus } from '#schemas/orders';

export type OrderStatusTriple = {
  fulfillmentStatus: FulfillmentStatus;
  paymentStatus: PaymentStatus;
  prepareStatus: PrepareStatus;
};

type Row = {
  display: DisplayStatus;
  fulfillment?: FulfillmentStatus;
  payment: PaymentStatus;
  /** Absent: any prepare status. */
  prepare?: PrepareStatus;
};

/**
 * Spec §4's table, row by row in its order; the first row that matches names the status. `partially_refunded`
 * is "listed as a status" in the table: the payment status alone decides it, whatever the fulfilment.
 */
export const displayStatusTable: readonly Row[] = [
  { display: 'accepted', fulfillment: 'unfulfilled', payment: 'paid', prepare: 6 },
  { display: 'rejected', fulfillment: 'unfulfilled', payment: 'paid', prepare: 7 },
  { display: 'pending', fulfillment: 'unfulfilled', payment: 'paid' },
  { display: 'fulfilled', fulfillment: 'fulfilled', payment: 'paid', prepare: 6 },
  { display: 'delivered', fulfillment: 'delivered', payment: 'paid' },
  { display: 'cancelled', fulfillment: 'unfulfilled', payment: 'refunded' },
  { display: 'partially_refunded', payment: 'partially_refunded' },
  { display: 'refunded', fulfillment: 'unfulfilled', payment: 'voided', prepare: 4 },
  { display: 'unpaid', fulfillment: 'unfulfilled', payment: 'voided' },
];

/**
 * The triples the table does not list (decision 030), each named by what a seller would call it: an order
 * not yet paid is unpaid; money returned after shipping is refunded; a shipment is shipped or delivered.
 */
const fallback = ({ fulfillmentStatus, paymentStatus }: OrderStatusTriple): DisplayStatus => {
  if (paymentStatus === 'unpaid') return 'unpaid';
  if (paymentStatus === 'refunded' || paymentStatus === 'voided') return 'refunded';
  return fulfillmentStatus === 'delivered'
    ? 'delivered'
    : fulfillmentStatus === 'fulfilled'
      ? 'fulfilled'
      : 'pending';
};

export function orderDisplayStatus(triple: OrderStatusTriple): DisplayStatus {
  const row = displayStatusTable.find(
    (candidate) =>
      candidate.payment === triple.paymentStatus &&
      (candidate.fulfillment === undefined || candidate.fulfillment === triple.fulfillmentStatus) &&
      (candidate.prepare === undefined || candidate.prepare === triple.prepareStatus),
  );
  return row?.display ?? fallback(triple);
}

/** Spec §4's final (non-actionable) statuses; `completed` is listed there though no triple shows it. */
export const finalDisplayStatuses: readonly (DisplayStatus | 'completed')[] = [
  'rejected',
  'unpaid',
  'cancelled',
  'fulfilled',
  'delivered',
  'completed',
  'partially_refunded',
];

export const isFinalDisplayStatus = (status: DisplayStatus) => finalDisplayStatuses.includes(status);

/**
 * Whether the order still holds the stock it took when placed: it does until the seller rejects it, the
 * buyer cancels it or its money goes back before it ships. Shipped stock has left the warehouse for good.
 */
export const holdsStock = ({ fulfillmentStatus, paymentStatus, prepareStatus }: OrderStatusTriple) =>
  fulfillmentStatus === 'unfulfilled' &&
  paymentStatus !== 'refunded' &&
  paymentStatus !== 'voided' &&
  prepareStatus !== 7 &&
  prepareStatus !== 4;

/**
 * True when going from `before` to `after` gives the order's stock back to the catalog: it stops holding it
 * without shipping it (shipping lets go of the stock too, but to the buyer).
 */
export const returnsStock = (before: OrderStatusTriple, after: OrderStatusTriple) =>
  holdsStock(before) && !holdsStock(after) && after.fulfillmentStatus === 'unfulfilled';
