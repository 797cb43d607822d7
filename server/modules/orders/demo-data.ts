// The demo orders of `npm run demo` (issue 12), and the pretend storefront that makes them: the approved demo
// seller's orders in every display status of spec §4, placed over the last 30 days with the demo catalog's
// products and pictures, then moved on by the storefront's events and the seller's own actions through the
// orders service, exactly as real ones are. The storefront simulator (scripts/storefront.ts) builds the
// events it signs and sends with the same functions. Idempotent: an order whose number exists is left alone.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  orderFulfilBodySchema,
  orderStatusBodySchema,
  storefrontEventSchema,
  type DisplayStatus,
} from '#schemas/orders';
import { productStatus } from '#schemas/products';
import { toPesos } from '#schemas/money';
import type { Executor } from '../../lib/executor.ts';
import { sellers } from '../../db/schema.ts';
import { products, productVariants } from '../products/table.ts';
import type { OrderService } from './service.ts';
import { orders, orderTimeline } from './table.ts';

/** A storefront event as it travels: money in pesos, the shape `storefrontEventSchema` reads. */
export type StorefrontEventBody = z.input<typeof storefrontEventSchema>;
type EventType = StorefrontEventBody['type'];
type EventData<Type extends EventType> = Extract<StorefrontEventBody, { type: Type }>['data'];

export function storefrontEvent<Type extends EventType>(
  type: Type,
  data: EventData<Type>,
  { id = randomUUID(), createdAt = new Date() }: { id?: string; createdAt?: Date | undefined } = {},
): StorefrontEventBody {
  return { id, type, createdAt: createdAt.toISOString(), data } as StorefrontEventBody;
}

// ---------------------------------------------------------------------------------------------------------
// Buyers and what a seller has for sale

export type DemoBuyer = EventData<'order.placed'>['buyer'] & {
  shippingAddress: EventData<'order.placed'>['shippingAddress'];
};

export const demoBuyers: DemoBuyer[] = [
  {
    name: 'Maria Clara Reyes',
    email: 'maria.reyes@example.ph',
    phone: '09171234501',
    shippingAddress: {
      address: 'Unit 12B, The Residences, 123 Katipunan Avenue',
      barangay: 'Loyola Heights',
      city: 'Quezon City',
      state: 'Metro Manila',
      zipcode: '1108',
    },
  },
  {
    name: 'Jose Rizal Mercado',
    email: 'jose.mercado@example.ph',
    phone: '09181234502',
    shippingAddress: {
      address: '45 Osmeña Boulevard',
      barangay: 'Kalubihan',
      city: 'Cebu City',
      state: 'Cebu',
      zipcode: '6000',
    },
  },
  {
    name: 'Andrea Bautista',
    email: 'andrea.bautista@example.ph',
    phone: '09191234503',
    shippingAddress: {
      address: '8 Roxas Avenue',
      barangay: 'Poblacion',
      city: 'Davao City',
      state: 'Davao del Sur',
      zipcode: '8000',
    },
  },
  {
    name: 'Paolo Villanueva',
    email: 'paolo.villanueva@example.ph',
    phone: '09201234504',
    shippingAddress: {
      address: '27 Session Road',
      barangay: null,
      city: 'Baguio City',
      state: 'Benguet',
      zipcode: '2600',
    },
  },
  {
    name: 'Liza Soberano-Cruz',
    email: 'liza.cruz@example.ph',
    phone: '09211234505',
    shippingAddress: {
      address: 'Block 4 Lot 9, Camella Homes',
      barangay: 'Molino III',
      city: 'Bacoor',
      state: 'Cavite',
      zipcode: '4102',
    },
  },
  {
    name: 'Ramon Aquino',
    email: 'ramon.aquino@example.ph',
    phone: '09221234506',
    shippingAddress: {
      address: '101 Iznart Street',
      barangay: 'Rizal Estanzuela',
      city: 'Iloilo City',
      state: 'Iloilo',
      zipcode: '5000',
    },
  },
];

/** Something a buyer can put in the cart: an approved product, or one of its variants, with stock. */
export type SellableItem = {
  productId: number;
  variantId: number | null;
  /** "Kapeng Barako 250g (Fine)": for people reading the simulator's output. */
  label: string;
  sku: string;
  /** What the storefront charges now, in centavos: the discounted price when there is one. */
  unitPrice: number;
  stock: number;
};

/** The seller's approved products and variants that have stock, in catalog order; none for an unknown seller. */
export async function sellableItems(db: Executor, sellerEmail: string): Promise<SellableItem[]> {
  const rows = await db
    .select({
      productId: products.id,
      variantId: productVariants.id,
      name: products.name,
      options: sql<
        string | null
      >`concat_ws(' / ', ${productVariants.option1}, ${productVariants.option2}, ${productVariants.option3})`,
      sku: sql<string>`coalesce(${productVariants.sku}, ${products.sku})`,
      unitPrice: sql<number>`case when ${productVariants.id} is null
        then coalesce(${products.discountedPrice}, ${products.price})
        else coalesce(${productVariants.discountedPrice}, ${productVariants.price}) end`.mapWith(Number),
      stock: sql<number>`coalesce(${productVariants.quantity}, ${products.quantity})`.mapWith(Number),
    })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .leftJoin(productVariants, eq(productVariants.productId, products.id))
    .where(
      and(
        sql`lower(${sellers.email}) = lower(${sellerEmail})`,
        eq(products.status, productStatus.approved),
        gt(sql`coalesce(${productVariants.quantity}, ${products.quantity})`, 0),
      ),
    )
    .orderBy(asc(products.id), asc(productVariants.position));
  return rows.map(({ name, options, ...item }) => ({
    ...item,
    label: item.variantId === null ? name : `${name} (${options})`,
  }));
}

export type CartLine = { item: SellableItem; quantity: number };

export type PlaceOrder = {
  orderNumber: string;
  buyer: DemoBuyer;
  lines: CartLine[];
  /** Centavos. */
  shippingFee: number;
  paymentStatus: 'paid' | 'unpaid';
  placedAt: Date;
};

/** The storefront's `order.placed` for this cart. */
export function orderPlacedEvent(order: PlaceOrder, options?: { id?: string; createdAt?: Date }) {
  const { shippingAddress, ...buyer } = order.buyer;
  return storefrontEvent(
    'order.placed',
    {
      orderNumber: order.orderNumber,
      buyer,
      shippingAddress,
      lines: order.lines.map(({ item, quantity }) => ({
        productId: item.productId,
        variantId: item.variantId,
        quantity,
        unitPrice: toPesos(item.unitPrice),
      })),
      shippingFee: toPesos(order.shippingFee),
      paymentStatus: order.paymentStatus,
      placedAt: order.placedAt.toISOString(),
    },
    { createdAt: order.placedAt, ...options },
  );
}

export type FollowUpDetails = {
  /** Pesos paid or refunded, when the storefront says. */
  amount?: number;
  /** Why the buyer cancelled. */
  reason?: string;
  createdAt?: Date;
};

const paymentUpdate =
  (paymentStatus: EventData<'order.payment_updated'>['paymentStatus']) =>
  (orderNumber: string, { amount, createdAt }: FollowUpDetails = {}) =>
    storefrontEvent(
      'order.payment_updated',
      { orderNumber, paymentStatus, ...(amount === undefined ? {} : { amount }) },
      { createdAt },
    );

/** What the storefront can tell us about an order after placing it: one event per simulator command. */
export const storefrontFollowUps = {
  pay: paymentUpdate('paid'),
  refund: paymentUpdate('refunded'),
  'partial-refund': paymentUpdate('partially_refunded'),
  void: paymentUpdate('voided'),
  deliver: (orderNumber: string, { createdAt }: FollowUpDetails = {}) =>
    storefrontEvent('order.delivered', { orderNumber }, { createdAt }),
  cancel: (orderNumber: string, { reason, createdAt }: FollowUpDetails = {}) =>
    storefrontEvent(
      'order.cancelled',
      { orderNumber, ...(reason === undefined ? {} : { reason }) },
      { createdAt },
    ),
} satisfies Record<string, (orderNumber: string, details?: FollowUpDetails) => StorefrontEventBody>;

export type StorefrontFollowUp = keyof typeof storefrontFollowUps;

// ---------------------------------------------------------------------------------------------------------
// The demo seller's orders

export const demoOrderSeller = 'demo-approved@suki.local';

type DemoStep =
  | { by: 'storefront'; what: StorefrontFollowUp; amount?: number; reason?: string }
  | { by: 'seller'; what: 'accept' }
  | { by: 'seller'; what: 'reject'; reason: string }
  | { by: 'seller'; what: 'ship'; courier?: string; trackingNumber?: string };

export type DemoOrder = {
  orderNumber: string;
  /** The display status its steps lead to; the demo's test holds the service to it. */
  shows: DisplayStatus;
  daysAgo: number;
  buyer: number;
  /** Catalog SKUs (a variant's or a product's) and quantities. */
  lines: Array<[sku: string, quantity: number]>;
  shippingFee: number;
  paymentStatus: 'paid' | 'unpaid';
  steps: DemoStep[];
};

const accept = { by: 'seller', what: 'accept' } as const;
const ship = (courier: string, trackingNumber?: string) =>
  ({ by: 'seller', what: 'ship', courier, trackingNumber }) as const;
const storefront = (what: StorefrontFollowUp, details: { amount?: number; reason?: string } = {}) =>
  ({ by: 'storefront', what, ...details }) as const;

/** Spec §4's every display status, newest first; the two kinds of "unpaid" and "refunded" each appear. */
export const demoOrders: DemoOrder[] = [
  {
    orderNumber: 'DEMO-1014',
    shows: 'pending',
    daysAgo: 0,
    buyer: 0,
    lines: [
      ['ANA-MANGO', 3],
      ['ANA-TOTE-NATURAL-M', 1],
    ],
    shippingFee: 12000,
    paymentStatus: 'paid',
    steps: [],
  },
  {
    orderNumber: 'DEMO-1013',
    shows: 'unpaid',
    daysAgo: 0,
    buyer: 3,
    lines: [['ANA-TABLEA', 2]],
    shippingFee: 8000,
    paymentStatus: 'unpaid',
    steps: [],
  },
  {
    orderNumber: 'DEMO-1012',
    shows: 'pending',
    daysAgo: 1,
    buyer: 2,
    lines: [
      ['ANA-BARAKO-FINE', 2],
      ['ANA-MIST', 1],
    ],
    shippingFee: 15000,
    paymentStatus: 'unpaid',
    steps: [storefront('pay')],
  },
  {
    orderNumber: 'DEMO-1011',
    shows: 'accepted',
    daysAgo: 2,
    buyer: 1,
    lines: [['ANA-HAMPER', 1]],
    shippingFee: 25000,
    paymentStatus: 'paid',
    steps: [accept],
  },
  {
    orderNumber: 'DEMO-1010',
    shows: 'rejected',
    daysAgo: 3,
    buyer: 4,
    lines: [['ANA-TOTE-BLACK-L', 1]],
    shippingFee: 12000,
    paymentStatus: 'paid',
    steps: [
      {
        by: 'seller',
        what: 'reject',
        reason: 'Sorry, the last black tote in L was sold at our shop before we could pack it.',
      },
    ],
  },
  {
    orderNumber: 'DEMO-1009',
    shows: 'fulfilled',
    daysAgo: 5,
    buyer: 5,
    lines: [
      ['ANA-BARAKO-WHOLEBEAN', 1],
      ['ANA-BARAKO-COARSE', 1],
      ['ANA-TABLEA', 1],
    ],
    shippingFee: 15000,
    paymentStatus: 'paid',
    steps: [accept, ship('J&T Express', 'JT0009231847PH')],
  },
  {
    orderNumber: 'DEMO-1008',
    shows: 'cancelled',
    daysAgo: 6,
    buyer: 0,
    lines: [['ANA-MIST', 2]],
    shippingFee: 8000,
    paymentStatus: 'paid',
    steps: [storefront('cancel', { reason: 'I ordered the wrong scent.' })],
  },
  {
    orderNumber: 'DEMO-1007',
    shows: 'fulfilled',
    daysAgo: 8,
    buyer: 2,
    lines: [['ANA-MANGO', 6]],
    shippingFee: 12000,
    paymentStatus: 'paid',
    steps: [accept, ship('LBC')],
  },
  {
    orderNumber: 'DEMO-1006',
    shows: 'unpaid',
    daysAgo: 11,
    buyer: 1,
    lines: [['ANA-TOTE-NATURAL-L', 1]],
    shippingFee: 12000,
    paymentStatus: 'unpaid',
    steps: [storefront('void')],
  },
  {
    orderNumber: 'DEMO-1005',
    shows: 'refunded',
    daysAgo: 14,
    buyer: 3,
    lines: [['ANA-BARAKO-COARSE', 2]],
    shippingFee: 8000,
    paymentStatus: 'paid',
    steps: [
      {
        by: 'seller',
        what: 'reject',
        reason: 'We cannot ship to this address this week because of the typhoon.',
      },
      storefront('void'),
    ],
  },
  {
    orderNumber: 'DEMO-1004',
    shows: 'delivered',
    daysAgo: 17,
    buyer: 4,
    lines: [
      ['ANA-TOTE-BLACK-M', 1],
      ['ANA-MANGO', 2],
    ],
    shippingFee: 12000,
    paymentStatus: 'paid',
    steps: [accept, ship('J&T Express', 'JT0008117420PH'), storefront('deliver')],
  },
  {
    orderNumber: 'DEMO-1003',
    shows: 'partially_refunded',
    daysAgo: 21,
    buyer: 5,
    lines: [
      ['ANA-BARAKO-FINE', 2],
      ['ANA-TABLEA', 2],
    ],
    shippingFee: 15000,
    paymentStatus: 'paid',
    steps: [
      accept,
      ship('Ninja Van', 'NVPH0412883'),
      storefront('deliver'),
      storefront('partial-refund', { amount: 150 }),
    ],
  },
  {
    orderNumber: 'DEMO-1002',
    shows: 'refunded',
    daysAgo: 25,
    buyer: 0,
    lines: [['ANA-HAMPER', 1]],
    shippingFee: 25000,
    paymentStatus: 'paid',
    steps: [accept, ship('2GO Express', '2GO55120934'), storefront('deliver'), storefront('refund')],
  },
  {
    orderNumber: 'DEMO-1001',
    shows: 'delivered',
    daysAgo: 29,
    buyer: 1,
    lines: [
      ['ANA-MIST', 1],
      ['ANA-MANGO', 1],
    ],
    shippingFee: 8000,
    paymentStatus: 'paid',
    steps: [accept, ship('LBC', 'LBC778812340'), storefront('deliver')],
  },
];

const hourMs = 60 * 60 * 1000;

/** When the demo order was placed: `daysAgo` days before `now`, at a daytime hour of its own. */
const placedAtOf = (order: DemoOrder, index: number, now: Date) =>
  new Date(now.getTime() - order.daysAgo * 24 * hourMs - (1 + (index % 5)) * hourMs);

/**
 * Places whatever demo order is missing through the orders service, then takes it through its steps; answers
 * how many it placed. Every refusal is an error: the demo's orders must come out as `demoOrders` says.
 */
export async function seedDemoOrders(db: Executor, service: OrderService, now = new Date()): Promise<number> {
  const [seller] = await db
    .select({ id: sellers.id })
    .from(sellers)
    .where(eq(sellers.email, demoOrderSeller));
  if (!seller) return 0;
  const existing = await db
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(
      inArray(
        orders.orderNumber,
        demoOrders.map((order) => order.orderNumber),
      ),
    );
  const placed = new Set(existing.map((row) => row.orderNumber));
  const bySku = new Map((await sellableItems(db, demoOrderSeller)).map((item) => [item.sku, item]));
  let created = 0;

  // Oldest first, as they happened, so each order takes its stock in the order the buyers bought.
  for (const [index, order] of [...demoOrders.entries()].reverse()) {
    if (placed.has(order.orderNumber)) continue;
    const placedAt = placedAtOf(order, index, now);
    const lines = order.lines.map(([sku, quantity]) => {
      const item = bySku.get(sku);
      if (!item)
        throw new Error(
          `The demo order ${order.orderNumber} needs ${sku} in stock: seed the demo catalog first`,
        );
      return { item, quantity };
    });
    const event = orderPlacedEvent({
      orderNumber: order.orderNumber,
      buyer: demoBuyers[order.buyer]!,
      lines,
      shippingFee: order.shippingFee,
      paymentStatus: order.paymentStatus,
      placedAt,
    });
    const outcome = await service.applyStorefrontEvent(storefrontEventSchema.parse(event));
    if (!outcome.ok || outcome.value.orderId === null)
      throw new Error(`The demo order ${order.orderNumber} was refused: ${JSON.stringify(outcome)}`);
    const orderId = outcome.value.orderId;
    const [placement] = await db
      .select({ lastId: max(orderTimeline.id) })
      .from(orderTimeline)
      .where(eq(orderTimeline.orderId, orderId));

    for (const [stepIndex, step] of order.steps.entries()) {
      const at = new Date(placedAt.getTime() + (stepIndex + 1) * hourMs);
      const result =
        step.by === 'storefront'
          ? await service.applyStorefrontEvent(
              storefrontEventSchema.parse(
                storefrontFollowUps[step.what](order.orderNumber, { ...step, createdAt: at }),
              ),
            )
          : step.what === 'ship'
            ? await service.fulfil(
                seller.id,
                orderId,
                orderFulfilBodySchema.parse({ courier: step.courier, trackingNumber: step.trackingNumber }),
              )
            : await service.setStatus(
                seller.id,
                orderId,
                orderStatusBodySchema.parse(
                  step.what === 'accept'
                    ? { status: 'accepted' }
                    : { status: 'rejected', reason: step.reason },
                ),
              );
      if (!result.ok)
        throw new Error(
          `The demo order ${order.orderNumber} could not ${step.what}: ${JSON.stringify(result)}`,
        );
    }
    // A seller's action happens now, whenever the order was placed: the one thing the service cannot be told.
    // The steps' timeline entries move back to an hour apart after the placement, so a month-old order does
    // not read as accepted and delivered today.
    await db.execute(sql`
      update ${orderTimeline} t set at = ${placedAt.toISOString()}::timestamptz + step.n * interval '1 hour'
        from (select id, row_number() over (order by id) as n from ${orderTimeline}
               where order_id = ${orderId} and id > ${placement?.lastId ?? 0}) step
       where t.id = step.id`);
    created++;
  }
  return created;
}
