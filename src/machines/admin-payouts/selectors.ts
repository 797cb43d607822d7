import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { PagedListMachine } from '../paged-list/machine.ts';
import { isDecidedElsewhere, type PayoutDeskMachine } from './machine.ts';
import { deskTabOf, type DeskRow } from './context.ts';

type DeskSnapshot = SnapshotFrom<PayoutDeskMachine>;
type ListSnapshot = SnapshotFrom<PagedListMachine>;

/** The requests; a new list after each reload. (The desk's other children are promises: named here.) */
export const selectList = (snapshot: DeskSnapshot) =>
  snapshot.children.list as ActorRefFrom<PagedListMachine>;

export const selectTab = (snapshot: ListSnapshot) => deskTabOf(snapshot.context.filters.status);

const rowsOf = (snapshot: ListSnapshot) => snapshot.context.items as DeskRow[];

/**
 * The rows still in the list (a decided request has left it), each with its seller's balance as the latest
 * decision here left it: a failed payout's amount went back to the seller, whose other requests show it.
 */
export const selectRows = (snapshot: ListSnapshot): DeskRow[] => {
  const rows = rowsOf(snapshot);
  const latest = new Map<string, { at: string; available: number }>();
  for (const { decided } of rows) {
    if (!decided?.decidedAt) continue;
    const known = latest.get(decided.seller.id);
    if (!known || known.at < decided.decidedAt)
      latest.set(decided.seller.id, { at: decided.decidedAt, available: decided.sellerAvailable });
  }
  return rows
    .filter((row) => row.decided === undefined)
    .map((row) => {
      const after = latest.get(row.request.seller.id);
      return after === undefined || after.available === row.request.sellerAvailable
        ? row
        : { ...row, request: { ...row.request, sellerAvailable: after.available } };
    });
};

/** How many requests the tab has in all, less those decided here; null until the first page. */
export const selectTotal = (snapshot: ListSnapshot): number | null => {
  const total = snapshot.context.counts?.total;
  if (total === undefined) return null;
  return Math.max(0, total - rowsOf(snapshot).filter((row) => row.decided !== undefined).length);
};

export const selectIntent = (snapshot: DeskSnapshot) =>
  snapshot.hasTag('dialog') ? snapshot.context.intent : null;
/** No dialog is open: a pending request's buttons can start a decision. */
export const selectCanDecide = (snapshot: DeskSnapshot) => snapshot.matches({ decision: 'idle' });
export const selectIsDeciding = (snapshot: DeskSnapshot) => snapshot.hasTag('deciding');
export const selectIsExporting = (snapshot: DeskSnapshot) => snapshot.hasTag('exporting');

/** A 400 naming the dialog's field shows under it; anything else in a banner. */
const fieldErrorOf = (snapshot: DeskSnapshot, field: 'reference' | 'reason') => {
  const { failure } = snapshot.context;
  return failure?.kind === 'http' && failure.status === 400 ? (failure.fields?.[field] ?? null) : null;
};
export const selectFieldError = (snapshot: DeskSnapshot) =>
  snapshot.hasTag('dialog')
    ? fieldErrorOf(snapshot, snapshot.context.intent?.decision === 'completed' ? 'reference' : 'reason')
    : null;
/** Why the open decision failed, to try again (a field's own refusal shows under the field instead). */
export const selectDecisionFailure = (snapshot: DeskSnapshot) =>
  snapshot.hasTag('dialog') && selectFieldError(snapshot) === null ? snapshot.context.failure : null;

/** The request the server refused a decision on (it is no longer pending), and why; while it is shown. */
export const selectRefusal = (snapshot: DeskSnapshot) => {
  const { intent, failure } = snapshot.context;
  return snapshot.hasTag('refused') && intent && failure && isDecidedElsewhere(failure)
    ? { request: intent.request, failure }
    : null;
};
