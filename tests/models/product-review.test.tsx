// Model-based test of the admin's product review (issue 11): the queue's first page arriving or failing,
// Approve confirmed, Reject with a required reason, the server answering, failing, refusing the reason or
// saying another admin decided first (409), the tab kept in the URL. It drives the real view over the real
// composition (src/app/admin-products.ts) and an in-memory server that answers when the model says so; at
// every model state it checks the screen AND the production review machine (and its invoked queue).
import { createTestModel } from '@xstate/graph';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { setup, type AnyActorRef, type EventFrom } from 'xstate';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { productStatus } from '#schemas/products';
import { FailureError } from '#machines/shared/failure.ts';
import { provideAdminProducts } from '../../src/app/admin-products.ts';
import { AppLogicProvider } from '../../src/views/app/app-logic.tsx';
import { ProductReview } from '../../src/views/admin/products/ProductReview.tsx';
import { ToastRegion } from '../../src/views/toast/ToastRegion.tsx';
import { dismissAllToasts } from '../../src/views/toast/toasts.ts';
import { createFakeAdminProducts, fakeNow, makeReviewProduct } from '../services/admin-products.ts';
import { createFakeAppLogic } from '../views/fake-app-logic.tsx';
import { FakeIntersectionObserver } from '../views/notifications/intersection-observer.ts';
import { heldService } from './app-support.tsx';
import { transitionPaths, watchActors } from './model-support.ts';

const reviewBehaviour = setup({
  types: {} as {
    events:
      | { type: 'OPEN_QUEUE' }
      | { type: 'PAGE_ARRIVES' }
      | { type: 'PAGE_FAILS' }
      | { type: 'RETRY' }
      | { type: 'APPROVE' }
      | { type: 'REJECT' }
      | { type: 'CONFIRM' }
      | { type: 'CANCEL' }
      | { type: 'SUBMIT_NO_REASON' }
      | { type: 'SUBMIT_REASON' }
      | { type: 'SERVER_DECIDES' }
      | { type: 'SERVER_FAILS' }
      | { type: 'SERVER_REFUSES_REASON' }
      | { type: 'ANOTHER_ADMIN_DECIDED_FIRST' }
      | { type: 'DISMISS' }
      | { type: 'PICK_REJECTED' }
      | { type: 'SCROLL_TO_END' };
  },
}).createMachine({
  id: 'productReviewBehaviour',
  initial: 'start',
  states: {
    start: { description: 'the admin is signed in', on: { OPEN_QUEUE: 'loading' } },
    loading: {
      description: 'the first page of pending products is on its way',
      on: { PAGE_ARRIVES: 'queue', PAGE_FAILS: 'failed' },
    },
    failed: { description: 'the queue says it could not load and offers a retry', on: { RETRY: 'loading' } },
    queue: {
      description: 'the two oldest of three pending products, each with Approve and Reject',
      on: { APPROVE: 'confirming', REJECT: 'reasoning', PICK_REJECTED: 'rejectedLoading' },
    },
    confirming: {
      description: 'the approval waits for a confirmation',
      on: { CONFIRM: 'approving', CANCEL: 'queue' },
    },
    approving: {
      description: 'the approval is with the server, its dialog locked',
      on: {
        SERVER_DECIDES: 'approved',
        SERVER_FAILS: 'approvalFailed',
        ANOTHER_ADMIN_DECIDED_FIRST: 'refused',
      },
    },
    approvalFailed: {
      description: 'the confirmation says the approval was not saved and offers to try again',
      on: { CONFIRM: 'approving', CANCEL: 'queue' },
    },
    approved: {
      description: 'the approved product left the queue, the next has the focus, the counts moved',
      on: { PICK_REJECTED: 'rejectedLoading', SCROLL_TO_END: 'loadingMore' },
    },
    loadingMore: {
      description: 'the page after the last product loaded is on its way under the queue',
      on: { PAGE_ARRIVES: 'allPending' },
    },
    allPending: {
      description: 'every pending product is listed once, the decided one not among them',
    },
    refused: {
      description: 'a dialog says another admin decided the product first',
      on: { DISMISS: 'refusalDismissed' },
    },
    refusalDismissed: {
      description: 'the product decided elsewhere left the queue and the next has the focus',
    },
    reasoning: {
      description: 'the reason dialog is open and empty',
      on: { SUBMIT_NO_REASON: 'reasonMissing', SUBMIT_REASON: 'rejecting', CANCEL: 'queue' },
    },
    reasonMissing: {
      description: 'the reason dialog says a reason is required; nothing was sent',
      on: { SUBMIT_REASON: 'rejecting' },
    },
    rejecting: {
      description: 'the rejection and its reason are with the server',
      on: {
        SERVER_DECIDES: 'rejected',
        SERVER_FAILS: 'rejectionFailed',
        SERVER_REFUSES_REASON: 'reasonRefused',
      },
    },
    rejectionFailed: {
      description: 'the reason dialog says the rejection was not saved and keeps the reason',
      on: { SUBMIT_REASON: 'rejecting' },
    },
    reasonRefused: {
      description: "the server's refusal of the reason shows under the field",
      on: { CANCEL: 'queue' },
    },
    rejected: { description: 'the rejected product left the queue and the counts moved' },
    rejectedLoading: {
      description: 'the Rejected tab is chosen, kept in the URL, and its first page is on its way',
      on: { PAGE_ARRIVES: 'rejectedTab' },
    },
    rejectedTab: { description: 'the rejected products show their reasons and no decision' },
  },
});

type BehaviourEvent = EventFrom<typeof reviewBehaviour>;
const everyEvent = (
  [
    'OPEN_QUEUE',
    'PAGE_ARRIVES',
    'PAGE_FAILS',
    'RETRY',
    'APPROVE',
    'REJECT',
    'CONFIRM',
    'CANCEL',
    'SUBMIT_NO_REASON',
    'SUBMIT_REASON',
    'SERVER_DECIDES',
    'SERVER_FAILS',
    'SERVER_REFUSES_REASON',
    'ANOTHER_ADMIN_DECIDED_FIRST',
    'DISMISS',
    'PICK_REJECTED',
    'SCROLL_TO_END',
  ] as const
).map((type) => ({ type })) as BehaviourEvent[];

const model = createTestModel(reviewBehaviour);
const paths = transitionPaths(model, (snapshot) => everyEvent.filter((event) => snapshot.can(event)));

const products = [
  makeReviewProduct(1),
  makeReviewProduct(2, { productName: 'Ube halaya jar', price: 0.29, options: [], variants: [] }),
  makeReviewProduct(3),
  makeReviewProduct(4, { status: productStatus.approved }),
  makeReviewProduct(5, { status: productStatus.rejected, statusReason: 'The pictures show another brand.' }),
];
const [first, second] = products as [(typeof products)[0], (typeof products)[0]];
const reason = 'The pictures show another brand.';
const outage = new FailureError({
  kind: 'http',
  status: 500,
  code: 'INTERNAL_ERROR',
  message: 'Something went wrong on our side.',
});
const reasonRefusal = new FailureError({
  kind: 'http',
  status: 400,
  code: 'VALIDATION_FAILED',
  message: 'The reason can be at most 1000 characters',
  fields: { reason: 'The reason can be at most 1000 characters' },
});

beforeEach(() => FakeIntersectionObserver.install());

describe(`product review (${paths.length} paths)`, () => {
  afterAll(() => console.info(`product review model: ${paths.length} paths covered`));

  for (const path of paths) {
    it(path.description, { timeout: 30_000 }, async () => {
      const memory = createFakeAdminProducts({ products, pageSize: 2 });
      const api = heldService(memory.service);
      const actors = watchActors();
      const user = userEvent.setup();
      const location = memoryLocation({ path: '/admin/products', record: true });
      let view: ReturnType<typeof render> | undefined;
      const appLogic = createFakeAppLogic(
        '/admin/products',
        location.navigate,
        {},
        { inspect: actors.inspect },
      );

      const review = () => actors.latest('productReview').getSnapshot();
      const queue = () =>
        (actors.latest('productReview') as AnyActorRef).getSnapshot().children.list.getSnapshot();
      const reviewIs = (value: string) => waitFor(() => expect(review().value).toBe(value));
      const cards = async (count: number) => {
        const list = await screen.findByRole('list', { name: /products, oldest submission first$/ });
        await waitFor(() => expect(within(list).queryAllByRole('article')).toHaveLength(count));
        return within(list).queryAllByRole('article');
      };
      const tab = (name: string | RegExp) => screen.getByRole('tab', { name });
      const dialog = (name: string) =>
        screen.findByRole(name === 'Reject this product' ? 'dialog' : 'alertdialog', { name });
      const cardOf = (name: string) => screen.getByRole('article', { name });

      try {
        await path.test({
          states: {
            start: () => expect(api.waiting('listProducts')).toBe(0),
            loading: async () => {
              expect(await screen.findByText('Loading products…')).toBeVisible();
              await reviewIs('idle');
              expect(queue().value).toBe('loading');
              expect(api.waiting('listProducts')).toBe(1);
            },
            failed: async () => {
              expect(await screen.findByRole('alert')).toHaveTextContent('The products could not be loaded.');
              expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
              expect(queue().value).toBe('failed');
            },
            queue: async () => {
              const [oldest] = await cards(2);
              expect(oldest).toHaveAccessibleName(first.productName);
              expect(tab('Pending (3)')).toHaveAttribute('aria-selected', 'true');
              expect(within(cardOf(second.productName)).getByText('₱0.29')).toBeVisible();
              expect(screen.queryByRole('dialog')).toBeNull();
              await reviewIs('idle');
              expect(queue().value).toBe('idle');
              expect(memory.calls.filter((call) => call.startsWith('review'))).toEqual([]);
            },
            confirming: async () => {
              const open = await dialog('Approve this product?');
              expect(open).toHaveTextContent(`“${first.productName}” goes on sale`);
              await reviewIs('confirming');
            },
            approving: async () => {
              expect(await screen.findByRole('button', { name: 'Approving…' })).toBeDisabled();
              await reviewIs('deciding');
              expect(api.sent('reviewProduct').at(-1)).toEqual([
                first.id,
                { status: productStatus.approved },
              ]);
            },
            approvalFailed: async () => {
              const open = await dialog('Approve this product?');
              expect(within(open).getByRole('alert')).toHaveTextContent(
                'The decision could not be saved. Please try again.',
              );
              expect(within(open).getByRole('button', { name: 'Try again' })).toBeEnabled();
              await reviewIs('confirming');
            },
            approved: async () => {
              const [next] = await cards(1);
              expect(next).toHaveAccessibleName(second.productName);
              await waitFor(() => expect(next).toHaveFocus());
              expect(tab('Pending (2)')).toBeVisible();
              expect(tab('Approved (2)')).toBeVisible();
              expect(await screen.findByText('Product approved')).toBeVisible();
              await reviewIs('idle');
              expect(memory.products.get(first.id)?.status).toBe(productStatus.approved);
            },
            refused: async () => {
              const open = await dialog('Already decided');
              expect(open).toHaveTextContent(
                `Your decision on “${first.productName}” was not saved. This product was already approved. Only products pending review can be decided. It leaves the queue now.`,
              );
              expect(within(open).getByRole('button', { name: 'Back to the queue' })).toHaveFocus();
              await reviewIs('refused');
              expect(review().context.failure).toMatchObject({ status: 409 });
            },
            refusalDismissed: async () => {
              await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
              const [next] = await cards(1);
              expect(next).toHaveAccessibleName(second.productName);
              await waitFor(() => expect(next).toHaveFocus());
              expect(tab('Pending (2)')).toBeVisible();
              await reviewIs('idle');
              expect(review().context.intent).toBeNull();
            },
            reasoning: async () => {
              const open = await dialog('Reject this product');
              expect(within(open).getByRole('textbox', { name: 'Reason for the seller' })).toHaveValue('');
              await reviewIs('reasoning');
            },
            reasonMissing: async () => {
              const open = await dialog('Reject this product');
              expect(await within(open).findByText('Please give the seller a reason')).toBeVisible();
              await reviewIs('reasoning');
              expect(api.waiting('reviewProduct')).toBe(0);
            },
            rejecting: async () => {
              expect(await screen.findByRole('button', { name: 'Rejecting…' })).toBeDisabled();
              await reviewIs('deciding');
              expect(api.sent('reviewProduct').at(-1)).toEqual([
                first.id,
                { status: productStatus.rejected, reason },
              ]);
            },
            rejectionFailed: async () => {
              const open = await dialog('Reject this product');
              expect(within(open).getByRole('alert')).toHaveTextContent(
                'The decision could not be saved. Please try again.',
              );
              expect(within(open).getByRole('textbox', { name: 'Reason for the seller' })).toHaveValue(
                reason,
              );
              await reviewIs('reasoning');
            },
            reasonRefused: async () => {
              const open = await dialog('Reject this product');
              expect(
                await within(open).findByText('The reason can be at most 1000 characters'),
              ).toBeVisible();
              await reviewIs('reasoning');
              expect(review().context.reasonError).toBe('The reason can be at most 1000 characters');
            },
            rejected: async () => {
              const [next] = await cards(1);
              expect(next).toHaveAccessibleName(second.productName);
              expect(tab('Pending (2)')).toBeVisible();
              expect(tab('Rejected (2)')).toBeVisible();
              expect(await screen.findByText('Product rejected')).toBeVisible();
              await reviewIs('idle');
              expect(memory.products.get(first.id)?.statusReason).toBe(reason);
            },
            loadingMore: async () => {
              expect(await screen.findByText('Loading more products…')).toBeVisible();
              await cards(1);
              expect(queue().value).toBe('loading');
              // Keyset: the next page starts after the last product loaded, decided or not.
              expect(api.sent('listProducts').at(-1)).toEqual([
                { status: productStatus.pending, cursor: expect.any(String) },
              ]);
            },
            allPending: async () => {
              const listed = await cards(2);
              expect(listed[0]).toHaveAccessibleName(second.productName);
              expect(listed[1]).toHaveAccessibleName(products[2]!.productName);
              expect(tab('Pending (2)')).toBeVisible();
              expect(queue().value).toBe('end');
            },
            rejectedLoading: async () => {
              await waitFor(() => expect(tab(/^Rejected/)).toHaveAttribute('aria-selected', 'true'));
              expect(location.history.at(-1)).toBe('/admin/products?status=rejected');
              expect(queue().value).toBe('loading');
              expect(api.sent('listProducts').at(-1)).toEqual([
                { status: productStatus.rejected, cursor: null },
              ]);
            },
            rejectedTab: async () => {
              const list = await screen.findByRole('list', {
                name: 'Rejected products, oldest submission first',
              });
              await waitFor(() => expect(within(list).getAllByRole('article').length).toBeGreaterThan(0));
              expect(within(list).getAllByText(reason).length).toBeGreaterThan(0);
              expect(within(list).queryByRole('button', { name: 'Approve' })).toBeNull();
              expect(queue().value).toBe('end');
              expect(queue().context.filters).toEqual({ status: 'rejected' });
            },
          },
          events: {
            OPEN_QUEUE: () => {
              view = render(
                <AppLogicProvider logic={appLogic}>
                  <Router hook={location.hook} searchHook={location.searchHook}>
                    <ProductReview
                      logic={provideAdminProducts(api.service, location.navigate)}
                      now={fakeNow}
                    />
                  </Router>
                  <ToastRegion />
                </AppLogicProvider>,
              );
            },
            PAGE_ARRIVES: async () => {
              await waitFor(() => expect(api.waiting('listProducts')).toBe(1));
              await api.answer('listProducts');
            },
            PAGE_FAILS: async () => {
              await waitFor(() => expect(api.waiting('listProducts')).toBe(1));
              await api.refuse('listProducts', outage);
            },
            RETRY: () => user.click(screen.getByRole('button', { name: 'Try again' })),
            APPROVE: () =>
              user.click(within(cardOf(first.productName)).getByRole('button', { name: 'Approve' })),
            REJECT: () =>
              user.click(within(cardOf(first.productName)).getByRole('button', { name: 'Reject' })),
            CONFIRM: async () =>
              user.click(await screen.findByRole('button', { name: /^(Approve product|Try again)$/ })),
            CANCEL: async () => user.click(await screen.findByRole('button', { name: 'Cancel' })),
            SUBMIT_NO_REASON: async () =>
              user.click(await screen.findByRole('button', { name: 'Reject product' })),
            SUBMIT_REASON: async () => {
              const field = await screen.findByRole('textbox', { name: 'Reason for the seller' });
              await user.clear(field);
              await user.click(field);
              await user.paste(reason);
              await user.click(screen.getByRole('button', { name: 'Reject product' }));
            },
            SERVER_DECIDES: async () => {
              await waitFor(() => expect(api.waiting('reviewProduct')).toBe(1));
              await api.answer('reviewProduct');
            },
            SERVER_FAILS: async () => {
              await waitFor(() => expect(api.waiting('reviewProduct')).toBe(1));
              await api.refuse('reviewProduct', outage);
            },
            SERVER_REFUSES_REASON: async () => {
              await waitFor(() => expect(api.waiting('reviewProduct')).toBe(1));
              await api.refuse('reviewProduct', reasonRefusal);
            },
            ANOTHER_ADMIN_DECIDED_FIRST: async () => {
              await waitFor(() => expect(api.waiting('reviewProduct')).toBe(1));
              memory.products.get(first.id)!.status = productStatus.approved;
              await api.answer('reviewProduct');
            },
            DISMISS: () => user.click(screen.getByRole('button', { name: 'Back to the queue' })),
            SCROLL_TO_END: () => act(() => FakeIntersectionObserver.scrollIntoReach()),
            PICK_REJECTED: () => user.click(screen.getByRole('tab', { name: /^Rejected/ })),
          },
        });
      } finally {
        view?.unmount();
        appLogic.session.stop();
        await act(() => dismissAllToasts());
      }
    });
  }
});
