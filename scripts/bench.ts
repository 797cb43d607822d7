// `npm run bench`: GET /api/seller/me through the real server versus a bare node:http + pg server doing
// the same session lookup on the same database. Target: the API keeps ≥ 85 % of the bare server's req/s,
// with a p99 of at most 2 ms. Every scenario ends on one summary line:
//   bench <scenario>: ratio <r> (target >= <t>), p99 <n> ms (target <= <m>) PASS|FAIL
//
// Each server runs in its own process (autocannon keeps this one busy), one after the other, on one
// embedded PostgreSQL under a temp DATA_DIR. `tsx scripts/bench.ts --bare` is the bare server itself.
//
// Then the pages: Lighthouse performance of /, /login, /register and a signed-in /dashboard, mobile and
// desktop (scripts/lighthouse.ts), one `bench lighthouse ...` line each. Any FAIL fails the bench.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import pg from 'pg';
import { hashToken } from '../server/lib/tokens.ts';
import { freeLoopbackPort, startEmbeddedPostgres, type EmbeddedPostgres } from '../server/db/embedded.ts';
import { lighthouseBench } from './lighthouse.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
/** What a scenario must keep: a share of its baseline's req/s and a p99 latency. */
type Targets = { ratio: number; p99Ms: number };
const sellerMe = { name: 'seller-me', targets: { ratio: 0.85, p99Ms: 2 } } as const;
const connections = 20;
const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const warmupSeconds = 3;
/** The level the server runs at by default; BENCH_LOG_LEVEL measures another. */
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info';

type Histogram = { average: number; p99: number; p50: number; total: number };
type AutocannonResult = {
  requests: Histogram;
  latency: Histogram;
  non2xx: number;
  errors: number;
  timeouts: number;
  '2xx': number;
};
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
  warmup?: { connections: number; duration: number };
}) => Promise<AutocannonResult>;

// autocannon ships no type declarations; the three fields we read are typed above.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

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

function startProcess(args: string[], env: NodeJS.ProcessEnv): { child: ChildProcess; stderr: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    // The API's request logs go to /dev/null: writing them costs the server, reading them would cost us.
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return { child, stderr: () => stderr };
}

async function waitUntil(
  url: string,
  headers: Record<string, string>,
  child: ChildProcess,
  stderr: () => string,
) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`A benchmark server exited early:\n${stderr()}`);
    const status = await fetch(url, { headers }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer 200 in time:\n${stderr()}`);
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

type Measurement = { requestsPerSecond: number; p50: number; p99: number; cpuMsPerRequest: number | null };

/** The line every scenario ends on, in one form so a run of several scenarios reads (and greps) alike. */
function summaryLine(scenario: string, targets: Targets, ratio: number, p99Ms: number) {
  const passes = ratio >= targets.ratio && p99Ms <= targets.p99Ms;
  const line =
    `bench ${scenario}: ratio ${ratio.toFixed(3)} (target >= ${targets.ratio}), ` +
    `p99 ${p99Ms} ms (target <= ${targets.p99Ms}) ${passes ? 'PASS' : 'FAIL'}`;
  return { line, passes };
}

/** One autocannon run; a single non-2xx answer or socket error voids the comparison. */
async function measureOnce(name: string, url: string, token: string, seconds: number) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `${name}: ${result.non2xx} non-2xx answers and ${result.errors} errors; the comparison is void`,
    );
  }
  return result;
}

/**
 * CPU time (user + system) a process has used, in ms, from /proc (null elsewhere). Per request it is
 * a cost that holds even on a machine busy with other work, where req/s mostly measures the load.
 */
async function cpuTimeMs(pid: number | undefined): Promise<number | null> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (stat === null) return null;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime (fields 14 and 15) in clock ticks of 1/100 s on Linux.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

type Target = { name: string; url: string; pid: number | undefined };

/**
 * Both servers in alternating halves (bare, API, bare, API) after a warm-up of each, so that a change
 * in the machine's load weighs on both alike; req/s is the mean over the halves, p50/p99 the worse half.
 */
async function measureBoth(
  bare: Target,
  api: Target,
  token: string,
): Promise<{ bare: Measurement; api: Measurement }> {
  const rounds = 2;
  const runs = new Map<Target, { results: AutocannonResult[]; cpuMs: number | null; requests: number }>([
    [bare, { results: [], cpuMs: 0, requests: 0 }],
    [api, { results: [], cpuMs: 0, requests: 0 }],
  ]);
  for (const target of runs.keys()) {
    process.stdout.write(`  ${target.name}: ${warmupSeconds} s warm-up ...\n`);
    await measureOnce(target.name, target.url, token, warmupSeconds);
  }
  for (let round = 1; round <= rounds; round++) {
    for (const [target, run] of runs) {
      process.stdout.write(`  ${target.name}: round ${round}/${rounds} ...\n`);
      const cpuBefore = await cpuTimeMs(target.pid);
      const result = await measureOnce(target.name, target.url, token, durationSeconds / rounds);
      const cpuAfter = await cpuTimeMs(target.pid);
      run.results.push(result);
      run.requests += result.requests.total;
      run.cpuMs =
        run.cpuMs === null || cpuBefore === null || cpuAfter === null
          ? null
          : run.cpuMs + cpuAfter - cpuBefore;
    }
  }
  const summary = ({
    results,
    cpuMs,
    requests,
  }: {
    results: AutocannonResult[];
    cpuMs: number | null;
    requests: number;
  }): Measurement => ({
    requestsPerSecond: results.reduce((sum, result) => sum + result.requests.average, 0) / results.length,
    p50: Math.max(...results.map((result) => result.latency.p50)),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    cpuMsPerRequest: cpuMs === null ? null : cpuMs / requests,
  });
  const measured = (target: Target) => summary(runs.get(target) ?? { results: [], cpuMs: null, requests: 0 });
  return { bare: measured(bare), api: measured(api) };
}

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
    const results = await measureBoth(bareTarget, apiTarget, data.token);
    const ratio = results.api.requestsPerSecond / results.bare.requestsPerSecond;
    const row = (name: string, result: Measurement) =>
      `  ${name.padEnd(26)} ${result.requestsPerSecond.toFixed(0).padStart(8)} req/s   ` +
      `p50 ${String(result.p50).padStart(4)} ms   p99 ${String(result.p99).padStart(4)} ms` +
      (result.cpuMsPerRequest === null ? '' : `   ${result.cpuMsPerRequest.toFixed(3)} CPU ms/request`);
    const lines = ['', row(bareTarget.name, results.bare), row(apiTarget.name, results.api)];
    if (results.api.cpuMsPerRequest && results.bare.cpuMsPerRequest) {
      lines.push(
        `  CPU per request, bare / API: ${(results.bare.cpuMsPerRequest / results.api.cpuMsPerRequest).toFixed(3)} ` +
          `(the req/s ratio when each server's own core is the limit; load average now ${os.loadavg()[0]?.toFixed(1)})`,
      );
    }
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
    const pages = await lighthouseBench();
    process.exitCode = api && pages ? 0 : 1;
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
  }
}
