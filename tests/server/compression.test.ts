// What goes over the wire compressed: the build's files from their brotli and gzip twins, the page for every
// page path, API answers of 1 KB and more; never the event stream, which must flush each event as it comes.
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../server/browser-build.ts';
import { call, registerSeller, startTestApp, type TestApp } from './support.ts';

let t: TestApp;
let root: string;
const script = `export const greeting = ${JSON.stringify('Mabuhay! '.repeat(400))};\n`;
const stylesheet = `.card { padding: 1rem; }\n`.repeat(100);
/** Fonts are compressed already: the build makes no twins of them and the server sends them as they are. */
const font = Buffer.from('wOF2'.repeat(512));
const indexHtml = `<!doctype html><html><head><title>Suki Merchant</title></head><body>${'<!-- app -->'.repeat(
  100,
)}</body></html>`;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'suki-compression-'));
  await mkdir(path.join(root, 'assets'));
  await writeFile(path.join(root, 'index.html'), indexHtml);
  await writeFile(path.join(root, 'assets', 'index-AbC123.js'), script);
  await writeFile(path.join(root, 'assets', 'index-AbC123.css'), stylesheet);
  await writeFile(path.join(root, 'assets', 'inter-AbC123.woff2'), font);
  // The real one: Vite copies public/ into the build as it is.
  await copyFile(new URL('../../public/robots.txt', import.meta.url), path.join(root, 'robots.txt'));
  await precompress(root);
  t = await startTestApp({ browserAppRoot: root });
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

const decoded = (response: LightMyRequestResponse): string => {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  return response.body;
};

const get = (url: string, acceptEncoding?: string) =>
  call(t.app, 'GET', url, {
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('the browser app over the wire', () => {
  it.each([
    ['/assets/index-AbC123.js', /^application\/javascript|^text\/javascript/, script],
    ['/assets/index-AbC123.css', /^text\/css/, stylesheet],
  ])('sends %s as its brotli twin, else its gzip twin, else as it is', async (url, type, content) => {
    for (const [accepted, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.5', 'gzip'],
      [undefined, undefined],
      ['identity', undefined],
    ] as const) {
      const response = await get(url, accepted);
      expect(response.statusCode, accepted).toBe(200);
      expect(response.headers['content-encoding'], accepted).toBe(encoding);
      expect(response.headers.vary, accepted).toMatch(/accept-encoding/i);
      expect(response.headers['content-type'], accepted).toMatch(type);
      expect(response.headers['cache-control'], accepted).toBe('public, max-age=31536000, immutable');
      expect(decoded(response), accepted).toBe(content);
      // The build's own twin, byte for byte: made once at the highest level, not compressed per request.
      if (encoding)
        expect(response.rawPayload).toEqual(
          await readFile(path.join(root, `${url}${encoding === 'br' ? '.br' : '.gz'}`)),
        );
    }
  });

  it('sends a font as it is: it is compressed already', async () => {
    const response = await get('/assets/inter-AbC123.woff2', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('font/woff2');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload).toEqual(font);
  });

  it('does not serve a compressed twin under its own name', async () => {
    for (const url of ['/assets/index-AbC123.js.br', '/assets/index-AbC123.js.gz']) {
      const response = await get(url, 'br, gzip');
      expect(response.headers['content-type'], url).not.toMatch(/javascript/);
      expect(response.body, url).not.toBe(script);
    }
  });

  it('sends the page for / and every page path compressed, with the page settings, revalidated', async () => {
    for (const url of ['/', '/login', '/onboarding/store-address', '/admin/sellers/42']) {
      for (const [accepted, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        [undefined, undefined],
      ] as const) {
        const response = await get(url, accepted);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-encoding'], `${url} ${accepted}`).toBe(encoding);
        expect(response.headers.vary, url).toMatch(/accept-encoding/i);
        expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
        expect(response.headers['cache-control'], url).toBe('no-cache');
        expect(decoded(response), url).toContain('<meta name="suki:map-tile-url"');
        expect(decoded(response), url).toContain('<title>Suki Merchant</title>');
      }
    }
  });
});

describe('API answers over the wire', () => {
  it('compresses an answer of 1 KB and more as the caller accepts, and nothing for a caller that accepts none', async () => {
    const plain = await get('/api/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const [accepted, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await get('/api/openapi.json', accepted);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding'], accepted).toBe(encoding);
      expect(response.headers.vary, accepted).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(decoded(response))).toEqual(plain.json());
    }
  });

  it('sends a small answer as it is', async () => {
    const response = await get('/api/health', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses the event stream, so each event reaches the browser when it is sent', async () => {
    const { token } = await registerSeller(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/notifications/stream?token=${token}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
      payloadAsStream: true,
    });
    try {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(response.headers['content-encoding']).toBeUndefined();
    } finally {
      response.stream().destroy();
    }
  });
});

describe('/robots.txt', () => {
  it('is a robots file, not the page: the public pages allowed, the API and the signed-in areas not', async () => {
    for (const accepted of [undefined, 'gzip, deflate, br']) {
      const response = await get('/robots.txt', accepted);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      const lines = decoded(response).split('\n');
      expect(lines).toContain('User-agent: *');
      for (const path of [
        '/api/',
        '/admin',
        '/onboarding',
        '/dashboard',
        '/products',
        '/orders',
        '/payments',
      ])
        expect(lines).toContain(`Disallow: ${path}`);
      for (const path of ['/', '/login', '/register', '/privacy-policy', '/support'])
        expect(
          lines.filter((line) => line.startsWith('Disallow:')).map((line) => line.slice(10)),
        ).not.toContain(path);
      expect(decoded(response)).not.toContain('<html');
    }
  });
});
