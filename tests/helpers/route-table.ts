// The route table of a built app, read from Fastify itself, so the walks over it (authorization, fuzz, the
// coverage check) include every route a module adds later without being told about it.
import diagnostics from 'node:diagnostics_channel';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifySchema, HTTPMethods, RouteOptions } from 'fastify';
import { startTestApp, type TestApp } from '../server/support.ts';

/**
 * Who may call a route (decision 002): pages, public /api routes and /media files anyone, /api/admin admins,
 * the rest sellers.
 */
export type Access = 'page' | 'public' | 'seller' | 'admin';

export type RegisteredRoute = {
  /** `METHOD /url/:param`, as Fastify prints it. */
  key: string;
  method: HTTPMethods;
  url: string;
  access: Access;
  schema: FastifySchema;
  /** Reads multipart bodies (`consumes` names multipart/form-data). */
  takesForms: boolean;
};

type Recorded = { method: HTTPMethods; url: string; options: RouteOptions };

const accessOf = (url: string, isPublic: boolean): Access => {
  // Product pictures are files anyone may fetch (access control leaves all but /api alone), not pages.
  if (url.startsWith('/media/')) return 'public';
  if (url !== '/api' && !url.startsWith('/api/')) return 'page';
  if (isPublic) return 'public';
  return url.startsWith('/api/admin/') ? 'admin' : 'seller';
};

/**
 * Runs `build` and records every route of every Fastify instance it creates, including routes added after
 * `build` returns. Fastify announces each new instance on the 'fastify.initialization' diagnostics channel
 * before anything is registered on it, so the `onRoute` hook added there sees every route.
 */
async function recordRoutes<T>(
  build: () => Promise<T>,
): Promise<{ built: T; routes: () => RegisteredRoute[] }> {
  const recorded: Recorded[] = [];
  const channel = diagnostics.channel('fastify.initialization');
  const onInstance = (message: unknown) => {
    (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', (options) => {
      // The url now: Fastify reuses these options for the trailing-slash twin of a prefix's `/` route.
      for (const method of [options.method].flat())
        recorded.push({ method: method as HTTPMethods, url: options.url, options });
    });
  };
  channel.subscribe(onInstance);
  let built: T;
  try {
    built = await build();
  } finally {
    channel.unsubscribe(onInstance);
  }
  return {
    built,
    // Read when asked: hooks registered after a route (access control's) finish its options later.
    routes: () => {
      // Fastify's HEAD twin of a prefix's `/` route ends in the slash its GET route was registered without.
      const gets = new Set(recorded.filter(({ method }) => method === 'GET').map(({ url }) => url));
      return recorded
        .filter(
          ({ method, url }) => method !== 'HEAD' || !(gets.has(url) || gets.has(url.replace(/\/$/, ''))),
        )
        .map(({ method, url, options }) => ({
          key: `${method} ${url}`,
          method,
          url,
          access: accessOf(url, options.config?.public === true),
          schema: options.schema ?? {},
          takesForms: (options.schema?.consumes ?? []).includes('multipart/form-data'),
        }));
    },
  };
}

/**
 * Every route in a printed route tree (`app.printRoutes({ commonPrefix: false })`), as `METHOD /url`,
 * leaving out what Fastify adds by itself (HEAD twins of GET routes, the trailing-slash twin of a prefix's
 * `/` route): an independent reading of the router, to prove that the recorded table misses nothing.
 */
export function printedRouteKeys(tree: string): string[] {
  const keys: string[] = [];
  const parents: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const url = (parents[depth - 1] ?? '') + (match[2] ?? '');
    parents[depth] = url;
    parents.length = depth + 1;
    const methods = (match[3] ?? '').split(', ').filter(Boolean);
    for (const method of methods) {
      if (method !== 'HEAD' || !methods.includes('GET')) keys.push(`${method} ${url}`);
    }
  }
  const set = new Set(keys);
  return keys.filter((key) => !key.endsWith('/') || !set.has(key.slice(0, -1)));
}

/** The one script of the small browser build the walks serve (a page path is any other). */
export const builtScript = 'assets/app-walk.js';

/**
 * The real app on a fresh database, serving a small browser build so that the page routes are in the table
 * too, and its routes as recorded: every walk over the routes starts here, so all walk the same table.
 */
export async function startRecordedApp(): Promise<{ t: TestApp; table: RegisteredRoute[] }> {
  const build = await mkdtemp(path.join(os.tmpdir(), 'suki-walk-build-'));
  await mkdir(path.join(build, 'assets'));
  await writeFile(
    path.join(build, 'index.html'),
    `<!doctype html><html><head><script type="module" src="/${builtScript}"></script></head><body></body></html>`,
  );
  await writeFile(path.join(build, builtScript), 'document.body.textContent = "walk";\n');
  await writeFile(path.join(build, `${builtScript}.map`), '{"version":3,"sources":["secret.ts"]}');
  const { built, routes } = await recordRoutes(() => startTestApp({ browserAppRoot: build }));
  await built.app.ready();
  const close = built.close;
  return {
    t: {
      ...built,
      async close() {
        await close();
        await rm(build, { recursive: true, force: true });
      },
    },
    table: routes(),
  };
}
