// /admin/products: the products every seller sent for review, one status at a time (Pending first, oldest
// submission first), with the counts of each; a pending product is approved or rejected in place, and once
// decided it leaves the list, the next one taking its place (and the focus, for keyboard users).
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { Key } from 'react-aria-components';
import { useSearch } from 'wouter';
import { failureText } from '#machines/admin-review/failure.ts';
import {
  reviewFilters,
  reviewTabs,
  type ReviewRow,
  type ReviewTab,
} from '#machines/product-review/context.ts';
import type { ProductReviewMachine } from '#machines/product-review/machine.ts';
import {
  selectCanDecide,
  selectCounts,
  selectList,
  selectRows,
  selectTab,
} from '#machines/product-review/selectors.ts';
import { selectListFailure, selectListStatus } from '#machines/paged-list/selectors.ts';
import { useFlow } from '../../app/use-flow.ts';
import { DataList } from '../../ui/DataList.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Heading, Paragraph } from '../../ui/Heading.tsx';
import { InboxIcon } from '../../ui/icons.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/Tabs.tsx';
import { ProductCard } from './ProductCard.tsx';
import { ProductDecisionDialogs } from './ProductDecisionDialogs.tsx';
import * as styles from './products.css.ts';

export type ProductReviewProps = {
  /** The review machine: the queue (a paged list whose tab is kept in the URL) and the decisions. */
  logic: ProductReviewMachine;
  /** The clock relative times read; the real one unless a story pins it. */
  now?: Date;
};

const emptyMessages: Record<ReviewTab, string> = {
  pending: 'No product is waiting for review. New and edited products appear here.',
  approved: 'No product has been approved yet.',
  rejected: 'No product has been rejected.',
};

export function ProductReview({ logic, now = new Date() }: ProductReviewProps) {
  const search = useSearch();
  const review = useFlow(logic, { input: { filters: reviewFilters(search) } });
  const list = useSelector(review, selectList);
  const tab = useSelector(list, selectTab);
  const counts = useSelector(list, selectCounts, shallowEqual);
  const rows = useSelector(list, selectRows, shallowEqual);
  const listStatus = useSelector(list, selectListStatus);
  const failure = useSelector(list, selectListFailure);
  const canDecide = useSelector(review, selectCanDecide);
  const listRef = useFocusAfterRemoval(rows);

  return (
    <div className={styles.page}>
      <div>
        <Heading level={1}>Products</Heading>
        <Paragraph muted>New and edited products from every seller, the longest waiting first.</Paragraph>
      </div>
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key: Key) => list.send({ type: 'list.filter', filters: { status: String(key) } })}
      >
        <TabList aria-label="Review status">
          {reviewTabs.map((choice) => (
            <Tab key={choice.id} id={choice.id}>
              {choice.label}
              {counts ? ` (${counts[choice.id]})` : ''}
            </Tab>
          ))}
        </TabList>
        {reviewTabs.map((choice) => (
          <TabPanel key={choice.id} id={choice.id}>
            <div ref={choice.id === tab ? listRef : undefined}>
              <DataList
                items={rows}
                status={listStatus}
                onLoadMore={() => list.send({ type: 'list.loadMore' })}
                onRetry={() => list.send({ type: 'list.retry' })}
                aria-label={`${choice.label} products, oldest submission first`}
                loadingLabel="Loading products…"
                loadingMoreLabel="Loading more products…"
                errorText={failureText(
                  failure,
                  rows.length === 0
                    ? 'The products could not be loaded.'
                    : 'More products could not be loaded.',
                )}
                emptyState={<EmptyState icon={<InboxIcon />}>{emptyMessages[choice.id]}</EmptyState>}
              >
                {({ product }) => (
                  <ProductCard
                    product={product}
                    now={now}
                    canDecide={canDecide}
                    onApprove={() => review.send({ type: 'review.approve', product })}
                    onReject={() => review.send({ type: 'review.reject', product })}
                  />
                )}
              </DataList>
            </div>
          </TabPanel>
        ))}
      </Tabs>
      <ProductDecisionDialogs review={review} />
    </div>
  );
}

/**
 * When a decided product leaves the list, its dialog closes onto a button that is gone: focus moves to the
 * product that took its place (or the one before, at the end), so the next review starts where the last one
 * ended, from the keyboard as from the mouse.
 */
function useFocusAfterRemoval(rows: readonly ReviewRow[]) {
  const ref = useRef<HTMLDivElement>(null);
  const previous = useRef(rows);
  useEffect(() => {
    const before = previous.current;
    previous.current = rows;
    const removed = before.findIndex((row) => !rows.includes(row));
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (removed === -1 || rows.length >= before.length || !lost) return;
    const cards = ref.current?.querySelectorAll<HTMLElement>('article');
    cards?.[Math.min(removed, cards.length - 1)]?.focus();
  }, [rows]);
  return ref;
}
