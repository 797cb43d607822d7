// `npm run bench`: GET /api/seller/me through the real server versus a bare node:http + pg server doing
// the same session lookup on the same database. Target: the API keeps ≥ 85 % of the bare server's req/s,
// with a p99 of at most 2 ms. Every scenario ends on one summary line:
//   bench <scenario>: ratio <r> (target >= <t>), p99 <n> ms (target <= <m>) PASS|FAIL
//
// Each server runs in its own process (autocannon keeps this one busy), one after the other, on one
// embedded PostgreSQL under a temp DATA_DIR. `tsx scripts/bench.ts --bare` is the bare server itself.
//
// Then the catalog at 1,000,000 products (scripts/bench-catalog.ts): the big seller's list five ways and the
// admins' review queue, each against a bare server running the repository's own SQL, one line each.
//
// Then the orders (scripts/bench-orders.ts; 50,000 orders unless BENCH_ORDERS=1000000 asks for the issue's
// million): the big seller's list five ways against a bare server running the repository's own statement,
// `order.placed` throughput from 20 signed senders, and the CSV export's peak memory, one line each.
//
// Then the earnings (scripts/bench-earnings.ts; the orders dataset with the ledger its deliveries earn and
// payout requests in every status): the big seller's balances, the payout desk's first pending page, each
// against a bare server sending the ledger's and the payouts repository's own statements, and cash-outs from
// 40 sellers at once with the ledger audited after, one line each.
//
// Then the AI backgrounds (scripts/bench-ai.ts): GET /api/products at a steady rate, idle and while four
// offline backgrounds are being made, through the API and the bare server; the API's p99 may grow 1.5× at most.
//
// Then the pages: Lighthouse performance of /, /login, /register and a signed-in /dashboard, mobile and
// desktop (scripts/lighthouse.ts), one `bench lighthouse ...` line each. Any FAIL fails the bench.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import pg from 'pg';
import { hashToken } from '../server/lib/tokens.ts';
import { freeLoopbackPort, startEmbeddedPostgres, type EmbeddedPostgres } from '../server/db/embedded.ts';
import { aiBackgroundsBench } from './bench-ai.ts';
import { catalogBench } from './bench-catalog.ts';
import { earningsBench } from './bench-earnings.ts';
import { ordersBench } from './bench-orders.ts';
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
} from './bench-harness.ts';
import { lighthouseBench } from './lighthouse.ts';

const sellerMe: { name: string; targets: Targets } = {
  name: 'seller-me',
  targets: { ratio: 0.85, p99Ms: 2 },
};
/** The level the server runs at by default; BENCH_LOG_LEVEL measures another. */
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info';

// ---------------------------------------------------------------------------------------------------
// The bare server: the same one-query session lookup (sessions join sellers, 30-day idle limit, touch
// when older than a minute) as server/lib/sessions.ts, as a named prepared statement like the API's.

const sellerBySession = {
  name: 'bare_seller_by_session',
  text: `select s.email, s.seller_name, s.sp_store_name, s.email_verified_at is not null as is_verified,
                s.has_onboarded, s.approval_status, ss.last_used_at < now() - interval '1 minute' as stale
           from seller_sessions ss join sellers s on s.id = ss.seller_id
          where ss.token_hash = $1 and ss.last_used_at > now() - interval '30 days'`,
};

type SessionRow = {
  email: string;
  seller_name: string;
  sp_store_name: string;
  is_verified: boolean;
  has_onboarded: boolean;
  approval_status: number | null;
  stale: boolean;
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
    if (request.method !== 'GET' || request.url !== '/api/seller/me')
      return send(response, 404, { error: 'Not found', code: 'NOT_FOUND' });
    const token = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!token) return send(response, 401, { error: 'Please sign in', code: 'UNAUTHENTICATED' });
    try {
      const tokenHash = hashToken(token);
      const { rows } = await pool.query<SessionRow>({ ...sellerBySession, values: [tokenHash] });
      const row = rows[0];
      if (!row) return send(response, 401, { error: 'Please sign in', code: 'UNAUTHENTICATED' });
      if (row.stale)
        await pool.query('update seller_sessions set last_used_at = now() where token_hash = $1', [
          tokenHash,
        ]);
      send(response, 200, {
        data: {
          email: row.email,
          sellerName: row.seller_name,
          spStoreName: row.sp_store_name,
          isVerified: row.is_verified,
          hasOnboarded: row.has_onboarded,
          approvalStatus: row.approval_status,
        },
      });
    } catch {
      send(response, 503, { error: 'Database unavailable', code: 'DATABASE_UNAVAILABLE' });
    }
  });
  server.listen(port, '127.0.0.1', () => process.stdout.write('ready\n'));
  process.once('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
}

// ---------------------------------------------------------------------------------------------------
// The run

async function benchmark(): Promise<boolean> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'suki-bench-'));
  // mkdtemp makes it private; PostgreSQL, running as its own account under root, must pass through.
  await fs.chmod(dataDir, 0o711);
  const children: ChildProcess[] = [];
  let cluster: EmbeddedPostgres | undefined;
  try {
    cluster = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'cluster') });
    const apiPort = await freeLoopbackPort();
    const api = startProcess(['server/main.ts'], {
      DATA_DIR: path.join(dataDir, 'server'),
      DATABASE_URL: cluster.url,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${apiPort}`,
      LOG_LEVEL: logLevel,
      SMTP_URL: '',
    });
    children.push(api.child);
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    await waitUntil(`${apiUrl}/api/health`, {}, api.child, api.stderr);

    const registration = await fetch(`${apiUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        sellerName: 'Bench Seller',
        spStoreName: 'Bench Store',
        country: 'PH',
        email: `bench-${Date.now()}@example.ph`,
        password: 'bench1234',
        confirmPassword: 'bench1234',
      }),
    });
    if (registration.status !== 201)
      throw new Error(`Registration failed: ${registration.status} ${await registration.text()}`);
    const { data } = (await registration.json()) as { data: { token: string } };
    const authorization = { authorization: `Bearer ${data.token}` };

    const barePort = await freeLoopbackPort();
    const bare = startProcess(['scripts/bench.ts', '--bare'], {
      BENCH_DATABASE_URL: cluster.url,
      BENCH_PORT: String(barePort),
    });
    children.push(bare.child);
    const bareUrl = `http://127.0.0.1:${barePort}/api/seller/me`;
    await waitUntil(bareUrl, authorization, bare.child, bare.stderr);

    const meUrl = `${apiUrl}/api/seller/me`;
    const [apiBody, bareBody] = await Promise.all(
      [meUrl, bareUrl].map((url) =>
        fetch(url, { headers: authorization }).then((response) => response.json()),
      ),
    );
    if (!isDeepStrictEqual(apiBody, bareBody)) {
      throw new Error(
        `The two servers answer differently:\n  api:  ${JSON.stringify(apiBody)}\n  bare: ${JSON.stringify(bareBody)}`,
      );
    }

    process.stdout.write(
      `GET /api/seller/me, ${connections} connections, ${durationSeconds} s each, ${os.cpus().length} CPUs, API at LOG_LEVEL=${logLevel}\n`,
    );
    const bareTarget = { name: 'bare node:http + pg', url: bareUrl, pid: bare.child.pid };
    const apiTarget = { name: 'API (Fastify + Drizzle)', url: meUrl, pid: api.child.pid };
    const results = await measureBoth(bareTarget, apiTarget, authorization);
    const ratio = results.api.requestsPerSecond / results.bare.requestsPerSecond;
    const lines = ['', ...measurementLines(bareTarget, apiTarget, results)];
    const summary = summaryLine(sellerMe.name, sellerMe.targets, ratio, results.api.p99);
    lines.push(summary.line, '');
    process.stdout.write(lines.join('\n'));
    return summary.passes;
  } finally {
    await Promise.all(children.map(stopProcess));
    await cluster?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv.includes('--bare')) {
  await serveBare(process.env.BENCH_DATABASE_URL ?? '', Number(process.env.BENCH_PORT));
} else {
  try {
    const api = await benchmark();
    const catalog = await catalogBench();
    const orders = await ordersBench();
    const earnings = await earningsBench();
    const backgrounds = await aiBackgroundsBench();
    const pages = await lighthouseBench();
    process.exitCode = api && catalog && orders && earnings && backgrounds && pages ? 0 : 1;
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
  }
}
