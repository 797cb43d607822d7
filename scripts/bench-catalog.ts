// The catalog scenarios of `npm run bench` (decision 020): on the generated dataset (scripts/catalog-dataset.ts,
// 1,000,000 products unless BENCH_CATALOG_PRODUCTS says otherwise), the big seller's list five ways and the
// admins' review queue, each through the API and through a bare node:http + pg server running the very
// prepared statements the API runs: they come from the product repository itself (`sellerListQuery`,
// `reviewQueueQuery` and their names and values; the queue's counts as the repository issues them), and the
// rows become the same JSON through the service's own `productJson`; before measuring, the statements the
// repository sends and the two answers must be equal. Before measuring, EXPLAIN of every list statement, in
// its custom and its generic plan, must show an index over products (a sequential scan of the catalog fails
// the bench).
//
// `tsx scripts/bench-catalog.ts` runs these scenarios alone; `--bare` is the bare server itself.
// BENCH_CATALOG_DIR keeps the dataset's cluster between runs (a temporary one is removed otherwise).
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { is, Placeholder } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import {
  productPageSize,
  productStatus,
  type ProductSort,
  type ProductSortOrder,
  type ProductStatus,
} from '#schemas/products';
import { freeLoopbackPort } from '../server/db/embedded.ts';
import { hashToken } from '../server/lib/tokens.ts';
import {
  createProductRepository,
  listShapeOf,
  listStatementName,
  listValues,
  queueStatementName,
  queueValues,
  reviewQueueQuery,
  sellerListQuery,
  type ListPage,
  type ProductRepository,
  type ProductRow,
  type QueueRow,
} from '../server/modules/products/repository.ts';
import { searchPattern } from '../server/modules/products/search.ts';
import { productJson } from '../server/modules/products/service.ts';
import { benchProductCount, openCatalogDataset } from './catalog-dataset.ts';
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

const targets: Targets = { ratio: 0.75, p99Ms: 100 };
const queueLimit = 20;

type Scenario = { name: string; path: string; role: 'seller' | 'admin' };

const scenarios = (searchTerm: string): Scenario[] => [
  { name: 'catalog-list-first-page', path: `/api/products?limit=${productPageSize}&page=1`, role: 'seller' },
  { name: 'catalog-list-page-500', path: `/api/products?limit=${productPageSize}&page=500`, role: 'seller' },
  {
    name: 'catalog-list-search',
    path: `/api/products?limit=${productPageSize}&page=1&search=${encodeURIComponent(searchTerm)}`,
    role: 'seller',
  },
  {
    name: 'catalog-list-pending',
    path: `/api/products?limit=${productPageSize}&page=1&status=${productStatus.pending}`,
    role: 'seller',
  },
  {
    name: 'catalog-list-stock',
    path: `/api/products?limit=${productPageSize}&page=1&sortBy=quantity&sortOrder=asc`,
    role: 'seller',
  },
  { name: 'catalog-admin-queue', path: `/api/admin/products?status=${productStatus.pending}`, role: 'admin' },
];

// ---------------------------------------------------------------------------------------------------------
// The repository's statements, as text and parameters

/** Builds statements only: a Drizzle handle over a pool that never connects. */
const builder = drizzle({ client: new pg.Pool() });

/** A named prepared statement as node-postgres sends it: the name, its text (parsed once), its values. */
type Statement = { name: string; text: string; values: unknown[] };

type ListParameters = {
  sellerId: string;
  status: ProductStatus | undefined;
  search: string | undefined;
  sortBy: ProductSort;
  sortOrder: ProductSortOrder;
  limit: number;
  page: number;
};

/** The list page exactly as the product service asks for it (one row more than the page, to see a next). */
const listPageOf = (query: ListParameters): ListPage => ({
  sellerId: query.sellerId,
  status: query.status,
  pattern: searchPattern(query.search),
  sortBy: query.sortBy,
  sortOrder: query.sortOrder,
  limit: query.limit + 1,
  offset: (query.page - 1) * query.limit,
});

const queuePage = (status: ProductStatus) => ({ status, after: null, limit: queueLimit + 1 });

/**
 * The one statement a call of the product repository sends, taken from the repository itself: a Drizzle
 * handle whose client records what it is asked and answers no rows.
 */
async function recorded(call: (repository: ProductRepository) => Promise<unknown>): Promise<Statement> {
  const asked: Statement[] = [];
  const recorder = {
    query: async (config: { name: string; text: string }, values: unknown[] = []) => {
      asked.push({ name: config.name, text: config.text, values });
      return { rows: [], rowCount: 0, fields: [] };
    },
  };
  await call(createProductRepository(drizzle({ client: recorder as unknown as pg.Pool })));
  if (asked.length !== 1)
    throw new Error(`The repository ran ${asked.length} statements; the bench expects one`);
  return asked[0]!;
}

/**
 * The bare server's statements: each shape's text built once by the repository's own query, with its
 * placeholders, then only its values filled in per request, as node-postgres's prepared statements take them.
 */
function template(name: string, select: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql, params } = select.toSQL();
  return (values: Record<string, unknown>): Statement => ({
    name,
    text: sql,
    values: params.map((param) => (is(param, Placeholder) ? values[param.name] : param)),
  });
}

const listTemplates = new Map<string, (values: Record<string, unknown>) => Statement>();
function bareListStatement(page: ListPage): Statement {
  const shape = listShapeOf(page);
  const key = JSON.stringify(shape);
  let fill = listTemplates.get(key);
  if (!fill) {
    fill = template(listStatementName(shape), sellerListQuery(builder, shape));
    listTemplates.set(key, fill);
  }
  return fill(listValues(page));
}

const bareQueueStatement = template(queueStatementName(false), reviewQueueQuery(builder, { after: false }));

/** Each row's keys, in the order of its columns (the bare server asks for rows as arrays). */
const listKeys = Object.keys(
  sellerListQuery(builder, { sortBy: 'date_add', sortOrder: 'desc', byStatus: false, bySearch: false })._
    .selectedFields,
);
const queueKeys = Object.keys(reviewQueueQuery(builder, { after: false })._.selectedFields);

// ---------------------------------------------------------------------------------------------------------
// The bare server: the session lookups of server/lib/sessions.ts, the statements above, productJson

const sellerBySession = {
  name: 'bare_seller_by_session',
  text: `select s.id, s.approval_status, ss.last_used_at < now() - interval '1 minute' as stale
           from seller_sessions ss join sellers s on s.id = ss.seller_id
          where ss.token_hash = $1 and ss.last_used_at > now() - interval '30 days'
            and s.approval_status is distinct from 3`,
};
const adminBySession = {
  name: 'bare_admin_by_session',
  text: `select a.id, ss.last_used_at < now() - interval '1 minute' as stale
           from admin_sessions ss join admins a on a.id = ss.admin_id
          where ss.token_hash = $1 and ss.last_used_at > now() - interval '30 days'`,
};

/** bigint ids and numeric measures arrive as numbers, as Drizzle's `mode: 'number'` columns give them. */
const numberTypes = {
  getTypeParser: (typeId: number, format?: 'text' | 'binary') =>
    typeId === pg.types.builtins.INT8 || typeId === pg.types.builtins.NUMERIC
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(typeId, format),
};

async function serveBare(databaseUrl: string, port: number): Promise<void> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  pool.on('error', () => {});
  const counts = await recorded((repository) => repository.countsByStatus());
  const rowsOf = async <Row>(statement: Statement, keys: string[]): Promise<Row[]> => {
    const { rows } = await pool.query<unknown[]>({ ...statement, rowMode: 'array', types: numberTypes });
    return rows.map((row) => Object.fromEntries(keys.map((key, index) => [key, row[index]])) as Row);
  };
  const send = (response: http.ServerResponse, status: number, body: unknown) => {
    const json = JSON.stringify(body);
    response.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(json),
    });
    response.end(json);
  };
  const authenticate = async (
    lookup: typeof sellerBySession,
    touch: string,
    authorization: string | undefined,
  ) => {
    const token = /^Bearer +(\S+) *$/i.exec(authorization ?? '')?.[1];
    if (!token) return null;
    const tokenHash = hashToken(token);
    const { rows } = await pool.query<{ id: string; approval_status?: number; stale: boolean }>({
      ...lookup,
      values: [tokenHash],
    });
    const row = rows[0];
    if (row?.stale) await pool.query(touch, [tokenHash]);
    return row ?? null;
  };

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://bare');
    try {
      if (request.method === 'GET' && url.pathname === '/api/products') {
        const seller = await authenticate(
          sellerBySession,
          'update seller_sessions set last_used_at = now() where token_hash = $1',
          request.headers.authorization,
        );
        if (!seller) return send(response, 401, { error: 'Please sign in', code: 'UNAUTHENTICATED' });
        if (seller.approval_status !== 1) return send(response, 403, { code: 'AWAITING_APPROVAL' });
        const query = url.searchParams;
        const status = query.get('status');
        const parameters: ListParameters = {
          sellerId: seller.id,
          status: status ? (Number(status) as ProductStatus) : undefined,
          search: query.get('search') ?? undefined,
          sortBy: (query.get('sortBy') as ProductSort | null) ?? 'date_add',
          sortOrder: (query.get('sortOrder') as ProductSortOrder | null) ?? 'desc',
          limit: Number(query.get('limit') ?? productPageSize),
          page: Number(query.get('page') ?? 1),
        };
        const rows = await rowsOf<ProductRow>(bareListStatement(listPageOf(parameters)), listKeys);
        return send(response, 200, {
          data: {
            products: rows.slice(0, parameters.limit).map(productJson),
            pagination: {
              page: parameters.page,
              limit: parameters.limit,
              hasNextPage: rows.length > parameters.limit,
            },
          },
        });
      }
      if (request.method === 'GET' && url.pathname === '/api/admin/products') {
        const admin = await authenticate(
          adminBySession,
          'update admin_sessions set last_used_at = now() where token_hash = $1',
          request.headers.authorization,
        );
        if (!admin) return send(response, 401, { error: 'Please sign in', code: 'UNAUTHENTICATED' });
        const status = Number(url.searchParams.get('status') ?? 0) as ProductStatus;
        const [rows, countRows] = await Promise.all([
          rowsOf<QueueRow>(bareQueueStatement(queueValues(queuePage(status))), queueKeys),
          pool.query<[number, number]>({ ...counts, rowMode: 'array', types: numberTypes }),
        ]);
        const byStatus: Record<number, number> = { 0: 0, 1: 0, 2: 0 };
        for (const [rowStatus, count] of countRows.rows) byStatus[rowStatus] = count;
        const page = rows.slice(0, queueLimit);
        const last = page.at(-1);
        return send(response, 200, {
          data: {
            products: page.map((row) => ({
              ...productJson(row),
              seller: { id: row.sellerId, spStoreName: row.spStoreName },
              submittedAt: row.submittedAt.toISOString(),
            })),
            nextCursor: rows.length > queueLimit && last ? `${last.cursorAt}_${last.id}` : null,
            counts: { pending: byStatus[0], approved: byStatus[1], rejected: byStatus[2] },
          },
        });
      }
      send(response, 404, { error: 'Not found', code: 'NOT_FOUND' });
    } catch (error) {
      process.stderr.write(`${String(error)}\n`);
      send(response, 503, { error: 'Database unavailable', code: 'DATABASE_UNAVAILABLE' });
    }
  });
  server.listen(port, '127.0.0.1', () => process.stdout.write('ready\n'));
  process.once('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
}

// ---------------------------------------------------------------------------------------------------------
// EXPLAIN: every list statement reads products through an index

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };

function* planNodes(node: PlanNode): Generator<PlanNode> {
  yield node;
  for (const child of node.Plans ?? []) yield* planNodes(child);
}

type Plan = { plan: PlanNode; ms: number };

/**
 * The plans PostgreSQL runs a statement with, and the time it took alone (the second run of two: the first
 * warms the cache): a custom plan for its values, and for a named statement also the generic plan it may keep
 * after its first five executions, whichever the planner then finds cheaper. An unnamed one is planned anew
 * for its values every time.
 */
async function explainAnalyze(
  client: pg.Client,
  statement: Statement,
): Promise<{ custom: Plan; generic?: Plan }> {
  const run = async (explain: string, values: unknown[] = []) => {
    await client.query(explain, values);
    const { rows } = await client.query<{
      'QUERY PLAN': Array<{ Plan: PlanNode; 'Execution Time': number }>;
    }>(explain, values);
    const [result] = rows[0]!['QUERY PLAN'];
    return { plan: result!.Plan, ms: result!['Execution Time'] };
  };
  const custom = await run(`explain (analyze, format json) ${statement.text}`, statement.values);
  if (statement.name === '') return { custom };
  await client.query(`prepare bench_explained as ${statement.text}`);
  try {
    await client.query('set plan_cache_mode = force_generic_plan');
    const literals = statement.values.map((value) => client.escapeLiteral(String(value)));
    const generic = await run(
      `explain (analyze, format json) execute bench_explained${literals.length > 0 ? `(${literals.join(', ')})` : ''}`,
    );
    return { custom, generic };
  } finally {
    await client.query('reset plan_cache_mode');
    await client.query('deallocate bench_explained');
  }
}

async function explainCheck(client: pg.Client, name: string, statement: Statement) {
  const plans = await explainAnalyze(client, statement);
  // A bitmap heap scan names its indexes on the bitmap index scans under it.
  const indexesOf = (node: PlanNode) =>
    [...planNodes(node)].flatMap((inner) => (inner['Index Name'] ? [inner['Index Name']] : []));
  const checked = Object.entries(plans).map(([kind, { plan, ms }]: [string, Plan]) => {
    const nodes = [...planNodes(plan)].filter((node) => node['Relation Name'] === 'products');
    const scans = nodes.map((node) =>
      node['Node Type'] === 'Seq Scan'
        ? 'Seq Scan'
        : `${node['Node Type']} using ${indexesOf(node).join(' and ')}`,
    );
    return {
      text: `${kind} plan: products by ${scans.join(', ')}, ${ms.toFixed(1)} ms in PostgreSQL`,
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
// The run

/** Every catalog scenario; true when all pass (EXPLAIN and targets). */
export async function catalogBench(): Promise<boolean> {
  const keptDir = process.env.BENCH_CATALOG_DIR;
  const dir = keptDir ? path.resolve(keptDir) : await fs.mkdtemp(path.join(os.tmpdir(), 'suki-catalog-'));
  const serverDir = await fs.mkdtemp(path.join(os.tmpdir(), 'suki-catalog-server-'));
  const children: ChildProcess[] = [];
  const say = (line: string) => process.stdout.write(`${line}\n`);
  const { cluster, dataset } = await openCatalogDataset({ dir, products: benchProductCount(), log: say });
  try {
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    const sellerToken = `bench-seller-${Date.now()}`;
    const adminToken = `bench-admin-${Date.now()}`;
    try {
      await client.query('insert into seller_sessions (token_hash, seller_id) values ($1, $2)', [
        hashToken(sellerToken),
        dataset.bigSellerId,
      ]);
      const { rows } = await client.query<{ id: string }>(
        `insert into admins (email, password_hash) values ('bench-admin@example.ph', 'not-a-password-hash')
         on conflict (lower(email)) do update set updated_at = now() returning id`,
      );
      await client.query('insert into admin_sessions (token_hash, admin_id) values ($1, $2)', [
        hashToken(adminToken),
        rows[0]!.id,
      ]);

      let passes = true;
      const list = async (query: Partial<ListParameters>) => {
        const parameters: ListParameters = {
          sellerId: dataset.bigSellerId,
          status: undefined,
          search: undefined,
          sortBy: 'date_add',
          sortOrder: 'desc',
          limit: productPageSize,
          page: 1,
          ...query,
        };
        const page = listPageOf(parameters);
        const statement = await recorded((repository) => repository.list(page));
        if (!isDeepStrictEqual(bareListStatement(page), statement))
          throw new Error("The bare server's statement differs from the repository's statement");
        return statement;
      };
      const queue = async (status: ProductStatus) => {
        const statement = await recorded((repository) => repository.queue(queuePage(status)));
        if (!isDeepStrictEqual(bareQueueStatement(queueValues(queuePage(status))), statement))
          throw new Error("The bare server's queue statement differs from the repository's statement");
        return statement;
      };
      const explained = [
        ['catalog-list-first-page', list({})],
        ['catalog-list-page-500', list({ page: 500 })],
        ['catalog-list-search', list({ search: dataset.searchTerm })],
        // A SKU is rare where a word is common: the planner then takes the trigram index, checked here too.
        ['catalog-list-search-sku', list({ search: dataset.rareSearchTerm })],
        ['catalog-list-pending', list({ status: productStatus.pending })],
        ['catalog-list-stock', list({ sortBy: 'quantity', sortOrder: 'asc' })],
        ['catalog-admin-queue', queue(productStatus.pending)],
      ] as const;
      for (const [name, statement] of explained) {
        const check = await explainCheck(client, name, await statement);
        say(check.line);
        passes &&= check.passes;
      }
      // Not a list, so no index is asked of it; but the queue answers with it, so its time counts.
      const counts = (
        await explainAnalyze(client, await recorded((repository) => repository.countsByStatus()))
      ).generic!;
      say(
        `explain catalog-admin-queue counts: ${[...planNodes(counts.plan)].map((node) => node['Node Type']).join(' > ')}; ${counts.ms.toFixed(1)} ms in PostgreSQL`,
      );

      // BENCH_CATALOG_SCENARIOS=search,queue measures only the scenarios whose names hold one of those words.
      const only = process.env.BENCH_CATALOG_SCENARIOS?.split(',').filter(Boolean);
      const all = scenarios(dataset.searchTerm).filter(
        (scenario) => !only || only.some((word) => scenario.name.includes(word)),
      );
      if (all.length === 0) return passes;
      const apiPort = await freeLoopbackPort();
      const api = startProcess(['server/main.ts'], {
        DATA_DIR: serverDir,
        DATABASE_URL: cluster.url,
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${apiPort}`,
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
        SMTP_URL: '',
      });
      children.push(api.child);
      const apiUrl = `http://127.0.0.1:${apiPort}`;
      await waitUntil(`${apiUrl}/api/health`, {}, api.child, api.stderr);
      const barePort = await freeLoopbackPort();
      const bare = startProcess(['scripts/bench-catalog.ts', '--bare'], {
        BENCH_DATABASE_URL: cluster.url,
        BENCH_PORT: String(barePort),
      });
      children.push(bare.child);
      const bareUrl = `http://127.0.0.1:${barePort}`;
      const headersOf = (scenario: Scenario) => ({
        authorization: `Bearer ${scenario.role === 'seller' ? sellerToken : adminToken}`,
      });
      await waitUntil(`${bareUrl}${all[0]!.path}`, headersOf(all[0]!), bare.child, bare.stderr);

      say(
        `Catalog: ${dataset.size.products} products, ${dataset.size.sellers} sellers, the big one with ${dataset.size.bigSellerProducts}; ` +
          `${connections} connections, ${durationSeconds} s each, ${os.cpus().length} CPUs`,
      );
      for (const scenario of all) {
        const headers = headersOf(scenario);
        const [apiBody, bareBody] = await Promise.all(
          [apiUrl, bareUrl].map((base) =>
            fetch(`${base}${scenario.path}`, { headers }).then((response) => response.json()),
          ),
        );
        const difference = firstDifference(apiBody, bareBody);
        if (difference !== null)
          throw new Error(`${scenario.name}: the two servers answer differently at ${difference}`);
        say(`GET ${scenario.path}`);
        const bareTarget = {
          name: 'bare node:http + pg',
          url: `${bareUrl}${scenario.path}`,
          pid: bare.child.pid,
        };
        const apiTarget = {
          name: 'API (Fastify + Drizzle)',
          url: `${apiUrl}${scenario.path}`,
          pid: api.child.pid,
        };
        const results = await measureBoth(bareTarget, apiTarget, headers);
        const summary = summaryLine(
          scenario.name,
          targets,
          results.api.requestsPerSecond / results.bare.requestsPerSecond,
          results.api.p99,
        );
        say(['', ...measurementLines(bareTarget, apiTarget, results), summary.line, ''].join('\n'));
        passes &&= summary.passes;
      }
      return passes;
    } finally {
      await client.end();
    }
  } finally {
    await Promise.all(children.map(stopProcess));
    await cluster.stop();
    await fs.rm(serverDir, { recursive: true, force: true });
    if (!keptDir) await fs.rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--bare')) {
    await serveBare(process.env.BENCH_DATABASE_URL ?? '', Number(process.env.BENCH_PORT));
  } else {
    try {
      process.exitCode = (await catalogBench()) ? 0 : 1;
    } catch (error) {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exitCode = 2;
    }
  }
}
