// /admin/payouts: the sellers' cash-out requests, one status at a time (Pending first, the longest waiting
// first); a pending request is marked completed (with the bank's reference) or failed (with the reason) in
// place, and once decided it leaves the list. The pending ones export as the bank's batch file.
import { shallowEqual, useSelector } from '@xstate/react';
import type { Key } from 'react-aria-components';
import { useSearch } from 'wouter';
import { failureText } from '#machines/admin-review/failure.ts';
import { deskFallbacks, deskFilters, deskTabOf, deskTabs } from '#machines/admin-payouts/context.ts';
import type { PayoutDeskMachine } from '#machines/admin-payouts/machine.ts';
import {
  selectCanDecide,
  selectIsExporting,
  selectList,
  selectRows,
  selectTab,
  selectTotal,
} from '#machines/admin-payouts/selectors.ts';
import { selectListFailure, selectListStatus } from '#machines/paged-list/selectors.ts';
import { payoutStatusLabels } from '#machines/payout-status/machine.ts';
import type { PayoutStatus } from '#schemas/earnings';
import { useFlow } from '../../app/use-flow.ts';
import { Button } from '../../ui/Button.tsx';
import { DataList } from '../../ui/DataList.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Heading, Paragraph } from '../../ui/Heading.tsx';
import { InboxIcon } from '../../ui/icons.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/Tabs.tsx';
import { PayoutDecisionDialogs } from './PayoutDecisionDialogs.tsx';
import { PayoutRow } from './PayoutRow.tsx';
import * as styles from './PayoutDesk.css.ts';

export type PayoutDeskProps = {
  /** The desk: the requests (a paged list whose tab is kept in the URL), the decisions and the export. */
  logic: PayoutDeskMachine;
};

const orderWords: Record<PayoutStatus, string> = {
  pending: 'the longest waiting first',
  completed: 'the latest first',
  failed: 'the latest first',
};

const countText = (status: PayoutStatus, total: number) =>
  `${total} ${payoutStatusLabels[status].toLowerCase()} ${total === 1 ? 'request' : 'requests'}, ${orderWords[status]}.`;

const emptyStates: Record<PayoutStatus, { title: string; text: string }> = {
  pending: {
    title: 'No payout to make',
    text: 'When a seller cashes out, the request waits here for you to pay it.',
  },
  completed: { title: 'No completed payouts yet', text: 'Payouts you mark as completed are kept here.' },
  failed: { title: 'No failed payouts', text: 'Payouts you mark as failed are kept here, with the reason.' },
};

export function PayoutDesk({ logic }: PayoutDeskProps) {
  const search = useSearch();
  const desk = useFlow(logic, { input: { filters: deskFilters(search) } });
  const list = useSelector(desk, selectList);
  const tab = useSelector(list, selectTab);
  const total = useSelector(list, selectTotal);
  const rows = useSelector(list, selectRows, shallowEqual);
  const listStatus = useSelector(list, selectListStatus);
  const failure = useSelector(list, selectListFailure);
  const canDecide = useSelector(desk, selectCanDecide);
  const isExporting = useSelector(desk, selectIsExporting);
  const loadMore = () => list.send({ type: 'list.loadMore' });

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div className={styles.intro}>
          <Heading level={1}>Payouts</Heading>
          <Paragraph muted>
            Sellers’ cash-out requests. Send each pending one from the bank, then record it here: completed
            with the bank’s reference, or failed with the reason.
          </Paragraph>
        </div>
        <Button
          variant="secondary"
          isDisabled={isExporting}
          onPress={() => desk.send({ type: 'desk.export' })}
        >
          {isExporting ? 'Exporting…' : 'Export pending as CSV'}
        </Button>
      </div>
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key: Key) => desk.send({ type: 'desk.tab', status: deskTabOf(key) })}
      >
        <TabList aria-label="Payout status">
          {deskTabs.map((status) => (
            <Tab key={status} id={status}>
              {payoutStatusLabels[status]}
            </Tab>
          ))}
        </TabList>
        {deskTabs.map((status) => (
          <TabPanel key={status} id={status}>
            <div className={styles.panel}>
              {total !== null && total > 0 ? (
                <p className={styles.count}>{countText(status, total)}</p>
              ) : null}
              <DataList
                items={rows}
                status={listStatus}
                onLoadMore={loadMore}
                onRetry={() => list.send({ type: 'list.retry' })}
                aria-label={`${payoutStatusLabels[status]} payout requests, ${orderWords[status]}`}
                loadingLabel="Loading payout requests…"
                loadingMoreLabel="Loading more payout requests…"
                errorText={failureText(failure, rows.length === 0 ? deskFallbacks.list : deskFallbacks.more)}
                emptyState={
                  <EmptyState icon={<InboxIcon />} title={emptyStates[status].title} headingLevel={2}>
                    {emptyStates[status].text}
                  </EmptyState>
                }
              >
                {({ request }) => (
                  <PayoutRow
                    request={request}
                    canDecide={canDecide}
                    onComplete={() => desk.send({ type: 'payout.complete', request })}
                    onFail={() => desk.send({ type: 'payout.fail', request })}
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
      <PayoutDecisionDialogs desk={desk} />
    </div>
  );
}
