import type { SnapshotFrom } from 'xstate';
import type { ProductListMachine } from './machine.ts';

type Snapshot = SnapshotFrom<ProductListMachine>;

/** The list's status as the kit's DataList takes it: 'loading' | 'idle' | 'failed' | 'end'. */
export const selectListStatus = (snapshot: Snapshot) =>
  snapshot.matches({ list: 'awaitingApproval' })
    ? 'failed'
    : (snapshot.value.list as 'loading' | 'idle' | 'failed' | 'end');
export const selectIsAwaitingApproval = (snapshot: Snapshot) =>
  snapshot.matches({ list: 'awaitingApproval' });
export const selectProducts = (snapshot: Snapshot) => snapshot.context.products;
export const selectFilters = (snapshot: Snapshot) => snapshot.context.filters;
export const selectSearchText = (snapshot: Snapshot) => snapshot.context.searchText;
export const selectCounts = (snapshot: Snapshot) => snapshot.context.counts;
/** How many products the current filters hold; null until the counts arrive. */
export const selectCount = (snapshot: Snapshot) =>
  snapshot.context.counts?.[snapshot.context.filters.status] ?? null;
export const selectListFailure = (snapshot: Snapshot) => snapshot.context.failure;
export const selectCountFailure = (snapshot: Snapshot) => snapshot.context.countFailure;
/** The product the delete dialog is about, while it is open. */
export const selectDeleteTarget = (snapshot: Snapshot) =>
  snapshot.matches({ deletion: 'closed' }) ? null : snapshot.context.target;
export const selectIsDeleting = (snapshot: Snapshot) => snapshot.hasTag('deleting');
