// Contract tests: one scenario, run once against an in-memory test service (tests/services) and once
// against the real routes through the real service modules over app.inject, each in a fresh world. The
// scenario asserts exact outcomes (values, order, status, code, message), so the two cannot drift apart.
import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { documentKinds, type DocumentKind } from '#schemas/onboarding';
import { FailureError, type Failure } from '#machines/shared/failure.ts';
import { ensureAdmin } from '../../server/modules/admin/ensure-admin.ts';
import { samplePdf, samplePng } from '../../server/modules/onboarding/sample-documents.ts';
import { createAdminService } from '../../src/services/admin.ts';
import { createAdminSellersService } from '../../src/services/admin-sellers.ts';
import { createAuthService } from '../../src/services/auth.ts';
import type { HttpClient } from '../../src/services/client.ts';
import { createOnboardingService } from '../../src/services/onboarding.ts';
import { startTestApp, type TestApp } from '../server/support.ts';
import { injectHttpClient, memoryTokens } from './inject-http.ts';
import { createSeller } from './route-parties.ts';
import { latestMailTo, tokenIn } from './outbox.ts';
import { validSubmission } from './sample-onboarding.ts';

export type World = { close(): Promise<void> };

/**
 * `contract(worlds)(name, scenario)`: the scenario once per world, each test in a world of its own. The
 * worlds name what they stand for ('the test service', 'the real routes').
 */
export const contract =
  <W extends World>(worlds: Record<string, () => Promise<W>>) =>
  (name: string, scenario: (world: W) => Promise<void>) =>
    describe(name, () => {
      for (const [side, start] of Object.entries(worlds)) {
        it(`on ${side}`, async () => {
          const world = await start();
          try {
            await scenario(world);
          } finally {
            await world.close();
          }
        });
      }
    });

/** The value, parsed with the shared schema: both sides must answer in its shape. */
export const parsed = async <T extends z.ZodType>(schema: T, value: Promise<unknown>): Promise<z.infer<T>> =>
  schema.parse(await value);

/** The failure a service call rejects with, as the machines read it. */
export async function failureOf(call: Promise<unknown>): Promise<Failure> {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error, 'the call should have failed').toBeInstanceOf(FailureError);
  return (error as FailureError).failure;
}

/** An HTTP failure with exactly this status, code and message (and these field messages, if given). */
export async function expectRefusal(
  call: Promise<unknown>,
  expected: { status: number; code: string; message: string; fields?: Record<string, string> },
) {
  const failure = await failureOf(call);
  expect(failure).toMatchObject({ kind: 'http', status: expected.status, code: expected.code });
  if (failure.kind !== 'http') return;
  expect(failure.message).toBe(expected.message);
  if (expected.fields) expect(failure.fields).toEqual(expected.fields);
}

// -------------------------------------------------------------------------------------------------------
// The real side: the app on a fresh database, driven only through its HTTP API.

export const adminEmail = 'admin@suki.ph';
const adminPassword = 'contract-password';

export type ServerWorld = World & {
  t: TestApp;
  /** An HTTP client signed in as the admin. */
  admin: HttpClient;
  /** A new seller, registered and verified through the API (the link from the e-mail). */
  newSeller(): Promise<{ http: HttpClient; email: string }>;
  /** A new seller who has uploaded every document and submitted onboarding; Pending. */
  submittedSeller(): Promise<{ http: HttpClient; email: string; id: string }>;
};

export const documentFile = (kind: DocumentKind) =>
  kind === 'primaryId'
    ? new File([new Uint8Array(samplePng())], 'primary-id.png', { type: 'image/png' })
    : new File([new Uint8Array(samplePdf(kind))], `${kind}.pdf`, { type: 'application/pdf' });

const ignoreProgress = () => undefined;

export async function startServerWorld(): Promise<ServerWorld> {
  const t = await startTestApp();
  await ensureAdmin(t.database, { adminEmail, adminPassword });
  const admin = injectHttpClient(t.app);
  admin.tokens.set(
    'admin',
    await createAdminService(admin).adminLogin({ email: adminEmail, password: adminPassword }),
  );
  let sellers = 0;

  const newSeller = async () => {
    sellers += 1;
    const email = `seller${sellers}@contract.test`;
    const http = injectHttpClient(t.app, memoryTokens());
    const auth = createAuthService(http);
    const password = 'secret123';
    http.tokens.set(
      'seller',
      await auth.register({
        sellerName: `Seller ${sellers}`,
        spStoreName: `Tindahan ${sellers}`,
        country: 'PH',
        email,
        password,
        confirmPassword: password,
      }),
    );
    await auth.verifyEmail(
      tokenIn(await latestMailTo(t.dataDir, email, { subject: /verify/i }), '/verify-email'),
    );
    return { http, email };
  };

  return {
    t,
    admin,
    newSeller,
    async submittedSeller() {
      const seller = await newSeller();
      const onboarding = createOnboardingService(seller.http);
      for (const kind of documentKinds)
        await onboarding.uploadDocument(kind, documentFile(kind), ignoreProgress);
      await onboarding.submitOnboarding('onboard', validSubmission());
      const { sellers: pending } = await createAdminSellersService(admin).listSellers({
        status: 'pending',
        cursor: null,
        limit: 100,
      });
      const id = pending.find((summary) => summary.email === seller.email)?.id;
      if (!id) throw new Error(`${seller.email} is not in the queue after submitting`);
      return { ...seller, id };
    },
    close: () => t.close(),
  };
}

/**
 * One real app for every scenario of a file, started by the first scenario that asks and closed after the
 * file: a scenario that needs a world of its own makes its own parties (sellers) and clears what it made.
 */
export function sharedServerWorld(): () => Promise<ServerWorld> {
  let started: Promise<ServerWorld> | null = null;
  afterAll(async () => {
    if (started) await (await started).close();
  });
  return () => (started ??= startServerWorld());
}

/** A new seller the admin has approved (verified and decided directly), signed in. */
export async function approvedSeller(server: ServerWorld): Promise<HttpClient> {
  const { token } = await createSeller(server.t, 'approved', {
    marker: 'contract',
    adminToken: server.admin.tokens.get('admin')!,
    withOrders: false,
  });
  return injectHttpClient(server.t.app, memoryTokens({ seller: token }));
}
