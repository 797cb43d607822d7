// The admin review machines over the in-memory admin sellers service: the queue (a paged list filtered by
// approval status) with its paging, filters and URL, and the decision flow.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  createFakeAdminReview,
  makeSellerDetail,
  type FakeAdminReviewOptions,
} from '../services/admin-sellers.ts';
import { queueFilters, queueLocation, queuePage, queueRequest } from '#machines/admin-review/context.ts';
import { sellerReviewMachine } from '#machines/admin-review/review-machine.ts';
import { adminQueueMachine } from '#machines/admin-review/queue-machine.ts';
import { selectRefusal } from '#machines/admin-review/selectors.ts';
import type { AdminSellerSummary } from '#schemas/onboarding';
import type { Page, PageRequest } from '#machines/paged-list/context.ts';
import { pagedListMachine } from '#machines/paged-list/machine.ts';

const sellers = [
  makeSellerDetail(1),
  makeSellerDetail(2),
  makeSellerDetail(3),
  makeSellerDetail(4, { approvalStatus: 1 }),
  makeSellerDetail(5, { approvalStatus: 2 }),
];

function startQueue(options: FakeAdminReviewOptions = {}) {
  const api = createFakeAdminReview({ sellers, ...options });
  const actor = createActor(adminQueueMachine.provide({ actors: api.queueActors }), { input: {} }).start();
  const settled = () => waitFor(actor, (snapshot) => snapshot.matches('ready') || snapshot.matches('failed'));
  return { actor, api, settled };
}

function startPagedQueue(options: FakeAdminReviewOptions = {}, search = '') {
  const api = createFakeAdminReview({ sellers, ...options });
  const locations: string[] = [];
  const queue = pagedListMachine.provide({
    actors: {
      loadPage: fromPromise<Page, PageRequest>(async ({ input }) =>
        queuePage(await api.service.listSellers(queueRequest(input))),
      ),
    },
    actions: { syncFilters: ({ context }) => void locations.push(queueLocation(context.filters)) },
  });
  const actor = createActor(queue, { input: { filters: queueFilters(search) } }).start();
  const settled = () => waitFor(actor, (snapshot) => !snapshot.hasTag('loading'));
  const names = () =>
    (actor.getSnapshot().context.items as AdminSellerSummary[]).map((seller) => seller.spStoreName);
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
    const { actor, settled } = startQueue();
    await settled();
    const { context } = actor.getSnapshot();
    expect(context.sellers.map((seller) => seller.spStoreName)).toEqual([
      'Tindahan 1',
      'Tindahan 2',
      'Tindahan 3',
    ]);
    expect(context.counts).toEqual({ pending: 3, approved: 1, rejected: 1 });
  });

  it('pages with the keyset cursor until the last page', async () => {
    const { actor, api, settled } = startQueue({ pageSize: 2 });
    await settled();
    expect(actor.getSnapshot().can({ type: 'queue.loadMore' })).toBe(true);
    actor.send({ type: 'queue.loadMore' });
    expect(actor.getSnapshot().hasTag('loadingMore')).toBe(true);
    await settled();
    expect(actor.getSnapshot().context.sellers).toHaveLength(3);
    expect(actor.getSnapshot().can({ type: 'queue.loadMore' })).toBe(false);
    expect(api.calls).toEqual(['list pending', 'list pending after 2']);
  });

  it('switches status and starts over', async () => {
    const { actor, settled } = startQueue();
    await settled();
    actor.send({ type: 'queue.filter', status: 'rejected' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settled();
    expect(actor.getSnapshot().context.sellers.map((seller) => seller.spStoreName)).toEqual(['Tindahan 5']);
  });

  it('shows a failure and retries', async () => {
    const { actor, settled } = startQueue({ fail: { list: true } });
    await settled();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.failure).toMatchObject({ status: 500 });
    actor.send({ type: 'queue.retry' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
  });
});

describe('admin queue as a paged list', () => {
  it('loads the pending sellers newest first with the counts of every status', async () => {
    const { actor, settled, names } = startPagedQueue();
    await settled();
    expect(actor.getSnapshot().context.filters).toEqual({ status: 'pending' });
    expect(names()).toEqual(['Tindahan 1', 'Tindahan 2', 'Tindahan 3']);
    expect(actor.getSnapshot().context.counts).toEqual({ pending: 3, approved: 1, rejected: 1 });
  });

  it('pages with the keyset cursor until the last page', async () => {
    const { actor, api, settled } = startPagedQueue({ pageSize: 2 });
    await settled();
    expect(actor.getSnapshot().can({ type: 'list.loadMore' })).toBe(true);
    actor.send({ type: 'list.loadMore' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settled();
    expect(actor.getSnapshot().context.items).toHaveLength(3);
    expect(actor.getSnapshot().can({ type: 'list.loadMore' })).toBe(false);
    expect(api.calls).toEqual(['list pending', 'list pending after 2']);
  });

  it('switches status, starts over and keeps the status in the URL', async () => {
    const { actor, locations, settled, names } = startPagedQueue();
    await settled();
    actor.send({ type: 'list.filter', filters: { status: 'rejected' } });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settled();
    expect(names()).toEqual(['Tindahan 5']);
    expect(locations).toEqual(['/admin/dashboard?status=rejected']);
  });

  it('opens on the status the URL names, and on Pending when it names none it knows', async () => {
    const approved = startPagedQueue({}, '?status=approved');
    await approved.settled();
    expect(approved.names()).toEqual(['Tindahan 4']);
    expect(approved.api.calls).toEqual(['list approved']);
    expect(queueFilters('?status=everyone')).toEqual({ status: 'pending' });
  });

  it('shows a failure and retries', async () => {
    const { actor, settled } = startPagedQueue({ fail: { list: true } });
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
    actor.send({ type: 'review.reason.change', reason: '   ' });
    actor.send({ type: 'review.reject.submit' });
    expect(actor.getSnapshot().context.reasonError).toBe('Please give the seller a reason.');
    expect(actor.getSnapshot().hasTag('rejectDialog')).toBe(true);
    expect(api.calls.some((call) => call.startsWith('reject'))).toBe(false);
  });

  it('rejects with the trimmed reason', async () => {
    const { actor, api, announce, idle } = startReview(id);
    await idle();
    actor.send({ type: 'review.reject.open' });
    actor.send({ type: 'review.reason.change', reason: '  Permit unreadable ' });
    actor.send({ type: 'review.reject.submit' });
    await idle();
    expect(actor.getSnapshot().context.seller?.approvalStatus).toBe(2);
    expect(actor.getSnapshot().context.seller?.decisions[0]?.reason).toBe('Permit unreadable');
    expect(api.calls).toContain(`reject ${id}: Permit unreadable`);
    expect(announce).toHaveBeenCalledWith('rejected');
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
