// /admin/campaigns/:id/applications: the products sellers applied to one campaign, one status at a time
// (Pending first; each tab oldest first, with its count), each approved at once or rejected with a reason the
// seller reads; an approved product can still be taken out. A decided product leaves its tab.
import { shallowEqual, useSelector } from '@xstate/react';
import type { Key } from 'react-aria-components';
import type { ActorRefFrom } from 'xstate';
import { useSearch } from 'wouter';
import { failureText } from '#machines/admin-review/failure.ts';
import { campaignProductStatusLabels } from '#machines/campaign-product-status/machine.ts';
import {
  reviewFallbacks,
  reviewFilters,
  reviewTabOf,
  reviewTabs,
} from '#machines/campaign-review/context.ts';
import type { CampaignReviewMachine } from '#machines/campaign-review/machine.ts';
import {
  selectCampaign,
  selectCanDecide,
  selectCounts,
  selectApprovingId,
  selectIsNotFound,
  selectList,
  selectLoadFailure,
  selectRows,
  selectTab,
} from '#machines/campaign-review/selectors.ts';
import { selectListFailure, selectListStatus } from '#machines/paged-list/selectors.ts';
import type { PagedListMachine } from '#machines/paged-list/machine.ts';
import { campaignMessages, type CampaignProductStatus } from '#schemas/campaigns';
import { useFlow } from '../../../app/use-flow.ts';
import { Banner } from '../../../ui/Banner.tsx';
import { Button } from '../../../ui/Button.tsx';
import { DataList } from '../../../ui/DataList.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { Heading, Paragraph } from '../../../ui/Heading.tsx';
import { InboxIcon } from '../../../ui/icons.tsx';
import { Link } from '../../../ui/Link.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../../ui/Tabs.tsx';
import { AppliedProductRow } from './AppliedProductRow.tsx';
import { salesPeriodText } from '../../../campaigns/period.ts';
import { ReviewDialogs } from './ReviewDialogs.tsx';
import * as styles from './CampaignReview.css.ts';

export type CampaignReviewProps = {
  /** The review: the campaign, its products (a paged list whose tab is kept in the URL) and the decisions. */
  logic: CampaignReviewMachine;
  /** The campaign's id as the address gives it. */
  campaignId: string;
};

type ReviewActor = ActorRefFrom<CampaignReviewMachine>;

const emptyStates: Record<CampaignProductStatus, { title: string; text: string }> = {
  pending: {
    title: 'Nothing to review',
    text: 'When a seller applies a product to this campaign, it waits here for your decision.',
  },
  approved: {
    title: 'No approved products yet',
    text: 'Products you approve join the campaign and are kept here.',
  },
  rejected: { title: 'No rejected products', text: 'Products you reject are kept here, with your reason.' },
};

const backLink = (
  <Link href="/admin/campaigns" className={styles.back}>
    ← All campaigns
  </Link>
);

export function CampaignReview({ logic, campaignId }: CampaignReviewProps) {
  const search = useSearch();
  const review = useFlow(logic, { input: { campaignId, filters: reviewFilters(search) } });
  const campaign = useSelector(review, selectCampaign);
  const loadFailure = useSelector(review, selectLoadFailure);
  const isNotFound = useSelector(review, selectIsNotFound);
  const list = useSelector(review, selectList);

  if (isNotFound)
    return (
      <div className={styles.page}>
        {backLink}
        <Heading level={1}>{campaignMessages.notFound}</Heading>
        <Paragraph muted>It may have been deleted. The campaigns list shows the ones there are.</Paragraph>
      </div>
    );
  if (loadFailure)
    return (
      <div className={styles.page}>
        {backLink}
        <Banner tone="error">{failureText(loadFailure, reviewFallbacks.campaign)}</Banner>
        <div>
          <Button variant="secondary" onPress={() => review.send({ type: 'review.retry' })}>
            Try again
          </Button>
        </div>
      </div>
    );
  if (!campaign || !list)
    return (
      <div className={styles.page}>
        {backLink}
        <p className={styles.muted} role="status">
          Loading the campaign…
        </p>
      </div>
    );
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        {backLink}
        <Heading level={1}>{campaign.title}</Heading>
        <Paragraph muted>
          Sales period: {salesPeriodText(campaign, { year: true })}. Approve each product sellers applied at
          its discount price, or reject it with a reason the seller reads.
        </Paragraph>
      </div>
      <Products review={review} list={list} />
      <ReviewDialogs review={review} />
    </div>
  );
}

function Products({ review, list }: { review: ReviewActor; list: ActorRefFrom<PagedListMachine> }) {
  const tab = useSelector(list, selectTab);
  const counts = useSelector(list, selectCounts, shallowEqual);
  const rows = useSelector(list, selectRows, shallowEqual);
  const listStatus = useSelector(list, selectListStatus);
  const failure = useSelector(list, selectListFailure);
  const canDecide = useSelector(review, selectCanDecide);
  const approvingId = useSelector(review, selectApprovingId);
  const loadMore = () => list.send({ type: 'list.loadMore' });
  return (
    <Tabs
      selectedKey={tab}
      onSelectionChange={(key: Key) => review.send({ type: 'review.tab', status: reviewTabOf(key) })}
    >
      <TabList aria-label="Applied products by status">
        {reviewTabs.map((status) => (
          <Tab key={status} id={status}>
            {campaignProductStatusLabels[status]}
            {counts ? (
              <>
                {' '}
                <span className={styles.tabCount}>{counts[status]}</span>
              </>
            ) : null}
          </Tab>
        ))}
      </TabList>
      {reviewTabs.map((status) => (
        <TabPanel key={status} id={status}>
          <div className={styles.panel}>
            <DataList
              items={rows}
              status={listStatus}
              onLoadMore={loadMore}
              onRetry={() => list.send({ type: 'list.retry' })}
              aria-label={`${campaignProductStatusLabels[status]} products, the oldest applied first`}
              loadingLabel="Loading applied products…"
              loadingMoreLabel="Loading more applied products…"
              errorText={failureText(
                failure,
                rows.length === 0 ? reviewFallbacks.list : reviewFallbacks.more,
              )}
              emptyState={
                <EmptyState icon={<InboxIcon />} title={emptyStates[status].title} headingLevel={2}>
                  {emptyStates[status].text}
                </EmptyState>
              }
            >
              {({ product }) => (
                <AppliedProductRow
                  product={product}
                  canDecide={canDecide}
                  isApproving={approvingId === product.id}
                  onApprove={() => review.send({ type: 'product.approve', product })}
                  onReject={() => review.send({ type: 'product.reject', product })}
                />
              )}
            </DataList>
            {/* The sentinel asks for the next page as it comes into reach; the button is for whoever would rather press. */}
            {listStatus === 'idle' ? (
              <div className={styles.loadMore}>
                <Button variant="secondary" onPress={loadMore}>
                  Load more
                </Button>
              </div>
            ) : null}
          </div>
        </TabPanel>
      ))}
    </Tabs>
  );
}
