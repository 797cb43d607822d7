// Orders (issue 12, decision 024): the seller's list, one order, accept / reject / ship, the CSV export, and
// the storefront's events that place and change orders. Every status change asks the order lifecycle
// (src/machines/order-status) whether it is allowed and what it leads to, and commits the order, its
// timeline, its stock, the seller's notification and the storefront's event in one transaction.
import { Readable } from 'node:stream';
import {
  displayStatusLabels,
  fulfillmentLabels,
  paymentLabels,
  type Order,
  type OrderFilters,
  type OrderFulfilBody,
  type OrderListQuery,
  type OrderPlacedData,
  type OrderStatusBody,
  type SellerOrderEvent,
  type StorefrontEvent,
} from '#schemas/orders';
import { formatPeso, pesosText, toPesos } from '#schemas/money';
import { productStatus } from '#schemas/products';
import { orderDisplayStatus } from '#machines/order-status/display.ts';
import { nextOrderStatus, refusalMessage, type OrderLifecycleEvent } from '#machines/order-status/machine.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { csvLine, csvNumber } from '../../lib/csv.ts';
import type { Executor } from '../../lib/executor.ts';
import type { JobQueue } from '../../lib/jobs.ts';
import { inTransaction, ok, refuse, type Outcome } from '../../lib/outcome.ts';
import { philippineTime } from '../../lib/philippine-time.ts';
import { productImageUrl } from '../media/images.ts';
import { settleOrderEarning, type LedgerContext } from '../earnings/ledger.ts';
import { notifySeller } from '../notifications/notify.ts';
import { queueSellerEvent } from '../storefront/outbox.ts';
import { storefrontInbox } from '../storefront/table.ts';
import {
  createOrderRepository,
  type ExportCursor,
  type LockedOrder,
  type NewLine,
  type OrderRepository,
  type OrderRow,
  type StockChange,
} from './repository.ts';

/** An action the lifecycle does not allow now: 409 with this message (refusalMessage). */
type NotAllowed = { reason: 'not-allowed'; message: string };

export type SellerActionOutcome = Outcome<Order, { reason: 'not-found' } | NotAllowed>;

export type StorefrontEventOutcome = Outcome<
  /** duplicate: this event id was applied before; nothing happened this time. */
  { duplicate: boolean; orderId: number | null },
  | { reason: 'bad-event'; message: string } // 400: unknown product or variant, lines of several sellers…
  | { reason: 'unknown-order'; message: string } // 404
  | { reason: 'order-number-taken'; message: string } // 409
  /** `line`: the short line's index in `data.lines`. */
  | { reason: 'out-of-stock'; message: string; line: number } // 409 OUT_OF_STOCK
  | NotAllowed // 409
>;

export type OrderService = {
  list(sellerId: string, query: OrderListQuery): Promise<Order[]>;
  get(sellerId: string, id: number): Promise<Order | undefined>;
  setStatus(sellerId: string, id: number, body: OrderStatusBody): Promise<SellerActionOutcome>;
  fulfil(sellerId: string, id: number, body: OrderFulfilBody): Promise<SellerActionOutcome>;
  /** The seller's orders matching `filters` as CSV, newest first, streamed in constant memory. */
  exportCsv(sellerId: string, filters: OrderFilters): Readable;
  applyStorefrontEvent(event: StorefrontEvent): Promise<StorefrontEventOutcome>;
};

export type OrderServiceOptions = {
  config: Config;
  database: Database;
  jobs: JobQueue;
  /** The earnings ledger: every status change settles the order's earning in its transaction (issue 13). */
  ledger: LedgerContext;
};

/** An order row as the API answers it: pesos, the display status, the picture's media path. */
export function orderJson(row: OrderRow): Order {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    displayStatus: orderDisplayStatus(row),
    fulfillmentStatus: row.fulfillmentStatus,
    paymentStatus: row.paymentStatus,
    prepareStatus: row.prepareStatus,
    buyer: { name: row.buyerName, phone: row.buyerPhone },
    shippingAddress: {
      address: row.shipAddress,
      barangay: row.shipBarangay,
      city: row.shipCity,
      state: row.shipState,
      zipcode: row.shipZipcode,
    },
    lines: row.lines.map(({ imageKey, unitPrice, ...line }) => ({
      ...line,
      unitPrice: toPesos(unitPrice),
      imageUrl: imageKey === null ? null : productImageUrl(imageKey),
    })),
    subtotal: toPesos(row.subtotal),
    shippingFee: toPesos(row.shippingFee),
    total: toPesos(row.total),
    shipment:
      row.fulfillmentStatus === 'unfulfilled'
        ? null
        : { courier: row.courier, trackingNumber: row.trackingNumber },
    placedAt: row.placedAt.toISOString(),
    timeline: row.timeline,
  };
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** The storefront's event as a lifecycle event (decision 024). */
function lifecycleEventOf(event: Exclude<StorefrontEvent, { type: 'order.placed' }>): OrderLifecycleEvent {
  switch (event.type) {
    case 'order.payment_updated':
      return {
        type: (
          {
            paid: 'PAY',
            refunded: 'REFUND',
            partially_refunded: 'PARTIAL_REFUND',
            voided: 'VOID',
          } as const
        )[event.data.paymentStatus],
      };
    case 'order.delivered':
      return { type: 'DELIVER' };
    case 'order.cancelled':
      return { type: 'CANCEL' };
  }
}

/** What the timeline says a storefront event did. */
function storefrontTimelineText(event: Exclude<StorefrontEvent, { type: 'order.placed' }>): string {
  switch (event.type) {
    case 'order.payment_updated': {
      const amount = event.data.amount === undefined ? '' : ` ${formatPeso(event.data.amount)}`;
      return {
        paid: `Paid${amount}`,
        refunded: `Refunded${amount}`,
        partially_refunded: `Partially refunded${amount}`,
        voided: 'Payment voided',
      }[event.data.paymentStatus];
    }
    case 'order.delivered':
      return 'Delivered';
    case 'order.cancelled':
      return event.data.reason ? `Cancelled by the buyer: ${event.data.reason}` : 'Cancelled by the buyer';
  }
}

/** "Red / L": a variant's option values as the seller and the buyer read them. */
const variantNameOf = (variant: { option1: string; option2: string | null; option3: string | null }) =>
  [variant.option1, variant.option2, variant.option3].filter((value) => value !== null).join(' / ');

/** A line as an error message names it: its place in the event and its product. */
const lineName = (index: number, line: OrderPlacedData['lines'][number]) =>
  `Line ${index + 1} (product ${line.productId}${line.variantId === null ? '' : `, variant ${line.variantId}`})`;

/** PostgreSQL's integer: the most any stored amount may be. */
const centavosMax = 2_147_483_647;

/**
 * Builds order.placed's lines from the catalog, read with the products' rows locked (no catalog edit can
 * change a product or its variants meanwhile): each line's product must exist and be approved, all of one
 * seller, and name a variant of its own exactly when it has variants. Answers the lines to copy and what
 * they take from stock, or why the event is refused.
 */
async function catalogLines(
  repository: OrderRepository,
  data: OrderPlacedData,
): Promise<
  | { ok: true; sellerId: string; lines: NewLine[]; fromProducts: StockChange[]; fromVariants: StockChange[] }
  | { ok: false; message: string }
> {
  const productIds = [...new Set(data.lines.map((line) => line.productId))];
  const found = new Map((await repository.lockProducts(productIds)).map((product) => [product.id, product]));
  const variantIds = [
    ...new Set(data.lines.flatMap((line) => (line.variantId === null ? [] : [line.variantId]))),
  ];
  const variants = new Map((await repository.variants(variantIds)).map((variant) => [variant.id, variant]));
  const sellerIds = new Set([...found.values()].map((product) => product.sellerId));
  if (sellerIds.size > 1)
    return {
      ok: false,
      message: "An order is one seller's: every line's product must belong to the same seller",
    };

  for (const [index, line] of data.lines.entries()) {
    const product = found.get(line.productId);
    if (!product) return { ok: false, message: `${lineName(index, line)}: there is no such product` };
    if (product.status !== productStatus.approved)
      return { ok: false, message: `${lineName(index, line)}: the product is not approved for sale` };
    if (line.variantId === null && product.hasVariants)
      return { ok: false, message: `${lineName(index, line)}: the product has variants; name one` };
    if (line.variantId !== null && variants.get(line.variantId)?.productId !== product.id)
      return { ok: false, message: `${lineName(index, line)}: there is no such variant of this product` };
  }

  const taken = (changes: Map<number, number>, id: number, quantity: number) =>
    changes.set(id, (changes.get(id) ?? 0) + quantity);
  const fromProducts = new Map<number, number>();
  const fromVariants = new Map<number, number>();
  const lines = data.lines.map((line): NewLine => {
    const product = found.get(line.productId)!;
    const variant = line.variantId === null ? null : variants.get(line.variantId)!;
    taken(fromProducts, product.id, line.quantity);
    if (variant) taken(fromVariants, variant.id, line.quantity);
    return {
      productId: product.id,
      variantId: variant?.id ?? null,
      productName: product.name,
      variantName: variant ? variantNameOf(variant) : null,
      sku: variant?.sku ?? product.sku,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      image: variant?.image ?? product.image,
    };
  });
  const changes = (map: Map<number, number>) => [...map].map(([id, quantity]) => ({ id, quantity }));
  return {
    ok: true,
    sellerId: [...sellerIds][0]!,
    lines,
    fromProducts: changes(fromProducts),
    fromVariants: changes(fromVariants),
  };
}

// ---------------------------------------------------------------------------------------------------------
// The CSV export

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

function csvRow(row: OrderRow): string {
  const items = row.lines
    .map(
      (line) =>
        `${line.quantity} × ${line.productName}${line.variantName ? ` (${line.variantName})` : ''}${line.sku ? ` [${line.sku}]` : ''}`,
    )
    .join('; ');
  return csvLine([
    row.orderNumber,
    philippineTime(row.placedAt),
    displayStatusLabels[orderDisplayStatus(row)],
    fulfillmentLabels[row.fulfillmentStatus],
    paymentLabels[row.paymentStatus],
    row.buyerName,
    row.buyerPhone,
    row.shipAddress,
    row.shipBarangay,
    row.shipCity,
    row.shipState,
    row.shipZipcode,
    items,
    csvNumber(pesosText(row.subtotal)),
    csvNumber(pesosText(row.shippingFee)),
    csvNumber(pesosText(row.total)),
    row.courier,
    row.trackingNumber,
  ]);
}

/** Orders per batch of the export: a few hundred rows in memory at a time, whatever the seller's total. */
const exportBatchSize = 500;

// ---------------------------------------------------------------------------------------------------------

export function createOrderService({ config, database, jobs, ledger }: OrderServiceOptions): OrderService {
  const reads = createOrderRepository(database.db);

  /** The seller's order after a change, read in the change's transaction. */
  const reread = async (repository: OrderRepository, sellerId: string, id: number) =>
    orderJson((await repository.find(sellerId, id))!);

  /**
   * One change of an order's status: the lifecycle decides, then the triple, the timeline, the stock, what
   * the buyer got back and the seller's earning commit together. Not allowed: 409 with the lifecycle's
   * message, nothing changed. `refundedAmount`: what a partial refund gave back, when the storefront says.
   */
  async function change(
    tx: Executor,
    order: LockedOrder,
    event: OrderLifecycleEvent,
    what: string,
    extra: {
      shipment?: { courier: string | null; trackingNumber: string | null };
      refundedAmount?: number;
    } = {},
  ): Promise<Outcome<null, NotAllowed>> {
    const repository = createOrderRepository(tx);
    const { fulfillmentStatus, paymentStatus, prepareStatus } = order;
    const next = nextOrderStatus({ fulfillmentStatus, paymentStatus, prepareStatus }, event);
    if (!next.allowed)
      return refuse('not-allowed', { message: refusalMessage(order.orderNumber, next.before, event) });
    // A full refund gives the buyer the whole total back; a partial one what the storefront reports.
    const refunded =
      next.after.paymentStatus === 'refunded'
        ? ('all' as const)
        : event.type === 'PARTIAL_REFUND'
          ? extra.refundedAmount
          : undefined;
    await repository.setStatus(order.id, next.after, { shipment: extra.shipment, refunded });
    await repository.addTimeline(order.id, { what });
    if (next.returnsStock) await repository.returnStock(await repository.heldStock(order.id));
    await settleOrderEarning(tx, ledger, order.id);
    return ok(null);
  }

  /** A seller's action on one of their orders, and the event the storefront is told of it. */
  function sellerAction(
    sellerId: string,
    id: number,
    event: OrderLifecycleEvent,
    what: string,
    told: Pick<SellerOrderEvent, 'type'> & { data: Omit<SellerOrderEvent['data'], 'orderNumber'> },
    shipment?: { courier: string | null; trackingNumber: string | null },
  ): Promise<SellerActionOutcome> {
    return inTransaction(database.db, async (tx) => {
      const repository = createOrderRepository(tx);
      const order = await repository.lock(sellerId, id);
      if (!order) return refuse('not-found');
      const changed = await change(tx, order, event, what, { shipment });
      if (!changed.ok) return changed;
      await queueSellerEvent(
        tx,
        { config, jobs },
        { orderId: id, type: told.type, data: { orderNumber: order.orderNumber, ...told.data } },
      );
      return ok(await reread(repository, sellerId, id));
    });
  }

  async function placeOrder(tx: Executor, data: OrderPlacedData): Promise<StorefrontEventOutcome> {
    const repository = createOrderRepository(tx);
    const catalog = await catalogLines(repository, data);
    if (!catalog.ok) return refuse('bad-event', { message: catalog.message });
    const subtotal = catalog.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
    const total = subtotal + data.shippingFee;
    if (total > centavosMax) return refuse('bad-event', { message: "The order's total is too large" });

    const id = await repository.insert({
      sellerId: catalog.sellerId,
      orderNumber: data.orderNumber,
      buyerName: data.buyer.name,
      buyerEmail: data.buyer.email,
      buyerPhone: data.buyer.phone,
      shipAddress: data.shippingAddress.address,
      shipBarangay: data.shippingAddress.barangay ?? null,
      shipCity: data.shippingAddress.city,
      shipState: data.shippingAddress.state,
      shipZipcode: data.shippingAddress.zipcode,
      paymentStatus: data.paymentStatus,
      subtotal,
      shippingFee: data.shippingFee,
      total,
      placedAt: new Date(data.placedAt),
    });
    if (id === null)
      return refuse('order-number-taken', {
        message: `An order numbered ${data.orderNumber} was placed before`,
      });

    const short = await repository.takeStock(catalog.fromProducts, catalog.fromVariants);
    if (short) {
      const { kind, id: shortId } = short.short;
      const line = data.lines.findIndex((candidate) =>
        kind === 'product' ? candidate.productId === shortId : candidate.variantId === shortId,
      );
      const copied = catalog.lines[line]!;
      const wanted = (kind === 'product' ? catalog.fromProducts : catalog.fromVariants).find(
        (change) => change.id === shortId,
      )!.quantity;
      const left = await repository.stockOf(kind, shortId);
      return refuse('out-of-stock', {
        line,
        message: `Line ${line + 1} (${copied.productName}${copied.variantName ? ` – ${copied.variantName}` : ''}) is out of stock: ${wanted} ordered, ${left} left`,
      });
    }

    await repository.insertLines(id, catalog.lines);
    const placedAt = new Date(data.placedAt);
    await repository.addTimeline(
      id,
      { what: 'Placed', at: placedAt },
      ...(data.paymentStatus === 'paid' ? [{ what: 'Paid', at: placedAt }] : []),
    );
    const items = catalog.lines.reduce((sum, line) => sum + line.quantity, 0);
    await notifySeller(tx, catalog.sellerId, {
      title: `New order #${data.orderNumber}`,
      message: `${data.buyer.name} ordered ${plural(items, 'item')} (${formatPeso(total)}).`,
      redirectUrl: `/orders/${id}`,
    });
    return ok({ duplicate: false, orderId: id });
  }

  return {
    async list(sellerId, query) {
      return (await reads.list(sellerId, query)).map(orderJson);
    },

    async get(sellerId, id) {
      const row = await reads.find(sellerId, id);
      return row ? orderJson(row) : undefined;
    },

    setStatus(sellerId, id, body) {
      return body.status === 'accepted'
        ? sellerAction(sellerId, id, { type: 'ACCEPT' }, 'Accepted', { type: 'order.accepted', data: {} })
        : sellerAction(sellerId, id, { type: 'REJECT' }, `Rejected: ${body.reason}`, {
            type: 'order.rejected',
            data: { reason: body.reason! },
          });
    },

    fulfil(sellerId, id, { courier, trackingNumber }) {
      const what = [
        'Shipped',
        courier && `by ${courier}`,
        trackingNumber && `tracking number ${trackingNumber}`,
      ]
        .filter(Boolean)
        .join(' ');
      return sellerAction(
        sellerId,
        id,
        { type: 'SHIP' },
        what,
        {
          type: 'order.fulfilled',
          data: {
            ...(courier === undefined ? {} : { courier }),
            ...(trackingNumber === undefined ? {} : { trackingNumber }),
          },
        },
        { courier: courier ?? null, trackingNumber: trackingNumber ?? null },
      );
    },

    exportCsv(sellerId, filters) {
      async function* lines() {
        yield csvLine(csvHeader);
        let after: ExportCursor | null = null;
        for (;;) {
          const batch = await reads.exportBatch(sellerId, filters, after, exportBatchSize);
          if (batch.length > 0) yield batch.map(csvRow).join('');
          if (batch.length < exportBatchSize) return;
          const last = batch.at(-1)!;
          after = { at: last.cursorAt, id: last.id };
        }
      }
      return Readable.from(lines(), { objectMode: false });
    },

    applyStorefrontEvent(event) {
      return inTransaction(database.db, async (tx): Promise<StorefrontEventOutcome> => {
        // The event's id first: a concurrent repeat waits here for this transaction, then finds it applied.
        // A refusal rolls it back with everything else, so the storefront may send a corrected event again.
        const applied = await tx
          .insert(storefrontInbox)
          .values({ eventId: event.id, type: event.type })
          .onConflictDoNothing()
          .returning({ eventId: storefrontInbox.eventId });
        if (applied.length === 0) return ok({ duplicate: true, orderId: null });
        if (event.type === 'order.placed') return placeOrder(tx, event.data);

        const repository = createOrderRepository(tx);
        const order = await repository.lockByNumber(event.data.orderNumber);
        if (!order)
          return refuse('unknown-order', {
            message: `There is no order numbered ${event.data.orderNumber}`,
          });
        const changed = await change(tx, order, lifecycleEventOf(event), storefrontTimelineText(event), {
          refundedAmount: event.type === 'order.payment_updated' ? event.data.amount : undefined,
        });
        if (!changed.ok) return changed;
        return ok({ duplicate: false, orderId: order.id });
      });
    },
  };
}
