// What views read from a description writer actor.
import { aiOriginLabel } from '#schemas/ai';
import type { SnapshotFrom } from 'xstate';
import { answerField, writerErrors } from './context.ts';
import type { DescriptionWriterMachine } from './machine.ts';

type WriterSnapshot = SnapshotFrom<DescriptionWriterMachine>;

export const selectIsOpen = (snapshot: WriterSnapshot) => snapshot.matches('open');
/** A request is on its way: the details wait. */
export const selectIsBusy = (snapshot: WriterSnapshot) => snapshot.hasTag('busy');

/** The details' errors, once Write or Suggest questions was pressed (decision 009). */
export const selectErrors = (snapshot: WriterSnapshot): Record<string, string> =>
  snapshot.context.tried ? writerErrors(snapshot.context, 'drafts') : {};

export const selectAnswerError = (id: string) => (snapshot: WriterSnapshot) =>
  selectErrors(snapshot)[answerField(id)];

/** Who wrote the drafts (or the questions), as the writer says it under them. */
export const selectDraftsOrigin = (snapshot: WriterSnapshot) =>
  snapshot.context.draftsOrigin && aiOriginLabel(snapshot.context.draftsOrigin, 'text');
export const selectQuestionsOrigin = (snapshot: WriterSnapshot) =>
  snapshot.context.questionsOrigin && aiOriginLabel(snapshot.context.questionsOrigin, 'text');
