// The browser build `npm start` serves: a production `vite build` of the current sources, stamped in dist/
// so a start can tell. A development build (Vitest runs under NODE_ENV=test, which React and JSX follow)
// or a build of other sources has no matching stamp and is rebuilt. Every text file of the build gets its
// brotli and gzip twins beside it, made once here at the highest levels, so the server only picks one
// (lib/browser-app.ts). `npm run build` runs this file.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
export const distDirectory = (root = repositoryRoot) => path.join(root, 'dist');
/** A dotfile: the browser app does not serve those. */
const stampFile = (root: string) => path.join(distDirectory(root), '.build-stamp.json');

/** What the browser build is made from: a change to any of them makes dist/ stale. */
const buildInputs = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

/** Written into dist/ after a successful build. */
type BuildStamp = { mode: string; sources: string };

async function filesUnder(entry: string): Promise<string[]> {
  const stat = await fs.stat(entry).catch(() => null);
  if (!stat) return [];
  if (!stat.isDirectory()) return [entry];
  const children = (await fs.readdir(entry)).sort();
  return (await Promise.all(children.map((child) => filesUnder(path.join(entry, child))))).flat();
}

/** A hash of every build input's path and bytes: equal exactly when the sources are. */
export async function sourcesHash(root = repositoryRoot): Promise<string> {
  const hash = createHash('sha256');
  for (const input of buildInputs) {
    for (const file of await filesUnder(path.join(root, input))) {
      hash
        .update(path.relative(root, file))
        .update('\0')
        .update(await fs.readFile(file))
        .update('\0');
    }
  }
  return hash.digest('hex');
}

async function readStamp(root: string): Promise<BuildStamp | null> {
  const text = await fs.readFile(stampFile(root), 'utf8').catch(() => null);
  try {
    return text === null ? null : (JSON.parse(text) as BuildStamp);
  } catch {
    return null;
  }
}

/** True when dist/ holds a production build of the sources as they are now. */
export async function isCurrentProductionBuild(root = repositoryRoot): Promise<boolean> {
  const [stamp, sources] = await Promise.all([readStamp(root), sourcesHash(root)]);
  return stamp?.mode === 'production' && stamp.sources === sources;
}

/** The text files of a build; fonts and images are compressed already, source maps are never served. */
const isCompressible = (file: string) => /\.(?:js|css|html|svg|json|txt)$/i.test(file);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside every compressible file under `directory`.
 * Every one gets both, even the few bytes long that gain nothing: so the server sends every text file as
 * the build made it and never compresses one on the fly.
 */
export async function precompress(directory: string): Promise<void> {
  const files = (await filesUnder(directory)).filter(isCompressible);
  await Promise.all(
    files.map(async (file) => {
      const bytes = await fs.readFile(file);
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
    }),
  );
}

/**
 * Builds dist/ in production mode whatever NODE_ENV the caller runs under, in a child process (the
 * bundler's memory is gone before a server starts), and stamps it. The sources are hashed before the
 * build starts, so an edit made during the build leaves the stamp stale and the next start rebuilds. A
 * build without its compressed twins gets no stamp either.
 */
export async function buildBrowserApp(root = repositoryRoot): Promise<void> {
  const sources = await sourcesHash(root);
  await fs.rm(stampFile(root), { force: true });
  const vite = path.join(
    path.dirname(createRequire(import.meta.url).resolve('vite/package.json')),
    'bin',
    'vite.js',
  );
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [vite, 'build'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`vite build failed (${code ?? signal})`)),
    );
  });
  await precompress(distDirectory(root));
  const stamp: BuildStamp = { mode: 'production', sources };
  await fs.writeFile(stampFile(root), `${JSON.stringify(stamp)}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    await buildBrowserApp();
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exitCode = 1;
  }
}
