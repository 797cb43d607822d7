// /admin/dashboard: the counts per approval status and the queue of sellers by status, oldest submission
// first, so the applicant who has waited longest is seen first.
import { useSelector } from '@xstate/react';
import type { Key } from 'react-aria-components';
import { useSearch } from 'wouter';
import type { SellerStatusFilter } from '#schemas/admin-sellers';
import { queueFilters } from '#machines/admin-review/context.ts';
import { failureText } from '#machines/admin-review/failure.ts';
import {
  selectQueueCounts,
  selectQueueSellers,
  selectQueueStatus,
} from '#machines/admin-review/selectors.ts';
import type { PagedListMachine } from '#machines/paged-list/machine.ts';
import { selectListFailure, selectListStatus } from '#machines/paged-list/selectors.ts';
import { useFlow } from '../app/use-flow.ts';
import { Banner } from '../ui/Banner.tsx';
import { DataList } from '../ui/DataList.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { Heading, Paragraph } from '../ui/Heading.tsx';
import { InboxIcon } from '../ui/icons.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../ui/Tabs.tsx';
import { isNewSubmission, SellerRow } from './SellerRow.tsx';
import { statusFilters } from './status.ts';
import { visuallyHidden } from '../ui/visually-hidden.css.ts';
import * as styles from './admin.css.ts';

export type AdminDashboardProps = {
  /** The queue: a paged list of sellers filtered by approval status, its filter kept in the URL. */
  logic: PagedListMachine;
  email?: string;
  /** The clock the 'new' flags and relative times read; the real one unless a story pins it. */
  now?: Date;
};

const emptyMessages: Record<SellerStatusFilter, string> = {
  pending: 'No seller is waiting for review. New submissions will appear here.',
  approved: 'No seller has been approved yet.',
  rejected: 'No seller has been rejected.',
  suspended: 'No seller is suspended.',
};

export function AdminDashboard({ logic, email, now = new Date() }: AdminDashboardProps) {
  const search = useSearch();
  const queue = useFlow(logic, { input: { filters: queueFilters(search) } });
  const status = useSelector(queue, selectQueueStatus);
  const counts = useSelector(queue, selectQueueCounts);
  const sellers = useSelector(queue, selectQueueSellers);
  const listStatus = useSelector(queue, selectListStatus);
  const failure = useSelector(queue, selectListFailure);

  const newCount = status === 'pending' ? sellers.filter((seller) => isNewSubmission(seller, now)).length : 0;

  return (
    <div className={styles.page}>
      <div>
        <Heading level={1}>Admin dashboard</Heading>
        {email ? <Paragraph muted>Signed in as {email}.</Paragraph> : null}
      </div>

      {counts && counts.pending > 0 ? (
        <Banner tone="warning" live={false}>
          <strong>
            {counts.pending === 1
              ? '1 seller is waiting for review.'
              : `${counts.pending} sellers are waiting for review.`}
          </strong>
          {newCount > 0 ? ` ${newCount} new in the last 24 hours.` : null}
        </Banner>
      ) : null}

      <section aria-labelledby="approval-counts">
        <Heading level={2} size="md" id="approval-counts" className={visuallyHidden}>
          Sellers by approval status
        </Heading>
        <dl className={styles.counts}>
          {statusFilters.map((filter) => (
            <div key={filter.id} className={styles.count}>
              <dt className={styles.countLabel}>{filter.label}</dt>
              <dd className={styles.countValue} data-testid={`count-${filter.id}`}>
                {counts ? counts[filter.id] : '–'}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="seller-queue" className={styles.page}>
        <Heading level={2} id="seller-queue">
          Seller applications
        </Heading>
        <Tabs
          selectedKey={status}
          onSelectionChange={(key: Key) =>
            queue.send({ type: 'list.filter', filters: { status: String(key) } })
          }
        >
          <TabList aria-label="Approval status">
            {statusFilters.map((filter) => (
              <Tab key={filter.id} id={filter.id}>
                {filter.label}
                {counts ? ` (${counts[filter.id]})` : ''}
              </Tab>
            ))}
          </TabList>
          {statusFilters.map((filter) => (
            <TabPanel key={filter.id} id={filter.id}>
              <DataList
                items={sellers}
                status={listStatus}
                onLoadMore={() => queue.send({ type: 'list.loadMore' })}
                onRetry={() => queue.send({ type: 'list.retry' })}
                aria-label={`${filter.label} sellers, oldest submission first`}
                loadingLabel="Loading sellers…"
                loadingMoreLabel="Loading more sellers…"
                errorText={failureText(
                  failure,
                  sellers.length === 0
                    ? 'The sellers could not be loaded.'
                    : 'More sellers could not be loaded.',
                )}
                emptyState={<EmptyState icon={<InboxIcon />}>{emptyMessages[filter.id]}</EmptyState>}
              >
                {(seller) => <SellerRow seller={seller} now={now} showNew={filter.id === 'pending'} />}
              </DataList>
            </TabPanel>
          ))}
        </Tabs>
      </section>
    </div>
  );
}
