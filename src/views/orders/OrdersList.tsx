// /orders: the seller's orders (spec §2 Orders, §4, §9): the filters (fulfilment status, payment status,
// start and end date, kept in the URL), Export CSV of the current filter, and the orders page by page until
// a page comes back empty; an order the lifecycle lets the seller act on offers its actions panel.
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import {
  filtersFromSearch,
  hasFilters,
  noFilters,
  type OrderFilters as Filters,
} from '#machines/order-list/context.ts';
import { AWAITING_APPROVAL_MESSAGE, FETCH_ORDERS_FAILED, failureText } from '#machines/order-list/failure.ts';
import type { OrderListMachine } from '#machines/order-list/machine.ts';
import {
  selectActionsPanel,
  selectFilters,
  selectIsAwaitingApproval,
  selectIsExporting,
  selectListFailure,
  selectListStatus,
  selectOrders,
} from '#machines/order-list/selectors.ts';
import { useFlow } from '../app/use-flow.ts';
import { Button } from '../ui/Button.tsx';
import { DataList } from '../ui/DataList.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { Heading } from '../ui/Heading.tsx';
import { InboxIcon, ReceiptIcon } from '../ui/icons.tsx';
import { OrderActionsDialog } from './actions/OrderActionsDialog.tsx';
import { OrderFilters } from './OrderFilters.tsx';
import { OrderRow } from './OrderRow.tsx';
import * as styles from './OrdersList.css.ts';

export type OrdersListProps = {
  /** The order list machine with its effects provided (the app's, or a story's over a test service). */
  logic: OrderListMachine;
};

export function OrdersList({ logic }: OrdersListProps) {
  const search = useSearch();
  const list = useFlow(logic, { input: { filters: filtersFromSearch(search) } });
  // The URL holds the filters: a link to /orders or a move through history while the list is shown tells the
  // machine, which ignores filters it already has (its own writes to the URL come back this way).
  useEffect(() => {
    list.send({ type: 'list.filter', filters: filtersFromSearch(search) });
  }, [list, search]);

  const filters = useSelector(list, selectFilters);
  const orders = useSelector(list, selectOrders);
  const status = useSelector(list, selectListStatus);
  const failure = useSelector(list, selectListFailure);
  const awaitingApproval = useSelector(list, selectIsAwaitingApproval);
  const isExporting = useSelector(list, selectIsExporting);
  const panel = useSelector(list, selectActionsPanel);
  const filter = (next: Filters) => list.send({ type: 'list.filter', filters: next });

  if (awaitingApproval) return <OrdersAwaitingApproval message={failure?.message} />;

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <Heading level={1}>Orders</Heading>
        <Button
          variant="secondary"
          isPending={isExporting}
          onPress={() => list.send({ type: 'list.export' })}
        >
          Export CSV
        </Button>
      </div>

      <OrderFilters filters={filters} onChange={filter} />

      <DataList
        items={orders}
        status={status}
        onLoadMore={() => list.send({ type: 'list.loadMore' })}
        onRetry={() => list.send({ type: 'list.retry' })}
        aria-label="Orders"
        loadingLabel="Loading orders…"
        loadingMoreLabel="Loading more orders…"
        errorText={failureText(failure, FETCH_ORDERS_FAILED)}
        endText={orders.length > 0 ? 'That is every order.' : undefined}
        emptyState={<EmptyOrders filters={filters} onClear={() => filter(noFilters)} />}
      >
        {(order) => (
          <OrderRow order={order} onAct={(chosen) => list.send({ type: 'order.act', order: chosen })} />
        )}
      </DataList>
      {status === 'idle' ? (
        <div className={styles.loadMore}>
          <Button variant="secondary" onPress={() => list.send({ type: 'list.loadMore' })}>
            Load more orders
          </Button>
        </div>
      ) : null}

      {panel ? <OrderActionsDialog actor={panel} /> : null}
    </div>
  );
}

/** What an empty list says, and what to do about it. */
function EmptyOrders({ filters, onClear }: { filters: Filters; onClear: () => void }) {
  if (hasFilters(filters))
    return (
      <EmptyState
        headingLevel={2}
        icon={<InboxIcon />}
        title="No orders match these filters"
        action={
          <Button variant="secondary" onPress={onClear}>
            Clear filters
          </Button>
        }
      >
        Try another status or a wider range of dates.
      </EmptyState>
    );
  return (
    <EmptyState headingLevel={2} icon={<ReceiptIcon />} title="No orders yet">
      Orders from the Suki storefront show here as buyers place them, newest first.
    </EmptyState>
  );
}

/**
 * What a seller whose account is not approved yet sees on /orders: the API's own words (it refuses their
 * orders with 403 AWAITING_APPROVAL).
 */
export function OrdersAwaitingApproval({ message = AWAITING_APPROVAL_MESSAGE }: { message?: string }) {
  return (
    <div className={styles.page}>
      <Heading level={1}>Orders</Heading>
      <EmptyState headingLevel={2} icon={<ReceiptIcon />} title="Your orders will be here" size="page">
        {message}
      </EmptyState>
    </div>
  );
}
