// The approval journey: submit -> Pending -> approve or reject (with reason) -> resubmit; the admin queue and
// detail; decisions, notifications and e-mails committed together; who may call what.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#schemas/api';
import { onboardingStateResponseSchema } from '#schemas/onboarding';
import {
  adminSellerDetailResponseSchema,
  adminSellersResponseSchema,
  approvalDecisionResponseSchema,
} from '#schemas/admin-sellers';
import { sellerProfileResponseSchema } from '#schemas/seller';
import { requireApprovedSeller } from '../../server/modules/onboarding/approval.ts';
import { createOnboardingRepository } from '../../server/modules/onboarding/repository.ts';
import { approvalDecisions } from '../../server/modules/onboarding/table.ts';
import { notifications } from '../../server/modules/notifications/table.ts';
import { latestMailTo, mailTo } from '../helpers/outbox.ts';
import { call } from './support.ts';
import {
  allDocumentParts,
  newSeller,
  onboard,
  pdfBytes,
  pngBytes,
  send,
  startOnboardingApp,
  uploadDocument,
  validSubmission,
  type OnboardingTestApp,
  type TestSeller,
} from './onboarding-fixture.ts';

let t: OnboardingTestApp;

beforeAll(async () => {
  t = await startOnboardingApp({
    // What products, campaign applications and cash-outs will do with the gate.
    before: async (app) => {
      app.post('/api/probe/approved-only', { onRequest: requireApprovedSeller }, async () => ({
        data: { ok: true },
      }));
    },
  });
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  call(t.app, method, url, { token: t.adminToken, ...(body === undefined ? {} : { body }) });

const approve = (seller: TestSeller) => admin('POST', `/api/admin/sellers/${seller.id}/approve`);
const reject = (seller: TestSeller, reason: unknown) =>
  admin('POST', `/api/admin/sellers/${seller.id}/reject`, { reason });

const notificationsOf = (sellerId: string) =>
  t.database.db.select().from(notifications).where(eq(notifications.sellerId, sellerId));
const decisionsOf = (sellerId: string) =>
  t.database.db.select().from(approvalDecisions).where(eq(approvalDecisions.sellerId, sellerId));

const me = async (seller: TestSeller) =>
  sellerProfileResponseSchema.parse(
    (await call(t.app, 'GET', '/api/seller/me', { token: seller.token })).json(),
  ).data;
const stateOf = async (seller: TestSeller) =>
  onboardingStateResponseSchema.parse(
    (await call(t.app, 'GET', '/api/seller/onboarding', { token: seller.token })).json(),
  ).data;

describe('submission', () => {
  it('onboards a verified seller as Pending and answers the profile', async () => {
    const seller = await newSeller(t);
    const response = await onboard(t, seller);
    expect(sellerProfileResponseSchema.parse(response.json()).data).toMatchObject({
      email: seller.email,
      isVerified: true,
      hasOnboarded: true,
      approvalStatus: 0,
    });
    expect(await me(seller)).toMatchObject({ hasOnboarded: true, approvalStatus: 0 });
    const state = await stateOf(seller);
    expect(state.submittedAt).not.toBeNull();
    expect(state.approvalStatus).toBe(0);
    expect(state.draft.businessInfo?.businessName).toBe('Santos Trading');
  });

  it('refuses a second onboarding (409) and keeps no file from it', async () => {
    const seller = await newSeller(t);
    await onboard(t, seller);
    const response = await send(t.app, 'PATCH', '/api/seller/onboard', seller.token, [
      ['data', JSON.stringify(validSubmission())],
      ...allDocumentParts(),
    ]);
    expect(response.statusCode).toBe(409);
  });

  it('takes documents uploaded beforehand in place of file parts', async () => {
    const seller = await newSeller(t);
    for (const [kind] of allDocumentParts()) {
      expect(
        (await uploadDocument(t, seller.token, kind as 'tinId', { filename: 'early.png', data: pngBytes }))
          .statusCode,
      ).toBe(200);
    }
    const response = await send(t.app, 'PATCH', '/api/seller/onboard', seller.token, [
      ['data', JSON.stringify(validSubmission())],
      ['tinId', { filename: 'new-tin.pdf', data: pdfBytes }],
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const { documents } = await stateOf(seller);
    expect(documents.primaryId).toMatchObject({ fileName: 'early.png', contentType: 'image/png' });
    expect(documents.tinId).toMatchObject({ fileName: 'new-tin.pdf', contentType: 'application/pdf' });
  });

  it('refuses resubmission unless rejected (409)', async () => {
    const fresh = await newSeller(t);
    const parts = [['data', JSON.stringify(validSubmission())], ...allDocumentParts()] as Parameters<
      typeof send
    >[4];
    expect((await send(t.app, 'PATCH', '/api/seller/resubmit', fresh.token, parts)).statusCode).toBe(409);
    await onboard(t, fresh);
    expect((await send(t.app, 'PATCH', '/api/seller/resubmit', fresh.token, parts)).statusCode).toBe(409);
  });
});

describe('approval', () => {
  it('approves a Pending seller: status, decision, notification and e-mail; a second approval is refused', async () => {
    const seller = await newSeller(t);
    await onboard(t, seller);
    const response = await approve(seller);
    expect(response.statusCode, response.body).toBe(200);
    expect(approvalDecisionResponseSchema.parse(response.json()).data).toMatchObject({
      id: seller.id,
      approvalStatus: 1,
      decision: { decision: 'approved', reason: null, adminEmail: t.adminEmail },
    });
    expect(await me(seller)).toMatchObject({ approvalStatus: 1 });
    const [notification, ...more] = await notificationsOf(seller.id);
    expect(more).toEqual([]);
    expect(notification).toMatchObject({
      title: 'Your account is approved',
      message: 'Your store is approved. New seller tools appear on your dashboard as they open.',
      metadata: { redirectUrl: '/dashboard' },
    });
    const mail = await latestMailTo(t.dataDir, seller.email, { subject: /approved/ });
    expect(mail.subject).toBe('Your Suki Merchant account is approved');
    expect(mail.text).toContain('http://portal.test/dashboard');
    expect(mail.text).toContain(
      'Your store is approved. You can now sign in to your dashboard; new seller tools appear there as they open.',
    );
    // Products, campaigns and cash-outs arrive with later releases: nothing promises them yet.
    for (const promise of [/product/i, /campaign/i, /cash-out/i])
      expect(`${notification!.message} ${mail.text}`).not.toMatch(promise);

    const again = await approve(seller);
    expect(again.statusCode).toBe(409);
    expect(apiErrorSchema.parse(again.json())).toEqual({
      error: 'This seller is already approved.',
      code: 'CONFLICT',
    });
    expect((await reject(seller, 'Too late')).statusCode).toBe(409);
    expect(await notificationsOf(seller.id)).toHaveLength(1);
    expect(await decisionsOf(seller.id)).toHaveLength(1);
    expect(
      await mailTo(t.dataDir, seller.email).then((mails) =>
        mails.filter((m) => /approved/.test(m.subject ?? '')),
      ),
    ).toHaveLength(1);
  });

  it('refuses to decide on a seller who has not submitted (409) and on unknown ids (404)', async () => {
    const seller = await newSeller(t);
    expect((await approve(seller)).statusCode).toBe(409);
    expect(await notificationsOf(seller.id)).toEqual([]);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      for (const url of [`/api/admin/sellers/${id}`, `/api/admin/sellers/${id}/documents/primaryId`]) {
        expect((await admin('GET', url)).statusCode, url).toBe(404);
      }
      expect((await admin('POST', `/api/admin/sellers/${id}/approve`)).statusCode).toBe(404);
      expect((await admin('POST', `/api/admin/sellers/${id}/reject`, { reason: 'x' })).statusCode).toBe(404);
    }
  });

  it('writes no notification, decision or e-mail when the decision fails at commit', async () => {
    const seller = await newSeller(t);
    await onboard(t, seller);
    // A deferred constraint trigger fails this seller's decision at COMMIT, after the notification was written.
    await t.database.pool.query(`
      create or replace function refuse_test_decision() returns trigger language plpgsql as $$
      begin
        if new.seller_id = '${seller.id}' then raise exception 'refused by the test'; end if;
        return new;
      end $$`);
    await t.database.pool.query(`
      create constraint trigger refuse_test_decision after insert on approval_decisions
      deferrable initially deferred for each row execute function refuse_test_decision()`);
    try {
      const response = await approve(seller);
      expect(response.statusCode).toBe(500);
    } finally {
      await t.database.pool.query('drop trigger refuse_test_decision on approval_decisions');
    }
    expect(await me(seller)).toMatchObject({ approvalStatus: 0 });
    expect(await notificationsOf(seller.id)).toEqual([]);
    expect(await decisionsOf(seller.id)).toEqual([]);
    expect(await mailTo(t.dataDir, seller.email)).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ subject: expect.stringMatching(/approved/) })]),
    );
    // And the same decision succeeds once nothing refuses it.
    expect((await approve(seller)).statusCode).toBe(200);
    expect(await notificationsOf(seller.id)).toHaveLength(1);
  });
});

describe('rejection and resubmission', () => {
  it('requires a reason of at most 1000 characters', async () => {
    const seller = await newSeller(t);
    await onboard(t, seller);
    for (const reason of [undefined, '', '   ']) {
      const response = await reject(seller, reason);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ reason: 'Please give the seller a reason.' });
    }
    const long = await reject(seller, 'x'.repeat(1001));
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ reason: 'The reason can be at most 1000 characters.' });
    expect((await reject(seller, 'x'.repeat(1000))).statusCode).toBe(200);
  });

  it('rejects with the reason, lets the seller edit and resubmit, and the admin sees the history', async () => {
    const seller = await newSeller(t);
    await onboard(t, seller);
    const rejection = await reject(seller, 'The TIN ID is blurry.');
    expect(rejection.statusCode, rejection.body).toBe(200);
    expect(rejection.json().data).toMatchObject({
      approvalStatus: 2,
      decision: { decision: 'rejected', reason: 'The TIN ID is blurry.' },
    });

    expect(await notificationsOf(seller.id)).toMatchObject([
      {
        title: 'Your account was not approved',
        message: 'Reason: The TIN ID is blurry.',
        metadata: { redirectUrl: '/dashboard' },
      },
    ]);
    const mail = await latestMailTo(t.dataDir, seller.email, { subject: /not approved/ });
    expect(mail.text).toContain('The TIN ID is blurry.');

    const state = await stateOf(seller);
    expect(state).toMatchObject({ approvalStatus: 2, rejectionReason: 'The TIN ID is blurry.' });
    expect((await approve(seller)).statusCode).toBe(409);
    expect((await reject(seller, 'Again')).statusCode).toBe(409);

    // A rejected seller may edit again: the draft and documents, then resubmit without re-sending files.
    const save = await call(t.app, 'PUT', '/api/seller/onboarding/draft', {
      token: seller.token,
      body: { businessInfo: { tin: '999-999-999-000' } },
    });
    expect(save.statusCode).toBe(200);
    expect(
      (await uploadDocument(t, seller.token, 'tinId', { filename: 'sharp.png', data: pngBytes })).statusCode,
    ).toBe(200);
    const form = validSubmission();
    form.businessInfo.tin = '999-999-999-000';
    const resubmit = await send(t.app, 'PATCH', '/api/seller/resubmit', seller.token, [
      ['data', JSON.stringify(form)],
    ]);
    expect(resubmit.statusCode, resubmit.body).toBe(200);
    expect(resubmit.json().data).toMatchObject({ hasOnboarded: true, approvalStatus: 0 });
    expect(await stateOf(seller)).toMatchObject({ approvalStatus: 0, rejectionReason: null });
    expect(
      (await send(t.app, 'PATCH', '/api/seller/resubmit', seller.token, [['data', JSON.stringify(form)]]))
        .statusCode,
    ).toBe(409);

    const detail = adminSellerDetailResponseSchema.parse(
      (await admin('GET', `/api/admin/sellers/${seller.id}`)).json(),
    ).data;
    expect(detail).toMatchObject({
      id: seller.id,
      email: seller.email,
      approvalStatus: 0,
      submission: {
        submissionCount: 2,
        businessInfo: { tin: '999-999-999-000' },
        storeAddress: { latitude: 14.5547, longitude: 121.0244 },
        warehouseAddress: { city: 'Pasig City', latitude: 14.5764 },
        officers: [{ name: 'Ana Santos', email: 'ana@santos.ph', contact: '+639181234567' }],
        agreement: { hasAgreed: true },
      },
      documents: {
        tinId: { fileName: 'sharp.png', contentType: 'image/png' },
        primaryId: { contentType: 'application/pdf' },
      },
      decisions: [{ decision: 'rejected', reason: 'The TIN ID is blurry.', adminEmail: t.adminEmail }],
    });
    const bytes = await admin('GET', `/api/admin/sellers/${seller.id}/documents/tinId`);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/png');
    expect(bytes.headers['cache-control']).toBe('private, no-store');
    expect(bytes.rawPayload.equals(pngBytes)).toBe(true);

    expect((await approve(seller)).statusCode).toBe(200);
    expect((await stateOf(seller)).rejectionReason).toBeNull();
  });
});

describe('the admin queue', () => {
  const list = async (query: string) => {
    const response = await admin('GET', `/api/admin/sellers${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return adminSellersResponseSchema.parse(response.json()).data;
  };
  /** Every id of a listing, followed one page of `limit` at a time through the cursor. */
  const walk = async (query: string, limit: number) => {
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(`?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.sellers.length).toBeLessThanOrEqual(limit);
      walked.push(...page.sellers.map((seller) => seller.id));
      cursor = page.nextCursor;
    } while (cursor);
    return walked;
  };

  it('lists submissions oldest first (newest first on request), by status, page by page, with counts', async () => {
    const queued: TestSeller[] = [];
    for (let index = 0; index < 3; index += 1) {
      const seller = await newSeller(t);
      await onboard(t, seller);
      queued.push(seller);
    }
    const all = await list('?status=pending&limit=100');
    const pendingIds = all.sellers.map((seller) => seller.id);
    // Oldest first: the earliest applicant, who has waited longest, leads; the three just submitted close it.
    expect(pendingIds.slice(-3)).toEqual(queued.map((seller) => seller.id));
    expect(all.sellers.at(-1)).toMatchObject({
      email: queued[2]!.email,
      businessName: 'Santos Trading',
      approvalStatus: 0,
    });
    expect(all.nextCursor).toBeNull();
    const newest = await list('?status=pending&limit=100&order=newest');
    expect(newest.sellers.map((seller) => seller.id)).toEqual([...pendingIds].reverse());

    const counts = await t.database.db.execute<{ status: number; count: number }>(
      sql`select approval_status as status, count(*)::int as count from sellers where approval_status is not null group by 1`,
    );
    const expected = { pending: 0, approved: 0, rejected: 0, suspended: 0 };
    for (const row of counts.rows)
      expected[(['pending', 'approved', 'rejected', 'suspended'] as const)[row.status]!] = row.count;
    expect(all.counts).toEqual(expected);
    expect(all.sellers).toHaveLength(expected.pending);

    // Page by page, following the cursor, the same sellers in the same order, in both orders.
    expect(await walk('status=pending', 1)).toEqual(pendingIds);
    expect(await walk('status=pending', 2)).toEqual(pendingIds);
    expect(await walk('status=pending&order=newest', 1)).toEqual([...pendingIds].reverse());

    await approve(queued[1]!);
    const approved = await list('?status=approved');
    expect(approved.sellers.map((seller) => seller.id)).toContain(queued[1]!.id);
    expect(approved.sellers.every((seller) => seller.approvalStatus === 1)).toBe(true);
    expect((await list('?status=pending')).sellers.map((seller) => seller.id)).not.toContain(queued[1]!.id);
    expect((await list('')).sellers.map((seller) => seller.id)).toContain(queued[1]!.id);
  });

  it('searches name, store name and e-mail in any case, literally, with the status filter', async () => {
    const seller = await newSeller(t);
    await onboard(t, seller);
    // newSeller names every seller alike; this one gets names of its own to be found by.
    await t.database.pool.query(
      `update sellers set seller_name = 'Luzviminda Dela Cruz', sp_store_name = 'Bahay 100% Kubo' where id = $1`,
      [seller.id],
    );
    const found = async (q: string, status = '') =>
      (await list(`?q=${encodeURIComponent(q)}${status}`)).sellers.map((row) => row.id);
    expect(await found('luzvi')).toEqual([seller.id]);
    expect(await found('DELA CRUZ')).toEqual([seller.id]);
    expect(await found('100% kubo')).toEqual([seller.id]);
    expect(await found(seller.email.toUpperCase())).toEqual([seller.id]);
    expect(await found('luzvi', '&status=pending')).toEqual([seller.id]);
    expect(await found('luzvi', '&status=approved')).toEqual([]);
    // % and _ are letters here, not wildcards.
    expect(await found('Bahay 1_0')).toEqual([]);
    expect(await found('%')).toEqual([seller.id]);
    // Blank matches everyone (after trimming), as no search does.
    expect((await list('?q=%20%20&limit=100')).sellers.length).toBe(
      (await list('?limit=100')).sellers.length,
    );
  });

  it('reads the queue through its partial index in both orders, and a search through the trigram index', async () => {
    type Query = Parameters<ReturnType<typeof createOnboardingRepository>['queueQuery']>[0];
    const plan = async (query: Query, { joinByHash = false } = {}) => {
      const { sql: text, params } = createOnboardingRepository(t.database.db).queueQuery(query).toSQL();
      const client = await t.database.pool.connect();
      try {
        // The test tables are tiny, where a sequential scan is cheaper; the question is whether the index serves.
        await client.query('begin');
        await client.query('set local enable_seqscan = off');
        // A search starts from the sellers it finds; on tiny tables a nested loop over every submission wins.
        if (joinByHash) await client.query('set local enable_nestloop = off');
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain ${text}`, params);
        await client.query('rollback');
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      } finally {
        client.release();
      }
    };
    for (const order of ['oldest', 'newest'] as const)
      expect(await plan({ status: 0, order, limit: 21, after: 10 })).toContain(
        'onboarding_submissions_queue_idx',
      );
    expect(await plan({ order: 'oldest', limit: 21, search: 'santos' }, { joinByHash: true })).toContain(
      'sellers_search_idx',
    );
  });

  it('refuses a bad status, order, search, limit or cursor with 400', async () => {
    for (const query of [
      '?status=waiting',
      '?order=random',
      `?q=${'x'.repeat(101)}`,
      '?q=%00',
      '?limit=0',
      '?limit=101',
      '?cursor=abc',
    ]) {
      expect((await admin('GET', `/api/admin/sellers${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('access', () => {
  const sellerRoutes = [
    ['GET', '/api/seller/onboarding'],
    ['PUT', '/api/seller/onboarding/draft'],
    ['PUT', '/api/seller/onboarding/documents/primaryId'],
    ['GET', '/api/seller/onboarding/documents/primaryId'],
    ['PATCH', '/api/seller/onboard'],
    ['PATCH', '/api/seller/resubmit'],
  ] as const;
  const id = '00000000-0000-4000-8000-000000000000';
  const adminRoutes = [
    ['GET', '/api/admin/sellers'],
    ['GET', `/api/admin/sellers/${id}`],
    ['GET', `/api/admin/sellers/${id}/documents/primaryId`],
    ['POST', `/api/admin/sellers/${id}/approve`],
    ['POST', `/api/admin/sellers/${id}/reject`],
    ['POST', `/api/admin/sellers/${id}/suspend`],
    ['POST', `/api/admin/sellers/${id}/reinstate`],
  ] as const;

  it('every onboarding route needs a session (401)', async () => {
    for (const [method, url] of [...sellerRoutes, ...adminRoutes]) {
      expect((await call(t.app, method, url)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('a seller cannot call the admin routes (403), an admin cannot call the seller routes (403)', async () => {
    const seller = await newSeller(t);
    await onboard(t, seller);
    const sellerUrl = (url: string) => url.replace(id, seller.id);
    for (const [method, url] of adminRoutes) {
      const response = await call(t.app, method, sellerUrl(url), {
        token: seller.token,
        body: { reason: 'x' },
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await me(seller)).toMatchObject({ approvalStatus: 0 });
    for (const [method, url] of sellerRoutes) {
      expect((await call(t.app, method, url, { token: t.adminToken })).statusCode, `${method} ${url}`).toBe(
        403,
      );
    }
  });

  it('requireApprovedSeller refuses sellers not yet approved with AWAITING_APPROVAL and lets approved ones in', async () => {
    const seller = await newSeller(t);
    const probe = () => call(t.app, 'POST', '/api/probe/approved-only', { token: seller.token });
    const refusal = {
      error: 'Your account is awaiting approval by the admin. You can do this once your account is approved.',
      code: 'AWAITING_APPROVAL',
    };
    expect((await probe()).json()).toEqual(refusal);
    await onboard(t, seller);
    expect((await probe()).statusCode).toBe(403);
    await reject(seller, 'Missing permit');
    expect((await probe()).json()).toEqual(refusal);
    await send(t.app, 'PATCH', '/api/seller/resubmit', seller.token, [
      ['data', JSON.stringify(validSubmission())],
    ]);
    await approve(seller);
    const response = await probe();
    expect(response.statusCode, response.body).toBe(200);
  });

  it('documents every onboarding route in the OpenAPI document', async () => {
    const document = (await call(t.app, 'GET', '/api/openapi.json')).json() as {
      paths: Record<string, unknown>;
    };
    for (const path of [
      '/api/seller/onboarding',
      '/api/seller/onboarding/draft',
      '/api/seller/onboarding/documents/{kind}',
      '/api/seller/onboard',
      '/api/seller/resubmit',
      '/api/admin/sellers',
      '/api/admin/sellers/{id}',
      '/api/admin/sellers/{id}/documents/{kind}',
      '/api/admin/sellers/{id}/approve',
      '/api/admin/sellers/{id}/reject',
    ]) {
      expect(document.paths, path).toHaveProperty([path]);
    }
  });
});
