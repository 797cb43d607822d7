// The HTTP edge answers every request in our shape: broken multipart framing on each form route, URLs the
// router cannot decode, over-long parameters; the security headers of pages (a strict CSP, Permissions-
// Policy, HSTS over https); no source map served; and TRUST_PROXY deciding whose address a request has.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { contentSecurityPolicy, tileSource } from '../../server/lib/browser-app.ts';
import { clientKey } from '../../server/lib/transport.ts';
import {
  newSeller,
  onboard,
  startOnboardingApp,
  uploadedFiles,
  type OnboardingTestApp,
  type TestSeller,
} from './onboarding-fixture.ts';
import { call, expectError } from './support.ts';

const logLines: string[] = [];
let t: OnboardingTestApp;
let verified: TestSeller;
let rejected: TestSeller;

beforeAll(async () => {
  t = await startOnboardingApp({
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => void logLines.push(line) },
  });
  verified = await newSeller(t);
  rejected = await newSeller(t);
  await onboard(t, rejected);
  const rejection = await call(t.app, 'POST', `/api/admin/sellers/${rejected.id}/reject`, {
    token: t.adminToken,
    body: { reason: 'The Primary ID photo is blurry.' },
  });
  expect(rejection.statusCode, rejection.body).toBe(200);
});

afterAll(() => t?.close());

/** The headers every answer that is not a page carries (server/lib/transport.ts). */
function expectAnswerHeaders(response: LightMyRequestResponse, what = '') {
  expect(response.headers['x-request-id'], what).toBeTruthy();
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers['content-security-policy'], what).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  );
}

const errorLevelLines = () => logLines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);

describe('broken multipart framing', () => {
  const boundary = 'suki-broken';
  const field = `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nana@example.ph`;
  const file = (name: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="id.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7 and then nothing`;
  const framings = (filePart: string) => [
    { what: 'no boundary', contentType: 'multipart/form-data', body: 'x' },
    { what: 'an empty boundary', contentType: 'multipart/form-data; boundary=', body: 'x' },
    {
      what: 'a boundary too long to search for',
      contentType: `multipart/form-data; boundary=${'b'.repeat(300)}`,
      body: 'x',
    },
    {
      what: 'a body that is not multipart',
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: 'x',
    },
    {
      what: 'a body that ends inside a field',
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: field,
    },
    {
      what: 'a body that ends inside a file',
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: file(filePart),
    },
    {
      what: 'a body that ends inside a part header',
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: `--${boundary}\r\nContent-Dispo`,
    },
  ];

  // Every route that reads forms, as the party that gets as far as reading the body.
  const formRoutes = () =>
    [
      { method: 'POST', url: '/api/seller/forgot-password', token: undefined, filePart: 'email' },
      { method: 'PATCH', url: '/api/seller/change-password', token: verified.token, filePart: 'oldPassword' },
      {
        method: 'PUT',
        url: '/api/seller/onboarding/documents/primaryId',
        token: verified.token,
        filePart: 'file',
      },
      { method: 'PATCH', url: '/api/seller/onboard', token: verified.token, filePart: 'primaryId' },
      { method: 'PATCH', url: '/api/seller/resubmit', token: rejected.token, filePart: 'primaryId' },
    ] as const;

  it('answers 400 with our error body on every form route, logging nothing at error level', async () => {
    const before = await uploadedFiles(t);
    logLines.length = 0;
    for (const route of formRoutes()) {
      for (const { what, contentType, body } of framings(route.filePart)) {
        const response = await call(t.app, route.method, route.url, {
          token: route.token,
          headers: { 'content-type': contentType },
          body,
        });
        const error = expectError(response, 400, 'BAD_REQUEST');
        expect(error.error, `${route.method} ${route.url}: ${what}`).toBe('The form data could not be read.');
        expectAnswerHeaders(response);
      }
    }
    expect(errorLevelLines()).toEqual([]);
    // A file that was being stored when the body broke off is removed with the refusal.
    expect(await uploadedFiles(t)).toEqual(before);
  });

  it('still reads well-formed forms on the same routes', async () => {
    const form = `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nana@example.ph\r\n--${boundary}--\r\n`;
    const response = await call(t.app, 'POST', '/api/seller/forgot-password', {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: form,
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('requests that reach no route', () => {
  it('answers a URL the router cannot decode with 400, our body and headers, without echoing it', async () => {
    for (const url of ['/api/seller/%c0%ae', '/api/admin/sellers/%zz', '/%c0%ae']) {
      const response = await call(t.app, 'GET', url);
      expectError(response, 400, 'BAD_REQUEST');
      expect(response.body, url).not.toContain('%');
      expectAnswerHeaders(response, url);
    }
  });

  it('answers a path parameter over 100 characters with 414 and our body and headers', async () => {
    const long = 'a'.repeat(101);
    for (const url of [`/api/admin/sellers/${long}`, `/api/seller/onboarding/documents/${long}`]) {
      const response = await call(t.app, 'GET', url, { token: t.adminToken });
      const error = expectError(response, 414, 'BAD_REQUEST');
      expect(error.error).toBe('The address of this request is too long.');
      expect(response.body).not.toContain(long);
      expectAnswerHeaders(response);
    }
  });
});

describe('the security headers of pages', () => {
  const pageRoot = async (name: string) => {
    const root = path.join(t.dataDir, name);
    await mkdir(path.join(root, 'assets'), { recursive: true });
    await writeFile(
      path.join(root, 'index.html'),
      '<!doctype html><head><title>Suki Merchant</title></head>',
    );
    await writeFile(path.join(root, 'assets', 'index-AbC123.js'), 'console.log("app")');
    await writeFile(path.join(root, 'assets', 'index-AbC123.js.map'), '{"sourcesContent":["secret"]}');
    return root;
  };

  let apps = 0;
  const appWith = async (env: Record<string, string>) =>
    buildApp({
      config: loadConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', ...env }),
      database: t.database,
      browserAppRoot: await pageRoot(`dist-${(apps += 1)}`),
    });

  const directives = (header: string | number | string[] | undefined) =>
    Object.fromEntries(
      String(header)
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name = '', ...sources]) => [name, sources]),
    );

  it('serves pages with a strict CSP whose images include the tile server, and Permissions-Policy', async () => {
    const app = await appWith({ MAP_TILE_URL: 'https://tiles.example.ph/{z}/{x}/{y}.png?key=k' });
    try {
      for (const url of ['/', '/onboarding', '/no/such/page', '/assets/index-AbC123.js']) {
        const { headers } = await call(app, 'GET', url);
        expect(directives(headers['content-security-policy']), url).toEqual({
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          // react-aria's two style elements, by hash (server/lib/browser-app.ts).
          'style-src': [
            "'self'",
            "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='",
            "'sha256-gYiS/BvZvRcK27JIXTuwhZ3hs2+VJ1X+2gUlE+farlg='",
          ],
          'img-src': ["'self'", 'data:', 'blob:', 'https://tiles.example.ph'],
          'font-src': ["'self'"],
          'connect-src': ["'self'"],
          'frame-src': ["'self'", 'blob:'],
          'frame-ancestors': ["'none'"],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'"],
        });
        expect(headers['permissions-policy'], url).toMatch(/(^|, )camera=\(\)(,|$)/);
        expect(headers['permissions-policy'], url).toMatch(/(^|, )geolocation=\(\)(,|$)/);
        expect(headers['strict-transport-security'], url).toBeUndefined();
      }
    } finally {
      await app.close();
    }
  });

  it('adds HSTS and upgrade-insecure-requests when PUBLIC_URL is https', async () => {
    const app = await appWith({ PUBLIC_URL: 'https://merchant.suki.ph', MAP_TILE_URL: 'none' });
    try {
      const { headers } = await call(app, 'GET', '/login');
      expect(headers['strict-transport-security']).toBe('max-age=31536000');
      expect(directives(headers['content-security-policy'])).toMatchObject({
        'img-src': ["'self'", 'data:', 'blob:'],
        'upgrade-insecure-requests': [],
      });
    } finally {
      await app.close();
    }
  });

  it('takes the tile origin from MAP_TILE_URL, a {s} subdomain as a wildcard', () => {
    expect(tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toEqual([
      'https://tile.openstreetmap.org',
    ]);
    expect(tileSource('https://{s}.tile.example.ph:8443/{z}/{x}/{y}{r}.png')).toEqual([
      'https://*.tile.example.ph:8443',
    ]);
    expect(tileSource('none')).toEqual([]);
    expect(contentSecurityPolicy('http://127.0.0.1:9000/{z}/{x}/{y}.png', false)).toContain(
      "img-src 'self' data: blob: http://127.0.0.1:9000;",
    );

    // A placeholder anywhere else in the host would make no CSP source: refused at start.
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles-{s}.example.ph/{z}/{x}/{y}.png' })).toThrow(
      /MAP_TILE_URL must be/,
    );
  });

  it('never serves a source map, while the bundle beside it is served', async () => {
    const app = await appWith({ MAP_TILE_URL: 'none' });
    try {
      expect((await call(app, 'GET', '/assets/index-AbC123.js')).statusCode).toBe(200);
      for (const url of ['/assets/index-AbC123.js.map', '/assets/index-AbC123.js.MAP']) {
        const response = await call(app, 'GET', url);
        expectError(response, 404, 'NOT_FOUND');
        expect(response.body).not.toContain('secret');
      }
    } finally {
      await app.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default, and takes a list of proxy addresses and CIDR ranges', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.5, 192.168.0.0/16,::1 , fd00::/8' }).trustProxy).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
    ]);
    for (const wrong of ['true', 'proxy.local', '10.0.0.0/33', '10.0.0.5,', '::1/129', '10.0.0.0/8/1']) {
      expect(() => loadConfig({ TRUST_PROXY: wrong }), wrong).toThrow(ConfigError);
    }
  });

  it("takes the client's address from X-Forwarded-For only when a trusted proxy sent it", async () => {
    const app = await buildApp({
      config: loadConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', TRUST_PROXY: '10.0.0.0/8' }),
      database: t.database,
      browserAppRoot: path.join(t.dataDir, 'no-browser-app'),
    });
    // What per-address throttles count (request.ip), shown by a route made for this test.
    app.get('/test/address', (request) => ({ ip: request.ip }));
    try {
      const addressOf = async (remoteAddress: string, forwardedFor: string) =>
        (
          await call(app, 'GET', '/test/address', {
            remoteAddress,
            headers: { 'x-forwarded-for': forwardedFor },
          })
        ).json<{ ip: string }>().ip;
      expect(await addressOf('10.1.2.3', '203.0.113.7')).toBe('203.0.113.7');
      // The proxy appends the real client; whatever the client claimed before it is not believed.
      expect(await addressOf('10.1.2.3', '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
      expect(await addressOf('198.51.100.9', '203.0.113.7')).toBe('198.51.100.9');
    } finally {
      await app.close();
    }
    const untrusting = await buildApp({
      config: loadConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent' }),
      database: t.database,
      browserAppRoot: path.join(t.dataDir, 'no-browser-app'),
    });
    untrusting.get('/test/address', (request) => ({ ip: request.ip }));
    try {
      const response = await call(untrusting, 'GET', '/test/address', {
        remoteAddress: '10.1.2.3',
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      expect(response.json<{ ip: string }>().ip).toBe('10.1.2.3');
    } finally {
      await untrusting.close();
    }
  });
});

describe('what one client is, for the connection limit', () => {
  it('is the IPv4 address (also as mapped IPv6) or the IPv6 /64', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2::dddd')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
