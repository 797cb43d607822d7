// Property-based fuzz of every route in the app's route table (a route added later is included without
// touching this file): each gets at least 200 malformed requests made from a valid one (tests/helpers/
// fuzz-seeds.ts), sent as the party its access asks for. Every answer must be below 500; every refusal must
// be our error body with our headers and must leave the database and the uploads exactly as they were.
// FUZZ_SEED replays another seed; FUZZ_INPUTS sets the total number of requests (spread over the routes).
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { apiErrorSchema, errorCodeSchema } from '#schemas/api';
import { approvalStatus, sellerProfileResponseSchema } from '#schemas/seller';
import { watchChanges, type ChangeWatch } from '../helpers/database-changes.ts';
import { attacksOn, buildRequest, reproduction, type Attack } from '../helpers/fuzz-requests.ts';
import { fuzzPlan, seedIssues, type FuzzParties } from '../helpers/fuzz-seeds.ts';
import { productResponseSchema } from '#schemas/products';
import {
  createAdmin,
  createProduct,
  createSeller,
  signIn,
  type Account,
  type SampleProduct,
} from '../helpers/route-parties.ts';
import { startRecordedApp, type RegisteredRoute } from '../helpers/route-table.ts';

const fuzzSeed = Number(process.env.FUZZ_SEED ?? 20_250_909);
const minimumPerRoute = 200;
/** Every request is whole when sent; each answer, large uploads included, takes well under a second. */
const answerWithinMs = 10_000;

const { t, table } = await startRecordedApp();
/** About a minute on two cores today; as routes are added, each keeps its minimum and the run grows. */
const budget = Number(process.env.FUZZ_INPUTS ?? 10_000);
const numRuns = Math.max(minimumPerRoute, Math.ceil(budget / table.length));

type PartyName = keyof FuzzParties;

/**
 * How to make each party again, how to tell it is still what it was made to be, and how to mend what a request
 * that passed may have changed without remaking the account (a session, the approved seller's product).
 */
type Casting<A extends Account> = {
  kind: 'seller' | 'admin';
  make: () => Promise<A>;
  isIntact: (account: A) => Promise<boolean>;
  mend?: (account: A) => Promise<void>;
};

const castings: { [Name in PartyName]: Casting<FuzzParties[Name]> } = {
  seller: {
    kind: 'seller',
    make: () => createSeller(t, 'documented', { marker: 'fuzz seller' }),
    isIntact: async (account) => {
      const profile = await profileOf(account);
      return profile !== null && profile.isVerified && !profile.hasOnboarded;
    },
  },
  rejectedSeller: {
    kind: 'seller',
    make: async () =>
      createSeller(t, 'rejected', { marker: 'fuzz rejected', adminToken: (await party('admin')).token }),
    isIntact: async (account) => (await profileOf(account))?.approvalStatus === approvalStatus.rejected,
  },
  pendingSeller: {
    kind: 'seller',
    make: () => createSeller(t, 'pending', { marker: 'fuzz pending' }),
    isIntact: async (account) => (await profileOf(account))?.approvalStatus === approvalStatus.pending,
  },
  approvedSeller: {
    kind: 'seller',
    make: async () => {
      const account = await createSeller(t, 'approved', {
        marker: 'fuzz approved',
        adminToken: (await party('admin')).token,
      });
      return { ...account, product: await createProduct(t, account.token, { marker: 'fuzz' }) };
    },
    isIntact: async (account) => {
      if ((await profileOf(account))?.approvalStatus !== approvalStatus.approved) return false;
      const product = await productOf(account);
      return (
        product !== null &&
        product.variantIds.length > 0 &&
        product.variantIds.join() === account.product.variantIds.join() &&
        product.imageId === account.product.imageId
      );
    },
    // An edit replaces the variants, a delete the product: read it again, or make another.
    mend: async (account) => {
      const product = await productOf(account);
      account.product =
        product && product.variantIds.length > 0
          ? product
          : await createProduct(t, account.token, { marker: 'fuzz' });
    },
  },
  admin: {
    kind: 'admin',
    make: () => createAdmin(t),
    isIntact: async (account) =>
      (await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(account) })).statusCode ===
      200,
  },
};

const bearer = (account: Account) => ({ authorization: `Bearer ${account.token}` });

async function profileOf(
  account: Account,
): Promise<z.infer<typeof sellerProfileResponseSchema>['data'] | null> {
  const response = await t.app.inject({ method: 'GET', url: '/api/seller/me', headers: bearer(account) });
  return response.statusCode === 200 ? sellerProfileResponseSchema.parse(response.json()).data : null;
}

/** The approved seller's product as it stands, named as the seeds name it; null once it is gone. */
async function productOf(account: FuzzParties['approvedSeller']): Promise<SampleProduct | null> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/products/${account.product.id}`,
    headers: bearer(account),
  });
  if (response.statusCode !== 200) return null;
  const product = productResponseSchema.parse(response.json()).data;
  const image = product.images[0];
  return image
    ? {
        id: product.id,
        sku: product.sku,
        variantIds: product.variants.map((variant) => variant.id),
        imageId: image.id,
        imageKey: image.url.split('/').at(-1)!.split('?')[0]!,
      }
    : null;
}

const parties = new Map<PartyName, FuzzParties[PartyName]>();
async function party<Name extends PartyName>(name: Name): Promise<FuzzParties[Name]> {
  const existing = parties.get(name) as FuzzParties[Name] | undefined;
  if (existing) return existing;
  const casting: Casting<FuzzParties[Name]> = castings[name];
  const account = await casting.make();
  parties.set(name, account);
  return account;
}

/** All parties (one at a time: the rejected seller needs the admin), recording which ones a seed names. */
async function partiesFor(used: Set<PartyName>): Promise<FuzzParties> {
  const all: Partial<Record<PartyName, Account>> = {};
  for (const name of Object.keys(castings) as PartyName[]) all[name] = await party(name);
  return new Proxy(all as FuzzParties, {
    get: (target, name: PartyName) => {
      // Awaiting this object asks for `then`, which names no party.
      if (name in castings) used.add(name);
      return target[name];
    },
  });
}

/**
 * After a request that changed something, each party it touched is mended (a session it ended gets a new
 * sign-in) or, when the request changed the account itself, made again before it is next needed.
 */
async function restore(used: Set<PartyName>) {
  for (const name of used) await restoreOne(name);
}

async function restoreOne<Name extends PartyName>(name: Name) {
  const account = parties.get(name) as FuzzParties[Name] | undefined;
  const { kind, isIntact, mend }: Casting<FuzzParties[Name]> = castings[name];
  if (!account || (await isIntact(account))) return;
  account.token = await signIn(t, kind, account).catch(() => '');
  await mend?.(account).catch(() => undefined);
  if (!(await isIntact(account))) parties.delete(name);
}

let changes: ChangeWatch;
let sent = 0;
let serverErrors = 0;
let changingRefusals = 0;

beforeAll(async () => {
  // The whole data folder: the onboarding documents and the product pictures alike.
  changes = await watchChanges(t.database.pool, t.dataDir);
  console.info(`fuzz: seed ${fuzzSeed} (FUZZ_SEED=${fuzzSeed} replays it), ${numRuns} inputs per route`);
});

afterAll(async () => {
  console.info(
    `fuzz: ${sent} inputs over ${table.length} routes, ${serverErrors} answered 5xx, ${changingRefusals} refusals changed the database`,
  );
  await t.close();
});

/** The answer; the whole body was sent, so a server that has not answered by then waits for nothing. */
async function answered(
  response: Promise<LightMyRequestResponse>,
  replay: () => string,
): Promise<LightMyRequestResponse> {
  let timer: NodeJS.Timeout | undefined;
  const silence = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${answerWithinMs / 1000} s\n${replay()}`)),
      answerWithinMs,
    );
  });
  try {
    return await Promise.race([response, silence]);
  } finally {
    clearTimeout(timer);
  }
}

/** The body, read unless it is an event stream (which only ends with its session). */
async function bodyOf(response: LightMyRequestResponse): Promise<string> {
  const stream = response.stream();
  if (String(response.headers['content-type']).startsWith('text/event-stream')) {
    stream.destroy();
    return '';
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** One request: never 5xx; a refusal is our error body with our headers and changes nothing. */
async function attack(route: RegisteredRoute, attackValue: Attack): Promise<void> {
  const used = new Set<PartyName>();
  const all = await partiesFor(used);
  const { caller, seed: seedOf, throttles } = fuzzPlan(route);
  const seed = seedOf?.(all) ?? {};
  if (throttles)
    await t.database.pool.query('delete from throttle_events where bucket = any($1)', [throttles(all)]);
  const token = caller ? all[caller].token : null;
  const request = buildRequest(route, seed, attackValue);
  const replay = () => reproduction(route.method, request, caller ?? 'anyone');

  const before = await changes.mark();
  sent += 1;
  const response = await answered(
    t.app.inject({
      method: route.method,
      url: request.url,
      headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(request.payload === null ? {} : { payload: request.payload }),
      remoteAddress: request.remoteAddress,
      payloadAsStream: true,
    }),
    replay,
  );
  const body = await bodyOf(response);
  const status = response.statusCode;
  if (status >= 500) {
    serverErrors += 1;
    throw new Error(`answered ${status} ${body}\n${replay()}`);
  }
  if (status < 400) {
    if (route.method !== 'GET') await restore(used);
    return;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    parsed = body;
  }
  const error = apiErrorSchema.safeParse(parsed);
  if (!error.success || !errorCodeSchema.safeParse(error.data.code).success)
    throw new Error(`answered ${status} without our error body: ${body.slice(0, 300)}\n${replay()}`);
  if (response.headers['x-content-type-options'] !== 'nosniff')
    throw new Error(`answered ${status} without x-content-type-options: nosniff\n${replay()}`);
  const changed = await changes.changedSince(before);
  if (changed.length > 0) {
    changingRefusals += 1;
    throw new Error(
      `refused with ${status} ${error.data.code} but changed ${changed.join(', ')}\n${replay()}`,
    );
  }
}

/** A seed per route, so adding or reordering routes leaves the inputs of the others as they were. */
const routeSeed = (key: string) =>
  [...key].reduce((hash, character) => Math.imul(hash ^ character.charCodeAt(0), 16_777_619), fuzzSeed | 0);

describe(`fuzz of every route (${table.length} routes)`, () => {
  for (const route of table) {
    const { caller, seed, missing } = fuzzPlan(route);
    it(`${route.key}: ${numRuns} malformed requests as ${caller ?? 'anyone'}, never 5xx, refusals change nothing`, async () => {
      expect(missing, 'a seed').toBeUndefined();
      if (seed) expect(seedIssues(route, seed(await partiesFor(new Set()))), 'the seed').toEqual([]);
      const details = await fc.check(
        fc.asyncProperty(attacksOn(route), (value) => attack(route, value)),
        { seed: routeSeed(route.key), numRuns },
      );
      if (details.failed) {
        expect.fail(
          `${route.key}: ${String((details.errorInstance as Error | null)?.message ?? details.errorInstance)}\n` +
            `(after ${details.numRuns} inputs and ${details.numShrinks} shrinks; fast-check seed ${details.seed}, path ${details.counterexamplePath})`,
        );
      }
    }, 300_000);
  }
});
