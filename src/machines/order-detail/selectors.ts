import type { SnapshotFrom } from 'xstate';
import type { OrderDetailMachine } from './machine.ts';
import { loadFailureText } from './failure.ts';

type Snapshot = SnapshotFrom<OrderDetailMachine>;

export const selectIsLoading = (snapshot: Snapshot) => snapshot.hasTag('loading');
export const selectOrder = (snapshot: Snapshot) => snapshot.context.order;
/** Why the order is not shown, or null while it loads or once it is. */
export const selectLoadFailure = (snapshot: Snapshot) =>
  snapshot.matches('failed') ? loadFailureText(snapshot.context.failure) : null;
/** The actions panel's actor while it is open. */
export const selectActionsActor = (snapshot: Snapshot) => snapshot.children.orderActions;
/** The packing slip size on its way, or null. */
export const selectSlipDownloading = (snapshot: Snapshot) =>
  snapshot.hasTag('downloading') ? snapshot.context.slipSize : null;
