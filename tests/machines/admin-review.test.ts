// The admin review machines over the in-memory admin sellers service: the queue (a paged list filtered by
// approval status) with its paging, filters and URL, and the decision flow.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  createFakeAdminReview,
  makeSellerDetail,
  type FakeAdminReviewOptions,
} from '../services/admin-sellers.ts';
import { queueFilters, queueLocation } from '#machines/admin-review/context.ts';
import { sellerReviewMachine } from '#machines/admin-review/review-machine.ts';
import {
  selectQueueCounts,
  selectQueueSellers,
  selectQueueStatus,
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
        snapshot.matches({ ready: { decision: 'rejectDialog' } }),
    );
  return { actor, api, announce, idle };
}

describe('admin queue', () => {
  it('loads the pending sellers newest first with the counts of every status', async () => {
    const { actor, settled, names } = startQueue();
    await settled();
    expect(selectQueueStatus(actor.getSnapshot())).toBe('pending');
    expect(names()).toEqual(['Tindahan 1', 'Tindahan 2', 'Tindahan 3']);
    expect(selectQueueCounts(actor.getSnapshot())).toEqual({ pending: 3, approved: 1, rejected: 1 });
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

describe('seller review', () => {
  const id = sellers[0]!.id;

  it('approves a pending seller, records the decision and announces it', async () => {
    const { actor, announce, idle, api } = startReview(id);
    await idle();
    expect(actor.getSnapshot().can({ type: 'review.approve' })).toBe(true);
    actor.send({ type: 'review.approve' });
    expect(actor.getSnapshot().hasTag('deciding')).toBe(true);
    await idle();
    const seller = actor.getSnapshot().context.seller!;
    expect(seller.approvalStatus).toBe(1);
    expect(seller.decisions[0]).toMatchObject({ decision: 'approved' });
    expect(announce).toHaveBeenCalledWith('approved');
    expect(api.calls).toContain(`approve ${id}`);
    // Decided: neither button may act again.
    expect(actor.getSnapshot().can({ type: 'review.approve' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'review.reject.open' })).toBe(false);
  });

  it('will not send a rejection without a reason', async () => {
    const { actor, api, idle } = startReview(id);
    await idle();
    actor.send({ type: 'review.reject.open' });
    expect(actor.getSnapshot().can({ type: 'review.reject.submit', reason: '   ' })).toBe(false);
    actor.send({ type: 'review.reject.submit', reason: '   ' });
    expect(actor.getSnapshot().hasTag('rejectDialog')).toBe(true);
    expect(actor.getSnapshot().hasTag('deciding')).toBe(false);
    expect(api.calls.some((call) => call.startsWith('reject'))).toBe(false);
  });

  it('rejects with the reason the dialog parsed', async () => {
    const { actor, api, announce, idle } = startReview(id);
    await idle();
    actor.send({ type: 'review.reject.open' });
    actor.send({ type: 'review.reject.submit', reason: 'Permit unreadable' });
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
        actors: { ...api.reviewActors, reject: fromPromise(() => Promise.reject(refusal)) },
        actions: { announceDecision: () => undefined },
      }),
      { input: { sellerId: id } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { decision: 'idle' } }));
    actor.send({ type: 'review.reject.open' });
    actor.send({ type: 'review.reject.submit', reason: 'Too long, says the server' });
    const back = await waitFor(actor, (snapshot) =>
      snapshot.matches({ ready: { decision: 'rejectDialog' } }),
    );
    expect(back.context.reasonError).toBe('The reason can be at most 1000 characters.');
    expect(selectRefusal(back)).toBeNull();
  });

  it('keeps a 409 refusal until dismissed, and reloads the seller on request', async () => {
    const { actor, api, announce, idle } = startReview(id, { fail: { decide: 409 } });
    await idle();
    actor.send({ type: 'review.approve' });
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

  it('cannot decide on a seller who is not pending', async () => {
    const { actor, idle } = startReview(sellers[3]!.id);
    await idle();
    expect(actor.getSnapshot().can({ type: 'review.approve' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'review.reject.open' })).toBe(false);
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
