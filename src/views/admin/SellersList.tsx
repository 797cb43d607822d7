// /admin/sellers: every seller who has submitted onboarding, searched by name, store or e-mail (on the
// server), filtered by status, oldest or newest submission first; a paged list whose filters live in the URL.
import { useSelector } from '@xstate/react';
import { useSearch } from 'wouter';
import { sellerSearchMax, sellerSearchSchema, type SellerStatusFilter } from '#schemas/admin-sellers';
import { sellersFilters } from '#machines/admin-review/context.ts';
import { failureText } from '#machines/admin-review/failure.ts';
import { selectQueueSellers } from '#machines/admin-review/selectors.ts';
import type { PagedListMachine } from '#machines/paged-list/machine.ts';
import { selectFilters, selectListFailure, selectListStatus } from '#machines/paged-list/selectors.ts';
import { useFlow } from '../app/use-flow.ts';
import { useForm } from '../form/use-form.ts';
import { Button } from '../ui/Button.tsx';
import { DataList } from '../ui/DataList.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { Form } from '../ui/Form.tsx';
import { Heading, Paragraph } from '../ui/Heading.tsx';
import { InboxIcon } from '../ui/icons.tsx';
import { Select } from '../ui/Select.tsx';
import { TextField } from '../ui/TextField.tsx';
import { SellerRow } from './SellerRow.tsx';
import { statusFilters } from './status.ts';
import * as styles from './admin.css.ts';

export type SellersListProps = {
  /** The sellers list: a paged list searched and filtered, its filters kept in the URL. */
  logic: PagedListMachine;
  /** The clock relative times read; the real one unless a story pins it. */
  now?: Date;
};

/** The status filter's choices; 'all' stands for the filter left out. */
const statusOptions = [
  { id: 'all', name: 'All statuses' },
  ...statusFilters.map(({ id, label }) => ({ id, name: label })),
];
const orderOptions = [
  { id: 'oldest', name: 'Oldest submission first' },
  { id: 'newest', name: 'Newest submission first' },
];

const emptyMessage = (q: string, status: string) => {
  const label = statusFilters.find((filter) => filter.id === status)?.label.toLowerCase();
  if (q) return label ? `No ${label} seller matches “${q}”.` : `No seller matches “${q}”.`;
  return label ? `No seller is ${label}.` : 'No seller has submitted onboarding yet.';
};

export function SellersList({ logic, now = new Date() }: SellersListProps) {
  const search = useSearch();
  const list = useFlow(logic, { input: { filters: sellersFilters(search) } });
  const filters = useSelector(list, selectFilters);
  const sellers = useSelector(list, selectQueueSellers);
  const listStatus = useSelector(list, selectListStatus);
  const failure = useSelector(list, selectListFailure);
  const filter = (changes: Record<string, string>) => list.send({ type: 'list.filter', filters: changes });
  const q = filters.q ?? '';
  const status = filters.status ?? '';

  return (
    <div className={styles.page}>
      <div>
        <Heading level={1}>Sellers</Heading>
        <Paragraph muted>Everyone who has submitted onboarding, whatever the decision.</Paragraph>
      </div>
      <div className={styles.filters}>
        <SearchForm initial={q} onSearch={(text) => filter({ q: text })} />
        <Select
          label="Status"
          options={statusOptions}
          value={status || 'all'}
          onChange={(value) => filter({ status: value === 'all' ? '' : (value as SellerStatusFilter) })}
        />
        <Select
          label="Order"
          options={orderOptions}
          value={filters.order ?? 'oldest'}
          onChange={(value) => filter({ order: value })}
        />
      </div>
      <DataList
        items={sellers}
        status={listStatus}
        onLoadMore={() => list.send({ type: 'list.loadMore' })}
        onRetry={() => list.send({ type: 'list.retry' })}
        aria-label={`Sellers, ${filters.order === 'newest' ? 'newest' : 'oldest'} submission first`}
        loadingLabel="Loading sellers…"
        loadingMoreLabel="Loading more sellers…"
        errorText={failureText(
          failure,
          sellers.length === 0 ? 'The sellers could not be loaded.' : 'More sellers could not be loaded.',
        )}
        emptyState={<EmptyState icon={<InboxIcon />}>{emptyMessage(q, status)}</EmptyState>}
      >
        {(seller) => <SellerRow seller={seller} now={now} showStatus />}
      </DataList>
    </div>
  );
}

/** Searches when sent (Enter or the button), not on every key: each search is a request. */
function SearchForm({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const { field, formProps } = useForm(sellerSearchSchema, { q: initial }, ({ q }) => onSearch(q));
  return (
    <Form {...formProps} role="search" aria-label="Sellers">
      <div className={styles.search}>
        <TextField
          {...field('q')}
          type="search"
          label="Search"
          placeholder="Name, store or e-mail"
          maxLength={sellerSearchMax}
          className={styles.searchField}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </div>
    </Form>
  );
}
