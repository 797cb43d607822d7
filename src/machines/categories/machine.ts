// The admin's category tree (issue 11): load it, then add, rename, move, retag or delete one category at a
// time. A change the server refuses about a field (a sibling's title, a parent it cannot go under) goes back
// under that field with the form still open; any other refusal (a delete of a category in use) is told in a
// toast. After every change the tree is read again, so counts and order are the server's.
import { assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { AdminCategory, Category } from '#schemas/categories';
import { errorOf, outputOf } from '../shared/actor-events.ts';
import { failureMessage, toFailure } from '../shared/failure.ts';
import {
  formFieldErrors,
  initialCategoriesContext,
  type Announcement,
  type CategoriesContext,
  type SaveRequest,
} from './context.ts';
import type { CategoriesEvent } from './events.ts';

const notProvided = (name: string) => () => {
  throw new Error(`categoriesMachine: '${name}' must be provided (src/app/admin-categories.ts)`);
};

type AnnounceAction = { type: 'announce'; params: Announcement };

/** An action that tells the admin `announcement(context, event)`. */
const announcing = (announcement: (context: CategoriesContext, event: CategoriesEvent) => Announcement) =>
  enqueueActions<
    CategoriesContext,
    CategoriesEvent,
    undefined,
    CategoriesEvent,
    never,
    AnnounceAction,
    never,
    never,
    never
  >(({ context, event, enqueue }) => enqueue({ type: 'announce', params: announcement(context, event) }));

const findCategory = (context: CategoriesContext, id: number) =>
  context.categories.find((category) => category.id === id);

export const categoriesMachine = setup({
  types: {} as { context: CategoriesContext; events: CategoriesEvent },
  actors: {
    loadCategories: fromPromise<AdminCategory[]>(notProvided('loadCategories')),
    saveCategory: fromPromise<Category, SaveRequest>(notProvided('saveCategory')),
    deleteCategory: fromPromise<void, { id: number }>(notProvided('deleteCategory')),
  },
  actions: {
    /** Injected: tells the admin what the server did (a toast). */
    announce: (_, _params: Announcement) => notProvided('announce')(),
    announceSaved: announcing((context, event) => ({
      kind: context.editor?.category ? 'saved' : 'created',
      title: outputOf<Category>(event).title,
    })),
    announceSaveFailure: announcing((_, event) => ({
      kind: 'saveFailed',
      message: failureMessage(errorOf(event), 'The category could not be saved.'),
    })),
    announceDeleted: announcing((context) => ({ kind: 'deleted', title: context.deleting?.title ?? '' })),
    announceDeleteRefusal: announcing((_, event) => ({
      kind: 'deleteRefused',
      message: failureMessage(errorOf(event), 'The category could not be deleted.'),
    })),
    announceReloadFailure: announcing((_, event) => ({
      kind: 'reloadFailed',
      message: failureMessage(errorOf(event), 'The categories could not be loaded.'),
    })),
    setCategories: assign({
      categories: ({ event }) => outputOf<AdminCategory[]>(event),
      loadFailure: null,
    }),
    setLoadFailure: assign({ loadFailure: ({ event }) => toFailure(errorOf(event)) }),
    openNew: assign({
      editor: ({ event }) => {
        assertEvent(event, 'category.add');
        return { category: null, parentCategoryId: event.parentCategoryId };
      },
      fieldErrors: {},
    }),
    openExisting: assign({
      editor: ({ context, event }) => {
        assertEvent(event, 'category.edit');
        return { category: findCategory(context, event.id) ?? null, parentCategoryId: null };
      },
      fieldErrors: {},
    }),
    setFieldErrors: assign({
      fieldErrors: ({ event }) => {
        const failure = toFailure(errorOf(event));
        return failure.kind === 'http' ? formFieldErrors(failure.fields ?? {}) : {};
      },
    }),
    closeEditor: assign({ editor: null, fieldErrors: {} }),
    setDeleting: assign({
      deleting: ({ context, event }) => {
        assertEvent(event, 'category.delete');
        return findCategory(context, event.id) ?? null;
      },
    }),
    clearDeleting: assign({ deleting: null }),
  },
  guards: {
    /** The category named is in the tree as last read. */
    isListedCategory: ({ context, event }) => {
      assertEvent(event, ['category.edit', 'category.delete']);
      return findCategory(context, event.id) !== undefined;
    },
    /** A parent to add under must be a listed top-level category (two levels). */
    isPossibleParent: ({ context, event }) => {
      assertEvent(event, 'category.add');
      return (
        event.parentCategoryId === null ||
        findCategory(context, event.parentCategoryId)?.parentCategory === null
      );
    },
    /** The server refused a field of the form (400 or 409 naming it): it goes back under that field. */
    isFieldRefusal: ({ event }) => {
      const failure = toFailure(errorOf(event));
      return (
        failure.kind === 'http' &&
        failure.status < 500 &&
        Object.keys(formFieldErrors(failure.fields ?? {})).some((field) =>
          ['title', 'parentCategoryId', 'tags'].includes(field),
        )
      );
    },
  },
}).createMachine({
  id: 'adminCategories',
  description:
    'The category tree an admin edits: two levels, each category with a title and tags, one change at a time.',
  context: initialCategoriesContext,
  initial: 'loading',
  states: {
    loading: {
      description: 'The tree is on its way.',
      tags: ['loading'],
      invoke: {
        src: 'loadCategories',
        onDone: { target: 'ready', actions: 'setCategories' },
        onError: { target: 'failed', actions: 'setLoadFailure' },
      },
    },
    failed: {
      description: 'The tree could not be loaded; the admin may try again.',
      on: { 'categories.retry': 'loading' },
    },
    ready: {
      description: 'The tree is shown, each parent followed by its children.',
      initial: 'browsing',
      states: {
        browsing: {
          description: 'The admin may add a category, or edit or delete any one of them.',
          on: {
            'category.add': { guard: 'isPossibleParent', target: 'editing', actions: 'openNew' },
            'category.edit': { guard: 'isListedCategory', target: 'editing', actions: 'openExisting' },
            'category.delete': {
              guard: 'isListedCategory',
              target: 'confirmingDelete',
              actions: 'setDeleting',
            },
          },
        },
        editing: {
          description:
            "The form of a new or existing category is open: title, parent and tags; the server's refusal of a field shows under it.",
          tags: ['editor'],
          on: {
            'editor.submit': 'saving',
            'editor.cancel': { target: 'browsing', actions: 'closeEditor' },
          },
        },
        saving: {
          description: 'The category is on its way to the server; the form waits, unchangeable.',
          tags: ['editor', 'busy'],
          invoke: {
            src: 'saveCategory',
            input: ({ context, event }) => {
              assertEvent(event, 'editor.submit');
              return { id: context.editor?.category?.id ?? null, input: event.input };
            },
            onDone: { target: 'reloading', actions: ['announceSaved', 'closeEditor'] },
            onError: [
              { guard: 'isFieldRefusal', target: 'editing', actions: 'setFieldErrors' },
              { target: 'editing', actions: 'announceSaveFailure' },
            ],
          },
        },
        confirmingDelete: {
          description: 'Deleting a category waits for the admin to confirm it.',
          tags: ['deleteDialog'],
          on: {
            'delete.confirm': 'deleting',
            'delete.cancel': { target: 'browsing', actions: 'clearDeleting' },
          },
        },
        deleting: {
          description:
            'The delete is on its way; the server refuses it while products use the category or subcategories sit under it.',
          tags: ['deleteDialog', 'busy'],
          invoke: {
            src: 'deleteCategory',
            input: ({ context }) => ({ id: context.deleting?.id ?? 0 }),
            onDone: { target: 'reloading', actions: ['announceDeleted', 'clearDeleting'] },
            onError: { target: 'browsing', actions: ['announceDeleteRefusal', 'clearDeleting'] },
          },
        },
        reloading: {
          description: 'After a change the tree is read again; the one shown stays until it arrives.',
          tags: ['busy'],
          invoke: {
            src: 'loadCategories',
            onDone: { target: 'browsing', actions: 'setCategories' },
            onError: { target: 'browsing', actions: 'announceReloadFailure' },
          },
        },
      },
    },
  },
});

export type CategoriesMachine = typeof categoriesMachine;
