// The admin's product review (issue 11): the queue of one status at a time (the paged list, invoked as
// `list`), and a decision on one pending product: approve after a confirmation, or reject with the reason
// the seller will read. A decided product leaves the queue; one the server says is no longer pending
// (409: another admin decided first; 404: its seller deleted it) leaves it too, once the admin has read why.
import { assertEvent, assign, enqueueActions, fromPromise, sendTo, setup } from 'xstate';
import type { ProductStatus } from '#schemas/products';
import { errorOf, outputOf } from '../shared/actor-events.ts';
import { toFailure, type Failure } from '../shared/failure.ts';
import { pagedListMachine } from '../paged-list/machine.ts';
import type { Filters } from '../paged-list/context.ts';
import {
  initialContext,
  isRejectionValid,
  type ProductDecision,
  type ProductReviewContext,
} from './context.ts';
import type { ProductReviewEvent } from './events.ts';

export type DecisionRequest = { productId: number; decision: ProductDecision; reason: string | null };
export type DecisionResult = { id: number; status: ProductStatus };

/** What the admin is told once the server has recorded a decision. */
export type Announcement = { decision: ProductDecision; productName: string };

const notProvided = (name: string) => () => {
  throw new Error(`productReviewMachine: '${name}' must be provided (src/app/admin-products.ts)`);
};

/** The product is no longer pending, or no longer there: the decision cannot be made by anyone. */
export const isDecidedElsewhere = (failure: Failure) =>
  failure.kind === 'http' && (failure.status === 409 || failure.status === 404);

/** A 400 naming the reason goes back under the reason field. */
export const reasonFieldError = (failure: Failure): string | null =>
  failure.kind === 'http' && failure.status === 400 ? (failure.fields?.reason ?? failure.message) : null;

export const productReviewMachine = setup({
  types: {} as {
    context: ProductReviewContext;
    events: ProductReviewEvent;
    input: { filters: Filters };
  },
  actors: {
    /** The queue; src/app provides it with its page loader and where its filters are kept. */
    list: pagedListMachine,
    decide: fromPromise<DecisionResult, DecisionRequest>(notProvided('decide')),
  },
  actions: {
    /** Injected: tells the admin (a toast) that the server recorded the decision. */
    announceDecision: (_, _params: Announcement) => notProvided('announceDecision')(),
    announce: enqueueActions<
      ProductReviewContext,
      ProductReviewEvent,
      undefined,
      ProductReviewEvent,
      never,
      { type: 'announceDecision'; params: Announcement },
      never,
      never,
      never
    >(({ context, enqueue }) => {
      if (!context.intent) return;
      enqueue({
        type: 'announceDecision',
        params: { decision: context.intent.decision, productName: context.intent.product.productName },
      });
    }),
    setIntent: assign(({ event }) => {
      assertEvent(event, ['review.approve', 'review.reject']);
      return {
        intent: { decision: event.type === 'review.approve' ? 'approve' : 'reject', product: event.product },
        reason: '',
        failure: null,
        reasonError: null,
      } as const;
    }),
    setReason: assign({
      reason: ({ event }) => {
        assertEvent(event, 'review.reason.submit');
        return event.reason;
      },
      failure: null,
      reasonError: null,
    }),
    clearFailure: assign({ failure: null }),
    setFailure: assign({ failure: ({ event }) => toFailure(errorOf(event)) }),
    setReasonError: assign({ reasonError: ({ event }) => reasonFieldError(toFailure(errorOf(event))) }),
    clearIntent: assign({ intent: null, reason: '', failure: null, reasonError: null }),
    /** The row leaves its list with the status the server gave it (the counts follow; see context.ts). */
    markDecided: sendTo('list', ({ context, event }) => ({
      type: 'list.update' as const,
      ids: [String(context.intent?.product.id)],
      changes: { decided: outputOf<DecisionResult>(event).status },
    })),
    /** The row leaves its list: it was decided elsewhere, or deleted. */
    markGone: sendTo('list', ({ context }) => ({
      type: 'list.update' as const,
      ids: [String(context.intent?.product.id)],
      changes: { decided: 'gone' },
    })),
  },
  guards: {
    /** Only a pending product can be decided (the server answers 409 for any other). */
    isPendingProduct: ({ event }) => {
      assertEvent(event, ['review.approve', 'review.reject']);
      return event.product.status === 0;
    },
    /** The dialog's form checked the reason already; the machine still never sends one the server refuses. */
    hasValidReason: ({ event }) => {
      assertEvent(event, 'review.reason.submit');
      return isRejectionValid(event.reason);
    },
    isReasonRefused: ({ event }) => reasonFieldError(toFailure(errorOf(event))) !== null,
    isDecidedElsewhere: ({ event }) => isDecidedElsewhere(toFailure(errorOf(event))),
    isRejecting: ({ context }) => context.intent?.decision === 'reject',
  },
}).createMachine({
  id: 'productReview',
  description:
    'The pending products of every seller, oldest first, and the decision on one of them: approve or reject with a reason.',
  context: ({ input }) => initialContext(input.filters),
  invoke: { id: 'list', src: 'list', input: ({ context }) => ({ filters: context.filters }) },
  initial: 'idle',
  states: {
    idle: {
      description: 'The queue is shown; each pending product offers Approve and Reject.',
      on: {
        'review.approve': { guard: 'isPendingProduct', target: 'confirming', actions: 'setIntent' },
        'review.reject': { guard: 'isPendingProduct', target: 'reasoning', actions: 'setIntent' },
      },
    },
    confirming: {
      description: 'Approve waits for the admin to confirm it; after a failure the dialog says why.',
      tags: ['dialog'],
      on: {
        'review.confirm': { target: 'deciding', actions: 'clearFailure' },
        'review.cancel': { target: 'idle', actions: 'clearIntent' },
      },
    },
    reasoning: {
      description: 'Reject asks for the reason the seller will read; after a failure the dialog says why.',
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
          productId: context.intent!.product.id,
          decision: context.intent!.decision,
          reason: context.intent!.decision === 'reject' ? context.reason : null,
        }),
        onDone: { target: 'idle', actions: ['markDecided', 'announce', 'clearIntent'] },
        onError: [
          { guard: 'isReasonRefused', target: 'reasoning', actions: 'setReasonError' },
          { guard: 'isDecidedElsewhere', target: 'refused', actions: 'setFailure' },
          { guard: 'isRejecting', target: 'reasoning', actions: 'setFailure' },
          { target: 'confirming', actions: 'setFailure' },
        ],
      },
    },
    refused: {
      description:
        'The server refused: the product is no longer pending (or gone). Its dialog says so; once read, the product leaves the queue.',
      tags: ['refused'],
      on: { 'review.refusal.dismiss': { target: 'idle', actions: ['markGone', 'clearIntent'] } },
    },
  },
});

export type ProductReviewMachine = typeof productReviewMachine;
