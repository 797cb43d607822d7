// Model-based test of the seller's product list (issue 11) in the real App: /products loads the first page
// and the count of every status, or fails and retries, or says the account awaits approval; scrolling loads
// the rest until the count is reached; a debounced search, a status tab and a sort each start the list
// over and stay in the URL, and a shared link restores them; a delete is confirmed, then the row goes with
// a toast, or a toast says it failed. At every model state the screen AND the production product-list
// machine behind it are checked.
import { createTestModel } from '@xstate/graph';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { setup, type EventFrom } from 'xstate';
import { approvalStatus } from '#schemas/seller';
import { FailureError } from '#machines/shared/failure.ts';
import { AWAITING_APPROVAL_MESSAGE } from '#machines/product-list/failure.ts';
import { awaitingApprovalMessage } from '../../server/modules/onboarding/approval.ts';
import { sellerProfile } from '../services/app.ts';
import { createFakeProducts, makeProduct } from '../services/products.ts';
import { FakeIntersectionObserver } from '../views/notifications/intersection-observer.ts';
import { heldService, renderAppWith } from './app-support.tsx';
import { transitionPaths, watchActors } from './model-support.ts';

const productListBehaviour = setup({
  types: {} as {
    events:
      | { type: 'OPEN' }
      | { type: 'OPEN_SHARED_LINK' }
      | { type: 'OPEN_EMPTY_CATALOG' }
      | { type: 'OPEN_AS_UNAPPROVED_SELLER' }
      | { type: 'SERVER_ANSWERS' }
      | { type: 'SERVER_FAILS' }
      | { type: 'COUNTS_FAIL' }
      | { type: 'SERVER_AWAITS_APPROVAL' }
      | { type: 'RETRY' }
      | { type: 'SCROLL_TO_END' }
      | { type: 'TYPE_SEARCH' }
      | { type: 'SEARCH_NOTHING' }
      | { type: 'CLEAR_SEARCH' }
      | { type: 'PICK_PENDING' }
      | { type: 'PICK_STOCK' }
      | { type: 'FOLLOW_PRODUCTS_LINK' }
      | { type: 'ASK_TO_DELETE' }
      | { type: 'CANCEL' }
      | { type: 'CONFIRM' }
      | { type: 'ANOTHER_DEVICE_DELETES' };
  },
}).createMachine({
  id: 'productListBehaviour',
  initial: 'start',
  states: {
    start: {
      description: 'an approved seller is signed in',
      on: {
        OPEN: 'loading',
        OPEN_SHARED_LINK: 'sharedLoading',
        OPEN_EMPTY_CATALOG: 'emptyLoading',
        OPEN_AS_UNAPPROVED_SELLER: 'approvalMessage',
      },
    },
    loading: {
      description: 'the first page and the count of every status are on their way',
      on: {
        SERVER_ANSWERS: 'listed',
        SERVER_FAILS: 'failed',
        COUNTS_FAIL: 'countsFailed',
        SERVER_AWAITS_APPROVAL: 'awaitingApproval',
        ANOTHER_DEVICE_DELETES: 'countsPending',
      },
    },
    failed: {
      description: "the list says 'Error fetching products' and offers a retry",
      on: { RETRY: 'loading' },
    },
    countsFailed: {
      description: "the first page shows; 'Failed to fetch products count' with a retry, no count",
      on: { RETRY: 'countsRetrying' },
    },
    countsRetrying: {
      description: 'the counts are asked for again; the page stays',
      on: { SERVER_ANSWERS: 'listed' },
    },
    awaitingApproval: {
      description: "the API's message that the account awaits approval, instead of a list",
      type: 'final',
    },
    approvalMessage: {
      description: 'a seller not approved sees the same message and no Add product; nothing is asked',
      type: 'final',
    },
    listed: {
      description: 'the ten newest of thirteen products, the tabs with their counts, "13 products"',
      on: {
        SCROLL_TO_END: 'loadingMore',
        TYPE_SEARCH: 'searchLoading',
        PICK_PENDING: 'pendingLoading',
        PICK_STOCK: 'stockLoading',
        ASK_TO_DELETE: 'confirming',
      },
    },
    loadingMore: {
      description: 'the second page is on its way under the first',
      on: { SERVER_ANSWERS: 'allListed', SERVER_FAILS: 'moreFailed' },
    },
    moreFailed: {
      description: 'the first page stays; the error and a retry under it',
      on: { RETRY: 'loadingMore' },
    },
    allListed: { description: 'all thirteen products: the count is reached', type: 'final' },
    countsPending: {
      description: 'the first page shows with more to come; three products are deleted on another device',
      on: { SERVER_ANSWERS: 'racedListed' },
    },
    racedListed: {
      description: 'ten products shown and the count says ten: the list asks for nothing more',
      on: { SCROLL_TO_END: 'racedComplete' },
    },
    racedComplete: { description: 'the count is reached without another page', type: 'final' },
    searchLoading: {
      description: 'after a pause in typing the search is in the URL and the server is asked',
      on: { SERVER_ANSWERS: 'found' },
    },
    found: {
      description: 'the two products whose name has "piña" (typed without the accent), with counts',
      on: { SEARCH_NOTHING: 'nothingLoading' },
    },
    nothingLoading: {
      description: 'Enter searches for what matches nothing at once',
      on: { SERVER_ANSWERS: 'nothingFound' },
    },
    nothingFound: {
      description: 'the empty state says nothing matches and offers to clear the search',
      on: { CLEAR_SEARCH: 'clearedLoading' },
    },
    clearedLoading: {
      description: 'the search is gone from the field and the URL; every product is asked for',
      on: { SERVER_ANSWERS: 'listed' },
    },
    pendingLoading: {
      description: 'the Pending tab is in the URL and its first page is on its way',
      on: { SERVER_ANSWERS: 'pendingListed' },
    },
    pendingListed: {
      description: 'only the four pending products',
      on: { FOLLOW_PRODUCTS_LINK: 'clearedLoading' },
    },
    stockLoading: {
      description: 'the stock sort is in the URL and the list is asked for again',
      on: { SERVER_ANSWERS: 'stockListed' },
    },
    stockListed: { description: 'the products with the most stock first', type: 'final' },
    sharedLoading: {
      description: 'a shared link names the Rejected tab and the stock sort, ascending',
      on: { SERVER_ANSWERS: 'sharedListed' },
    },
    sharedListed: {
      description: 'the rejected products, least stock first, each with its reason',
      type: 'final',
    },
    emptyLoading: {
      description: 'a seller with no products opens the list',
      on: { SERVER_ANSWERS: 'emptyCatalog' },
    },
    emptyCatalog: {
      description: 'the empty state says to add a product and links to the form',
      type: 'final',
    },
    confirming: {
      description: 'the dialog asks to confirm deleting the newest product',
      on: { CANCEL: 'listed', CONFIRM: 'deleting' },
    },
    deleting: {
      description: 'the delete is on its way; the dialog waits',
      on: { SERVER_ANSWERS: 'deleted', SERVER_FAILS: 'deleteFailed' },
    },
    deleted: {
      description: "'Product successfully deleted!'; the row is gone and the counts are one less",
      on: { SCROLL_TO_END: 'refilling' },
    },
    refilling: {
      description: 'the page that now holds the next product is asked for again',
      on: { SERVER_ANSWERS: 'refilled' },
    },
    refilled: {
      description: 'the product that moved up a page shows; nothing is skipped or listed twice',
      type: 'final',
    },
    deleteFailed: {
      description: "'Error deleting product'; the product stays",
      type: 'final',
    },
  },
});

type BehaviourEvent = EventFrom<typeof productListBehaviour>;
const everyEvent = (
  [
    'OPEN',
    'OPEN_SHARED_LINK',
    'OPEN_EMPTY_CATALOG',
    'OPEN_AS_UNAPPROVED_SELLER',
    'SERVER_ANSWERS',
    'SERVER_FAILS',
    'COUNTS_FAIL',
    'SERVER_AWAITS_APPROVAL',
    'RETRY',
    'SCROLL_TO_END',
    'TYPE_SEARCH',
    'SEARCH_NOTHING',
    'CLEAR_SEARCH',
    'PICK_PENDING',
    'PICK_STOCK',
    'FOLLOW_PRODUCTS_LINK',
    'ASK_TO_DELETE',
    'CANCEL',
    'CONFIRM',
    'ANOTHER_DEVICE_DELETES',
  ] as const
).map((type) => ({ type })) as BehaviourEvent[];

const model = createTestModel(productListBehaviour);
const paths = transitionPaths(model, (snapshot) => everyEvent.filter((event) => snapshot.can(event)));

// Thirteen products, 1 the newest: approved 1, 4, 7, 10, 13; pending 2, 5, 8, 11; rejected 3, 6, 9, 12.
const catalog = Array.from({ length: 13 }, (_, index) => makeProduct(index + 1));
const nameOf = (index: number) => catalog[index - 1]!.productName;
const names = (...indexes: number[]) => indexes.map(nameOf);

const outage = new FailureError({
  kind: 'http',
  status: 500,
  code: 'INTERNAL_ERROR',
  message: 'Something went wrong on our side.',
});
const notApproved = new FailureError({
  kind: 'http',
  status: 403,
  code: 'AWAITING_APPROVAL',
  message: awaitingApprovalMessage,
});

/** The first screen waits for the merchant area's lazy chunks, slow on a cold run. */
const slow = { timeout: 10_000 };

type ListValue = 'loading' | 'idle' | 'failed' | 'end' | 'awaitingApproval';

beforeEach(() => FakeIntersectionObserver.install());

describe(`product list in the App (${paths.length} paths)`, () => {
  afterAll(() => console.info(`product list model: ${paths.length} paths covered`));

  for (const path of paths) {
    it(path.description, { timeout: 30_000 }, async () => {
      const emptyCatalog = path.steps.some((step) => step.event.type === 'OPEN_EMPTY_CATALOG');
      const memory = createFakeProducts({ products: emptyCatalog ? [] : catalog });
      const api = heldService(memory.service);
      const actors = watchActors();
      const user = userEvent.setup();
      let app: ReturnType<typeof renderAppWith> | undefined;
      const machine = () => actors.latest('productList').getSnapshot();
      const listIs = (value: ListValue) => waitFor(() => expect(machine().value.list).toBe(value));
      const lastQuery = () => api.sent('listProducts').at(-1)?.[0];
      const countQueries = () => api.sent('countProducts').map(([filter]) => filter);
      const shown = async (label: string) => {
        const list = await screen.findByRole('list', { name: label });
        return within(list)
          .getAllByRole('listitem')
          .map((item) => within(item).getAllByRole('link')[0]!.textContent);
      };
      const expectShown = (label: string, expected: string[]) =>
        waitFor(async () => expect(await shown(label)).toEqual(expected));
      const tab = (name: string) => screen.getByRole('tab', { name });
      const open = (path: string, services: Parameters<typeof renderAppWith>[1] = {}) => {
        localStorage.setItem('token', 'seller-token');
        app = renderAppWith(path, { products: async () => api.service, ...services }, actors.inspect);
      };
      /** Answers every waiting call of these (the counts are four calls, one per tab). */
      const answerAll = async (...names: Array<'listProducts' | 'countProducts' | 'deleteProduct'>) => {
        for (const name of names) while (api.waiting(name) > 0) await api.answer(name);
      };
      const refuseAll = async (error: unknown, ...names: Array<'listProducts' | 'countProducts'>) => {
        for (const name of names) while (api.waiting(name) > 0) await api.refuse(name, error);
      };
      const firstPageAsked = () => waitFor(() => expect(api.waiting('listProducts')).toBe(1), slow);
      const countsAsked = () => waitFor(() => expect(api.waiting('countProducts')).toBe(4));

      try {
        await path.test({
          states: {
            loading: async () => {
              expect(await screen.findByText('Loading products…', {}, slow)).toBeVisible();
              await listIs('loading');
              expect(machine().matches({ counts: 'loading' })).toBe(true);
              expect(lastQuery()).toEqual({
                page: 1,
                limit: 10,
                search: '',
                status: undefined,
                sortBy: 'date_add',
                sortOrder: 'desc',
              });
              expect(app!.location()).toBe('/products');
            },
            failed: async () => {
              await waitFor(() =>
                expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
                  'Failed to fetch products count',
                  'Error fetching products',
                ]),
              );
              expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
              await listIs('failed');
              expect(machine().matches({ counts: 'failed' })).toBe(true);
            },
            countsFailed: async () => {
              await expectShown('All products', names(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
              expect(await screen.findByText('Failed to fetch products count')).toBeVisible();
              expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
              expect(tab('All')).toHaveAttribute('aria-selected', 'true');
              expect(screen.queryByText(/\d products?$/)).not.toBeInTheDocument();
              await listIs('idle');
              expect(machine().matches({ counts: 'failed' })).toBe(true);
              expect(machine().context.counts).toBeNull();
            },
            countsRetrying: async () => {
              await waitFor(() => expect(machine().matches({ counts: 'loading' })).toBe(true));
              expect(screen.queryByText('Failed to fetch products count')).not.toBeInTheDocument();
              await expectShown('All products', names(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
              await listIs('idle');
            },
            awaitingApproval: async () => {
              expect(await screen.findByText(AWAITING_APPROVAL_MESSAGE)).toBeVisible();
              expect(AWAITING_APPROVAL_MESSAGE).toBe(awaitingApprovalMessage);
              expect(screen.queryByRole('link', { name: 'Add product' })).not.toBeInTheDocument();
              expect(screen.queryByRole('alert')).not.toBeInTheDocument();
              await listIs('awaitingApproval');
            },
            approvalMessage: async () => {
              expect(await screen.findByText(AWAITING_APPROVAL_MESSAGE, {}, slow)).toBeVisible();
              expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
              expect(screen.queryByRole('link', { name: 'Add product' })).not.toBeInTheDocument();
              expect(api.sent('listProducts')).toEqual([]);
              expect(() => actors.latest('productList')).toThrow();
            },
            listed: async () => {
              await expectShown('All products', names(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
              await waitFor(() => expect(tab('All (13)')).toHaveAttribute('aria-selected', 'true'));
              expect(tab('Approved (5)')).toBeVisible();
              expect(tab('Pending (4)')).toBeVisible();
              expect(tab('Rejected (4)')).toBeVisible();
              expect(screen.getByText('13 products')).toBeVisible();
              expect(screen.getByRole('link', { name: 'Add product' })).toHaveAttribute(
                'href',
                '/products/new',
              );
              expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
              expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
              await listIs('idle');
              expect(machine().matches({ counts: 'loaded', deletion: 'closed' })).toBe(true);
              expect(machine().context.filters).toEqual({
                search: '',
                status: 'all',
                sortBy: 'date_add',
                sortOrder: 'desc',
              });
            },
            loadingMore: async () => {
              expect(await screen.findByText('Loading more products…')).toBeVisible();
              await listIs('loading');
              expect(machine().context.products).toHaveLength(10);
              expect(lastQuery()).toMatchObject({ page: 2, limit: 10 });
            },
            moreFailed: async () => {
              expect(await screen.findByText('Error fetching products')).toBeVisible();
              await expectShown('All products', names(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
              await listIs('failed');
            },
            allListed: async () => {
              await expectShown('All products', names(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13));
              await listIs('end');
              expect(api.waiting('listProducts')).toBe(0);
            },
            countsPending: async () => {
              await expectShown('All products', names(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
              await listIs('idle');
              expect(machine().matches({ counts: 'loading' })).toBe(true);
              expect(memory.products()).toHaveLength(10);
            },
            racedListed: async () => {
              await expectShown('All products', names(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
              expect(tab('All (10)')).toBeVisible();
              expect(screen.getByText('10 products')).toBeVisible();
              await listIs('idle');
              expect(machine().context.hasNextPage).toBe(true);
            },
            racedComplete: async () => {
              await listIs('end');
              expect(api.sent('listProducts')).toHaveLength(1);
              expect(screen.queryByText('Loading more products…')).not.toBeInTheDocument();
            },
            searchLoading: async () => {
              await listIs('loading');
              expect(machine().matches({ search: 'settled' })).toBe(true);
              expect(app!.location()).toBe('/products?search=pina');
              expect(lastQuery()).toMatchObject({ page: 1, search: 'pina' });
              expect(countQueries().slice(-4)).toEqual([
                { search: 'pina', status: undefined },
                { search: 'pina', status: 1 },
                { search: 'pina', status: 0 },
                { search: 'pina', status: 2 },
              ]);
            },
            found: async () => {
              await expectShown('All products', names(3, 9));
              expect(tab('All (2)')).toBeVisible();
              expect(tab('Rejected (2)')).toBeVisible();
              expect(screen.getByText('2 products match “pina”')).toBeVisible();
              const rows = within(screen.getByRole('list', { name: 'All products' })).getAllByRole(
                'listitem',
              );
              expect(rows[0]).toHaveTextContent('Rejected');
              expect(rows[0]).toHaveTextContent('Reason: The photos are too dark to show the weave.');
              await listIs('end');
            },
            nothingLoading: async () => {
              await listIs('loading');
              expect(app!.location()).toBe('/products?search=zzz');
              expect(machine().matches({ search: 'settled' })).toBe(true);
            },
            nothingFound: async () => {
              expect(await screen.findByRole('heading', { name: 'No products found' })).toBeVisible();
              expect(
                screen.getByText('No product matches “zzz”. Try part of the name, a SKU or a tag.'),
              ).toBeVisible();
              expect(screen.getByText('0 products match “zzz”')).toBeVisible();
              await listIs('end');
              expect(machine().context.products).toEqual([]);
            },
            clearedLoading: async () => {
              await listIs('loading');
              expect(app!.location()).toBe('/products');
              expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
              expect(lastQuery()).toMatchObject({ page: 1, search: '', status: undefined });
            },
            pendingLoading: async () => {
              await listIs('loading');
              expect(app!.location()).toBe('/products?status=pending');
              expect(lastQuery()).toMatchObject({ page: 1, status: 0 });
              // The counts follow the search only: a tab does not ask for them again.
              expect(api.waiting('countProducts')).toBe(0);
              expect(machine().matches({ counts: 'loaded' })).toBe(true);
            },
            pendingListed: async () => {
              await expectShown('Pending products', names(2, 5, 8, 11));
              expect(tab('Pending (4)')).toHaveAttribute('aria-selected', 'true');
              expect(screen.getByText('4 pending products')).toBeVisible();
              await listIs('end');
            },
            stockLoading: async () => {
              await listIs('loading');
              expect(app!.location()).toBe('/products?sort=stock');
              expect(lastQuery()).toMatchObject({ page: 1, sortBy: 'quantity', sortOrder: 'desc' });
            },
            stockListed: async () => {
              await expectShown('All products', names(11, 5, 10, 4, 9, 3, 8, 2, 13, 7));
              await listIs('idle');
              expect(machine().context.filters.sortBy).toBe('quantity');
            },
            sharedLoading: async () => {
              await firstPageAsked();
              await listIs('loading');
              expect(lastQuery()).toMatchObject({ page: 1, status: 2, sortBy: 'quantity', sortOrder: 'asc' });
            },
            sharedListed: async () => {
              await expectShown('Rejected products', names(6, 12, 3, 9));
              expect(tab('Rejected (4)')).toHaveAttribute('aria-selected', 'true');
              expect(screen.getByRole('button', { name: /Sort by/ })).toHaveTextContent('Stock');
              expect(screen.getByRole('button', { name: /Order/ })).toHaveTextContent('Ascending');
              expect(screen.getAllByText('Reason: The photos are too dark to show the weave.')).toHaveLength(
                4,
              );
              await listIs('end');
              expect(app!.location()).toBe('/products?status=rejected&sort=stock&order=asc');
            },
            emptyCatalog: async () => {
              expect(await screen.findByRole('heading', { name: 'No products yet' })).toBeVisible();
              const links = screen.getAllByRole('link', { name: 'Add product' });
              expect(links).toHaveLength(2);
              for (const link of links) expect(link).toHaveAttribute('href', '/products/new');
              expect(screen.getByText('0 products')).toBeVisible();
              await listIs('end');
            },
            confirming: async () => {
              const dialog = await screen.findByRole('alertdialog', { name: 'Delete product?' });
              expect(dialog).toHaveTextContent(`“${nameOf(1)}”`);
              expect(machine().matches({ deletion: 'confirming' })).toBe(true);
              expect(machine().context.target?.id).toBe(catalog[0]!.id);
            },
            deleting: async () => {
              const dialog = await screen.findByRole('alertdialog', { name: 'Delete product?' });
              await waitFor(() =>
                expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled(),
              );
              expect(machine().hasTag('deleting')).toBe(true);
              expect(api.sent('deleteProduct')).toEqual([[catalog[0]!.id]]);
            },
            deleted: async () => {
              expect(await screen.findByText('Product successfully deleted!')).toBeVisible();
              await waitFor(() =>
                expect(screen.queryByRole('alertdialog', { name: 'Delete product?' })).toBeNull(),
              );
              await expectShown('All products', names(2, 3, 4, 5, 6, 7, 8, 9, 10));
              expect(tab('All (12)')).toBeVisible();
              expect(tab('Approved (4)')).toBeVisible();
              expect(screen.getByText('12 products')).toBeVisible();
              expect(machine().matches({ deletion: 'closed' })).toBe(true);
              expect(memory.products()).toHaveLength(12);
            },
            refilling: async () => {
              await listIs('loading');
              expect(lastQuery()).toMatchObject({ page: 1 });
            },
            refilled: async () => {
              await expectShown('All products', names(2, 3, 4, 5, 6, 7, 8, 9, 10, 11));
              await listIs('idle');
            },
            deleteFailed: async () => {
              expect(await screen.findByText('Error deleting product')).toBeVisible();
              await waitFor(() =>
                expect(screen.queryByRole('alertdialog', { name: 'Delete product?' })).toBeNull(),
              );
              await expectShown('All products', names(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
              expect(tab('All (13)')).toBeVisible();
              expect(machine().matches({ deletion: 'closed' })).toBe(true);
            },
          },
          events: {
            OPEN: () => open('/products'),
            OPEN_SHARED_LINK: () => open('/products?status=rejected&sort=stock&order=asc'),
            OPEN_EMPTY_CATALOG: () => open('/products'),
            OPEN_AS_UNAPPROVED_SELLER: () =>
              open('/products', {
                seller: {
                  getProfile: async () => sellerProfile({ approvalStatus: approvalStatus.pending }),
                  changePassword: async () => {},
                  forgotPassword: async () => {},
                },
              }),
            SERVER_ANSWERS: async () => {
              await waitFor(() =>
                expect(
                  api.waiting('listProducts') + api.waiting('countProducts') + api.waiting('deleteProduct'),
                ).toBeGreaterThan(0),
              );
              await answerAll('listProducts', 'countProducts', 'deleteProduct');
            },
            SERVER_FAILS: async () => {
              if (api.waiting('deleteProduct') > 0) return api.refuse('deleteProduct', outage);
              await firstPageAsked();
              await refuseAll(outage, 'listProducts', 'countProducts');
            },
            COUNTS_FAIL: async () => {
              await firstPageAsked();
              await countsAsked();
              await answerAll('listProducts');
              await refuseAll(outage, 'countProducts');
            },
            SERVER_AWAITS_APPROVAL: async () => {
              await firstPageAsked();
              await countsAsked();
              await refuseAll(notApproved, 'listProducts', 'countProducts');
            },
            ANOTHER_DEVICE_DELETES: async () => {
              // The first page says more follow (13 products); then three are deleted elsewhere, so the
              // counts, still on their way, will say ten: as many as are shown.
              await firstPageAsked();
              await countsAsked();
              await answerAll('listProducts');
              for (const index of [11, 12, 13]) await memory.service.deleteProduct(catalog[index - 1]!.id);
            },
            RETRY: () => user.click(screen.getByRole('button', { name: 'Try again' })),
            SCROLL_TO_END: () => act(() => FakeIntersectionObserver.scrollIntoReach()),
            TYPE_SEARCH: async () => {
              await user.click(screen.getByRole('searchbox', { name: 'Search' }));
              await user.paste('pina');
              // The search applies after a pause in typing, on its own.
              await firstPageAsked();
            },
            SEARCH_NOTHING: async () => {
              const field = screen.getByRole('searchbox', { name: 'Search' });
              await user.clear(field);
              await user.type(field, 'zzz{Enter}');
            },
            CLEAR_SEARCH: () => user.click(screen.getByRole('button', { name: 'Clear search' })),
            PICK_PENDING: () => user.click(tab('Pending (4)')),
            PICK_STOCK: async () => {
              await user.click(screen.getByRole('button', { name: /Sort by/ }));
              await user.click(await screen.findByRole('option', { name: 'Stock' }));
            },
            FOLLOW_PRODUCTS_LINK: async () => {
              const nav = screen.getByRole('navigation', { name: 'Main' });
              await user.click(within(nav).getByRole('link', { name: 'Products' }));
            },
            ASK_TO_DELETE: async () => {
              await user.click(screen.getByRole('button', { name: `Actions for ${nameOf(1)}` }));
              await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
            },
            CANCEL: async () => {
              const dialog = screen.getByRole('alertdialog', { name: 'Delete product?' });
              await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
            },
            CONFIRM: async () => {
              const dialog = screen.getByRole('alertdialog', { name: 'Delete product?' });
              await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
            },
          },
        });
      } finally {
        await app?.close();
      }
    });
  }
});
