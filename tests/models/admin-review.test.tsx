// Model-based test of the seller review (issues 4 and 10) in the real App: the seller loads or fails,
// documents open one at a time, Approve is confirmed (or cancelled) before it is sent, Reject and Suspend
// need a reason (through the form), Reinstate is confirmed; each answered, refused (409) or, for a reason,
// refused by the server's own check (400) when the model says so. At every model state the screen AND the
// production seller-review machine (and the reason dialog's form) are checked.
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
      | { type: 'CONFIRM' }
      | { type: 'CANCEL_CONFIRM' }
      | { type: 'DISMISS_REFUSAL' }
      | { type: 'RELOAD_SELLER' }
      | { type: 'OPEN_REJECT' }
      | { type: 'CANCEL_REASON' }
      | { type: 'SUBMIT_WITHOUT_REASON' }
      | { type: 'TYPE_REASON' }
      | { type: 'SUBMIT_REASON' }
      | { type: 'SUSPEND' }
      | { type: 'REINSTATE' };
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
      on: { APPROVE: 'approveConfirm', OPEN_REJECT: 'rejectDialog', VIEW_ID: 'documentLoading' },
    },
    approveConfirm: {
      description: 'a confirmation asks whether to approve; nothing is sent yet',
      on: { CONFIRM: 'approving', CANCEL_CONFIRM: 'reviewing' },
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
    approved: {
      description: 'the seller shows as Approved, with Suspend the one decision offered',
      on: { SUSPEND: 'suspendDialog' },
    },
    suspendDialog: {
      description: 'the suspend dialog asks for a reason',
      on: { TYPE_REASON: 'suspendReasonTyped', CANCEL_REASON: 'approved' },
    },
    suspendReasonTyped: {
      description: 'a suspension reason is typed',
      on: { SUBMIT_REASON: 'suspending' },
    },
    suspending: {
      description: 'the suspension is in flight, its dialog locked',
      on: { SERVER_ANSWERS: 'suspended' },
    },
    suspended: {
      description: 'the seller shows as Suspended with the reason, and Reinstate offered',
      on: { REINSTATE: 'reinstateConfirm' },
    },
    reinstateConfirm: {
      description: 'a confirmation asks whether to reinstate',
      on: { CONFIRM: 'reinstating', CANCEL_CONFIRM: 'suspended' },
    },
    reinstating: {
      description: 'the reinstatement is in flight',
      on: { SERVER_ANSWERS: 'reinstated' },
    },
    reinstated: { description: 'the seller shows as Approved again, newest decision first', type: 'final' },
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
      on: { SUBMIT_WITHOUT_REASON: 'reasonMissing', TYPE_REASON: 'reasonTyped', CANCEL_REASON: 'reviewing' },
    },
    reasonMissing: {
      description: 'the dialog says a reason is needed',
      on: { TYPE_REASON: 'reasonTyped' },
    },
    reasonTyped: { description: 'a reason is typed', on: { SUBMIT_REASON: 'rejecting' } },
    rejecting: {
      description: 'the rejection is in flight',
      on: { SERVER_ANSWERS: 'rejected', SERVER_REFUSES: 'refused', SERVER_REFUSES_REASON: 'reasonRefused' },
    },
    rejected: { description: 'the seller shows as Rejected with the reason', type: 'final' },
    reasonRefused: {
      description: "the dialog shows the server's refusal of the reason under the field",
      on: { CANCEL_REASON: 'reviewing' },
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
    'CONFIRM',
    'CANCEL_CONFIRM',
    'DISMISS_REFUSAL',
    'RELOAD_SELLER',
    'OPEN_REJECT',
    'CANCEL_REASON',
    'SUBMIT_WITHOUT_REASON',
    'TYPE_REASON',
    'SUBMIT_REASON',
    'SUSPEND',
    'REINSTATE',
  ] as const
).map((type) => ({ type })) as BehaviourEvent[];

const model = createTestModel(reviewBehaviour);
const paths = transitionPaths(model, (snapshot) => everyEvent.filter((event) => snapshot.can(event)));

const seller = makeSellerDetail(1);
const reason = 'The business permit is unreadable.';
const suspension = 'Counterfeit goods reported by buyers.';
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
      const dialog = () => screen.getByRole('dialog');
      // Toasts are alert dialogs too: a confirmation is the one that asks about this seller.
      const confirmationName = /this seller\?$/;
      const confirmation = () => screen.getByRole('alertdialog', { name: confirmationName });
      const reasonField = () => within(dialog()).getByRole('textbox', { name: 'Reason for the seller' });
      const noDialog = () =>
        waitFor(
          () => {
            expect(screen.queryByRole('dialog'), 'a dialog').not.toBeInTheDocument();
            expect(
              screen.queryByRole('alertdialog', { name: confirmationName }),
              'a confirmation',
            ).not.toBeInTheDocument();
          },
          { timeout: 3000 },
        );
      /** The one call the model answers next (this model never has two in flight). */
      const inFlight = async () => {
        const names = [
          'getSeller',
          'getSellerDocument',
          'approveSeller',
          'rejectSeller',
          'suspendSeller',
          'reinstateSeller',
        ] as const;
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
              await noDialog();
              expect(screen.queryByRole('alert')).not.toBeInTheDocument();
              expect(screen.getByTestId('approval-status')).toHaveTextContent('Pending');
              expect(decision()).toBe('idle');
              expect(documentView()).toBe('closed');
            },
            approveConfirm: async () => {
              const confirm = await screen.findByRole('alertdialog', { name: 'Approve this seller?' });
              expect(confirm).toHaveTextContent(
                'Tindahan 1 will be approved and told so in the app and by e-mail. They can then sign in to their dashboard and sell.',
              );
              expect(within(confirm).getByRole('button', { name: 'Approve seller' })).toBeEnabled();
              expect(decision()).toBe('confirmDialog');
              expect(review().context.intent).toBe('approved');
              expect(api.waiting('approveSeller')).toBe(0);
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
              await waitFor(() =>
                expect(within(confirmation()).getByRole('button', { name: 'Approving…' })).toBeDisabled(),
              );
              expect(within(confirmation()).getByRole('button', { name: 'Cancel' })).toBeDisabled();
              expect(decision()).toBe('deciding');
              expect(api.sent('approveSeller').at(-1)).toEqual([seller.id]);
            },
            approved: async () => {
              await waitFor(() =>
                expect(screen.getByTestId('approval-status')).toHaveTextContent('Approved'),
              );
              await noDialog();
              expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
              expect(button('Suspend')).toBeEnabled();
              expect(decision()).toBe('idle');
              expect(review().can({ type: 'review.open', decision: 'approved' })).toBe(false);
              expect(review().can({ type: 'review.open', decision: 'suspended' })).toBe(true);
            },
            suspendDialog: async () => {
              expect(await screen.findByRole('dialog', { name: 'Suspend this seller' })).toBeVisible();
              expect(reasonField()).toHaveValue('');
              expect(decision()).toBe('reasonDialog');
              expect(review().context.intent).toBe('suspended');
            },
            suspendReasonTyped: () => {
              expect(reasonField()).toHaveValue(suspension);
              expect(reasonField()).toBeValid();
            },
            suspending: async () => {
              await waitFor(() =>
                expect(within(dialog()).getByRole('button', { name: 'Suspending…' })).toBeDisabled(),
              );
              expect(decision()).toBe('deciding');
              expect(api.sent('suspendSeller').at(-1)).toEqual([seller.id, suspension]);
            },
            suspended: async () => {
              await noDialog();
              expect(screen.getByTestId('approval-status')).toHaveTextContent('Suspended');
              expect(screen.getByText(`Reason: ${suspension}`)).toBeInTheDocument();
              expect(button('Reinstate')).toBeEnabled();
              expect(screen.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
              expect(decision()).toBe('idle');
              expect(review().context.seller?.approvalStatus).toBe(3);
            },
            reinstateConfirm: async () => {
              const confirm = await screen.findByRole('alertdialog', { name: 'Reinstate this seller?' });
              expect(within(confirm).getByRole('button', { name: 'Reinstate seller' })).toBeEnabled();
              expect(decision()).toBe('confirmDialog');
              expect(review().context.intent).toBe('reinstated');
              expect(api.waiting('reinstateSeller')).toBe(0);
            },
            reinstating: async () => {
              await waitFor(() =>
                expect(within(confirmation()).getByRole('button', { name: 'Reinstating…' })).toBeDisabled(),
              );
              expect(decision()).toBe('deciding');
            },
            reinstated: async () => {
              await noDialog();
              expect(screen.getByTestId('approval-status')).toHaveTextContent('Approved');
              const history = screen.getByRole('list', { name: 'Decisions, newest first' });
              expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('Reinstated');
              expect(
                review().context.seller?.decisions.map((entry: { decision: string }) => entry.decision),
              ).toEqual(['reinstated', 'suspended', 'approved']);
            },
            refused: async () => {
              const alert = await screen.findByRole('alert');
              expect(alert).toHaveTextContent('The decision was not saved. This seller is already approved.');
              await noDialog();
              expect(decision()).toBe('refused');
            },
            rejectDialog: async () => {
              expect(await screen.findByRole('dialog', { name: 'Reject this seller' })).toBeVisible();
              expect(reasonField()).toBeValid();
              expect(decision()).toBe('reasonDialog');
              expect(actors.latest('form').getSnapshot().matches('editing')).toBe(true);
            },
            reasonMissing: async () => {
              expect(await within(dialog()).findByText('Please give the seller a reason.')).toBeVisible();
              expect(reasonField()).toBeInvalid();
              expect(actors.latest('form').getSnapshot().matches('revising')).toBe(true);
              expect(decision()).toBe('reasonDialog');
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
              expect(decision()).toBe('deciding');
              expect(api.sent('rejectSeller').at(-1)).toEqual([seller.id, reason]);
            },
            rejected: async () => {
              await noDialog();
              expect(screen.getByTestId('approval-status')).toHaveTextContent('Rejected');
              expect(screen.getByText(`Reason: ${reason}`)).toBeInTheDocument();
              expect(decision()).toBe('idle');
            },
            reasonRefused: async () => {
              await waitFor(() => expect(reasonField()).toHaveAccessibleDescription(tooLong));
              expect(reasonField()).toBeInvalid();
              expect(decision()).toBe('reasonDialog');
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
            CONFIRM: () =>
              user.click(
                within(confirmation()).getByRole('button', { name: /^(Approve|Reinstate) seller$/ }),
              ),
            CANCEL_CONFIRM: () => user.click(within(confirmation()).getByRole('button', { name: 'Cancel' })),
            SUSPEND: () => user.click(button('Suspend')),
            REINSTATE: () => user.click(button('Reinstate')),
            DISMISS_REFUSAL: () =>
              user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Dismiss' })),
            RELOAD_SELLER: () =>
              user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Reload seller' })),
            OPEN_REJECT: () => user.click(button('Reject')),
            CANCEL_REASON: () => user.click(within(dialog()).getByRole('button', { name: 'Cancel' })),
            SUBMIT_WITHOUT_REASON: () =>
              user.click(within(dialog()).getByRole('button', { name: 'Reject seller' })),
            TYPE_REASON: async () => {
              await user.click(reasonField());
              await user.paste(review().context.intent === 'suspended' ? suspension : reason);
            },
            SUBMIT_REASON: () =>
              user.click(within(dialog()).getByRole('button', { name: /^(Reject|Suspend) seller$/ })),
          },
        });
      } finally {
        await app?.close();
      }
    });
  }
});
