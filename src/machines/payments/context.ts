import type { Earnings, PayoutRequest, Statement } from '#schemas/earnings';
import type { Failure } from '../shared/failure.ts';

export type PaymentsTab = 'requests' | 'statement';

export type PaymentsContext = {
  /** /earnings as last answered (pesos); kept while it loads again, so the cards never blank. */
  earnings: Earnings | null;
  earningsFailure: Failure | null;
  /** The payout requests shown, newest first: every page loaded so far, and those made here since. */
  payoutRequests: PayoutRequest[];
  /** Where the next page of requests starts; null for the first page, and after the last. */
  cursor: string | null;
  requestsFailure: Failure | null;
  /** The statement's month (YYYY-MM) the seller picked; null for the server's this month. */
  month: string | null;
  statement: Statement | null;
  statementFailure: Failure | null;
};

export const initialContext = (): PaymentsContext => ({
  earnings: null,
  earningsFailure: null,
  payoutRequests: [],
  cursor: null,
  requestsFailure: null,
  month: null,
  statement: null,
  statementFailure: null,
});

/** The wire's pesos have at most 2 decimals, so rounding undoes the binary fraction (0.29 * 100). */
export const centavosOf = (pesos: number) => Math.round(pesos * 100);

/** Spec §5's minimum is what a request may be at least: below it there is nothing to cash out. */
export const canCashOut = (earnings: Earnings | null) =>
  earnings !== null && centavosOf(earnings.available) >= centavosOf(earnings.payoutMin);
