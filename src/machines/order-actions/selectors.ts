import type { SnapshotFrom } from 'xstate';
import { sellerActions } from '../order-status/machine.ts';
import { refusalText } from './failure.ts';
import type { OrderActionsMachine } from './machine.ts';

type Snapshot = SnapshotFrom<OrderActionsMachine>;

/** Which step the panel shows. */
export type OrderActionsStep = 'choosing' | 'accepting' | 'rejecting' | 'shipping' | 'done';

export const selectStep = (snapshot: Snapshot): OrderActionsStep =>
  (typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0]) as OrderActionsStep;
export const selectOrder = (snapshot: Snapshot) => snapshot.context.order;
/** The buttons the lifecycle allows for the order now (pending: Accept, Reject; accepted: Mark as shipped). */
export const selectActions = (snapshot: Snapshot) => sellerActions(snapshot.context.order);
export const selectIsBusy = (snapshot: Snapshot) => snapshot.hasTag('busy');
/** The server's reason the last request was refused (a 409: the order moved on), or null. */
export const selectRefusal = (snapshot: Snapshot) => refusalText(snapshot.context.failure);
export const selectFailure = (snapshot: Snapshot) => snapshot.context.failure;
