// Model-based test of the admins' review of a campaign's applied products (issue 14): the campaign loading,
// failing or missing; the first page of pending products arriving or failing; Approve answered, failing, or
// refused because the seller lowered the price to the discount (409: the dialog says so in the server's words
// while the list reloads, and the row then shows the price now); Reject with a required reason, answered,
// failing, or refused because another admin rejected it first; paging; the Approved tab kept in the URL, and an
// approved product taken out with a reason. It drives the real view over the real composition
// (src/app/campaign-review.ts) and B1's in-memory admin campaigns service answering when the model says so; at
// every model state it checks the screen AND the production review machine (and its invoked list). The
// campaign-product lifecycle statechart runs beside it, one actor per applied product sent what happens to it:
// each must sit where the server's product is.
import { createTestModel } from '@xstate/graph';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createActor, setup, type AnyActorRef, type EventFrom } from 'xstate';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { campaignProductLifecycleMachine } from '#machines/campaign-product-status/machine.ts';
import { FailureError } from '#machines/shared/failure.ts';
import { provideCampaignReview } from '../../src/app/campaign-review.ts';
import { AppLogicProvider } from '../../src/views/app/app-logic.tsx';
import { CampaignReview } from '../../src/views/admin/campaigns/review/CampaignReview.tsx';
import { ToastRegion } from '../../src/views/toast/ToastRegion.tsx';
import { dismissAllToasts } from '../../src/views/toast/toasts.ts';
import { modelInspect } from '../helpers/model-coverage.ts';
import { createFakeAdminCampaigns, type FakeAdminAppliedProduct } from '../services/admin-campaigns.ts';
import { createFakeAppLogic } from '../views/fake-app-logic.tsx';
import { FakeIntersectionObserver } from '../views/notifications/intersection-observer.ts';
import { heldService } from './app-support.tsx';
import { transitionPaths, watchActors } from './model-support.ts';

const reviewBehaviour = setup({
  types: {} as {
    events:
      | { type: 'OPEN_REVIEW' }
      | { type: 'CAMPAIGN_ARRIVES' }
      | { type: 'CAMPAIGN_FAILS' }
      | { type: 'CAMPAIGN_DELETED' }
      | { type: 'RETRY' }
      | { type: 'PAGE_ARRIVES' }
      | { type: 'PAGE_FAILS' }
      | { type: 'APPROVE' }
      | { type: 'REJECT' }
      | { type: 'SUBMIT_EMPTY' }
      | { type: 'SUBMIT_REASON' }
      | { type: 'CANCEL' }
      | { type: 'SERVER_DECIDES' }
      | { type: 'SERVER_FAILS' }
      | { type: 'PRICE_FELL_TO_DISCOUNT' }
      | { type: 'ANOTHER_ADMIN_REJECTED_FIRST' }
      | { type: 'DISMISS' }
      | { type: 'SCROLL_TO_END' }
      | { type: 'PICK_APPROVED' }
      | { type: 'TAKE_OUT' };
  },
}).createMachine({
  id: 'campaignReviewBehaviour',
  initial: 'start',
  states: {
    start: { description: 'the admin is signed in', on: { OPEN_REVIEW: 'loadingCampaign' } },
    loadingCampaign: {
      description: 'the campaign is on its way',
      on: { CAMPAIGN_ARRIVES: 'loading', CAMPAIGN_FAILS: 'campaignFailed', CAMPAIGN_DELETED: 'notFound' },
    },
    campaignFailed: {
      description: "the screen says 'Error fetching campaign' and offers a retry",
      on: { RETRY: 'loadingCampaign' },
    },
    notFound: { description: "the screen says 'Campaign not found' with a link back to the campaigns" },
    loading: {
      description: 'the campaign heads the screen; the first page of pending products is on its way',
      on: { PAGE_ARRIVES: 'review', PAGE_FAILS: 'failed' },
    },
    failed: {
      description: 'the review says the products could not be loaded and offers a retry',
      on: { RETRY: 'loading' },
    },
    review: {
      description: 'the two oldest of three pending products with their prices, the tabs counting 3, 1 and 1',
      on: {
        APPROVE: 'approving',
        REJECT: 'rejecting',
        SCROLL_TO_END: 'loadingMore',
        PICK_APPROVED: 'approvedLoading',
      },
    },
    approving: {
      description: 'the approval is with the server; the buttons wait',
      on: {
        SERVER_DECIDES: 'approved',
        SERVER_FAILS: 'approvalFailed',
        PRICE_FELL_TO_DISCOUNT: 'priceRefused',
      },
    },
    approved: { description: 'the approved product left Pending, the counts moved, a toast says so' },
    approvalFailed: { description: 'a toast says the decision was not saved; the product still waits' },
    priceRefused: {
      description: 'a dialog says the product now costs no more than its discount, in the server’s words',
      on: { DISMISS: 'repricing' },
    },
    repricing: {
      description: 'the dialog is closed and the pending products load afresh',
      on: { PAGE_ARRIVES: 'repriced' },
    },
    repriced: { description: "the product shows 'Price now ₱1,200.00' and still waits for a decision" },
    rejecting: {
      description: 'the rejection dialog asks for the reason, empty',
      on: { SUBMIT_EMPTY: 'reasonMissing', SUBMIT_REASON: 'rejectionSent', CANCEL: 'review' },
    },
    reasonMissing: {
      description: "the dialog says 'Reason is required'; nothing was sent",
      on: { SUBMIT_REASON: 'rejectionSent' },
    },
    rejectionSent: {
      description: 'the rejection and its reason are with the server, the dialog locked',
      on: {
        SERVER_DECIDES: 'rejected',
        SERVER_FAILS: 'rejectionFailed',
        ANOTHER_ADMIN_REJECTED_FIRST: 'refused',
      },
    },
    rejectionFailed: {
      description: 'the dialog says the decision was not saved and keeps the reason',
      on: { SUBMIT_REASON: 'rejectionSent', CANCEL: 'review' },
    },
    rejected: { description: 'the rejected product left Pending, the counts moved, a toast says so' },
    refused: {
      description: 'a dialog says another admin rejected the product first, in the server’s words',
      on: { DISMISS: 'reloading' },
    },
    reloading: {
      description: 'the dialog is closed and the pending products load afresh',
      on: { PAGE_ARRIVES: 'reloaded' },
    },
    reloaded: {
      description: 'the two pending products left, the one approved elsewhere counted as approved',
    },
    loadingMore: {
      description: 'the page after the last product loaded is on its way under the list',
      on: { PAGE_ARRIVES: 'allPending' },
    },
    allPending: { description: 'every pending product is listed once, oldest first' },
    approvedLoading: {
      description: 'the Approved tab is chosen, kept in the URL, and its first page is on its way',
      on: { PAGE_ARRIVES: 'approvedTab' },
    },
    approvedTab: {
      description: 'the approved product shows its badge and a Reject button, no Approve',
      on: { TAKE_OUT: 'takingOut' },
    },
    takingOut: {
      description: 'the dialog says rejecting takes the approved product out of the campaign',
      on: { SUBMIT_REASON: 'takeOutSent' },
    },
    takeOutSent: {
      description: 'the reason is with the server, the dialog locked',
      on: { SERVER_DECIDES: 'takenOut' },
    },
    takenOut: { description: 'the Approved tab is empty, Rejected counts 2, a toast says it was taken out' },
  },
});

type BehaviourEvent = EventFrom<typeof reviewBehaviour>;
const everyEvent = (
  [
    'OPEN_REVIEW',
    'CAMPAIGN_ARRIVES',
    'CAMPAIGN_FAILS',
    'CAMPAIGN_DELETED',
    'RETRY',
    'PAGE_ARRIVES',
    'PAGE_FAILS',
    'APPROVE',
    'REJECT',
    'SUBMIT_EMPTY',
    'SUBMIT_REASON',
    'CANCEL',
    'SERVER_DECIDES',
    'SERVER_FAILS',
    'PRICE_FELL_TO_DISCOUNT',
    'ANOTHER_ADMIN_REJECTED_FIRST',
    'DISMISS',
    'SCROLL_TO_END',
    'PICK_APPROVED',
    'TAKE_OUT',
  ] as const
).map((type) => ({ type })) as BehaviourEvent[];

const model = createTestModel(reviewBehaviour);
const paths = transitionPaths(model, (snapshot) => everyEvent.filter((event) => snapshot.can(event)));

const campaignId = 1;
const applied: FakeAdminAppliedProduct[] = [
  {
    campaignId,
    productId: 5001,
    productName: 'Rice cooker 1.8 L',
    productPrice: 1500,
    discountPrice: 1200,
    seller: 0,
  },
  {
    campaignId,
    productId: 5002,
    productName: 'Abaca tote bag',
    productPrice: 850,
    discountPrice: 680,
    currentPrice: 800,
    seller: 1,
  },
  {
    campaignId,
    productId: 5003,
    productName: 'Dried mangoes 500 g',
    productPrice: 320,
    discountPrice: 299,
    seller: 2,
  },
  {
    campaignId,
    productId: 5004,
    productName: 'Banig sleeping mat',
    productPrice: 1250,
    discountPrice: 999,
    status: 'approved',
    seller: 1,
  },
  {
    campaignId,
    productId: 5005,
    productName: 'Coco sugar 1 kg',
    productPrice: 260,
    discountPrice: 230,
    status: 'rejected',
    reason: 'The photos are blurry.',
    seller: 2,
  },
];
const [rice, tote, mangoes, mat] = applied.map((product) => product.productName!) as [
  string,
  string,
  string,
  string,
];
const reason = 'The discount must hold for the whole sales period.';
const outage = new FailureError({
  kind: 'http',
  status: 500,
  code: 'INTERNAL_ERROR',
  message: 'Something went wrong on our side.',
});

beforeEach(() => FakeIntersectionObserver.install());

describe(`campaign review (${paths.length} paths)`, () => {
  afterAll(() => console.info(`campaign review model: ${paths.length} paths covered`));

  for (const path of paths) {
    it(path.description, { timeout: 30_000 }, async () => {
      const memory = createFakeAdminCampaigns({ applied, pageSize: 2 });
      const api = heldService(memory.service);
      const actors = watchActors();
      const user = userEvent.setup();
      const location = memoryLocation({ path: `/admin/campaigns/${campaignId}/applications`, record: true });
      // The production lifecycle beside the review, one actor per applied product, sent its history so far.
      const lifecycles = new Map(
        applied.map((product) => {
          const actor = createActor(campaignProductLifecycleMachine, { inspect: modelInspect }).start();
          if (product.status === 'approved') actor.send({ type: 'APPROVE' });
          if (product.status === 'rejected') actor.send({ type: 'REJECT' });
          return [product.productId, actor] as const;
        }),
      );
      const statusOf = (productId: number) =>
        memory.applied().find((product) => product.data.id === productId)!.status;
      /** What the server did to a product, as its lifecycle takes it. */
      const follow = (productId: number) =>
        lifecycles.get(productId)!.send({ type: statusOf(productId) === 'approved' ? 'APPROVE' : 'REJECT' });
      const lifecyclesMatchServer = () => {
        for (const [productId, actor] of lifecycles)
          expect(actor.getSnapshot().value).toBe(statusOf(productId));
      };
      let view: ReturnType<typeof render> | undefined;
      const appLogic = createFakeAppLogic(
        `/admin/campaigns/${campaignId}/applications`,
        location.navigate,
        {},
        { inspect: actors.inspect },
      );

      const review = () => actors.latest('campaignReview').getSnapshot();
      const list = () =>
        (actors.latest('campaignReview') as AnyActorRef).getSnapshot().children.list.getSnapshot();
      const decisionIs = (value: string) =>
        waitFor(() => expect(review().value).toEqual({ reviewing: { products: 'shown', decision: value } }));
      const rows = async (count: number, name = /^Pending products/) => {
        const shown = await screen.findByRole('list', { name });
        await waitFor(() => expect(within(shown).queryAllByRole('article')).toHaveLength(count));
        return within(shown).queryAllByRole('article');
      };
      const rowOf = (name: string) => screen.getByRole('article', { name });
      const tabsSay = async (pending: number, approved: number, rejected: number) => {
        await waitFor(() => expect(screen.getByRole('tab', { name: `Pending ${pending}` })).toBeVisible());
        expect(screen.getByRole('tab', { name: `Approved ${approved}` })).toBeVisible();
        expect(screen.getByRole('tab', { name: `Rejected ${rejected}` })).toBeVisible();
      };
      const dialog = (name: string) => screen.findByRole('dialog', { name });

      try {
        await path.test({
          states: {
            start: () => {
              expect(api.waiting('get')).toBe(0);
              lifecyclesMatchServer();
            },
            loadingCampaign: async () => {
              expect(await screen.findByText('Loading the campaign…')).toBeVisible();
              expect(review().value).toBe('loading');
              expect(api.waiting('get')).toBe(1);
              expect(api.sent('get').at(-1)?.[0]).toBe(String(campaignId));
            },
            campaignFailed: async () => {
              expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching campaign');
              expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
              expect(review().value).toBe('failed');
            },
            notFound: async () => {
              expect(
                await screen.findByRole('heading', { level: 1, name: 'Campaign not found' }),
              ).toBeVisible();
              expect(screen.getByRole('link', { name: '← All campaigns' })).toHaveAttribute(
                'href',
                '/admin/campaigns',
              );
              expect(review().value).toBe('notFound');
              expect(api.waiting('listProducts')).toBe(0);
            },
            loading: async () => {
              expect(await screen.findByRole('heading', { level: 1, name: 'Payday Sale' })).toBeVisible();
              expect(await screen.findByText('Loading applied products…')).toBeVisible();
              // The counts come with the first page.
              expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
              await decisionIs('idle');
              expect(list().value).toBe('loading');
              expect(api.sent('listProducts').at(-1)).toEqual([
                String(campaignId),
                { status: 'pending', cursor: null },
              ]);
            },
            failed: async () => {
              expect(await screen.findByRole('alert')).toHaveTextContent(
                'The applied products could not be loaded.',
              );
              expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
              expect(list().value).toBe('failed');
            },
            review: async () => {
              const [oldest, next] = await rows(2);
              expect(oldest).toHaveAccessibleName(rice);
              expect(next).toHaveAccessibleName(tote);
              expect(within(oldest!).getByText('₱1,200.00')).toBeVisible();
              expect(within(oldest!).getByText('₱1,500.00')).toBeVisible();
              expect(within(oldest!).getByText('20% off')).toBeVisible();
              expect(within(oldest!).getByText('Tindahan ni Ana')).toBeVisible();
              expect(within(oldest!).queryByText(/^Price now/)).toBeNull();
              // The seller lowered the tote's price since applying: the admin sees it.
              expect(within(next!).getByText('Price now ₱800.00')).toBeVisible();
              await tabsSay(3, 1, 1);
              expect(screen.queryByRole('dialog')).toBeNull();
              await decisionIs('idle');
              expect(list().value).toBe('idle');
              expect(api.waiting('decide')).toBe(0);
              lifecyclesMatchServer();
            },
            approving: async () => {
              expect(await within(rowOf(rice)).findByRole('button', { name: 'Approving…' })).toBeDisabled();
              expect(within(rowOf(tote)).getByRole('button', { name: 'Approve' })).toBeDisabled();
              await decisionIs('approving');
              expect(api.sent('decide').at(-1)).toEqual([String(campaignId), 5001, { status: 'approved' }]);
            },
            approved: async () => {
              const [next] = await rows(1);
              expect(next).toHaveAccessibleName(tote);
              await tabsSay(2, 2, 1);
              expect(await screen.findByText('Product approved')).toBeVisible();
              expect(
                screen.getByText(
                  '"Rice cooker 1.8 L" joins "Payday Sale" at ₱1,200.00. The seller was told.',
                ),
              ).toBeVisible();
              await decisionIs('idle');
              expect(statusOf(5001)).toBe('approved');
              lifecyclesMatchServer();
            },
            approvalFailed: async () => {
              expect(await screen.findByText('Not approved')).toBeVisible();
              // A 5xx's own words are not the admin's business.
              expect(screen.getByText('The decision could not be saved. Please try again.')).toBeVisible();
              await decisionIs('idle');
              expect(within(rowOf(rice)).getByRole('button', { name: 'Approve' })).toBeEnabled();
              expect(statusOf(5001)).toBe('pending');
              lifecyclesMatchServer();
            },
            priceRefused: async () => {
              const open = await screen.findByRole('alertdialog', { name: 'Decision not saved' });
              expect(open).toHaveTextContent(
                'Your approval of "Rice cooker 1.8 L" was not saved. "Rice cooker 1.8 L" now costs ₱1,200.00, no more than its discount price: reject it with a reason. The list now shows the products as they are.',
              );
              expect(within(open).getByRole('button', { name: 'Back to the review' })).toHaveFocus();
              await decisionIs('refused');
              expect(review().context.failure).toMatchObject({ status: 409, code: 'PRICE_CHANGED' });
              // The list loads afresh behind the dialog.
              expect(list().value).toBe('loading');
              expect(api.waiting('listProducts')).toBe(1);
              lifecyclesMatchServer();
            },
            repricing: async () => {
              await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
              expect(await screen.findByText('Loading applied products…')).toBeVisible();
              await decisionIs('idle');
              expect(review().context.intent).toBeNull();
            },
            repriced: async () => {
              const [oldest] = await rows(2);
              expect(oldest).toHaveAccessibleName(rice);
              expect(within(oldest!).getByText('Price now ₱1,200.00')).toBeVisible();
              expect(within(oldest!).getByRole('button', { name: 'Approve' })).toBeEnabled();
              await tabsSay(3, 1, 1);
              expect(statusOf(5001)).toBe('pending');
            },
            rejecting: async () => {
              const open = await dialog('Reject product');
              expect(open).toHaveTextContent(
                '"Rice cooker 1.8 L" will not join "Payday Sale". The seller reads your reason in the app and may apply it again.',
              );
              expect(open).toHaveTextContent('₱1,200.00 (20% off ₱1,500.00)');
              expect(within(open).getByRole('textbox', { name: 'Reason for the seller' })).toHaveValue('');
              await decisionIs('rejecting');
            },
            reasonMissing: async () => {
              const open = await dialog('Reject product');
              expect(await within(open).findByText('Reason is required')).toBeVisible();
              await decisionIs('rejecting');
              expect(api.waiting('decide')).toBe(0);
            },
            rejectionSent: async () => {
              expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
              await decisionIs('sendingRejection');
              expect(api.sent('decide').at(-1)).toEqual([
                String(campaignId),
                5001,
                { status: 'rejected', reason },
              ]);
            },
            rejectionFailed: async () => {
              const open = await dialog('Reject product');
              expect(within(open).getByRole('alert')).toHaveTextContent(
                'The decision could not be saved. Please try again.',
              );
              expect(within(open).getByRole('textbox', { name: 'Reason for the seller' })).toHaveValue(
                reason,
              );
              await decisionIs('rejecting');
              lifecyclesMatchServer();
            },
            rejected: async () => {
              const [next] = await rows(1);
              expect(next).toHaveAccessibleName(tote);
              await tabsSay(2, 1, 2);
              expect(await screen.findByText('Product rejected')).toBeVisible();
              expect(
                screen.getByText(
                  '"Rice cooker 1.8 L" stays out of "Payday Sale". Tindahan ni Ana was told why.',
                ),
              ).toBeVisible();
              await decisionIs('idle');
              expect(memory.applied().find((product) => product.data.id === 5001)).toMatchObject({
                status: 'rejected',
                reason,
              });
              lifecyclesMatchServer();
            },
            refused: async () => {
              const open = await screen.findByRole('alertdialog', { name: 'Decision not saved' });
              expect(open).toHaveTextContent(
                'Your rejection of "Rice cooker 1.8 L" was not saved. "Rice cooker 1.8 L" is already rejected. The list now shows the products as they are.',
              );
              await decisionIs('refused');
              expect(list().value).toBe('loading');
              lifecyclesMatchServer();
            },
            reloading: async () => {
              await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
              expect(await screen.findByText('Loading applied products…')).toBeVisible();
              await decisionIs('idle');
            },
            reloaded: async () => {
              const listed = await rows(2);
              expect(listed[0]).toHaveAccessibleName(tote);
              expect(listed[1]).toHaveAccessibleName(mangoes);
              await tabsSay(2, 1, 2);
              expect(list().value).toBe('end');
            },
            loadingMore: async () => {
              expect(await screen.findByText('Loading more applied products…')).toBeVisible();
              await rows(2);
              expect(list().value).toBe('loading');
              // Keyset: the next page starts after the last product loaded.
              expect(api.sent('listProducts').at(-1)?.[1]).toEqual({ status: 'pending', cursor: '2' });
            },
            allPending: async () => {
              const listed = await rows(3);
              expect(listed[2]).toHaveAccessibleName(mangoes);
              expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
              await tabsSay(3, 1, 1);
              expect(list().value).toBe('end');
            },
            approvedLoading: async () => {
              await waitFor(() =>
                expect(screen.getByRole('tab', { name: /^Approved/ })).toHaveAttribute(
                  'aria-selected',
                  'true',
                ),
              );
              expect(location.history.at(-1)).toBe(
                `/admin/campaigns/${campaignId}/applications?status=approved`,
              );
              expect(list().value).toBe('loading');
              expect(api.sent('listProducts').at(-1)?.[1]).toEqual({ status: 'approved', cursor: null });
              expect(review().context.filters).toEqual({ status: 'approved' });
            },
            approvedTab: async () => {
              const [approved] = await rows(1, /^Approved products/);
              expect(approved).toHaveAccessibleName(mat);
              expect(within(approved!).getByText('Approved')).toBeVisible();
              expect(within(approved!).getByRole('button', { name: 'Reject' })).toBeEnabled();
              expect(within(approved!).queryByRole('button', { name: 'Approve' })).toBeNull();
              await tabsSay(3, 1, 1);
              expect(list().value).toBe('end');
            },
            takingOut: async () => {
              const open = await dialog('Take out of the campaign');
              expect(open).toHaveTextContent(
                '"Banig sleeping mat" is approved: rejecting it takes it out of "Payday Sale", and it is no longer sold at its discount price there.',
              );
              await decisionIs('rejecting');
            },
            takeOutSent: async () => {
              expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
              await decisionIs('sendingRejection');
              expect(api.sent('decide').at(-1)).toEqual([
                String(campaignId),
                5004,
                { status: 'rejected', reason },
              ]);
            },
            takenOut: async () => {
              expect(await screen.findByText('No approved products yet')).toBeVisible();
              await tabsSay(3, 0, 2);
              expect(await screen.findByText('Product taken out')).toBeVisible();
              expect(statusOf(5004)).toBe('rejected');
              lifecyclesMatchServer();
            },
          },
          events: {
            OPEN_REVIEW: () => {
              view = render(
                <AppLogicProvider logic={appLogic}>
                  <Router hook={location.hook} searchHook={location.searchHook}>
                    <CampaignReview
                      logic={provideCampaignReview(api.service, location.navigate)}
                      campaignId={String(campaignId)}
                    />
                  </Router>
                  <ToastRegion />
                </AppLogicProvider>,
              );
            },
            CAMPAIGN_ARRIVES: async () => {
              await waitFor(() => expect(api.waiting('get')).toBe(1));
              await api.answer('get');
            },
            CAMPAIGN_FAILS: async () => {
              await waitFor(() => expect(api.waiting('get')).toBe(1));
              await api.refuse('get', outage);
            },
            CAMPAIGN_DELETED: async () => {
              await waitFor(() => expect(api.waiting('get')).toBe(1));
              memory.drop(campaignId);
              await api.answer('get');
            },
            RETRY: () => user.click(screen.getByRole('button', { name: 'Try again' })),
            PAGE_ARRIVES: async () => {
              await waitFor(() => expect(api.waiting('listProducts')).toBe(1));
              await api.answer('listProducts');
            },
            PAGE_FAILS: async () => {
              await waitFor(() => expect(api.waiting('listProducts')).toBe(1));
              await api.refuse('listProducts', outage);
            },
            APPROVE: () => user.click(within(rowOf(rice)).getByRole('button', { name: 'Approve' })),
            REJECT: () => user.click(within(rowOf(rice)).getByRole('button', { name: 'Reject' })),
            TAKE_OUT: async () =>
              user.click(
                within(await screen.findByRole('article', { name: mat })).getByRole('button', {
                  name: 'Reject',
                }),
              ),
            SUBMIT_EMPTY: async () =>
              user.click(within(await dialog('Reject product')).getByRole('button', { name: 'Reject' })),
            SUBMIT_REASON: async () => {
              const field = await screen.findByRole('textbox', { name: 'Reason for the seller' });
              await user.clear(field);
              await user.click(field);
              await user.paste(reason);
              await user.click(screen.getByRole('button', { name: /^(Reject|Take out)$/ }));
            },
            CANCEL: async () => user.click(await screen.findByRole('button', { name: 'Cancel' })),
            SERVER_DECIDES: async () => {
              await waitFor(() => expect(api.waiting('decide')).toBe(1));
              const [, productId] = api.sent('decide').at(-1) as [string, number];
              await api.answer('decide');
              follow(productId);
            },
            SERVER_FAILS: async () => {
              await waitFor(() => expect(api.waiting('decide')).toBe(1));
              await api.refuse('decide', outage);
            },
            PRICE_FELL_TO_DISCOUNT: async () => {
              await waitFor(() => expect(api.waiting('decide')).toBe(1));
              memory.setCurrentPrice(campaignId, 5001, 1200);
              await api.answer('decide');
            },
            ANOTHER_ADMIN_REJECTED_FIRST: async () => {
              await waitFor(() => expect(api.waiting('decide')).toBe(1));
              await memory.service.decide(campaignId, 5001, {
                status: 'rejected',
                reason: 'Not a campaign item.',
              });
              follow(5001);
              await api.answer('decide');
            },
            DISMISS: () => user.click(screen.getByRole('button', { name: 'Back to the review' })),
            SCROLL_TO_END: () => act(() => FakeIntersectionObserver.scrollIntoReach()),
            PICK_APPROVED: () => user.click(screen.getByRole('tab', { name: /^Approved/ })),
          },
        });
      } finally {
        view?.unmount();
        for (const actor of lifecycles.values()) actor.stop();
        appLogic.session.stop();
        await act(() => dismissAllToasts());
      }
    });
  }
});
