// Every registered route × every kind of caller, each answer checked against the route's access rule
// (tests/helpers/route-access.ts, decision 002): a route added later is walked without touching this file;
// route-coverage.test.ts proves the table is the whole router.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#schemas/api';
import { uploadsDirectory } from '../../server/modules/onboarding/storage.ts';
import { watchChanges, type ChangeWatch } from '../helpers/database-changes.ts';
import { fuzzSeeds } from '../helpers/fuzz-seeds.ts';
import { expectedAnswer, parties, type Party } from '../helpers/route-access.ts';
import {
  createAdmin,
  createProduct,
  createSeller,
  freshAddress,
  signIn,
  type Account,
  type SampleProduct,
} from '../helpers/route-parties.ts';
import { startRecordedApp, type RegisteredRoute } from '../helpers/route-table.ts';

const { t, table } = await startRecordedApp();

let accounts: Record<Exclude<Party, 'anonymous' | 'forged token'>, Account>;
/** The seller's own product, which the path parameters of the catalog's routes name. */
let product: SampleProduct;
/** Writes to the database: no call of the other seller may change the seller's own rows. */
let changes: ChangeWatch;
const sellerMarker = 'Amihan Marker';

beforeAll(async () => {
  const admin = await createAdmin(t);
  // Approved after submitting everything: a draft, documents, a notification, a decision and a product to leak.
  const seller = await createSeller(t, 'approved', { marker: sellerMarker, adminToken: admin.token });
  product = await createProduct(t, seller.token, { marker: sellerMarker });
  const other = await createSeller(t, 'approved', { marker: 'Habagat', adminToken: admin.token });
  await createProduct(t, other.token, { marker: 'Habagat' });
  accounts = {
    admin,
    seller,
    'other seller': other,
    'unapproved seller': await createSeller(t, 'pending', { marker: 'Amihan Pending' }),
    'unverified seller': await createSeller(t, 'unverified', { marker: 'Bagyo' }),
    'suspended seller': await createSeller(t, 'suspended', { marker: 'Tag-init', adminToken: admin.token }),
  };
  changes = await watchChanges(t.database.pool, uploadsDirectory(t.dataDir));
  console.info(`authorization: ${table.length} routes × ${parties.length} parties`);
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
    fuzzSeeds[route.key]?.seed({
      seller,
      rejectedSeller: seller,
      pendingSeller: seller,
      approvedSeller: { ...seller, product },
      admin,
    }).params ?? {};
  const url = route.url.replace(/:(\w+)|\*/g, (_match, name?: string) =>
    encodeURIComponent(params[name ?? '*'] ?? '00000000-0000-4000-8000-000000000000'),
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
  for (const party of parties) {
    it(`answers ${party} on every route as the route's access rule says`, async () => {
      const wrong: string[] = [];
      for (const route of table) {
        const want = expectedAnswer(route, party);
        const before = party === 'other seller' ? await changes.mark() : null;
        const response = await send(route, party);
        const { status } = response;
        if ('refused' in want) {
          const code = apiErrorSchema.safeParse(JSON.parse(response.text || 'null')).data?.code;
          if (status !== want.refused || code !== want.code)
            wrong.push(
              `${route.key}: ${status} ${code ?? response.text.slice(0, 80)}, not ${want.refused} ${want.code}`,
            );
        } else if (status === 401 || status === 403) {
          wrong.push(`${route.key}: ${status}, but ${party} may call it`);
        }
        if (before) {
          // Whatever the other seller may call, it never shows or changes the seller's own data.
          const text = response.text.toLowerCase();
          for (const own of [sellerMarker, accounts.seller.email, accounts.seller.id])
            if (text.includes(own.toLowerCase())) wrong.push(`${route.key}: shows the seller's "${own}"`);
          const changed = await changes.changedSince(before, accounts.seller.id);
          if (changed.length > 0)
            wrong.push(`${route.key}: changed the seller's rows in ${changed.join(', ')}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }
});
