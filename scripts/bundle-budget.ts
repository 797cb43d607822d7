// Run after `vite build`: prints gzip sizes and fails past the budget of issue 3 (initial JS for /login
// ≤ 150 KB gzip, no route chunk > 60 KB gzip) and of issue 10 (the page waits for one script and one
// stylesheet before its first paint: every further file is a round trip on a phone).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;
const budget = { loginInitial: 150 * KB, routeChunk: 60 * KB };

const dist = path.resolve(process.argv[2] ?? 'dist');
const assets = path.join(dist, 'assets');

const gzipSize = (file: string) => gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1).padStart(6)} KB`;

/** Chunks a chunk imports statically (loaded before it runs); dynamic `import()` is not followed. */
const staticImports = (file: string): string[] => {
  const source = readFileSync(path.join(assets, file), 'utf8');
  const found = new Set<string>();
  for (const match of source.matchAll(
    /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']\.\/([^"']+\.js)["']/g,
  ))
    found.add(match[1]!);
  return [...found];
};

const closure = (roots: string[]): Set<string> => {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
};

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = /<script[^>]+type="module"[^>]+src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
if (!entry) throw new Error(`No module entry script in ${dist}/index.html`);
const pageFiles = {
  scripts: [...html.matchAll(/<script\b[^>]*\bsrc=/g)].length,
  preloads: [...html.matchAll(/<link\b[^>]*\brel="modulepreload"/g)].length,
  stylesheets: [...html.matchAll(/<link\b[^>]*\brel="stylesheet"/g)].length,
};

const chunks = readdirSync(assets).filter((file) => file.endsWith('.js'));
const loginChunk = chunks.find((file) => /^LoginRoute-[\w-]+\.js$/.test(file));
if (!loginChunk) throw new Error('No LoginRoute chunk: /login must be its own lazy route');

const entryClosure = closure([entry]);
const loginInitial = closure([entry, loginChunk]);
const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipSize(file), 0);

const failures: string[] = [];
if (pageFiles.scripts !== 1 || pageFiles.preloads !== 0 || pageFiles.stylesheets !== 1)
  failures.push(
    `the page loads ${pageFiles.scripts} script(s), ${pageFiles.preloads} preloaded module(s) and ` +
      `${pageFiles.stylesheets} stylesheet(s) before its first paint, not one script and one stylesheet`,
  );

console.log(
  `Before the first paint: ${pageFiles.scripts} script, ${pageFiles.stylesheets} stylesheet, ${pageFiles.preloads} preloads`,
);
console.log('Chunks (gzip):');
for (const file of [...chunks].sort((a, b) => gzipSize(b) - gzipSize(a))) {
  const size = gzipSize(file);
  const role = file === entry ? 'entry' : entryClosure.has(file) ? 'initial' : 'lazy';
  const over = role === 'lazy' && size > budget.routeChunk;
  if (over)
    failures.push(
      `${file} is ${kb(size).trim()} gzip, over the ${kb(budget.routeChunk).trim()} route-chunk budget`,
    );
  console.log(`  ${kb(size)}  ${role.padEnd(7)} ${file}${over ? '  <- over budget' : ''}`);
}

const loginSize = sum(loginInitial);
console.log(
  `\nInitial JS for /login: ${kb(loginSize).trim()} gzip (budget ${kb(budget.loginInitial).trim()})`,
);
for (const file of [...loginInitial].sort()) console.log(`  ${kb(gzipSize(file))}  ${file}`);
if (loginSize > budget.loginInitial)
  failures.push(
    `initial JS for /login is ${kb(loginSize).trim()} gzip, over ${kb(budget.loginInitial).trim()}`,
  );

if (failures.length > 0) {
  console.error(`\nBundle budget exceeded:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nBundle budget: ok');
