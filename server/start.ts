// `npm start`: builds the browser app when dist/ is missing or older than its sources, then runs the server.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from './main.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** What the browser build is made from; a change to any of them makes dist/ stale. */
const buildInputs = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

async function newestModification(entry: string): Promise<number> {
  const stat = await fs.stat(entry).catch(() => null);
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  const children = await fs.readdir(entry);
  const times = await Promise.all(children.map((child) => newestModification(path.join(entry, child))));
  return Math.max(stat.mtimeMs, ...times);
}

export async function browserBuildIsStale(): Promise<boolean> {
  const built = await fs.stat(path.join(root, 'dist', 'index.html')).catch(() => null);
  if (!built) return true;
  const times = await Promise.all(buildInputs.map((input) => newestModification(path.join(root, input))));
  return Math.max(...times) > built.mtimeMs;
}

/** Runs `vite build` in a child process, so the bundler's memory is gone before the server starts. */
function buildBrowserApp(): Promise<void> {
  const vite = path.join(
    path.dirname(createRequire(import.meta.url).resolve('vite/package.json')),
    'bin',
    'vite.js',
  );
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [vite, 'build'], { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`vite build failed (${code ?? signal})`)),
    );
  });
}

if (await browserBuildIsStale()) {
  process.stdout.write(
    existsSync(path.join(root, 'dist'))
      ? 'The browser app changed; rebuilding ...\n'
      : 'Building the browser app ...\n',
  );
  try {
    await buildBrowserApp();
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
}
await main();
