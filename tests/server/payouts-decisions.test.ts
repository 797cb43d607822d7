// The admin's decisions on payout requests (issue 13, decision 033): completed with the bank's reference (paid
// out: lifetimePaidOut grows) or failed with a reason (the amount is back in the available balance), each
// telling the seller in the app in the decision's transaction and by e-mail through the job queue; a request
// decided once answers 409, and the database refuses to change it even when asked directly.
import { sql } from 'drizzle-orm';
import type { Job } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutAlreadyDecided, payoutListResponseSchema, type PayoutRequest } from '#schemas/earnings';
import { notificationsPageResponseSchema } from '#schemas/notifications';
import { payoutEmailTask } from '../../server/modules/payouts/emails.ts';
import { earningsOf } from './earnings-fixture.ts';
import { mailTo } from '../helpers/outbox.ts';
import {
  approvedSeller,
  cashOut,
  decide,
  ledgerAvailable,
  patchPayout,
  sellerWithAvailable,
  startPayoutsApp,
  type EarningsTestApp,
  type TestSeller,
} from './payouts-fixture.ts';
import { call, expectError, publicUrl } from './support.ts';

let t: EarningsTestApp;

beforeAll(async () => {
  t = await startPayoutsApp({ runJobs: true });
});
afterAll(async () => {
  await t?.close();
});

/** Resolves when the e-mail job of request `id` has run (rejects if it failed): subscribe before deciding. */
function emailJobOf(id: number): Promise<void> {
  const { events } = t.app.jobs;
  return new Promise((resolve, reject) => {
    const ours = (job: Job) =>
      job.task_identifier === payoutEmailTask &&
      (job.payload as { payoutRequestId: number }).payoutRequestId === id;
    const succeeded = ({ job }: { job: Job }) => {
      if (!ours(job)) return;
      stop();
      resolve();
    };
    const failed = ({ job, error }: { job: Job; error: unknown }) => {
      if (!ours(job)) return;
      stop();
      reject(error);
    };
    const stop = () => {
      events.off('job:success', succeeded);
      events.off('job:error', failed);
    };
    events.on('job:success', succeeded);
    events.on('job:error', failed);
  });
}

/** The seller's payout letters (the registration's verification e-mail aside). */
const payoutLetters = async (seller: TestSeller) =>
  (await mailTo(t.dataDir, seller.email)).filter((letter) => /cash out/.test(letter.subject ?? ''));

const notificationsOf = async (seller: TestSeller) => {
  const response = await call(t.app, 'GET', '/api/notifications?limit=50', { token: seller.token });
  expect(response.statusCode, response.body).toBe(200);
  return notificationsPageResponseSchema.parse(response.json()).data.notifications;
};

const requestsOf = async (seller: TestSeller) => {
  const response = await call(t.app, 'GET', '/api/payout-requests', { token: seller.token });
  expect(response.statusCode, response.body).toBe(200);
  return payoutListResponseSchema.parse(response.json()).data.payoutRequests;
};

/** Everything a decision could change: the ledger's rows of the request, the seller's notifications and balances. */
const stateOf = async (seller: TestSeller, request: PayoutRequest) => ({
  entries: (
    await t.database.db.execute<{ kind: string; amount: number }>(
      sql`select kind, amount from ledger_entries where payout_request_id = ${request.id} order by id`,
    )
  ).rows,
  notifications: (await notificationsOf(seller)).length,
  earnings: await earningsOf(t, seller),
  requests: await requestsOf(seller),
});

describe('completed', () => {
  it('pays out: lifetimePaidOut grows, available stays as reserved, the seller is told in the app and by e-mail', async () => {
    const seller = await sellerWithAvailable(t, 1_000);
    const request = await cashOut(t, seller, 400);
    t.clock.advance(1);
    const mailed = emailJobOf(request.id);
    const decided = await decide(t, request.id, { status: 'completed', reference: 'BDO-IB-2611-004417' });
    expect(decided).toMatchObject({
      id: request.id,
      status: 'completed',
      reference: 'BDO-IB-2611-004417',
      failureReason: null,
      decidedAt: t.clock.now().toISOString(),
      createdAt: request.createdAt,
      sellerAvailable: 600,
      seller: { id: seller.id, email: seller.email },
    });
    expect(await earningsOf(t, seller)).toMatchObject({
      available: 600,
      payoutApprovedAmount: 400,
      lifetimePaidOut: 400,
    });
    expect((await requestsOf(seller))[0]).toMatchObject({
      id: request.id,
      status: 'completed',
      reference: 'BDO-IB-2611-004417',
    });

    const [notice] = await notificationsOf(seller);
    expect(notice).toMatchObject({
      title: 'Payout completed',
      message: '₱400.00 to GCash (account ending 4567) was sent. Bank reference: BDO-IB-2611-004417.',
      metadata: { redirectUrl: '/payments' },
      isRead: false,
    });

    await mailed;
    const letters = await payoutLetters(seller);
    expect(letters.map((letter) => letter.subject)).toEqual(['Your cash out of ₱400.00 was sent']);
    const [letter] = letters;
    expect(letter!.text).toContain('We sent ₱400.00 to GCash (account ending 4567)');
    expect(letter!.text).toContain(`cash-out request #${request.id}`);
    expect(letter!.text).toContain("The bank's reference is BDO-IB-2611-004417.");
    expect(letter!.text).toContain(`Open Payments: ${publicUrl}/payments`);
  });
});

describe('failed', () => {
  it('returns the amount to the available balance, says why, and the seller may cash it out again', async () => {
    const seller = await sellerWithAvailable(t, 1_000);
    const request = await cashOut(t, seller, 300);
    expect(await earningsOf(t, seller)).toMatchObject({ available: 700, payoutApprovedAmount: 300 });
    const mailed = emailJobOf(request.id);
    const reason = 'GCash returned the transfer: the account is not fully verified.';
    const decided = await decide(t, request.id, { status: 'failed', reason });
    expect(decided).toMatchObject({
      status: 'failed',
      reference: null,
      failureReason: reason,
      sellerAvailable: 1_000,
    });
    expect(await earningsOf(t, seller)).toMatchObject({
      available: 1_000,
      payoutApprovedAmount: 0,
      lifetimePaidOut: 0,
    });
    expect((await requestsOf(seller))[0]).toMatchObject({ status: 'failed', failureReason: reason });

    const [notice] = await notificationsOf(seller);
    expect(notice).toMatchObject({
      title: 'Payout failed',
      message: `₱300.00 to GCash (account ending 4567) could not be sent: ${reason}. The amount is back in your available balance.`,
      metadata: { redirectUrl: '/payments' },
    });

    await mailed;
    const [letter] = await payoutLetters(seller);
    expect(letter!.subject).toBe('Your cash out of ₱300.00 could not be sent');
    expect(letter!.text).toContain(reason);
    expect(letter!.text).toContain('The ₱300.00 is back in your available balance.');

    await cashOut(t, seller, 1_000);
    expect(await ledgerAvailable(t, seller)).toBe(0);
  });
});

describe('a request decided once', () => {
  it('answers 409 to either decision and changes nothing: no ledger entry, no notification, the same balances', async () => {
    const seller = await sellerWithAvailable(t, 500);
    const request = await cashOut(t, seller, 200);
    await decide(t, request.id, { status: 'completed', reference: 'REF-1' });
    const before = await stateOf(seller, request);
    for (const decision of [
      { status: 'completed', reference: 'REF-2' },
      { status: 'failed', reason: 'Too late' },
    ]) {
      const refused = expectError(await patchPayout(t, request.id, decision), 409, 'CONFLICT');
      expect(refused.error).toBe(`Payout request #${request.id} is already completed`);
      expect(refused.error).toBe(payoutAlreadyDecided(request.id, 'completed'));
    }
    expect(await stateOf(seller, request)).toEqual(before);
  });

  it('is decided once when two admins decide it at the same moment', async () => {
    const seller = await sellerWithAvailable(t, 500);
    const request = await cashOut(t, seller, 500);
    const answers = await Promise.all([
      patchPayout(t, request.id, { status: 'completed', reference: 'REF-A' }),
      patchPayout(t, request.id, { status: 'failed', reason: 'Bounced' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const { status } = (await requestsOf(seller))[0]!;
    const { entries } = await stateOf(seller, request);
    expect(entries).toEqual(
      status === 'completed'
        ? [
            { kind: 'payout_reserve', amount: -50_000 },
            { kind: 'payout_release', amount: 50_000 },
            { kind: 'payout_paid', amount: -50_000 },
          ]
        : [
            { kind: 'payout_reserve', amount: -50_000 },
            { kind: 'payout_release', amount: 50_000 },
          ],
    );
    expect(await ledgerAvailable(t, seller)).toBe(status === 'completed' ? 0 : 50_000);
  });

  it('cannot be changed in the database either: a decided request refuses any update, and none may be deleted', async () => {
    const seller = await sellerWithAvailable(t, 500);
    const decided = await cashOut(t, seller, 100);
    await decide(t, decided.id, { status: 'failed', reason: 'Closed account' });
    const pending = await cashOut(t, seller, 100);
    const refusedSql = [
      sql`update payout_requests set status = 'completed', reference = 'X', failure_reason = null where id = ${decided.id}`,
      sql`update payout_requests set status = 'pending', failure_reason = null, decided_at = null where id = ${decided.id}`,
      sql`update payout_requests set amount = 1 where id = ${pending.id}`,
      sql`update payout_requests set account_number = '09170000000' where id = ${pending.id}`,
      sql`delete from payout_requests where id = ${pending.id}`,
      sql`update ledger_entries set amount = -1 where payout_request_id = ${pending.id}`,
    ];
    for (const statement of refusedSql) await expect(t.database.db.execute(statement)).rejects.toThrow();
    expect((await requestsOf(seller)).map(({ id, status, amount }) => ({ id, status, amount }))).toEqual([
      { id: pending.id, status: 'pending', amount: 100 },
      { id: decided.id, status: 'failed', amount: 100 },
    ]);
  });
});

describe('refusals', () => {
  it('answers 404 for a request that does not exist or an id that is not one', async () => {
    for (const id of ['999999', 'abc', '0', '-1', '1.5', '01', '9'.repeat(20)]) {
      const refused = expectError(
        await patchPayout(t, id, { status: 'completed', reference: 'R' }),
        404,
        'NOT_FOUND',
      );
      expect(refused.error).toBe('There is no such payout request.');
    }
  });

  it('words a missing reference or reason exactly, on its field, and decides nothing', async () => {
    const seller = await sellerWithAvailable(t, 500);
    const request = await cashOut(t, seller, 100);
    const cases: Array<[unknown, Record<string, string>]> = [
      [{ status: 'completed' }, { reference: 'Bank reference is required' }],
      [{ status: 'completed', reference: '   ' }, { reference: 'Bank reference is required' }],
      [{ status: 'failed' }, { reason: 'Reason is required' }],
      [{ status: 'failed', reason: '' }, { reason: 'Reason is required' }],
      [{ status: 'pending' }, { status: 'status must be completed or failed' }],
      [{}, { status: 'status must be completed or failed' }],
    ];
    for (const [body, fields] of cases) {
      const refused = expectError(await patchPayout(t, request.id, body), 400, 'VALIDATION_FAILED');
      expect(refused.fields, JSON.stringify(body)).toEqual(fields);
    }
    expect((await requestsOf(seller))[0]!.status).toBe('pending');
  });

  it('is the admin’s only: a seller deciding is refused with 403, the request still pending', async () => {
    const seller = await sellerWithAvailable(t, 500);
    const request = await cashOut(t, seller, 100);
    const other = await approvedSeller(t);
    for (const token of [seller.token, other.token])
      expectError(
        await patchPayout(t, request.id, { status: 'completed', reference: 'R' }, token),
        403,
        'FORBIDDEN',
      );
    expect((await requestsOf(seller))[0]!.status).toBe('pending');
    expect((await requestsOf(seller))[0]!.id).toBe(request.id);
  });
});
