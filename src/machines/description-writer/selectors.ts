// What views read from a description writer actor.
import type { SnapshotFrom } from 'xstate';
import { writerErrors } from './context.ts';
import type { DescriptionWriterMachine } from './machine.ts';

type WriterSnapshot = SnapshotFrom<DescriptionWriterMachine>;

export const selectIsOpen = (snapshot: WriterSnapshot) => snapshot.matches('open');
/** A request is on its way: the details wait. */
export const selectIsBusy = (snapshot: WriterSnapshot) => snapshot.hasTag('busy');

/** The details' errors, once Write or Suggest questions was pressed (decision 009). */
export const selectErrors = (snapshot: WriterSnapshot): Record<string, string> =>
  snapshot.context.tried ? writerErrors(snapshot.context, 'drafts') : {};

/** Which screen the writer shows: the details stay on screen while questions or drafts are on their way. */
export const selectStep = (snapshot: WriterSnapshot) =>
  snapshot.matches({ open: 'loadingTones' })
    ? 'loadingTones'
    : snapshot.matches({ open: 'tonesFailed' })
      ? 'tonesFailed'
      : snapshot.matches({ open: 'drafts' })
        ? 'drafts'
        : 'details';

export const selectIsSuggesting = (snapshot: WriterSnapshot) =>
  snapshot.matches({ open: 'suggestingQuestions' });
export const selectIsGenerating = (snapshot: WriterSnapshot) => snapshot.matches({ open: 'generating' });
