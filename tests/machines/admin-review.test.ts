// The admin review machines over the in-memory admin sellers service: the queue (a paged list filtered by
// approval status) and the sellers list (searched and filtered) with their paging, filters and URL, and the
// decisions: approve and reinstate confirmed first, reject and suspend with a reason.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  createFakeAdminReview,
  makeSellerDetail,
  type FakeAdminReviewOptions,
} from '../services/admin-sellers.ts';
import {
  queueFilters,
  queueLocation,
  sellersFilters,
  sellersLocation,
} from '#machines/admin-review/context.ts';
import { sellerReviewMachine } from '#machines/admin-review/review-machine.ts';
import {
  selectQueueCounts,
  selectQueueSellers,
  selectQueueStatus,
  selectAllowedDecisions,
  selectDialog,
  selectRefusal,
} from '#machines/admin-review/selectors.ts';
import { pagedListMachine } from '#machines/paged-list/machine.ts';
import { FailureError } from '#machines/shared/failure.ts';
import { approvalStatus } from '#schemas/seller';

const sellers = [
  makeSellerDetail(1),
  makeSellerDetail(2),
  makeSellerDetail(3),
  makeSellerDetail(4, { approvalStatus: approvalStatus.approved }),
  makeSellerDetail(5, { approvalStatus: approvalStatus.rejected }),
  makeSellerDetail(6, { approvalStatus: approvalStatus.suspended, spStoreName: 'Sari-Sari Luz' }),
];

function startQueue(options: FakeAdminReviewOptions = {}, search = '') {
  const api = createFakeAdminReview({ sellers, ...options });
  const locations: string[] = [];
  const queue = pagedListMachine.provide({
    actors: api.queueActors,
    actions: { syncFilters: ({ context }) => void locations.push(queueLocation(context.filters)) },
  });
  const actor = createActor(queue, { input: { filters: queueFilters(search) } }).start();
  const settled = () => waitFor(actor, (snapshot) => !snapshot.hasTag('loading'));
  const names = () => selectQueueSellers(actor.getSnapshot()).map((seller) => seller.spStoreName);
  return { actor, api, locations, settled, names };
}

function startReview(sellerId: string, options: FakeAdminReviewOptions = {}) {
  const api = createFakeAdminReview({ sellers, ...options });
  const announce = vi.fn<(decision: string) => void>();
  const actor = createActor(
    sellerReviewMachine.provide({
      actors: api.reviewActors,
      actions: { announceDecision: (_, { decision }) => announce(decision.decision) },
    }),
    { input: { sellerId } },
  ).start();
  const idle = () =>
    waitFor(
      actor,
      (snapshot) =>
        snapshot.matches('failed') ||
        snapshot.matches({ ready: { decision: 'idle' } }) ||
        snapshot.matches({ ready: { decision: 'refused' } }) ||
        snapshot.matches({ ready: { decision: 'reasonDialog' } }),
    );
  return { actor, api, announce, idle };
}

describe('admin queue', () => {
  it('loads the pending sellers oldest first with the counts of every status', async () => {
    const { actor, settled, names } = startQueue();
    await settled();
    expect(selectQueueStatus(actor.getSnapshot())).toBe('pending');
    // Tindahan 3 submitted first and has waited longest.
    expect(names()).toEqual(['Tindahan 3', 'Tindahan 2', 'Tindahan 1']);
    expect(selectQueueCounts(actor.getSnapshot())).toEqual({
      pending: 3,
      approved: 1,
      rejected: 1,
      suspended: 1,
    });
  });

  it('pages with the keyset cursor until the last page', async () => {
    const { actor, api, settled } = startQueue({ pageSize: 2 });
    await settled();
    expect(actor.getSnapshot().can({ type: 'list.loadMore' })).toBe(true);
    actor.send({ type: 'list.loadMore' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settled();
    expect(selectQueueSellers(actor.getSnapshot())).toHaveLength(3);
    expect(actor.getSnapshot().can({ type: 'list.loadMore' })).toBe(false);
    expect(api.calls).toEqual(['list pending', 'list pending after 2']);
  });

  it('switches status, starts over and keeps the status in the URL', async () => {
    const { actor, locations, settled, names } = startQueue();
    await settled();
    actor.send({ type: 'list.filter', filters: { status: 'rejected' } });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settled();
    expect(names()).toEqual(['Tindahan 5']);
    expect(locations).toEqual(['/admin/dashboard?status=rejected']);
  });

  it('opens on the status the URL names, and on Pending when it names none it knows', async () => {
    const approved = startQueue({}, '?status=approved');
    await approved.settled();
    expect(approved.names()).toEqual(['Tindahan 4']);
    expect(approved.api.calls).toEqual(['list approved']);
    expect(queueFilters('?status=everyone')).toEqual({ status: 'pending' });
  });

  it('shows a failure and retries', async () => {
    const { actor, settled } = startQueue({ fail: { list: true } });
    await settled();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.failure).toMatchObject({ status: 500 });
    actor.send({ type: 'list.retry' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
  });
});

describe('sellers list', () => {
  function startList(search = '') {
    const api = createFakeAdminReview({ sellers });
    const locations: string[] = [];
    const list = pagedListMachine.provide({
      actors: api.sellersActors,
      actions: { syncFilters: ({ context }) => void locations.push(sellersLocation(context.filters)) },
    });
    const actor = createActor(list, { input: { filters: sellersFilters(search) } }).start();
    const settled = () => waitFor(actor, (snapshot) => !snapshot.hasTag('loading'));
    const names = () => selectQueueSellers(actor.getSnapshot()).map((seller) => seller.spStoreName);
    return { actor, api, locations, settled, names };
  }

  it('lists every status oldest first, then searches and filters, keeping both in the URL', async () => {
    const { actor, api, locations, settled, names } = startList();
    await settled();
    expect(names()).toEqual([
      'Sari-Sari Luz',
      'Tindahan 5',
      'Tindahan 4',
      'Tindahan 3',
      'Tindahan 2',
      'Tindahan 1',
    ]);
    actor.send({ type: 'list.filter', filters: { q: 'LUZ' } });
    await settled();
    expect(names()).toEqual(['Sari-Sari Luz']);
    actor.send({ type: 'list.filter', filters: { q: 'tindahan', status: 'pending', order: 'newest' } });
    await settled();
    expect(names()).toEqual(['Tindahan 1', 'Tindahan 2', 'Tindahan 3']);
    expect(locations).toEqual([
      '/admin/sellers?q=LUZ',
      '/admin/sellers?q=tindahan&status=pending&order=newest',
    ]);
    expect(api.calls).toEqual(['list all', 'list all "luz"', 'list pending "tindahan" newest']);
  });

  it('reads its filters from the URL, unknown values as the defaults', async () => {
    const { settled, names } = startList('?status=suspended');
    await settled();
    expect(names()).toEqual(['Sari-Sari Luz']);
    expect(sellersFilters('?status=everyone&order=random&q=ana')).toEqual({
      q: 'ana',
      status: '',
      order: 'oldest',
    });
    expect(sellersLocation({ q: '', status: '', order: 'oldest' })).toBe('/admin/sellers');
  });
});

describe('seller review', () => {
  const id = sellers[0]!.id;

  it('approves a pending seller once confirmed, records the decision and announces it', async () => {
    const { actor, announce, idle, api } = startReview(id);
    await idle();
    expect(selectAllowedDecisions(actor.getSnapshot())).toEqual(['approved', 'rejected']);
    actor.send({ type: 'review.open', decision: 'approved' });
    expect(selectDialog(actor.getSnapshot())).toEqual({ decision: 'approved', asksReason: false });
    expect(api.calls).not.toContain(`approve ${id}`);
    actor.send({ type: 'review.confirm' });
    expect(actor.getSnapshot().hasTag('deciding')).toBe(true);
    await idle();
    const seller = actor.getSnapshot().context.seller!;
    expect(seller.approvalStatus).toBe(1);
    expect(seller.decisions[0]).toMatchObject({ decision: 'approved' });
    expect(announce).toHaveBeenCalledWith('approved');
    expect(api.calls).toContain(`approve ${id}`);
    expect(selectDialog(actor.getSnapshot())).toBeNull();
    // Approved: only a suspension may follow.
    expect(selectAllowedDecisions(actor.getSnapshot())).toEqual(['suspended']);
  });

  it('cancelling the confirmation decides nothing', async () => {
    const { actor, api, idle } = startReview(id);
    await idle();
    actor.send({ type: 'review.open', decision: 'approved' });
    actor.send({ type: 'review.cancel' });
    expect(actor.getSnapshot().matches({ ready: { decision: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.intent).toBeNull();
    expect(api.calls.some((call) => call.startsWith('approve'))).toBe(false);
  });

  it('suspends an approved seller with a reason, then reinstates them once confirmed', async () => {
    const { actor, api, announce, idle } = startReview(sellers[3]!.id);
    await idle();
    expect(selectAllowedDecisions(actor.getSnapshot())).toEqual(['suspended']);
    actor.send({ type: 'review.open', decision: 'suspended' });
    expect(selectDialog(actor.getSnapshot())).toEqual({ decision: 'suspended', asksReason: true });
    actor.send({ type: 'review.reason.submit', reason: '  ' });
    expect(actor.getSnapshot().hasTag('deciding')).toBe(false);
    actor.send({ type: 'review.reason.submit', reason: 'Counterfeit goods' });
    expect(actor.getSnapshot().hasTag('deciding')).toBe(true);
    await idle();
    expect(actor.getSnapshot().context.seller?.approvalStatus).toBe(approvalStatus.suspended);
    expect(selectAllowedDecisions(actor.getSnapshot())).toEqual(['reinstated']);
    actor.send({ type: 'review.open', decision: 'reinstated' });
    expect(selectDialog(actor.getSnapshot())).toEqual({ decision: 'reinstated', asksReason: false });
    actor.send({ type: 'review.confirm' });
    await idle();
    const seller = actor.getSnapshot().context.seller!;
    expect(seller.approvalStatus).toBe(approvalStatus.approved);
    expect(seller.decisions.map((decision) => decision.decision)).toEqual(['reinstated', 'suspended']);
    expect(api.calls).toEqual([
      `detail ${sellers[3]!.id}`,
      `suspend ${sellers[3]!.id}: Counterfeit goods`,
      `reinstate ${sellers[3]!.id}`,
    ]);
    expect(announce.mock.calls).toEqual([['suspended'], ['reinstated']]);
  });

  it('will not send a rejection without a reason', async () => {
    const { actor, api, idle } = startReview(id);
    await idle();
    actor.send({ type: 'review.open', decision: 'rejected' });
    expect(actor.getSnapshot().can({ type: 'review.reason.submit', reason: '   ' })).toBe(false);
    actor.send({ type: 'review.reason.submit', reason: '   ' });
    expect(selectDialog(actor.getSnapshot())).toEqual({ decision: 'rejected', asksReason: true });
    expect(actor.getSnapshot().hasTag('deciding')).toBe(false);
    expect(api.calls.some((call) => call.startsWith('reject'))).toBe(false);
  });

  it('rejects with the reason the dialog parsed', async () => {
    const { actor, api, announce, idle } = startReview(id);
    await idle();
    actor.send({ type: 'review.open', decision: 'rejected' });
    actor.send({ type: 'review.reason.submit', reason: 'Permit unreadable' });
    expect(actor.getSnapshot().hasTag('deciding')).toBe(true);
    await idle();
    expect(actor.getSnapshot().context.seller?.approvalStatus).toBe(approvalStatus.rejected);
    expect(actor.getSnapshot().context.seller?.decisions[0]?.reason).toBe('Permit unreadable');
    expect(api.calls).toContain(`reject ${id}: Permit unreadable`);
    expect(announce).toHaveBeenCalledWith('rejected');
  });

  it("shows the server's refusal of a reason under the field, with the dialog still open", async () => {
    const api = createFakeAdminReview({ sellers });
    const refusal = new FailureError({
      kind: 'http',
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid request',
      fields: { reason: 'The reason can be at most 1000 characters.' },
    });
    const actor = createActor(
      sellerReviewMachine.provide({
        actors: { ...api.reviewActors, decide: fromPromise(() => Promise.reject(refusal)) },
        actions: { announceDecision: () => undefined },
      }),
      { input: { sellerId: id } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { decision: 'idle' } }));
    actor.send({ type: 'review.open', decision: 'rejected' });
    actor.send({ type: 'review.reason.submit', reason: 'Too long, says the server' });
    const back = await waitFor(actor, (snapshot) =>
      snapshot.matches({ ready: { decision: 'reasonDialog' } }),
    );
    expect(back.context.reasonError).toBe('The reason can be at most 1000 characters.');
    expect(selectRefusal(back)).toBeNull();
  });

  it('keeps a 409 refusal until dismissed, and reloads the seller on request', async () => {
    const { actor, api, announce, idle } = startReview(id, { fail: { decide: 409 } });
    await idle();
    actor.send({ type: 'review.open', decision: 'approved' });
    actor.send({ type: 'review.confirm' });
    await idle();
    expect(selectRefusal(actor.getSnapshot())).toMatchObject({
      status: 409,
      message: 'This seller is already approved.',
    });
    expect(announce).not.toHaveBeenCalled();
    actor.send({ type: 'review.retry' });
    await idle();
    expect(selectRefusal(actor.getSnapshot())).toBeNull();
    expect(api.calls.filter((call) => call.startsWith('detail'))).toHaveLength(2);
  });

  it('offers each decision only from its status', async () => {
    for (const [seller, allowed] of [
      [sellers[0]!, ['approved', 'rejected']],
      [sellers[3]!, ['suspended']],
      [sellers[4]!, []],
      [sellers[5]!, ['reinstated']],
    ] as const) {
      const { actor, idle } = startReview(seller.id);
      await idle();
      expect(selectAllowedDecisions(actor.getSnapshot()), seller.spStoreName).toEqual(allowed);
      actor.stop();
    }
  });

  it('opens one document at a time', async () => {
    const { actor } = startReview(id);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'document.open', kind: 'secCertificate' });
    const shown = await waitFor(actor, (snapshot) => snapshot.matches({ ready: { document: 'showing' } }));
    expect(shown.context.document?.kind).toBe('secCertificate');
    expect(shown.context.document?.blob.type).toBe('application/pdf');
    actor.send({ type: 'document.close' });
    expect(actor.getSnapshot().context.document).toBeNull();
  });

  it('reports an unknown seller as not found', async () => {
    const { actor, idle } = startReview('00000000-0000-4000-9000-999999999999');
    await idle();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.failure).toMatchObject({ status: 404 });
  });
});
