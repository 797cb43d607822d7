// /campaigns: the campaigns Suki runs that have not ended, by sales period (spec §9: Oldest or Newest Sales
// Period, in the URL), 20 a page, the next one asked for as the end comes within half a screen. Each card
// opens its campaign, where the seller applies products.
import { useSelector } from '@xstate/react';
import { campaignMessages, campaignSortOrders } from '#schemas/campaigns';
import { campaignSortOf, type CampaignRow } from '#machines/campaign-list/context.ts';
import type { Filters } from '#machines/paged-list/context.ts';
import type { PagedListMachine } from '#machines/paged-list/machine.ts';
import {
  selectFilters,
  selectItems,
  selectListFailure,
  selectListStatus,
} from '#machines/paged-list/selectors.ts';
import { AWAITING_APPROVAL_MESSAGE } from '#machines/product-list/failure.ts';
import { failureMessage } from '#machines/shared/failure.ts';
import { useFlow } from '../app/use-flow.ts';
import { Button } from '../ui/Button.tsx';
import { DataList, DataListItem } from '../ui/DataList.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { Heading, Paragraph } from '../ui/Heading.tsx';
import { MegaphoneIcon } from '../ui/icons.tsx';
import { Select } from '../ui/Select.tsx';
import { CampaignCard } from './CampaignCard.tsx';
import * as styles from './CampaignsList.css.ts';

const intro =
  'Promotions Suki runs on the storefront. Open one to apply your approved products with a discount.';

export function CampaignsAwaitingApproval() {
  return (
    <div className={styles.page}>
      <Heading level={1}>Campaigns</Heading>
      <EmptyState headingLevel={2} icon={<MegaphoneIcon />} title="Campaigns will be here" size="page">
        {AWAITING_APPROVAL_MESSAGE}
      </EmptyState>
    </div>
  );
}

const selectRows = (snapshot: Parameters<typeof selectItems>[0]) => selectItems(snapshot) as CampaignRow[];

export type CampaignsListProps = {
  /** The paged list over GET /api/campaigns (src/app/campaigns.ts). */
  logic: PagedListMachine;
  /** Its sort as the URL has it (`campaignListFilters`). */
  filters: Filters;
  /** A fixed clock for the cards (stories, tests); each card keeps its own otherwise. */
  now?: Date;
};

export function CampaignsList({ logic, filters, now }: CampaignsListProps) {
  const list = useFlow(logic, { input: { filters } });
  const rows = useSelector(list, selectRows);
  const status = useSelector(list, selectListStatus);
  const failure = useSelector(list, selectListFailure);
  const sortOrder = campaignSortOf(useSelector(list, selectFilters).sortOrder);
  const loadMore = () => list.send({ type: 'list.loadMore' });

  if (failure?.kind === 'http' && failure.code === 'AWAITING_APPROVAL') return <CampaignsAwaitingApproval />;

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div className={styles.intro}>
          <Heading level={1}>Campaigns</Heading>
          <Paragraph muted>{intro}</Paragraph>
        </div>
        <Select
          className={styles.sort}
          label="Sort by"
          options={campaignSortOrders.map(({ value, label }) => ({ id: value, name: label }))}
          value={sortOrder}
          onChange={(value) => list.send({ type: 'list.filter', filters: { sortOrder: value } })}
        />
      </div>
      <DataList
        className={styles.cards}
        items={rows}
        status={status}
        onLoadMore={loadMore}
        onRetry={() => list.send({ type: 'list.retry' })}
        aria-label="Campaigns"
        loadingLabel="Loading campaigns…"
        loadingMoreLabel="Loading more campaigns…"
        errorText={failureMessage(failure, campaignMessages.fetchListFailed)}
        emptyState={
          <EmptyState icon={<MegaphoneIcon />} title="No campaigns right now" headingLevel={2} size="page">
            When Suki plans a campaign, it shows here, and you can apply your products while applications are
            open.
          </EmptyState>
        }
      >
        {(row) => (
          <DataListItem className={styles.item}>
            <CampaignCard campaign={row.campaign} now={now} />
          </DataListItem>
        )}
      </DataList>
      {/* The sentinel asks for the next page as it comes into reach; the button is for whoever would rather press. */}
      {status === 'idle' ? (
        <div className={styles.loadMore}>
          <Button variant="secondary" onPress={loadMore}>
            Load more campaigns
          </Button>
        </div>
      ) : null}
    </div>
  );
}
