// `npm start` serves only a production build of the current sources: the stamp in dist/ decides.
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isCurrentProductionBuild, sourcesHash } from '../../server/browser-build.ts';

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
