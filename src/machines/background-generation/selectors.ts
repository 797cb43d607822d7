// What the background tool's view reads.
import type { SnapshotFrom } from 'xstate';
import type { BackgroundGenerationMachine } from './machine.ts';

type Snapshot = SnapshotFrom<BackgroundGenerationMachine>;

/** Which of the tool's screens shows; `closed` while idle. */
export type BackgroundStep =
  | 'closed'
  | 'confirmUnsaved'
  | 'editingPrompt'
  | 'suggestingPrompt'
  | 'generating'
  | 'preview'
  | 'limitReached';

export const selectStep = (snapshot: Snapshot): BackgroundStep =>
  snapshot.matches('idle') || snapshot.matches('added') ? 'closed' : (snapshot.value as BackgroundStep);

export const selectSource = (snapshot: Snapshot) => snapshot.context.source;
export const selectPrompt = (snapshot: Snapshot) => snapshot.context.prompt;
export const selectPromptError = (snapshot: Snapshot) => snapshot.context.promptError;
export const selectFailure = (snapshot: Snapshot) => snapshot.context.failure;
export const selectResult = (snapshot: Snapshot) => snapshot.context.result;
