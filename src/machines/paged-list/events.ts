import type { Filters } from './context.ts';

export type PagedListEvent =
  /** The view's sentinel came within half a screen of the end of the list (spec §9). */
  | { type: 'list.loadMore' }
  | { type: 'list.retry' }
  /** Changes some filters (the others stay): the list starts over from the first page. */
  | { type: 'list.filter'; filters: Filters }
  /** Edits rows in place after an action on them (a notification marked read), without a reload. */
  | { type: 'list.update'; ids: readonly string[] | 'all'; changes: Readonly<Record<string, unknown>> };
