// Walks every registered /api route: without a token 401, with the other kind of account's token 403.
// A route added later is covered without touching this file; a new public route must be listed here.
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#schemas/api';
import { tokenSchema } from '#schemas/auth';
import { ensureAdmin } from '../../server/modules/admin/ensure-admin.ts';
import { call, registerSeller, startTestApp, type TestApp } from './support.ts';

/** The only /api routes anyone may call without signing in. */
const publicRoutes = new Set([
  'GET /api/health',
  'GET /api/openapi.json',
  'GET /api/config/public',
  'GET /api/privacy-policy',
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/verify-email',
  'POST /api/auth/reset-password',
  'POST /api/seller/forgot-password',
  'POST /api/admin/auth/login',
]);

type Route = { method: HTTPMethods; path: string };

/** Every route from Fastify's own route tree (printRoutes), rebuilding full paths from the indentation. */
function registeredRoutes(tree: string): Route[] {
  const routes: Route[] = [];
  const parents: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (parents[depth - 1] ?? '') + (match[2] ?? '');
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push({ method: method as HTTPMethods, path });
    }
  }
  return routes;
}

/** A concrete URL for a route pattern: parameters become a well-formed id. */
const concrete = (path: string) =>
  path.replace(/:[^/]+/g, '00000000-0000-4000-8000-000000000000').replace(/\*$/, 'anything');

let t: TestApp;
let routes: Route[];
let sellerToken: string;
let adminToken: string;

beforeAll(async () => {
  t = await startTestApp();
  await t.app.ready();
  routes = registeredRoutes(t.app.printRoutes({ commonPrefix: false })).filter((route) =>
    route.path.startsWith('/api/'),
  );
  sellerToken = (await registerSeller(t.app)).token;
  await ensureAdmin(t.database, { adminEmail: 'guard@suki.ph', adminPassword: 'guard-password' });
  const login = await call(t.app, 'POST', '/api/admin/auth/login', {
    body: { email: 'guard@suki.ph', password: 'guard-password' },
  });
  adminToken = tokenSchema.parse(login.json()).data.token;
});
afterAll(() => t.close());

const key = (route: Route) => `${route.method} ${route.path}`;
const isAdminRoute = (route: Route) => route.path.startsWith('/api/admin/');
const send = (route: Route, token?: string) => call(t.app, route.method, concrete(route.path), { token });

describe('authorization of every /api route', () => {
  it('reads nested route trees (parametric routes print as children)', () => {
    const tree = [
      '├── /api/orders (GET, HEAD)',
      '│   └── /:id (GET, HEAD)',
      '│       ├── /status (PATCH)',
      '│       └── /fulfill (POST)',
      '├── /api/products/count (GET, HEAD)',
      '└── * (GET, HEAD)',
    ].join('\n');
    expect(registeredRoutes(tree).map(key)).toEqual([
      'GET /api/orders',
      'GET /api/orders/:id',
      'PATCH /api/orders/:id/status',
      'POST /api/orders/:id/fulfill',
      'GET /api/products/count',
      'GET *',
    ]);
  });

  it('finds the routes, and every listed public route exists', () => {
    expect(routes.length).toBeGreaterThanOrEqual(publicRoutes.size);
    const registered = new Set(routes.map(key));
    for (const route of publicRoutes) expect(registered, route).toContain(route);
    console.info(`authorization: walking ${routes.length} /api routes, ${publicRoutes.size} of them public`);
  });

  it('answers 401 UNAUTHENTICATED without a token on every non-public route', async () => {
    for (const route of routes.filter((candidate) => !publicRoutes.has(key(candidate)))) {
      const response = await send(route);
      expect(response.statusCode, key(route)).toBe(401);
      expect(apiErrorSchema.parse(response.json()).code, key(route)).toBe('UNAUTHENTICATED');
    }
  });

  it('answers 401 for a token that is no session', async () => {
    for (const route of routes.filter((candidate) => !publicRoutes.has(key(candidate)))) {
      expect((await send(route, 'forged-token')).statusCode, key(route)).toBe(401);
    }
  });

  it('refuses an admin token on seller routes with 403 FORBIDDEN', async () => {
    for (const route of routes.filter(
      (candidate) => !publicRoutes.has(key(candidate)) && !isAdminRoute(candidate),
    )) {
      const response = await send(route, adminToken);
      expect(response.statusCode, key(route)).toBe(403);
      expect(apiErrorSchema.parse(response.json()).code, key(route)).toBe('FORBIDDEN');
    }
  });

  it('refuses a seller token on admin routes with 403 FORBIDDEN', async () => {
    for (const route of routes.filter(
      (candidate) => !publicRoutes.has(key(candidate)) && isAdminRoute(candidate),
    )) {
      const response = await send(route, sellerToken);
      expect(response.statusCode, key(route)).toBe(403);
      expect(apiErrorSchema.parse(response.json()).code, key(route)).toBe('FORBIDDEN');
    }
  });

  it('lets anyone reach the public routes (they never answer 401 or 403)', async () => {
    for (const route of routes.filter((candidate) => publicRoutes.has(key(candidate)))) {
      const response = await send(route);
      expect([401, 403], key(route)).not.toContain(response.statusCode);
    }
  });
});
