// One seller under review (issue 4): load everything submitted, look at documents one at a time, and approve
// or reject a Pending seller (a reason is required). A 409 refusal is kept until dismissed or reloaded.
import { assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { DocumentKind } from '#schemas/onboarding';
import type { AdminSellerDetail, ApprovalDecision } from '#schemas/admin-sellers';
import { approvalStatus, type ApprovalStatus } from '#schemas/seller';
import { errorOf, outputOf } from '../shared/actor-events.ts';
import { toFailure } from '../shared/failure.ts';
import { initialReviewContext, type ReviewContext } from './context.ts';
import type { ReviewEvent } from './events.ts';
import { isReasonValid, reasonFieldError } from './failure.ts';

export type DecisionResult = { id: string; approvalStatus: ApprovalStatus; decision: ApprovalDecision };
export type DocumentRequest = { sellerId: string; kind: DocumentKind };

/** What the admin is told once a decision is recorded. */
export type Announcement = { decision: ApprovalDecision; sellerName: string };

const notProvided = (name: string) => () => {
  throw new Error(`sellerReviewMachine: '${name}' must be provided (src/app/logic.ts)`);
};

export const sellerReviewMachine = setup({
  types: {} as {
    context: ReviewContext;
    events: ReviewEvent;
    input: { sellerId: string };
  },
  actors: {
    loadSeller: fromPromise<AdminSellerDetail, { sellerId: string }>(notProvided('loadSeller')),
    loadDocument: fromPromise<Blob, DocumentRequest>(notProvided('loadDocument')),
    approve: fromPromise<DecisionResult, { sellerId: string }>(notProvided('approve')),
    reject: fromPromise<DecisionResult, { sellerId: string; reason: string }>(notProvided('reject')),
  },
  actions: {
    /** Injected: tells the admin (a toast) and anything counting the queue that a decision was made. */
    announceDecision: (_, _params: Announcement) => notProvided('announceDecision')(),
    /** Announces the decision the server just recorded. */
    announce: enqueueActions<
      ReviewContext,
      ReviewEvent,
      undefined,
      ReviewEvent,
      never,
      { type: 'announceDecision'; params: Announcement },
      never,
      never,
      never
    >(({ context, event, enqueue }) => {
      enqueue({
        type: 'announceDecision',
        params: {
          decision: outputOf<DecisionResult>(event).decision,
          sellerName: context.seller?.spStoreName ?? '',
        },
      });
    }),
    setSeller: assign({ seller: ({ event }) => outputOf<AdminSellerDetail>(event), failure: null }),
    setFailure: assign({ failure: ({ event }) => toFailure(errorOf(event)) }),
    applyDecision: assign({
      seller: ({ context, event }) => {
        const result = outputOf<DecisionResult>(event);
        return (
          context.seller && {
            ...context.seller,
            approvalStatus: result.approvalStatus,
            decisions: [result.decision, ...context.seller.decisions],
          }
        );
      },
      reason: '',
      reasonError: null,
      decisionFailure: null,
    }),
    setDecisionFailure: assign({ decisionFailure: ({ event }) => toFailure(errorOf(event)) }),
    clearDecisionFailure: assign({ decisionFailure: null }),
    setReason: assign({
      reason: ({ event }) => {
        assertEvent(event, 'review.reject.submit');
        return event.reason;
      },
      reasonError: null,
    }),
    setServerReasonError: assign({ reasonError: ({ event }) => reasonFieldError(toFailure(errorOf(event))) }),
    clearReason: assign({ reason: '', reasonError: null }),
    setDocumentKind: assign({
      documentKind: ({ event }) => {
        assertEvent(event, 'document.open');
        return event.kind;
      },
      document: null,
      documentFailure: null,
    }),
    setDocument: assign({
      document: ({ context, event }) =>
        context.documentKind ? { kind: context.documentKind, blob: outputOf<Blob>(event) } : null,
    }),
    setDocumentFailure: assign({ documentFailure: ({ event }) => toFailure(errorOf(event)) }),
    closeDocument: assign({ documentKind: null, document: null, documentFailure: null }),
  },
  guards: {
    isPending: ({ context }) => context.seller?.approvalStatus === approvalStatus.pending,
    /** The dialog's form checked the reason already; the machine still never sends one the server refuses. */
    hasValidReason: ({ event }) => {
      assertEvent(event, 'review.reject.submit');
      return isReasonValid(event.reason);
    },
    isReasonRefused: ({ event }) => reasonFieldError(toFailure(errorOf(event))) !== null,
    isOtherDocument: ({ context, event }) => {
      assertEvent(event, 'document.open');
      return context.documentKind !== event.kind;
    },
  },
}).createMachine({
  id: 'sellerReview',
  description:
    'One seller under review: everything they submitted, their documents one at a time, and the decision on a Pending seller.',
  context: ({ input }) => initialReviewContext(input.sellerId),
  initial: 'loading',
  states: {
    loading: {
      description: 'The seller, their submission and their decisions are on their way.',
      tags: ['loading'],
      invoke: {
        src: 'loadSeller',
        input: ({ context }) => ({ sellerId: context.sellerId }),
        onDone: { target: 'ready', actions: 'setSeller' },
        onError: { target: 'failed', actions: 'setFailure' },
      },
    },
    failed: {
      description: 'The seller could not be loaded (or does not exist); the admin may try again.',
      on: { 'review.retry': 'loading' },
    },
    ready: {
      description: 'The seller is shown: the decision and the document viewer run side by side.',
      type: 'parallel',
      states: {
        decision: {
          description: 'Approving or rejecting the seller.',
          initial: 'idle',
          states: {
            idle: {
              description: 'Approve and Reject act only while the seller is Pending.',
              on: {
                'review.approve': { guard: 'isPending', target: 'approving' },
                'review.reject.open': { guard: 'isPending', target: 'rejectDialog' },
              },
            },
            rejectDialog: {
              description: 'The reject dialog asks for the reason the seller will read.',
              tags: ['rejectDialog'],
              on: {
                'review.reject.submit': {
                  guard: 'hasValidReason',
                  target: 'rejecting',
                  actions: 'setReason',
                },
                'review.reject.cancel': { target: 'idle', actions: 'clearReason' },
              },
            },
            approving: {
              description: 'The approval is with the server.',
              tags: ['deciding'],
              invoke: {
                src: 'approve',
                input: ({ context }) => ({ sellerId: context.sellerId }),
                onDone: { target: 'idle', actions: ['applyDecision', 'announce'] },
                onError: { target: 'refused', actions: 'setDecisionFailure' },
              },
            },
            rejecting: {
              description: 'The rejection and its reason are with the server; the dialog stays open.',
              tags: ['deciding', 'rejectDialog'],
              invoke: {
                src: 'reject',
                input: ({ context }) => ({ sellerId: context.sellerId, reason: context.reason }),
                onDone: { target: 'idle', actions: ['applyDecision', 'announce'] },
                onError: [
                  {
                    // The server's own reason check: back to the dialog with its message under the field.
                    guard: 'isReasonRefused',
                    target: 'rejectDialog',
                    actions: 'setServerReasonError',
                  },
                  { target: 'refused', actions: ['setDecisionFailure', 'clearReason'] },
                ],
              },
            },
            refused: {
              description:
                'The server refused the decision (409: someone decided first); shown until dismissed.',
              tags: ['refused'],
              on: {
                'review.refusal.dismiss': { target: 'idle', actions: 'clearDecisionFailure' },
                // A refusal usually means the seller changed: read them again.
                'review.retry': { target: '#sellerReview.loading', actions: 'clearDecisionFailure' },
              },
            },
          },
        },
        document: {
          description: 'The document viewer: one document at a time.',
          initial: 'closed',
          states: {
            closed: {
              description: 'No document is open.',
              on: { 'document.open': { target: 'loading', actions: 'setDocumentKind' } },
            },
            loading: {
              description: 'The chosen document is being fetched.',
              tags: ['documentLoading'],
              invoke: {
                src: 'loadDocument',
                input: ({ context }) => ({ sellerId: context.sellerId, kind: context.documentKind! }),
                onDone: { target: 'showing', actions: 'setDocument' },
                onError: { target: 'failed', actions: 'setDocumentFailure' },
              },
            },
            showing: { description: 'The document is shown.' },
            failed: { description: 'The document could not be fetched.' },
          },
          on: {
            'document.open': { guard: 'isOtherDocument', target: '.loading', actions: 'setDocumentKind' },
            'document.close': { target: '.closed', actions: 'closeDocument' },
          },
        },
      },
    },
  },
});
