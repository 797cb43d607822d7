// The orders bench's dataset (decision 029): orders across sellers, one seller with a fifth of them, each with
// its lines and timeline, loaded with COPY; at the size (BENCH_ORDERS=1000000) that is 1,000,000
// orders across 10,000 sellers, one with 200,000. The default is 50,000 (500 sellers, 10,000 for the big one):
// a CI-like run loads in seconds. `BENCH_ORDERS_DIR` keeps the cluster between runs, so a second run only
// checks the marker file and starts PostgreSQL.
//
// Every order is a pure function of its id (a seeded generator per id), so the three tables' COPYs run on
// their own connections at once and still agree on lines, totals and statuses. Secondary indexes and foreign
// keys are dropped before the load and made again after it; the tables' own triggers run as for any insert.
// Beside the orders, one seller gets a small catalog with plenty of stock: the products the bench's
// `order.placed` senders order. `tsx scripts/orders-dataset.ts` builds (or reuses) the dataset alone.
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { copyInto, generator, row } from './dataset-rows.ts';
import type { FulfillmentStatus, PaymentStatus, PrepareStatus } from '#schemas/orders';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../server/db/embedded.ts';
import { createDatabase } from '../server/db/client.ts';
import { migrateDatabase } from '../server/db/migrate.ts';
import { searchTextOf } from '../server/modules/products/search.ts';

/** Bump when the generator changes, so a kept dataset of an older shape is built again. */
const datasetVersion = 1;

export type OrdersSize = {
  orders: number;
  sellers: number;
  bigSellerOrders: number;
  /** The placing seller's catalog: products the bench's storefront orders, with stock that never runs out. */
  placingProducts: number;
};

/** 1 seller per 100 orders, and one seller with a fifth of them (the 10,000 and 200,000 at 1M). */
export const ordersSize = (orders: number): OrdersSize => ({
  orders,
  sellers: Math.max(2, Math.round(orders / 100)),
  bigSellerOrders: Math.round(orders / 5),
  placingProducts: 400,
});

export type OrdersDataset = {
  size: OrdersSize;
  bigSellerId: string;
  /** A seller with orders of their own and the catalog the bench's `order.placed` events draw from. */
  placingSellerId: string;
  /** The placing seller's products: every third has three variants, the rest none. */
  placingCatalog: Array<{ productId: number; variantIds: number[]; price: number }>;
  /** The placing seller's stock as loaded: the products' totals and the variants' (restorePlacingStock). */
  placingStock: { products: number; variants: number };
  /** A week of the big seller's orders in Philippine time (YYYY-MM-DD, inclusive), for the date filter. */
  dateRange: { startDate: string; endDate: string };
};

// ---------------------------------------------------------------------------------------------------------
// Words

const firstNames = [
  'Maria',
  'Jose',
  'Ana',
  'Juan',
  'Kristine',
  'Mark',
  'Angelica',
  'John Paul',
  'Mary Grace',
  'Rodel',
  'Jocelyn',
  'Paolo',
  'Rhea',
  'Jerome',
  'Liezl',
  'Carlo',
];
const lastNames = [
  'Santos',
  'Reyes',
  'Cruz',
  'Bautista',
  'Ocampo',
  'Garcia',
  'Mendoza',
  'Torres',
  'Dela Cruz',
  'Villanueva',
  'Ramos',
  'Aquino',
  'Castillo',
  'Peñaflor',
];
/** City, province, zipcode, barangays. */
const places: Array<[city: string, state: string, zipcode: string, barangays: string[]]> = [
  ['Quezon City', 'Metro Manila', '1100', ['Batasan Hills', 'Commonwealth', 'Cubao', 'Loyola Heights']],
  ['Makati', 'Metro Manila', '1200', ['Poblacion', 'Bel-Air', 'San Lorenzo']],
  ['Cebu City', 'Cebu', '6000', ['Lahug', 'Mabolo', 'Guadalupe']],
  ['Davao City', 'Davao del Sur', '8000', ['Buhangin', 'Talomo', 'Poblacion']],
  ['Iloilo City', 'Iloilo', '5000', ['Jaro', 'Molo', 'La Paz']],
  ['Baguio', 'Benguet', '2600', ['Session Road', 'Irisan']],
  ['Bacolod', 'Negros Occidental', '6100', ['Mandalagan', 'Villamonte']],
  ['Cagayan de Oro', 'Misamis Oriental', '9000', ['Carmen', 'Lapasan']],
  ['Parañaque', 'Metro Manila', '1700', ['BF Homes', 'Baclaran']],
  ['Tagbilaran', 'Bohol', '6300', ['Cogon', 'Dampas']],
];
const streets = ['Rizal St.', 'Mabini St.', 'Bonifacio Ave.', 'Luna St.', 'Aguinaldo Hwy.', 'Del Pilar St.'];
const productNames = [
  'Handwoven Abaca Tote Bag',
  'Capiz Shell Pendant Lamp',
  'Rattan Fruit Basket',
  'Piña Barong Tagalog',
  'Kapeng Barako 250g',
  'Dried Mangoes 200g',
  'Inabel Table Runner',
  'Bamboo Phone Case',
  'Ube Halaya Jar',
  'Buri Sun Hat',
  'Tablea Tsokolate',
  'Yakan Coin Purse',
  'Pandan Placemat Set',
  'Narra Wall Décor',
  'Coconut Shell Coffee Mug',
  'Banig Throw Pillow',
];
const colours = ['Red', 'Blue', 'Natural', 'Black', 'Mustard'];
const sizes = ['S', 'M', 'L'];
const couriers = ['J&T Express', 'LBC', 'Ninja Van', 'Flash Express', '2GO'];
const sellerFirstNames = [
  'Ana',
  'Jose',
  'Maria',
  'Juan',
  'Liza',
  'Paolo',
  'Carmela',
  'Ramon',
  'Tess',
  'Migs',
];
const sellerLastNames = ['Santos', 'Reyes', 'Cruz', 'Bautista', 'Garcia', 'Mendoza', 'Dela Cruz', 'Aquino'];
const storeWords = ['Sari-Sari', 'Crafts', 'Trading', 'Finds', 'Home', 'Pasalubong', 'Weaves', 'Kitchen'];

// ---------------------------------------------------------------------------------------------------------
// One order, from its id

const sellerUuid = (index: number) => `00000000-0000-4000-8000-${index.toString(16).padStart(12, '0')}`;
/** The seller whose catalog the bench orders from: an ordinary seller, not the big one. */
const placingSellerIndex = 1;

type Triple = { fulfillment: FulfillmentStatus; payment: PaymentStatus; prepare: PrepareStatus };
type Step = { what: string; after: number };

/**
 * Where orders end up, and the share of each, for orders older than a few days (the newest are still
 * pending, accepted or awaiting payment): most delivered, some shipped, and every other row of spec §4.
 */
const settled: Array<[share: number, triple: Triple]> = [
  [0.7, { fulfillment: 'delivered', payment: 'paid', prepare: 6 }],
  [0.06, { fulfillment: 'fulfilled', payment: 'paid', prepare: 6 }],
  [0.06, { fulfillment: 'unfulfilled', payment: 'refunded', prepare: null }],
  [0.05, { fulfillment: 'unfulfilled', payment: 'paid', prepare: 7 }],
  [0.04, { fulfillment: 'delivered', payment: 'partially_refunded', prepare: 6 }],
  [0.03, { fulfillment: 'unfulfilled', payment: 'voided', prepare: 4 }],
  [0.06, { fulfillment: 'unfulfilled', payment: 'voided', prepare: null }],
];
const fresh: Array<[share: number, triple: Triple]> = [
  [0.5, { fulfillment: 'unfulfilled', payment: 'paid', prepare: null }],
  [0.3, { fulfillment: 'unfulfilled', payment: 'paid', prepare: 6 }],
  [0.2, { fulfillment: 'unfulfilled', payment: 'unpaid', prepare: null }],
];

const hour = 3600 * 1000;
/** Two years of orders, in id order (an order's id grows with the time it was placed, as in real life). */
const epoch = Date.UTC(2024, 10, 1);
const span = 2 * 365 * 24 * hour;
/** Orders placed in the last three days of the span are not settled yet. */
const freshFrom = epoch + span - 72 * hour;

type Line = {
  productId: number;
  variantId: number | null;
  productName: string;
  variantName: string | null;
  sku: string;
  quantity: number;
  unitPrice: number;
  imageKey: string | null;
};

type OrderPlan = {
  sellerIndex: number;
  orderNumber: string;
  buyer: { name: string; email: string; phone: string };
  address: { address: string; barangay: string | null; city: string; state: string; zipcode: string };
  triple: Triple;
  lines: Line[];
  subtotal: number;
  shippingFee: number;
  shipment: { courier: string; trackingNumber: string } | null;
  placedAt: number;
  /** The timeline after "Order placed", each step some hours after the one before. */
  steps: Step[];
};

function pickShare<T>(random: ReturnType<typeof generator>, shares: Array<[number, T]>): T {
  let roll = random.next();
  for (const [share, value] of shares) {
    if (roll < share) return value;
    roll -= share;
  }
  return shares.at(-1)![1];
}

function stepsOf(triple: Triple, reason: string): Step[] {
  const steps: Step[] = [];
  if (triple.payment !== 'unpaid' && !(triple.payment === 'voided' && triple.prepare === null))
    steps.push({ what: 'Payment received', after: 0.1 });
  if (triple.prepare === 6) steps.push({ what: 'Accepted by the seller', after: 3 });
  if (triple.prepare === 7 || triple.prepare === 4)
    steps.push({ what: `Rejected by the seller: ${reason}`, after: 5 });
  if (triple.prepare === 4) steps.push({ what: 'Payment voided', after: 1 });
  if (triple.fulfillment !== 'unfulfilled') steps.push({ what: 'Shipped', after: 20 });
  if (triple.fulfillment === 'delivered') steps.push({ what: 'Delivered', after: 60 });
  if (triple.payment === 'refunded') steps.push({ what: 'Cancelled by the buyer', after: 2 });
  if (triple.payment === 'partially_refunded') steps.push({ what: 'Partially refunded', after: 100 });
  if (triple.payment === 'voided' && triple.prepare === null)
    steps.push({ what: 'Payment voided', after: 24 });
  return steps;
}

function planOrder(id: number, size: OrdersSize): OrderPlan {
  const random = generator(id * 2654435761);
  // Every fifth order is the big seller's; the rest spread over the others.
  const sellerIndex = id % 5 === 0 ? 0 : 1 + random.below(size.sellers - 1);
  const first = random.pick(firstNames);
  const last = random.pick(lastNames);
  const [city, state, zipcode, barangays] = random.pick(places);
  const placedAt = Math.floor(epoch + (span * id) / size.orders + random.below(60_000));
  const triple = placedAt >= freshFrom ? pickShare(random, fresh) : pickShare(random, settled);
  const lineCount = pickShare(random, [
    [0.6, 1],
    [0.25, 2],
    [0.1, 3],
    [0.05, 4 + random.below(3)],
  ]);
  const lines = Array.from({ length: lineCount }, (_, index): Line => {
    const productId = 1 + random.below(1_000_000);
    const hasVariant = random.next() < 0.3;
    const code = productId.toString().padStart(7, '0');
    return {
      productId,
      variantId: hasVariant ? productId * 4 + index : null,
      productName: random.pick(productNames),
      variantName: hasVariant ? `${random.pick(colours)} / ${random.pick(sizes)}` : null,
      sku: hasVariant ? `SKU-${code}-${index + 1}` : `SKU-${code}`,
      quantity: random.next() < 0.8 ? 1 : 2 + random.below(3),
      unitPrice: (99 + random.below(2900)) * 100 + (random.next() < 0.3 ? 50 : 0),
      imageKey:
        random.next() < 0.8 ? `00000000-0000-4000-9000-${productId.toString(16).padStart(12, '0')}` : null,
    };
  });
  const shipped = triple.fulfillment !== 'unfulfilled';
  return {
    sellerIndex,
    orderNumber: `PH${(10_000_000 + id).toString()}`,
    buyer: {
      name: `${first} ${last}`,
      email: `${first}.${last}.${id}@example.ph`.toLowerCase().replace(/[^a-z0-9.@]/g, ''),
      phone: `+63 9${(10 + random.below(90)).toString()} ${(100 + random.below(900)).toString()} ${(1000 + random.below(9000)).toString()}`,
    },
    address: {
      address: `${1 + random.below(300)} ${random.pick(streets)}`,
      barangay: random.next() < 0.8 ? random.pick(barangays) : null,
      city,
      state,
      zipcode,
    },
    triple,
    lines,
    subtotal: lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0),
    shippingFee: (36 + random.below(120)) * 100,
    shipment:
      shipped && random.next() < 0.9
        ? { courier: random.pick(couriers), trackingNumber: `TRK${id.toString().padStart(12, '0')}` }
        : null,
    placedAt,
    steps: stepsOf(triple, 'The item is out of stock.'),
  };
}

const iso = (at: number) => new Date(at).toISOString();

// ---------------------------------------------------------------------------------------------------------
// The tables

function* orderIds(size: OrdersSize) {
  for (let id = 1; id <= size.orders; id++) yield id;
}

/** When an order last changed: its last timeline step. */
function stepTimes(plan: OrderPlan): number[] {
  let at = plan.placedAt;
  return plan.steps.map((step) => (at += step.after * hour));
}

function* orderRows(size: OrdersSize) {
  for (const id of orderIds(size)) {
    const plan = planOrder(id, size);
    const { buyer, address, triple } = plan;
    yield row(
      id,
      sellerUuid(plan.sellerIndex),
      plan.orderNumber,
      buyer.name,
      buyer.email,
      buyer.phone,
      address.address,
      address.barangay,
      address.city,
      address.state,
      address.zipcode,
      triple.fulfillment,
      triple.payment,
      triple.prepare,
      plan.subtotal,
      plan.shippingFee,
      plan.subtotal + plan.shippingFee,
      plan.shipment?.courier ?? null,
      plan.shipment?.trackingNumber ?? null,
      iso(plan.placedAt),
      iso(plan.placedAt),
      iso(stepTimes(plan).at(-1) ?? plan.placedAt),
    );
  }
}

function* lineRows(size: OrdersSize) {
  let lineId = 0;
  for (const id of orderIds(size)) {
    for (const [position, line] of planOrder(id, size).lines.entries()) {
      yield row(
        ++lineId,
        id,
        position,
        line.productId,
        line.variantId,
        line.productName,
        line.variantName,
        line.sku,
        line.quantity,
        line.unitPrice,
        line.imageKey,
        line.imageKey === null ? null : 'image/jpeg',
        line.imageKey === null ? null : 1200,
      );
    }
  }
}

function* timelineRows(size: OrdersSize) {
  let stepId = 0;
  for (const id of orderIds(size)) {
    const plan = planOrder(id, size);
    yield row(++stepId, id, iso(plan.placedAt), 'Order placed');
    const times = stepTimes(plan);
    for (const [index, step] of plan.steps.entries()) yield row(++stepId, id, iso(times[index]!), step.what);
  }
}

function* sellerRows(size: OrdersSize) {
  for (let index = 0; index < size.sellers; index++) {
    const random = generator(index + 1);
    const name = `${random.pick(sellerFirstNames)} ${random.pick(sellerLastNames)}`;
    yield row(
      sellerUuid(index),
      index === 0 ? 'bench-big@example.ph' : `bench-${index}@example.ph`,
      name,
      `${name.split(' ')[0]}'s ${random.pick(storeWords)} ${index}`,
      'PH',
      // Nobody signs in with a password: the bench starts its sessions in the database.
      'not-a-password-hash',
      new Date(epoch).toISOString(),
      true,
      1,
    );
  }
}

/** Enough that 20 senders for as long as anyone benches never run a line out of stock. */
const placingStock = 1_000_000;

function placingCatalog(size: OrdersSize): OrdersDataset['placingCatalog'] {
  let variantId = 0;
  return Array.from({ length: size.placingProducts }, (_, index) => {
    const productId = index + 1;
    return {
      productId,
      variantIds: productId % 3 === 0 ? [++variantId, ++variantId, ++variantId] : [],
      price: (99 + ((productId * 37) % 2900)) * 100,
    };
  });
}

function* placingProductRows(size: OrdersSize, categoryId: number) {
  for (const product of placingCatalog(size)) {
    const name = `${productNames[product.productId % productNames.length]!} No. ${product.productId}`;
    const sku = `PLACE-${product.productId.toString().padStart(5, '0')}`;
    const variantSkus = product.variantIds.map((_, position) => `${sku}-${position + 1}`);
    const at = iso(epoch);
    yield row(
      product.productId,
      sellerUuid(placingSellerIndex),
      categoryId,
      name,
      `${name}. Made and shipped from the Philippines.`,
      '{}',
      1,
      null,
      product.price,
      null,
      false,
      sku,
      placingStock * Math.max(1, product.variantIds.length),
      250,
      20,
      15,
      10,
      searchTextOf({ name, sku, tags: [], variantSkus }),
      at,
      at,
      at,
    );
  }
}

function* placingVariantRows(size: OrdersSize) {
  for (const product of placingCatalog(size)) {
    for (const [position, variantId] of product.variantIds.entries()) {
      yield row(
        variantId,
        product.productId,
        sellerUuid(placingSellerIndex),
        position,
        colours[position]!,
        `PLACE-${product.productId.toString().padStart(5, '0')}-${position + 1}`,
        placingStock,
        product.price,
        iso(epoch),
      );
    }
  }
}

/** Sets the placing seller's stock back to what the dataset holds, after a bench took some. */
export async function restorePlacingStock(client: pg.ClientBase): Promise<void> {
  await client.query(`update product_variants set quantity = $1 where seller_id = $2 and quantity <> $1`, [
    placingStock,
    sellerUuid(placingSellerIndex),
  ]);
  await client.query(
    `update products p set quantity = $1 * greatest(1, (select count(*) from product_variants v where v.product_id = p.id))
      where p.seller_id = $2`,
    [placingStock, sellerUuid(placingSellerIndex)],
  );
}

// ---------------------------------------------------------------------------------------------------------
// The load

const orderTables = ['orders', 'order_lines', 'order_timeline'];

async function loadOrders(url: string, size: OrdersSize, log: (message: string) => void) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: existing } = await client.query<{ count: number }>(
      'select count(*)::int as count from orders',
    );
    if (existing[0]!.count > 0) throw new Error('The orders bench loads into an empty orders table');
    const { rows: categories } = await client.query<{ id: number }>(
      'select id from product_categories where parent_id is not null order by id limit 1',
    );
    const categoryId =
      categories[0]?.id ??
      (
        await client.query<{ id: number }>(
          `insert into product_categories (title) values ('Bench Handicrafts') returning id`,
        )
      ).rows[0]!.id;

    // Secondary indexes and foreign keys go, and come back after the load (an index built once is faster than
    // one kept row by row, a key checked in one join faster than a lookup per row); the primary keys stay.
    const { rows: indexes } = await client.query<{ name: string; definition: string }>(
      `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
         from pg_index i
        where i.indrelid = any($1::regclass[])
          and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
      [orderTables],
    );
    const { rows: foreignKeys } = await client.query<{ table: string; name: string; definition: string }>(
      `select conrelid::regclass::text as table, quote_ident(conname) as name, pg_get_constraintdef(oid) as definition
         from pg_constraint where contype = 'f' and conrelid = any($1::regclass[])`,
      [orderTables],
    );
    for (const key of foreignKeys) await client.query(`alter table ${key.table} drop constraint ${key.name}`);
    for (const index of indexes) await client.query(`drop index ${index.name}`);

    const started = Date.now();
    await copyInto(
      url,
      'sellers',
      [
        'id',
        'email',
        'seller_name',
        'sp_store_name',
        'country',
        'password_hash',
        'email_verified_at',
        'has_onboarded',
        'approval_status',
      ],
      () => sellerRows(size),
    );
    await copyInto(
      url,
      'products',
      [
        'id',
        'seller_id',
        'category_id',
        'name',
        'description',
        'tags',
        'status',
        'status_reason',
        'price',
        'discounted_price',
        'charge_taxes',
        'sku',
        'quantity',
        'weight',
        'length',
        'width',
        'height',
        'search_text',
        'created_at',
        'updated_at',
        'submitted_at',
      ],
      () => placingProductRows(size, categoryId),
    );
    await copyInto(
      url,
      'product_variants',
      ['id', 'product_id', 'seller_id', 'position', 'option1', 'sku', 'quantity', 'price', 'created_at'],
      () => placingVariantRows(size),
    );
    log(
      `  ${size.sellers} sellers, ${size.placingProducts} products to order (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );

    const copies: Array<[string, string[], () => Iterable<string>]> = [
      [
        'orders',
        [
          'id',
          'seller_id',
          'order_number',
          'buyer_name',
          'buyer_email',
          'buyer_phone',
          'ship_address',
          'ship_barangay',
          'ship_city',
          'ship_state',
          'ship_zipcode',
          'fulfillment_status',
          'payment_status',
          'prepare_status',
          'subtotal',
          'shipping_fee',
          'total',
          'courier',
          'tracking_number',
          'placed_at',
          'created_at',
          'updated_at',
        ],
        () => orderRows(size),
      ],
      [
        'order_lines',
        [
          'id',
          'order_id',
          'position',
          'product_id',
          'variant_id',
          'product_name',
          'variant_name',
          'sku',
          'quantity',
          'unit_price',
          'image_key',
          'image_content_type',
          'image_width',
        ],
        () => lineRows(size),
      ],
      ['order_timeline', ['id', 'order_id', 'at', 'what'], () => timelineRows(size)],
    ];
    // Node makes the rows faster than PostgreSQL parses them: two COPYs at a time keep both cores busy.
    await inTwos(copies, async ([table, columns, rows]) => {
      const tableStarted = Date.now();
      await copyInto(url, table, columns, rows);
      log(`  ${table} copied (${((Date.now() - tableStarted) / 1000).toFixed(1)} s)`);
    });

    const indexesStarted = Date.now();
    await inTwos(indexes, async (index) => {
      const builder = new pg.Client({ connectionString: url });
      await builder.connect();
      try {
        await builder.query("set maintenance_work_mem = '256MB'");
        await builder.query(index.definition);
      } finally {
        await builder.end();
      }
    });
    log(`  ${indexes.length} indexes built (${((Date.now() - indexesStarted) / 1000).toFixed(1)} s)`);
    const keysStarted = Date.now();
    for (const key of foreignKeys)
      await client.query(`alter table ${key.table} add constraint ${key.name} ${key.definition}`);
    log(`  ${foreignKeys.length} foreign keys checked (${((Date.now() - keysStarted) / 1000).toFixed(1)} s)`);

    for (const table of [...orderTables, 'products', 'product_variants']) {
      await client.query(
        `select setval(pg_get_serial_sequence($1, 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
        [table],
      );
    }
    const vacuumStarted = Date.now();
    // Sets the visibility map (index-only scans) and the statistics, so autovacuum does not wake mid-bench.
    await client.query(`vacuum (analyze) sellers, products, product_variants, ${orderTables.join(', ')}`);
    log(`  vacuum analyze (${((Date.now() - vacuumStarted) / 1000).toFixed(1)} s)`);
  } finally {
    await client.end();
  }
}

async function inTwos<T>(items: T[], work: (item: T) => Promise<void>) {
  const queue = [...items];
  const lane = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all([lane(), lane()]);
}

// ---------------------------------------------------------------------------------------------------------
// A cluster holding the dataset: kept under `dir` between runs when asked to

type Marker = { version: number; size: OrdersSize };

/** The last full week of the span (Monday to Sunday, Philippine days): a few thousand of the big seller's at 1M. */
const dateRange = { startDate: '2026-10-19', endDate: '2026-10-25' };

export async function openOrdersDataset(options: {
  /** The cluster lives in `<dir>/cluster`; the marker file says which dataset it holds. */
  dir: string;
  orders: number;
  log: (message: string) => void;
}): Promise<{ cluster: EmbeddedPostgres; dataset: OrdersDataset }> {
  const size = ordersSize(options.orders);
  const markerFile = path.join(options.dir, 'orders-dataset.json');
  const marker = existsSync(markerFile)
    ? (JSON.parse(await fs.readFile(markerFile, 'utf8')) as Marker)
    : null;
  const reusable = marker?.version === datasetVersion && JSON.stringify(marker.size) === JSON.stringify(size);
  if (!reusable) await fs.rm(path.join(options.dir, 'cluster'), { recursive: true, force: true });
  await fs.mkdir(options.dir, { recursive: true });
  // PostgreSQL runs as its own account when we are root: it must pass through the folder.
  await fs.chmod(options.dir, 0o711);
  const cluster = await startEmbeddedPostgres({
    dataDir: path.join(options.dir, 'cluster'),
    durability: 'relaxed',
  });
  try {
    const database = createDatabase(cluster.url, { max: 1 });
    try {
      await migrateDatabase(database);
    } finally {
      await database.close();
    }
    if (reusable) {
      options.log(`Orders dataset: reusing ${size.orders} orders in ${options.dir}`);
    } else {
      await fs.rm(markerFile, { force: true });
      options.log(
        `Orders dataset: ${size.orders} orders across ${size.sellers} sellers (${size.bigSellerOrders} for the big one) ...`,
      );
      const started = Date.now();
      await loadOrders(cluster.url, size, options.log);
      options.log(`Orders dataset: loaded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      await fs.writeFile(markerFile, JSON.stringify({ version: datasetVersion, size } satisfies Marker));
    }
    const catalog = placingCatalog(size);
    return {
      cluster,
      dataset: {
        size,
        bigSellerId: sellerUuid(0),
        placingSellerId: sellerUuid(placingSellerIndex),
        placingCatalog: catalog,
        placingStock: {
          products: catalog.reduce(
            (sum, product) => sum + placingStock * Math.max(1, product.variantIds.length),
            0,
          ),
          variants: catalog.reduce((sum, product) => sum + placingStock * product.variantIds.length, 0),
        },
        dateRange,
      },
    };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

export const benchOrderCount = () => {
  const count = Number(process.env.BENCH_ORDERS ?? 50_000);
  if (!Number.isInteger(count) || count < 10_000)
    throw new Error(`BENCH_ORDERS must be a whole number of at least 10000, not ${process.env.BENCH_ORDERS}`);
  return count;
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.env.BENCH_ORDERS_DIR;
  if (!dir) {
    process.stderr.write('Set BENCH_ORDERS_DIR to the folder that keeps the dataset\n');
    process.exitCode = 2;
  } else {
    const { cluster } = await openOrdersDataset({
      dir,
      orders: benchOrderCount(),
      log: (message) => process.stdout.write(`${message}\n`),
    });
    await cluster.stop();
  }
}
