// Model-based test of the Payments page (/payments, decision 034) in the real App over the real composition
// root: the cards and the payout requests arriving or failing when the model says so, the next page of
// requests, the statement tab (its month, its CSV, its failure), and the cash-out modal opened from the page,
// whose request goes on top of the list, lowers the cards and the statement and is toasted. At every model
// state the screen AND the production payments machine are checked.
import { createTestModel } from '@xstate/graph';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setup, type EventFrom, type StateValue } from 'xstate';
import { FailureError } from '#machines/shared/failure.ts';
import { createFakeEarnings, earningsScenarios, makePayoutRequest } from '../services/earnings.ts';
import { FakeIntersectionObserver } from '../views/notifications/intersection-observer.ts';
import { heldService, renderAppWith } from './app-support.tsx';
import { transitionPaths, watchActors } from './model-support.ts';

const paymentsBehaviour = setup({
  types: {} as {
    events:
      | { type: 'OPEN' }
      | { type: 'SERVER_ANSWERS' }
      | { type: 'SERVER_FAILS' }
      | { type: 'RETRY' }
      | { type: 'PRESS_LOAD_MORE' }
      | { type: 'OPEN_STATEMENT' }
      | { type: 'SHOW_REQUESTS' }
      | { type: 'PICK_FEBRUARY' }
      | { type: 'DOWNLOAD' }
      | { type: 'CASH_OUT' }
      | { type: 'CLOSE' }
      | { type: 'REQUEST_CASH_OUT' };
  },
}).createMachine({
  id: 'paymentsBehaviour',
  initial: 'start',
  states: {
    start: { description: 'the seller opens Payments', on: { OPEN: 'loading' } },
    loading: {
      description: 'the earnings and the first page of requests are on their way',
      on: { SERVER_ANSWERS: 'shown', SERVER_FAILS: 'failed' },
    },
    failed: {
      description:
        "the page says 'Error fetching earnings' and 'Error fetching cashout requests', each with a retry",
      on: { RETRY: 'loading' },
    },
    shown: {
      description: 'the cards and the 20 newest requests with their badges, more to come',
      on: { PRESS_LOAD_MORE: 'loadingMore', OPEN_STATEMENT: 'statementLoading', CASH_OUT: 'cashOutOpen' },
    },
    loadingMore: {
      description: 'the next page of requests is on its way under the first',
      on: { SERVER_ANSWERS: 'allRequests' },
    },
    allRequests: { description: 'all 21 requests are listed and nothing more is asked' },
    statementLoading: {
      description: "this month's statement is on its way",
      on: { SERVER_ANSWERS: 'statement', SERVER_FAILS: 'statementFailed' },
    },
    statementFailed: {
      description: "the statement tab says 'Error fetching earnings' with a retry",
      on: { RETRY: 'statementLoading' },
    },
    statement: {
      description: "March's entries with their running balance, and Download CSV",
      on: {
        PICK_FEBRUARY: 'februaryLoading',
        DOWNLOAD: 'downloading',
        SHOW_REQUESTS: 'requestsAgain',
        REQUEST_CASH_OUT: 'requestedFromStatement',
      },
    },
    februaryLoading: {
      description: "February's statement is on its way",
      on: { SERVER_ANSWERS: 'february' },
    },
    february: { description: "February's entries: an order's earning and its commission" },
    downloading: {
      description: "March's CSV is on its way",
      on: { SERVER_ANSWERS: 'downloaded', SERVER_FAILS: 'downloadFailed' },
    },
    downloaded: { description: 'the browser got statement-2026-03.csv' },
    downloadFailed: { description: "a toast says 'Error fetching earnings'; the statement stays" },
    requestsAgain: {
      description: 'back on the requests tab, the list as it was; the statement is not asked again',
    },
    cashOutOpen: {
      description: 'the cash-out modal is open with the balance',
      on: { CLOSE: 'shown', REQUEST_CASH_OUT: 'requested' },
    },
    requested: {
      description:
        'the modal closed; the request is on top of the list, a toast says so, the cards are read again',
      on: { SERVER_ANSWERS: 'requestedShown' },
    },
    requestedShown: { description: 'the cards show the balance less the request' },
    requestedFromStatement: {
      description: 'requested from the statement tab: the cards and the statement are read again',
      on: { SERVER_ANSWERS: 'requestedStatement' },
    },
    requestedStatement: { description: "the statement ends with the request's reservation" },
  },
});

type BehaviourEvent = EventFrom<typeof paymentsBehaviour>;
const everyEvent = (
  [
    'OPEN',
    'SERVER_ANSWERS',
    'SERVER_FAILS',
    'RETRY',
    'PRESS_LOAD_MORE',
    'OPEN_STATEMENT',
    'SHOW_REQUESTS',
    'PICK_FEBRUARY',
    'DOWNLOAD',
    'CASH_OUT',
    'CLOSE',
    'REQUEST_CASH_OUT',
  ] as const
).map((type) => ({ type })) as BehaviourEvent[];

const model = createTestModel(paymentsBehaviour);
const paths = transitionPaths(model, (snapshot) => everyEvent.filter((event) => snapshot.can(event)));

/**
 * The page's "available" scenario (₱16,160.00 available; a pending, a failed and a completed request, here
 * #21, #20 and #19) after 18 older failed requests (they leave the balance as it is), so the list has a
 * second page.
 */
const scenario = () => {
  const base = earningsScenarios.available();
  const older = Array.from({ length: 18 }, (_, index) =>
    makePayoutRequest(index + 1, 70 - index, { status: 'failed', amount: 100 }),
  );
  const recent = (base.payoutRequests ?? []).map((request) => ({ ...request, id: request.id + 18 }));
  return { ...base, payoutRequests: [...older, ...recent] };
};

const outage = new FailureError({
  kind: 'http',
  status: 500,
  code: 'INTERNAL_ERROR',
  message: 'Something went wrong on our side.',
});

/** The first screen waits for the merchant area's lazy chunks, slow on a cold run. */
const slow = { timeout: 10_000 };

const heldCalls = ['getEarnings', 'listPayoutRequests', 'getStatement', 'downloadStatementCsv'] as const;

/** What the CSV download handed the browser to save: jsdom has no object URLs and no downloads. */
let downloads: string[] = [];

beforeEach(() => {
  FakeIntersectionObserver.install();
  downloads = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:statement', revokeObjectURL: () => {} }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe(`payments page in the App (${paths.length} paths)`, () => {
  afterAll(() => console.info(`payments model: ${paths.length} paths covered`));

  for (const path of paths) {
    it(path.description, { timeout: 30_000 }, async () => {
      const memory = createFakeEarnings(scenario());
      // The modal's calls answer at once: its own model test holds them.
      const api = heldService(memory.service, ['getPaymentChannels', 'requestPayout']);
      const actors = watchActors();
      const user = userEvent.setup();
      let app: ReturnType<typeof renderAppWith> | undefined;
      const machine = () => actors.latest('payments').getSnapshot();
      const machineIs = (value: StateValue) => waitFor(() => expect(machine().matches(value)).toBe(true));
      const card = (title: string) => screen.findByRole('region', { name: title }, slow);
      const rows = async (count: number) => {
        const list = await screen.findByRole('list', { name: 'Payout requests, newest first' }, slow);
        await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(count));
        return within(list).getAllByRole('listitem');
      };
      const waitingFor = (...names: Array<(typeof heldCalls)[number]>) =>
        waitFor(() => expect(names.map((name) => api.waiting(name))).toEqual(names.map(() => 1)), slow);
      const anyWaiting = () =>
        waitFor(() => expect(heldCalls.some((name) => api.waiting(name) > 0)).toBe(true), slow);
      const entries = (month: string) =>
        screen.findByRole('list', { name: `Statement for ${month}, oldest first` });
      const requestCashOut = async () => {
        const dialog = await screen.findByRole('dialog', { name: 'Cash out' });
        await user.type(await within(dialog).findByRole('combobox', { name: 'Bank or e-wallet' }), 'GCash');
        await user.click(await screen.findByRole('option', { name: 'GCash' }));
        await user.type(within(dialog).getByRole('textbox', { name: 'Account number' }), '09171234567');
        await user.type(within(dialog).getByRole('textbox', { name: 'Account name' }), 'Ana Reyes');
        await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '10000');
        await user.click(within(dialog).getByRole('button', { name: 'Request cash out' }));
      };
      const requestedChecks = async () => {
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        expect(await screen.findByText('Cash out requested')).toBeVisible();
        expect(screen.getByText('₱10,000.00 to GCash is on its way to the payout desk.')).toBeVisible();
        expect(machine().context.payoutRequests[0]).toMatchObject({
          id: 22,
          amount: 10_000,
          status: 'pending',
        });
        expect(machine().matches({ cashOut: 'closed', earnings: 'loading' })).toBe(true);
      };

      try {
        await path.test({
          states: {
            loading: async () => {
              expect(await screen.findByText('Loading your earnings…', {}, slow)).toBeVisible();
              await waitingFor('getEarnings', 'listPayoutRequests');
              await machineIs({ earnings: 'loading', requests: 'loading', statement: 'unread' });
            },
            failed: async () => {
              expect(await screen.findByText('Error fetching earnings')).toBeVisible();
              expect(screen.getByText('Error fetching cashout requests')).toBeVisible();
              expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
              await machineIs({ earnings: 'failed', requests: 'failed' });
            },
            shown: async () => {
              const available = await card('Available to cash out');
              expect(within(available).getByText('₱16,160.00')).toBeVisible();
              expect(within(available).getByRole('button', { name: 'Cash out' })).toBeEnabled();
              expect(within(await card('On hold')).getByText('₱3,135.00 releases on 19 Mar')).toBeVisible();
              expect(within(await card('Paid out')).getByText('₱4,000.00')).toBeVisible();
              const [pending, failed, completed] = await rows(20);
              expect(within(pending!).getByText('Pending')).toBeVisible();
              expect(within(failed!).getByText('Failed')).toBeVisible();
              expect(within(completed!).getByText('Completed')).toBeVisible();
              expect(within(completed!).getByText('Reference IB-202601')).toBeVisible();
              expect(screen.getByRole('button', { name: 'Load more' })).toBeVisible();
              await machineIs({ earnings: 'ready', requests: 'idle', tab: 'requests', cashOut: 'closed' });
              expect(machine().context.payoutRequests).toHaveLength(20);
            },
            loadingMore: async () => {
              expect(await screen.findByText('Loading more payout requests…')).toBeVisible();
              await rows(20);
              await waitingFor('listPayoutRequests');
              expect(api.sent('listPayoutRequests').at(-1)).toEqual([
                machine().context.payoutRequests.at(-1)!.id.toString(),
              ]);
              await machineIs({ requests: 'loading' });
            },
            allRequests: async () => {
              await rows(21);
              expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
              await machineIs({ requests: 'end' });
            },
            statementLoading: async () => {
              expect(await screen.findByText('Loading the statement…')).toBeVisible();
              await waitingFor('getStatement');
              await machineIs({ tab: 'statement', statement: 'loading' });
            },
            statementFailed: async () => {
              expect(await screen.findByText('Error fetching earnings')).toBeVisible();
              expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
              await machineIs({ statement: 'failed' });
            },
            statement: async () => {
              const march = await entries('March 2026');
              expect(within(march).getAllByRole('listitem')).toHaveLength(6);
              expect(within(march).getByText('Refund on order #SK-100003')).toBeVisible();
              expect(screen.getByText('Closing balance ₱16,160.00')).toBeVisible();
              expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
              await machineIs({ statement: { ready: 'idle' } });
            },
            februaryLoading: async () => {
              await waitingFor('getStatement');
              expect(api.sent('getStatement').at(-1)).toEqual(['2026-02']);
              await machineIs({ statement: 'loading' });
            },
            february: async () => {
              const february = await entries('February 2026');
              expect(within(february).getByText('Order #SK-100001')).toBeVisible();
              expect(within(february).getByText('₱6,200.00 sold, less ₱310.00 commission')).toBeVisible();
              await machineIs({ statement: { ready: 'idle' } });
              expect(machine().context.month).toBe('2026-02');
            },
            downloading: async () => {
              await waitingFor('downloadStatementCsv');
              await machineIs({ statement: { ready: 'downloading' } });
            },
            downloaded: async () => {
              await waitFor(() => expect(downloads).toEqual(['statement-2026-03.csv']));
              await machineIs({ statement: { ready: 'idle' } });
            },
            downloadFailed: async () => {
              expect(
                await screen.findByText('The statement could not be downloaded. Please try again.'),
              ).toBeVisible();
              expect(downloads).toEqual([]);
              await entries('March 2026');
              await machineIs({ statement: { ready: 'idle' } });
            },
            requestsAgain: async () => {
              await rows(20);
              await machineIs({ tab: 'requests', statement: { ready: 'idle' } });
              expect(api.waiting('getStatement')).toBe(0);
            },
            cashOutOpen: async () => {
              const dialog = await screen.findByRole('dialog', { name: 'Cash out' });
              await waitFor(() => expect(within(dialog).getByText('₱16,160.00')).toBeVisible());
              await machineIs({ cashOut: 'open' });
              expect(actors.latest('cashOut').getSnapshot().context.bounds).toEqual({
                min: 10_000,
                max: 5_000_000,
                cap: 1_616_000,
              });
            },
            requested: async () => {
              await requestedChecks();
              const [first] = await rows(21);
              expect(within(first!).getByText('₱10,000.00')).toBeVisible();
              expect(within(first!).getByText('Pending')).toBeVisible();
              await waitingFor('getEarnings');
            },
            requestedShown: async () => {
              const available = await card('Available to cash out');
              await waitFor(() => expect(within(available).getByText('₱6,160.00')).toBeVisible());
              await machineIs({ earnings: 'ready', cashOut: 'closed' });
            },
            requestedFromStatement: async () => {
              await requestedChecks();
              await waitingFor('getEarnings', 'getStatement');
              await machineIs({ statement: 'loading' });
            },
            requestedStatement: async () => {
              const march = await entries('March 2026');
              await waitFor(() => expect(within(march).getAllByRole('listitem')).toHaveLength(7));
              expect(within(march).getByText('Cash out to GCash (request #22)')).toBeVisible();
              expect(screen.getByText('Closing balance ₱6,160.00')).toBeVisible();
              await machineIs({ earnings: 'ready', statement: { ready: 'idle' } });
            },
          },
          events: {
            OPEN: () => {
              localStorage.setItem('token', 'seller-token');
              app = renderAppWith('/payments', { earnings: async () => api.service }, actors.inspect);
            },
            SERVER_ANSWERS: async () => {
              await anyWaiting();
              for (const name of heldCalls) while (api.waiting(name) > 0) await api.answer(name);
            },
            SERVER_FAILS: async () => {
              await anyWaiting();
              for (const name of heldCalls) while (api.waiting(name) > 0) await api.refuse(name, outage);
            },
            RETRY: async () => {
              for (const button of screen.getAllByRole('button', { name: 'Try again' }))
                await user.click(button);
            },
            PRESS_LOAD_MORE: () => user.click(screen.getByRole('button', { name: 'Load more' })),
            OPEN_STATEMENT: () => user.click(screen.getByRole('tab', { name: 'Statement' })),
            SHOW_REQUESTS: () => user.click(screen.getByRole('tab', { name: 'Payout requests' })),
            PICK_FEBRUARY: async () => {
              await user.click(screen.getByRole('button', { name: /Month/ }));
              await user.click(await screen.findByRole('option', { name: 'February 2026' }));
            },
            DOWNLOAD: () => user.click(screen.getByRole('button', { name: 'Download CSV' })),
            CASH_OUT: () => user.click(screen.getByRole('button', { name: 'Cash out' })),
            CLOSE: async () => {
              const dialog = await screen.findByRole('dialog', { name: 'Cash out' });
              await user.click(await within(dialog).findByRole('button', { name: 'Cancel' }));
            },
            REQUEST_CASH_OUT: async () => {
              if (!screen.queryByRole('dialog'))
                await user.click(screen.getByRole('button', { name: 'Cash out' }));
              await requestCashOut();
            },
          },
        });
      } finally {
        await app?.close();
      }
    });
  }
});
