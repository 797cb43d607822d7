// Model-based test of the cash-out modal (issue 13; spec §2 Earnings/Payments, §5, §8): the real
// CashOutDialog over the real provided `cashOut` machine, invoked as the payments page does by a stand-in
// page (cash-out-support.tsx), its service the in-memory earnings API whose calls wait for the model. Every
// path through a model of what the seller does and sees is one test, and at every model state the screen AND
// the real cashOut actor are checked: the channels load or fail and are retried, spec §5's messages show
// with the bounds as the seller types, Cash out all fills in the most, the request is created (the page
// hears of it and the modal closes), a 400 puts the server's message on its field, a 409 speaks in the
// server's words, any other failure in spec §8's, and the modal closes from every state that allows it.
import { createTestModel } from '@xstate/graph';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it } from 'vitest';
import { setup, type EventFrom } from 'xstate';
import { FailureError } from '#machines/shared/failure.ts';
import { earningsMessages } from '#schemas/earnings';
import { formatPeso, pesosText, toPesos } from '#schemas/money';
import { createFakeEarnings, earningsScenarios } from '../services/earnings.ts';
import { heldService } from './app-support.tsx';
import { CashOutStage } from './cash-out-support.tsx';
import { transitionPaths, watchActors } from './model-support.ts';

const cashOutBehaviour = setup({
  types: {} as {
    events:
      | { type: 'CHANNELS_ANSWER' }
      | { type: 'CHANNELS_FAIL' }
      | { type: 'RETRY' }
      | { type: 'SUBMIT_EMPTY' }
      | { type: 'FILL_VALID' }
      | { type: 'FILL_AMOUNT_TOO_LOW' }
      | { type: 'FILL_AMOUNT_TOO_HIGH' }
      | { type: 'CASH_OUT_ALL' }
      | { type: 'FILL_EWALLET_SHORT_NUMBER' }
      | { type: 'FIX_MOBILE_NUMBER' }
      | { type: 'SUBMIT' }
      | { type: 'SERVER_ACCEPTS' }
      | { type: 'SERVER_REFUSES_ACCOUNT' }
      | { type: 'SERVER_REFUSES_BALANCE' }
      | { type: 'SERVER_FAILS' }
      | { type: 'RETYPE_ACCOUNT' }
      | { type: 'CANCEL' }
      | { type: 'ESCAPE' };
  },
}).createMachine({
  id: 'cashOutBehaviour',
  initial: 'loading',
  states: {
    loading: {
      description: "the modal opened over the page: the balance, and 'Loading banks and e-wallets…'",
      on: { CHANNELS_ANSWER: 'blank', CHANNELS_FAIL: 'channelsFailed', CANCEL: 'closed' },
    },
    channelsFailed: {
      description: "'Error fetching payment channels' with Try again",
      on: { RETRY: 'loading', ESCAPE: 'closed' },
    },
    blank: {
      description: 'the form, empty and quiet, the amount’s range under it',
      on: {
        SUBMIT_EMPTY: 'allRequired',
        FILL_VALID: 'ready',
        FILL_AMOUNT_TOO_LOW: 'amountTooLow',
        FILL_AMOUNT_TOO_HIGH: 'amountTooHigh',
        FILL_EWALLET_SHORT_NUMBER: 'mobileRequired',
        ESCAPE: 'closed',
      },
    },
    allRequired: {
      description: "every field shows spec §5's message, nothing sent",
      on: { FILL_VALID: 'ready' },
    },
    amountTooLow: {
      description: "'Amount must be at least ₱100.00' under the amount once it is left",
      on: { CASH_OUT_ALL: 'ready' },
    },
    amountTooHigh: {
      description: "'Amount must be at most' the balance, as it is typed",
      on: { CASH_OUT_ALL: 'ready' },
    },
    mobileRequired: {
      description: 'GCash picked: the hint asks for the 11-digit mobile number, and a shorter one is refused',
      on: { FIX_MOBILE_NUMBER: 'ready' },
    },
    ready: {
      description: 'every field valid, no message',
      on: { SUBMIT: 'submitting', CANCEL: 'closed' },
    },
    submitting: {
      description: "the request is on its way: 'Requesting…', the fields disabled",
      on: {
        SERVER_ACCEPTS: 'requested',
        SERVER_REFUSES_ACCOUNT: 'accountRefused',
        SERVER_REFUSES_BALANCE: 'balanceRefused',
        SERVER_FAILS: 'failed',
      },
    },
    requested: {
      description: 'the modal closed and the page heard of the pending request',
      type: 'final',
    },
    accountRefused: {
      description: "the server's message under the account number (400), the form kept",
      on: { RETYPE_ACCOUNT: 'ready' },
    },
    balanceRefused: {
      description: "the server's words (409) above the buttons, the form kept",
      on: { SUBMIT: 'submitting', CANCEL: 'closed' },
    },
    failed: {
      description: "'Error creating cash out request' above the buttons, the form kept",
      on: { SUBMIT: 'submitting' },
    },
    closed: {
      description: 'the modal closed without a request',
      type: 'final',
    },
  },
});

type BehaviourEvent = EventFrom<typeof cashOutBehaviour>;
const everyEvent = (
  [
    'CHANNELS_ANSWER',
    'CHANNELS_FAIL',
    'RETRY',
    'SUBMIT_EMPTY',
    'FILL_VALID',
    'FILL_AMOUNT_TOO_LOW',
    'FILL_AMOUNT_TOO_HIGH',
    'CASH_OUT_ALL',
    'FILL_EWALLET_SHORT_NUMBER',
    'FIX_MOBILE_NUMBER',
    'SUBMIT',
    'SERVER_ACCEPTS',
    'SERVER_REFUSES_ACCOUNT',
    'SERVER_REFUSES_BALANCE',
    'SERVER_FAILS',
    'RETYPE_ACCOUNT',
    'CANCEL',
    'ESCAPE',
  ] as const
).map((type) => ({ type })) as BehaviourEvent[];
const offered = (snapshot: { can: (event: BehaviourEvent) => boolean }) =>
  everyEvent.filter((event) => snapshot.can(event));

const model = createTestModel(cashOutBehaviour, { events: offered });
const paths = transitionPaths(model, offered);

const outage = new FailureError({
  kind: 'http',
  status: 500,
  code: 'INTERNAL_ERROR',
  message: 'Something went wrong on our side. Please try again.',
});
const mobileMessage = earningsMessages.mobileNumber('GCash');
const accountRefusal = new FailureError({
  kind: 'http',
  status: 400,
  code: 'VALIDATION_FAILED',
  message: 'Account number is not an account of BDO Unibank',
  fields: { accountNumber: 'Account number is not an account of BDO Unibank' },
});
const balanceMessage = earningsMessages.insufficientBalance(50_000);
const balanceRefusal = new FailureError({
  kind: 'http',
  status: 409,
  code: 'INSUFFICIENT_BALANCE',
  message: balanceMessage,
});

const labels = {
  channelCode: 'Bank or e-wallet',
  accountNumber: 'Account number',
  accountName: 'Account name',
  amount: 'Amount',
} as const;
type Field = keyof typeof labels;
const fields = Object.keys(labels) as Field[];

const dialog = () => screen.getByRole('dialog', { name: 'Cash out' });
const input = (field: Field) =>
  field === 'channelCode'
    ? within(dialog()).getByRole('combobox', { name: labels[field] })
    : within(dialog()).getByRole('textbox', { name: labels[field] });
const submitButton = () => within(dialog()).getByRole('button', { name: /Request cash out|Requesting/ });

/** The messages under a field (its description and its error), read raw. */
const describedBy = (field: Field) =>
  (input(field).getAttribute('aria-describedby')?.split(' ') ?? [])
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .filter(Boolean);

describe(`cash-out modal (model-based, ${paths.length} paths)`, () => {
  afterAll(() => console.info(`cash-out model: ${paths.length} paths covered`));

  for (const path of paths) {
    it(path.description, async () => {
      const memory = createFakeEarnings(earningsScenarios.available());
      const api = heldService(memory.service);
      const actors = watchActors();
      const user = userEvent.setup();
      const { available } = memory.balances();
      const most = Math.min(available, 5_000_000);
      const range = `${formatPeso(10_000)} to ${formatPeso(most)}`;
      render(
        <CashOutStage
          service={api.service}
          earnings={{ available: toPesos(available), payoutMin: 100, payoutMax: 50_000 }}
          inspect={actors.inspect}
        />,
      );
      const cashOut = () => actors.latest('cashOut').getSnapshot();
      const requested = () =>
        within(screen.getByRole('list', { name: 'Requested' })).queryAllByRole('listitem');

      const expectErrors = (expected: Partial<Record<Field, string>>) => {
        for (const field of fields) {
          const shown = describedBy(field).filter((text) => text !== range && !text.startsWith('Your 11'));
          expect(shown, field).toEqual(expected[field] ? [expected[field]] : []);
          if (expected[field]) expect(input(field)).toHaveAttribute('aria-invalid', 'true');
          else expect(input(field)).not.toHaveAttribute('aria-invalid', 'true');
        }
      };
      const expectFormOpen = () => {
        expect(dialog()).toHaveTextContent(`You have ${formatPeso(available)} available to cash out.`);
        expect(describedBy('amount')).toContain(range);
      };
      const replace = async (field: Field, value: string) => {
        await user.clear(input(field));
        await user.click(input(field));
        await user.paste(value);
      };
      const pickChannel = async (name: string) => {
        await user.clear(input('channelCode'));
        await user.type(input('channelCode'), name.slice(0, 3));
        await user.click(await screen.findByRole('option', { name }));
        expect(input('channelCode')).toHaveValue(name);
      };
      const fill = async (amount: string) => {
        await pickChannel('BDO Unibank');
        await replace('accountNumber', '001234567890');
        await replace('accountName', 'Ana Reyes');
        await replace('amount', amount);
      };
      const expectClosed = async () => {
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        expect(cashOut().status).toBe('done');
      };

      const states = {
        loading: async () => {
          await waitFor(() => expect(dialog()).toHaveTextContent('Loading banks and e-wallets…'));
          expect(cashOut().value).toEqual({ idle: 'loading' });
          expect(api.waiting('getPaymentChannels')).toBe(1);
        },
        channelsFailed: async () => {
          await waitFor(() =>
            expect(within(dialog()).getByRole('alert')).toHaveTextContent(
              earningsMessages.fetchChannelsFailed,
            ),
          );
          expect(cashOut().value).toEqual({ idle: 'unavailable' });
        },
        blank: async () => {
          await waitFor(() => expect(input('accountName')).toBeInTheDocument());
          expectFormOpen();
          expectErrors({});
          expect(cashOut().value).toBe('editing');
          expect(cashOut().context.channels).toHaveLength(22);
        },
        allRequired: () => {
          expectErrors({
            channelCode: earningsMessages.bankRequired,
            accountNumber: earningsMessages.accountNumberShort,
            accountName: earningsMessages.accountNameRequired,
            amount: earningsMessages.amountInvalid,
          });
          expect(api.sent('requestPayout')).toEqual([]);
          expect(cashOut().value).toBe('editing');
        },
        amountTooLow: () => {
          expectErrors({ amount: earningsMessages.amountAtLeast(10_000) });
          expect(cashOut().value).toBe('editing');
        },
        amountTooHigh: () => {
          expectErrors({ amount: earningsMessages.amountAtMost(most) });
          expect(cashOut().value).toBe('editing');
        },
        mobileRequired: () => {
          expect(describedBy('accountNumber')).toContain('Your 11-digit mobile number');
          expectErrors({ accountNumber: mobileMessage });
          expect(cashOut().value).toBe('editing');
        },
        ready: () => {
          expectErrors({});
          expect(within(dialog()).queryByRole('alert')).toBeNull();
          expect(cashOut().value).toBe('editing');
        },
        submitting: async () => {
          await waitFor(() => expect(submitButton()).toHaveTextContent('Requesting…'));
          expect(submitButton()).toBeDisabled();
          expect(input('amount')).toBeDisabled();
          expect(cashOut().value).toBe('submitting');
          expect(api.waiting('requestPayout')).toBe(1);
        },
        requested: async () => {
          await expectClosed();
          expect(cashOut().output).toEqual({ payoutRequest: expect.objectContaining({ id: 4 }) });
          expect(requested().map((item) => item.textContent)).toEqual([
            expect.stringMatching(/^Request #4: BDO Unibank \d/),
          ]);
          expect(memory.payoutRequests().at(-1)).toMatchObject({
            id: 4,
            channelCode: 'PH_BDO',
            accountNumber: '001234567890',
            accountName: 'Ana Reyes',
            status: 'pending',
          });
        },
        accountRefused: async () => {
          await waitFor(() => expect(cashOut().value).toBe('editing'));
          expectErrors({ accountNumber: accountRefusal.failure.message });
          expect(input('accountName')).toHaveValue('Ana Reyes');
        },
        balanceRefused: async () => {
          await waitFor(() => expect(within(dialog()).getByRole('alert')).toHaveTextContent(balanceMessage));
          expect(input('accountName')).toHaveValue('Ana Reyes');
          expect(cashOut().value).toBe('failed');
        },
        failed: async () => {
          await waitFor(() =>
            expect(within(dialog()).getByRole('alert')).toHaveTextContent(earningsMessages.createFailed),
          );
          expect(input('accountNumber')).toHaveValue('001234567890');
          expect(cashOut().value).toBe('failed');
        },
        closed: async () => {
          await expectClosed();
          expect(cashOut().output).toEqual({ payoutRequest: null });
          expect(requested()).toEqual([]);
        },
      };

      try {
        await states.loading();
        await path.test({
          states,
          events: {
            CHANNELS_ANSWER: () => api.answer('getPaymentChannels'),
            CHANNELS_FAIL: () => api.refuse('getPaymentChannels', outage),
            RETRY: () => user.click(within(dialog()).getByRole('button', { name: 'Try again' })),
            SUBMIT_EMPTY: () => user.click(submitButton()),
            FILL_VALID: () => fill('1000'),
            FILL_AMOUNT_TOO_LOW: async () => {
              await fill('99.99');
              await user.tab();
            },
            FILL_AMOUNT_TOO_HIGH: async () => {
              await fill(pesosText(most + 1));
              await user.click(submitButton());
            },
            FILL_EWALLET_SHORT_NUMBER: async () => {
              await fill('1000');
              await pickChannel('GCash');
              await replace('accountNumber', '91712345');
              await user.tab();
            },
            FIX_MOBILE_NUMBER: () => replace('accountNumber', '09171234567'),
            CASH_OUT_ALL: async () => {
              await user.click(within(dialog()).getByRole('button', { name: 'Cash out all' }));
              expect(input('amount')).toHaveValue(pesosText(most));
            },
            SUBMIT: () => user.click(submitButton()),
            SERVER_ACCEPTS: () => api.answer('requestPayout'),
            SERVER_REFUSES_ACCOUNT: () => api.refuse('requestPayout', accountRefusal),
            SERVER_REFUSES_BALANCE: () => api.refuse('requestPayout', balanceRefusal),
            SERVER_FAILS: () => api.refuse('requestPayout', outage),
            RETYPE_ACCOUNT: () => replace('accountNumber', '001234567891'),
            CANCEL: () => user.click(within(dialog()).getByRole('button', { name: 'Cancel' })),
            ESCAPE: () => user.keyboard('{Escape}'),
          },
        });
      } finally {
        cleanup();
      }
    });
  }
});
