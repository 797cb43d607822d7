// The admin's review of a campaign's applied products (issue 14): the campaign first (its title and period
// head the screen; 'Campaign not found' when the address names none), then its products one status at a time
// (the paged list, invoked as `list`, oldest first, the tab in the URL), and the decision on one product:
// Approve at once, or Reject with a reason in a dialog (an approved product rejected leaves the campaign).
// Which decisions a product offers is the campaign-product lifecycle's. A decided product leaves its tab; one
// the server refuses (409: decided by another admin, or its price fell to the discount; 404) is explained in
// the server's words while the list reloads.
import { assertEvent, assign, fromPromise, raise, sendTo, setup } from 'xstate';
import type { AdminCampaign, AdminCampaignProduct, CampaignProductDecision } from '#schemas/campaigns';
import { campaignProductDecisions } from '../campaign-product-status/machine.ts';
import { pagedListMachine } from '../paged-list/machine.ts';
import type { Filters } from '../paged-list/context.ts';
import { isNotFound } from '../admin-review/failure.ts';
import { errorOf, outputOf, withParams } from '../shared/actor-events.ts';
import { toFailure, type Failure } from '../shared/failure.ts';
import type { ToastContent } from '../toast/context.ts';
import {
  approvalFailedToast,
  decisionToast,
  initialContext,
  listFilters,
  type CampaignReviewContext,
} from './context.ts';
import type { CampaignReviewEvent } from './events.ts';

export type DecideInput = { campaignId: string; productId: number; decision: CampaignProductDecision };

const notProvided = (name: string) => () => {
  throw new Error(`campaignReviewMachine: '${name}' must be provided (src/app/campaign-review.ts)`);
};

/** Raised by the decision region for the products region: load the list afresh. */
type ReloadEvent = { type: 'review.reload' };
type Event = CampaignReviewEvent | ReloadEvent;

/** The product is no longer where the admin saw it (decided elsewhere, repriced, or gone): say so, reload. */
export const isRefusal = (failure: Failure) =>
  failure.kind === 'http' && (failure.status === 409 || failure.status === 404);

const decideInput = ({ context }: { context: CampaignReviewContext }): DecideInput => ({
  campaignId: context.campaignId,
  productId: context.intent!.product.data.id,
  decision: context.decision!,
});

export const campaignReviewMachine = setup({
  types: {} as {
    context: CampaignReviewContext;
    events: Event;
    input: { campaignId: string; filters: Filters };
  },
  actors: {
    loadCampaign: fromPromise<AdminCampaign, { campaignId: string }>(notProvided('loadCampaign')),
    /** The applied products; src/app provides it with its page loader and where its tab is kept. */
    list: pagedListMachine,
    decide: fromPromise<AdminCampaignProduct, DecideInput>(notProvided('decide')),
  },
  actions: {
    /** Injected: shows a toast. */
    showToast: (_, _content: ToastContent) => notProvided('showToast')(),
    announceDecision: withParams<CampaignReviewContext, Event, 'showToast', ToastContent>(
      'showToast',
      ({ context, event }) =>
        decisionToast(outputOf<AdminCampaignProduct>(event), context.intent!.product, context.campaign),
    ),
    showApprovalFailed: withParams<CampaignReviewContext, Event, 'showToast', ToastContent>(
      'showToast',
      ({ event }) => approvalFailedToast(toFailure(errorOf(event))),
    ),
    setCampaign: assign({ campaign: ({ event }) => outputOf<AdminCampaign>(event), loadFailure: null }),
    setLoadFailure: assign({ loadFailure: ({ event }) => toFailure(errorOf(event)) }),
    setTab: assign({
      filters: ({ context, event }) => {
        assertEvent(event, 'review.tab');
        return { ...context.filters, status: event.status };
      },
    }),
    forwardTab: sendTo('list', ({ event }) => {
      assertEvent(event, 'review.tab');
      return { type: 'list.filter' as const, filters: { status: event.status } };
    }),
    setApproval: assign(({ event }) => {
      assertEvent(event, 'product.approve');
      return {
        intent: { decision: 'approved', product: event.product },
        decision: { status: 'approved' },
        failure: null,
      } as const;
    }),
    setRejectionIntent: assign(({ event }) => {
      assertEvent(event, 'product.reject');
      return {
        intent: { decision: 'rejected', product: event.product },
        decision: null,
        failure: null,
      } as const;
    }),
    setRejection: assign(({ event }) => {
      assertEvent(event, 'rejection.submit');
      return { decision: { status: 'rejected', reason: event.reason }, failure: null } as const;
    }),
    setFailure: assign({ failure: ({ event }) => toFailure(errorOf(event)) }),
    clearIntent: assign({ intent: null, decision: null, failure: null }),
    /** The row leaves its tab with the server's answer (the tabs' counts move with it). */
    markDecided: sendTo('list', ({ context, event }) => ({
      type: 'list.update' as const,
      ids: [String(context.intent?.product.id)],
      changes: { decided: outputOf<AdminCampaignProduct>(event) },
    })),
    reload: raise({ type: 'review.reload' }),
  },
  guards: {
    isNotFound: ({ event }) => isNotFound(toFailure(errorOf(event))),
    changesTab: ({ context, event }) => {
      assertEvent(event, 'review.tab');
      return context.filters.status !== event.status;
    },
    /** The lifecycle lets this product be approved (only a pending one; the server answers 409 else). */
    canApprove: ({ event }) => {
      assertEvent(event, 'product.approve');
      return campaignProductDecisions(event.product.status).includes('approved');
    },
    /** A pending product is rejected; an approved one is taken out; a rejected one waits for the seller. */
    canReject: ({ event }) => {
      assertEvent(event, 'product.reject');
      return campaignProductDecisions(event.product.status).includes('rejected');
    },
    isRefusal: ({ event }) => isRefusal(toFailure(errorOf(event))),
  },
}).createMachine({
  id: 'campaignReview',
  description:
    "The review of one campaign's applied products: by status, oldest first, each approved or rejected with a reason.",
  context: ({ input }) => initialContext(input),
  initial: 'loading',
  states: {
    loading: {
      description: 'The campaign (its title and sales period) is on its way.',
      invoke: {
        src: 'loadCampaign',
        input: ({ context }) => ({ campaignId: context.campaignId }),
        onDone: { target: 'reviewing', actions: 'setCampaign' },
        onError: [
          { guard: 'isNotFound', target: 'notFound', actions: 'setLoadFailure' },
          { target: 'failed', actions: 'setLoadFailure' },
        ],
      },
    },
    failed: {
      description: 'The campaign could not be loaded; the screen says why and offers a retry.',
      on: { 'review.retry': 'loading' },
    },
    notFound: {
      description: "No campaign has this id (deleted, or a mistyped address): 'Campaign not found'.",
    },
    reviewing: {
      description: 'The campaign heads the screen; its products by status, and a decision on one of them.',
      type: 'parallel',
      on: { 'review.tab': { guard: 'changesTab', actions: ['setTab', 'forwardTab'] } },
      states: {
        products: {
          description: 'The products of the chosen status, page by page.',
          initial: 'shown',
          states: {
            // Its own state, so that loading it afresh re-enters it alone: a transition whose domain were the
            // parallel state would re-enter both regions, closing the refusal's dialog.
            shown: {
              description: 'The list runs; after a refusal it starts again from the first page.',
              invoke: {
                id: 'list',
                src: 'list',
                input: ({ context }) => ({ filters: listFilters(context.campaignId, context.filters) }),
              },
              on: { 'review.reload': { target: 'shown', reenter: true } },
            },
          },
        },
        decision: {
          description:
            'A decision on one product, from the press (and the rejection’s dialog) to the server’s answer.',
          initial: 'idle',
          states: {
            idle: {
              description:
                'No decision is under way: a pending product offers Approve and Reject, an approved one Reject.',
              on: {
                'product.approve': { guard: 'canApprove', target: 'approving', actions: 'setApproval' },
                'product.reject': { guard: 'canReject', target: 'rejecting', actions: 'setRejectionIntent' },
              },
            },
            approving: {
              description: 'The approval is with the server; every decision button waits.',
              tags: ['deciding'],
              invoke: {
                src: 'decide',
                input: decideInput,
                onDone: { target: 'idle', actions: ['markDecided', 'announceDecision', 'clearIntent'] },
                onError: [
                  { guard: 'isRefusal', target: 'refused', actions: ['setFailure', 'reload'] },
                  { target: 'idle', actions: ['showApprovalFailed', 'clearIntent'] },
                ],
              },
            },
            rejecting: {
              description:
                'The rejection’s dialog asks for the reason the seller will read (an approved product leaves the campaign); after a failure it says why.',
              tags: ['dialog'],
              on: {
                'rejection.submit': { target: 'sendingRejection', actions: 'setRejection' },
                'rejection.cancel': { target: 'idle', actions: 'clearIntent' },
              },
            },
            sendingRejection: {
              description: 'The rejection and its reason are with the server; the dialog stays open, locked.',
              tags: ['dialog', 'deciding'],
              invoke: {
                src: 'decide',
                input: decideInput,
                onDone: { target: 'idle', actions: ['markDecided', 'announceDecision', 'clearIntent'] },
                onError: [
                  { guard: 'isRefusal', target: 'refused', actions: ['setFailure', 'reload'] },
                  { target: 'rejecting', actions: 'setFailure' },
                ],
              },
            },
            refused: {
              description:
                'The server refused the decision (another admin decided first, the price fell to the discount, or the product is gone): a dialog says so in its words while the list reloads.',
              tags: ['refused'],
              on: { 'refusal.dismiss': { target: 'idle', actions: 'clearIntent' } },
            },
          },
        },
      },
    },
  },
});

export type CampaignReviewMachine = typeof campaignReviewMachine;
