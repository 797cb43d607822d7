// Latency of the offline maps provider per query (issue 4: "search answers in <= 5 ms for any query").
// Run: npx tsx scripts/bench-maps.ts [--budget-ms 5]; exits 1 when a query (best of 5 runs) is over budget.
import { availableParallelism, loadavg } from 'node:os';
import { createOfflineProvider, loadGazetteer } from '../server/modules/maps/offline-provider.ts';

const budgetArg = process.argv.indexOf('--budget-ms');
const budgetMs = budgetArg > 0 ? Number(process.argv[budgetArg + 1]) : 5;

const startedAt = performance.now();
const gazetteer = loadGazetteer();
const loadMs = performance.now() - startedAt;
const provider = createOfflineProvider(gazetteer);

/** Deterministic pseudo-random numbers so two runs measure the same queries. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x80000000;
  };
}

function queries(): string[] {
  const next = random(42);
  const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]!;
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const list: string[] = [...letters, ...'0123456789'];
  for (const a of letters) for (const b of letters) list.push(a + b);
  for (const a of letters) list.push(`${a} ${pick([...letters])}`, `san ${a}`, `sta ${a}`, `${a} ${a} ${a}`);
  const names = gazetteer.places.map((p) => p.name);
  for (let i = 0; i < 2000; i++) {
    const name = pick(names);
    list.push(name.slice(0, 1 + Math.floor(next() * name.length)));
  }
  for (let i = 0; i < 500; i++) {
    const place = pick(gazetteer.places);
    list.push(`${place.name} ${gazetteer.stateName(place)}`);
  }
  list.push(
    'makati',
    'Parañaque',
    'paranaque',
    'lahug cebu',
    'poblacion',
    'poblacion makati',
    'san jose',
    'sto nino',
    'xqzvvv',
    'a'.repeat(200),
    'san '.repeat(50),
    's s s s s s s s s s',
    Array.from({ length: 40 }, () => pick(names)).join(' '),
  );
  return list;
}

const all = queries();
// Five interleaved passes; a query's cost is its fastest pass, so a moment when another process holds the
// CPU (this machine's 2 cores are shared) does not pass for the query's own cost. The first pass, cold
// JIT included, is reported too.
const passes = 5;
const timings = all.map((query) => ({ query, ms: Infinity, firstMs: 0, firstCpuMs: 0, results: 0 }));
for (let pass = 0; pass < passes; pass++) {
  for (const timing of timings) {
    const cpu = process.cpuUsage();
    const t = performance.now();
    const results = await provider.autocomplete(timing.query);
    const ms = performance.now() - t;
    if (pass === 0) {
      timing.firstMs = ms;
      const used = process.cpuUsage(cpu);
      timing.firstCpuMs = (used.user + used.system) / 1000;
    }
    timing.ms = Math.min(timing.ms, ms);
    timing.results = results.length;
  }
}
const firstPass = timings.map((t) => t.firstMs).sort((a, b) => a - b);
const coldest = timings.reduce((a, b) => (b.firstMs > a.firstMs ? b : a));
const firstCpu = timings.map((t) => t.firstCpuMs).sort((a, b) => a - b);
timings.sort((a, b) => a.ms - b.ms);
const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]!.ms;
const worst = timings[timings.length - 1]!;

const reverseTimes: number[] = [];
const next = random(7);
for (let i = 0; i < 2000; i++) {
  const t = performance.now();
  await provider.geocode({ lat: 5 + next() * 15, lng: 117 + next() * 9 });
  reverseTimes.push(performance.now() - t);
}
reverseTimes.sort((a, b) => a - b);

const ms = (value: number) => `${value.toFixed(3)} ms`;
console.log(
  `gazetteer: ${gazetteer.places.length} places, load + index ${loadMs.toFixed(0)} ms ` +
    `(load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores)`,
);
console.log(
  `autocomplete, ${timings.length} queries, best of ${passes} passes: p50 ${ms(at(0.5))}  p99 ${ms(at(0.99))}  max ${ms(worst.ms)}`,
);
console.log(
  `  first pass only (cold JIT, shared CPU): p50 ${ms(firstPass[Math.floor(firstPass.length / 2)]!)}  ` +
    `p99 ${ms(firstPass[Math.floor(firstPass.length * 0.99)]!)}  max ${ms(coldest.firstMs)} (${JSON.stringify(coldest.query)})`,
);
console.log(
  `  first pass, process CPU time (GC and JIT threads included): p50 ${ms(firstCpu[Math.floor(firstCpu.length / 2)]!)}  ` +
    `p99 ${ms(firstCpu[Math.floor(firstCpu.length * 0.99)]!)}  max ${ms(firstCpu[firstCpu.length - 1]!)}`,
);
console.log('  slowest (best of passes):');
for (const t of timings.slice(-5).reverse()) {
  console.log(
    `    ${ms(t.ms)}  ${JSON.stringify(t.query.length > 40 ? `${t.query.slice(0, 40)}…` : t.query)} (${t.results})`,
  );
}
console.log(
  `reverse geocode, ${reverseTimes.length} points: p50 ${ms(reverseTimes[1000]!)}  p99 ${ms(reverseTimes[1980]!)}  max ${ms(reverseTimes[1999]!)}`,
);
if (worst.ms > budgetMs) {
  console.log(`over budget: slowest query ${ms(worst.ms)} > ${budgetMs} ms`);
  process.exitCode = 1;
}
