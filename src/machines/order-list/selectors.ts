import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { OrderActionsMachine } from '../order-actions/machine.ts';
import type { OrderListMachine } from './machine.ts';

type Snapshot = SnapshotFrom<OrderListMachine>;

/** The list's status as the kit's DataList takes it: 'loading' | 'idle' | 'failed' | 'end'. */
export const selectListStatus = (snapshot: Snapshot): 'loading' | 'idle' | 'failed' | 'end' => {
  if (snapshot.hasTag('loading')) return 'loading';
  if (snapshot.matches({ list: 'awaitingApproval' })) return 'failed';
  return snapshot.value.list as 'idle' | 'failed' | 'end';
};
export const selectIsAwaitingApproval = (snapshot: Snapshot) =>
  snapshot.matches({ list: 'awaitingApproval' });
export const selectOrders = (snapshot: Snapshot) => snapshot.context.orders;
export const selectFilters = (snapshot: Snapshot) => snapshot.context.filters;
export const selectListFailure = (snapshot: Snapshot) => snapshot.context.failure;
export const selectIsExporting = (snapshot: Snapshot) => snapshot.hasTag('exporting');
/** The running actions panel, while one is open. */
export const selectActionsPanel = (snapshot: Snapshot) =>
  snapshot.children.orderActions as ActorRefFrom<OrderActionsMachine> | undefined;
