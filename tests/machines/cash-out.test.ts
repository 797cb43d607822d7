// The cash-out statechart with fake requests, under a parent as the payments page opens it: the bounds it
// derives from /earnings, the channels' load and retry, what it sends, and how each answer ends.
import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, waitFor, type AnyEventObject } from 'xstate';
import { cashOutBodySchema } from '#machines/cash-out/context.ts';
import type { CashOutInput } from '#machines/cash-out/context.ts';
import { cashOutMachine } from '#machines/cash-out/machine.ts';
import {
  selectFailureText,
  selectIsBusy,
  selectMost,
  selectServerErrors,
  selectStep,
} from '#machines/cash-out/selectors.ts';
import { FailureError } from '#machines/shared/failure.ts';
import {
  earningsMessages,
  type PaymentChannel,
  type PayoutRequest,
  type PayoutRequestBody,
} from '#schemas/earnings';

const channels: PaymentChannel[] = [
  { channelCode: 'BDO', channelName: 'BDO Unibank', kind: 'bank' },
  { channelCode: 'GCASH', channelName: 'GCash', kind: 'ewallet' },
];

const earnings: CashOutInput['earnings'] = { available: 1234.56, payoutMin: 100, payoutMax: 50_000 };

const body: PayoutRequestBody = {
  channelCode: 'GCASH',
  accountNumber: '09171234567',
  accountName: 'Maria Santos',
  amount: 100_000,
};

const created: PayoutRequest = {
  id: 7,
  channelCode: 'GCASH',
  channelName: 'GCash',
  accountNumber: '09171234567',
  accountName: 'Maria Santos',
  amount: 1000,
  status: 'pending',
  reference: null,
  failureReason: null,
  createdAt: '2026-11-24T09:00:00.000Z',
  decidedAt: null,
};

const httpFailure = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  new FailureError({ kind: 'http', status, code, message, ...(fields ? { fields } : {}) });

type Answer<T> = () => Promise<T>;

/**
 * The machine as the payments page runs it: invoked as `cashOut` by a parent that records what it hears
 * (the child's events, then its done event) in order.
 */
function open({
  loadChannels = [async () => channels],
  requestPayout = [async () => created],
  input = { earnings },
}: {
  loadChannels?: Array<Answer<PaymentChannel[]>>;
  requestPayout?: Array<Answer<PayoutRequest>>;
  input?: CashOutInput;
} = {}) {
  const sent: PayoutRequestBody[] = [];
  let channelCalls = 0;
  const cashOut = cashOutMachine.provide({
    actors: {
      loadChannels: fromPromise<PaymentChannel[]>(() => loadChannels[channelCalls++]!()),
      requestPayout: fromPromise<PayoutRequest, PayoutRequestBody>(({ input }) => {
        sent.push(input);
        return requestPayout[sent.length - 1]!();
      }),
    },
  });
  const page = setup({
    types: {} as { context: { heard: AnyEventObject[] } },
    actors: { cashOut },
    actions: {
      hear: assign({ heard: ({ context, event }) => [...context.heard, event] }),
    },
  }).createMachine({
    context: { heard: [] },
    initial: 'open',
    states: {
      open: {
        invoke: { id: 'cashOut', src: 'cashOut', input, onDone: { target: 'closed', actions: 'hear' } },
        on: { 'cashOut.requested': { actions: 'hear' } },
      },
      closed: {},
    },
  });
  const parent = createActor(page).start();
  const child = parent.getSnapshot().children.cashOut!;
  const modal = () => child.getSnapshot();
  const heard = () => parent.getSnapshot().context.heard;
  const ended = () => waitFor(parent, (snapshot) => snapshot.matches('closed'));
  return { child, modal, heard, ended, sent, channelCalls: () => channelCalls };
}

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
};

describe('cash-out machine', () => {
  it('reads the bounds from /earnings in centavos: the most is the smaller of PAYOUT_MAX and the balance', () => {
    const small = open({ input: { earnings: { available: 0.29, payoutMin: 100, payoutMax: 50_000 } } });
    expect(small.modal().context.bounds).toEqual({ min: 10_000, max: 5_000_000, cap: 29 });
    expect(selectMost(small.modal())).toBe(29);
    const rich = open({ input: { earnings: { available: 80_000.1, payoutMin: 100, payoutMax: 50_000 } } });
    expect(selectMost(rich.modal())).toBe(5_000_000);
  });

  it('loads the channels as it opens, then edits', async () => {
    const { child, modal } = open();
    expect(modal().value).toEqual({ idle: 'loading' });
    expect(selectStep(modal())).toBe('loading');
    await waitFor(child, (snapshot) => snapshot.matches('editing'));
    expect(modal().context.channels).toEqual(channels);
    expect(selectStep(modal())).toBe('form');
    expect(selectIsBusy(modal())).toBe(false);
  });

  it('says the channels failed and loads them again on retry', async () => {
    const { child, modal, channelCalls } = open({
      loadChannels: [
        async () => {
          throw httpFailure(500, 'INTERNAL_ERROR', earningsMessages.fetchChannelsFailed);
        },
        async () => channels,
      ],
    });
    await waitFor(child, (snapshot) => snapshot.matches({ idle: 'unavailable' }));
    expect(selectStep(modal())).toBe('unavailable');
    child.send({ type: 'channels.retry' });
    expect(selectStep(modal())).toBe('loading');
    await waitFor(child, (snapshot) => snapshot.matches('editing'));
    expect(channelCalls()).toBe(2);
  });

  it('sends the form’s body once, then tells the page about the request before it ends', async () => {
    const answer = deferred<PayoutRequest>();
    const { child, modal, heard, ended, sent } = open({ requestPayout: [() => answer.promise] });
    await waitFor(child, (snapshot) => snapshot.matches('editing'));
    child.send({ type: 'cashOut.submit', body });
    expect(modal().value).toBe('submitting');
    expect(selectIsBusy(modal())).toBe(true);
    // Neither a second submit nor closing takes the request back while it is with the server.
    child.send({ type: 'cashOut.submit', body });
    child.send({ type: 'cashOut.close' });
    expect(modal().value).toBe('submitting');
    expect(sent).toEqual([body]);

    answer.resolve(created);
    await ended();
    expect(heard().map((event) => event.type)).toEqual(['cashOut.requested', 'xstate.done.actor.cashOut']);
    expect(heard()[0]).toEqual({ type: 'cashOut.requested', payoutRequest: created });
    expect(heard()[1]).toMatchObject({ output: { payoutRequest: created } });
  });

  it('puts a 400’s messages back on their fields and lets the seller send again', async () => {
    const fields = { accountNumber: earningsMessages.mobileNumber('GCash') };
    const { child, modal, heard, ended, sent } = open({
      requestPayout: [
        async () => {
          throw httpFailure(400, 'VALIDATION_FAILED', fields.accountNumber, fields);
        },
        async () => created,
      ],
    });
    await waitFor(child, (snapshot) => snapshot.matches('editing'));
    child.send({ type: 'cashOut.submit', body });
    await waitFor(child, (snapshot) => snapshot.matches('editing'));
    expect(selectServerErrors(modal())).toEqual(fields);
    expect(selectFailureText(modal())).toBeNull();

    child.send({ type: 'cashOut.submit', body: { ...body, accountNumber: '09181234567' } });
    expect(selectServerErrors(modal())).toBeNull();
    await ended();
    expect(sent.map((each) => each.accountNumber)).toEqual(['09171234567', '09181234567']);
    expect(heard().map((event) => event.type)).toEqual(['cashOut.requested', 'xstate.done.actor.cashOut']);
  });

  it.each([
    [
      'a 409 in the server’s words',
      httpFailure(409, 'INSUFFICIENT_BALANCE', earningsMessages.insufficientBalance(50_000)),
      earningsMessages.insufficientBalance(50_000),
    ],
    [
      'a 500 as spec §8 words it',
      httpFailure(500, 'INTERNAL_ERROR', 'Something went wrong on our side.'),
      earningsMessages.createFailed,
    ],
    [
      'a 400 without fields as spec §8 words it',
      httpFailure(400, 'VALIDATION_FAILED', 'Body is not valid'),
      earningsMessages.createFailed,
    ],
    [
      'a 400 naming no field of the form as spec §8 words it',
      httpFailure(400, 'VALIDATION_FAILED', 'Body is not valid', { body: 'Body is not valid' }),
      earningsMessages.createFailed,
    ],
    ['a lost connection as spec §8 words it', new TypeError('fetch failed'), earningsMessages.createFailed],
  ])('fails with %s, keeps the form and may try again', async (_, error, text) => {
    const { child, modal, ended } = open({
      requestPayout: [
        async () => {
          throw error;
        },
        async () => created,
      ],
    });
    await waitFor(child, (snapshot) => snapshot.matches('editing'));
    child.send({ type: 'cashOut.submit', body });
    await waitFor(child, (snapshot) => snapshot.matches('failed'));
    expect(selectFailureText(modal())).toBe(text);
    expect(selectStep(modal())).toBe('form');
    expect(selectServerErrors(modal())).toBeNull();

    child.send({ type: 'cashOut.submit', body });
    expect(selectFailureText(modal())).toBeNull();
    await ended();
  });

  const channelsDown = async (): Promise<PaymentChannel[]> => {
    throw httpFailure(500, 'INTERNAL_ERROR', earningsMessages.fetchChannelsFailed);
  };
  it.each([
    ['while the channels load', [channelsDown], { idle: 'loading' }],
    ['when they failed', [channelsDown], { idle: 'unavailable' }],
    ['while editing', [async () => channels], 'editing'],
  ] as const)('closes %s without a request', async (_, loadChannels, state) => {
    const { child, heard, ended, sent } = open({ loadChannels: [...loadChannels] });
    await waitFor(child, (snapshot) => snapshot.matches(state));
    child.send({ type: 'cashOut.close' });
    await ended();
    expect(heard().map((event) => event.type)).toEqual(['xstate.done.actor.cashOut']);
    expect(heard()[0]).toMatchObject({ output: { payoutRequest: null } });
    expect(sent).toEqual([]);
  });

  it('closes after a failed request without a request', async () => {
    const { child, heard, ended } = open({
      requestPayout: [
        async () => {
          throw httpFailure(409, 'INSUFFICIENT_BALANCE', earningsMessages.insufficientBalance(0));
        },
      ],
    });
    await waitFor(child, (snapshot) => snapshot.matches('editing'));
    child.send({ type: 'cashOut.submit', body });
    await waitFor(child, (snapshot) => snapshot.matches('failed'));
    child.send({ type: 'cashOut.close' });
    await ended();
    expect(heard()[0]).toMatchObject({ output: { payoutRequest: null } });
  });

  it('checks the form with spec §5’s bounds worded in pesos, and an e-wallet’s number as a mobile number', () => {
    const schema = cashOutBodySchema({ bounds: { min: 10_000, max: 5_000_000, cap: 123_456 }, channels });
    const issues = (values: Record<string, string>) =>
      schema.safeParse({ ...values }).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ??
      [];
    const valid = { channelCode: 'BDO', accountNumber: '1234567890', accountName: 'Maria Santos' };
    expect(issues({ ...valid, amount: '99.99' })).toEqual([['amount', 'Amount must be at least ₱100.00']]);
    expect(issues({ ...valid, amount: '1234.57' })).toEqual([['amount', 'Amount must be at most ₱1,234.56']]);
    expect(issues({ ...valid, amount: '1234.56' })).toEqual([]);
    expect(issues({ ...valid, channelCode: 'GCASH', amount: '500' })).toEqual([
      ['accountNumber', earningsMessages.mobileNumber('GCash')],
    ]);
    expect(issues({ ...valid, channelCode: 'PAYPAL', amount: '500' })).toEqual([
      ['channelCode', earningsMessages.unknownChannel],
    ]);
  });
});
