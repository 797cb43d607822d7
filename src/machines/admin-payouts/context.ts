// What the payout desk holds: the requests are a paged list (src/machines/paged-list) of one status at a
// time, its status kept in the URL; a decision on one request is the desk's own.
import {
  payoutDecisionSchema,
  payoutStatuses,
  type AdminPayoutPage,
  type AdminPayoutRequest,
  type PayoutDecision,
  type PayoutStatus,
} from '#schemas/earnings';
import { formatPeso } from '#schemas/money';
import type { Filters, ListItem, Page, PageRequest } from '../paged-list/context.ts';
import { failureText } from '../admin-review/failure.ts';
import type { Failure } from '../shared/failure.ts';
import type { ToastContent } from '../toast/context.ts';

/** The desk's tabs in their order on screen, one per status of the admin payout API. */
export const deskTabs: readonly PayoutStatus[] = payoutStatuses;

/** The status a value names; anything else (an old or mistyped link) reads as pending. */
export const deskTabOf = (value: unknown): PayoutStatus =>
  deskTabs.find((status) => status === value) ?? 'pending';

/** The desk's filters from /admin/payouts' query: the tab, pending unless it names another. */
export const deskFilters = (search: string): Filters => ({
  status: deskTabOf(new URLSearchParams(search).get('status')),
});

/** Where the desk keeps its tab; pending, the default, is the plain /admin/payouts. */
export const deskLocation = (filters: Filters) => {
  const status = deskTabOf(filters.status);
  return status === 'pending' ? '/admin/payouts' : `/admin/payouts?status=${status}`;
};

/** The admin payout API's query for one page of the desk. */
export const deskRequest = ({ filters, cursor }: PageRequest) => ({
  status: deskTabOf(filters.status),
  cursor,
});

/**
 * A request on the desk. `decided` is the server's answer once a decision on it was made here: the row then
 * leaves its list, and its answer carries the seller's balance after it.
 */
export type DeskRow = ListItem & { request: AdminPayoutRequest; decided?: AdminPayoutRequest };

/** One page as the paged list takes it; the first page's total is the tab's count. */
export const deskPage = (page: AdminPayoutPage, { cursor }: PageRequest): Page => ({
  items: page.payoutRequests.map((request): DeskRow => ({ id: String(request.id), request })),
  nextCursor: page.nextCursor,
  // Later pages bring the same total less the decisions made here meanwhile, which the selector takes away.
  ...(cursor === null ? { counts: { total: page.total } } : {}),
});

/**
 * What the desk says when a call fails without a message of the server's own (the spec words none for the
 * admin): the service's fallback, and the screen's words for a 5xx.
 */
export const deskFallbacks = {
  list: 'The payout requests could not be loaded.',
  more: 'More payout requests could not be loaded.',
  decide: 'The decision could not be saved. Please try again.',
  export: 'The pending payouts could not be exported.',
} as const;

export type PayoutDecisionKind = 'completed' | 'failed';

/** What each decision's dialog asks for, as the admin payout API takes it (required, trimmed, bounded). */
export const referenceSchema = payoutDecisionSchema.options[0].pick({ reference: true });
export const reasonSchema = payoutDecisionSchema.options[1].pick({ reason: true });

export type PayoutDeskContext = {
  /** The desk's filters: its tab, given to the list when it (re)starts. */
  filters: Filters;
  /** The decision the admin started: typing its reference or reason, or waiting for the server. */
  intent: { decision: PayoutDecisionKind; request: AdminPayoutRequest } | null;
  /** The decision as its dialog sent it. */
  decision: PayoutDecision | null;
  /**
   * Why the open decision failed: a refusal (409: another admin decided first; 404) or a failure to try
   * again (a 400 naming the field shows under it).
   */
  failure: Failure | null;
};

export const initialContext = (filters: Filters): PayoutDeskContext => ({
  filters,
  intent: null,
  decision: null,
  failure: null,
});

/**
 * Pesos as JSON carries them (at most 2 decimals; a balance may be negative) in the peso format: the nearest
 * whole centavo is the amount exactly, the float being only ever a hair off.
 */
export const formatPesos = (pesos: number) => formatPeso(Math.round(pesos * 100));

/** What the admin is told once the server has recorded a decision (the seller is told by the server). */
export const decisionToast = (answer: AdminPayoutRequest): ToastContent =>
  answer.status === 'completed'
    ? {
        title: 'Payout completed',
        description: `${formatPesos(answer.amount)} to ${answer.seller.storeName} is recorded as paid (ref ${answer.reference}). The seller was told.`,
        tone: 'success',
      }
    : {
        title: 'Payout failed',
        description: `${formatPesos(answer.amount)} is back in ${answer.seller.storeName}’s balance. The seller was told why.`,
        tone: 'info',
      };

export const exportFailedToast = (failure: Failure): ToastContent => ({
  title: 'Export failed',
  description: failureText(failure, deskFallbacks.export),
  tone: 'error',
});
