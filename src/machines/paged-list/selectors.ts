import type { SnapshotFrom } from 'xstate';
import type { PagedListMachine } from './machine.ts';

type Snapshot = SnapshotFrom<PagedListMachine>;

/** The list's status as the kit's DataList takes it: 'loading' | 'idle' | 'failed' | 'end'. */
export const selectListStatus = (snapshot: Snapshot) => snapshot.value;
export const selectItems = (snapshot: Snapshot) => snapshot.context.items;
export const selectFilters = (snapshot: Snapshot) => snapshot.context.filters;
export const selectCounts = (snapshot: Snapshot) => snapshot.context.counts;
export const selectListFailure = (snapshot: Snapshot) => snapshot.context.failure;
/** The first page is on its way: nothing is shown yet. */
export const selectIsFirstLoad = (snapshot: Snapshot) =>
  snapshot.hasTag('loading') && snapshot.context.items.length === 0;
