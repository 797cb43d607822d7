import type { AdminPayoutRequest, PayoutDecision, PayoutStatus } from '#schemas/earnings';

export type PayoutDeskEvent =
  /** Shows another status's requests (the tab is kept in the URL). */
  | { type: 'desk.tab'; status: PayoutStatus }
  /** Downloads the pending requests as the bank's batch file. */
  | { type: 'desk.export' }
  /** Opens the dialog asking for the bank's reference of this request's transfer. */
  | { type: 'payout.complete'; request: AdminPayoutRequest }
  /** Opens the dialog asking why this request could not be paid. */
  | { type: 'payout.fail'; request: AdminPayoutRequest }
  /** The dialog's form parsed the decision (trimmed, within the schema's bounds). */
  | { type: 'payout.submit'; decision: PayoutDecision }
  /** Closes the open dialog without deciding. */
  | { type: 'payout.cancel' }
  | { type: 'payout.refusal.dismiss' };
