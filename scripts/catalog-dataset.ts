// The catalog bench's dataset (decision 020): 1,000,000 products across 10,000 sellers, one of whom has
// 100,000, with images, options and variants, loaded with COPY. `BENCH_CATALOG_PRODUCTS` scales it down
// (sellers and the big seller's share scale with it); `BENCH_CATALOG_DIR` keeps the cluster between runs, so
// the second run only checks the marker file and starts PostgreSQL.
//
// Every product is a pure function of its id (a seeded generator per id), so each table's COPY can run on
// its own connection at the same time as the others and still agree on SKUs, prices and variant counts.
// Secondary indexes and foreign keys are dropped before the load and made again after it (faster than
// maintaining them row by row); the tables' own triggers run as for any insert. `tsx scripts/catalog-dataset.ts` builds (or reuses) the dataset alone.
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { copyInto, generator, row } from './dataset-rows.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../server/db/embedded.ts';
import { createDatabase } from '../server/db/client.ts';
import { migrateDatabase } from '../server/db/migrate.ts';
import { searchTextOf } from '../server/modules/products/search.ts';

/** Bump when the generator changes, so a kept dataset of an older shape is built again. */
const datasetVersion = 1;

export type CatalogSize = { products: number; sellers: number; bigSellerProducts: number };

/** 1 seller per 100 products, and one seller with a tenth of them (the issue's 10,000 and 100,000 at 1M). */
export const catalogSize = (products: number): CatalogSize => ({
  products,
  sellers: Math.max(2, Math.round(products / 100)),
  bigSellerProducts: Math.round(products / 10),
});

export type CatalogDataset = {
  size: CatalogSize;
  bigSellerId: string;
  /** Typed by the big seller in the bench's search: part of a word, as the issue's "abac". */
  searchTerm: string;
  /** Part of one of the big seller's SKUs: a search that matches a handful of products. */
  rareSearchTerm: string;
};

// ---------------------------------------------------------------------------------------------------------
// Words

const materials = [
  'Abaca',
  'Rattan',
  'Bamboo',
  'Capiz',
  'Piña',
  'Buri',
  'Nito',
  'Pandan',
  'Narra',
  'Cotton',
  'Linen',
  'Leather',
  'Ceramic',
  'Coconut',
  'Banig',
  'Inabel',
  'T’nalak',
  'Yakan',
  'Sinamay',
  'Stainless',
];
const adjectives = [
  'Handwoven',
  'Classic',
  'Native',
  'Everyday',
  'Premium',
  'Heritage',
  'Eco',
  'Mini',
  'Large',
  'Handmade',
  'Vintage',
  'Modern',
  'Tropical',
  'Barrio',
  'Pasalubong',
];
const nouns: Array<[noun: string, code: string]> = [
  ['Tote Bag', 'BAG'],
  ['Sling Bag', 'BAG'],
  ['Coin Purse', 'PRS'],
  ['Sun Hat', 'HAT'],
  ['Placemat Set', 'MAT'],
  ['Table Runner', 'RUN'],
  ['Fruit Basket', 'BSK'],
  ['Laundry Hamper', 'HMP'],
  ['Pendant Lamp', 'LMP'],
  ['Wall Décor', 'DEC'],
  ['Barong Tagalog', 'BRG'],
  ['Filipiniana Top', 'TOP'],
  ['Tsinelas', 'TSN'],
  ['Bilao Tray', 'TRY'],
  ['Walis Tambo', 'WLS'],
  ['Coffee Mug', 'MUG'],
  ['Phone Case', 'CSE'],
  ['Throw Pillow', 'PLW'],
  ['Wallet', 'WLT'],
  ['Fan (Pamaypay)', 'FAN'],
];
const foods: Array<[noun: string, code: string]> = [
  ['Dried Mangoes 200g', 'FDM'],
  ['Kapeng Barako 250g', 'KPB'],
  ['Ube Halaya Jar', 'UBE'],
  ['Tablea Tsokolate', 'TBL'],
  ['Chicharon Bulaklak', 'CHC'],
  ['Piaya Pack of 10', 'PIA'],
  ['Calamansi Concentrate', 'CAL'],
  ['Bagoong Alamang', 'BGN'],
  ['Otap Biscuits', 'OTP'],
  ['Polvoron Assorted', 'PLV'],
];
const places = [
  'Ilocos',
  'Cebu',
  'Davao',
  'Bohol',
  'Iloilo',
  'Batangas',
  'Pampanga',
  'Baguio',
  'Parañaque',
  'Bicol',
];
const tagWords = [
  'handmade',
  'pasalubong',
  'gift',
  'eco-friendly',
  'local',
  'proudly pinoy',
  'bestseller',
  'new arrival',
  'sale',
  'home',
  'kitchen',
  'fashion',
  'summer',
  'christmas',
  'fiesta',
  'office',
  'school',
  'travel',
];
const colours = ['Red', 'Blue', 'Natural', 'Black', 'White', 'Green', 'Mustard', 'Maroon'];
const sizes = ['S', 'M', 'L', 'XL'];
const rejectionReasons = [
  'The photos do not show the product clearly. Please upload a well-lit picture on a plain background.',
  'The price looks wrong for this item. Please check the amount.',
  'Food products need the FDA registration number in the description.',
  'The name is in all capital letters. Please write it in normal case.',
];
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
// One product, from its id

const sellerUuid = (index: number) => `00000000-0000-4000-8000-${index.toString(16).padStart(12, '0')}`;

type Option = { name: string; values: string[] };
type ProductPlan = {
  sellerIndex: number;
  name: string;
  sku: string;
  tags: string[];
  status: 0 | 1 | 2;
  price: number;
  discountedPrice: number | null;
  quantity: number;
  imageCount: number;
  options: Option[];
  /** Each variant's option values and quantity; the product's quantity is their sum when there are any. */
  variants: Array<{ values: string[]; quantity: number }>;
  createdAt: Date;
};

/** Two years of listings, in id order (a product's id grows with its creation time, as in real life). */
const epoch = Date.UTC(2024, 10, 1);
const span = 2 * 365 * 24 * 3600 * 1000;

function planProduct(id: number, size: CatalogSize): ProductPlan {
  const random = generator(id * 2654435761);
  // Every tenth product is the big seller's; the rest spread over the others.
  const sellerIndex = id % 10 === 0 ? 0 : 1 + random.below(size.sellers - 1);
  const food = random.next() < 0.15;
  const [noun, code] = food ? random.pick(foods) : random.pick(nouns);
  const name = food
    ? `${random.next() < 0.5 ? `${random.pick(places)} ` : ''}${noun}`
    : `${random.pick(adjectives)} ${random.pick(materials)} ${noun}${random.next() < 0.3 ? ` – ${random.pick(places)}` : ''}`;
  const tags = [...new Set(Array.from({ length: 1 + random.below(4) }, () => random.pick(tagWords)))];
  const roll = random.next();
  const status = roll < 0.7 ? 1 : roll < 0.88 ? 0 : 2;
  const price = (49 + random.below(4950)) * 100 + (random.next() < 0.3 ? 50 : 0);
  const discountedPrice = random.next() < 0.2 ? Math.floor(price * 0.8) : null;
  const options: Option[] = [];
  if (!food && random.next() < 0.2) {
    options.push({ name: 'Colour', values: pickDistinct(random, colours, 2 + random.below(2)) });
    if (random.next() < 0.5)
      options.push({ name: 'Size', values: pickDistinct(random, sizes, 2 + random.below(2)) });
  }
  const combinations = options.reduce<string[][]>(
    (rows, option) => rows.flatMap((row) => option.values.map((value) => [...row, value])),
    options.length ? [[]] : [],
  );
  const variants = combinations.map((values) => ({ values, quantity: random.below(60) }));
  const quantity = variants.length
    ? variants.reduce((sum, variant) => sum + variant.quantity, 0)
    : random.below(500);
  return {
    sellerIndex,
    name,
    sku: `${code}-${id.toString().padStart(7, '0')}`,
    tags,
    status,
    price,
    discountedPrice,
    quantity,
    imageCount: random.next() < 0.85 ? 1 + random.below(3) : 0,
    options,
    variants,
    createdAt: new Date(epoch + (span * id) / size.products + random.below(60_000)),
  };
}

function pickDistinct<T>(random: ReturnType<typeof generator>, items: readonly T[], count: number): T[] {
  const pool = [...items];
  return Array.from({ length: count }, () => pool.splice(random.below(pool.length), 1)[0]!);
}

/** A text[] literal; the words above hold no quote or backslash, but escape anyway. */
const textArray = (values: string[]) =>
  `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

// ---------------------------------------------------------------------------------------------------------
// The tables

function* productIds(size: CatalogSize) {
  for (let id = 1; id <= size.products; id++) yield id;
}

const description = (plan: ProductPlan) =>
  `${plan.name}. Made and shipped from the Philippines. ${plan.tags.map((tag) => `#${tag.replace(/ /g, '')}`).join(' ')}`;

function* productRows(size: CatalogSize, categoryIds: number[]) {
  for (const id of productIds(size)) {
    const plan = planProduct(id, size);
    const at = plan.createdAt.toISOString();
    const variantSkus = plan.variants.map((_, index) => `${plan.sku}-${index + 1}`);
    yield row(
      id,
      sellerUuid(plan.sellerIndex),
      categoryIds[id % categoryIds.length]!,
      plan.name,
      description(plan),
      textArray(plan.tags),
      plan.status,
      plan.status === 2 ? rejectionReasons[id % rejectionReasons.length]! : null,
      plan.price,
      plan.discountedPrice,
      id % 3 === 0,
      plan.sku,
      plan.quantity,
      100 + (id % 20) * 50,
      10 + (id % 30),
      10 + (id % 20),
      2 + (id % 10),
      searchTextOf({ name: plan.name, sku: plan.sku, tags: plan.tags, variantSkus }),
      at,
      at,
      at,
    );
  }
}

/** The image ids of a product: a running count, so rows and variants agree without a lookup. */
function* imageRows(size: CatalogSize) {
  let imageId = 0;
  for (const id of productIds(size)) {
    const plan = planProduct(id, size);
    for (let position = 0; position < plan.imageCount; position++) {
      imageId++;
      yield row(
        imageId,
        id,
        position,
        `00000000-0000-4000-9000-${imageId.toString(16).padStart(12, '0')}`,
        'image/jpeg',
        1200,
        1200,
        80_000 + (imageId % 50_000),
        plan.createdAt.toISOString(),
      );
    }
  }
}

function* optionRows(size: CatalogSize) {
  let optionId = 0;
  for (const id of productIds(size)) {
    for (const [position, option] of planProduct(id, size).options.entries()) {
      optionId++;
      yield row(optionId, id, position, option.name);
    }
  }
}

function* optionValueRows(size: CatalogSize) {
  let optionId = 0;
  let valueId = 0;
  for (const id of productIds(size)) {
    for (const option of planProduct(id, size).options) {
      optionId++;
      for (const [position, value] of option.values.entries())
        yield row(++valueId, optionId, position, value);
    }
  }
}

function* variantRows(size: CatalogSize) {
  let variantId = 0;
  let imageId = 0;
  for (const id of productIds(size)) {
    const plan = planProduct(id, size);
    const firstImage = imageId + 1;
    imageId += plan.imageCount;
    for (const [position, variant] of plan.variants.entries()) {
      yield row(
        ++variantId,
        id,
        sellerUuid(plan.sellerIndex),
        position,
        variant.values[0]!,
        variant.values[1] ?? null,
        variant.values[2] ?? null,
        `${plan.sku}-${position + 1}`,
        variant.quantity,
        plan.price,
        plan.discountedPrice,
        false,
        // The variant of the first colour shows the first picture, like a seller would set it.
        plan.imageCount > 0 && position === 0 ? firstImage : null,
        null,
        null,
        null,
        null,
        plan.createdAt.toISOString(),
      );
    }
  }
}

function* sellerRows(size: CatalogSize) {
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

// ---------------------------------------------------------------------------------------------------------
// The load

const catalogTables = [
  'products',
  'product_images',
  'product_options',
  'product_option_values',
  'product_variants',
];

async function loadCatalog(url: string, size: CatalogSize, log: (message: string) => void) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: existing } = await client.query<{ count: number }>(
      'select count(*)::int as count from products',
    );
    if (existing[0]!.count > 0) throw new Error('The catalog bench loads into an empty products table');
    // A fresh database may not have the starter tree (migration 0006) yet: then the bench brings its own.
    let { rows: categories } = await client.query<{ id: number }>(
      'select id from product_categories where parent_id is not null order by id',
    );
    if (categories.length === 0) {
      await client.query(
        `insert into product_categories (title) values ('Bench Handicrafts'), ('Bench Food')`,
      );
      ({ rows: categories } = await client.query<{ id: number }>(
        `insert into product_categories (parent_id, title)
         select p.id, c.title from product_categories p, (values ('Woven Goods'), ('Snacks'), ('Home')) c(title)
          where p.title like 'Bench %' returning id`,
      ));
    }
    const categoryIds = categories.map((category) => category.id);

    // Secondary indexes and foreign keys go, and come back after the load (an index built once is faster than
    // one kept row by row, a key checked in one join faster than a lookup per row); the primary keys stay, and
    // so do the tables' own triggers (the status counts of migration 0007 count what COPY brings).
    const { rows: indexes } = await client.query<{ name: string; definition: string }>(
      `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
         from pg_index i
        where i.indrelid = any($1::regclass[])
          and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
      [catalogTables],
    );
    const { rows: foreignKeys } = await client.query<{ table: string; name: string; definition: string }>(
      `select conrelid::regclass::text as table, quote_ident(conname) as name, pg_get_constraintdef(oid) as definition
         from pg_constraint where contype = 'f' and conrelid = any($1::regclass[])`,
      [catalogTables],
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
    log(`  ${size.sellers} sellers (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    const copies: Array<[string, string[], () => Iterable<string>]> = [
      [
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
        () => productRows(size, categoryIds),
      ],
      [
        'product_images',
        [
          'id',
          'product_id',
          'position',
          'storage_key',
          'content_type',
          'width',
          'height',
          'size_bytes',
          'created_at',
        ],
        () => imageRows(size),
      ],
      ['product_options', ['id', 'product_id', 'position', 'name'], () => optionRows(size)],
      ['product_option_values', ['id', 'option_id', 'position', 'value'], () => optionValueRows(size)],
      [
        'product_variants',
        [
          'id',
          'product_id',
          'seller_id',
          'position',
          'option1',
          'option2',
          'option3',
          'sku',
          'quantity',
          'price',
          'discounted_price',
          'charge_taxes',
          'image_id',
          'weight',
          'length',
          'width',
          'height',
          'created_at',
        ],
        () => variantRows(size),
      ],
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

    for (const table of catalogTables) {
      await client.query(
        `select setval(pg_get_serial_sequence($1, 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
        [table],
      );
    }
    const vacuumStarted = Date.now();
    // Sets the visibility map (index-only scans) and the statistics, so autovacuum does not wake mid-bench.
    await client.query(`vacuum (analyze) sellers, ${catalogTables.join(', ')}`);
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

type Marker = { version: number; size: CatalogSize };

export async function openCatalogDataset(options: {
  /** The cluster lives in `<dir>/cluster`; the marker file says which dataset it holds. */
  dir: string;
  products: number;
  log: (message: string) => void;
}): Promise<{ cluster: EmbeddedPostgres; dataset: CatalogDataset }> {
  const size = catalogSize(options.products);
  const markerFile = path.join(options.dir, 'catalog-dataset.json');
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
      options.log(`Catalog dataset: reusing ${size.products} products in ${options.dir}`);
    } else {
      await fs.rm(markerFile, { force: true });
      options.log(
        `Catalog dataset: ${size.products} products across ${size.sellers} sellers (${size.bigSellerProducts} for the big one) ...`,
      );
      const started = Date.now();
      await loadCatalog(cluster.url, size, options.log);
      options.log(`Catalog dataset: loaded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      await fs.writeFile(markerFile, JSON.stringify({ version: datasetVersion, size } satisfies Marker));
    }
    return {
      cluster,
      dataset: {
        size,
        bigSellerId: sellerUuid(0),
        searchTerm: 'abac',
        // Every tenth product is the big seller's: product 10's SKU ends in 0000010.
        rareSearchTerm: '0000010',
      },
    };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

export const benchProductCount = () => {
  const count = Number(process.env.BENCH_CATALOG_PRODUCTS ?? 1_000_000);
  if (!Number.isInteger(count) || count < 1000)
    throw new Error(
      `BENCH_CATALOG_PRODUCTS must be a whole number of at least 1000, not ${process.env.BENCH_CATALOG_PRODUCTS}`,
    );
  return count;
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.env.BENCH_CATALOG_DIR;
  if (!dir) {
    process.stderr.write('Set BENCH_CATALOG_DIR to the folder that keeps the dataset\n');
    process.exitCode = 2;
  } else {
    const { cluster } = await openCatalogDataset({
      dir,
      products: benchProductCount(),
      log: (message) => process.stdout.write(`${message}\n`),
    });
    await cluster.stop();
  }
}
