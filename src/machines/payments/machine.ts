// The Payments page (issue 13; spec §2 Earnings/Payments, §8): the earnings cards, the payout requests (keyset
// pages, newest first) and the month's statement behind a tab, and the cash-out modal, an invoked
// cashOutMachine. When the modal reports a request the server created, the request goes on top of the list,
// the cards and the statement are read again (the reservation lowered the balance) and a toast says so.
// Regions run side by side: a failed list never hides the cards, a statement loading never blocks cash-out.
import type { Earnings, PayoutPage, Statement } from '#schemas/earnings';
import { and, assertEvent, assign, fromPromise, setup, stateIn } from 'xstate';
import type { CashOutInput } from '../cash-out/context.ts';
import { cashOutMachine } from '../cash-out/machine.ts';
import { errorOf, outputOf, withParams } from '../shared/actor-events.ts';
import { toFailure } from '../shared/failure.ts';
import type { ToastContent } from '../toast/context.ts';
import { canCashOut, initialContext, type PaymentsContext } from './context.ts';
import type { PaymentsEvent } from './events.ts';
import { csvFailedToast, requestedToast } from './failure.ts';

const notProvided = (name: string) => () => {
  throw new Error(`paymentsMachine: '${name}' must be provided (src/app/payments.ts)`);
};

/** The earnings the modal opens with; it opens only once they are shown. */
const shownEarnings = (context: PaymentsContext): Earnings => {
  if (!context.earnings) throw new Error('paymentsMachine: no earnings are shown yet');
  return context.earnings;
};

export const paymentsMachine = setup({
  types: {} as {
    context: PaymentsContext;
    events: PaymentsEvent;
    children: { cashOut: 'cashOut' };
  },
  actors: {
    loadEarnings: fromPromise<Earnings>(notProvided('loadEarnings')),
    loadPayoutRequests: fromPromise<PayoutPage, { cursor: string | null }>(notProvided('loadPayoutRequests')),
    loadStatement: fromPromise<Statement, { month: string | null }>(notProvided('loadStatement')),
    /** Fetches the month's statement as CSV and hands it to the browser as a download. */
    downloadStatement: fromPromise<void, { month: string }>(notProvided('downloadStatement')),
    cashOut: cashOutMachine,
  },
  actions: {
    /** Injected: shows a toast. */
    showToast: (_, _content: ToastContent) => notProvided('showToast')(),
    setEarnings: assign({ earnings: ({ event }) => outputOf<Earnings>(event), earningsFailure: null }),
    setEarningsFailure: assign({ earningsFailure: ({ event }) => toFailure(errorOf(event)) }),
    appendRequests: assign(({ context, event }) => {
      const page = outputOf<PayoutPage>(event);
      // A request made here since the first page may come again on a later page: never list one twice.
      const known = new Set(context.payoutRequests.map((request) => request.id));
      return {
        payoutRequests: [
          ...context.payoutRequests,
          ...page.payoutRequests.filter((each) => !known.has(each.id)),
        ],
        cursor: page.nextCursor,
        requestsFailure: null,
      };
    }),
    setRequestsFailure: assign({ requestsFailure: ({ event }) => toFailure(errorOf(event)) }),
    addRequest: assign({
      payoutRequests: ({ context, event }) => {
        assertEvent(event, 'cashOut.requested');
        return [event.payoutRequest, ...context.payoutRequests];
      },
    }),
    showRequested: withParams<PaymentsContext, PaymentsEvent, 'showToast', ToastContent>(
      'showToast',
      ({ event }) => {
        assertEvent(event, 'cashOut.requested');
        return requestedToast(event.payoutRequest);
      },
    ),
    setMonth: assign({
      month: ({ event }) => {
        assertEvent(event, 'statement.month');
        return event.month;
      },
    }),
    setStatement: assign({ statement: ({ event }) => outputOf<Statement>(event), statementFailure: null }),
    setStatementFailure: assign({ statementFailure: ({ event }) => toFailure(errorOf(event)) }),
    showCsvFailed: withParams<PaymentsContext, PaymentsEvent, 'showToast', ToastContent>(
      'showToast',
      ({ event }) => csvFailedToast(toFailure(errorOf(event))),
    ),
  },
  guards: {
    isLastPage: ({ event }) => outputOf<PayoutPage>(event).nextCursor === null,
    /** The balance as freshly read reaches spec §5's minimum (not while a request's reload is on its way). */
    canCashOut: and([stateIn({ earnings: 'ready' }), ({ context }) => canCashOut(context.earnings)]),
    isStatementTab: ({ event }) => {
      assertEvent(event, 'tab.select');
      return event.tab === 'statement';
    },
    isRequestsTab: ({ event }) => {
      assertEvent(event, 'tab.select');
      return event.tab === 'requests';
    },
    changesMonth: ({ context, event }) => {
      assertEvent(event, 'statement.month');
      return event.month !== (context.month ?? context.statement?.month);
    },
  },
}).createMachine({
  id: 'payments',
  description:
    "The seller's Payments page: what is available, on hold and paid out; the payout requests; the month's statement; and cash-out.",
  context: initialContext,
  type: 'parallel',
  states: {
    earnings: {
      description: 'The cards: available to cash out, on hold (and when it releases), paid out.',
      initial: 'loading',
      states: {
        loading: {
          description: 'The earnings are on their way; the cards read before, if any, stay.',
          tags: 'earningsLoading',
          invoke: {
            src: 'loadEarnings',
            onDone: { target: 'ready', actions: 'setEarnings' },
            onError: { target: 'failed', actions: 'setEarningsFailure' },
          },
        },
        ready: {
          description: 'The cards are shown; a new request reads them again.',
          on: { 'cashOut.requested': 'loading' },
        },
        failed: {
          description:
            "'Error fetching earnings' (or the server's reason, awaiting approval), with Try again.",
          on: { 'earnings.retry': 'loading' },
        },
      },
    },
    requests: {
      description: "The seller's payout requests, newest first, a page at a time, with their badges.",
      initial: 'loading',
      on: { 'cashOut.requested': { actions: 'addRequest' } },
      states: {
        loading: {
          description: 'A page is on its way: the first one when none is shown yet, else the next one.',
          tags: 'requestsLoading',
          invoke: {
            src: 'loadPayoutRequests',
            input: ({ context }) => ({ cursor: context.cursor }),
            onDone: [
              { guard: 'isLastPage', target: 'end', actions: 'appendRequests' },
              { target: 'idle', actions: 'appendRequests' },
            ],
            onError: { target: 'failed', actions: 'setRequestsFailure' },
          },
        },
        idle: {
          description: 'The requests so far are shown and more follow: the sentinel asks for the next page.',
          on: { 'requests.loadMore': 'loading' },
        },
        failed: {
          description:
            "'Error fetching cashout requests': the requests already shown stay, and a retry asks for the page again.",
          on: { 'requests.retry': 'loading' },
        },
        end: {
          description: 'Every request is shown.',
        },
      },
    },
    tab: {
      description: 'Which tab is shown under the cards: the payout requests or the statement.',
      initial: 'requests',
      states: {
        requests: {
          description: 'The payout requests tab.',
          on: { 'tab.select': { guard: 'isStatementTab', target: 'statement' } },
        },
        statement: {
          description: 'The statement tab.',
          on: { 'tab.select': { guard: 'isRequestsTab', target: 'requests' } },
        },
      },
    },
    statement: {
      description: "The month's ledger entries with the running balance, read when its tab is first shown.",
      initial: 'unread',
      states: {
        unread: {
          description: 'Not asked for yet: the statement tab has not been shown.',
          on: { 'tab.select': { guard: 'isStatementTab', target: 'loading' } },
        },
        loading: {
          description: "The month's statement is on its way; the one shown before, if any, stays.",
          tags: 'statementLoading',
          invoke: {
            src: 'loadStatement',
            input: ({ context }) => ({ month: context.month }),
            onDone: { target: 'ready', actions: 'setStatement' },
            onError: { target: 'failed', actions: 'setStatementFailure' },
          },
        },
        ready: {
          description: 'The statement is shown; another month, or a new request, reads it again.',
          initial: 'idle',
          on: {
            'statement.month': { guard: 'changesMonth', target: 'loading', actions: 'setMonth' },
            'cashOut.requested': 'loading',
          },
          states: {
            idle: {
              description: 'Download CSV is offered.',
              on: { 'statement.download': 'downloading' },
            },
            downloading: {
              description: "The month's CSV is on its way to the browser's downloads.",
              tags: 'downloading',
              invoke: {
                src: 'downloadStatement',
                input: ({ context }) => ({ month: context.statement?.month ?? context.month ?? '' }),
                onDone: 'idle',
                onError: { target: 'idle', actions: 'showCsvFailed' },
              },
            },
          },
        },
        failed: {
          description:
            "'Error fetching earnings' for the statement, with Try again; another month may be picked.",
          on: {
            'statement.retry': 'loading',
            'statement.month': { target: 'loading', actions: 'setMonth' },
          },
        },
      },
    },
    cashOut: {
      description: 'The cash-out modal.',
      initial: 'closed',
      states: {
        closed: {
          description:
            'Cash out is offered while the balance reaches the minimum; disabled with the reason otherwise.',
          on: { 'cashOut.open': { guard: 'canCashOut', target: 'open' } },
        },
        open: {
          description:
            'The modal is open over the page with the balance as last read; a request it reports is listed and toasted.',
          invoke: {
            src: 'cashOut',
            id: 'cashOut',
            input: ({ context }): CashOutInput => ({ earnings: shownEarnings(context) }),
            onDone: 'closed',
          },
          on: { 'cashOut.requested': { actions: 'showRequested' } },
        },
      },
    },
  },
});

export type PaymentsMachine = typeof paymentsMachine;
