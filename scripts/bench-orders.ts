// The orders scenarios of `npm run bench` (decision 029), on the generated dataset (scripts/orders-dataset.ts:
// 50,000 orders unless BENCH_ORDERS says otherwise; BENCH_ORDERS=1000000 is the 1,000,000 across
// 10,000 sellers, one with 200,000):
// - the big seller's list (first page, page 100, the fulfilment filter, the payment filter, a week's dates),
//   each through the API and through a bare node:http + pg server running the very prepared statement the
//   API runs (the repository's `orderListStatement` per shape, its name and values; before measuring, the
//   statement the repository sends and the two answers must be equal, and EXPLAIN of its custom and generic
//   plans must show no sequential scan of an orders table);
// - `order.placed` throughput: 20 storefront senders, each event signed (the storefront module's own
//   `signPayload`), then every answered order and the stock it took checked in the database;
// - the CSV export of the big seller's orders: the API process's peak RSS above idle.
//
// `tsx scripts/bench-orders.ts` runs these scenarios alone; `--bare` is the bare server itself.
// BENCH_ORDERS_DIR keeps the dataset's cluster between runs (a temporary one is removed otherwise);
// BENCH_ORDERS_SCENARIOS=list,placed,export picks scenarios by a word of their names.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { is, Placeholder } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import {
  orderListQuerySchema,
  orderPageSize,
  signatureHeader,
  type OrderListQuery,
  type StorefrontEvent,
} from '#schemas/orders';
import { freeLoopbackPort } from '../server/db/embedded.ts';
import { hashToken } from '../server/lib/tokens.ts';
import {
  createOrderRepository,
  orderColumns,
  orderListShapeOf,
  orderListStatement,
  orderListStatementName,
  orderListValues,
  type OrderRow,
} from '../server/modules/orders/repository.ts';
import { orderJson } from '../server/modules/orders/service.ts';
import { signPayload } from '../server/modules/storefront/signature.ts';
import {
  connections,
  durationSeconds,
  measureBoth,
  measurementLines,
  startProcess,
  stopProcess,
  summaryLine,
  waitUntil,
  type Targets,
  firstDifference,
} from './bench-harness.ts';
import {
  benchOrderCount,
  openOrdersDataset,
  restorePlacingStock,
  type OrdersDataset,
} from './orders-dataset.ts';

const listTargets: Targets = { ratio: 0.75, p99Ms: 100 };
/** The budget for exporting 200,000 orders: the server's peak RSS above idle. */
const exportBudgetMb = 100;

type Scenario = { name: string; query: Partial<OrderListQuery> };

const listScenarios = (dataset: OrdersDataset): Scenario[] => [
  { name: 'orders-list-first-page', query: {} },
  { name: 'orders-list-page-100', query: { page: 100 } },
  // What a seller works through every day: the orders not shipped yet.
  { name: 'orders-list-unfulfilled', query: { fulfillment: 'unfulfilled' } },
  { name: 'orders-list-refunded', query: { paymentStatus: 'refunded' } },
  { name: 'orders-list-week', query: dataset.dateRange },
];

/** The query string of a list query, as the browser's service writes it. */
const searchOf = (query: Partial<OrderListQuery>) =>
  new URLSearchParams(
    Object.entries({ limit: orderPageSize, page: 1, ...query }).map(([key, value]) => [key, String(value)]),
  ).toString();

// ---------------------------------------------------------------------------------------------------------
// The repository's statement, as text and parameters

/** A named prepared statement as node-postgres sends it: the name, its text (parsed once), its values. */
type Statement = { name: string; text: string; values: unknown[] };

/**
 * The bare server's statement for a list page: each shape's text built once by the repository's own
 * `orderListStatement` with its placeholders, under the repository's name for it, then only its values filled
 * in per request (`orderListValues`), as node-postgres's prepared statements take them.
 */
const listTemplates = new Map<string, (values: Record<string, unknown>) => Statement>();
function listStatement(sellerId: string, query: OrderListQuery): Statement {
  const shape = orderListShapeOf(query);
  const name = orderListStatementName(shape);
  let fill = listTemplates.get(name);
  if (!fill) {
    const { sql, params } = orderListStatement(shape, null).toSQL();
    fill = (values) => ({
      name,
      text: sql,
      values: params.map((param) => (is(param, Placeholder) ? values[param.name] : param)),
    });
    listTemplates.set(name, fill);
  }
  return fill(orderListValues(sellerId, query));
}

/**
 * The one statement the repository's list sends, taken from the repository itself: a Drizzle handle whose
 * client records what it is asked and answers no rows.
 */
async function recordedList(sellerId: string, query: OrderListQuery): Promise<Statement> {
  const asked: Statement[] = [];
  const recorder = {
    query: async (config: { name: string; text: string }, values: unknown[] = []) => {
      asked.push({ name: config.name, text: config.text, values });
      return { rows: [], rowCount: 0, fields: [] };
    },
  };
  await createOrderRepository(drizzle({ client: recorder as unknown as pg.Pool })).list(sellerId, query);
  if (asked.length !== 1)
    throw new Error(`The orders repository ran ${asked.length} statements for a list; the bench expects one`);
  return asked[0]!;
}

/** Each row's keys, in the order of its columns (the bare server asks for rows as arrays). */
const rowKeys = Object.keys(orderColumns);

// ---------------------------------------------------------------------------------------------------------
// The bare server: the session lookup of server/lib/sessions.ts, the repository's statement, orderJson

const sellerBySession = {
  name: 'bare_seller_by_session',
  text: `select s.id, s.approval_status, ss.last_used_at < now() - interval '1 minute' as stale
           from seller_sessions ss join sellers s on s.id = ss.seller_id
          where ss.token_hash = $1 and ss.last_used_at > now() - interval '30 days'
            and s.approval_status is distinct from 3`,
};

/** bigint ids arrive as numbers, as Drizzle's `mode: 'number'` columns give them. */
const numberTypes = {
  getTypeParser: (typeId: number, format?: 'text' | 'binary') =>
    typeId === pg.types.builtins.INT8
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(typeId, format),
};

async function serveBare(databaseUrl: string, port: number): Promise<void> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  pool.on('error', () => {});
  const send = (response: http.ServerResponse, status: number, body: unknown) => {
    const json = JSON.stringify(body);
    response.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(json),
    });
    response.end(json);
  };
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://bare');
    if (request.method !== 'GET' || url.pathname !== '/api/orders')
      return send(response, 404, { error: 'Not found', code: 'NOT_FOUND' });
    try {
      const token = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '')?.[1];
      if (!token) return send(response, 401, { error: 'Please sign in', code: 'UNAUTHENTICATED' });
      const tokenHash = hashToken(token);
      const { rows: sessions } = await pool.query<{ id: string; approval_status: number; stale: boolean }>({
        ...sellerBySession,
        values: [tokenHash],
      });
      const seller = sessions[0];
      if (!seller) return send(response, 401, { error: 'Please sign in', code: 'UNAUTHENTICATED' });
      if (seller.stale)
        await pool.query('update seller_sessions set last_used_at = now() where token_hash = $1', [
          tokenHash,
        ]);
      if (seller.approval_status !== 1) return send(response, 403, { code: 'AWAITING_APPROVAL' });
      const query = orderListQuerySchema.parse(Object.fromEntries(url.searchParams));
      const { rows } = await pool.query<unknown[]>({
        ...listStatement(seller.id, query),
        rowMode: 'array',
        types: numberTypes,
      });
      const orders = rows.map(
        (row) => Object.fromEntries(rowKeys.map((key, index) => [key, row[index]])) as OrderRow,
      );
      send(response, 200, { data: { orders: orders.map(orderJson) } });
    } catch (error) {
      process.stderr.write(`${String(error)}\n`);
      send(response, 503, { error: 'Database unavailable', code: 'DATABASE_UNAVAILABLE' });
    }
  });
  server.listen(port, '127.0.0.1', () => process.stdout.write('ready\n'));
  process.once('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
}

// ---------------------------------------------------------------------------------------------------------
// EXPLAIN: no list reads an orders table from end to end

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };

function* planNodes(node: PlanNode): Generator<PlanNode> {
  yield node;
  for (const child of node.Plans ?? []) yield* planNodes(child);
}

const orderTables = new Set(['orders', 'order_lines', 'order_timeline']);

type Plan = { plan: PlanNode; ms: number };

/**
 * The plans PostgreSQL runs a statement with, and the time each took alone (the second run of two: the first
 * warms the cache): the custom plan for its values, and the generic plan a prepared statement may keep after
 * its first five executions (`PREPARE`, then `EXECUTE` under `plan_cache_mode = force_generic_plan`).
 */
async function explainAnalyze(client: pg.Client, statement: Statement): Promise<Record<string, Plan>> {
  const run = async (explain: string, values: unknown[] = []) => {
    await client.query(explain, values);
    const { rows } = await client.query<{
      'QUERY PLAN': Array<{ Plan: PlanNode; 'Execution Time': number }>;
    }>(explain, values);
    const [result] = rows[0]!['QUERY PLAN'];
    return { plan: result!.Plan, ms: result!['Execution Time'] };
  };
  const custom = await run(`explain (analyze, format json) ${statement.text}`, statement.values);
  await client.query(`prepare bench_explained as ${statement.text}`);
  try {
    await client.query('set plan_cache_mode = force_generic_plan');
    const literals = statement.values.map((value) => client.escapeLiteral(String(value)));
    const generic = await run(
      `explain (analyze, format json) execute bench_explained(${literals.join(', ')})`,
    );
    return { custom, generic };
  } finally {
    await client.query('reset plan_cache_mode');
    await client.query('deallocate bench_explained');
  }
}

async function explainCheck(client: pg.Client, name: string, statement: Statement) {
  const checked = Object.entries(await explainAnalyze(client, statement)).map(([kind, { plan, ms }]) => {
    const nodes = [...planNodes(plan)].filter((node) => orderTables.has(node['Relation Name'] ?? ''));
    const scans = nodes.map((node) =>
      node['Index Name']
        ? `${node['Relation Name']} by ${node['Node Type']} using ${node['Index Name']}`
        : `${node['Relation Name']} by ${node['Node Type']}`,
    );
    return {
      text: `${kind} plan: ${[...new Set(scans)].join(', ')}, ${ms.toFixed(1)} ms in PostgreSQL`,
      passes: nodes.length > 0 && nodes.every((node) => node['Node Type'] !== 'Seq Scan'),
    };
  });
  const passes = checked.every((check) => check.passes);
  return {
    line: `explain ${name}: ${checked.map((check) => check.text).join('; ')} ${passes ? 'PASS' : 'FAIL'}`,
    passes,
  };
}

// ---------------------------------------------------------------------------------------------------------
// order.placed: 20 senders of signed storefront events

type PostResult = {
  latency: { p99: number };
  non2xx: number;
  errors: number;
  '2xx': number;
};
type Request = { method: string; path: string; headers: Record<string, string>; body: string };
// autocannon ships no type declarations; the options and fields used here are typed by hand.
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
  requests: Array<{
    method: 'POST';
    setupRequest: (request: Request) => Request;
    onResponse: (status: number, body: string) => void;
  }>;
}) => Promise<PostResult>;

/** A realistic order of one to three of the placing seller's products, signed as the storefront sends it. */
function placedEvents(dataset: OrdersDataset, secret: string, run: string) {
  let sent = 0;
  return (request: Request): Request => {
    const n = ++sent;
    const count = 1 + (n % 3);
    const lines = Array.from({ length: count }, (_, index) => {
      const product = dataset.placingCatalog[(n * 7 + index * 131) % dataset.placingCatalog.length]!;
      const variantId = product.variantIds.length ? product.variantIds[n % product.variantIds.length]! : null;
      return {
        productId: product.productId,
        variantId,
        quantity: 1 + (n % 2),
        unitPrice: product.price / 100,
      };
    });
    const now = new Date().toISOString();
    const event: StorefrontEvent = {
      id: `bench-${run}-${n}`,
      type: 'order.placed',
      createdAt: now,
      data: {
        orderNumber: `BENCH-${run}-${n}`,
        buyer: { name: 'Maria Santos', email: `maria.${n}@example.ph`, phone: '+63 917 555 0101' },
        shippingAddress: {
          address: '12 Rizal St.',
          barangay: 'Lahug',
          city: 'Cebu City',
          state: 'Cebu',
          zipcode: '6000',
        },
        lines,
        shippingFee: 85,
        paymentStatus: 'paid',
        placedAt: now,
      },
    };
    const body = JSON.stringify(event);
    return {
      ...request,
      headers: {
        'content-type': 'application/json',
        [signatureHeader]: signPayload(secret, body, Math.floor(Date.now() / 1000)),
      },
      body,
    };
  };
}

async function placedScenario(
  client: pg.Client,
  dataset: OrdersDataset,
  api: { url: string; stop: () => Promise<void> },
  secret: string,
  say: (line: string) => void,
) {
  const run = Date.now().toString(36);
  say(`POST /api/storefront/events (order.placed), ${connections} senders, ${durationSeconds} s`);
  /** The first few answers that were not 2xx, to say why. */
  const refusals = new Set<string>();
  const result = await autocannon({
    url: `${api.url}/api/storefront/events`,
    connections,
    duration: durationSeconds,
    requests: [
      {
        method: 'POST',
        setupRequest: placedEvents(dataset, secret, run),
        onResponse: (status, body) => {
          if (status >= 300 && refusals.size < 3) refusals.add(`${status} ${body.slice(0, 300)}`);
        },
      },
    ],
  });
  try {
    // autocannon stops listening when the time is up, not the server: stopping it (gracefully) lets the
    // events still on their way finish first.
    await api.stop();
    // One snapshot: the bench's orders with their lines, and the stock the placing seller has left. Every 2xx
    // is an order, plus at most one per sender that was still on its way when the time was up; the stock
    // taken is exactly what those orders' lines ordered (the products' totals for every line, the variants'
    // for the lines of a variant).
    const { rows } = await client.query<{
      orders: number;
      ordered: number;
      variantOrdered: number;
      products: string;
      variants: string;
    }>(
      `select (select count(*)::int from orders where order_number like $1) as orders,
              coalesce(sum(l.quantity), 0)::int as ordered,
              coalesce(sum(l.quantity) filter (where l.variant_id is not null), 0)::int as "variantOrdered",
              (select sum(p.quantity) from products p where p.seller_id = $2) as products,
              (select sum(v.quantity) from product_variants v where v.seller_id = $2) as variants
         from orders o join order_lines l on l.order_id = o.id
        where o.order_number like $1`,
      [`BENCH-${run}-%`, dataset.placingSellerId],
    );
    const stored = rows[0]!;
    const productsTaken = dataset.placingStock.products - Number(stored.products);
    const variantsTaken = dataset.placingStock.variants - Number(stored.variants);
    const consistent =
      result.non2xx === 0 &&
      result.errors === 0 &&
      stored.orders >= result['2xx'] &&
      stored.orders <= result['2xx'] + connections &&
      productsTaken === stored.ordered &&
      variantsTaken === stored.variantOrdered;
    say(
      `  ${result['2xx']} answered 2xx, ${result.non2xx} other answers, ${result.errors} errors; ` +
        `${stored.orders} orders stored, stock taken ${productsTaken} (lines ordered ${stored.ordered}), ` +
        `of variants ${variantsTaken} (${stored.variantOrdered}); load average ${os.loadavg()[0]?.toFixed(1)}`,
    );
    for (const refusal of refusals) say(`  refused: ${refusal}`);
    say(
      `bench orders-placed: ${(result['2xx'] / durationSeconds).toFixed(0)} orders/s ` +
        `(${connections} signed senders, ${result.non2xx} refused), ` +
        `p99 ${result.latency.p99} ms, ` +
        (consistent
          ? 'every order and the stock it took as answered PASS'
          : 'orders or stock not as answered FAIL'),
    );
    return consistent;
  } finally {
    // The dataset stays what its marker says: the bench's orders go (this run's and any a broken run left;
    // their lines, timeline and outbox rows with them), and so do their events' ids, their notifications and
    // the stock they took.
    await client.query(`delete from orders where order_number like 'BENCH-%'`);
    await client.query(`delete from storefront_inbox where event_id like 'bench-%'`);
    await client.query(`delete from notifications where seller_id = $1 and title like 'New order #BENCH-%'`, [
      dataset.placingSellerId,
    ]);
    await restorePlacingStock(client);
  }
}

// ---------------------------------------------------------------------------------------------------------
// The CSV export's memory

/** A process's resident set now and its peak since the last reset, in bytes, from /proc. */
async function memoryOf(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) * 1024;
  return { rss: kilobytes('VmRSS'), peak: kilobytes('VmHWM') };
}

async function exportScenario(
  dataset: OrdersDataset,
  startApi: () => Promise<{ url: string; pid: number; stop: () => Promise<void> }>,
  authorization: Record<string, string>,
  say: (line: string) => void,
) {
  // Its own API process, so what the list scenarios left in the heap is not counted either way.
  const api = await startApi();
  try {
    const download = async (search: string) => {
      // fetch asks for gzip (a browser gets brotli): either way the server compresses the stream as it goes.
      const response = await fetch(`${api.url}/api/orders/export.csv${search}`, { headers: authorization });
      if (response.status !== 200)
        throw new Error(`export.csv answered ${response.status}: ${await response.text()}`);
      let lines = 0;
      let bytes = 0;
      const reader = response.body!.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        bytes += read.value.byteLength;
        for (const byte of read.value) if (byte === 10) lines++;
      }
      return { lines, bytes, encoding: response.headers.get('content-encoding') ?? 'identity' };
    };
    // Warm: the route, the compressor and the statement have run once before idle is read.
    await download(`?startDate=${dataset.dateRange.startDate}&endDate=${dataset.dateRange.startDate}`);
    const idle = await memoryOf(api.pid);
    // Resets the peak (VmHWM) to the current RSS, so the peak read after is the export's own (Linux ≥ 4.0).
    const reset = await fs.writeFile(`/proc/${api.pid}/clear_refs`, '5').then(
      () => true,
      () => false,
    );
    let sampled = idle.rss;
    const sampler = setInterval(() => {
      void memoryOf(api.pid).then(
        (now) => (sampled = Math.max(sampled, now.rss)),
        () => {},
      );
    }, 20);
    const started = Date.now();
    const result = await download('').finally(() => clearInterval(sampler));
    const seconds = (Date.now() - started) / 1000;
    const after = await memoryOf(api.pid);
    const peak = reset ? Math.max(after.peak, sampled) : sampled;
    const aboveMb = (peak - idle.rss) / 2 ** 20;
    // A header line, then one line per order.
    const rows = result.lines - 1;
    const complete = rows === dataset.size.bigSellerOrders;
    const passes = complete && aboveMb < exportBudgetMb;
    say(`GET /api/orders/export.csv (${dataset.size.bigSellerOrders} orders)`);
    say(
      `  ${rows} rows in ${seconds.toFixed(1)} s, ${(result.bytes / 2 ** 20).toFixed(1)} MB of CSV sent as ${result.encoding}; ` +
        `RSS idle ${(idle.rss / 2 ** 20).toFixed(0)} MB, peak ${(peak / 2 ** 20).toFixed(0)} MB ` +
        `(${reset ? 'VmHWM' : 'sampled every 20 ms'}); load average ${os.loadavg()[0]?.toFixed(1)}`,
    );
    say(
      `bench orders-export-csv: peak ${aboveMb.toFixed(1)} MB above idle (target < ${exportBudgetMb}), ` +
        `${rows} of ${dataset.size.bigSellerOrders} orders ${passes ? 'PASS' : 'FAIL'}`,
    );
    return passes;
  } finally {
    await api.stop();
  }
}

// ---------------------------------------------------------------------------------------------------------
// The run

/** Every orders scenario; true when all pass (EXPLAIN and targets). */
export async function ordersBench(): Promise<boolean> {
  const keptDir = process.env.BENCH_ORDERS_DIR;
  const dir = keptDir ? path.resolve(keptDir) : await fs.mkdtemp(path.join(os.tmpdir(), 'suki-orders-'));
  const serverDirs: string[] = [];
  const children: ChildProcess[] = [];
  const say = (line: string) => process.stdout.write(`${line}\n`);
  const { cluster, dataset } = await openOrdersDataset({ dir, orders: benchOrderCount(), log: say });
  // BENCH_ORDERS_SCENARIOS=week,placed measures only the scenarios whose names hold one of those words.
  const only = process.env.BENCH_ORDERS_SCENARIOS?.split(',').filter(Boolean);
  const chosen = (name: string) => !only || only.some((word) => name.includes(word));
  const secret = randomBytes(32).toString('hex');
  const startApi = async () => {
    const serverDir = await fs.mkdtemp(path.join(os.tmpdir(), 'suki-orders-server-'));
    serverDirs.push(serverDir);
    const port = await freeLoopbackPort();
    const api = startProcess(['server/main.ts'], {
      DATA_DIR: serverDir,
      DATABASE_URL: cluster.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      SMTP_URL: '',
      STOREFRONT_WEBHOOK_SECRET: secret,
    });
    children.push(api.child);
    const url = `http://127.0.0.1:${port}`;
    await waitUntil(`${url}/api/health`, {}, api.child, api.stderr);
    return { url, pid: api.child.pid!, stop: () => stopProcess(api.child) };
  };
  try {
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    const sellerToken = `bench-orders-seller-${Date.now()}`;
    try {
      await client.query('insert into seller_sessions (token_hash, seller_id) values ($1, $2)', [
        hashToken(sellerToken),
        dataset.bigSellerId,
      ]);
      const authorization = { authorization: `Bearer ${sellerToken}` };
      say(
        `Orders: ${dataset.size.orders} orders, ${dataset.size.sellers} sellers, the big one with ${dataset.size.bigSellerOrders}; ` +
          `${connections} connections, ${durationSeconds} s each, ${os.cpus().length} CPUs`,
      );

      let passes = true;
      const scenarios = listScenarios(dataset).filter((scenario) => chosen(scenario.name));
      for (const scenario of scenarios) {
        const query = orderListQuerySchema.parse({ ...scenario.query });
        const statement = listStatement(dataset.bigSellerId, query);
        if (!isDeepStrictEqual(await recordedList(dataset.bigSellerId, query), statement))
          throw new Error(`${scenario.name}: the bare server's statement differs from the repository's`);
        const check = await explainCheck(client, scenario.name, statement);
        say(check.line);
        passes &&= check.passes;
      }

      const api = await startApi();
      if (scenarios.length > 0) {
        const barePort = await freeLoopbackPort();
        const bare = startProcess(['scripts/bench-orders.ts', '--bare'], {
          BENCH_DATABASE_URL: cluster.url,
          BENCH_PORT: String(barePort),
        });
        children.push(bare.child);
        const bareUrl = `http://127.0.0.1:${barePort}`;
        await waitUntil(`${bareUrl}/api/orders?${searchOf({})}`, authorization, bare.child, bare.stderr);
        for (const scenario of scenarios) {
          const listPath = `/api/orders?${searchOf(scenario.query)}`;
          const [apiBody, bareBody] = await Promise.all(
            [api.url, bareUrl].map((base) =>
              fetch(`${base}${listPath}`, { headers: authorization }).then((response) => response.json()),
            ),
          );
          const difference = firstDifference(apiBody, bareBody);
          if (difference !== null)
            throw new Error(`${scenario.name}: the two servers answer differently at ${difference}`);
          const shown = (apiBody as { data: { orders: unknown[] } }).data.orders.length;
          if (shown !== orderPageSize)
            throw new Error(`${scenario.name}: the page holds ${shown} orders, not ${orderPageSize}`);
          say(`GET ${listPath}`);
          const bareTarget = {
            name: 'bare node:http + pg',
            url: `${bareUrl}${listPath}`,
            pid: bare.child.pid,
          };
          const apiTarget = { name: 'API (Fastify + Drizzle)', url: `${api.url}${listPath}`, pid: api.pid };
          const results = await measureBoth(bareTarget, apiTarget, authorization);
          const summary = summaryLine(
            scenario.name,
            listTargets,
            results.api.requestsPerSecond / results.bare.requestsPerSecond,
            results.api.p99,
          );
          say(['', ...measurementLines(bareTarget, apiTarget, results), summary.line, ''].join('\n'));
          passes &&= summary.passes;
        }
        await stopProcess(bare.child);
      }
      if (chosen('orders-placed'))
        passes = (await placedScenario(client, dataset, api, secret, say)) && passes;
      await api.stop();
      if (chosen('orders-export-csv'))
        passes = (await exportScenario(dataset, startApi, authorization, say)) && passes;
      return passes;
    } finally {
      await client.query('delete from seller_sessions where token_hash = $1', [hashToken(sellerToken)]);
      await client.end();
    }
  } finally {
    await Promise.all(children.map(stopProcess));
    await cluster.stop();
    await Promise.all(serverDirs.map((serverDir) => fs.rm(serverDir, { recursive: true, force: true })));
    if (!keptDir) await fs.rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--bare')) {
    await serveBare(process.env.BENCH_DATABASE_URL ?? '', Number(process.env.BENCH_PORT));
  } else {
    try {
      process.exitCode = (await ordersBench()) ? 0 : 1;
    } catch (error) {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exitCode = 2;
    }
  }
}
