// The in-memory payout desk service, for stories and tests: the admin payout API's rules (one status at a
// time, pending oldest first and decided newest first by id, keyset pages after the cursor's id with the
// status's total, the query's and the decision's 400s in the schema's words, 404 for an unknown request, 409
// in the server's words for one no longer pending, a failed payout's amount back in its seller's balance) and
// the pending requests as the bank's batch file, written by the server's own CSV lines.
import {
  adminPayoutQuerySchema,
  payoutAlreadyDecided,
  payoutDecisionSchema,
  earningsMessages,
  type AdminPayoutPage,
  type AdminPayoutRequest,
  type PayoutDecision,
} from '#schemas/earnings';
import { toPesos } from '#schemas/money';
import { decidePayout } from '#machines/payout-status/machine.ts';
import { FailureError } from '#machines/shared/failure.ts';
import { csvLine } from '../../server/lib/csv.ts';
import { payoutCsvHeader, payoutCsvLine } from '../../server/modules/payouts/csv.ts';
import type { AdminPayoutListRequest, AdminPayoutsService } from '../../src/services/admin-payouts.ts';

export type FakeAdminPayoutsOptions = {
  /** The requests of every status, in any order. */
  requests?: AdminPayoutRequest[];
  pageSize?: number;
  /** Every page fails (`list`), or every page after the first (`more`); a decision or the export fails. */
  fail?: { list?: boolean; more?: boolean; decide?: 409 | 500; export?: boolean };
  /** Answer after this many milliseconds; 'never' keeps every call pending (loading states). */
  latencyMs?: number | 'never';
  /** Decisions never answer (the deciding state). */
  pendingDecisions?: boolean;
  /** The clock a decision is dated by (default the wall clock). */
  now?: () => Date;
};

/** A fixed clock for stories and tests. */
export const fakeNow = new Date('2026-11-24T06:00:00Z');

const hoursBefore = (hours: number) => new Date(fakeNow.getTime() - hours * 3600_000).toISOString();

const sellers = [
  { name: 'Ana Reyes', email: 'ana@tindahan.ph', storeName: 'Tindahan ni Ana' },
  { name: 'Jose Bautista', email: 'jose@bahaykubo.ph', storeName: 'Bahay Kubo Handicrafts' },
  { name: 'Luz Mendoza', email: 'luz@sarisari.ph', storeName: 'Sari-Sari ni Luz' },
];

const channels = [
  {
    channelCode: 'PH_GCASH',
    channelName: 'GCash',
    accountNumber: (n: number) => `0917${String(n).padStart(7, '0')}`,
  },
  {
    channelCode: 'PH_BDO',
    channelName: 'BDO Unibank',
    accountNumber: (n: number) => `00${String(n).padStart(10, '0')}`,
  },
  {
    channelCode: 'PH_PAYMAYA',
    channelName: 'Maya (PayMaya)',
    accountNumber: (n: number) => `0998${String(n).padStart(7, '0')}`,
  },
  {
    channelCode: 'PH_BPI',
    channelName: 'Bank of the Philippine Islands (BPI)',
    accountNumber: (n: number) => String(3_000_000_000 + n),
  },
];

export const sellerIdOf = (index: number) => `00000000-0000-4000-9000-${String(index + 1).padStart(12, '0')}`;

/**
 * The `index`th request (1 = the oldest, an hour apart), pending, from one of three sellers in turn, to GCash,
 * BDO, Maya or BPI in turn; decided ones take `status` with a reference or a reason.
 */
export function makeAdminPayoutRequest(
  index: number,
  overrides: Partial<AdminPayoutRequest> = {},
): AdminPayoutRequest {
  const seller = (index - 1) % sellers.length;
  const channel = channels[(index - 1) % channels.length]!;
  const status = overrides.status ?? 'pending';
  const createdAt = hoursBefore(200 - index);
  return {
    id: index,
    channelCode: channel.channelCode,
    channelName: channel.channelName,
    accountNumber: channel.accountNumber(index),
    accountName: sellers[seller]!.name,
    amount: 1000 + index * 250.5,
    status,
    reference: status === 'completed' ? `IBFT-${String(880_000 + index)}` : null,
    failureReason: status === 'failed' ? 'The account name does not match the bank’s records.' : null,
    createdAt,
    decidedAt: status === 'pending' ? null : hoursBefore(100 - index),
    seller: { id: sellerIdOf(seller), ...sellers[seller]! },
    sellerAvailable: 2500 + seller * 1234.75,
    ...overrides,
  };
}

const http = (status: number, message: string, code: string, fields?: Record<string, string>) =>
  new FailureError({ kind: 'http', status, code, message, fields });

const fieldsOf = (issues: readonly { path: PropertyKey[]; message: string }[]) => {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.')] ??= issue.message;
  return fields;
};

/** JSON's pesos are a hair off their centavos at most: whole centavos add exactly (a balance may be negative). */
const addPesos = (a: number, b: number) => toPesos(Math.round(a * 100) + Math.round(b * 100));

export function createFakeAdminPayouts(options: FakeAdminPayoutsOptions = {}) {
  const requests = new Map((options.requests ?? []).map((request) => [request.id, structuredClone(request)]));
  const fail = options.fail ?? {};
  const calls: string[] = [];

  const answer = <T>(produce: () => T): Promise<T> => {
    const latency = options.latencyMs;
    if (latency === 'never') return new Promise<T>(() => undefined);
    return new Promise<T>((resolve, reject) => {
      setTimeout(() => {
        try {
          resolve(produce());
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      }, latency ?? 0);
    });
  };
  const serverError = () =>
    http(500, 'Something went wrong on our side. Please try again.', 'INTERNAL_ERROR');

  /** The server's order: what waits is paid in turn, oldest first; what is decided reads newest first. */
  const ordered = (status: AdminPayoutRequest['status']) =>
    [...requests.values()]
      .filter((request) => request.status === status)
      .sort((a, b) => (status === 'pending' ? a.id - b.id : b.id - a.id));

  const list = ({ status, cursor }: AdminPayoutListRequest): AdminPayoutPage => {
    calls.push(`list ${status}${cursor ? ` after ${cursor}` : ''}`);
    if (fail.list || (fail.more && cursor !== null)) throw serverError();
    // The route validates its query with the same schema; its 400 names each field in the schema's words.
    const query = adminPayoutQuerySchema.safeParse({ status, cursor: cursor ?? undefined });
    if (!query.success)
      throw http(400, query.error.issues[0]!.message, 'VALIDATION_FAILED', fieldsOf(query.error.issues));
    const all = ordered(query.data.status);
    // Keyset: the requests after the cursor's id in the tab's order, whether or not it is still there.
    const after = query.data.cursor === undefined ? null : Number(query.data.cursor);
    const rest =
      after === null
        ? all
        : all.filter((request) =>
            query.data.status === 'pending' ? request.id > after : request.id < after,
          );
    const page = rest.slice(0, options.pageSize ?? 20);
    return {
      payoutRequests: structuredClone(page),
      nextCursor: rest.length > page.length ? String(page.at(-1)!.id) : null,
      total: all.length,
    };
  };

  const decide = (id: number, decision: PayoutDecision): AdminPayoutRequest => {
    calls.push(
      `decide ${id} ${decision.status}: ${decision.status === 'completed' ? decision.reference : decision.reason}`,
    );
    if (fail.decide === 500) throw serverError();
    // As on the server, the body is validated before the request is looked at.
    const body = payoutDecisionSchema.safeParse(decision);
    if (!body.success)
      throw http(400, body.error.issues[0]!.message, 'VALIDATION_FAILED', fieldsOf(body.error.issues));
    const request = requests.get(id);
    if (!request) throw http(404, earningsMessages.noSuchRequest, 'NOT_FOUND');
    // A forced 409 plays another admin completing it first.
    if (fail.decide === 409) throw http(409, payoutAlreadyDecided(id, 'completed'), 'CONFLICT');
    if (!decidePayout(request.status, body.data.status).allowed)
      throw http(409, payoutAlreadyDecided(id, request.status), 'CONFLICT');
    request.status = body.data.status;
    request.decidedAt = (options.now?.() ?? new Date()).toISOString();
    if (body.data.status === 'completed') request.reference = body.data.reference;
    else {
      request.failureReason = body.data.reason;
      // The reservation is released: the amount is the seller's to cash out again.
      for (const each of requests.values())
        if (each.seller.id === request.seller.id)
          each.sellerAvailable = addPesos(each.sellerAvailable, request.amount);
    }
    return structuredClone(request);
  };

  /** The bank's batch file: the pending requests in the queue's order (the server's lines, amounts in centavos). */
  const pendingCsv = () => {
    calls.push('export');
    if (fail.export) throw serverError();
    const lines = ordered('pending').map((request) =>
      payoutCsvLine({ ...request, amount: Math.round(request.amount * 100) }),
    );
    return [csvLine(payoutCsvHeader), ...lines].join('');
  };

  const service: AdminPayoutsService = {
    list: (query) => answer(() => list(query)),
    decide: (id, decision) =>
      options.pendingDecisions ? new Promise(() => undefined) : answer(() => decide(id, decision)),
    downloadPendingCsv: () => answer(() => new Blob([pendingCsv()], { type: 'text/csv;charset=utf-8' })),
  };

  return {
    service,
    calls,
    requests,
    /** Another admin decides first: the desk's next decision on it answers 409. */
    decideElsewhere(id: number, decision: PayoutDecision) {
      decide(id, decision);
      calls.pop();
    },
    /**
     * A seller cashes out meanwhile: one more pending request, the newest. Its `sellerAvailable` is the
     * seller's balance now, which every row of that seller reads, as the server's do.
     */
    add(request: AdminPayoutRequest) {
      for (const each of requests.values())
        if (each.seller.id === request.seller.id) each.sellerAvailable = request.sellerAvailable;
      requests.set(request.id, structuredClone(request));
    },
  };
}

export type FakeAdminPayouts = ReturnType<typeof createFakeAdminPayouts>;
