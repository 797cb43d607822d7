// The cash-out modal (issue 13; spec §2 Earnings/Payments, §5, §8): it opens over the payments page, loads
// the banks and e-wallets a payout may go to, lets the seller fill the request (the view's form checks spec
// §5's rules with the bounds live, decision 009), sends it, and tells the page that opened it about the
// request the server created. A 400 puts the server's messages under their fields; a 409 (the balance,
// read under the seller's lock, no longer covers it) and any other failure end in `failed`, from which the
// seller may try again. Closing ends the actor without a request.
import type { PaymentChannel, PayoutRequest, PayoutRequestBody } from '#schemas/earnings';
import { assertEvent, assign, fromPromise, sendParent, setup } from 'xstate';
import { errorOf, outputOf } from '../shared/actor-events.ts';
import { toFailure } from '../shared/failure.ts';
import { initialContext, type CashOutContext, type CashOutInput, type CashOutOutput } from './context.ts';
import type { CashOutEvent, CashOutRequestedEvent } from './events.ts';
import { fieldErrorsOf } from './failure.ts';

const notProvided = (name: string) => () => {
  throw new Error(`cashOutMachine: '${name}' must be provided (src/app/cash-out.ts)`);
};

export const cashOutMachine = setup({
  types: {} as {
    context: CashOutContext;
    events: CashOutEvent;
    input: CashOutInput;
    output: CashOutOutput;
  },
  actors: {
    loadChannels: fromPromise<PaymentChannel[]>(notProvided('loadChannels')),
    requestPayout: fromPromise<PayoutRequest, PayoutRequestBody>(notProvided('requestPayout')),
  },
  actions: {
    setChannels: assign({ channels: ({ event }) => outputOf<PaymentChannel[]>(event) }),
    setFailure: assign({ failure: ({ event }) => toFailure(errorOf(event)) }),
    clearFailure: assign({ failure: null }),
    setPayoutRequest: assign({ payoutRequest: ({ event }) => outputOf<PayoutRequest>(event) }),
    /** The page that opened the modal adds the request to its list, reloads the earnings and toasts. */
    notifyRequested: sendParent(({ context }): CashOutRequestedEvent => ({
      type: 'cashOut.requested',
      // Entered only from the request's onDone, which set it.
      payoutRequest: context.payoutRequest!,
    })),
  },
  guards: {
    /** The server named the fields it refused (400): they are the seller's to correct. */
    refusedFields: ({ event }) => fieldErrorsOf(toFailure(errorOf(event))) !== null,
  },
}).createMachine({
  id: 'cashOut',
  description:
    "The cash-out modal: the seller picks a bank or e-wallet, gives the account and an amount within spec §5's bounds, and requests the payout.",
  context: ({ input }) => initialContext(input),
  output: ({ context }) => ({ payoutRequest: context.payoutRequest }),
  initial: 'idle',
  states: {
    idle: {
      description: 'Opened: the form waits for the payment channels.',
      initial: 'loading',
      on: { 'cashOut.close': 'closed' },
      states: {
        loading: {
          description: 'The banks and e-wallets are on their way.',
          invoke: {
            src: 'loadChannels',
            onDone: { target: '#cashOut.editing', actions: 'setChannels' },
            onError: 'unavailable',
          },
        },
        unavailable: {
          description: "'Error fetching payment channels', with Try again.",
          on: { 'channels.retry': 'loading' },
        },
      },
    },
    editing: {
      description:
        "The seller fills the form; spec §5's messages follow what is typed, and a 400's messages sit under their fields until changed.",
      tags: 'form',
      on: { 'cashOut.submit': 'submitting', 'cashOut.close': 'closed' },
    },
    submitting: {
      description: 'The request is with the server; the modal cannot be closed.',
      tags: ['form', 'busy'],
      entry: 'clearFailure',
      invoke: {
        src: 'requestPayout',
        // Entered only by the form's valid submit.
        input: ({ event }) => {
          assertEvent(event, 'cashOut.submit');
          return event.body;
        },
        onDone: { target: 'requested', actions: 'setPayoutRequest' },
        onError: [
          { guard: 'refusedFields', target: 'editing', actions: 'setFailure' },
          { target: 'failed', actions: 'setFailure' },
        ],
      },
    },
    failed: {
      description:
        "Not created: a 409 in the server's words, anything else 'Error creating cash out request'; the form keeps its values for another try.",
      tags: 'form',
      on: { 'cashOut.submit': 'submitting', 'cashOut.close': 'closed' },
    },
    requested: {
      description: 'Created, pending: the page that opened the modal is told and the modal ends.',
      type: 'final',
      entry: 'notifyRequested',
    },
    closed: {
      description: 'The seller closed the modal without a request.',
      type: 'final',
    },
  },
});

export type CashOutMachine = typeof cashOutMachine;
