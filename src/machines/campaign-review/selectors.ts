import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ProductCounts } from '#schemas/campaigns';
import type { PagedListMachine } from '../paged-list/machine.ts';
import { isRefusal, type CampaignReviewMachine } from './machine.ts';
import { reviewTabOf, type ReviewRow } from './context.ts';

type ReviewSnapshot = SnapshotFrom<CampaignReviewMachine>;
type ListSnapshot = SnapshotFrom<PagedListMachine>;

export const selectCampaign = (snapshot: ReviewSnapshot) => snapshot.context.campaign;
export const selectLoadFailure = (snapshot: ReviewSnapshot) =>
  snapshot.matches('failed') ? snapshot.context.loadFailure : null;
export const selectIsNotFound = (snapshot: ReviewSnapshot) => snapshot.matches('notFound');

/** The products, once the campaign is shown; a new list after each reload. (Named: the other children are promises.) */
export const selectList = (snapshot: ReviewSnapshot) =>
  snapshot.children.list as ActorRefFrom<PagedListMachine> | undefined;

export const selectTab = (snapshot: ListSnapshot) => reviewTabOf(snapshot.context.filters.status);

const rowsOf = (snapshot: ListSnapshot) => snapshot.context.items as ReviewRow[];

/** The rows still in their tab: a product decided here has left it. */
export const selectRows = (snapshot: ListSnapshot): ReviewRow[] =>
  rowsOf(snapshot).filter((row) => row.decided === undefined);

/**
 * The tabs' counts: the first page's, moved by the decisions made here since. Unknown (null) while a tab's
 * first page is on its way, as its rows are: the counts it brings are the fresh ones.
 */
export const selectCounts = (snapshot: ListSnapshot): ProductCounts | null => {
  const counts = snapshot.context.counts as ProductCounts | null;
  const rows = rowsOf(snapshot);
  if (counts === null || (rows.length === 0 && snapshot.hasTag('loading'))) return null;
  const moved = { ...counts };
  for (const { product, decided } of rows) {
    if (!decided) continue;
    moved[product.status] -= 1;
    moved[decided.status] += 1;
  }
  return moved;
};

/** No decision is under way: the rows' buttons can start one. */
export const selectCanDecide = (snapshot: ReviewSnapshot) =>
  snapshot.matches({ reviewing: { decision: 'idle' } });
/** The applied product whose approval is with the server (its row's button says so), or null. */
export const selectApprovingId = (snapshot: ReviewSnapshot) =>
  snapshot.matches({ reviewing: { decision: 'approving' } })
    ? (snapshot.context.intent?.product.id ?? null)
    : null;
export const selectIsDeciding = (snapshot: ReviewSnapshot) => snapshot.hasTag('deciding');

/** The product whose rejection dialog is open, or null. */
export const selectRejecting = (snapshot: ReviewSnapshot) =>
  snapshot.hasTag('dialog') ? (snapshot.context.intent?.product ?? null) : null;

/** A 400 naming the reason shows under it; anything else in a banner. */
export const selectReasonError = (snapshot: ReviewSnapshot) => {
  const { failure } = snapshot.context;
  return snapshot.hasTag('dialog') && failure?.kind === 'http' && failure.status === 400
    ? (failure.fields?.reason ?? null)
    : null;
};
/** Why the rejection failed, to try again (the reason's own refusal shows under the field instead). */
export const selectRejectionFailure = (snapshot: ReviewSnapshot) =>
  snapshot.hasTag('dialog') && selectReasonError(snapshot) === null ? snapshot.context.failure : null;

/** The product the server refused a decision on, the decision, and why; while it is shown. */
export const selectRefusal = (snapshot: ReviewSnapshot) => {
  const { intent, failure } = snapshot.context;
  return snapshot.hasTag('refused') && intent && failure && isRefusal(failure)
    ? { ...intent, failure }
    : null;
};
