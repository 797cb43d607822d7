// The campaign application statechart with fake services: whether a campaign takes applications when it is
// read, the window clock closing them while the page is open (fake timers, a far end waited for in steps past
// setTimeout's limit), what an application sends, and the picker's guards.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ProductOption } from '#machines/campaign-application/context.ts';
import { campaignApplicationMachine } from '#machines/campaign-application/machine.ts';
import { selectErrors, selectSubmitFailureText } from '#machines/campaign-application/selectors.ts';
import { FailureError } from '#machines/shared/failure.ts';
import type { CampaignApplication, CampaignApplicationBody, CampaignDetail } from '#schemas/campaigns';
import { campaignMessages } from '#schemas/campaigns';
import { daysFrom, makeCampaign } from '../services/campaigns.ts';

const minute = 60_000;
const day = 24 * 60 * minute;
const start = new Date('2026-11-24T12:00:00Z');

const detail = (overrides: Partial<CampaignDetail> = {}): CampaignDetail => ({
  ...makeCampaign(7, { title: 'Payday Sale' }, start),
  applications: [],
  ...overrides,
});

const tote: ProductOption = { productId: 11, productName: 'Abaca tote bag', imageUrl: null, price: 47_550 };

const run = (
  campaign: CampaignDetail,
  apply = vi.fn<(body: CampaignApplicationBody) => Promise<CampaignApplication>>(),
) =>
  createActor(
    campaignApplicationMachine.provide({
      actors: {
        loadCampaign: fromPromise(async () => campaign),
        searchProducts: fromPromise(async () => [tote]),
        apply: fromPromise<CampaignApplication, CampaignApplicationBody>(({ input }) => apply(input)),
      },
      actions: { showToast: () => {} },
    }),
    { input: { campaignId: '7' } },
  ).start();

describe('campaign application machine', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: start });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens while the window is open and closes when the application end comes', async () => {
    const actor = run(detail({ applicationEndDate: new Date(start.getTime() + 10 * minute).toISOString() }));
    await waitFor(actor, (snapshot) => snapshot.matches({ open: 'browsing' }));
    await vi.advanceTimersByTimeAsync(10 * minute - 1);
    expect(actor.getSnapshot().matches('open')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('closes at the campaign’s end when it comes before the application end', async () => {
    const actor = run(
      detail({
        endDate: new Date(start.getTime() + 5 * minute).toISOString(),
        applicationEndDate: new Date(start.getTime() + 5 * minute).toISOString(),
      }),
    );
    await waitFor(actor, (snapshot) => snapshot.matches('open'));
    await vi.advanceTimersByTimeAsync(5 * minute);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('waits for the answer when the window closes while an application is with the server, then shows it closed', async () => {
    let answer!: (application: CampaignApplication) => void;
    const apply = vi.fn(
      (_body: CampaignApplicationBody) =>
        new Promise<CampaignApplication>((resolve) => {
          answer = resolve;
        }),
    );
    const actor = run(
      detail({ applicationEndDate: new Date(start.getTime() + minute).toISOString() }),
      apply,
    );
    await waitFor(actor, (snapshot) => snapshot.matches({ open: 'browsing' }));
    actor.send({ type: 'picker.open' });
    actor.send({ type: 'product.add', product: tote });
    actor.send({ type: 'discount.change', productId: 11, discount: '380' });
    actor.send({ type: 'application.submit' });
    expect(actor.getSnapshot().matches({ open: 'submitting' })).toBe(true);
    await vi.advanceTimersByTimeAsync(minute);
    expect(actor.getSnapshot().matches({ open: 'submitting' })).toBe(true);
    answer({ id: 1, createdAt: start.toISOString(), products: [] });
    await waitFor(actor, (snapshot) => snapshot.matches('closed'));
    expect(apply).toHaveBeenCalledOnce();
  });

  it('waits for an end past setTimeout’s 24.8 days in steps instead of closing at once', async () => {
    const actor = run(detail({ endDate: daysFrom(start, 60), applicationEndDate: daysFrom(start, 40) }));
    await waitFor(actor, (snapshot) => snapshot.matches('open'));
    await vi.advanceTimersByTimeAsync(39 * day);
    expect(actor.getSnapshot().matches('open')).toBe(true);
    await vi.advanceTimersByTimeAsync(day);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it.each([
    ['does not take applications', { allowApplication: false, applicationEndDate: null }],
    ['is past its application end', { applicationEndDate: daysFrom(start, -1) }],
    [
      'has ended',
      {
        startDate: daysFrom(start, -9),
        endDate: daysFrom(start, -1),
        applicationEndDate: daysFrom(start, -2),
      },
    ],
  ])('is closed when the campaign %s', async (_, overrides) => {
    const actor = run(detail(overrides));
    await waitFor(actor, (snapshot) => snapshot.matches('closed'));
  });

  it('sends the discounts in centavos and refuses a product twice or one already in the campaign', async () => {
    const apply = vi.fn(async (_body: CampaignApplicationBody) => ({
      id: 1,
      createdAt: start.toISOString(),
      products: [],
    }));
    const approved = {
      id: 99,
      data: { id: 12, productName: 'Rattan fruit basket', imageUrl: null },
      productPrice: 552,
      discountPrice: 400,
      percentOff: 27,
      status: 'approved' as const,
      reason: null,
      appliedAt: start.toISOString(),
      decidedAt: start.toISOString(),
    };
    const actor = run(
      detail({ applications: [{ id: 5, createdAt: start.toISOString(), products: [approved] }] }),
      apply,
    );
    await waitFor(actor, (snapshot) => snapshot.matches('open'));
    actor.send({ type: 'picker.open' });
    actor.send({ type: 'product.add', product: tote });
    actor.send({ type: 'product.add', product: tote });
    actor.send({
      type: 'product.add',
      product: { ...tote, productId: 12, productName: 'Rattan fruit basket' },
    });
    expect(actor.getSnapshot().context.picked.map((product) => product.productId)).toEqual([11]);
    actor.send({ type: 'discount.change', productId: 11, discount: '0.50' });
    expect(selectErrors(actor.getSnapshot()).products).toEqual({ 11: campaignMessages.discountAtLeastOne });
    actor.send({ type: 'discount.change', productId: 11, discount: '380.4' });
    actor.send({ type: 'application.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ open: 'applied' }));
    expect(apply).toHaveBeenCalledExactlyOnceWith({
      campaignId: 7,
      products: [{ productId: 11, discountPrice: 38_040 }],
    });
  });

  it('takes a 400 naming a field it cannot show as a failure like any other', async () => {
    const apply = vi.fn(async (_body: CampaignApplicationBody): Promise<CampaignApplication> => {
      throw new FailureError({
        kind: 'http',
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'campaignId must be a number',
        fields: { campaignId: 'campaignId must be a number' },
      });
    });
    const actor = run(detail(), apply);
    await waitFor(actor, (snapshot) => snapshot.matches('open'));
    actor.send({ type: 'picker.open' });
    actor.send({ type: 'product.add', product: tote });
    actor.send({ type: 'discount.change', productId: 11, discount: '380' });
    actor.send({ type: 'application.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ open: { picking: 'failed' } }));
  });

  it.each([
    [404, 'NOT_FOUND', campaignMessages.productNotFound, campaignMessages.productNotFound],
    [500, 'INTERNAL_ERROR', 'Something went wrong on our side.', campaignMessages.applyFailed],
  ])('a %i on submit fails in the words the seller should read', async (status, code, message, shown) => {
    const apply = vi.fn(async (_body: CampaignApplicationBody): Promise<CampaignApplication> => {
      throw new FailureError({ kind: 'http', status, code, message });
    });
    const actor = run(detail(), apply);
    await waitFor(actor, (snapshot) => snapshot.matches('open'));
    actor.send({ type: 'picker.open' });
    actor.send({ type: 'product.add', product: tote });
    actor.send({ type: 'discount.change', productId: 11, discount: '380' });
    actor.send({ type: 'application.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ open: { picking: 'failed' } }));
    expect(selectSubmitFailureText(actor.getSnapshot())).toBe(shown);
  });
});
