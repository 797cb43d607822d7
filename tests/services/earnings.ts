// The in-memory earnings service (the cards, the month's statement and its CSV, payout requests, the channels
// and a new request), for stories and tests. It keeps the server's rules (decision 032): an append-only
// ledger in centavos from which every number is read as of the fake's clock (an order's earning by the real
// `orderEarning`, held `holdDays`; a request reserves its amount, a failed one releases it, a completed one is
// released and paid); a request's body is parsed by the real `payoutRequestBodySchema` with the static bounds
// and the channels (400 with `fields`), then checked against the balance (409 INSUFFICIENT_BALANCE); what an
// admin may decide is the real `decidePayout`. Failures and latency are switchable, per call.
import {
  earningsMessages,
  orderEarning,
  payoutAlreadyDecided,
  payoutListQuerySchema,
  payoutPageSize,
  payoutRequestBodySchema,
  statementQuerySchema,
  type Earnings,
  type LedgerKind,
  type PaymentChannel,
  type PayoutRequest,
  type Statement,
  type StatementEntry,
} from '#schemas/earnings';
import type { z } from 'zod';
import { pesosText, toPesos } from '#schemas/money';
import { FailureError } from '#machines/shared/failure.ts';
import { decidePayout } from '#machines/payout-status/machine.ts';
import { csvLine, csvNumber } from '../../server/lib/csv.ts';
import { philippineMonth, philippineOffsetMs, philippineTime } from '../../server/lib/philippine-time.ts';
import type { EarningsService } from '../../src/services/earnings.ts';
import { paymentChannels } from '../../server/modules/payouts/channels.ts';
import { fakeNow } from './products.ts';

export { fakeNow };

const day = 86_400_000;

/** The server's own channels (banks then e-wallets), as the API lists them. */
export const samplePaymentChannels: readonly PaymentChannel[] = paymentChannels;

/** A delivered, paid order as the ledger sees it. */
export type FakeDeliveredOrder = {
  orderId: number;
  orderNumber: string;
  /** The goods sold, centavos (the shipping fee is not the seller's). */
  subtotal: number;
  /** Its hold ends `holdDays` after this. */
  deliveredAt: string;
  /** A refund after delivery: the amount refunded to the buyer (centavos) and when. */
  refund?: { amount: number; at: string };
};

export type FakeEarningsCall = 'earnings' | 'statement' | 'csv' | 'list' | 'channels' | 'request';

export type FakeEarningsOptions = {
  /** The fake's clock (default fakeNow); `setNow` moves it. */
  now?: Date;
  orders?: FakeDeliveredOrder[];
  /** Requests in any status: their reserve, release and paid entries join the ledger. */
  payoutRequests?: PayoutRequest[];
  channels?: PaymentChannel[];
  /** Spec §9's bounds, centavos (default ₱100 and ₱50,000, the server's defaults). */
  payoutMin?: number;
  payoutMax?: number;
  holdDays?: number;
  commissionBasisPoints?: number;
  /** Calls that answer 500 until `fail(call, false)`. */
  fail?: Partial<Record<FakeEarningsCall, boolean>>;
  /** Calls that never answer (loading states). */
  hang?: Partial<Record<FakeEarningsCall, boolean>>;
  /** The API's answer to a seller whose account is not approved. */
  awaitingApproval?: boolean;
  /** Answer after this many milliseconds. */
  latencyMs?: number;
};

type LedgerRow = {
  id: number;
  kind: LedgerKind;
  /** available_at: when it counts toward the balance. */
  at: number;
  amount: number;
  description: string;
  gross: number | null;
  commission: number | null;
  orderId: number | null;
  payoutRequestId: number | null;
};

const isOrderKind = (kind: LedgerKind) => kind === 'order_earning' || kind === 'order_refund';
const centavos = (pesos: number) => Math.round(pesos * 100);
const sum = (rows: readonly LedgerRow[]) => rows.reduce((total, row) => total + row.amount, 0);

/** An instant's month in Philippine time, YYYY-MM. */
const monthOf = (at: number) => philippineMonth(new Date(at));
/** When a Philippine month (YYYY-MM) begins, as an instant. */
const monthStart = (month: string) => Date.parse(`${month}-01T00:00:00Z`) - philippineOffsetMs;
const nextMonth = (month: string) => {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return monthOf(Date.UTC(year, number, 1) + philippineOffsetMs);
};

const refusal = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  new FailureError({ kind: 'http', status, code, message, fields });
const serverError = () =>
  refusal(500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again.');
const awaitingApproval = () =>
  refusal(
    403,
    'AWAITING_APPROVAL',
    'Your account is awaiting approval by the admin. You can do this once your account is approved.',
  );

/** A body the shared schema refuses, answered as the API does: the first field's message, every field's. */
const invalid = (issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) => {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (field && !(field in fields)) fields[field] = issue.message;
  }
  return refusal(400, 'VALIDATION_FAILED', Object.values(fields)[0] ?? 'Invalid request', fields);
};

/** A query as the route reads it with the same schema: refused, it is a 400 naming its field. */
const queryOf = <T extends z.ZodType>(schema: T, query: unknown): z.output<T> => {
  const parsed = schema.safeParse(query);
  if (!parsed.success) throw invalid(parsed.error.issues);
  return parsed.data;
};

/** The statement's CSV is written by the server's own lines: an amount is our number, signed, 2 decimals. */
const csvAmount = (pesos: number | null) => {
  if (pesos === null) return null;
  const amount = centavos(pesos);
  return csvNumber(`${amount < 0 ? '-' : ''}${pesosText(Math.abs(amount))}`);
};

export type FakeEarnings = ReturnType<typeof createFakeEarnings>;

export function createFakeEarnings(options: FakeEarningsOptions = {}) {
  let now = (options.now ?? fakeNow).getTime();
  const holdDays = options.holdDays ?? 7;
  const commissionBasisPoints = options.commissionBasisPoints ?? 500;
  const payoutMin = options.payoutMin ?? 10_000;
  const payoutMax = options.payoutMax ?? 5_000_000;
  const channels = options.channels ?? samplePaymentChannels;
  const failing = { ...options.fail };
  const hanging = { ...options.hang };
  const ledger: LedgerRow[] = [];
  let requests: PayoutRequest[] = [];

  const append = (
    row: Omit<LedgerRow, 'id' | 'gross' | 'commission' | 'orderId' | 'payoutRequestId'> & Partial<LedgerRow>,
  ) =>
    void ledger.push({
      gross: null,
      commission: null,
      orderId: null,
      payoutRequestId: null,
      ...row,
      id: ledger.length + 1,
    });

  for (const order of options.orders ?? []) {
    const earned = orderEarning({ subtotal: order.subtotal, refunded: 0, commissionBasisPoints });
    const releasedAt = Date.parse(order.deliveredAt) + holdDays * day;
    append({
      kind: 'order_earning',
      at: releasedAt,
      amount: earned.net,
      description: `Order #${order.orderNumber}`,
      gross: earned.gross,
      commission: earned.commission,
      orderId: order.orderId,
    });
    if (!order.refund) continue;
    const left = orderEarning({
      subtotal: order.subtotal,
      refunded: order.refund.amount,
      commissionBasisPoints,
    });
    append({
      kind: 'order_refund',
      at: Math.max(Date.parse(order.refund.at), releasedAt),
      amount: left.net - earned.net,
      description: `Refund on order #${order.orderNumber}`,
      gross: left.gross - earned.gross,
      commission: left.commission - earned.commission,
      orderId: order.orderId,
    });
  }

  const reserve = (request: PayoutRequest) =>
    append({
      kind: 'payout_reserve',
      at: Date.parse(request.createdAt),
      amount: -centavos(request.amount),
      description: `Cash out to ${request.channelName} (request #${request.id})`,
      payoutRequestId: request.id,
    });
  /** The entries of an admin's decision: the reservation back, and for a completed one the money paid. */
  const settle = (request: PayoutRequest) => {
    if (request.status === 'pending') return;
    const at = Date.parse(request.decidedAt ?? request.createdAt);
    const amount = centavos(request.amount);
    const payoutRequestId = request.id;
    if (request.status === 'failed') {
      append({
        kind: 'payout_release',
        at,
        amount,
        description: `Cash out #${request.id} failed: returned`,
        payoutRequestId,
      });
      return;
    }
    const paid = `Cash out #${request.id} paid (ref ${request.reference ?? ''})`;
    append({
      kind: 'payout_release',
      at,
      amount,
      description: `${paid}: reservation released`,
      payoutRequestId,
    });
    append({ kind: 'payout_paid', at, amount: -amount, description: paid, payoutRequestId });
  };
  for (const request of [...(options.payoutRequests ?? [])].sort(
    (a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id,
  )) {
    requests.push(request);
    reserve(request);
    settle(request);
  }

  /** Decision 032's balances as of the clock, in centavos. */
  const balances = () => {
    const due = ledger.filter((row) => row.at <= now);
    const orderRows = ledger.filter((row) => isOrderKind(row.kind));
    const held = orderRows.filter((row) => row.at > now);
    const nextAt = Math.min(...held.map((row) => row.at));
    const payoutRows = ledger.filter((row) => !isOrderKind(row.kind));
    return {
      totalDue: sum(orderRows.filter((row) => row.at <= now)),
      payoutApprovedAmount: 0 - sum(payoutRows),
      available: sum(due),
      onHold: sum(held),
      nextRelease: held.length ? { at: nextAt, amount: sum(held.filter((row) => row.at === nextAt)) } : null,
      lifetimePaidOut: 0 - sum(payoutRows.filter((row) => row.kind === 'payout_paid')),
    };
  };

  const answer = <T>(call: FakeEarningsCall, work: () => T): Promise<T> => {
    if (hanging[call]) return new Promise<T>(() => {});
    const settleCall = () => {
      if (options.awaitingApproval) throw awaitingApproval();
      if (failing[call]) throw serverError();
      return work();
    };
    const latency = options.latencyMs ?? 0;
    return latency === 0
      ? Promise.resolve().then(settleCall)
      : new Promise<T>((resolve, reject) =>
          setTimeout(() => {
            try {
              resolve(settleCall());
            } catch (error) {
              reject(error instanceof Error ? error : new Error(String(error)));
            }
          }, latency),
        );
  };

  const statementOf = (requested: string | undefined): Statement => {
    const { month = monthOf(now) } = queryOf(statementQuerySchema, { month: requested });
    const counted = ledger.filter((row) => row.at <= now).sort((a, b) => a.at - b.at || a.id - b.id);
    const from = monthStart(month);
    const to = monthStart(nextMonth(month));
    const openingBalance = sum(counted.filter((row) => row.at < from));
    let balance = openingBalance;
    const entries: StatementEntry[] = counted
      .filter((row) => row.at >= from && row.at < to)
      .map((row) => {
        balance += row.amount;
        return {
          id: row.id,
          kind: row.kind,
          at: new Date(row.at).toISOString(),
          description: row.description,
          amount: toPesos(row.amount),
          gross: row.gross === null ? null : toPesos(row.gross),
          commission: row.commission === null ? null : toPesos(row.commission),
          orderId: row.orderId,
          payoutRequestId: row.payoutRequestId,
          balance: toPesos(balance),
        };
      });
    const months = [...new Set(counted.map((row) => monthOf(row.at)))].sort().reverse();
    return {
      month,
      months,
      openingBalance: toPesos(openingBalance),
      closingBalance: toPesos(balance),
      entries,
    };
  };

  // As the server pages them: by id, which grows with each request, so newest first.
  const newestFirst = (a: PayoutRequest, b: PayoutRequest) => b.id - a.id;

  const service: EarningsService = {
    getEarnings: () =>
      answer('earnings', (): Earnings => {
        const current = balances();
        return {
          totalDue: toPesos(current.totalDue),
          payoutApprovedAmount: toPesos(current.payoutApprovedAmount),
          available: toPesos(current.available),
          onHold: toPesos(current.onHold),
          nextRelease: current.nextRelease && {
            at: new Date(current.nextRelease.at).toISOString(),
            amount: toPesos(current.nextRelease.amount),
          },
          lifetimePaidOut: toPesos(current.lifetimePaidOut),
          payoutMin: toPesos(payoutMin),
          payoutMax: toPesos(payoutMax),
        };
      }),
    getStatement: (month) => answer('statement', () => statementOf(month)),
    downloadStatementCsv: (month) =>
      answer('csv', () => {
        const statement = statementOf(month);
        const csv = [
          csvLine(['date', 'description', 'amount', 'gross', 'commission', 'balance']),
          csvLine([
            `${statement.month}-01 00:00`,
            'Opening balance',
            null,
            null,
            null,
            csvAmount(statement.openingBalance),
          ]),
          ...statement.entries.map((entry) =>
            csvLine([
              philippineTime(new Date(entry.at)),
              entry.description,
              csvAmount(entry.amount),
              csvAmount(entry.gross),
              csvAmount(entry.commission),
              csvAmount(entry.balance),
            ]),
          ),
        ].join('');
        return new Blob([csv], { type: 'text/csv;charset=utf-8' });
      }),
    listPayoutRequests: (requested) =>
      answer('list', () => {
        const { cursor } = queryOf(payoutListQuerySchema, { cursor: requested });
        const sorted = [...requests].sort(newestFirst);
        const start = cursor === undefined ? 0 : sorted.findIndex((request) => request.id < Number(cursor));
        const page = start < 0 ? [] : sorted.slice(start, start + payoutPageSize);
        const more = start >= 0 && start + payoutPageSize < sorted.length;
        return { payoutRequests: page, nextCursor: more ? String(page.at(-1)!.id) : null };
      }),
    getPaymentChannels: () => answer('channels', () => [...channels]),
    requestPayout: (body) =>
      answer('request', () => {
        // As the server reads it: the wire's pesos, the static bounds, the channels…
        const parsed = payoutRequestBodySchema({
          bounds: { min: payoutMin, max: payoutMax },
          channels,
        }).safeParse({ ...body, amount: toPesos(body.amount) });
        if (!parsed.success) throw invalid(parsed.error.issues);
        // …then the balance, as under the seller's lock.
        const { available } = balances();
        if (available < payoutMin)
          throw refusal(409, 'INSUFFICIENT_BALANCE', earningsMessages.belowMinimum(available, payoutMin));
        if (parsed.data.amount > available)
          throw refusal(409, 'INSUFFICIENT_BALANCE', earningsMessages.insufficientBalance(available));
        const channel = channels.find((each) => each.channelCode === parsed.data.channelCode)!;
        const request: PayoutRequest = {
          id: Math.max(0, ...requests.map((each) => each.id)) + 1,
          channelCode: channel.channelCode,
          channelName: channel.channelName,
          accountNumber: parsed.data.accountNumber,
          accountName: parsed.data.accountName,
          amount: toPesos(parsed.data.amount),
          status: 'pending',
          reference: null,
          failureReason: null,
          createdAt: new Date(now).toISOString(),
          decidedAt: null,
        };
        requests.push(request);
        reserve(request);
        return request;
      }),
  };

  return {
    service,
    /** The seller's requests now, in the order they were made. */
    payoutRequests: () => requests,
    /** The balances now, centavos. */
    balances,
    /** The ledger's rows (centavos), in the order they were appended. */
    ledger: () => ledger,
    /** Move the clock (a hold ends). */
    setNow: (at: Date) => void (now = at.getTime()),
    /** Make a call fail (500) or answer again. */
    fail: (call: FakeEarningsCall, on = true) => void (failing[call] = on),
    /** An admin decides a request, under the real lifecycle (409 when it is already decided). */
    decide: (
      id: number,
      decision: { status: 'completed'; reference: string } | { status: 'failed'; reason: string },
    ) => {
      const request = requests.find((each) => each.id === id);
      if (!request) throw refusal(404, 'NOT_FOUND', earningsMessages.noSuchRequest);
      const outcome = decidePayout(request.status, decision.status);
      if (!outcome.allowed) throw refusal(409, 'CONFLICT', payoutAlreadyDecided(id, request.status));
      const decided: PayoutRequest = {
        ...request,
        status: outcome.after,
        reference: decision.status === 'completed' ? decision.reference : null,
        failureReason: decision.status === 'failed' ? decision.reason : null,
        decidedAt: new Date(now).toISOString(),
      };
      requests = requests.map((each) => (each.id === id ? decided : each));
      settle(decided);
      return decided;
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Samples for stories and tests (the clock at fakeNow, 15 March 2026)

const daysBefore = (days: number) => new Date(fakeNow.getTime() - days * day).toISOString();

/** The `index`th delivered order, `daysAgo` days before fakeNow, worth `subtotal` centavos of goods. */
export const deliveredOrder = (
  index: number,
  daysAgo: number,
  subtotal: number,
  refund?: FakeDeliveredOrder['refund'],
): FakeDeliveredOrder => ({
  orderId: 9000 + index,
  orderNumber: `SK-${100_000 + index}`,
  subtotal,
  deliveredAt: daysBefore(daysAgo),
  ...(refund ? { refund } : {}),
});

/** A payout request `daysAgo` days before fakeNow; a decided one was decided a day later. */
export function makePayoutRequest(
  id: number,
  daysAgo: number,
  overrides: Partial<PayoutRequest> = {},
): PayoutRequest {
  const status = overrides.status ?? 'pending';
  return {
    id,
    channelCode: 'PH_GCASH',
    channelName: 'GCash',
    accountNumber: '09171234567',
    accountName: 'Ana Reyes',
    amount: 1_500,
    status,
    reference: status === 'completed' ? `IB-${202_600 + id}` : null,
    failureReason: status === 'failed' ? 'The account name does not match the GCash account' : null,
    createdAt: daysBefore(daysAgo),
    decidedAt: status === 'pending' ? null : daysBefore(daysAgo - 1),
    ...overrides,
  };
}

/** The page's states, as fake options: what a seller sees in each. */
export const earningsScenarios = {
  /** A new seller: nothing delivered yet. */
  empty: (): FakeEarningsOptions => ({}),
  /** Delivered this week: all of it in the buyers' return window. */
  onHold: (): FakeEarningsOptions => ({
    orders: [deliveredOrder(1, 2, 180_000), deliveredOrder(2, 1, 95_050)],
  }),
  /** Released earnings, some still on hold, and a request in each status. */
  available: (): FakeEarningsOptions => ({
    orders: [
      deliveredOrder(1, 40, 620_000),
      deliveredOrder(2, 30, 245_000),
      deliveredOrder(3, 20, 1_250_000, { amount: 245_000, at: daysBefore(16) }),
      deliveredOrder(4, 12, 410_000),
      deliveredOrder(5, 3, 330_000),
    ],
    payoutRequests: [
      makePayoutRequest(1, 25, {
        status: 'completed',
        amount: 4_000,
        channelCode: 'PH_BDO',
        channelName: 'BDO Unibank',
        accountNumber: '001234567890',
      }),
      makePayoutRequest(2, 10, { status: 'failed', amount: 2_500 }),
      makePayoutRequest(3, 2, { amount: 1_500 }),
    ],
  }),
  /** Less than the minimum available: Cash out is disabled. */
  belowMinimum: (): FakeEarningsOptions => ({ orders: [deliveredOrder(1, 10, 5_000)] }),
  /** A refund came after the money was paid out: it comes off what follows. */
  negative: (): FakeEarningsOptions => ({
    orders: [deliveredOrder(1, 30, 200_000, { amount: 200_000, at: daysBefore(5) })],
    payoutRequests: [makePayoutRequest(1, 20, { status: 'completed', amount: 1_900 })],
  }),
} satisfies Record<string, () => FakeEarningsOptions>;
