// Suspending and reinstating a seller (decision 012): the suspended seller is signed out everywhere in the
// suspension's own transaction, refused at sign-in with the reason, told in the app and by e-mail; every
// decision is in the audit trail; a decision that does not fit the status changes nothing; and decisions
// racing each other (or a sign-in) never leave a state no single order of them could make.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSellerDetailResponseSchema, approvalDecisionResponseSchema } from '#schemas/admin-sellers';
import { sellerSessions, sellers } from '../../server/db/schema.ts';
import { createSessionStore, SellerSuspendedError } from '../../server/lib/sessions.ts';
import { notifications } from '../../server/modules/notifications/table.ts';
import { approvalDecisions } from '../../server/modules/onboarding/table.ts';
import { latestMailTo, mailTo } from '../helpers/outbox.ts';
import { freshAddress } from '../helpers/route-parties.ts';
import {
  onboard,
  startOnboardingApp,
  type OnboardingTestApp,
  type TestSeller,
} from './onboarding-fixture.ts';
import { call, expectError, login, sellerForm } from './support.ts';

let t: OnboardingTestApp;
beforeAll(async () => {
  t = await startOnboardingApp();
});
afterAll(() => t.close());

const password = 'secret123';
const decide = (seller: TestSeller, action: string, body?: unknown) =>
  call(t.app, 'POST', `/api/admin/sellers/${seller.id}/${action}`, {
    token: t.adminToken,
    ...(body === undefined ? {} : { body }),
  });
const suspend = (seller: TestSeller, reason: unknown = 'Counterfeit goods reported by buyers.') =>
  decide(seller, 'suspend', { reason });
const reinstate = (seller: TestSeller) => decide(seller, 'reinstate');

const statusOf = async (seller: TestSeller) =>
  (await t.database.db.select().from(sellers).where(eq(sellers.id, seller.id)))[0]!.approvalStatus;
const sessionCount = async (seller: TestSeller) =>
  (await t.database.db.select().from(sellerSessions).where(eq(sellerSessions.sellerId, seller.id))).length;
const decisionsOf = (seller: TestSeller) =>
  t.database.db
    .select({ decision: approvalDecisions.decision })
    .from(approvalDecisions)
    .where(eq(approvalDecisions.sellerId, seller.id));
const notificationsOf = (seller: TestSeller) =>
  t.database.db.select().from(notifications).where(eq(notifications.sellerId, seller.id));
const signIn = (seller: TestSeller, secret = password) =>
  call(t.app, 'POST', '/api/auth/login', { body: { email: seller.email, password: secret } });

/** A verified seller, registered from an address of its own: the races need more than one address may register. */
async function newSeller(): Promise<TestSeller> {
  const form = sellerForm();
  const registered = await call(t.app, 'POST', '/api/auth/register', {
    body: form,
    remoteAddress: freshAddress(),
  });
  expect(registered.statusCode, registered.body).toBe(201);
  const [row] = await t.database.db.select().from(sellers).where(eq(sellers.email, form.email));
  await t.database.db.update(sellers).set({ emailVerifiedAt: new Date() }).where(eq(sellers.id, row!.id));
  return { id: row!.id, email: form.email, token: registered.json().data.token };
}

async function pendingSeller(): Promise<TestSeller> {
  const seller = await newSeller();
  await onboard(t, seller);
  return seller;
}

async function approvedSeller(): Promise<TestSeller> {
  const seller = await pendingSeller();
  expect((await decide(seller, 'approve')).statusCode).toBe(200);
  return seller;
}

describe('suspending an approved seller', () => {
  it('signs them out everywhere, refuses sign-in with the reason, notifies, e-mails and records it', async () => {
    const seller = await approvedSeller();
    const otherDevice = await login(t.app, seller.email, password);

    const response = await suspend(seller);
    expect(response.statusCode, response.body).toBe(200);
    expect(approvalDecisionResponseSchema.parse(response.json()).data).toMatchObject({
      id: seller.id,
      approvalStatus: 3,
      decision: {
        decision: 'suspended',
        reason: 'Counterfeit goods reported by buyers.',
        adminEmail: t.adminEmail,
      },
    });
    expect(await statusOf(seller)).toBe(3);
    expect(await sessionCount(seller)).toBe(0);

    // Both old tokens are dead on every kind of seller route.
    for (const token of [seller.token, otherDevice])
      for (const [method, url] of [
        ['GET', '/api/seller/me'],
        ['GET', '/api/seller/onboarding'],
        ['GET', '/api/notifications'],
        ['GET', '/api/notifications/unread-count'],
        ['PUT', '/api/seller/onboarding/draft'],
      ] as const)
        expectError(await call(t.app, method, url, { token, body: {} }), 401, 'UNAUTHENTICATED');

    // The right password learns why, and where to turn; a wrong one learns nothing.
    const refused = expectError(await signIn(seller), 403, 'FORBIDDEN');
    expect(refused.error).toBe(
      'Your seller account is suspended. Reason: Counterfeit goods reported by buyers. Please contact Suki support (see the Support page) to have it reviewed.',
    );
    expectError(await signIn(seller, 'wrong-password'), 401, 'UNAUTHENTICATED');
    expect(await sessionCount(seller)).toBe(0);

    expect((await notificationsOf(seller)).map(({ title, message }) => ({ title, message }))).toContainEqual({
      title: 'Your account was suspended',
      message: 'Reason: Counterfeit goods reported by buyers.',
    });
    const mail = await latestMailTo(t.dataDir, seller.email, { subject: /suspended/ });
    expect(mail.subject).toBe('Your Suki Merchant account is suspended');
    expect(mail.text).toContain('Counterfeit goods reported by buyers.');
    expect(mail.text).toContain('http://portal.test/support');

    const detail = adminSellerDetailResponseSchema.parse(
      (await call(t.app, 'GET', `/api/admin/sellers/${seller.id}`, { token: t.adminToken })).json(),
    ).data;
    expect(detail.approvalStatus).toBe(3);
    expect(detail.decisions).toMatchObject([
      { decision: 'suspended', reason: 'Counterfeit goods reported by buyers.', adminEmail: t.adminEmail },
      { decision: 'approved', reason: null, adminEmail: t.adminEmail },
    ]);
    const listed = await call(t.app, 'GET', '/api/admin/sellers?status=suspended&limit=100', {
      token: t.adminToken,
    });
    expect(listed.json().data.sellers.map((row: { id: string }) => row.id)).toContain(seller.id);
    expect(listed.json().data.counts.suspended).toBeGreaterThanOrEqual(1);
  });

  it('requires a reason by the rejection rules, and changes nothing without one', async () => {
    const seller = await approvedSeller();
    for (const reason of [undefined, '', '   ', 'x'.repeat(1001), 'bad\u0000byte']) {
      const response = await decide(seller, 'suspend', reason === undefined ? {} : { reason });
      expect(expectError(response, 400, 'VALIDATION_FAILED').fields?.reason, String(reason)).toBeTruthy();
    }
    expect(await statusOf(seller)).toBe(1);
    expect(await sessionCount(seller)).toBe(1);
    expect(await decisionsOf(seller)).toHaveLength(1);
  });
});

describe('reinstating', () => {
  it('approves the seller again: sign-in works, notified, e-mailed, in the history', async () => {
    const seller = await approvedSeller();
    expect((await suspend(seller, 'Unpaid fees')).statusCode).toBe(200);
    const response = await reinstate(seller);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      approvalStatus: 1,
      decision: { decision: 'reinstated', reason: null },
    });
    expect(await statusOf(seller)).toBe(1);
    const token = await login(t.app, seller.email, password);
    expect((await call(t.app, 'GET', '/api/seller/me', { token })).json().data.approvalStatus).toBe(1);
    expect((await notificationsOf(seller)).map(({ title }) => title)).toContain('Your account is reinstated');
    expect((await latestMailTo(t.dataDir, seller.email, { subject: /reinstated/ })).text).toContain(
      'http://portal.test/dashboard',
    );
    const detail = (
      await call(t.app, 'GET', `/api/admin/sellers/${seller.id}`, { token: t.adminToken })
    ).json().data;
    expect(detail.decisions.map((entry: { decision: string }) => entry.decision)).toEqual([
      'reinstated',
      'suspended',
      'approved',
    ]);
    // The suspension's reason reads as before; sign-in's refusal would have quoted it with a full stop.
    expect(detail.decisions[1].reason).toBe('Unpaid fees');
  });
});

describe('decisions that do not fit the status', () => {
  it('answer 409 with what the status is, and change nothing', async () => {
    const pending = await pendingSeller();
    const rejected = await pendingSeller();
    expect((await decide(rejected, 'reject', { reason: 'Blurry permit' })).statusCode).toBe(200);
    const approved = await approvedSeller();
    const suspended = await approvedSeller();
    expect((await suspend(suspended)).statusCode).toBe(200);

    const cases: Array<[TestSeller, () => ReturnType<typeof decide>, string]> = [
      [
        pending,
        () => suspend(pending),
        'Only an approved seller can be suspended; this seller is still pending review.',
      ],
      [
        rejected,
        () => suspend(rejected),
        'Only an approved seller can be suspended; this seller was rejected.',
      ],
      [suspended, () => suspend(suspended), 'This seller is already suspended.'],
      [
        approved,
        () => reinstate(approved),
        'Only a suspended seller can be reinstated; this seller is approved.',
      ],
      [
        pending,
        () => reinstate(pending),
        'Only a suspended seller can be reinstated; this seller is still pending review.',
      ],
      [
        suspended,
        () => decide(suspended, 'approve'),
        'This seller is suspended: reinstate them rather than deciding again.',
      ],
      [
        suspended,
        () => decide(suspended, 'reject', { reason: 'x' }),
        'This seller is suspended: reinstate them rather than deciding again.',
      ],
    ];
    for (const [seller, act, message] of cases) {
      const before = {
        status: await statusOf(seller),
        decisions: (await decisionsOf(seller)).length,
        notifications: (await notificationsOf(seller)).length,
        mails: (await mailTo(t.dataDir, seller.email)).length,
      };
      expect(expectError(await act(), 409, 'CONFLICT').error).toBe(message);
      expect({
        status: await statusOf(seller),
        decisions: (await decisionsOf(seller)).length,
        notifications: (await notificationsOf(seller)).length,
        mails: (await mailTo(t.dataDir, seller.email)).length,
      }).toEqual(before);
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const action of ['suspend', 'reinstate'])
      expectError(
        await call(t.app, 'POST', `/api/admin/sellers/${unknown}/${action}`, {
          token: t.adminToken,
          body: { reason: 'x' },
        }),
        404,
        'NOT_FOUND',
      );
  });
});

describe('racing decisions', () => {
  it('approve and suspend at once: each answer matches one order of the two, and the rows agree', async () => {
    for (let round = 0; round < 6; round += 1) {
      const seller = await pendingSeller();
      const [approval, suspension] = await Promise.all([decide(seller, 'approve'), suspend(seller)]);
      const decisions = (await decisionsOf(seller)).map((row) => row.decision).sort();
      const status = await statusOf(seller);
      // The approval always finds the seller Pending: a suspension before it finds them Pending and is refused.
      expect(approval.statusCode).toBe(200);
      if (suspension.statusCode === 200) {
        expect(decisions).toEqual(['approved', 'suspended']);
        expect(status).toBe(3);
        expect(await sessionCount(seller)).toBe(0);
      } else {
        expect(suspension.statusCode).toBe(409);
        expect(decisions).toEqual(['approved']);
        expect(status).toBe(1);
        expect(await sessionCount(seller)).toBe(1);
      }
    }
  });

  it('sign-in racing a suspension never leaves a session behind', async () => {
    for (let round = 0; round < 6; round += 1) {
      const seller = await approvedSeller();
      const [signedIn, suspension] = await Promise.all([signIn(seller), suspend(seller)]);
      expect(suspension.statusCode).toBe(200);
      // Before the suspension, the new session was ended with the others; after it, sign-in was refused.
      expect([200, 403]).toContain(signedIn.statusCode);
      expect(await sessionCount(seller)).toBe(0);
    }
  });

  it('a session starting while a suspension is uncommitted waits for it, then is refused', async () => {
    const seller = await approvedSeller();
    const suspension = await t.database.pool.connect();
    try {
      // A suspension half done: the row locked and changed, the sessions deleted, not yet committed.
      await suspension.query('begin');
      await suspension.query('select id from sellers where id = $1 for update', [seller.id]);
      await suspension.query('update sellers set approval_status = 3 where id = $1', [seller.id]);
      await suspension.query(
        `insert into approval_decisions (seller_id, submission_id, decision, reason)
         select seller_id, id, 'suspended', 'Racing' from onboarding_submissions
          where seller_id = $1 and superseded_at is null`,
        [seller.id],
      );
      await suspension.query('delete from seller_sessions where seller_id = $1', [seller.id]);
      const starting = createSessionStore(t.database.db)
        .startSeller(seller.id)
        .then(
          () => 'started',
          (error: unknown) => (error instanceof SellerSuspendedError ? error.suspensionReason : error),
        );
      // The signal that the session start is waiting on the row, not a guess at how long it takes.
      await expect
        .poll(
          async () =>
            (
              await t.database.pool.query<{ waiting: number }>(
                `select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock'`,
              )
            ).rows[0]!.waiting,
        )
        .toBe(1);
      await suspension.query('commit');
      expect(await starting).toBe('Racing');
    } finally {
      suspension.release();
    }
    expect(await sessionCount(seller)).toBe(0);
  });

  it('two admins suspending at once: one suspension, one refusal', async () => {
    const seller = await approvedSeller();
    const answers = await Promise.all([suspend(seller, 'First'), suspend(seller, 'Second')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await decisionsOf(seller)).map((row) => row.decision).sort()).toEqual(['approved', 'suspended']);
  });
});
