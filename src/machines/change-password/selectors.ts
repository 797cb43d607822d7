import type { SnapshotFrom } from 'xstate';
import type { changePasswordMachine } from './machine.ts';

type ChangePasswordSnapshot = SnapshotFrom<typeof changePasswordMachine>;

export const selectIsSubmitting = (snapshot: ChangePasswordSnapshot) => snapshot.hasTag('busy');

export const selectFailure = (snapshot: ChangePasswordSnapshot) => snapshot.context.failure;
