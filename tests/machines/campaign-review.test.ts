// The campaign review's rules outside the screen: the tab and the address it is kept at, the keyset request,
// the pages' counts and how decisions made here move them, and which decisions the machine accepts.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AdminCampaignProduct } from '#schemas/campaigns';
import {
  listFilters,
  reviewFilters,
  reviewLocation,
  reviewPage,
  reviewRequest,
  type ReviewRow,
} from '#machines/campaign-review/context.ts';
import { campaignReviewMachine, type DecideInput } from '#machines/campaign-review/machine.ts';
import type { Page, PageRequest } from '#machines/paged-list/context.ts';
import { selectCounts, selectRows } from '#machines/campaign-review/selectors.ts';
import { pagedListMachine } from '#machines/paged-list/machine.ts';
import { createFakeAdminCampaigns } from '../services/admin-campaigns.ts';

describe('the review’s tab and address', () => {
  it('reads pending unless the query names another status', () => {
    expect(reviewFilters('')).toEqual({ status: 'pending' });
    expect(reviewFilters('?status=rejected')).toEqual({ status: 'rejected' });
    expect(reviewFilters('?status=deleted')).toEqual({ status: 'pending' });
  });

  it('keeps the tab in the query, pending being the bare path', () => {
    expect(reviewLocation(listFilters('7', { status: 'pending' }))).toBe('/admin/campaigns/7/applications');
    expect(reviewLocation(listFilters('7', { status: 'approved' }))).toBe(
      '/admin/campaigns/7/applications?status=approved',
    );
  });

  it('asks the API for the campaign’s tab after the cursor', () => {
    expect(reviewRequest({ filters: listFilters('7', { status: 'approved' }), cursor: '12' })).toEqual({
      campaignId: '7',
      query: { status: 'approved', cursor: '12' },
    });
  });
});

const product = (id: number, status: AdminCampaignProduct['status']) =>
  ({
    id,
    data: { id: 5000 + id, productName: `Product ${id}`, imageUrl: null },
    status,
  }) as AdminCampaignProduct;

describe('the tabs’ counts', () => {
  it('come with the first page only: later pages bring counts that already hold the decisions made here', () => {
    const page = {
      products: [product(1, 'pending')],
      nextCursor: '1',
      counts: { pending: 3, approved: 0, rejected: 0 },
    };
    expect(reviewPage(page, { filters: {}, cursor: null }).counts).toEqual(page.counts);
    expect(reviewPage(page, { filters: {}, cursor: '1' })).not.toHaveProperty('counts');
  });

  it('move as products decided here leave their tab', () => {
    const items: ReviewRow[] = [
      { id: '1', product: product(1, 'pending'), decided: product(1, 'approved') },
      { id: '2', product: product(2, 'pending'), decided: product(2, 'rejected') },
      { id: '3', product: product(3, 'pending') },
    ];
    const snapshot = pagedListMachine.resolveState({
      value: 'end',
      context: {
        filters: {},
        items,
        cursor: null,
        counts: { pending: 3, approved: 1, rejected: 0 },
        failure: null,
      },
    });
    expect(selectRows(snapshot).map((row) => row.id)).toEqual(['3']);
    expect(selectCounts(snapshot)).toEqual({ pending: 1, approved: 2, rejected: 1 });
  });

  it('are unknown while a tab’s first page is on its way', () => {
    const snapshot = pagedListMachine.resolveState({
      value: 'loading',
      context: {
        filters: {},
        items: [],
        cursor: null,
        counts: { pending: 3, approved: 1, rejected: 0 },
        failure: null,
      },
    });
    expect(selectCounts(snapshot)).toBeNull();
  });
});

describe('the decisions the review accepts', () => {
  const start = async () => {
    const memory = createFakeAdminCampaigns({
      applied: [
        { campaignId: 1, productId: 5001, status: 'rejected', reason: 'Blurry photos.' },
        { campaignId: 1, productId: 5002, status: 'approved' },
        { campaignId: 1, productId: 5003 },
      ],
    });
    const actor = createActor(
      campaignReviewMachine.provide({
        actors: {
          loadCampaign: fromPromise(({ input }) => memory.service.get(input.campaignId)),
          list: pagedListMachine.provide({
            actors: {
              loadPage: fromPromise<Page, PageRequest>(async () => ({ items: [], nextCursor: null })),
            },
            actions: { syncFilters: () => undefined },
          }),
          // Never answers: the test looks at what the machine accepted, not at the server.
          decide: fromPromise<AdminCampaignProduct, DecideInput>(() => new Promise(() => undefined)),
        },
        actions: { showToast: () => undefined },
      }),
      { input: { campaignId: '1', filters: { status: 'pending' } } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('reviewing'));
    return { actor, products: memory.applied() };
  };

  it('approves nothing but a pending product, whatever a stale row offers', async () => {
    const { actor, products } = await start();
    const [rejected, approved, pending] = products;
    for (const stale of [rejected!, approved!]) actor.send({ type: 'product.approve', product: stale });
    expect(actor.getSnapshot().matches({ reviewing: { decision: 'idle' } })).toBe(true);
    actor.send({ type: 'product.approve', product: pending! });
    expect(actor.getSnapshot().matches({ reviewing: { decision: 'approving' } })).toBe(true);
    expect(actor.getSnapshot().context.decision).toEqual({ status: 'approved' });
  });

  it('rejects an approved product (takes it out) but never a rejected one', async () => {
    const { actor, products } = await start();
    const [rejected, approved] = products;
    actor.send({ type: 'product.reject', product: rejected! });
    expect(actor.getSnapshot().matches({ reviewing: { decision: 'idle' } })).toBe(true);
    actor.send({ type: 'product.reject', product: approved! });
    expect(actor.getSnapshot().matches({ reviewing: { decision: 'rejecting' } })).toBe(true);
    expect(actor.getSnapshot().context.intent?.product.data.id).toBe(5002);
  });
});
