// The earnings scenarios of `npm run bench` (decision 037), on scripts/earnings-dataset.ts (the orders dataset,
// 50,000 orders unless BENCH_ORDERS says otherwise, with the ledger they earn and payout requests in every
// status), each through the API and through a bare node:http + pg server sending the very statements the
// API's modules send (recorded from ledger.ts's `balancesOf`, `lockSellerLedger`, `appendPayoutEntry` and the
// payouts repository through a Drizzle handle whose client records what it is asked; before measuring, each
// template filled with a request's values must equal what the module sends for them, and the two answers
// must be equal):
// - earnings: GET /api/seller/earnings of the big seller (thousands of earnings, some on hold, a few hundred
//   payout requests in every status);
// - payout-desk: GET /api/admin/payout-requests?status=pending, the first page of a few thousand pending
//   requests across hundreds of sellers, each row with its seller's available balance;
// - cash-out: POST /api/payout-requests of ₱100 from 20 connections for 40 sellers in turn (each request takes
//   its seller's lock; the bare server runs the same lock, sums, insert and reserve in one transaction), then
//   the ledger audited: every seller's entries sum to its requests and orders, and no balance is below zero.
//
// `tsx scripts/bench-earnings.ts` runs these scenarios alone; `--bare` is the bare server itself.
// BENCH_EARNINGS_SCENARIOS=earnings,desk,cash-out picks scenarios by a word of their names.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { getTableColumns } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import {
  adminPayoutQuerySchema,
  payoutPageSize,
  payoutRequestBodySchema,
  payoutStatuses,
  earningsMessages,
  type PayoutStatus,
} from '#schemas/earnings';
import { loadConfig } from '../server/config.ts';
import { createDatabase } from '../server/db/client.ts';
import { freeLoopbackPort } from '../server/db/embedded.ts';
import { hashToken } from '../server/lib/tokens.ts';
import { payoutRequests } from '../server/modules/earnings/table.ts';
import {
  appendPayoutEntry,
  auditLedger,
  availableOf,
  balancesOf,
  lockSellerLedger,
  type Balances,
} from '../server/modules/earnings/ledger.ts';
import { earningsJson } from '../server/modules/earnings/service.ts';
import { paymentChannels } from '../server/modules/payouts/channels.ts';
import {
  createPayoutRepository,
  type AdminPayoutRow,
  type PayoutRow,
} from '../server/modules/payouts/repository.ts';
import { adminPayoutJson, payoutJson } from '../server/modules/payouts/service.ts';
import {
  connections,
  durationSeconds,
  firstDifference,
  measureBoth,
  measurementLines,
  startProcess,
  stopProcess,
  summaryLine,
  waitUntil,
  type Measurement,
  type Target,
  type Targets,
} from './bench-harness.ts';
import { earningsDir, openEarningsDataset } from './earnings-dataset.ts';
import { benchOrderCount } from './orders-dataset.ts';

/**
 * The project's ratio (the stack keeps three quarters of a bare server's req/s on the same SQL) and p99s from
 * the runs of decision 037 on this 2-core machine, with room for its load: the earnings are one seller's sums,
 * the desk a page of 20 sellers' balances, a cash-out a transaction of six statements under a lock.
 */
const targets = {
  earnings: { ratio: 0.75, p99Ms: 100 },
  desk: { ratio: 0.75, p99Ms: 300 },
  cashOut: { ratio: 0.75, p99Ms: 150 },
} satisfies Record<string, Targets>;

const settings = loadConfig(process.env).earnings;
/** What each cash-out asks: the smallest a seller may. */
const cashOutAmount = settings.payoutMin;

// ---------------------------------------------------------------------------------------------------------
// The modules' statements, recorded

/** A statement as node-postgres sends it: its text and values (the API's are unnamed, parsed each time). */
type Statement = { text: string; values: unknown[] };

/**
 * The statements a module's function sends, taken from the function itself: a Drizzle handle whose client
 * records what it is asked and answers the given rows (as arrays, in order; none after them).
 */
async function recorded(
  run: (db: NodePgDatabase) => Promise<unknown>,
  answers: unknown[][][] = [],
): Promise<Statement[]> {
  const asked: Statement[] = [];
  const recorder = {
    query: async (config: { text: string }, values: unknown[] = []) => {
      const rows = answers[asked.length] ?? [];
      asked.push({ text: config.text, values });
      return { rows, rowCount: rows.length, fields: [] };
    },
  };
  await run(drizzle({ client: recorder as unknown as pg.Pool }));
  return asked;
}

/**
 * A function's statements with its inputs as slots: recorded once with sentinel inputs, each value equal to a
 * sentinel's driver form (what Drizzle sends for it: a Date's ISO text) becomes that input's slot, the rest
 * stay as sent. Filled per request with the inputs' driver forms; `check` proves a filled template equals what
 * the function sends for real inputs.
 */
async function templateOf<Input extends Record<string, unknown>>(
  run: (db: NodePgDatabase, input: Input) => Promise<unknown>,
  sentinel: Input,
  answers: unknown[][][] = [],
) {
  const keys = Object.keys(sentinel) as Array<keyof Input>;
  const statements = await recorded((db) => run(db, sentinel), answers);
  const slots = statements.map(({ text, values }) => ({
    text,
    values: values.map((value) => keys.find((key) => isDeepStrictEqual(driverForm(sentinel[key]), value))),
    sent: values,
  }));
  const fill = (input: Input): Statement[] =>
    slots.map(({ text, values, sent }) => ({
      text,
      values: values.map((key, index) => (key === undefined ? sent[index] : driverForm(input[key]))),
    }));
  const check = async (name: string, input: Input) => {
    const sent = await recorded((db) => run(db, input), answers);
    if (!isDeepStrictEqual(sent, fill(input)))
      throw new Error(`${name}: the bare server's statements differ from the module's`);
  };
  return { fill, check };
}

const driverForm = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

const sentinelSeller = '00000000-0000-4000-8000-00000000beef';
const sentinelAt = new Date(Date.UTC(2001, 0, 2, 3, 4, 5, 6));

async function statements() {
  // balancesOf reads one row of sums, then the next release (none here).
  const balances = await templateOf(
    (db, { sellerId, at }) => balancesOf(db, sellerId, at),
    { sellerId: sentinelSeller, at: sentinelAt },
    [[[0, 0, 0, 0]], []],
  );
  // availableOf reads one row per seller; the slot is the whole array of sellers.
  const available = await templateOf((db, { sellerIds, at }) => availableOf(db, sellerIds, at), {
    sellerIds: [sentinelSeller],
    at: sentinelAt,
  });
  const lock = await templateOf((db, { sellerId }) => lockSellerLedger(db, sellerId), {
    sellerId: sentinelSeller,
  });
  const insert = await templateOf(
    (
      db,
      row: {
        sellerId: string;
        channelCode: string;
        accountNumber: string;
        accountName: string;
        amount: number;
        createdAt: Date;
      },
    ) => createPayoutRepository(db).insert(row),
    {
      sellerId: sentinelSeller,
      channelCode: 'SENTINEL_CHANNEL',
      accountNumber: '99999999999',
      accountName: 'Sentinel Name',
      amount: 987_654,
      createdAt: sentinelAt,
    },
  );
  const reserve = await templateOf(
    (db, { sellerId, payoutRequestId, amount, at }) =>
      appendPayoutEntry(db, { sellerId, payoutRequestId, kind: 'payout_reserve', amount, at }),
    { sellerId: sentinelSeller, payoutRequestId: 123_456_789, amount: -987_654, at: sentinelAt },
  );
  // The desk's order depends on the status (pending oldest first, decided newest first): a statement each.
  const deskPage = Object.fromEntries(
    await Promise.all(
      payoutStatuses.map(
        async (status) =>
          [
            status,
            await templateOf(
              (db) => createPayoutRepository(db).adminPage(status, undefined, payoutPageSize + 1),
              {},
            ),
          ] as const,
      ),
    ),
  ) as Record<PayoutStatus, Awaited<ReturnType<typeof templateOf<Record<string, never>>>>>;
  const deskCount = await templateOf(
    (db, { status }) => createPayoutRepository(db).countWithStatus(status as PayoutStatus),
    { status: 'sentinel-status' },
    [[[0]]],
  );
  return { balances, available, lock, insert, reserve, deskPage, deskCount };
}

/** Each row's keys, in the order of the table's columns (the statements ask for rows as arrays). */
const payoutKeys = Object.keys(getTableColumns(payoutRequests));
const sellerKeys = ['id', 'name', 'email', 'storeName'];

/** Node-postgres's parsers give bigint as text and timestamps as Dates; Drizzle's mapping gives numbers. */
function payoutRowOf(row: unknown[]): PayoutRow {
  const payout = Object.fromEntries(payoutKeys.map((key, index) => [key, row[index]])) as PayoutRow;
  return { ...payout, id: Number(payout.id) };
}

/** `balancesOf`'s answer from its two statements' rows, as it assembles them. */
function balancesFrom(sums: unknown[], next: unknown[] | undefined): Balances {
  const [totalDue, onHold, payoutApprovedAmount, lifetimePaidOut] = sums.map(Number) as [
    number,
    number,
    number,
    number,
  ];
  return {
    totalDue,
    payoutApprovedAmount,
    available: totalDue - payoutApprovedAmount,
    onHold,
    nextRelease: next ? { at: next[0] as Date, amount: Number(next[1]) } : null,
    lifetimePaidOut,
  };
}

// ---------------------------------------------------------------------------------------------------------
// The bare server: the session lookups of server/lib/sessions.ts, the modules' statements, their JSON

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

async function serveBare(databaseUrl: string, port: number): Promise<void> {
  const sql = await statements();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  pool.on('error', () => {});
  const rowsOf = async (executor: pg.Pool | pg.PoolClient, statement: Statement) =>
    (await executor.query<unknown[]>({ ...statement, rowMode: 'array' })).rows;
  const balances = async (executor: pg.Pool | pg.PoolClient, sellerId: string, at: Date) => {
    const [sums, next] = sql.balances.fill({ sellerId, at });
    const [sumRow] = await rowsOf(executor, sums!);
    const [nextRow] = await rowsOf(executor, next!);
    return balancesFrom(sumRow!, nextRow);
  };
  /** `availableOf`'s answer from its rows: 0 for a seller without any. */
  const availableFor = async (executor: pg.Pool | pg.PoolClient, sellerIds: string[], at: Date) => {
    const [statement] = sql.available.fill({ sellerIds, at });
    const found = new Map(sellerIds.map((sellerId) => [sellerId, 0]));
    for (const [sellerId, sum] of await rowsOf(executor, statement!))
      found.set(sellerId as string, Number(sum));
    return found;
  };
  const bodySchema = payoutRequestBodySchema({
    bounds: { min: settings.payoutMin, max: settings.payoutMax },
    channels: paymentChannels,
  });

  const send = (response: http.ServerResponse, status: number, body: unknown) => {
    const json = JSON.stringify(body);
    response.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(json),
    });
    response.end(json);
  };
  const session = async (
    request: http.IncomingMessage,
    lookup: { name: string; text: string },
    table: 'seller_sessions' | 'admin_sessions',
  ) => {
    const token = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!token) return null;
    const tokenHash = hashToken(token);
    const { rows } = await pool.query<{ id: string; approval_status?: number; stale: boolean }>({
      ...lookup,
      values: [tokenHash],
    });
    const found = rows[0];
    if (found?.stale)
      await pool.query(`update ${table} set last_used_at = now() where token_hash = $1`, [tokenHash]);
    return found ?? null;
  };
  const readBody = async (request: http.IncomingMessage) => {
    let body = '';
    for await (const chunk of request) body += String(chunk);
    return JSON.parse(body) as unknown;
  };

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://bare');
    try {
      if (request.method === 'GET' && url.pathname === '/api/seller/earnings') {
        const seller = await session(request, sellerBySession, 'seller_sessions');
        if (!seller) return send(response, 401, { code: 'UNAUTHENTICATED' });
        if (seller.approval_status !== 1) return send(response, 403, { code: 'AWAITING_APPROVAL' });
        return send(response, 200, {
          data: earningsJson(await balances(pool, seller.id, new Date()), settings),
        });
      }
      if (request.method === 'GET' && url.pathname === '/api/admin/payout-requests') {
        const admin = await session(request, adminBySession, 'admin_sessions');
        if (!admin) return send(response, 401, { code: 'UNAUTHENTICATED' });
        const query = adminPayoutQuerySchema.parse(Object.fromEntries(url.searchParams));
        // The first page only: the bench asks for no other.
        if (query.cursor !== undefined) return send(response, 404, { code: 'NOT_FOUND' });
        const [pageStatement] = sql.deskPage[query.status].fill({});
        const [countStatement] = sql.deskCount.fill({ status: query.status });
        const [rows, [countRow]] = await Promise.all([
          rowsOf(pool, pageStatement!),
          rowsOf(pool, countStatement!),
        ]);
        const all = rows.map((row): AdminPayoutRow => ({
          ...payoutRowOf(row),
          seller: Object.fromEntries(
            sellerKeys.map((key, index) => [key, row[payoutKeys.length + index]]),
          ) as AdminPayoutRow['seller'],
        }));
        const page = all.slice(0, payoutPageSize);
        const available = await availableFor(pool, [...new Set(page.map((row) => row.sellerId))], new Date());
        return send(response, 200, {
          data: {
            payoutRequests: page.map((row) => adminPayoutJson(row, available.get(row.sellerId)!)),
            nextCursor: all.length > payoutPageSize ? String(page.at(-1)!.id) : null,
            total: Number(countRow![0]),
          },
        });
      }
      if (request.method === 'POST' && url.pathname === '/api/payout-requests') {
        const seller = await session(request, sellerBySession, 'seller_sessions');
        if (!seller) return send(response, 401, { code: 'UNAUTHENTICATED' });
        if (seller.approval_status !== 1) return send(response, 403, { code: 'AWAITING_APPROVAL' });
        const parsed = bodySchema.safeParse(await readBody(request));
        if (!parsed.success) return send(response, 400, { code: 'VALIDATION_FAILED' });
        const body = parsed.data;
        const client = await pool.connect();
        try {
          await client.query('begin');
          const [lock] = sql.lock.fill({ sellerId: seller.id });
          await rowsOf(client, lock!);
          const at = new Date();
          const available = (await availableFor(client, [seller.id], at)).get(seller.id)!;
          if (body.amount > available) {
            await client.query('rollback');
            return send(response, 409, {
              error:
                available < settings.payoutMin
                  ? earningsMessages.belowMinimum(available, settings.payoutMin)
                  : earningsMessages.insufficientBalance(available),
              code: 'INSUFFICIENT_BALANCE',
            });
          }
          const [insert] = sql.insert.fill({ sellerId: seller.id, ...body, createdAt: at });
          const row = payoutRowOf((await rowsOf(client, insert!))[0]!);
          const [reserve] = sql.reserve.fill({
            sellerId: seller.id,
            payoutRequestId: row.id,
            amount: -row.amount,
            at,
          });
          await rowsOf(client, reserve!);
          await client.query('commit');
          return send(response, 201, { data: payoutJson(row) });
        } catch (error) {
          await client.query('rollback').catch(() => {});
          throw error;
        } finally {
          client.release();
        }
      }
      return send(response, 404, { error: 'Not found', code: 'NOT_FOUND' });
    } catch (error) {
      process.stderr.write(`${String(error)}\n`);
      send(response, 503, { error: 'Database unavailable', code: 'DATABASE_UNAVAILABLE' });
    }
  });
  server.listen(port, '127.0.0.1', () => process.stdout.write('ready\n'));
  process.once('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
}

// ---------------------------------------------------------------------------------------------------------
// Cash-out: POSTs from many sellers, in alternating halves like the GET scenarios

type PostResult = {
  requests: { average: number };
  latency: { p50: number; p99: number };
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

/** A cash-out of the smallest amount to GCash, from each seller's token in turn. */
function cashOutBody(n: number) {
  return {
    channelCode: 'PH_GCASH',
    accountNumber: `0917${String(n % 10_000_000).padStart(7, '0')}`,
    accountName: 'Juan Dela Cruz',
    amount: cashOutAmount / 100,
  };
}

/** CPU time (user + system) a process has used, in ms, from /proc (null elsewhere). */
async function cpuTimeMs(pid: number | undefined): Promise<number | null> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (stat === null) return null;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function measureCashOuts(bare: Target, api: Target, tokens: string[], say: (line: string) => void) {
  let sent = 0;
  const refusals = new Set<string>();
  let answered2xx = 0;
  const once = async (target: Target, seconds: number) => {
    const result = await autocannon({
      url: `${target.url}/api/payout-requests`,
      connections,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            const n = sent++;
            return {
              ...request,
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${tokens[n % tokens.length]}`,
              },
              body: JSON.stringify(cashOutBody(n)),
            };
          },
          onResponse: (status, body) => {
            if (status >= 300 && refusals.size < 3) refusals.add(`${status} ${body.slice(0, 200)}`);
          },
        },
      ],
    });
    answered2xx += result['2xx'];
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(
        `${target.name}: ${result.non2xx} non-2xx answers and ${result.errors} errors (${[...refusals].join('; ')}); the comparison is void`,
      );
    return result;
  };
  const runs = new Map<Target, { results: PostResult[]; cpuMs: number | null; requests: number }>([
    [bare, { results: [], cpuMs: 0, requests: 0 }],
    [api, { results: [], cpuMs: 0, requests: 0 }],
  ]);
  for (const target of runs.keys()) {
    say(`  ${target.name}: 3 s warm-up ...`);
    await once(target, 3);
  }
  const rounds = 2;
  for (let round = 1; round <= rounds; round++) {
    for (const [target, run] of runs) {
      say(`  ${target.name}: round ${round}/${rounds} ...`);
      const before = await cpuTimeMs(target.pid);
      const result = await once(target, durationSeconds / rounds);
      const after = await cpuTimeMs(target.pid);
      run.results.push(result);
      run.requests += result['2xx'];
      run.cpuMs = run.cpuMs === null || before === null || after === null ? null : run.cpuMs + after - before;
    }
  }
  const measured = (target: Target): Measurement => {
    const { results, cpuMs, requests } = runs.get(target)!;
    return {
      requestsPerSecond: results.reduce((sum, result) => sum + result.requests.average, 0) / results.length,
      p50: Math.max(...results.map((result) => result.latency.p50)),
      p99: Math.max(...results.map((result) => result.latency.p99)),
      cpuMsPerRequest: cpuMs === null ? null : cpuMs / requests,
    };
  };
  return { results: { bare: measured(bare), api: measured(api) }, answered2xx, runs: 2 + 2 * rounds };
}

// ---------------------------------------------------------------------------------------------------------
// The run

/** Every earnings scenario; true when all pass. */
export async function earningsBench(): Promise<boolean> {
  const { dir, remove } = await earningsDir();
  const serverDirs: string[] = [];
  const children: ChildProcess[] = [];
  const say = (line: string) => process.stdout.write(`${line}\n`);
  try {
    const { cluster, dataset } = await openEarningsDataset({ dir, orders: benchOrderCount(), log: say });
    const only = process.env.BENCH_EARNINGS_SCENARIOS?.split(',').filter(Boolean);
    const chosen = (name: string) => !only || only.some((word) => name.includes(word));
    const database = createDatabase(cluster.url, { max: 2 });
    try {
      const bigSeller = dataset.orders.bigSellerId;
      const run = Date.now().toString(36);
      // Sessions: the big seller's, an admin's, and one for each cash-out seller.
      const token = (who: string) => `bench-earnings-${who}-${run}`;
      const sessions = [{ token: token('big'), sellerId: bigSeller }].concat(
        dataset.cashOutSellers.map((seller, index) => ({
          token: token(`cash-${index}`),
          sellerId: seller.id,
        })),
      );
      for (const session of sessions)
        await database.pool.query('insert into seller_sessions (token_hash, seller_id) values ($1, $2)', [
          hashToken(session.token),
          session.sellerId,
        ]);
      const {
        rows: [admin],
      } = await database.pool.query<{ id: string }>(
        `insert into admins (email, password_hash) values ($1, 'not a hash: no one signs in with it') returning id`,
        [`bench-${run}@example.ph`],
      );
      await database.pool.query('insert into admin_sessions (token_hash, admin_id) values ($1, $2)', [
        hashToken(token('admin')),
        admin!.id,
      ]);
      const sellerAuth = { authorization: `Bearer ${token('big')}` };
      const adminAuth = { authorization: `Bearer ${token('admin')}` };
      const { counts } = dataset;
      say(
        `Earnings: the big seller's ${counts.bigSellerEarnings} earnings (${counts.bigSellerOnHold} on hold) and ` +
          `${counts.bigSellerRequests.pending} pending, ${counts.bigSellerRequests.completed} completed, ${counts.bigSellerRequests.failed} failed payout requests; ` +
          `${counts.pending} pending across ${counts.sellersWithPending} sellers; ${connections} connections, ${durationSeconds} s each, ${os.cpus().length} CPUs`,
      );

      // Before anything runs: the bare server's statements are the modules' own.
      const sql = await statements();
      const now = new Date();
      await sql.balances.check('balances', { sellerId: bigSeller, at: now });
      await sql.available.check('available', {
        sellerIds: [bigSeller, bigSeller.replace(/.$/, '0')],
        at: now,
      });
      await sql.lock.check('lock', { sellerId: bigSeller });
      await sql.insert.check('insert', {
        sellerId: bigSeller,
        channelCode: 'PH_GCASH',
        accountNumber: '09171234567',
        accountName: 'Juan Dela Cruz',
        amount: cashOutAmount,
        createdAt: now,
      });
      await sql.reserve.check('reserve', {
        sellerId: bigSeller,
        payoutRequestId: 42,
        amount: -cashOutAmount,
        at: now,
      });
      await sql.deskPage.pending.check('desk page', {});
      await sql.deskCount.check('desk count', { status: 'pending' });

      const serverDir = await fs.mkdtemp(path.join(os.tmpdir(), 'suki-earnings-server-'));
      serverDirs.push(serverDir);
      const apiPort = await freeLoopbackPort();
      const apiProcess = startProcess(['server/main.ts'], {
        DATA_DIR: serverDir,
        DATABASE_URL: cluster.url,
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${apiPort}`,
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
        SMTP_URL: '',
      });
      children.push(apiProcess.child);
      const apiUrl = `http://127.0.0.1:${apiPort}`;
      await waitUntil(`${apiUrl}/api/health`, {}, apiProcess.child, apiProcess.stderr);
      const barePort = await freeLoopbackPort();
      const bareProcess = startProcess(['scripts/bench-earnings.ts', '--bare'], {
        BENCH_DATABASE_URL: cluster.url,
        BENCH_PORT: String(barePort),
      });
      children.push(bareProcess.child);
      const bareUrl = `http://127.0.0.1:${barePort}`;
      await waitUntil(`${bareUrl}/api/seller/earnings`, sellerAuth, bareProcess.child, bareProcess.stderr);
      const api = { name: 'API (Fastify + Drizzle)', url: apiUrl, pid: apiProcess.child.pid };
      const bare = { name: 'bare node:http + pg', url: bareUrl, pid: bareProcess.child.pid };

      let passes = true;
      const getScenarios = [
        { name: 'earnings', path: '/api/seller/earnings', headers: sellerAuth, targets: targets.earnings },
        {
          name: 'payout-desk-pending',
          path: '/api/admin/payout-requests?status=pending',
          headers: adminAuth,
          targets: targets.desk,
        },
      ].filter((scenario) => chosen(scenario.name));
      for (const scenario of getScenarios) {
        const [apiBody, bareBody] = await Promise.all(
          [api.url, bare.url].map((base) =>
            fetch(`${base}${scenario.path}`, { headers: scenario.headers }).then((response) =>
              response.json(),
            ),
          ),
        );
        const difference = firstDifference(apiBody, bareBody);
        if (difference !== null)
          throw new Error(`${scenario.name}: the two servers answer differently at ${difference}`);
        say(`GET ${scenario.path}`);
        const bareTarget = { ...bare, url: `${bare.url}${scenario.path}` };
        const apiTarget = { ...api, url: `${api.url}${scenario.path}` };
        const results = await measureBoth(bareTarget, apiTarget, scenario.headers);
        const summary = summaryLine(
          scenario.name,
          scenario.targets,
          results.api.requestsPerSecond / results.bare.requestsPerSecond,
          results.api.p99,
        );
        say(['', ...measurementLines(bareTarget, apiTarget, results), summary.line, ''].join('\n'));
        passes &&= summary.passes;
      }

      if (chosen('cash-out')) {
        const tokens = sessions.slice(1).map((session) => session.token);
        const sellerIds = dataset.cashOutSellers.map((seller) => seller.id);
        const capacity = dataset.cashOutSellers.reduce(
          (sum, seller) => sum + Math.floor(seller.available / cashOutAmount),
          0,
        );
        say(
          `POST /api/payout-requests (₱${cashOutAmount / 100} each), ${connections} connections for ${tokens.length} sellers in turn ` +
            `(room for ${capacity} requests), ${durationSeconds} s each`,
        );
        const since = new Date();
        // The same request from one seller to each: equal but for the id and the moment.
        const [apiBody, bareBody] = await Promise.all(
          [api.url, bare.url].map((base, index) =>
            fetch(`${base}/api/payout-requests`, {
              method: 'POST',
              headers: { authorization: `Bearer ${tokens[index]}`, 'content-type': 'application/json' },
              body: JSON.stringify(cashOutBody(7)),
            }).then(async (response) => ({
              status: response.status,
              body: (await response.json()) as { data: Record<string, unknown> },
            })),
          ),
        );
        const comparable = ({
          status,
          body,
        }: {
          status: number;
          body: { data: Record<string, unknown> };
        }) => {
          const { id: _id, createdAt: _createdAt, ...rest } = body.data ?? {};
          return { status, body: { ...body, data: rest } };
        };
        const difference = firstDifference(comparable(apiBody!), comparable(bareBody!));
        if (difference !== null)
          throw new Error(`cash-out: the two servers answer differently at ${difference}`);
        if (apiBody!.status !== 201) throw new Error(`cash-out: answered ${apiBody!.status}, not 201`);

        const { results, answered2xx, runs } = await measureCashOuts(bare, api, tokens, say);
        // The ledger after: every request made is one stored with its reservation, and no balance below 0.
        const {
          rows: [stored],
        } = await database.pool.query<{ count: number }>(
          'select count(*)::int as count from payout_requests where seller_id = any($1) and created_at >= $2',
          [sellerIds, since],
        );
        const discrepancies = (
          await Promise.all(sellerIds.map((sellerId) => auditLedger(database.db, { settings }, sellerId)))
        ).flat();
        const lowest = Math.min(
          ...(await Promise.all(
            sellerIds.map(
              async (sellerId) => (await balancesOf(database.db, sellerId, new Date())).available,
            ),
          )),
        );
        const made = answered2xx + 2;
        // Up to one request per connection can still be on its way when a run's time is up.
        const consistent =
          stored!.count >= made &&
          stored!.count <= made + runs * connections &&
          discrepancies.length === 0 &&
          lowest >= 0;
        const summary = summaryLine(
          'cash-out',
          targets.cashOut,
          results.api.requestsPerSecond / results.bare.requestsPerSecond,
          results.api.p99,
        );
        say(
          [
            '',
            ...measurementLines(bare, api, results),
            `  ${made} answered 2xx, ${stored!.count} requests stored, ${discrepancies.length} ledger discrepancies, ` +
              `lowest available ₱${(lowest / 100).toFixed(2)}: ${consistent ? 'the ledger as answered' : 'THE LEDGER DISAGREES'}`,
            `${summary.line}${consistent ? '' : ' (ledger FAIL)'}`,
            '',
          ].join('\n'),
        );
        passes &&= summary.passes && consistent;
      }
      return passes;
    } finally {
      await database.close();
      await Promise.all(children.map(stopProcess));
      await cluster.stop();
    }
  } finally {
    await Promise.all(serverDirs.map((serverDir) => fs.rm(serverDir, { recursive: true, force: true })));
    await remove();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--bare')) {
    await serveBare(process.env.BENCH_DATABASE_URL ?? '', Number(process.env.BENCH_PORT));
  } else {
    try {
      process.exitCode = (await earningsBench()) ? 0 : 1;
    } catch (error) {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exitCode = 2;
    }
  }
}
