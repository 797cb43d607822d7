// Lighthouse 12 performance of the portal as `npm start` serves it, with a cold cache: /, /login, /register
// and a signed-in seller's /dashboard, each on the mobile defaults (Moto G Power, slow 4G, 4x CPU) and on
// the desktop preset, in Debian's Chromium. Part of `npm run bench`; `tsx scripts/lighthouse.ts` runs it
// alone. Each page and form factor ends on one line:
//   bench lighthouse <page> <form factor>: score <n> (target >= <t>) PASS|FAIL
// A score is the median of LIGHTHOUSE_RUNS runs (3 by default): one run moves by a few points with the load
// of the machine.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { createDatabase } from '../server/db/client.ts';
import { freeLoopbackPort, startEmbeddedPostgres } from '../server/db/embedded.ts';
import { migrateDatabase } from '../server/db/migrate.ts';
import { seedDemoData, type DemoLogin } from '../server/modules/onboarding/demo-data.ts';
import { createLocalDocumentStorage, uploadsDirectory } from '../server/modules/onboarding/storage.ts';
import { chromiumExecutable } from '../tests/helpers/chromium.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The lowest performance score each form factor must keep (issue 10). */
const lighthouseTargets = { mobile: 90, desktop: 98 } as const;
type FormFactor = keyof typeof lighthouseTargets;

/** The pages measured; `signedIn` pages open with an approved seller's session in localStorage. */
const pages = [
  { name: '/', path: '/', signedIn: false },
  { name: '/login', path: '/login', signedIn: false },
  { name: '/register', path: '/register', signedIn: false },
  { name: '/dashboard', path: '/dashboard', signedIn: true },
] as const;

const runs = Number(process.env.LIGHTHOUSE_RUNS || 3);
if (!Number.isInteger(runs) || runs < 1) {
  throw new Error(
    `LIGHTHOUSE_RUNS must be a whole number of at least 1, not '${process.env.LIGHTHOUSE_RUNS}'`,
  );
}

/** The flags this machine allows (tests/helpers/chromium.ts), headless. */
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

type LighthouseScore = { page: string; formFactor: FormFactor; score: number; metrics: string };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** The run's key timings, for the report and the decision record. */
const metricsOf = (audits: Record<string, { numericValue?: number }>) =>
  ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index']
    .map((id) => {
      const value = audits[id]?.numericValue ?? 0;
      const label = {
        'first-contentful-paint': 'FCP',
        'largest-contentful-paint': 'LCP',
        'total-blocking-time': 'TBT',
        'speed-index': 'SI',
      }[id];
      return `${label} ${id === 'total-blocking-time' ? `${Math.round(value)} ms` : `${(value / 1000).toFixed(1)} s`}`;
    })
    .join(', ');

/**
 * Every page in both form factors against a running portal at `baseUrl`. Lighthouse would clear storage
 * before each run, which would sign the seller out; so it keeps storage, and the HTTP cache (what a cold
 * start is about) is cleared here instead, through the same debugging port.
 */
async function measurePages(baseUrl: string, sellerToken: string): Promise<LighthouseScore[]> {
  let chrome: LaunchedChrome | undefined;
  try {
    chrome = await launch({ chromePath: chromiumExecutable, chromeFlags });
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default browser context');
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
    };
    /**
     * One cold run: storage set for the origin from a same-origin answer that runs no app code, the HTTP
     * cache emptied. On a busy machine Chromium now and then loses the trace (NO_NAVSTART, NO_FCP): such a
     * run measured nothing, so it is made again, twice at most.
     */
    const coldRun = async (url: string, signedIn: boolean, config: Config | undefined): Promise<Result> => {
      for (let attempt = 1; ; attempt++) {
        await page.goto(`${baseUrl}/api/health`);
        await page.evaluate(
          ([token]) => (token ? localStorage.setItem('token', token) : localStorage.clear()),
          [signedIn ? sellerToken : null],
        );
        await cdp.send('Network.clearBrowserCache');
        const lhr = (await lighthouse(url, flags, config))?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
        if (!lhr.runtimeError) return lhr;
        if (attempt === 3) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
      }
    };
    const scores: LighthouseScore[] = [];
    for (const { name, path: pagePath, signedIn } of pages) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const samples: number[] = [];
        let metrics = '';
        for (let run = 0; run < runs; run++) {
          const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined;
          const lhr = await coldRun(`${baseUrl}${pagePath}`, signedIn, config);
          if (lhr.finalDisplayedUrl !== `${baseUrl}${pagePath}`)
            throw new Error(`${name} ended on ${lhr.finalDisplayedUrl}: the page under test moved away`);
          samples.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
          metrics = `${metricsOf(lhr.audits)}, CPU benchmark index ${Math.round(lhr.environment.benchmarkIndex)}`;
        }
        const score = median(samples);
        scores.push({ page: name, formFactor, score, metrics });
        process.stdout.write(`  ${name} ${formFactor}: runs ${samples.join(', ')} (last: ${metrics})\n`);
      }
    }
    await browser.close();
    return scores;
  } finally {
    chrome?.kill();
  }
}

/** The summary lines, one per page and form factor, and whether all of them pass. */
function lighthouseSummary(scores: LighthouseScore[]): { lines: string[]; passes: boolean } {
  const lines = scores.map(({ page, formFactor, score }) => {
    const target = lighthouseTargets[formFactor];
    return `bench lighthouse ${page} ${formFactor}: score ${score} (target >= ${target}) ${score >= target ? 'PASS' : 'FAIL'}`;
  });
  return { lines, passes: scores.every(({ formFactor, score }) => score >= lighthouseTargets[formFactor]) };
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The portal exited early:\n${output()}`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The portal did not start in time:\n${output()}`);
}

/**
 * The whole scenario: a fresh embedded PostgreSQL with the demo sellers, the portal started as `npm start`
 * starts it (building the browser app when dist/ is not a production build of the sources), the approved
 * seller signed in through the API, then every page measured. Returns whether every score meets its target.
 */
export async function lighthouseBench(): Promise<boolean> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'suki-lighthouse-'));
  // mkdtemp makes it private; PostgreSQL, running as its own account under root, must pass through.
  await fs.chmod(dataDir, 0o711);
  const cluster = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'cluster') });
  let server: ChildProcess | undefined;
  try {
    const database = createDatabase(cluster.url, { max: 2 });
    let logins: DemoLogin[];
    try {
      await migrateDatabase(database);
      logins = await seedDemoData(
        database,
        createLocalDocumentStorage(uploadsDirectory(path.join(dataDir, 'server'))),
      );
    } finally {
      await database.close();
    }
    const port = await freeLoopbackPort();
    const baseUrl = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATA_DIR: path.join(dataDir, 'server'),
        DATABASE_URL: cluster.url,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        LOG_LEVEL: 'warn',
        SMTP_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    await waitForHealth(baseUrl, server, () => output);

    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // The approved demo seller: /dashboard as a seller who may sell sees it.
      body: JSON.stringify(logins.find((login) => login.state === 'approved')),
    });
    if (!login.ok)
      throw new Error(`The approved demo seller cannot sign in: ${login.status} ${await login.text()}`);
    const { data } = (await login.json()) as { data: { token: string } };

    process.stdout.write(
      `Lighthouse performance, cold cache, median of ${runs} run(s), ${os.cpus().length} CPUs, load average ${os.loadavg()[0]?.toFixed(1)}\n`,
    );
    const summary = lighthouseSummary(await measurePages(baseUrl, data.token));
    process.stdout.write(`${summary.lines.join('\n')}\n`);
    return summary.passes;
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await cluster.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    process.exitCode = (await lighthouseBench()) ? 0 : 1;
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 2;
  }
}
