// `npm start` serves only a production build of the current sources: the stamp in dist/ decides. The build
// leaves compressed twins of its text files for the server to send.
import { mkdir, mkdtemp, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isCurrentProductionBuild, precompress, sourcesHash } from '../../server/browser-build.ts';

let root: string;
const stamp = (content: unknown) =>
  writeFile(path.join(root, 'dist', '.build-stamp.json'), JSON.stringify(content));

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'suki-build-'));
  await mkdir(path.join(root, 'src', 'views'), { recursive: true });
  await mkdir(path.join(root, 'dist'));
  await writeFile(path.join(root, 'src', 'main.tsx'), 'render(<App />);');
  await writeFile(path.join(root, 'src', 'views', 'App.tsx'), 'export const App = () => null;');
  await writeFile(path.join(root, 'index.html'), '<!doctype html>');
  await writeFile(path.join(root, 'package-lock.json'), '{}');
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('the browser build stamp', () => {
  it('accepts a production build of exactly these sources', async () => {
    await stamp({ mode: 'production', sources: await sourcesHash(root) });
    expect(await isCurrentProductionBuild(root)).toBe(true);
  });

  it('refuses a missing or unreadable stamp, and a build that was not made in production mode', async () => {
    expect(await isCurrentProductionBuild(root)).toBe(false);
    await writeFile(path.join(root, 'dist', '.build-stamp.json'), '{"mode": "produc');
    expect(await isCurrentProductionBuild(root)).toBe(false);
    await stamp({ mode: 'test', sources: await sourcesHash(root) });
    expect(await isCurrentProductionBuild(root)).toBe(false);
  });

  it('refuses a build of other sources: a changed file, a new one, a renamed one, another lockfile', async () => {
    const built = await sourcesHash(root);
    await stamp({ mode: 'production', sources: built });
    const changes: Array<() => Promise<void>> = [
      () => writeFile(path.join(root, 'src', 'views', 'App.tsx'), 'export const App = () => 1;'),
      () => writeFile(path.join(root, 'src', 'views', 'New.tsx'), ''),
      () => rename(path.join(root, 'src', 'views', 'New.tsx'), path.join(root, 'src', 'views', 'Old.tsx')),
      () => writeFile(path.join(root, 'package-lock.json'), '{"lockfileVersion": 3}'),
    ];
    let previous = built;
    for (const change of changes) {
      await change();
      const now = await sourcesHash(root);
      expect(now).not.toBe(previous);
      expect(now).not.toBe(built);
      previous = now;
    }
    expect(await isCurrentProductionBuild(root)).toBe(false);
  });

  it('does not depend on modification times: the same bytes rewritten are the same build', async () => {
    await stamp({ mode: 'production', sources: await sourcesHash(root) });
    await writeFile(path.join(root, 'src', 'main.tsx'), 'render(<App />);');
    expect(await isCurrentProductionBuild(root)).toBe(true);
  });
});

describe('the compressed twins of a build', () => {
  it('puts a brotli and a gzip twin beside every text file, and none beside fonts, images or source maps', async () => {
    const dist = path.join(root, 'dist');
    await mkdir(path.join(dist, 'assets'));
    const text = {
      'index.html': '<!doctype html><title>Suki Merchant</title>',
      'robots.txt': 'User-agent: *\nDisallow: /api/\n',
      'assets/index-AbC.js': 'export const x = 1;'.repeat(50),
      'assets/index-AbC.css': '.a{color:red}'.repeat(50),
      'assets/logo-AbC.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'assets/data-AbC.json': '{"a":1}',
    };
    const binary = ['assets/inter-AbC.woff2', 'assets/photo-AbC.png', 'assets/index-AbC.js.map'];
    for (const [file, content] of Object.entries(text)) await writeFile(path.join(dist, file), content);
    for (const file of binary) await writeFile(path.join(dist, file), 'binary');

    await precompress(dist);

    for (const [file, content] of Object.entries(text)) {
      const brotli = await readFile(path.join(dist, `${file}.br`));
      const gzip = await readFile(path.join(dist, `${file}.gz`));
      expect(brotliDecompressSync(brotli).toString('utf8'), file).toBe(content);
      expect(gunzipSync(gzip).toString('utf8'), file).toBe(content);
    }
    const files = await readdir(path.join(dist, 'assets'));
    for (const file of binary)
      expect(
        files.filter((name) => name.startsWith(path.basename(file))),
        file,
      ).toEqual([path.basename(file)]);
  });
});
