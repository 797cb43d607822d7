// The browser app: dist/ on every non-/api path (long-cached hashed assets, a revalidated index.html for
// every page path), and the not-found answer. Text goes out compressed as the browser accepts: the build's
// brotli and gzip twins of each file (server/browser-build.ts), the page compressed once at start. What it
// serves are documents, so the security headers of documents are set here (helmet's, a strict
// Content-Security-Policy, Permissions-Policy); the API answers JSON and carries only what JSON needs
// (app.ts).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '#schemas/api';

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';

/** True when there is a built app to serve (the API works without one, for tests and `npm run dev`). */
export const hasBrowserApp = (root: string) => existsSync(path.join(root, 'index.html'));

/** Run-time settings the page reads from its <meta> tags (set by the server, not baked into the build). */
export type PageSettings = { mapTileUrl: string };

export type BrowserAppOptions = {
  /** The built app (dist/); without an index.html there only the not-found answers are served. */
  root: string;
  settings: PageSettings;
  /** Where people open the portal (PUBLIC_URL): served over https, browsers are told to keep to https. */
  publicUrl: string;
};

/**
 * Where map tiles come from, as a CSP source: the origin of MAP_TILE_URL, a `{s}` subdomain (Leaflet's
 * a/b/c servers) becoming a wildcard; nothing when tiles are off.
 */
export const tileSource = (mapTileUrl: string): string[] =>
  mapTileUrl === 'none' ? [] : [new URL(mapTileUrl).origin.replace('://{s}.', '://*.')];

/**
 * The two style elements react-aria adds from script, always with the same text (usePress's touch-action
 * rule on every page, usePreventScroll's overscroll rule under a modal): allowed by their hashes, so styles
 * need no 'unsafe-inline'. A react-aria release that changes them shows as a violation in tests/e2e/csp.
 */
const reactAriaStyles = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
].map((css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`);

/**
 * What pages may load: the app's own scripts and styles only (the build has no inline script or style
 * element, and react-aria's two are allowed by hash; style attributes need nothing, because React and
 * Leaflet set styles through the CSSOM, which CSP does not govern, so style-src-attr stays strict too),
 * images also from data: and blob: URLs (inlined icons, document previews) and the tile server, documents
 * previewed from blob: URLs in a frame, calls to this origin only, and nothing may frame a page. The
 * session token lives in localStorage: a script injected from anywhere would be the whole account.
 */
export const contentSecurityPolicy = (mapTileUrl: string, https: boolean): string =>
  Object.entries({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", ...reactAriaStyles],
    'img-src': ["'self'", 'data:', 'blob:', ...tileSource(mapTileUrl)],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': ["'self'", 'blob:'],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  })
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ');

/** Powerful features no page of the portal uses, turned off for it and anything it embeds. */
const permissionsPolicy = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** A year, the usual HSTS period; subdomains are the operator's to decide, so they are left out. */
const hstsMaxAgeSeconds = 365 * 24 * 60 * 60;

/**
 * Source maps are built for error reports (vite.config.ts), never served: they hold the whole source. A
 * compressed twin goes out only as an encoding of its file (static serving checks that file's path here).
 */
const isServable = (pathName: string) => !/\.(?:map|br|gz)$/i.test(pathName);

/** The encodings the build makes, in the order they are preferred (brotli is the smaller). */
const encodings = ['br', 'gzip'] as const;
type Encoding = (typeof encodings)[number];

/** The page in each encoding, made once: it is the same bytes for every page path until the next start. */
const compressedPage = (html: string): Record<Encoding | 'identity', Buffer> => {
  const bytes = Buffer.from(html);
  return {
    identity: bytes,
    br: zlib.brotliCompressSync(bytes, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
    }),
    gzip: zlib.gzipSync(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
  };
};

const escapeAttribute = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** index.html with the page settings in <meta name="suki:…"> tags before </head>. */
export const pageHtml = (indexHtml: string, settings: PageSettings) =>
  indexHtml.replace(
    '</head>',
    `  <meta name="suki:map-tile-url" content="${escapeAttribute(settings.mapTileUrl)}" />\n  </head>`,
  );

/** Serves dist/; answers page paths (/, /login, /orders/42) with index.html and unknown ones with a 404. */
export const browserApp: FastifyPluginAsync<BrowserAppOptions> = async (
  app,
  { root, settings, publicUrl },
) => {
  const https = new URL(publicUrl).protocol === 'https:';
  // Made once, and set like every other answer's headers, so the page's policy replaces the policy of
  // answers that are not pages (lib/transport.ts); helmet would rebuild it for every request.
  const pagePolicy = contentSecurityPolicy(settings.mapTileUrl, https);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    // Pages such as /reset-password?token=... must not leak their address to other sites.
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
    // Over plain http the header means nothing, and a portal reached over http must stay reachable.
    strictTransportSecurity: https ? { maxAge: hstsMaxAgeSeconds, includeSubDomains: false } : false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('content-security-policy', pagePolicy).header('permissions-policy', permissionsPolicy);
    done();
  });

  let sendPage: ((request: FastifyRequest, reply: FastifyReply) => void) | null = null;
  if (hasBrowserApp(root)) {
    const assets = `${path.join(root, 'assets')}${path.sep}`;
    const page = compressedPage(pageHtml(readFileSync(path.join(root, 'index.html'), 'utf8'), settings));
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      // The build's .br and .gz twins, by Accept-Encoding, with `Vary: Accept-Encoding` on every answer.
      preCompressed: true,
      // Nothing in dist/ that starts with a dot is part of the app (the build stamp is one).
      dotfiles: 'ignore',
      allowedPath: isServable,
      // index.html always goes out with the page settings: `/` below, every other page path via the fallback.
      index: false,
      // Cache-Control is set below: Vite's content-hashed files never change, anything else must be revalidated.
      cacheControl: false,
      setHeaders: (reply: FastifyReply, filePath: string) => {
        reply.header('cache-control', filePath.startsWith(assets) ? immutable : revalidate);
      },
    });
    sendPage = (request, reply) => {
      const encoding = negotiate(request.headers['accept-encoding'] ?? '', [...encodings]);
      if (encoding) reply.header('content-encoding', encoding);
      reply
        .header('cache-control', revalidate)
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8')
        .send(page[encoding ?? 'identity']);
    };
    // Static serving of the folder itself would refuse `/` (no index, no listing).
    app.get('/', { schema: { hide: true } }, (request, reply) => sendPage?.(request, reply));
  }

  // Synchronous on purpose: an async handler returning the reply (a thenable) would be awaited needlessly.
  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?', 1)[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      urlPath !== '/api' &&
      !urlPath.startsWith('/api/') &&
      !urlPath.startsWith('/assets/');
    if (sendPage && isPage) return sendPage(request, reply);
    const body: ApiError = urlPath.startsWith('/api')
      ? { error: 'This API endpoint does not exist.', code: 'NOT_FOUND' }
      : { error: 'Not found.', code: 'NOT_FOUND' };
    reply.code(404).send(body);
  });
};
