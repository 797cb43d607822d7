// The earnings ledger (issue 13, decision 032): the one place that writes ledger_entries and sums them. Every
// function takes the caller's transaction, so an entry commits with the change it records: an order's
// delivery or refund (the orders service), a payout request or its decision (the payouts service).
// Balances are sums as of `now` (the app's clock, injected so tests move time instead of waiting).
import type { LedgerKind } from '#schemas/earnings';
import type { EarningsSettings } from '../../config.ts';
import type { Executor } from '../../lib/executor.ts';

/** What the ledger needs from the app: the earnings settings and the clock. */
export type LedgerContext = { settings: EarningsSettings; now: () => Date };

/** A seller's balances as of a moment, in centavos (the wire's fields: src/schemas/earnings.ts). */
export type Balances = {
  totalDue: number;
  payoutApprovedAmount: number;
  /** totalDue − payoutApprovedAmount: the sum of every entry available at that moment. */
  available: number;
  onHold: number;
  nextRelease: { at: Date; amount: number } | null;
  lifetimePaidOut: number;
};

/**
 * Brings an order's ledger entries to what it earns now (`orderEarning` of its subtotal and refunded amount
 * when it is delivered and paid or partly refunded, else 0) by appending the difference: a credit held
 * `holdDays` from now, or a debit (available at the later of now and the order's earning's release).
 * Called in the transaction of every order status change; appends nothing when they already agree.
 */
export async function settleOrderEarning(
  tx: Executor,
  context: LedgerContext,
  orderId: number,
): Promise<void> {
  // Helper E1 builds it; until then order changes record no earnings (and do not fail).
  void tx;
  void context;
  void orderId;
}

/**
 * Serialises every balance-changing request of one seller: takes the seller's row FOR NO KEY UPDATE (other
 * transactions may still insert rows that reference the seller). Call before reading the balance you check.
 */
export async function lockSellerLedger(tx: Executor, sellerId: string): Promise<void> {
  void tx;
  void sellerId;
  throw new Error('lockSellerLedger: not built yet (helper E1)');
}

/** The seller's balances as of `at`, summed from the ledger alone. */
export async function balancesOf(tx: Executor, sellerId: string, at: Date): Promise<Balances> {
  void tx;
  void sellerId;
  void at;
  throw new Error('balancesOf: not built yet (helper E1)');
}

/** Appends one payout entry (reserve −amount, release +amount, paid −amount), available at `at`. */
export async function appendPayoutEntry(
  tx: Executor,
  entry: {
    sellerId: string;
    payoutRequestId: number;
    kind: Extract<LedgerKind, 'payout_reserve' | 'payout_release' | 'payout_paid'>;
    /** Centavos, signed as the kind requires. */
    amount: number;
    at: Date;
  },
): Promise<void> {
  void tx;
  void entry;
  throw new Error('appendPayoutEntry: not built yet (helper E1)');
}
