// /admin/campaigns: every campaign or those of one phase (the tab in the URL), the newest sales period first,
// twenty a page; each links to its applications and its form, and deletes behind a confirmation.
import { shallowEqual, useSelector } from '@xstate/react';
import type { Key } from 'react-aria-components';
import { useSearch } from 'wouter';
import { failureText } from '#machines/admin-review/failure.ts';
import {
  campaignListFilters,
  campaignTabLabels,
  campaignTabOf,
  campaignTabs,
  type CampaignTab,
} from '#machines/admin-campaigns/context.ts';
import { adminCampaignFallbacks } from '#machines/admin-campaigns/failure.ts';
import type { AdminCampaignsMachine } from '#machines/admin-campaigns/machine.ts';
import {
  selectCampaignList,
  selectDeletion,
  selectRows,
  selectTab,
  selectTotal,
} from '#machines/admin-campaigns/selectors.ts';
import { selectListFailure, selectListStatus } from '#machines/paged-list/selectors.ts';
import { useFlow } from '../../app/use-flow.ts';
import { Button } from '../../ui/Button.tsx';
import { DataList } from '../../ui/DataList.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Heading, Paragraph } from '../../ui/Heading.tsx';
import { MegaphoneIcon } from '../../ui/icons.tsx';
import { Link } from '../../ui/Link.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/Tabs.tsx';
import { CampaignRow } from './CampaignRow.tsx';
import { DeletionDialog } from './DeletionDialog.tsx';
import * as styles from './CampaignsList.css.ts';

export type CampaignsListProps = {
  logic: AdminCampaignsMachine;
  /** The clock the phase badges read (stories and tests fix it). */
  now?: Date;
};

const orderWords: Record<CampaignTab, string> = {
  all: 'the newest sales period first',
  upcoming: 'the soonest start first',
  running: 'the soonest end first',
  ended: 'the latest end first',
};

const countText = (tab: CampaignTab, total: number) =>
  `${total} ${tab === 'all' ? '' : `${campaignTabLabels[tab].toLowerCase()} `}${total === 1 ? 'campaign' : 'campaigns'}, ${orderWords[tab]}.`;

const emptyStates: Record<CampaignTab, { title: string; text: string }> = {
  all: { title: 'No campaigns yet', text: 'Create a campaign, and sellers can apply their products to it.' },
  upcoming: { title: 'No upcoming campaigns', text: 'Campaigns whose sales period has not begun show here.' },
  running: { title: 'No running campaigns', text: 'Campaigns in their sales period show here.' },
  ended: { title: 'No ended campaigns', text: 'Campaigns whose sales period is over show here.' },
};

export function CampaignsList({ logic, now = new Date() }: CampaignsListProps) {
  const search = useSearch();
  const campaigns = useFlow(logic, { input: { filters: campaignListFilters(search) } });
  const list = useSelector(campaigns, selectCampaignList);
  const deletion = useSelector(campaigns, selectDeletion);
  const tab = useSelector(list, selectTab);
  const total = useSelector(list, selectTotal);
  const rows = useSelector(list, selectRows, shallowEqual);
  const listStatus = useSelector(list, selectListStatus);
  const failure = useSelector(list, selectListFailure);
  const loadMore = () => list.send({ type: 'list.loadMore' });

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div className={styles.intro}>
          <Heading level={1}>Campaigns</Heading>
          <Paragraph muted>
            Sales campaigns sellers apply their products to with a discount. Review each campaign’s
            applications, edit it, or delete it.
          </Paragraph>
        </div>
        <Link variant="primary" href="/admin/campaigns/new">
          New campaign
        </Link>
      </div>
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key: Key) => campaigns.send({ type: 'campaigns.tab', tab: campaignTabOf(key) })}
      >
        <TabList aria-label="Campaign phase">
          {campaignTabs.map((each) => (
            <Tab key={each} id={each}>
              {campaignTabLabels[each]}
            </Tab>
          ))}
        </TabList>
        {campaignTabs.map((each) => (
          <TabPanel key={each} id={each}>
            <div className={styles.panel}>
              {total !== null && total > 0 ? <p className={styles.count}>{countText(each, total)}</p> : null}
              <DataList
                items={rows}
                status={listStatus}
                onLoadMore={loadMore}
                onRetry={() => list.send({ type: 'list.retry' })}
                aria-label={`${campaignTabLabels[each]} campaigns, ${orderWords[each]}`}
                loadingLabel="Loading campaigns…"
                loadingMoreLabel="Loading more campaigns…"
                errorText={failureText(failure, adminCampaignFallbacks.list)}
                emptyState={
                  <EmptyState icon={<MegaphoneIcon />} title={emptyStates[each].title} headingLevel={2}>
                    {emptyStates[each].text}
                  </EmptyState>
                }
              >
                {({ campaign }) => (
                  <CampaignRow
                    campaign={campaign}
                    now={now}
                    canDelete={deletion === undefined}
                    onDelete={() => campaigns.send({ type: 'campaign.delete', campaign })}
                  />
                )}
              </DataList>
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
      {deletion ? <DeletionDialog deletion={deletion} /> : null}
    </div>
  );
}
