// The app around the modules: OpenAPI, health, public settings, privacy policy, error shapes, the browser app.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthSchema } from '#schemas/api';
import { publicConfigSchema } from '#schemas/config';
import { privacyPolicySchema } from '#schemas/seller';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { createDatabase } from '../../server/db/client.ts';
import { call, expectError, multipart, registerSeller, startTestApp, type TestApp } from './support.ts';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    env: { SUPPORT_EMAIL: 'help@suki.ph', LOG_LEVEL: 'info' },
    logStream: { write: (line) => void lines.push(line) },
  });
});
afterAll(() => t.close());

describe('GET /api/openapi.json', () => {
  it('serves an OpenAPI 3 document generated from the shared schemas, listing every route', async () => {
    const response = await call(t.app, 'GET', '/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      openapi: string;
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: unknown }> }; security?: unknown }>
      >;
    };
    expect(document.openapi).toMatch(/^3\./);
    const operations = Object.entries(document.paths).flatMap(([route, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${route}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        'GET /api/health',
        'GET /api/config/public',
        'GET /api/privacy-policy',
        'POST /api/auth/register',
        'POST /api/auth/login',
        'POST /api/auth/logout',
        'POST /api/auth/verify-email',
        'POST /api/auth/resend-verification-email',
        'POST /api/auth/reset-password',
        'GET /api/seller/me',
        'POST /api/seller/forgot-password',
        'PATCH /api/seller/change-password',
        'POST /api/admin/auth/login',
        'POST /api/admin/auth/logout',
        'GET /api/admin/me',
      ]),
    );

    const register =
      document.paths['/api/auth/register']?.post?.requestBody?.content['application/json']?.schema;
    expect(register).toMatchObject({
      type: 'object',
      properties: { sellerName: { type: 'string' }, email: { type: 'string' }, password: { maxLength: 15 } },
    });
    expect(
      Object.keys(document.paths['/api/seller/change-password']?.patch?.requestBody?.content ?? {}),
    ).toEqual(expect.arrayContaining(['application/json', 'multipart/form-data']));
    expect(document.paths['/api/seller/me']?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/api/auth/login']?.post?.security).toBeUndefined();
  });
});

describe('small public calls', () => {
  it('GET /api/health answers ok while the database answers', async () => {
    const response = await call(t.app, 'GET', '/api/health');
    expect(healthSchema.parse(response.json())).toEqual({ data: { status: 'ok' } });
  });

  it('GET /api/config/public gives the support e-mail from SUPPORT_EMAIL', async () => {
    const response = await call(t.app, 'GET', '/api/config/public');
    expect(publicConfigSchema.parse(response.json())).toEqual({ data: { supportEmail: 'help@suki.ph' } });
  });

  it('GET /api/privacy-policy gives the seeded policy under the Data Privacy Act of 2012', async () => {
    const response = await call(t.app, 'GET', '/api/privacy-policy');
    const { content } = privacyPolicySchema.parse(response.json()).data;
    for (const phrase of [
      'Suki Merchant',
      'Data Privacy Act of 2012',
      'Republic Act No. 10173',
      'National Privacy Commission',
      'right',
      'keep',
    ]) {
      expect(content).toContain(phrase);
    }
  });
});

describe('error shapes', () => {
  it('answers an unknown /api route with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/auth/nothing'],
      ['DELETE', '/api/seller/me'],
      ['GET', '/api'],
    ] as const) {
      expect(expectError(await call(t.app, method, url), 404, 'NOT_FOUND').error).toBe(
        'This API endpoint does not exist.',
      );
    }
  });

  it('answers a body that is not JSON with 400, a wrong content type with 415 and an oversized body with 413', async () => {
    const login = (payload: string, contentType: string) =>
      call(t.app, 'POST', '/api/auth/login', { body: payload, headers: { 'content-type': contentType } });
    expectError(await login('{"email": ', 'application/json'), 400, 'BAD_REQUEST');
    expectError(await login('<login/>', 'application/xml'), 415, 'UNSUPPORTED_MEDIA_TYPE');
    const form = multipart({ email: 'a@b.ph', password: 'secret' });
    expect(
      expectError(await call(t.app, 'POST', '/api/auth/login', form), 415, 'UNSUPPORTED_MEDIA_TYPE').error,
    ).toBe('This request must be sent as JSON.');
    const huge = JSON.stringify({ email: 'a@b.ph', password: 'x'.repeat(2 * 1024 * 1024) });
    expectError(await login(huge, 'application/json'), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('answers a missing body with a readable 400', async () => {
    const body = expectError(await call(t.app, 'POST', '/api/auth/register'), 400, 'VALIDATION_FAILED');
    expect(body.error).toBe('Send the request fields as JSON or as form data.');
  });

  it('answers 503 DATABASE_UNAVAILABLE while the database cannot be reached', async () => {
    const unreachable = createDatabase('postgres://nobody@127.0.0.1:1/nothing');
    const app = await buildApp({
      config: { ...t.config, logLevel: 'silent' },
      database: unreachable,
      browserAppRoot: t.dataDir,
    });
    try {
      for (const [method, url, token] of [
        ['GET', '/api/health', undefined],
        ['GET', '/api/privacy-policy', undefined],
        ['GET', '/api/seller/me', 'some-token'],
      ] as const) {
        const body = expectError(await call(app, method, url, { token }), 503, 'DATABASE_UNAVAILABLE');
        expect(body.error).toBe('The service is temporarily unavailable. Please try again in a moment.');
      }
    } finally {
      await app.close();
      await unreachable.close();
    }
  });

  // Last in this file: it breaks this file's database on purpose.
  it('answers an unexpected failure with a 500 that shows no internals, and logs the details', async () => {
    await registerSeller(t.app);
    await t.database.db.execute(sql`drop table privacy_policy`);
    lines.length = 0;
    const response = await call(t.app, 'GET', '/api/privacy-policy');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL_ERROR',
    });
    expect(response.body).not.toMatch(/privacy_policy|relation|select|stack/i);
    const logged = lines.map((line) => JSON.parse(line) as { level: number; err?: { message: string } });
    const error = logged.find((entry) => entry.level >= 50)?.err;
    expect(error?.message).toContain('privacy_policy');
    // Drizzle's bound parameters stay out of the log, even in the stack.
    expect(JSON.stringify(error)).not.toContain('params:');
  });
});

describe('the browser app', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const root = path.join(t.dataDir, 'dist');
    await mkdir(path.join(root, 'assets'), { recursive: true });
    await writeFile(path.join(root, 'index.html'), '<!doctype html><title>Suki Merchant</title>');
    await writeFile(path.join(root, 'assets', 'index-AbC123.js'), 'console.log("app")');
    await writeFile(path.join(root, 'favicon.svg'), '<svg/>');
    app = await buildApp({
      config: { ...t.config, logLevel: 'silent' },
      database: t.database,
      browserAppRoot: root,
    });
  });
  afterAll(() => app.close());

  it('serves index.html, not cached, for / and for every page path the browser router knows', async () => {
    for (const url of ['/', '/login', '/orders/42', '/verify-email?token=abc', '/admin/dashboard']) {
      const response = await call(app, 'GET', url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain('<title>Suki Merchant</title>');
    }
  });

  it('serves hashed assets cached for a year, and other files revalidated', async () => {
    const asset = await call(app, 'GET', '/assets/index-AbC123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const favicon = await call(app, 'GET', '/favicon.svg');
    expect(favicon.headers['cache-control']).toBe('no-cache');
  });

  it('sends the security headers of documents with pages and files, and nosniff with every API answer', async () => {
    for (const url of ['/', '/login', '/assets/index-AbC123.js', '/favicon.svg']) {
      const { headers } = await call(app, 'GET', url);
      expect(headers, url).toMatchObject({
        'content-security-policy': expect.stringContaining("script-src 'self';"),
        'permissions-policy': expect.stringContaining('camera=()'),
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'same-origin',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
      });
      // PUBLIC_URL is http here: HSTS only with https (tests/server/hardening-transport.test.ts).
      expect(headers['strict-transport-security'], url).toBeUndefined();
    }
    const api = await call(app, 'GET', '/api/health');
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers['x-request-id']).toMatch(/^[\w-]{8}-[0-9a-z]+$/);
  });

  it('answers 404 for a missing asset and keeps /api answering JSON', async () => {
    expect((await call(app, 'GET', '/assets/missing-123.js')).statusCode).toBe(404);
    expectError(await call(app, 'GET', '/api/unknown'), 404, 'NOT_FOUND');
    expect((await call(app, 'GET', '/api/health')).statusCode).toBe(200);
  });
});

describe('the page settings', () => {
  it('hands MAP_TILE_URL to the page in index.html, escaped, for / and deep links alike', async () => {
    const root = path.join(t.dataDir, 'dist-settings');
    await mkdir(root, { recursive: true });
    await writeFile(
      path.join(root, 'index.html'),
      '<!doctype html><head><title>Suki Merchant</title></head>',
    );
    const tiles = 'https://tiles.example.ph/{z}/{x}/{y}.png?key="a&b"';
    const app = await buildApp({
      config: { ...t.config, mapTileUrl: loadConfig({ MAP_TILE_URL: tiles }).mapTileUrl, logLevel: 'silent' },
      database: t.database,
      browserAppRoot: root,
    });
    try {
      for (const url of ['/', '/onboarding', '/admin/sellers/42']) {
        const response = await call(app, 'GET', url);
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toContain(
          '<meta name="suki:map-tile-url" content="https://tiles.example.ph/{z}/{x}/{y}.png?key=&#34;a&#38;b&#34;" />',
        );
      }
    } finally {
      await app.close();
    }
  });

  it('refuses a MAP_TILE_URL that is not a tile template', () => {
    expect(() => loadConfig({ MAP_TILE_URL: 'tiles.example.ph' })).toThrow(/MAP_TILE_URL must be/);
    expect(loadConfig({ MAP_TILE_URL: 'none' }).mapTileUrl).toBe('none');
  });
});
