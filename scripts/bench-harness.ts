// What every API scenario of `npm run bench` shares: the server processes, the load generator (autocannon
// at 20 connections), the alternating measurement of a bare server against the API, and the one summary
// line each scenario ends on:
//   bench <scenario>: ratio <r> (target >= <t>), p99 <n> ms (target <= <m>) PASS|FAIL
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';

export const root = fileURLToPath(new URL('..', import.meta.url));
/** What a scenario must keep: a share of its baseline's req/s and a p99 latency. */
export type Targets = { ratio: number; p99Ms: number };
export const connections = 20;
export const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const warmupSeconds = 3;

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

// autocannon ships no type declarations; the fields we read are typed above.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export function startProcess(
  args: string[],
  env: NodeJS.ProcessEnv,
): { child: ChildProcess; stderr: () => string } {
  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the servers (NODE_OPTIONS refuses it).
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    // The API's request logs go to /dev/null: writing them costs the server, reading them would cost us.
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return { child, stderr: () => stderr };
}

export async function waitUntil(
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

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

export type Measurement = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  cpuMsPerRequest: number | null;
};

/** The line every scenario ends on, in one form so a run of several scenarios reads (and greps) alike. */
export function summaryLine(scenario: string, targets: Targets, ratio: number, p99Ms: number) {
  const passes = ratio >= targets.ratio && p99Ms <= targets.p99Ms;
  const line =
    `bench ${scenario}: ratio ${ratio.toFixed(3)} (target >= ${targets.ratio}), ` +
    `p99 ${p99Ms} ms (target <= ${targets.p99Ms}) ${passes ? 'PASS' : 'FAIL'}`;
  return { line, passes };
}

/** One autocannon run; a single non-2xx answer or socket error voids the comparison. */
async function measureOnce(target: Target, headers: Record<string, string>, seconds: number) {
  const result = await autocannon({ url: target.url, connections, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `${target.name}: ${result.non2xx} non-2xx answers and ${result.errors} errors; the comparison is void`,
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

export type Target = { name: string; url: string; pid: number | undefined };

/**
 * Both servers in alternating halves (bare, API, bare, API) after a warm-up of each, so that a change
 * in the machine's load weighs on both alike; req/s is the mean over the halves, p50/p99 the worse half.
 */
export async function measureBoth(
  bare: Target,
  api: Target,
  headers: Record<string, string>,
): Promise<{ bare: Measurement; api: Measurement }> {
  const rounds = 2;
  const runs = new Map<Target, { results: AutocannonResult[]; cpuMs: number | null; requests: number }>([
    [bare, { results: [], cpuMs: 0, requests: 0 }],
    [api, { results: [], cpuMs: 0, requests: 0 }],
  ]);
  for (const target of runs.keys()) {
    process.stdout.write(`  ${target.name}: ${warmupSeconds} s warm-up ...\n`);
    await measureOnce(target, headers, warmupSeconds);
  }
  for (let round = 1; round <= rounds; round++) {
    for (const [target, run] of runs) {
      process.stdout.write(`  ${target.name}: round ${round}/${rounds} ...\n`);
      const cpuBefore = await cpuTimeMs(target.pid);
      const result = await measureOnce(target, headers, durationSeconds / rounds);
      const cpuAfter = await cpuTimeMs(target.pid);
      run.results.push(result);
      run.requests += result.requests.total;
      run.cpuMs =
        run.cpuMs === null || cpuBefore === null || cpuAfter === null
          ? null
          : run.cpuMs + cpuAfter - cpuBefore;
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
  return { bare: measured(bare), api: measured(api) };
}

/** The two measured rows of a scenario, and how their CPU per request compares. */
export function measurementLines(
  bare: Target,
  api: Target,
  results: { bare: Measurement; api: Measurement },
) {
  const row = (name: string, result: Measurement) =>
    `  ${name.padEnd(26)} ${result.requestsPerSecond.toFixed(0).padStart(8)} req/s   ` +
    `p50 ${String(result.p50).padStart(4)} ms   p99 ${String(result.p99).padStart(4)} ms` +
    (result.cpuMsPerRequest === null ? '' : `   ${result.cpuMsPerRequest.toFixed(3)} CPU ms/request`);
  const lines = [row(bare.name, results.bare), row(api.name, results.api)];
  if (results.api.cpuMsPerRequest && results.bare.cpuMsPerRequest) {
    lines.push(
      `  CPU per request, bare / API: ${(results.bare.cpuMsPerRequest / results.api.cpuMsPerRequest).toFixed(3)} ` +
        `(the req/s ratio when each server's own core is the limit; load average now ${os.loadavg()[0]?.toFixed(1)})`,
    );
  }
  return lines;
}

/** Where two JSON answers first differ (a path and both values), or null when they are equal. */
export function firstDifference(api: unknown, bare: unknown, at = 'the answer'): string | null {
  if (isDeepStrictEqual(api, bare)) return null;
  if (typeof api === 'object' && api !== null && typeof bare === 'object' && bare !== null) {
    for (const key of new Set([...Object.keys(api), ...Object.keys(bare)])) {
      const inner = firstDifference(
        (api as Record<string, unknown>)[key],
        (bare as Record<string, unknown>)[key],
        `${at}.${key}`,
      );
      if (inner !== null) return inner;
    }
  }
  return `${at}: api ${JSON.stringify(api)?.slice(0, 300)}, bare ${JSON.stringify(bare)?.slice(0, 300)}`;
}
