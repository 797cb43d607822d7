// Model-based test of the admin review (issue 4) driving the real <AdminDashboard /> and <SellerReview />:
// open a seller from the queue, approve (accepted or refused), reject with or without a reason.
import { createTestModel } from '@xstate/graph';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { afterAll, describe, expect, it } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fromPromise, setup, type EventFrom } from 'xstate';
import { createFakeAdminReview, fakeNow, makeSellerDetail } from '../services/admin-sellers.ts';
import { pagedListMachine } from '#machines/paged-list/machine.ts';
import { sellerReviewMachine, type DecisionResult } from '#machines/admin-review/review-machine.ts';
import { FailureError } from '#machines/shared/failure.ts';
import { AdminDashboard } from '../../src/views/admin/AdminDashboard.tsx';
import { SellerReview } from '../../src/views/admin/SellerReview.tsx';

const reviewBehaviour = setup({
  types: {} as {
    events:
      | { type: 'OPEN_SELLER' }
      | { type: 'APPROVE' }
      | { type: 'OPEN_REJECT' }
      | { type: 'CANCEL_REJECT' }
      | { type: 'SUBMIT_WITHOUT_REASON' }
      | { type: 'TYPE_REASON' }
      | { type: 'SUBMIT_REJECTION' }
      | { type: 'SERVER_ACCEPTS' }
      | { type: 'SERVER_REFUSES' }
      | { type: 'DISMISS_REFUSAL' };
  },
}).createMachine({
  id: 'adminReviewBehaviour',
  initial: 'queue',
  states: {
    queue: {
      meta: { description: 'the queue lists the pending seller' },
      on: { OPEN_SELLER: 'reviewing' },
    },
    reviewing: {
      meta: { description: 'the pending seller is shown with Approve and Reject enabled' },
      on: { APPROVE: 'approving', OPEN_REJECT: 'rejectDialog' },
    },
    approving: {
      meta: { description: 'the approval is in flight and neither button acts' },
      on: { SERVER_ACCEPTS: 'approved', SERVER_REFUSES: 'refused' },
    },
    approved: { meta: { description: 'the seller shows as Approved' }, type: 'final' },
    refused: {
      meta: { description: 'the 409 refusal is shown' },
      on: { DISMISS_REFUSAL: 'reviewing' },
    },
    rejectDialog: {
      meta: { description: 'the reject dialog asks for a reason' },
      on: { SUBMIT_WITHOUT_REASON: 'reasonMissing', TYPE_REASON: 'reasonTyped', CANCEL_REJECT: 'reviewing' },
    },
    reasonMissing: {
      meta: { description: 'the dialog says a reason is needed' },
      on: { TYPE_REASON: 'reasonTyped' },
    },
    reasonTyped: {
      meta: { description: 'a reason is typed' },
      on: { SUBMIT_REJECTION: 'rejecting' },
    },
    rejecting: {
      meta: { description: 'the rejection is in flight' },
      on: { SERVER_ACCEPTS: 'rejected', SERVER_REFUSES: 'refused' },
    },
    rejected: { meta: { description: 'the seller shows as Rejected with the reason' }, type: 'final' },
  },
});

type BehaviourEvent = EventFrom<typeof reviewBehaviour>;
const everyEvent: BehaviourEvent[] = (
  [
    'OPEN_SELLER',
    'APPROVE',
    'OPEN_REJECT',
    'CANCEL_REJECT',
    'SUBMIT_WITHOUT_REASON',
    'TYPE_REASON',
    'SUBMIT_REJECTION',
    'SERVER_ACCEPTS',
    'SERVER_REFUSES',
    'DISMISS_REFUSAL',
  ] as const
).map((type) => ({ type }));

const model = createTestModel(reviewBehaviour, {
  events: (snapshot) => everyEvent.filter((event) => snapshot.can(event)),
});
const paths = model.getSimplePaths();

const seller = makeSellerDetail(1);
const reason = 'The business permit is unreadable.';
const refusal = new FailureError({
  kind: 'http',
  status: 409,
  code: 'CONFLICT',
  message: 'This seller is already approved.',
});

type Pending = { resolve: (result: DecisionResult) => void; reject: (error: unknown) => void; kind: string };

describe(`admin review through the real views (${paths.length} paths)`, () => {
  afterAll(() => console.info(`admin-review model: ${paths.length} paths covered`));

  for (const path of paths) {
    it(path.description, async () => {
      const api = createFakeAdminReview({ sellers: [seller] });
      const requests: string[] = [];
      let pending: Pending | undefined;
      const decision = (kind: 'approved' | 'rejected', text: string | null) =>
        new Promise<DecisionResult>((resolve, reject) => {
          requests.push(text ? `${kind}: ${text}` : kind);
          pending = { resolve, reject, kind };
        });
      const review = sellerReviewMachine.provide({
        actors: {
          loadSeller: api.reviewActors.loadSeller,
          loadDocument: api.reviewActors.loadDocument,
          approve: fromPromise(() => decision('approved', null)),
          reject: fromPromise(({ input }) => decision('rejected', input.reason)),
        },
        actions: { announceDecision: () => undefined },
      });
      const memory = memoryLocation({ path: '/admin/dashboard', record: true });
      const user: UserEvent = userEvent.setup();
      const view = render(
        <Router hook={memory.hook}>
          <RouterProvider navigate={(to) => memory.navigate(to)}>
            <Switch>
              <Route path="/admin/dashboard">
                <AdminDashboard logic={pagedListMachine.provide({ actors: api.queueActors })} now={fakeNow} />
              </Route>
              <Route path="/admin/sellers/:id">
                {(params) => <SellerReview logic={review} sellerId={params.id} />}
              </Route>
            </Switch>
          </RouterProvider>
        </Router>,
      );

      const button = (name: string) => screen.getByRole('button', { name });
      const dialog = () => screen.getByRole('dialog', { name: 'Reject this seller' });
      const answer = async (settle: (current: Pending) => void) => {
        const current = pending;
        expect(current).toBeDefined();
        pending = undefined;
        await act(async () => settle(current!));
      };

      const states = {
        queue: async () => {
          const queue = await screen.findByRole('list', { name: /Pending sellers/ });
          expect(within(queue).getByRole('link', { name: 'Tindahan 1' })).toBeInTheDocument();
        },
        reviewing: async () => {
          await screen.findByRole('heading', { level: 1, name: 'Tindahan 1' });
          await waitFor(() => expect(button('Approve')).toBeEnabled());
          expect(button('Reject')).toBeEnabled();
          expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
          expect(screen.queryByRole('alert')).not.toBeInTheDocument();
        },
        approving: () => {
          expect(button('Approving…')).toBeDisabled();
          expect(button('Reject')).toBeDisabled();
          expect(requests.at(-1)).toBe('approved');
        },
        approved: async () => {
          await waitFor(() => expect(screen.getByTestId('approval-status')).toHaveTextContent('Approved'));
          expect(button('Approve')).toBeDisabled();
          expect(button('Reject')).toBeDisabled();
        },
        refused: async () => {
          const alert = await screen.findByRole('alert');
          expect(alert).toHaveTextContent('The decision was not saved. This seller is already approved.');
          expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        },
        rejectDialog: () => {
          expect(dialog()).toBeVisible();
          expect(within(dialog()).getByRole('textbox', { name: 'Reason for the seller' })).toBeValid();
        },
        reasonMissing: () => {
          expect(within(dialog()).getByText('Please give the seller a reason.')).toBeInTheDocument();
          expect(within(dialog()).getByRole('textbox')).toBeInvalid();
          // The browser never sends a rejection without a reason.
          expect(requests.filter((request) => request.startsWith('rejected'))).toHaveLength(0);
        },
        reasonTyped: () => {
          expect(within(dialog()).getByRole('textbox')).toHaveValue(reason);
          expect(within(dialog()).getByRole('textbox')).toBeValid();
        },
        rejecting: () => {
          expect(within(dialog()).getByRole('button', { name: 'Rejecting…' })).toBeDisabled();
          expect(requests.at(-1)).toBe(`rejected: ${reason}`);
        },
        rejected: async () => {
          await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
          expect(screen.getByTestId('approval-status')).toHaveTextContent('Rejected');
          expect(screen.getByText(`Reason: ${reason}`)).toBeInTheDocument();
        },
      };
      await states.queue();

      await path.test({
        states,
        events: {
          OPEN_SELLER: () => user.click(screen.getByRole('link', { name: 'Tindahan 1' })),
          APPROVE: () => user.click(button('Approve')),
          OPEN_REJECT: () => user.click(button('Reject')),
          CANCEL_REJECT: () => user.click(within(dialog()).getByRole('button', { name: 'Cancel' })),
          SUBMIT_WITHOUT_REASON: () =>
            user.click(within(dialog()).getByRole('button', { name: 'Reject seller' })),
          TYPE_REASON: async () => {
            await user.click(within(dialog()).getByRole('textbox'));
            await user.paste(reason);
          },
          SUBMIT_REJECTION: () => user.click(within(dialog()).getByRole('button', { name: 'Reject seller' })),
          SERVER_ACCEPTS: () =>
            answer((current) =>
              current.resolve({
                id: seller.id,
                approvalStatus: current.kind === 'approved' ? 1 : 2,
                decision: {
                  decision: current.kind as 'approved' | 'rejected',
                  reason: current.kind === 'rejected' ? reason : null,
                  adminEmail: 'admin@suki.ph',
                  decidedAt: fakeNow.toISOString(),
                },
              }),
            ),
          SERVER_REFUSES: () => answer((current) => current.reject(refusal)),
          DISMISS_REFUSAL: () =>
            user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Dismiss' })),
        },
      });
      view.unmount();
    });
  }
});
