// Model-based test of the admin's category tree (issue 11): the tree loads or fails and is tried again; a
// subcategory is added under a parent, first with a title a sibling has (the server's 409 shows under the
// title, the dialog stays open) and then with a new one; a rename the server fails keeps the form and says so
// in a toast; a delete is confirmed first, refused while products use the category (the server's message in a
// toast, nothing changes), or done, with the tree read again after. At every model state the screen AND the
// production categories machine are checked, in the real App at /admin/categories.
import { createTestModel } from '@xstate/graph';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it } from 'vitest';
import { setup, type EventFrom } from 'xstate';
import { categoryMessages } from '#schemas/categories';
import { FailureError } from '#machines/shared/failure.ts';
import { createFakeAdminCategories } from '../services/admin-categories.ts';
import { heldService, renderAppWith } from './app-support.tsx';
import { transitionPaths, watchActors } from './model-support.ts';

const categoriesBehaviour = setup({
  types: {} as {
    events:
      | { type: 'OPEN' }
      | { type: 'SERVER_ANSWERS' }
      | { type: 'SERVER_FAILS' }
      | { type: 'RETRY' }
      | { type: 'ADD_SUBCATEGORY' }
      | { type: 'SUBMIT_TAKEN_TITLE' }
      | { type: 'SUBMIT_NEW_TITLE' }
      | { type: 'CANCEL' }
      | { type: 'EDIT_PARENT' }
      | { type: 'SUBMIT_RENAME' }
      | { type: 'DELETE_USED' }
      | { type: 'DELETE_UNUSED' }
      | { type: 'CONFIRM' };
  },
}).createMachine({
  id: 'adminCategoriesBehaviour',
  initial: 'start',
  states: {
    start: { description: 'the admin is signed in', on: { OPEN: 'loading' } },
    loading: {
      description: 'the tree is on its way',
      on: { SERVER_ANSWERS: 'tree', SERVER_FAILS: 'failed' },
    },
    failed: {
      description: 'the screen says the tree could not load and offers a retry',
      on: { RETRY: 'loading' },
    },
    tree: {
      description: 'each parent with its children, tags and product counts',
      on: {
        ADD_SUBCATEGORY: 'addingChild',
        EDIT_PARENT: 'editingParent',
        DELETE_USED: 'confirmingUsed',
        DELETE_UNUSED: 'confirmingUnused',
      },
    },
    addingChild: {
      description: 'the form of a new subcategory of Fashion is open, its parent chosen',
      on: { SUBMIT_TAKEN_TITLE: 'savingTaken', SUBMIT_NEW_TITLE: 'savingNew', CANCEL: 'tree' },
    },
    savingTaken: {
      description: 'a title a sibling has is on its way; the form waits, unchangeable',
      on: { SERVER_ANSWERS: 'titleRefused' },
    },
    titleRefused: {
      description: "the server's 409 shows under the title and the form stays open with what was typed",
      on: { SUBMIT_NEW_TITLE: 'savingNew' },
    },
    savingNew: { description: 'the new subcategory is on its way', on: { SERVER_ANSWERS: 'reloadingAdded' } },
    reloadingAdded: {
      description: 'the dialog has closed and the tree is read again',
      on: { SERVER_ANSWERS: 'childAdded' },
    },
    childAdded: { description: 'the new subcategory is in the tree and a toast says so', type: 'final' },
    editingParent: {
      description: 'the form of Fashion is open: it has children, so it stays top-level',
      on: { SUBMIT_RENAME: 'savingRename' },
    },
    savingRename: { description: 'the new title is on its way', on: { SERVER_FAILS: 'renameFailed' } },
    renameFailed: {
      description: 'a toast says the category was not saved; the form is still open with the new title',
      type: 'final',
    },
    confirmingUsed: {
      description: 'the delete of a category products use waits for a confirmation',
      on: { CONFIRM: 'deletingUsed', CANCEL: 'tree' },
    },
    deletingUsed: { description: 'the delete is on its way', on: { SERVER_ANSWERS: 'deleteRefused' } },
    deleteRefused: {
      description:
        "a toast gives the server's message naming how many products use it; the tree is unchanged",
      type: 'final',
    },
    confirmingUnused: {
      description: 'the delete of an unused subcategory waits for a confirmation',
      on: { CONFIRM: 'deletingUnused' },
    },
    deletingUnused: { description: 'the delete is on its way', on: { SERVER_ANSWERS: 'reloadingDeleted' } },
    reloadingDeleted: {
      description: 'the tree is read again after the delete',
      on: { SERVER_ANSWERS: 'deleted', SERVER_FAILS: 'stale' },
    },
    deleted: { description: 'the subcategory is gone and a toast says so', type: 'final' },
    stale: {
      description: 'a toast says the tree may be out of date; the tree as it was stays',
      type: 'final',
    },
  },
});

type BehaviourEvent = EventFrom<typeof categoriesBehaviour>;
const everyEvent = (
  [
    'OPEN',
    'SERVER_ANSWERS',
    'SERVER_FAILS',
    'RETRY',
    'ADD_SUBCATEGORY',
    'SUBMIT_TAKEN_TITLE',
    'SUBMIT_NEW_TITLE',
    'CANCEL',
    'EDIT_PARENT',
    'SUBMIT_RENAME',
    'DELETE_USED',
    'DELETE_UNUSED',
    'CONFIRM',
  ] as const
).map((type) => ({ type })) as BehaviourEvent[];

const model = createTestModel(categoriesBehaviour);
const paths = transitionPaths(model, (snapshot) => everyEvent.filter((event) => snapshot.can(event)));

const outage = new FailureError({
  kind: 'http',
  status: 500,
  code: 'INTERNAL_ERROR',
  message: 'Something went wrong on our side.',
});
const slow = { timeout: 5000 };
const calls = ['listCategories', 'createCategory', 'updateCategory', 'deleteCategory'] as const;

describe(`admin category tree (${paths.length} paths)`, () => {
  afterAll(() => console.info(`categories model: ${paths.length} paths covered`));

  for (const path of paths) {
    it(path.description, { timeout: 30_000 }, async () => {
      const memory = createFakeAdminCategories();
      const api = heldService(memory.service);
      const actors = watchActors();
      const user = userEvent.setup();
      let app: ReturnType<typeof renderAppWith> | undefined;
      const machine = () => actors.latest('adminCategories').getSnapshot();
      const machineIs = (value: unknown) => waitFor(() => expect(machine().value).toEqual(value));
      /** The subcategories listed under `parent`, each named by its own actions button. */
      const subcategories = (parent: string) =>
        within(screen.getByRole('list', { name: `Subcategories of ${parent}` }))
          .getAllByRole('button', { name: /^Actions for / })
          .map((button) => button.getAttribute('aria-label')?.replace('Actions for ', ''));
      const dialog = (name: string) => screen.findByRole('dialog', { name }, slow);
      const actOn = async (title: string, action: string) => {
        await user.click(screen.getByRole('button', { name: `Actions for ${title}` }));
        await user.click(await screen.findByRole('menuitem', { name: action }));
      };
      const retitle = async (name: string, title: string) => {
        const field = within(await dialog(name)).getByRole('textbox', { name: 'Title' });
        await user.clear(field);
        await user.click(field);
        await user.paste(title);
      };
      const submit = async (name: string, button: string) =>
        user.click(within(await dialog(name)).getByRole('button', { name: button }));
      const waitingCall = () => {
        const name = calls.find((call) => api.waiting(call) > 0);
        expect(name, 'a call waiting for the server').toBeDefined();
        return name!;
      };

      try {
        await path.test({
          states: {
            loading: async () => {
              expect(await screen.findByText('Loading categories…', {}, slow)).toBeInTheDocument();
              await machineIs('loading');
            },
            failed: async () => {
              expect(await screen.findByRole('alert')).toHaveTextContent(
                'The categories could not be loaded.',
              );
              expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
              await machineIs('failed');
            },
            tree: async () => {
              await screen.findByRole('list', { name: 'Category tree' }, slow);
              expect(
                screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
              ).toEqual(['Fashion', 'Handicrafts', 'Pets']);
              expect(subcategories('Handicrafts')).toEqual(['Pottery & Ceramics', 'Woven Goods']);
              expect(screen.getByRole('list', { name: 'Tags of Woven Goods' })).toHaveTextContent(
                'abacabanigrattan',
              );
              await machineIs({ ready: 'browsing' });
              expect(machine().context.categories).toHaveLength(7);
            },
            addingChild: async () => {
              const form = await dialog('Add a subcategory to Fashion');
              expect(within(form).getByRole('button', { name: /Parent category/ })).toHaveTextContent(
                'Fashion',
              );
              await machineIs({ ready: 'editing' });
              expect(machine().context.editor).toEqual({ category: null, parentCategoryId: 1 });
            },
            savingTaken: async () => {
              await machineIs({ ready: 'saving' });
              expect(
                within(await dialog('Add a subcategory to Fashion')).getByRole('button', { name: 'Saving…' }),
              ).toBeDisabled();
              expect(api.sent('createCategory').at(-1)).toEqual([
                { title: 'shoes', parentCategoryId: 1, tags: ['running', 'trail'] },
              ]);
            },
            titleRefused: async () => {
              const form = await dialog('Add a subcategory to Fashion');
              await waitFor(() =>
                expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
                  categoryMessages.titleTaken('shoes', 'Fashion'),
                ),
              );
              expect(within(form).getByRole('textbox', { name: 'Tags' })).toHaveValue('running, trail');
              await machineIs({ ready: 'editing' });
              expect(machine().context.fieldErrors).toEqual({
                title: categoryMessages.titleTaken('shoes', 'Fashion'),
              });
            },
            savingNew: async () => {
              await machineIs({ ready: 'saving' });
              expect(api.sent('createCategory').at(-1)?.[0]).toMatchObject({
                title: 'Sandals',
                parentCategoryId: 1,
              });
            },
            reloadingAdded: async () => {
              await machineIs({ ready: 'reloading' });
              await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
              expect(await screen.findByText('Category added')).toBeInTheDocument();
            },
            childAdded: async () => {
              await machineIs({ ready: 'browsing' });
              await waitFor(() =>
                expect(subcategories('Fashion')).toEqual(['Sandals', 'Shoes', "Women's Apparel"]),
              );
              expect(machine().context.editor).toBeNull();
            },
            editingParent: async () => {
              const form = await dialog('Edit “Fashion”');
              expect(
                within(form).getByText('It has subcategories, so it stays top-level.'),
              ).toBeInTheDocument();
              expect(within(form).getByRole('button', { name: /Parent category/ })).toBeDisabled();
              await machineIs({ ready: 'editing' });
            },
            savingRename: async () => {
              await machineIs({ ready: 'saving' });
              expect(api.sent('updateCategory').at(-1)).toEqual([
                1,
                { title: 'Apparel', parentCategoryId: null, tags: ['clothing', 'apparel'] },
              ]);
            },
            renameFailed: async () => {
              expect(await screen.findByText('Category not saved')).toBeInTheDocument();
              expect(screen.getByText('The category could not be saved.')).toBeInTheDocument();
              expect(
                within(await dialog('Edit “Fashion”')).getByRole('textbox', { name: 'Title' }),
              ).toHaveValue('Apparel');
              await machineIs({ ready: 'editing' });
            },
            confirmingUsed: async () => {
              await screen.findByRole('alertdialog', { name: 'Delete “Woven Goods”?' }, slow);
              await machineIs({ ready: 'confirmingDelete' });
              expect(machine().context.deleting?.title).toBe('Woven Goods');
            },
            deletingUsed: async () => {
              await machineIs({ ready: 'deleting' });
              expect(api.sent('deleteCategory').at(-1)).toEqual([5]);
            },
            deleteRefused: async () => {
              expect(await screen.findByText('Category not deleted')).toBeInTheDocument();
              expect(screen.getByText(categoryMessages.inUse('Woven Goods', 12))).toBeInTheDocument();
              await machineIs({ ready: 'browsing' });
              expect(subcategories('Handicrafts')).toEqual(['Pottery & Ceramics', 'Woven Goods']);
              expect(memory.rows).toHaveLength(7);
            },
            confirmingUnused: async () => {
              await screen.findByRole('alertdialog', { name: 'Delete “Shoes”?' }, slow);
              await machineIs({ ready: 'confirmingDelete' });
            },
            deletingUnused: async () => {
              await machineIs({ ready: 'deleting' });
              expect(api.sent('deleteCategory').at(-1)).toEqual([3]);
            },
            reloadingDeleted: async () => {
              await machineIs({ ready: 'reloading' });
              expect(await screen.findByText('Category deleted')).toBeInTheDocument();
            },
            deleted: async () => {
              await machineIs({ ready: 'browsing' });
              await waitFor(() => expect(subcategories('Fashion')).toEqual(["Women's Apparel"]));
            },
            stale: async () => {
              expect(await screen.findByText('The tree may be out of date')).toBeInTheDocument();
              await machineIs({ ready: 'browsing' });
              expect(subcategories('Fashion')).toEqual(['Shoes', "Women's Apparel"]);
            },
          },
          events: {
            OPEN: () => {
              localStorage.setItem('admin_token', 'admin-token');
              app = renderAppWith(
                '/admin/categories',
                { adminCategories: async () => api.service },
                actors.inspect,
              );
            },
            SERVER_ANSWERS: async () => {
              await waitFor(() => waitingCall());
              await api.answer(waitingCall());
            },
            SERVER_FAILS: async () => {
              await waitFor(() => waitingCall());
              await api.refuse(waitingCall(), outage);
            },
            RETRY: () => user.click(screen.getByRole('button', { name: 'Try again' })),
            ADD_SUBCATEGORY: () => actOn('Fashion', 'Add subcategory'),
            SUBMIT_TAKEN_TITLE: async () => {
              await retitle('Add a subcategory to Fashion', 'shoes');
              const tags = within(await dialog('Add a subcategory to Fashion')).getByRole('textbox', {
                name: 'Tags',
              });
              await user.click(tags);
              await user.paste('running, trail');
              await submit('Add a subcategory to Fashion', 'Add category');
            },
            SUBMIT_NEW_TITLE: async () => {
              await retitle('Add a subcategory to Fashion', 'Sandals');
              await submit('Add a subcategory to Fashion', 'Add category');
            },
            CANCEL: async () => {
              const open = screen.queryByRole('alertdialog') ?? (await screen.findByRole('dialog'));
              await user.click(within(open).getByRole('button', { name: 'Cancel' }));
            },
            EDIT_PARENT: () => actOn('Fashion', 'Edit'),
            SUBMIT_RENAME: async () => {
              await retitle('Edit “Fashion”', 'Apparel');
              await submit('Edit “Fashion”', 'Save changes');
            },
            DELETE_USED: () => actOn('Woven Goods', 'Delete'),
            DELETE_UNUSED: () => actOn('Shoes', 'Delete'),
            CONFIRM: async () =>
              user.click(
                within(await screen.findByRole('alertdialog', {}, slow)).getByRole('button', {
                  name: 'Delete category',
                }),
              ),
          },
        });
      } finally {
        await app?.close();
      }
    });
  }
});
