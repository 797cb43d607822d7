// /products: the seller's catalog (spec §2 Products, §4, §9): search, sort and order, the status tabs with
// their counts, the product count, and the products page by page; each row's menu edits or deletes. The
// filters live in the URL (decision 021).
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { Key } from 'react-aria-components';
import { useSearch } from 'wouter';
import { productSearchMax, productSortOrders, productSorts } from '#schemas/products';
import {
  filtersFromSearch,
  statusFilters,
  type ProductListFilters,
  type StatusFilter,
} from '#machines/product-list/context.ts';
import {
  AWAITING_APPROVAL_MESSAGE,
  FETCH_COUNT_FAILED,
  FETCH_PRODUCTS_FAILED,
  failureText,
} from '#machines/product-list/failure.ts';
import type { ProductListMachine } from '#machines/product-list/machine.ts';
import {
  selectCount,
  selectCountFailure,
  selectCounts,
  selectDeleteTarget,
  selectFilters,
  selectIsAwaitingApproval,
  selectIsDeleting,
  selectListFailure,
  selectListStatus,
  selectProducts,
  selectSearchText,
} from '#machines/product-list/selectors.ts';
import { useFlow } from '../app/use-flow.ts';
import { AlertDialog } from '../ui/AlertDialog.tsx';
import { Banner } from '../ui/Banner.tsx';
import { Button } from '../ui/Button.tsx';
import { DataList } from '../ui/DataList.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { Form } from '../ui/Form.tsx';
import { Heading } from '../ui/Heading.tsx';
import { BoxIcon, InboxIcon } from '../ui/icons.tsx';
import { Link } from '../ui/Link.tsx';
import { Select } from '../ui/Select.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../ui/Tabs.tsx';
import { TextField } from '../ui/TextField.tsx';
import { ProductRow } from './ProductRow.tsx';
import * as styles from './ProductsList.css.ts';

export type ProductsListProps = {
  /** The product list machine with its effects provided (the app's, or a story's over a test service). */
  logic: ProductListMachine;
};

const tabLabels: Record<StatusFilter, string> = {
  all: 'All',
  approved: 'Approved',
  pending: 'Pending',
  rejected: 'Rejected',
};

const sortOptions = productSorts.map(({ value, label }) => ({ id: value, name: label }));
const orderOptions = productSortOrders.map(({ value, label }) => ({ id: value, name: label }));

const plural = (count: number, word: string) =>
  `${count.toLocaleString('en-PH')} ${word}${count === 1 ? '' : 's'}`;

/** "12 products", "3 pending products", "1 product matches “abac”". */
export const countText = (count: number, { search, status }: ProductListFilters) => {
  const products = plural(count, status === 'all' ? 'product' : `${status} product`);
  if (!search) return products;
  return `${products} ${count === 1 ? 'matches' : 'match'} “${search}”`;
};

export function ProductsList({ logic }: ProductsListProps) {
  const search = useSearch();
  const list = useFlow(logic, { input: { filters: filtersFromSearch(search) } });
  // The URL holds the filters: a link to /products or a move through history while the list is shown tells
  // the machine, which ignores filters it already has (its own writes to the URL come back this way).
  useEffect(() => {
    list.send({ type: 'list.filter', filters: filtersFromSearch(search) });
  }, [list, search]);

  const filters = useSelector(list, selectFilters);
  const searchText = useSelector(list, selectSearchText);
  const products = useSelector(list, selectProducts);
  const listStatus = useSelector(list, selectListStatus);
  const failure = useSelector(list, selectListFailure);
  const counts = useSelector(list, selectCounts);
  const count = useSelector(list, selectCount);
  const countFailure = useSelector(list, selectCountFailure);
  const awaitingApproval = useSelector(list, selectIsAwaitingApproval);
  const target = useSelector(list, selectDeleteTarget);
  const isDeleting = useSelector(list, selectIsDeleting);
  const filter = (changes: Partial<ProductListFilters>) =>
    list.send({ type: 'list.filter', filters: changes });

  if (awaitingApproval) return <ProductsAwaitingApproval message={failure?.message} />;

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div>
          <Heading level={1}>Products</Heading>
          <p className={styles.countLine} role="status">
            {count === null ? '' : countText(count, filters)}
          </p>
        </div>
        <Link variant="primary" href="/products/new">
          Add product
        </Link>
      </div>

      <div className={styles.filters}>
        <Form
          role="search"
          aria-label="Products"
          className={styles.searchCell}
          onSubmit={(event) => {
            event.preventDefault();
            list.send({ type: 'search.submit' });
          }}
        >
          <TextField
            type="search"
            label="Search"
            placeholder="Name, SKU or tag"
            maxLength={productSearchMax}
            value={searchText}
            onChange={(text) => list.send({ type: 'search.change', text })}
          />
        </Form>
        <Select
          label="Sort by"
          options={sortOptions}
          value={filters.sortBy}
          onChange={(value) => filter({ sortBy: value as ProductListFilters['sortBy'] })}
        />
        <Select
          label="Order"
          options={orderOptions}
          value={filters.sortOrder}
          onChange={(value) => filter({ sortOrder: value as ProductListFilters['sortOrder'] })}
        />
      </div>

      {countFailure ? (
        <div className={styles.countFailure}>
          <Banner tone="error">{failureText(countFailure, FETCH_COUNT_FAILED)}</Banner>
          {listStatus === 'failed' ? null : (
            <Button variant="secondary" onPress={() => list.send({ type: 'list.retry' })}>
              Try again
            </Button>
          )}
        </div>
      ) : null}

      <Tabs
        selectedKey={filters.status}
        onSelectionChange={(key: Key) => filter({ status: String(key) as StatusFilter })}
      >
        <TabList aria-label="Product status">
          {statusFilters.map((status) => (
            <Tab key={status} id={status}>
              {tabLabels[status]}
              {counts ? ` (${counts[status].toLocaleString('en-PH')})` : ''}
            </Tab>
          ))}
        </TabList>
        {statusFilters.map((status) => (
          <TabPanel key={status} id={status}>
            <DataList
              items={products}
              status={listStatus}
              onLoadMore={() => list.send({ type: 'list.loadMore' })}
              onRetry={() => list.send({ type: 'list.retry' })}
              aria-label={`${tabLabels[status]} products`}
              loadingLabel="Loading products…"
              loadingMoreLabel="Loading more products…"
              errorText={failureText(failure, FETCH_PRODUCTS_FAILED)}
              emptyState={<EmptyProducts filters={filters} onClearSearch={() => filter({ search: '' })} />}
            >
              {(product) => (
                <ProductRow
                  product={product}
                  onDelete={(chosen) => list.send({ type: 'product.delete', product: chosen })}
                />
              )}
            </DataList>
          </TabPanel>
        ))}
      </Tabs>

      <AlertDialog
        isOpen={target !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) list.send({ type: 'delete.cancel' });
        }}
        title="Delete product?"
        confirmLabel="Delete"
        variant="destructive"
        isPending={isDeleting}
        onConfirm={() => list.send({ type: 'delete.confirm' })}
      >
        {target
          ? `“${target.productName}” and its pictures and variants will be removed from your catalog. This cannot be undone.`
          : ''}
      </AlertDialog>
    </div>
  );
}

/** What an empty list says, and what to do about it. */
function EmptyProducts({
  filters,
  onClearSearch,
}: {
  filters: ProductListFilters;
  onClearSearch: () => void;
}) {
  const { search, status } = filters;
  if (search)
    return (
      <EmptyState
        headingLevel={2}
        icon={<InboxIcon />}
        title="No products found"
        action={
          <Button variant="secondary" onPress={onClearSearch}>
            Clear search
          </Button>
        }
      >
        {status === 'all'
          ? `No product matches “${search}”. Try part of the name, a SKU or a tag.`
          : `No ${status} product matches “${search}”. Try another tab, or part of the name, a SKU or a tag.`}
      </EmptyState>
    );
  if (status !== 'all')
    return (
      <EmptyState headingLevel={2} icon={<InboxIcon />} title={`No ${status} products`}>
        {status === 'pending'
          ? 'A product waits here while an admin reviews it.'
          : status === 'approved'
            ? 'A product shows here once an admin approves it.'
            : 'A product an admin turns down shows here with the reason.'}
      </EmptyState>
    );
  return (
    <EmptyState
      headingLevel={2}
      icon={<BoxIcon />}
      title="No products yet"
      action={
        <Link variant="primary" href="/products/new">
          Add product
        </Link>
      }
    >
      Add your first product with its photos, price and stock. An admin reviews it before it goes on sale.
    </EmptyState>
  );
}

/**
 * What a seller whose account is not approved yet sees on /products: the API's own words (it refuses their
 * catalog with 403 AWAITING_APPROVAL), and no Add product.
 */
export function ProductsAwaitingApproval({ message = AWAITING_APPROVAL_MESSAGE }: { message?: string }) {
  return (
    <div className={styles.page}>
      <Heading level={1}>Products</Heading>
      <EmptyState headingLevel={2} icon={<BoxIcon />} title="Your products will be here" size="page">
        {message}
      </EmptyState>
    </div>
  );
}
