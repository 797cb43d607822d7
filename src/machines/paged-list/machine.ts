// A list that pages (issue 8, spec §9): load a page, append it, load the next when the view's sentinel comes
// within half a screen of the end, stop after the last, start over when the filters change, and keep the
// filters where the app wants them (the URL). The admin queue is one; the notification feed embeds one.
// Pages come from the injected `loadPage`, so one machine serves every list.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorOf, outputOf } from '../shared/actor-events.ts';
import { toFailure } from '../shared/failure.ts';
import {
  initialContext,
  type Filters,
  type Page,
  type PageRequest,
  type PagedListContext,
} from './context.ts';
import type { PagedListEvent } from './events.ts';

const notProvided = (name: string) => () => {
  throw new Error(`pagedListMachine: '${name}' must be provided (src/app)`);
};

export const pagedListMachine = setup({
  types: {} as { context: PagedListContext; events: PagedListEvent; input: { filters?: Filters } },
  actors: {
    loadPage: fromPromise<Page, PageRequest>(notProvided('loadPage')),
  },
  actions: {
    /** Injected: writes `context.filters` where they are kept (the URL's query), after they changed. */
    syncFilters: notProvided('syncFilters'),
    setFilters: assign(({ context, event }) => {
      assertEvent(event, 'list.filter');
      return { filters: { ...context.filters, ...event.filters } };
    }),
    /** The counts stay: they describe every filter, and the next page brings fresh ones. */
    clearItems: assign({ items: [], cursor: null, failure: null }),
    appendPage: assign(({ context, event }) => {
      const page = outputOf<Page>(event);
      // Pages shift when rows are added or decided between two loads: never list one row twice.
      const known = new Set(context.items.map((item) => item.id));
      return {
        items: [...context.items, ...page.items.filter((item) => !known.has(item.id))],
        cursor: page.nextCursor,
        counts: page.counts ?? context.counts,
        failure: null,
      };
    }),
    setFailure: assign({ failure: ({ event }) => toFailure(errorOf(event)) }),
    updateItems: assign({
      items: ({ context, event }) => {
        assertEvent(event, 'list.update');
        const { ids, changes } = event;
        return context.items.map((item) =>
          ids === 'all' || ids.includes(item.id) ? { ...item, ...changes } : item,
        );
      },
    }),
  },
  guards: {
    changesFilters: ({ context, event }) => {
      assertEvent(event, 'list.filter');
      return Object.entries(event.filters).some(([name, value]) => context.filters[name] !== value);
    },
    isLastPage: ({ event }) => outputOf<Page>(event).nextCursor === null,
  },
}).createMachine({
  id: 'pagedList',
  description: 'One list loaded page by page, with its filters.',
  context: ({ input }) => initialContext(input.filters),
  initial: 'loading',
  on: {
    'list.filter': {
      guard: 'changesFilters',
      target: '.loading',
      actions: ['setFilters', 'clearItems', 'syncFilters'],
    },
    'list.update': { actions: 'updateItems' },
  },
  states: {
    loading: {
      description: 'A page is on its way: the first one when no rows are shown yet, else the next one.',
      tags: 'loading',
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ filters: context.filters, cursor: context.cursor }),
        onDone: [
          { guard: 'isLastPage', target: 'end', actions: 'appendPage' },
          { target: 'idle', actions: 'appendPage' },
        ],
        onError: { target: 'failed', actions: 'setFailure' },
      },
    },
    idle: {
      description: 'The rows so far are shown and more follow: the sentinel asks for the next page.',
      on: { 'list.loadMore': 'loading' },
    },
    failed: {
      description: 'A page could not be loaded; the rows already shown stay, and a retry asks for it again.',
      on: { 'list.retry': 'loading' },
    },
    end: {
      description: 'Every row is shown: nothing more to load until the filters change.',
    },
  },
});

export type PagedListMachine = typeof pagedListMachine;
