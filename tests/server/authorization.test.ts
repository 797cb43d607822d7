// Every registered route × every kind of caller, each answer checked against the route's access rule
// (decision 002): a route added later is walked without touching this file. A new public route, or a seller
// route open to sellers who have not verified their e-mail, must be listed here as well as marked on the
// route: two keys for every door that opens wider.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#schemas/api';
import { changedTables, databaseFingerprint, type Fingerprint } from '../helpers/database-fingerprint.ts';
import { fuzzSeeds } from '../helpers/fuzz-seeds.ts';
import { createAdmin, createSeller, freshAddress, signIn, type Account } from '../helpers/route-parties.ts';
import { printedRouteKeys, recordRoutes, type RegisteredRoute } from '../helpers/route-table.ts';
import { startTestApp } from './support.ts';

/** The only routes anyone may call without signing in. */
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

/** Seller routes a seller may call before verifying the e-mail address; every other one answers 403. */
const openToUnverified = new Set([
  'GET /api/seller/me',
  'POST /api/auth/logout',
  'POST /api/auth/resend-verification-email',
  'PATCH /api/seller/change-password',
  'GET /api/notifications',
  'GET /api/notifications/unread-count',
  'GET /api/notifications/stream',
  'PATCH /api/notifications/mark-read',
  'PATCH /api/notifications/mark-all-read',
  'GET /api/maps/autocomplete',
  'GET /api/maps/geocode',
]);

const parties = [
  'anonymous',
  'forged token',
  'unverified seller',
  'seller',
  'other seller',
  'admin',
] as const;
type Party = (typeof parties)[number];

/** What a party must get: refused with this status and code, or let through (anything but 401 and 403). */
type Expected = { refused: 401 | 403 } | { allowed: true };
const unauthenticated: Expected = { refused: 401 };
const forbidden: Expected = { refused: 403 };
const allowed: Expected = { allowed: true };

/** The access rule of decision 002, from the route's URL and the lists above. */
function expected(route: RegisteredRoute, party: Party): Expected {
  if (route.access === 'page' || route.access === 'public') return allowed;
  if (party === 'anonymous' || party === 'forged token') return unauthenticated;
  if (route.access === 'admin') return party === 'admin' ? allowed : forbidden;
  if (party === 'admin') return forbidden;
  if (party === 'unverified seller') return openToUnverified.has(route.key) ? allowed : forbidden;
  return allowed;
}

const { built: t, routes } = await recordRoutes(() => startTestApp());
await t.app.ready();
const table = routes();

let accounts: Record<'unverified seller' | 'seller' | 'other seller' | 'admin', Account>;
/** The seller's own rows: no call of the other seller may change them. */
let sellersRows: () => Promise<Fingerprint>;
const sellerMarker = 'Amihan Marker';

beforeAll(async () => {
  const admin = await createAdmin(t);
  accounts = {
    admin,
    // Rejected after submitting everything: a draft, documents, a notification and a decision to leak.
    seller: await createSeller(t, 'rejected', { marker: sellerMarker, adminToken: admin.token }),
    'other seller': await createSeller(t, 'documented', { marker: 'Habagat' }),
    'unverified seller': await createSeller(t, 'unverified', { marker: 'Bagyo' }),
  };
  sellersRows = await databaseFingerprint(t.database.pool, { mentioning: accounts.seller.id });
});
afterAll(() => t.close());

const tokenOf = (party: Party) => {
  if (party === 'anonymous') return undefined;
  if (party === 'forged token') return 'forged-token';
  return accounts[party].token;
};

/**
 * The route called as `party`, with its seed's path parameters (naming the seller's own resources) and no
 * body: access is decided before a body is read. A call that may have ended the party's session (a logout)
 * is followed by a fresh sign-in.
 */
async function send(route: RegisteredRoute, party: Party): Promise<{ status: number; text: string }> {
  const { seller, admin } = accounts;
  const params =
    fuzzSeeds[route.key]?.seed({ seller, rejectedSeller: seller, pendingSeller: seller, admin }).params ?? {};
  const url = route.url.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(params[name] ?? '00000000-0000-4000-8000-000000000000'),
  );
  const token = tokenOf(party);
  const response = await t.app.inject({
    method: route.method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress: freshAddress(),
    payloadAsStream: true,
  });
  const isStream = String(response.headers['content-type']).startsWith('text/event-stream');
  if (isStream) response.stream().destroy();
  if (
    response.statusCode < 300 &&
    route.method !== 'GET' &&
    party !== 'anonymous' &&
    party !== 'forged token'
  ) {
    const account = accounts[party];
    account.token = await signIn(t, party === 'admin' ? 'admin' : 'seller', account);
  }
  return { status: response.statusCode, text: isStream ? '' : await textOf(response) };
}

async function textOf(response: LightMyRequestResponse): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of response.stream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('latin1');
}

describe('authorization of every route', () => {
  it('walks the whole route table, and the lists name only routes that exist with that access', () => {
    expect(table.map((route) => route.key).sort()).toEqual(
      printedRouteKeys(t.app.printRoutes({ commonPrefix: false })).sort(),
    );
    const byKey = new Map(table.map((route) => [route.key, route]));
    const marked = table.filter((route) => route.access === 'public').map((route) => route.key);
    expect(new Set(marked), 'routes marked `public` and the list above').toEqual(publicRoutes);
    for (const key of openToUnverified) expect(byKey.get(key)?.access, key).toBe('seller');
    console.info(`authorization: ${table.length} routes × ${parties.length} parties`);
  });

  for (const party of parties) {
    it(`answers ${party} on every route as the route's access rule says`, async () => {
      const wrong: string[] = [];
      for (const route of table) {
        const want = expected(route, party);
        const before = party === 'other seller' ? await sellersRows() : null;
        const response = await send(route, party);
        const { status } = response;
        if ('refused' in want) {
          const code = apiErrorSchema.safeParse(JSON.parse(response.text || 'null')).data?.code;
          const wantCode = want.refused === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN';
          if (status !== want.refused || code !== wantCode)
            wrong.push(
              `${route.key}: ${status} ${code ?? response.text.slice(0, 80)}, not ${want.refused} ${wantCode}`,
            );
        } else if (status === 401 || status === 403) {
          wrong.push(`${route.key}: ${status}, but ${party} may call it`);
        }
        if (before) {
          // Whatever the other seller may call, it never shows or changes the seller's own data.
          const text = response.text.toLowerCase();
          for (const own of [sellerMarker, accounts.seller.email, accounts.seller.id])
            if (text.includes(own.toLowerCase())) wrong.push(`${route.key}: shows the seller's "${own}"`);
          const changed = changedTables(before, await sellersRows());
          if (changed.length > 0)
            wrong.push(`${route.key}: changed the seller's rows in ${changed.join(', ')}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }
});
