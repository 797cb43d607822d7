// The demo data of `npm run demo`: every onboarding state, signed-in-able, and idempotent.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#schemas/api';
import { tokenSchema } from '#schemas/auth';
import { onboardingStateResponseSchema } from '#schemas/onboarding';
import {
  demoAdmin,
  demoPassword,
  demoRejectionReason,
  demoSuspensionReason,
  seedDemoData,
} from '../../server/modules/onboarding/demo-data.ts';
import { createLocalDocumentStorage } from '../../server/modules/onboarding/storage.ts';
import { call, login } from './support.ts';
import { startOnboardingApp, uploadedFiles, type OnboardingTestApp } from './onboarding-fixture.ts';

let t: OnboardingTestApp;

beforeAll(async () => {
  t = await startOnboardingApp();
});
afterAll(() => t.close());

const snapshot = async () => {
  const { rows } = await t.database.pool.query<{
    email: string;
    verified: boolean;
    status: number | null;
    notifications: number;
    decisions: number;
    documents: number;
  }>(`
    select s.email, s.email_verified_at is not null as verified, s.approval_status as status,
           (select count(*)::int from notifications n where n.seller_id = s.id) as notifications,
           (select count(*)::int from approval_decisions d where d.seller_id = s.id) as decisions,
           (select count(*)::int from onboarding_documents d where d.seller_id = s.id) as documents
      from sellers s where s.email like 'demo-%' order by s.email`);
  return rows;
};

describe('seedDemoData', () => {
  it('creates a seller in each state, with documents and decision notifications, and is idempotent', async () => {
    const storage = createLocalDocumentStorage(t.uploads);
    const logins = await seedDemoData(t.database, storage);
    expect(logins.map((entry) => entry.state)).toEqual([
      'unverified',
      'verified',
      'pending',
      'approved',
      'rejected',
      'suspended',
    ]);
    const first = await snapshot();
    expect(first).toEqual([
      {
        email: 'demo-approved@suki.local',
        verified: true,
        status: 1,
        notifications: 1,
        decisions: 1,
        documents: 5,
      },
      {
        email: 'demo-new@suki.local',
        verified: true,
        status: null,
        notifications: 0,
        decisions: 0,
        documents: 0,
      },
      {
        email: 'demo-pending@suki.local',
        verified: true,
        status: 0,
        notifications: 0,
        decisions: 0,
        documents: 5,
      },
      {
        email: 'demo-rejected@suki.local',
        verified: true,
        status: 2,
        notifications: 1,
        decisions: 1,
        documents: 5,
      },
      {
        email: 'demo-suspended@suki.local',
        verified: true,
        status: 3,
        notifications: 2,
        decisions: 2,
        documents: 5,
      },
      {
        email: 'demo-unverified@suki.local',
        verified: false,
        status: null,
        notifications: 0,
        decisions: 0,
        documents: 0,
      },
    ]);
    const files = await uploadedFiles(t);
    expect(files).toHaveLength(20);

    await seedDemoData(t.database, storage);
    expect(await snapshot()).toEqual(first);
    expect(await uploadedFiles(t)).toEqual(files);
    const admins = await t.database.db.execute(
      sql`select count(*)::int as count from admins where email = ${demoAdmin.email}`,
    );
    expect(admins.rows[0]).toEqual({ count: 1 });
  });

  it('gives logins that work, showing the rejected seller the reason and the documents, and the suspended one why', async () => {
    const rejected = await login(t.app, 'demo-rejected@suki.local', 'demo1234');
    const state = onboardingStateResponseSchema.parse(
      (await call(t.app, 'GET', '/api/seller/onboarding', { token: rejected })).json(),
    ).data;
    expect(state).toMatchObject({ approvalStatus: 2, rejectionReason: demoRejectionReason });
    expect(state.documents.tinId).toMatchObject({ contentType: 'image/png' });
    const document = await call(t.app, 'GET', '/api/seller/onboarding/documents/secCertificate', {
      token: rejected,
    });
    expect(document.statusCode).toBe(200);
    expect(document.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const adminLogin = await call(t.app, 'POST', '/api/admin/auth/login', { body: demoAdmin });
    expect(adminLogin.statusCode).toBe(200);
    const admin = tokenSchema.parse(adminLogin.json()).data.token;
    const queue = await call(t.app, 'GET', '/api/admin/sellers?status=pending', { token: admin });
    expect(queue.json().data.sellers.map((seller: { email: string }) => seller.email)).toContain(
      'demo-pending@suki.local',
    );
    const suspended = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: 'demo-suspended@suki.local', password: demoPassword },
    });
    expect(suspended.statusCode).toBe(403);
    expect(apiErrorSchema.parse(suspended.json()).error).toContain(demoSuspensionReason);
  });
});
