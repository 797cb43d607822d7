// What a paged list holds: its filters, the rows of every page loaded so far, and where the next page starts.
import type { Failure } from '../shared/failure.ts';

/** Filters as the URL carries them: one string per name. */
export type Filters = Readonly<Record<string, string>>;

/** A row of any list: the id is what keeps a row from being listed twice when pages shift. */
export type ListItem = { readonly id: string };

/** What `loadPage` is asked for: the page after `cursor` (the first page when it is null). */
export type PageRequest = { filters: Filters; cursor: string | null };

/** One page: its rows, where the next one starts (null after the last), and counts the server sends along. */
export type Page = {
  items: readonly ListItem[];
  nextCursor: string | null;
  counts?: Readonly<Record<string, number>>;
};

export interface PagedListContext {
  filters: Filters;
  items: ListItem[];
  /** Where the next page starts; null for the first page, and after the last. */
  cursor: string | null;
  /** The counts of the last page loaded (the admin queue's counts per status), kept across filters. */
  counts: Readonly<Record<string, number>> | null;
  /** Why the last page could not be loaded; the rows already shown stay. */
  failure: Failure | null;
}

export const initialContext = (filters: Filters = {}): PagedListContext => ({
  filters,
  items: [],
  cursor: null,
  counts: null,
  failure: null,
});
