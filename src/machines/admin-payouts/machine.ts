// The admin's payout desk (issue 13): the requests of one status at a time (the paged list, invoked as
// `list`; pending oldest first), a decision on one pending request (Mark as completed with the bank's
// reference, Mark as failed with the reason; which ones a request offers is the payout lifecycle's), and the
// pending requests exported as the bank's batch file. A decided request leaves the list; one the server
// says is no longer pending (409: another admin decided first; 404) is explained, and the list reloads.
import { assertEvent, assign, fromPromise, raise, sendTo, setup } from 'xstate';
import type { AdminPayoutRequest, PayoutDecision } from '#schemas/earnings';
import { payoutDecisions } from '../payout-status/machine.ts';
import { pagedListMachine } from '../paged-list/machine.ts';
import type { Filters } from '../paged-list/context.ts';
import { errorOf, outputOf, withParams } from '../shared/actor-events.ts';
import { toFailure, type Failure } from '../shared/failure.ts';
import type { ToastContent } from '../toast/context.ts';
import { decisionToast, exportFailedToast, initialContext, type PayoutDeskContext } from './context.ts';
import type { PayoutDeskEvent } from './events.ts';

export type DecideInput = { id: number; decision: PayoutDecision };

const notProvided = (name: string) => () => {
  throw new Error(`payoutDeskMachine: '${name}' must be provided (src/app/admin-payouts.ts)`);
};

/** Raised by the decision region for the requests region: load the list afresh. */
type ReloadEvent = { type: 'desk.reload' };
type Event = PayoutDeskEvent | ReloadEvent;

/** The request is no longer pending, or no longer there: nobody can decide it any more. */
export const isDecidedElsewhere = (failure: Failure) =>
  failure.kind === 'http' && (failure.status === 409 || failure.status === 404);

export const payoutDeskMachine = setup({
  types: {} as { context: PayoutDeskContext; events: Event; input: { filters: Filters } },
  actors: {
    /** The requests; src/app provides it with its page loader and where its tab is kept. */
    list: pagedListMachine,
    decide: fromPromise<AdminPayoutRequest, DecideInput>(notProvided('decide')),
    /** Downloads the pending requests as a CSV file (fetches the Blob and saves it). */
    exportPending: fromPromise<void>(notProvided('exportPending')),
  },
  actions: {
    /** Injected: shows a toast. */
    showToast: (_, _content: ToastContent) => notProvided('showToast')(),
    announceDecision: withParams<PayoutDeskContext, Event, 'showToast', ToastContent>(
      'showToast',
      ({ event }) => decisionToast(outputOf<AdminPayoutRequest>(event)),
    ),
    showExportFailed: withParams<PayoutDeskContext, Event, 'showToast', ToastContent>(
      'showToast',
      ({ event }) => exportFailedToast(toFailure(errorOf(event))),
    ),
    setTab: assign({
      filters: ({ context, event }) => {
        assertEvent(event, 'desk.tab');
        return { ...context.filters, status: event.status };
      },
    }),
    forwardTab: sendTo('list', ({ event }) => {
      assertEvent(event, 'desk.tab');
      return { type: 'list.filter' as const, filters: { status: event.status } };
    }),
    setIntent: assign(({ event }) => {
      assertEvent(event, ['payout.complete', 'payout.fail']);
      return {
        intent: {
          decision: event.type === 'payout.complete' ? 'completed' : 'failed',
          request: event.request,
        },
        decision: null,
        failure: null,
      } as const;
    }),
    setDecision: assign({
      decision: ({ event }) => {
        assertEvent(event, 'payout.submit');
        return event.decision;
      },
      failure: null,
    }),
    setFailure: assign({ failure: ({ event }) => toFailure(errorOf(event)) }),
    clearIntent: assign({ intent: null, decision: null, failure: null }),
    /** The row leaves its list with the server's answer (the seller's balance after it, for their other rows). */
    markDecided: sendTo('list', ({ context, event }) => ({
      type: 'list.update' as const,
      ids: [String(context.intent?.request.id)],
      changes: { decided: outputOf<AdminPayoutRequest>(event) },
    })),
    reload: raise({ type: 'desk.reload' }),
  },
  guards: {
    changesTab: ({ context, event }) => {
      assertEvent(event, 'desk.tab');
      return context.filters.status !== event.status;
    },
    /** The payout lifecycle lets this request be completed (only a pending one; the server answers 409 else). */
    canComplete: ({ event }) => {
      assertEvent(event, 'payout.complete');
      return payoutDecisions(event.request.status).includes('completed');
    },
    canFail: ({ event }) => {
      assertEvent(event, 'payout.fail');
      return payoutDecisions(event.request.status).includes('failed');
    },
    /** The dialog's form parsed the decision already; the machine still sends only the one it opened for. */
    isOpenDecision: ({ context, event }) => {
      assertEvent(event, 'payout.submit');
      return event.decision.status === context.intent?.decision;
    },
    isDecidedElsewhere: ({ event }) => isDecidedElsewhere(toFailure(errorOf(event))),
    isCompleting: ({ context }) => context.intent?.decision === 'completed',
  },
}).createMachine({
  id: 'payoutDesk',
  description:
    "The payout desk: the sellers' cash-out requests by status, the decision on a pending one, and the bank's batch file.",
  context: ({ input }) => initialContext(input.filters),
  type: 'parallel',
  on: { 'desk.tab': { guard: 'changesTab', actions: ['setTab', 'forwardTab'] } },
  states: {
    requests: {
      description: 'The requests of the chosen status, page by page.',
      initial: 'shown',
      states: {
        // Its own state, so that loading it afresh re-enters it alone: a transition whose domain were the
        // parallel root would re-enter every region, closing the refusal's dialog.
        shown: {
          description: 'The list runs; after a refusal it starts again from the first page.',
          invoke: { id: 'list', src: 'list', input: ({ context }) => ({ filters: context.filters }) },
          on: { 'desk.reload': { target: 'shown', reenter: true } },
        },
      },
    },
    decision: {
      description: 'A decision on one pending request, from its dialog to the server’s answer.',
      initial: 'idle',
      states: {
        idle: {
          description: 'No dialog is open; each pending request offers Mark as completed and Mark as failed.',
          on: {
            'payout.complete': { guard: 'canComplete', target: 'completing', actions: 'setIntent' },
            'payout.fail': { guard: 'canFail', target: 'failing', actions: 'setIntent' },
          },
        },
        completing: {
          description:
            "Mark as completed asks for the bank's reference; after a failure the dialog says why.",
          tags: ['dialog'],
          on: {
            'payout.submit': { guard: 'isOpenDecision', target: 'deciding', actions: 'setDecision' },
            'payout.cancel': { target: 'idle', actions: 'clearIntent' },
          },
        },
        failing: {
          description:
            "Mark as failed asks for the reason the seller will read (the amount returns to the seller's balance); after a failure the dialog says why.",
          tags: ['dialog'],
          on: {
            'payout.submit': { guard: 'isOpenDecision', target: 'deciding', actions: 'setDecision' },
            'payout.cancel': { target: 'idle', actions: 'clearIntent' },
          },
        },
        deciding: {
          description: 'The decision is with the server; its dialog stays open, locked.',
          tags: ['dialog', 'deciding'],
          invoke: {
            src: 'decide',
            input: ({ context }) => ({ id: context.intent!.request.id, decision: context.decision! }),
            onDone: { target: 'idle', actions: ['markDecided', 'announceDecision', 'clearIntent'] },
            onError: [
              { guard: 'isDecidedElsewhere', target: 'refused', actions: ['setFailure', 'reload'] },
              { guard: 'isCompleting', target: 'completing', actions: 'setFailure' },
              { target: 'failing', actions: 'setFailure' },
            ],
          },
        },
        refused: {
          description:
            'The server refused: the request is no longer pending (or gone). A dialog says so in its words while the list reloads.',
          tags: ['refused'],
          on: { 'payout.refusal.dismiss': { target: 'idle', actions: 'clearIntent' } },
        },
      },
    },
    export: {
      description: "The pending requests as the bank's batch file.",
      initial: 'idle',
      states: {
        idle: {
          description: 'Export pending as CSV is ready.',
          on: { 'desk.export': 'exporting' },
        },
        exporting: {
          description: 'The CSV is on its way, then saved as a file.',
          tags: ['exporting'],
          invoke: {
            src: 'exportPending',
            onDone: 'idle',
            onError: { target: 'idle', actions: 'showExportFailed' },
          },
        },
      },
    },
  },
});

export type PayoutDeskMachine = typeof payoutDeskMachine;
