// Serves the built browser app (dist/) on every non-/api path: long-cached hashed assets, a revalidated index.html.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';

/** True when there is a built app to serve (the API works without one, for tests and `npm run dev`). */
export const hasBrowserApp = (root: string) => existsSync(path.join(root, 'index.html'));

export async function registerBrowserApp(app: FastifyInstance, root: string): Promise<void> {
  const assets = `${path.join(root, 'assets')}${path.sep}`;
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    // Cache-Control is set below: Vite's content-hashed files never change, anything else must be revalidated.
    cacheControl: false,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      reply.header('cache-control', filePath.startsWith(assets) ? immutable : revalidate);
    },
  });
}

/** The SPA fallback: a page path the browser router knows (/login, /orders/42) gets index.html. */
export const sendIndexHtml = (reply: FastifyReply) =>
  reply.header('cache-control', revalidate).type('text/html; charset=utf-8').sendFile('index.html');
