// The AI backgrounds scenario of `npm run bench` (issue 15): a seller's product list stays quick while offline
// backgrounds are being made. GET /api/products (the first page of a seller with 30 products) is asked at a
// steady rate, idle and while four backgrounds are in the making at every moment (four makers each asking for
// the next as soon as one is back; the segmentation runs in the server's one worker thread, decision 046),
// through the API and through the bare node:http + pg server of the catalog bench (scripts/bench-catalog.ts
// --bare: the repository's own statement), so a slower machine shows in both; idle and loaded in alternating
// rounds. The targets: the API's p99 while backgrounds are made is at most 1.5× its own idle p99 (the issue's
// rule), and the bare server's loaded p99 over the API's is at least 0.75 (as the catalog's list). The line it
// ends on is every scenario's (summaryLine):
//   bench ai-backgrounds: ratio <bare loaded p99 / API loaded p99> (target >= 0.75),
//     p99 <API loaded p99> ms (target <= <1.5 × API idle p99>) PASS|FAIL
//
// A steady rate rather than the other scenarios' 20 connections flat out: flat out, p99 only measures how
// much of the two cores the list gets, and a background takes one of them by design; at a steady rate it
// measures whether a request waits for the work (a blocked event loop, a starved pool). Latencies are timed
// here to the microsecond (autocannon's histogram counts whole milliseconds, coarse for a ratio of small p99s).
//
// `tsx scripts/bench-ai.ts` runs this scenario alone.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import sharp from 'sharp';
import { aiOriginHeaders } from '#schemas/ai';
import { productPageSize } from '#schemas/products';
import { approvalStatus } from '#schemas/seller';
import { freeLoopbackPort, startEmbeddedPostgres, type EmbeddedPostgres } from '../server/db/embedded.ts';
import { sampleProductImage } from '../server/modules/media/samples.ts';
import {
  durationSeconds,
  firstDifference,
  startProcess,
  stopProcess,
  summaryLine,
  waitUntil,
} from './bench-harness.ts';

const scenario = 'ai-backgrounds';
/** The most the API's p99 may grow while backgrounds are made (issue 15). */
/** The API's p99 while backgrounds are made, at most this many times its idle p99 (issue 15). */
const slowdownMax = 1.5;
/** The bare server's loaded p99 over the API's, as for the catalog's list. */
const targetRatio = 0.75;
const round2 = (ms: number) => Math.round(ms * 100) / 100;
const inFlight = 4;
/** A busy seller portal's list traffic, well under what one core serves: the steady rate asked. */
const ratePerSecond = 200;
const warmupSeconds = 3;
const listedProducts = 30;
/**
 * Sellers taking turns at the backgrounds: each may ask for 10 a minute (decision 044), and four in flight
 * for the length of the run ask for more than one seller may.
 */
const backgroundSellers = 12;
/**
 * Photos taking turns: one comes round again long after the maker has forgotten its cut-out (it keeps the
 * last 8), and far fewer than five times (the per-photo daily limit) in a run.
 */
const distinctPhotos = 40;
const listPath = `/api/products?limit=${productPageSize}&page=1`;
const backgroundPrompt = 'Marble backdrop in white and sage, soft light, a soft shadow under the product';

type Latencies = { count: number; p50: number; p99: number };

/** The value below which `share` of the sorted values lie (nearest rank). */
const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? NaN;

/**
 * GETs of `url`, `ratePerSecond` a second for `seconds`, over kept-alive sockets (as many as are busy at once), each
 * timed from its send to the end of its answer. Any answer but 200 voids the measurement.
 */
async function steadyLatencies(
  url: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const times: number[] = [];
  const pending: Promise<void>[] = [];
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const sent = performance.now();
      http
        .get(url, { agent, headers }, (response) => {
          response.resume();
          response.once('end', () => {
            times.push(performance.now() - sent);
            if (response.statusCode === 200) resolve();
            else reject(new Error(`${url} answered ${response.statusCode}; the measurement is void`));
          });
        })
        .once('error', reject);
    });
  const start = performance.now();
  const total = Math.round(ratePerSecond * seconds);
  try {
    for (let index = 0; index < total; index++) {
      const wait = start + (index * 1000) / ratePerSecond - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      pending.push(one());
    }
    await Promise.all(pending);
  } finally {
    agent.destroy();
  }
  return times;
}

const latenciesOf = (times: number[]): Latencies => {
  const sorted = times.toSorted((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
};

type Target = { name: string; url: string };
type Condition = 'idle' | 'loaded';

const ms = (value: number) => value.toFixed(2).padStart(7);
const row = (when: string, target: Target, result: Latencies) =>
  `  ${when.padEnd(15)} ${target.name.padEnd(26)} ${String(result.count).padStart(6)} requests   ` +
  `p50 ${ms(result.p50)} ms   p99 ${ms(result.p99)} ms`;

/** The backgrounds made while they were kept in the making, each from asking to answer. */
type Made = { seconds: number[] };

/**
 * Four background makers: each asks for a background as soon as its last one is back, the sellers and the
 * photos taking turns, until stopped (the requests on their way are then abandoned, and the server drops
 * their work). Any answer but a picture fails the bench: the load would not be what it says.
 */
function makeBackgrounds(apiUrl: string, tokens: string[], photos: Buffer[], made: Made) {
  const stopping = new AbortController();
  let turn = 0;
  const loop = async () => {
    while (!stopping.signal.aborted) {
      const token = tokens[turn % tokens.length]!;
      const photo = photos[turn++ % photos.length]!;
      const started = performance.now();
      const answer = await makeOne(apiUrl, token, photo, stopping.signal).catch((error: unknown) => {
        if (stopping.signal.aborted) return null;
        throw error;
      });
      if (answer === null) return;
      if (answer.status !== 200) throw new Error(`A background answered ${answer.status}: ${answer.text}`);
      made.seconds.push((performance.now() - started) / 1000);
    }
  };
  const loops = Array.from({ length: inFlight }, loop);
  return async () => {
    stopping.abort();
    await Promise.all(loops);
  };
}

async function makeOne(apiUrl: string, token: string, photo: Buffer, signal?: AbortSignal) {
  const form = new FormData();
  form.append('prompt', backgroundPrompt);
  form.append('title', 'Handwoven Abaca Tote Bag');
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'tote.jpg');
  const response = await fetch(`${apiUrl}/api/image-tool/generate-background`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
    ...(signal ? { signal } : {}),
  });
  const contentType = response.headers.get('content-type') ?? '';
  const origin = response.headers.get(aiOriginHeaders.provider);
  const body = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    origin,
    contentType,
    body,
    text: contentType.startsWith('image/') ? contentType : body.toString('utf8').slice(0, 300),
  };
}

/**
 * Both targets idle and loaded, in alternating rounds (idle, loaded, idle, loaded), so that a change in the
 * machine's load weighs on both conditions alike; each measurement after a short warm-up (which also lets
 * the last round's abandoned background finish). p50 and p99 are of every request of both rounds together:
 * a p99 of one round's thousand requests is its tenth slowest, too few to compare.
 */
async function measureRounds(
  targets: Target[],
  headers: Record<string, string>,
  startMaking: () => () => Promise<void>,
  say: (line: string) => void,
) {
  const rounds = 2;
  const runs = new Map<string, number[]>();
  for (let round = 1; round <= rounds; round++) {
    for (const condition of ['idle', 'loaded'] as const satisfies Condition[]) {
      say(
        `  ${condition === 'idle' ? 'idle' : `${inFlight} backgrounds in the making`}: round ${round}/${rounds} ...`,
      );
      const stop = condition === 'loaded' ? startMaking() : null;
      try {
        for (const target of targets) {
          await steadyLatencies(target.url, headers, warmupSeconds);
          const key = `${condition} ${target.name}`;
          runs.set(key, [
            ...(runs.get(key) ?? []),
            ...(await steadyLatencies(target.url, headers, durationSeconds / rounds)),
          ]);
        }
      } finally {
        await stop?.();
      }
    }
  }
  return (condition: Condition, target: Target): Latencies =>
    latenciesOf(runs.get(`${condition} ${target.name}`)!);
}

/** Registers a seller through the API; answers its e-mail and session token. */
async function registerSeller(apiUrl: string, index: number) {
  const email = `bench-ai-${index}-${Date.now()}@example.ph`;
  const response = await fetch(`${apiUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      sellerName: `Bench Seller ${index}`,
      spStoreName: `Bench AI Store ${index}`,
      country: 'PH',
      email,
      password: 'bench1234',
      confirmPassword: 'bench1234',
    }),
  });
  if (response.status !== 201)
    throw new Error(`Registration failed: ${response.status} ${await response.text()}`);
  const { data } = (await response.json()) as { data: { token: string } };
  return { email, token: data.token };
}

/** A product as the editor sends it, with one small picture; the starter tree's first subcategory. */
async function listProduct(apiUrl: string, token: string, index: number, picture: Buffer) {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    productName: `Abaca Tote ${index + 1}`,
    productDescription: 'Hand-woven in Bicol.',
    productTag: 'bag, woven',
    productCategoryIds: '[10]',
    price: String(450 + index),
    chargeTaxes: 'true',
    sku: `BENCH-AI-${index + 1}`,
    quantity: String(index),
    weight: '350',
    length: '40',
    width: '30',
    height: '5',
  }))
    form.append(name, value);
  form.append('images', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'tote.png');
  const response = await fetch(`${apiUrl}/api/products`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status !== 201)
    throw new Error(`Listing a product failed: ${response.status} ${await response.text()}`);
}

/** The scenario; true when it passes. */
export async function aiBackgroundsBench(): Promise<boolean> {
  const say = (line: string) => process.stdout.write(`${line}\n`);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'suki-bench-ai-'));
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
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      SMTP_URL: '',
      // The offline providers, whatever this shell names.
      AI_BASE_URL: '',
      AI_API_KEY: '',
    });
    children.push(api.child);
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    await waitUntil(`${apiUrl}/api/health`, {}, api.child, api.stderr);

    // Approved in the database: the admin's review is not what this measures.
    const sellers = [];
    for (let index = 0; index <= backgroundSellers; index++)
      sellers.push(await registerSeller(apiUrl, index));
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      await client.query(
        `update sellers set email_verified_at = now(), has_onboarded = true, approval_status = $1
          where email = any($2)`,
        [approvalStatus.approved, sellers.map((seller) => seller.email)],
      );
    } finally {
      await client.end();
    }
    const [lister, ...makers] = sellers;
    const listHeaders = { authorization: `Bearer ${lister!.token}` };
    const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c9a227' } })
      .png()
      .toBuffer();
    for (let index = 0; index < listedProducts; index++)
      await listProduct(apiUrl, lister!.token, index, picture);

    const barePort = await freeLoopbackPort();
    const bare = startProcess(['scripts/bench-catalog.ts', '--bare'], {
      BENCH_DATABASE_URL: cluster.url,
      BENCH_PORT: String(barePort),
    });
    children.push(bare.child);
    const bareUrl = `http://127.0.0.1:${barePort}`;
    await waitUntil(`${bareUrl}${listPath}`, listHeaders, bare.child, bare.stderr);
    const [apiBody, bareBody] = await Promise.all(
      [apiUrl, bareUrl].map((base) =>
        fetch(`${base}${listPath}`, { headers: listHeaders }).then((response) => response.json()),
      ),
    );
    const difference = firstDifference(apiBody, bareBody);
    if (difference !== null)
      throw new Error(`${scenario}: the two servers answer differently at ${difference}`);

    // Product photos as a phone takes them, each different: the maker keeps the cut-outs of the last few
    // photos (for "Try another prompt"), and the same photo again would not run the model. The first
    // background loads the model, before anything is timed.
    const photos = await Promise.all(
      Array.from({ length: distinctPhotos }, (_, seed) =>
        sampleProductImage({ seed, label: 'abaca', width: 1200, height: 1200 }),
      ),
    );
    const first = await makeOne(apiUrl, makers[0]!.token, photos.at(-1)!);
    if (first.status !== 200 || !first.contentType.startsWith('image/'))
      throw new Error(`${scenario}: the first background answered ${first.status}: ${first.text}`);
    const size = await sharp(first.body).metadata();
    say(
      `GET ${listPath} (${listedProducts} products) at ${ratePerSecond} requests/s, ${durationSeconds} s each, ` +
        `${os.cpus().length} CPUs; backgrounds by ${first.origin} (${size.width}×${size.height} ${first.contentType})`,
    );

    const targets: Target[] = [
      { name: 'bare node:http + pg', url: `${bareUrl}${listPath}` },
      { name: 'API (Fastify + Drizzle)', url: `${apiUrl}${listPath}` },
    ];
    const [bareTarget, apiTarget] = targets as [Target, Target];
    const made: Made = { seconds: [] };
    const result = await measureRounds(
      targets,
      listHeaders,
      () =>
        makeBackgrounds(
          apiUrl,
          makers.map((maker) => maker.token),
          photos,
          made,
        ),
      say,
    );

    const idleP99 = result('idle', apiTarget).p99;
    const loadedP99 = result('loaded', apiTarget).p99;
    const summary = summaryLine(
      scenario,
      { ratio: targetRatio, p99Ms: round2(slowdownMax * idleP99) },
      result('loaded', bareTarget).p99 / loadedP99,
      round2(loadedP99),
    );
    const average = made.seconds.reduce((sum, each) => sum + each, 0) / Math.max(made.seconds.length, 1);
    const bareGrowth = result('loaded', bareTarget).p99 / result('idle', bareTarget).p99;
    say(
      [
        '',
        row('idle', bareTarget, result('idle', bareTarget)),
        row('idle', apiTarget, result('idle', apiTarget)),
        row(`${inFlight} backgrounds`, bareTarget, result('loaded', bareTarget)),
        row(`${inFlight} backgrounds`, apiTarget, result('loaded', apiTarget)),
        `  ${made.seconds.length} backgrounds made meanwhile, ${average.toFixed(1)} s each from asking to ` +
          `answer with ${inFlight} in the making (the bare server's p99 grew ${bareGrowth.toFixed(2)}×)`,
        `  the API's p99 grew ${(loadedP99 / idleP99).toFixed(2)}× (at most ${slowdownMax}×)`,
        summary.line,
        '',
      ].join('\n'),
    );
    return summary.passes;
  } finally {
    await Promise.all(children.map(stopProcess));
    await cluster?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    process.exitCode = (await aiBackgroundsBench()) ? 0 : 1;
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 2;
  }
}
