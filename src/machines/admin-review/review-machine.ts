// One seller under review (issues 4 and 10): load everything submitted, look at documents one at a time, and
// decide: approve (confirmed first) or reject a Pending seller, suspend an approved one, reinstate a
// suspended one (confirmed first). Reject and suspend ask for the reason the seller will read. A refusal
// (409: someone decided first) is kept until dismissed or the seller is read again.
import { assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { DocumentKind } from '#schemas/onboarding';
import {
  statusBeforeDecision,
  type AdminSellerDetail,
  type ApprovalDecision,
  type SellerDecision,
} from '#schemas/admin-sellers';
import type { ApprovalStatus } from '#schemas/seller';
import { errorOf, outputOf } from '../shared/actor-events.ts';
import { toFailure } from '../shared/failure.ts';
import { initialReviewContext, type ReviewContext } from './context.ts';
import type { ReviewEvent } from './events.ts';
import { isReasonValid, needsReason, reasonFieldError } from './failure.ts';

export type DecisionResult = { id: string; approvalStatus: ApprovalStatus; decision: ApprovalDecision };
export type DocumentRequest = { sellerId: string; kind: DocumentKind };
export type DecisionRequest = { sellerId: string; decision: SellerDecision; reason: string | null };

/** What the admin is told once a decision is recorded. */
export type Announcement = { decision: ApprovalDecision; sellerName: string };

/** The seller's status is the one `decision` is made from (decision 012). */
const allows = (context: ReviewContext, decision: SellerDecision) =>
  context.seller?.approvalStatus === statusBeforeDecision[decision];

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
    decide: fromPromise<DecisionResult, DecisionRequest>(notProvided('decide')),
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
    setIntent: assign({
      intent: ({ event }) => {
        assertEvent(event, 'review.open');
        return event.decision;
      },
      reason: '',
      reasonError: null,
    }),
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
      intent: null,
      reason: '',
      reasonError: null,
      decisionFailure: null,
    }),
    setDecisionFailure: assign({ decisionFailure: ({ event }) => toFailure(errorOf(event)) }),
    clearDecisionFailure: assign({ decisionFailure: null }),
    setReason: assign({
      reason: ({ event }) => {
        assertEvent(event, 'review.reason.submit');
        return event.reason;
      },
      reasonError: null,
    }),
    setServerReasonError: assign({ reasonError: ({ event }) => reasonFieldError(toFailure(errorOf(event))) }),
    clearIntent: assign({ intent: null, reason: '', reasonError: null }),
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
    /** The seller's status is the one this decision is made from (decision 012). */
    allowsDecision: ({ context, event }) => {
      assertEvent(event, 'review.open');
      return allows(context, event.decision);
    },
    /** Allowed, and one the seller is told the reason for (reject, suspend): it opens the reason dialog. */
    allowsReasonedDecision: ({ context, event }) => {
      assertEvent(event, 'review.open');
      return allows(context, event.decision) && needsReason(event.decision);
    },
    /** The dialog's form checked the reason already; the machine still never sends one the server refuses. */
    hasValidReason: ({ event }) => {
      assertEvent(event, 'review.reason.submit');
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
    'One seller under review: everything they submitted, their documents one at a time, and the decisions their status allows.',
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
          description: 'Deciding on the seller: approve, reject, suspend or reinstate, as the status allows.',
          initial: 'idle',
          states: {
            idle: {
              description:
                'Each decision acts only from its status: approve and reject a Pending seller, suspend an approved one, reinstate a suspended one.',
              on: {
                'review.open': [
                  {
                    guard: 'allowsReasonedDecision',
                    target: 'reasonDialog',
                    actions: 'setIntent',
                  },
                  { guard: 'allowsDecision', target: 'confirmDialog', actions: 'setIntent' },
                ],
              },
            },
            confirmDialog: {
              description: 'Approve or reinstate waits for the admin to confirm it in a dialog.',
              tags: ['dialog'],
              on: {
                'review.confirm': 'deciding',
                'review.cancel': { target: 'idle', actions: 'clearIntent' },
              },
            },
            reasonDialog: {
              description: 'Reject or suspend asks for the reason the seller will read.',
              tags: ['dialog'],
              on: {
                'review.reason.submit': { guard: 'hasValidReason', target: 'deciding', actions: 'setReason' },
                'review.cancel': { target: 'idle', actions: 'clearIntent' },
              },
            },
            deciding: {
              description: 'The decision (and its reason) is with the server; its dialog stays open, locked.',
              tags: ['dialog', 'deciding'],
              invoke: {
                src: 'decide',
                input: ({ context }) => ({
                  sellerId: context.sellerId,
                  decision: context.intent!,
                  reason: needsReason(context.intent!) ? context.reason : null,
                }),
                onDone: { target: 'idle', actions: ['applyDecision', 'announce'] },
                onError: [
                  {
                    // The server's own reason check: back to the dialog with its message under the field.
                    guard: 'isReasonRefused',
                    target: 'reasonDialog',
                    actions: 'setServerReasonError',
                  },
                  { target: 'refused', actions: ['setDecisionFailure', 'clearIntent'] },
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
