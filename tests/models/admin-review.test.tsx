// Model-based test of the seller review (issue 4) in the real App: the seller loads or fails, documents open
// one at a time, Approve and Reject (a reason required, through the form) are answered, refused (409) or,
// for a reason, refused by the server's own check (400) when the model says so. At every model state the
// screen AND the production seller-review machine (and the reject dialog's form) are checked.
import { createTestModel } from '@xstate/graph';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it } from 'vitest';
import { setup, type EventFrom } from 'xstate';
import { FailureError } from '#machines/shared/failure.ts';
import { createFakeAdminReview, makeSellerDetail } from '../services/admin-sellers.ts';
import { heldService, renderAppWith } from './app-support.tsx';
import { transitionPaths, watchActors } from './model-support.ts';

const reviewBehaviour = setup({
  types: {} as {
    events:
      | { type: 'OPEN_SELLER' }
      | { type: 'SERVER_ANSWERS' }
      | { type: 'SERVER_FAILS' }
      | { type: 'SERVER_REFUSES' }
      | { type: 'SERVER_REFUSES_REASON' }
      | { type: 'RETRY' }
      | { type: 'VIEW_ID' }
      | { type: 'VIEW_CERTIFICATE' }
      | { type: 'CLOSE_DOCUMENT' }
      | { type: 'APPROVE' }
      | { type: 'DISMISS_REFUSAL' }
      | { type: 'RELOAD_SELLER' }
      | { type: 'OPEN_REJECT' }
      | { type: 'CANCEL_REJECT' }
      | { type: 'SUBMIT_WITHOUT_REASON' }
      | { type: 'TYPE_REASON' }
      | { type: 'SUBMIT_REJECTION' };
  },
}).createMachine({
  id: 'sellerReviewBehaviour',
  initial: 'start',
  states: {
    start: { description: 'the admin is signed in', on: { OPEN_SELLER: 'loading' } },
    loading: {
      description: 'the seller is on its way',
      on: { SERVER_ANSWERS: 'reviewing', SERVER_FAILS: 'loadFailed' },
    },
    reloadFailed: {
      description: 'reading the seller again failed; what was shown stays, with a retry',
      on: { RETRY: 'reloading' },
    },
    loadFailed: {
      description: 'the seller could not be loaded; a retry is offered',
      on: { RETRY: 'loading' },
    },
    reviewing: {
      description: 'the pending seller is shown with Approve and Reject enabled',
      on: { APPROVE: 'approving', OPEN_REJECT: 'rejectDialog', VIEW_ID: 'documentLoading' },
    },
    documentLoading: {
      description: 'the Primary ID is being fetched',
      on: { SERVER_ANSWERS: 'documentShown', SERVER_FAILS: 'documentFailed' },
    },
    documentShown: {
      description: 'the Primary ID is shown in the page',
      on: { VIEW_CERTIFICATE: 'otherDocumentLoading', CLOSE_DOCUMENT: 'reviewing' },
    },
    otherDocumentLoading: {
      description: 'the SEC Certificate replaces it and is being fetched',
      on: { SERVER_ANSWERS: 'otherDocumentShown' },
    },
    otherDocumentShown: { description: 'the SEC Certificate is shown', type: 'final' },
    documentFailed: {
      description: 'the document could not be fetched',
      on: { CLOSE_DOCUMENT: 'reviewing' },
    },
    approving: {
      description: 'the approval is in flight and neither button acts',
      on: { SERVER_ANSWERS: 'approved', SERVER_REFUSES: 'refused' },
    },
    approved: { description: 'the seller shows as Approved', type: 'final' },
    refused: {
      description: 'the 409 refusal is shown with Reload and Dismiss',
      on: { DISMISS_REFUSAL: 'reviewing', RELOAD_SELLER: 'reloading' },
    },
    reloading: {
      description: 'the seller is read again under the page; no decision until it is back',
      on: { SERVER_ANSWERS: 'reviewing', SERVER_FAILS: 'reloadFailed' },
    },
    rejectDialog: {
      description: 'the reject dialog asks for a reason',
      on: { SUBMIT_WITHOUT_REASON: 'reasonMissing', TYPE_REASON: 'reasonTyped', CANCEL_REJECT: 'reviewing' },
    },
    reasonMissing: {
      description: 'the dialog says a reason is needed',
      on: { TYPE_REASON: 'reasonTyped' },
    },
    reasonTyped: { description: 'a reason is typed', on: { SUBMIT_REJECTION: 'rejecting' } },
    rejecting: {
      description: 'the rejection is in flight',
      on: { SERVER_ANSWERS: 'rejected', SERVER_REFUSES: 'refused', SERVER_REFUSES_REASON: 'reasonRefused' },
    },
    rejected: { description: 'the seller shows as Rejected with the reason', type: 'final' },
    reasonRefused: {
      description: "the dialog shows the server's refusal of the reason under the field",
      on: { CANCEL_REJECT: 'reviewing' },
    },
  },
});

type BehaviourEvent = EventFrom<typeof reviewBehaviour>;
const everyEvent = (
  [
    'OPEN_SELLER',
    'SERVER_ANSWERS',
    'SERVER_FAILS',
    'SERVER_REFUSES',
    'SERVER_REFUSES_REASON',
    'RETRY',
    'VIEW_ID',
    'VIEW_CERTIFICATE',
    'CLOSE_DOCUMENT',
    'APPROVE',
    'DISMISS_REFUSAL',
    'RELOAD_SELLER',
    'OPEN_REJECT',
    'CANCEL_REJECT',
    'SUBMIT_WITHOUT_REASON',
    'TYPE_REASON',
    'SUBMIT_REJECTION',
  ] as const
).map((type) => ({ type })) as BehaviourEvent[];

const model = createTestModel(reviewBehaviour);
const paths = transitionPaths(model, (snapshot) => everyEvent.filter((event) => snapshot.can(event)));

const seller = makeSellerDetail(1);
const reason = 'The business permit is unreadable.';
const http = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  new FailureError({ kind: 'http', status, code, message, ...(fields ? { fields } : {}) });
const outage = http(500, 'INTERNAL_ERROR', 'Something went wrong on our side.');
const conflict = http(409, 'CONFLICT', 'This seller is already approved.');
const tooLong = 'The reason can be at most 1000 characters.';
const reasonRefusal = http(400, 'VALIDATION_FAILED', 'Invalid request', { reason: tooLong });

/** The review's state value while the seller is shown: its two regions. */
type Ready = { ready?: { decision: string; document: string } };

describe(`seller review in the App (${paths.length} paths)`, () => {
  afterAll(() => console.info(`seller review model: ${paths.length} paths covered`));

  for (const path of paths) {
    it(path.description, { timeout: 30_000 }, async () => {
      const memory = createFakeAdminReview({ sellers: [seller] });
      const api = heldService(memory.service);
      const actors = watchActors();
      const user = userEvent.setup();
      let app: ReturnType<typeof renderAppWith> | undefined;
      const review = () => actors.latest('sellerReview').getSnapshot();
      const decision = () => (review().value as Ready).ready?.decision;
      const documentView = () => (review().value as Ready).ready?.document;
      const button = (name: string) => screen.getByRole('button', { name });
      const dialog = () => screen.getByRole('dialog', { name: 'Reject this seller' });
      const reasonField = () => within(dialog()).getByRole('textbox', { name: 'Reason for the seller' });
      /** The one call the model answers next (this model never has two in flight). */
      const inFlight = async () => {
        const names = ['getSeller', 'getSellerDocument', 'approveSeller', 'rejectSeller'] as const;
        let found: (typeof names)[number] | undefined;
        await waitFor(() => {
          found = names.find((name) => api.waiting(name) > 0);
          expect(found, 'a call waiting for the server').toBeDefined();
        });
        return found!;
      };

      try {
        await path.test({
          states: {
            loading: async () => {
              expect(await screen.findByText('Loading the seller…')).toBeInTheDocument();
              await waitFor(() => expect(review().matches('loading')).toBe(true));
            },
            reloading: async () => {
              await waitFor(() => expect(review().matches('loading')).toBe(true));
              expect(screen.getByRole('heading', { level: 1, name: 'Tindahan 1' })).toBeVisible();
              expect(button('Approve')).toBeDisabled();
              expect(button('Reject')).toBeDisabled();
              expect(screen.queryByRole('alert')).not.toBeInTheDocument();
            },
            reloadFailed: async () => {
              expect(await screen.findByRole('alert')).toHaveTextContent('This seller could not be loaded.');
              expect(screen.getByRole('heading', { level: 1, name: 'Tindahan 1' })).toBeVisible();
              expect(review().matches('failed')).toBe(true);
            },
            loadFailed: async () => {
              expect(await screen.findByRole('alert')).toHaveTextContent('This seller could not be loaded.');
              expect(button('Try again')).toBeVisible();
              expect(review().matches('failed')).toBe(true);
            },
            reviewing: async () => {
              await screen.findByRole('heading', { level: 1, name: 'Tindahan 1' });
              await waitFor(() => expect(button('Approve')).toBeEnabled());
              expect(button('Reject')).toBeEnabled();
              await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
              expect(screen.queryByRole('alert')).not.toBeInTheDocument();
              expect(decision()).toBe('idle');
              expect(documentView()).toBe('closed');
            },
            documentLoading: async () => {
              expect(await screen.findByText('Loading the Primary ID…')).toBeInTheDocument();
              expect(documentView()).toBe('loading');
            },
            documentShown: async () => {
              expect(await screen.findByRole('img', { name: 'Primary ID' })).toHaveAttribute(
                'src',
                expect.stringMatching(/^blob:/),
              );
              expect(documentView()).toBe('showing');
            },
            otherDocumentLoading: async () => {
              expect(await screen.findByText('Loading the SEC Certificate…')).toBeInTheDocument();
              expect(documentView()).toBe('loading');
              expect(review().context.documentKind).toBe('secCertificate');
            },
            otherDocumentShown: async () => {
              expect(await screen.findByTitle('SEC Certificate')).toHaveAttribute(
                'src',
                expect.stringMatching(/^blob:/),
              );
              expect(documentView()).toBe('showing');
            },
            documentFailed: async () => {
              expect(await screen.findByText('This document could not be loaded.')).toBeVisible();
              expect(documentView()).toBe('failed');
            },
            approving: async () => {
              await waitFor(() => expect(button('Approving…')).toBeDisabled());
              expect(button('Reject')).toBeDisabled();
              expect(decision()).toBe('approving');
            },
            approved: async () => {
              await waitFor(() =>
                expect(screen.getByTestId('approval-status')).toHaveTextContent('Approved'),
              );
              expect(button('Approve')).toBeDisabled();
              expect(button('Reject')).toBeDisabled();
              expect(decision()).toBe('idle');
              expect(review().can({ type: 'review.approve' })).toBe(false);
            },
            refused: async () => {
              const alert = await screen.findByRole('alert');
              expect(alert).toHaveTextContent('The decision was not saved. This seller is already approved.');
              await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
              expect(decision()).toBe('refused');
            },
            rejectDialog: async () => {
              expect(await screen.findByRole('dialog', { name: 'Reject this seller' })).toBeVisible();
              expect(reasonField()).toBeValid();
              expect(decision()).toBe('rejectDialog');
              expect(actors.latest('form').getSnapshot().matches('editing')).toBe(true);
            },
            reasonMissing: async () => {
              expect(await within(dialog()).findByText('Please give the seller a reason.')).toBeVisible();
              expect(reasonField()).toBeInvalid();
              expect(actors.latest('form').getSnapshot().matches('revising')).toBe(true);
              expect(decision()).toBe('rejectDialog');
              expect(api.sent('rejectSeller')).toHaveLength(0);
            },
            reasonTyped: () => {
              expect(reasonField()).toHaveValue(reason);
              expect(reasonField()).toBeValid();
            },
            rejecting: async () => {
              await waitFor(() =>
                expect(within(dialog()).getByRole('button', { name: 'Rejecting…' })).toBeDisabled(),
              );
              expect(decision()).toBe('rejecting');
              expect(api.sent('rejectSeller').at(-1)).toEqual([seller.id, reason]);
            },
            rejected: async () => {
              await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
              expect(screen.getByTestId('approval-status')).toHaveTextContent('Rejected');
              expect(screen.getByText(`Reason: ${reason}`)).toBeInTheDocument();
              expect(decision()).toBe('idle');
            },
            reasonRefused: async () => {
              await waitFor(() => expect(reasonField()).toHaveAccessibleDescription(tooLong));
              expect(reasonField()).toBeInvalid();
              expect(decision()).toBe('rejectDialog');
              expect(review().context.reasonError).toBe(tooLong);
            },
          },
          events: {
            OPEN_SELLER: () => {
              localStorage.setItem('admin_token', 'admin-token');
              app = renderAppWith(
                `/admin/sellers/${seller.id}`,
                { adminSellers: async () => api.service },
                actors.inspect,
              );
            },
            SERVER_ANSWERS: async () => api.answer(await inFlight()),
            SERVER_FAILS: async () => api.refuse(await inFlight(), outage),
            SERVER_REFUSES: async () => api.refuse(await inFlight(), conflict),
            SERVER_REFUSES_REASON: async () => api.refuse(await inFlight(), reasonRefusal),
            RETRY: () => user.click(button('Try again')),
            VIEW_ID: () => user.click(button('View Primary ID')),
            VIEW_CERTIFICATE: () => user.click(button('View SEC Certificate')),
            CLOSE_DOCUMENT: () => user.click(button('Close document')),
            APPROVE: () => user.click(button('Approve')),
            DISMISS_REFUSAL: () =>
              user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Dismiss' })),
            RELOAD_SELLER: () =>
              user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Reload seller' })),
            OPEN_REJECT: () => user.click(button('Reject')),
            CANCEL_REJECT: () => user.click(within(dialog()).getByRole('button', { name: 'Cancel' })),
            SUBMIT_WITHOUT_REASON: () =>
              user.click(within(dialog()).getByRole('button', { name: 'Reject seller' })),
            TYPE_REASON: async () => {
              await user.click(reasonField());
              await user.paste(reason);
            },
            SUBMIT_REJECTION: () =>
              user.click(within(dialog()).getByRole('button', { name: 'Reject seller' })),
          },
        });
      } finally {
        await app?.close();
      }
    });
  }
});
