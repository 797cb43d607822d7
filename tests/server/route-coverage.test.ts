// The walks over the route table cover every registered route, so a route added later cannot slip past any
// of them: the table they share is Fastify's whole router; the authorization walk's lists name real routes;
// the fuzz has a valid seed for every route that takes input; the end-to-end CSP check (tests/e2e/csp.test.ts)
// opens a page served by every page route; and every route's answer carries a Content-Security-Policy
// (checked here, on the real answer of each route to its rightful caller, pages and API alike).
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspCheckedPages } from '../helpers/e2e-csp.ts';
import { seedRequest } from '../helpers/fuzz-requests.ts';
import { fuzzPlan, fuzzSeeds, seedIssues, type FuzzParties } from '../helpers/fuzz-seeds.ts';
import { accessListProblems } from '../helpers/route-access.ts';
import { createAdmin, createProduct, createSeller, freshAddress, signIn } from '../helpers/route-parties.ts';
import { printedRouteKeys, startRecordedApp } from '../helpers/route-table.ts';

const { t, table } = await startRecordedApp();
let fuzzParties: FuzzParties;

beforeAll(async () => {
  const admin = await createAdmin(t);
  const approved = await createSeller(t, 'approved', {
    marker: 'coverage approved',
    adminToken: admin.token,
  });
  fuzzParties = {
    admin,
    approvedSeller: { ...approved, product: await createProduct(t, approved.token, { marker: 'coverage' }) },
    seller: await createSeller(t, 'documented', { marker: 'coverage seller' }),
    pendingSeller: await createSeller(t, 'pending', { marker: 'coverage pending' }),
    rejectedSeller: await createSeller(t, 'rejected', {
      marker: 'coverage rejected',
      adminToken: admin.token,
    }),
  };
});
afterAll(() => t.close());

/** A policy's directives by name, each with its sources. */
const directives = (policy: string): Record<string, string[]> =>
  Object.fromEntries(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );

describe('route coverage', () => {
  it('reads nested printed route trees (parametric routes print as children)', () => {
    const tree = [
      '├── / (GET, HEAD)',
      '├── /api/orders (GET, HEAD)',
      '│   ├── / (GET, HEAD)',
      '│   └── /:id (GET, HEAD)',
      '│       ├── /status (PATCH)',
      '│       └── /fulfill (POST)',
      '├── /api/products/count (GET, HEAD)',
      '└── * (GET, HEAD)',
    ].join('\n');
    expect(printedRouteKeys(tree)).toEqual([
      'GET /',
      'GET /api/orders',
      'GET /api/orders/:id',
      'PATCH /api/orders/:id/status',
      'POST /api/orders/:id/fulfill',
      'GET /api/products/count',
      'GET *',
    ]);
  });

  it('walks the whole router: the recorded table is every route Fastify prints, pages included', () => {
    const keys = table.map((route) => route.key);
    expect(keys.sort()).toEqual(printedRouteKeys(t.app.printRoutes({ commonPrefix: false })).sort());
    expect(new Set(table.map((route) => route.access))).toEqual(
      new Set(['page', 'public', 'seller', 'admin']),
    );
  });

  it("the authorization walk's lists name every open route, and only routes of the access they open", () => {
    expect(accessListProblems(table)).toEqual([]);
  });

  it('the fuzz has a seed its route accepts for every route that takes input, and none for a route that is gone', () => {
    const problems = table.flatMap((route) => {
      const { seed, missing } = fuzzPlan(route);
      return missing ? [missing] : seed ? seedIssues(route, seed(fuzzParties)) : [];
    });
    expect(problems).toEqual([]);
    const routes = new Set(table.map((route) => route.key));
    expect(Object.keys(fuzzSeeds).filter((key) => !routes.has(key))).toEqual([]);
  });

  it('the end-to-end CSP check opens a page served by every page route', () => {
    const pages = table.filter((route) => route.access === 'page');
    // The route the router picks for a path: a static one before one with parameters, before the wildcard.
    const routeOf = (path: string) =>
      pages
        .filter((route) =>
          new RegExp(`^${route.url.replace(/:\w+/g, '[^/]+').replace('*', '.*')}$`).test(path),
        )
        .sort(
          (a, b) => Number(a.url.includes('*')) - Number(b.url.includes('*')) || b.url.length - a.url.length,
        )[0];
    const visited = new Set(cspCheckedPages.map(({ path }) => routeOf(path)?.key));
    expect(pages.map((route) => route.key).filter((key) => !visited.has(key))).toEqual([]);
  });

  it('every route answers its rightful caller with a Content-Security-Policy: scripts from this origin only, no framing', async () => {
    const problems: string[] = [];
    for (const route of table) {
      const { caller, seed } = fuzzPlan(route);
      const request = seedRequest(route, seed?.(fuzzParties) ?? {}, freshAddress());
      const response: LightMyRequestResponse = await t.app.inject({
        method: route.method,
        url: request.url,
        headers: {
          ...request.headers,
          ...(caller ? { authorization: `Bearer ${fuzzParties[caller].token}` } : {}),
        },
        ...(request.payload === null ? {} : { payload: request.payload }),
        remoteAddress: request.remoteAddress,
        // The event stream answers its headers and stays open: they are all this check needs.
        payloadAsStream: true,
      });
      response.stream().destroy();
      // A call that ended its caller's session (a logout) must not turn the next ones into 401s.
      if (caller && response.statusCode < 300 && route.method !== 'GET')
        fuzzParties[caller].token = await signIn(
          t,
          caller === 'admin' ? 'admin' : 'seller',
          fuzzParties[caller],
        );
      const policy = response.headers['content-security-policy'];
      if (typeof policy !== 'string') {
        problems.push(`${route.key} (${response.statusCode}): no Content-Security-Policy`);
        continue;
      }
      const policyDirectives = directives(policy);
      const scripts = policyDirectives['script-src'] ?? policyDirectives['default-src'] ?? ['*'];
      if (!scripts.every((source) => source === "'self'" || source === "'none'"))
        problems.push(`${route.key}: scripts from ${scripts.join(' ')}`);
      if (policyDirectives['frame-ancestors']?.join(' ') !== "'none'")
        problems.push(
          `${route.key}: frame-ancestors ${policyDirectives['frame-ancestors']?.join(' ') ?? 'unset'}`,
        );
      if (route.access === 'page' && policyDirectives['connect-src']?.join(' ') !== "'self'")
        problems.push(`${route.key}: connect-src ${policyDirectives['connect-src']?.join(' ') ?? 'unset'}`);
    }
    expect(problems).toEqual([]);
  });
});
