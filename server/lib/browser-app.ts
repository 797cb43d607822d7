// Serves the built browser app (dist/) on every non-/api path: long-cached hashed assets, a revalidated index.html.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';

/** True when there is a built app to serve (the API works without one, for tests and `npm run dev`). */
export const hasBrowserApp = (root: string) => existsSync(path.join(root, 'index.html'));

/** Run-time settings the page reads from its <meta> tags (set by the server, not baked into the build). */
export type PageSettings = { mapTileUrl: string };

const escapeAttribute = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** index.html with the page settings in <meta name="suki:…"> tags before </head>. */
export const pageHtml = (indexHtml: string, settings: PageSettings) =>
  indexHtml.replace(
    '</head>',
    `  <meta name="suki:map-tile-url" content="${escapeAttribute(settings.mapTileUrl)}" />\n  </head>`,
  );

/** Serves dist/ and returns the SPA fallback that answers page paths (/, /login, /orders/42) with index.html. */
export async function registerBrowserApp(
  app: FastifyInstance,
  root: string,
  settings: PageSettings,
): Promise<(reply: FastifyReply) => void> {
  const assets = `${path.join(root, 'assets')}${path.sep}`;
  const html = pageHtml(readFileSync(path.join(root, 'index.html'), 'utf8'), settings);
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    // index.html always goes out with the page settings: `/` below, every other page path via the fallback.
    index: false,
    // Cache-Control is set below: Vite's content-hashed files never change, anything else must be revalidated.
    cacheControl: false,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      reply.header('cache-control', filePath.startsWith(assets) ? immutable : revalidate);
    },
  });
  const sendPage = (reply: FastifyReply) => {
    reply.header('cache-control', revalidate).type('text/html; charset=utf-8').send(html);
  };
  // Static serving of the folder itself would refuse `/` (no index, no listing).
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendPage(reply));
  return sendPage;
}
