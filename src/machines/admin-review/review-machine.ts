// One seller under review (issue 4): load everything submitted, look at documents one at a time, and approve
// or reject a Pending seller (a reason is required). A 409 refusal is kept until dismissed or reloaded.
import { assign, fromPromise, setup } from 'xstate';
import type { AdminSellerDetail, ApprovalDecision, DocumentKind } from '#schemas/onboarding';
import type { ApprovalStatus } from '#schemas/seller';
import { toFailure } from '../shared/failure.ts';
import { initialReviewContext, type ReviewContext } from './context.ts';
import type { ReviewEvent } from './events.ts';
import { reasonError, reasonFieldError } from './failure.ts';

export type DecisionResult = { id: string; approvalStatus: ApprovalStatus; decision: ApprovalDecision };
export type DocumentRequest = { sellerId: string; kind: DocumentKind };

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
    announceDecision: (_, _params: { decision: ApprovalDecision; sellerName: string }) =>
      notProvided('announceDecision')(),
    setSeller: assign({ seller: (_, seller: AdminSellerDetail) => seller, failure: null }),
    setFailure: assign({ failure: (_, params: { error: unknown }) => toFailure(params.error) }),
    applyDecision: assign({
      seller: ({ context }, result: DecisionResult) =>
        context.seller && {
          ...context.seller,
          approvalStatus: result.approvalStatus,
          decisions: [result.decision, ...context.seller.decisions],
        },
      reason: '',
      reasonError: null,
      decisionFailure: null,
    }),
    setDecisionFailure: assign({
      decisionFailure: (_, params: { error: unknown }) => toFailure(params.error),
    }),
    clearDecisionFailure: assign({ decisionFailure: null }),
    setReason: assign({ reason: (_, params: { reason: string }) => params.reason, reasonError: null }),
    checkReason: assign({ reasonError: ({ context }) => reasonError(context.reason) }),
    setServerReasonError: assign({
      reasonError: (_, params: { error: unknown }) => reasonFieldError(toFailure(params.error)),
    }),
    clearReason: assign({ reason: '', reasonError: null }),
    setDocumentKind: assign({
      documentKind: (_, params: { kind: DocumentKind }) => params.kind,
      document: null,
      documentFailure: null,
    }),
    setDocument: assign({
      document: ({ context }, blob: Blob) =>
        context.documentKind ? { kind: context.documentKind, blob } : null,
    }),
    setDocumentFailure: assign({
      documentFailure: (_, params: { error: unknown }) => toFailure(params.error),
    }),
    closeDocument: assign({ documentKind: null, document: null, documentFailure: null }),
  },
  guards: {
    isPending: ({ context }) => context.seller?.approvalStatus === 0,
    hasValidReason: ({ context }) => reasonError(context.reason) === null,
    isReasonRefused: (_, params: { error: unknown }) => reasonFieldError(toFailure(params.error)) !== null,
    isOtherDocument: ({ context }, params: { kind: DocumentKind }) => context.documentKind !== params.kind,
  },
}).createMachine({
  id: 'sellerReview',
  context: ({ input }) => initialReviewContext(input.sellerId),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadSeller',
        input: ({ context }) => ({ sellerId: context.sellerId }),
        onDone: { target: 'ready', actions: { type: 'setSeller', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => event } },
      },
    },
    failed: {
      on: { 'review.retry': 'loading' },
    },
    ready: {
      type: 'parallel',
      states: {
        decision: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'review.approve': { guard: 'isPending', target: 'approving' },
                'review.reject.open': { guard: 'isPending', target: 'rejectDialog' },
              },
            },
            rejectDialog: {
              tags: ['rejectDialog'],
              on: {
                'review.reason.change': {
                  actions: { type: 'setReason', params: ({ event }) => ({ reason: event.reason }) },
                },
                'review.reject.submit': [
                  { guard: 'hasValidReason', target: 'rejecting' },
                  { actions: 'checkReason' },
                ],
                'review.reject.cancel': { target: 'idle', actions: 'clearReason' },
              },
            },
            approving: {
              tags: ['deciding'],
              invoke: {
                src: 'approve',
                input: ({ context }) => ({ sellerId: context.sellerId }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'applyDecision', params: ({ event }) => event.output },
                    {
                      type: 'announceDecision',
                      params: ({ context, event }) => ({
                        decision: event.output.decision,
                        sellerName: context.seller?.spStoreName ?? '',
                      }),
                    },
                  ],
                },
                onError: {
                  target: 'refused',
                  actions: { type: 'setDecisionFailure', params: ({ event }) => event },
                },
              },
            },
            rejecting: {
              tags: ['deciding', 'rejectDialog'],
              invoke: {
                src: 'reject',
                input: ({ context }) => ({ sellerId: context.sellerId, reason: context.reason.trim() }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'applyDecision', params: ({ event }) => event.output },
                    {
                      type: 'announceDecision',
                      params: ({ context, event }) => ({
                        decision: event.output.decision,
                        sellerName: context.seller?.spStoreName ?? '',
                      }),
                    },
                  ],
                },
                onError: [
                  {
                    // The server's own reason check: back to the dialog with its message under the field.
                    guard: { type: 'isReasonRefused', params: ({ event }) => event },
                    target: 'rejectDialog',
                    actions: { type: 'setServerReasonError', params: ({ event }) => event },
                  },
                  {
                    target: 'refused',
                    actions: [{ type: 'setDecisionFailure', params: ({ event }) => event }, 'clearReason'],
                  },
                ],
              },
            },
            refused: {
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
          initial: 'closed',
          states: {
            closed: {
              on: {
                'document.open': {
                  target: 'loading',
                  actions: { type: 'setDocumentKind', params: ({ event }) => ({ kind: event.kind }) },
                },
              },
            },
            loading: {
              tags: ['documentLoading'],
              invoke: {
                src: 'loadDocument',
                input: ({ context }) => ({ sellerId: context.sellerId, kind: context.documentKind! }),
                onDone: {
                  target: 'showing',
                  actions: { type: 'setDocument', params: ({ event }) => event.output },
                },
                onError: {
                  target: 'failed',
                  actions: { type: 'setDocumentFailure', params: ({ event }) => event },
                },
              },
            },
            showing: {},
            failed: {},
          },
          on: {
            'document.open': {
              guard: { type: 'isOtherDocument', params: ({ event }) => ({ kind: event.kind }) },
              target: '.loading',
              actions: { type: 'setDocumentKind', params: ({ event }) => ({ kind: event.kind }) },
            },
            'document.close': { target: '.closed', actions: 'closeDocument' },
          },
        },
      },
    },
  },
});
