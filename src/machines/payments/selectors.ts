import { earningsMessages } from '#schemas/earnings';
import type { SnapshotFrom } from 'xstate';
import { canCashOut } from './context.ts';
import { failureText, isAwaitingApproval } from './failure.ts';
import type { PaymentsMachine } from './machine.ts';

type Snapshot = SnapshotFrom<PaymentsMachine>;

/** The requests region's states are the kit's DataList statuses. */
type RequestsStatus = 'loading' | 'idle' | 'failed' | 'end';

export const selectEarnings = (snapshot: Snapshot) => snapshot.context.earnings;
/** Why the cards are not shown, or null. */
export const selectEarningsFailure = (snapshot: Snapshot) =>
  snapshot.matches({ earnings: 'failed' })
    ? failureText(snapshot.context.earningsFailure, earningsMessages.fetchEarningsFailed)
    : null;
/** The API refused a seller an admin has not approved: the page says why, not three failures. */
export const selectAwaitingApproval = (snapshot: Snapshot) =>
  snapshot.matches({ earnings: 'failed' }) && isAwaitingApproval(snapshot.context.earningsFailure)
    ? (snapshot.context.earningsFailure?.message ?? null)
    : null;
/** Cash out is offered: the balance, freshly read, reaches the minimum, and the modal is not open. */
export const selectCanCashOut = (snapshot: Snapshot) => snapshot.can({ type: 'cashOut.open' });
/** The balance is below spec §5's minimum (Cash out is disabled with the reason). */
export const selectBelowMinimum = (snapshot: Snapshot) =>
  snapshot.context.earnings !== null && !canCashOut(snapshot.context.earnings);

export const selectPayoutRequests = (snapshot: Snapshot) => snapshot.context.payoutRequests;
/** The requests list's status as the kit's DataList takes it. */
export const selectRequestsStatus = (snapshot: Snapshot) =>
  (snapshot.value as { requests: RequestsStatus }).requests;
export const selectRequestsFailure = (snapshot: Snapshot) =>
  failureText(snapshot.context.requestsFailure, earningsMessages.fetchRequestsFailed);

export const selectTab = (snapshot: Snapshot) =>
  snapshot.matches({ tab: 'statement' }) ? 'statement' : 'requests';
export const selectStatement = (snapshot: Snapshot) => snapshot.context.statement;
export const selectStatementLoading = (snapshot: Snapshot) => snapshot.hasTag('statementLoading');
export const selectStatementFailure = (snapshot: Snapshot) =>
  snapshot.matches({ statement: 'failed' })
    ? failureText(snapshot.context.statementFailure, earningsMessages.fetchEarningsFailed)
    : null;
export const selectDownloading = (snapshot: Snapshot) => snapshot.hasTag('downloading');
/** The month the statement shows, or is loading. */
export const selectMonth = (snapshot: Snapshot) =>
  snapshot.context.month ?? snapshot.context.statement?.month ?? null;

/** The cash-out modal's actor while it is open. */
export const selectCashOutActor = (snapshot: Snapshot) => snapshot.children.cashOut;
