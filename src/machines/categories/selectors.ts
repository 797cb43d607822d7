import type { SnapshotFrom } from 'xstate';
import { branchesOf, formValuesOf } from './context.ts';
import type { CategoriesMachine } from './machine.ts';

type Snapshot = SnapshotFrom<CategoriesMachine>;

export const selectBranches = (snapshot: Snapshot) => branchesOf(snapshot.context.categories);
export const selectCategories = (snapshot: Snapshot) => snapshot.context.categories;
export const selectIsLoading = (snapshot: Snapshot) => snapshot.hasTag('loading');
export const selectLoadFailure = (snapshot: Snapshot) =>
  snapshot.matches('failed') ? snapshot.context.loadFailure : null;
export const selectIsBusy = (snapshot: Snapshot) => snapshot.hasTag('busy');
/** The open form, with its first values; null when closed. */
export const selectEditor = (snapshot: Snapshot) =>
  snapshot.hasTag('editor') && snapshot.context.editor ? snapshot.context.editor : null;
export const selectEditorValues = (snapshot: Snapshot) =>
  snapshot.context.editor ? formValuesOf(snapshot.context.editor) : null;
export const selectFieldErrors = (snapshot: Snapshot) => snapshot.context.fieldErrors;
export const selectDeleting = (snapshot: Snapshot) =>
  snapshot.hasTag('deleteDialog') ? snapshot.context.deleting : null;
