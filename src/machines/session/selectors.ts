// What views read from the session actor.
import type { SnapshotFrom } from 'xstate';
import type { SessionMachine } from './machine.ts';

type Snapshot = SnapshotFrom<SessionMachine>;

export type SessionStatus = 'checking' | 'signedOut' | 'signedIn';

export const selectSellerStatus = (snapshot: Snapshot): SessionStatus =>
  snapshot.matches({ seller: 'signedIn' })
    ? 'signedIn'
    : snapshot.matches({ seller: 'signedOut' })
      ? 'signedOut'
      : 'checking';

export const selectAdminStatus = (snapshot: Snapshot): SessionStatus =>
  snapshot.matches({ admin: 'signedIn' })
    ? 'signedIn'
    : snapshot.matches({ admin: 'signedOut' })
      ? 'signedOut'
      : 'checking';

export const selectProfile = (snapshot: Snapshot) => snapshot.context.profile;
export const selectAdmin = (snapshot: Snapshot) => snapshot.context.admin;
export const selectIsSellerPending = (snapshot: Snapshot) => snapshot.hasTag('seller.pending');
export const selectIsAdminPending = (snapshot: Snapshot) => snapshot.hasTag('admin.pending');
export const selectApprovalStatus = (snapshot: Snapshot) => snapshot.context.profile?.approvalStatus ?? null;

/** The server's per-field messages for the last failed sign-in or registration, if it gave any. */
export const selectFieldErrors = (snapshot: Snapshot): Readonly<Record<string, string>> | undefined => {
  const failure = snapshot.context.failure;
  return failure?.kind === 'http' ? failure.fields : undefined;
};

/** The server's message when the last registration was refused because the e-mail has an account. */
export const selectEmailTakenMessage = (snapshot: Snapshot): string | null => {
  const failure = snapshot.context.failure;
  return failure?.kind === 'http' && failure.status === 409 ? failure.message : null;
};
