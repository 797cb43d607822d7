// The Payments page's machine over the in-memory earnings service: the cards, keyset pages of requests, the
// statement by month and its CSV, and the cash-out modal it invokes, whose request goes on top of the list,
// lowers the cards' balance and is toasted.
import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type ActorRefFrom } from 'xstate';
import type { PayoutRequestBody } from '#schemas/earnings';
import type { PaymentsMachine } from '#machines/payments/machine.ts';
import {
  selectAwaitingApproval,
  selectBelowMinimum,
  selectCanCashOut,
  selectCashOutActor,
  selectEarningsFailure,
  selectRequestsFailure,
  selectRequestsStatus,
  selectStatementFailure,
} from '#machines/payments/selectors.ts';
import type { ToastContent } from '#machines/toast/context.ts';
import { providePayments } from '../../src/app/payments.ts';
import {
  createFakeEarnings,
  earningsScenarios,
  makePayoutRequest,
  type FakeEarningsOptions,
} from '../services/earnings.ts';

function start(options: FakeEarningsOptions) {
  const fake = createFakeEarnings(options);
  const toasts: ToastContent[] = [];
  const saved: Array<{ blob: Blob; name: string }> = [];
  const machine = providePayments(fake.service, (blob, name) => void saved.push({ blob, name })).provide({
    actions: { showToast: (_, content) => void toasts.push(content) },
  });
  const actor = createActor(machine);
  actor.start();
  const settled = () =>
    waitFor(
      actor,
      (snapshot) =>
        !snapshot.hasTag('earningsLoading') &&
        !snapshot.hasTag('requestsLoading') &&
        !snapshot.hasTag('statementLoading') &&
        !snapshot.hasTag('downloading'),
    );
  return { actor, fake, toasts, saved, settled };
}

const cashOutOf = (actor: ActorRefFrom<PaymentsMachine>) => {
  const modal = selectCashOutActor(actor.getSnapshot());
  if (!modal) throw new Error('the cash-out modal is not open');
  return modal;
};

const gcash = (amount: number): PayoutRequestBody => ({
  channelCode: 'PH_GCASH',
  accountNumber: '09171234567',
  accountName: 'Ana Reyes',
  amount,
});

describe('payments machine', () => {
  it('shows the earnings and the requests in pages of 20, newest first, until the last', async () => {
    const requests = Array.from({ length: 25 }, (_, index) =>
      makePayoutRequest(index + 1, 60 - index, { status: 'completed', amount: 100 }),
    );
    const { actor, settled } = start({ ...earningsScenarios.available(), payoutRequests: requests });
    await settled();
    expect(actor.getSnapshot().context.earnings).toMatchObject({ payoutMin: 100, payoutMax: 50_000 });
    expect(
      actor
        .getSnapshot()
        .context.payoutRequests.map((each) => each.id)
        .slice(0, 2),
    ).toEqual([25, 24]);
    expect(selectRequestsStatus(actor.getSnapshot())).toBe('idle');
    actor.send({ type: 'requests.loadMore' });
    await settled();
    expect(actor.getSnapshot().context.payoutRequests).toHaveLength(25);
    expect(selectRequestsStatus(actor.getSnapshot())).toBe('end');
  });

  it("says spec §8's texts when the earnings or the requests fail, and tries again", async () => {
    const { actor, fake, settled } = start({
      ...earningsScenarios.available(),
      fail: { earnings: true, list: true },
    });
    await settled();
    expect(selectEarningsFailure(actor.getSnapshot())).toBe('Error fetching earnings');
    expect(selectRequestsStatus(actor.getSnapshot())).toBe('failed');
    expect(selectRequestsFailure(actor.getSnapshot())).toBe('Error fetching cashout requests');
    expect(selectCanCashOut(actor.getSnapshot())).toBe(false);
    fake.fail('earnings', false);
    fake.fail('list', false);
    actor.send({ type: 'earnings.retry' });
    actor.send({ type: 'requests.retry' });
    await settled();
    expect(selectEarningsFailure(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().context.payoutRequests).toHaveLength(3);
    expect(selectCanCashOut(actor.getSnapshot())).toBe(true);
  });

  it("tells a seller who is not approved why, in the server's words", async () => {
    const { actor, settled } = start({ awaitingApproval: true });
    await settled();
    expect(selectAwaitingApproval(actor.getSnapshot())).toMatch(/awaiting approval/);
  });

  it('reads the statement when its tab is first shown, again for another month, and downloads its CSV', async () => {
    const { actor, fake, toasts, saved, settled } = start(earningsScenarios.available());
    await settled();
    expect(actor.getSnapshot().matches({ statement: 'unread' })).toBe(true);
    actor.send({ type: 'tab.select', tab: 'statement' });
    await settled();
    expect(actor.getSnapshot().context.statement).toMatchObject({
      month: '2026-03',
      months: ['2026-03', '2026-02'],
    });
    actor.send({ type: 'statement.month', month: '2026-02' });
    await settled();
    expect(actor.getSnapshot().context.statement?.month).toBe('2026-02');
    // The same month again asks nothing.
    actor.send({ type: 'statement.month', month: '2026-02' });
    expect(actor.getSnapshot().hasTag('statementLoading')).toBe(false);
    actor.send({ type: 'statement.download' });
    await settled();
    expect(saved.map((each) => each.name)).toEqual(['statement-2026-02.csv']);
    expect(await saved[0]!.blob.text()).toContain('Order #SK-100002');
    fake.fail('csv');
    actor.send({ type: 'statement.download' });
    await settled();
    expect(toasts).toEqual([expect.objectContaining({ title: 'Error fetching earnings', tone: 'error' })]);
    // Back to the requests and to the statement: it is not read again.
    actor.send({ type: 'tab.select', tab: 'requests' });
    actor.send({ type: 'tab.select', tab: 'statement' });
    expect(actor.getSnapshot().matches({ statement: { ready: 'idle' } })).toBe(true);
  });

  it('shows a statement failure with a retry, and another month may be picked from it', async () => {
    const { actor, fake, settled } = start({ ...earningsScenarios.available(), fail: { statement: true } });
    actor.send({ type: 'tab.select', tab: 'statement' });
    await settled();
    expect(selectStatementFailure(actor.getSnapshot())).toBe('Error fetching earnings');
    actor.send({ type: 'statement.retry' });
    await settled();
    expect(actor.getSnapshot().matches({ statement: 'failed' })).toBe(true);
    fake.fail('statement', false);
    actor.send({ type: 'statement.month', month: '2026-02' });
    await settled();
    expect(actor.getSnapshot().context.statement?.month).toBe('2026-02');
  });

  it('keeps Cash out closed below the minimum', async () => {
    const { actor, settled } = start(earningsScenarios.belowMinimum());
    await settled();
    expect(selectBelowMinimum(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'cashOut.open' });
    expect(actor.getSnapshot().matches({ cashOut: 'closed' })).toBe(true);
  });

  it('opens the modal with the balance, and on its request lists it first, reads the cards and statement again and toasts', async () => {
    const { actor, fake, toasts, settled } = start(earningsScenarios.available());
    await settled();
    actor.send({ type: 'tab.select', tab: 'statement' });
    await settled();
    actor.send({ type: 'cashOut.open' });
    const modal = cashOutOf(actor);
    expect(modal.getSnapshot().context.bounds).toEqual({ min: 10_000, max: 5_000_000, cap: 1_616_000 });
    await waitFor(modal, (snapshot) => snapshot.matches('editing'));
    modal.send({ type: 'cashOut.submit', body: gcash(1_000_000) });
    await waitFor(actor, (snapshot) => snapshot.matches({ cashOut: 'closed' }));
    await settled();
    const { context } = actor.getSnapshot();
    expect(context.payoutRequests[0]).toMatchObject({ id: 4, amount: 10_000, status: 'pending' });
    expect(context.payoutRequests).toHaveLength(4);
    expect(context.earnings?.available).toBe(6_160);
    expect(context.statement?.entries.at(-1)).toMatchObject({
      description: 'Cash out to GCash (request #4)',
    });
    expect(toasts).toEqual([
      {
        title: 'Cash out requested',
        description: '₱10,000.00 to GCash is on its way to the payout desk.',
        tone: 'success',
      },
    ]);
    expect(fake.balances().available).toBe(616_000);
    expect(selectCashOutActor(actor.getSnapshot())).toBeUndefined();
  });

  it('closes the modal without a request, and the page is as it was', async () => {
    const { actor, toasts, settled } = start(earningsScenarios.available());
    await settled();
    actor.send({ type: 'cashOut.open' });
    cashOutOf(actor).send({ type: 'cashOut.close' });
    expect(actor.getSnapshot().matches({ cashOut: 'closed' })).toBe(true);
    expect(actor.getSnapshot().context.payoutRequests).toHaveLength(3);
    expect(toasts).toEqual([]);
  });

  it('keeps the modal open on a 409 (another tab took the balance) and lists nothing', async () => {
    const { actor, fake, settled } = start(earningsScenarios.available());
    await settled();
    actor.send({ type: 'cashOut.open' });
    const modal = cashOutOf(actor);
    await waitFor(modal, (snapshot) => snapshot.matches('editing'));
    await fake.service.requestPayout(gcash(1_500_000));
    modal.send({ type: 'cashOut.submit', body: gcash(1_000_000) });
    await waitFor(modal, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().matches({ cashOut: 'open' })).toBe(true);
    expect(actor.getSnapshot().context.payoutRequests).toHaveLength(3);
  });
});
