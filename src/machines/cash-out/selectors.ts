// What the cash-out modal reads from its actor.
import type { SnapshotFrom } from 'xstate';
import { mostOf } from './context.ts';
import { fieldErrorsOf, submitFailureText } from './failure.ts';
import type { CashOutMachine } from './machine.ts';

type Snapshot = SnapshotFrom<CashOutMachine>;

/** What the modal shows: the channels loading or failed, the form, or nothing once the actor ended. */
export type CashOutStep = 'loading' | 'unavailable' | 'form' | 'done';

export const selectStep = (snapshot: Snapshot): CashOutStep =>
  snapshot.status === 'done'
    ? 'done'
    : snapshot.matches({ idle: 'loading' })
      ? 'loading'
      : snapshot.matches({ idle: 'unavailable' })
        ? 'unavailable'
        : 'form';
export const selectIsBusy = (snapshot: Snapshot) => snapshot.hasTag('busy');
export const selectChannels = (snapshot: Snapshot) => snapshot.context.channels;
export const selectBounds = (snapshot: Snapshot) => snapshot.context.bounds;
/** The most this request may be, centavos: what "Cash out all" fills in. */
export const selectMost = (snapshot: Snapshot) => mostOf(snapshot.context.bounds);
/** The server's messages on the fields it refused (400), shown until the seller changes them. */
export const selectServerErrors = (snapshot: Snapshot) => fieldErrorsOf(snapshot.context.failure);
/** The banner of `failed`, or null. */
export const selectFailureText = (snapshot: Snapshot) =>
  snapshot.matches('failed') && snapshot.context.failure ? submitFailureText(snapshot.context.failure) : null;
