// /admin/storefront-events: the events we owe or sent the storefront about what sellers did to orders (the
// outbox, decision 025), newest first, a page at a time; read-only. Each row says what happened to which
// order, when, and whether the storefront has it, with the event as sent behind a disclosure.
import { useSelector } from '@xstate/react';
import { Disclosure, DisclosurePanel } from 'react-aria-components';
import { orderTimeZone } from '#schemas/orders';
import { failureText } from '#machines/admin-review/failure.ts';
import type { PagedListMachine } from '#machines/paged-list/machine.ts';
import { selectItems, selectListFailure, selectListStatus } from '#machines/paged-list/selectors.ts';
import { useFlow } from '../../app/use-flow.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';
import { DataList, DataListItem } from '../../ui/DataList.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Heading, Paragraph } from '../../ui/Heading.tsx';
import { ChevronDownIcon, InboxIcon } from '../../ui/icons.tsx';
import { eventTypeLabels, type Delivery, type OutboxRow } from './outbox-row.ts';
import * as styles from './StorefrontEvents.css.ts';

export type StorefrontEventsProps = {
  /** The outbox: a paged list without filters. */
  logic: PagedListMachine;
};

export const keptExplanation =
  'STOREFRONT_EVENTS_URL is not set, so these events are kept here and not sent. Once it is set, the server sends every kept event the next time it starts.';

const selectRows = (snapshot: Parameters<typeof selectItems>[0]) => selectItems(snapshot) as OutboxRow[];

export function StorefrontEvents({ logic }: StorefrontEventsProps) {
  const list = useFlow(logic, { input: {} });
  const rows = useSelector(list, selectRows);
  const status = useSelector(list, selectListStatus);
  const failure = useSelector(list, selectListFailure);
  const kept = rows.some((row) => row.delivery.state === 'kept');
  const loadMore = () => list.send({ type: 'list.loadMore' });

  return (
    <div className={styles.page}>
      <div>
        <Heading level={1}>Storefront events</Heading>
        <Paragraph muted>
          What sellers did to orders, as we tell the storefront: accepted, rejected and shipped. Newest first.
        </Paragraph>
      </div>
      {kept ? (
        <Banner tone="warning" live={false}>
          {keptExplanation}
        </Banner>
      ) : null}
      <DataList
        items={rows}
        status={status}
        onLoadMore={loadMore}
        onRetry={() => list.send({ type: 'list.retry' })}
        aria-label="Storefront events, newest first"
        loadingLabel="Loading storefront events…"
        loadingMoreLabel="Loading more storefront events…"
        errorText={failureText(
          failure,
          rows.length === 0
            ? 'The storefront events could not be loaded.'
            : 'More storefront events could not be loaded.',
        )}
        emptyState={
          <EmptyState icon={<InboxIcon />} title="No storefront events yet" headingLevel={2}>
            When a seller accepts, rejects or ships an order, the event for the storefront appears here.
          </EmptyState>
        }
      >
        {(row) => <OutboxEvent row={row} />}
      </DataList>
      {/* The sentinel asks for the next page as it comes into reach; the button is for whoever would rather press. */}
      {status === 'idle' ? (
        <div className={styles.loadMore}>
          <Button variant="secondary" onPress={loadMore}>
            Load more events
          </Button>
        </div>
      ) : null}
    </div>
  );
}

// Intl formats in Manila's zone whatever the admin's browser is set to, as the orders do.
const timeFormat = new Intl.DateTimeFormat('en-PH', {
  timeZone: orderTimeZone,
  dateStyle: 'medium',
  timeStyle: 'medium',
});
const timeText = (instant: string) => timeFormat.format(new Date(instant));

const deliveryBadges: Record<Delivery['state'], { label: string; tone: 'success' | 'warning' | 'neutral' }> =
  {
    delivered: { label: 'Delivered', tone: 'success' },
    waiting: { label: 'Waiting', tone: 'warning' },
    kept: { label: 'Kept', tone: 'neutral' },
  };

const attemptsText = (attempts: number) =>
  attempts === 0 ? 'Not tried yet' : attempts === 1 ? '1 attempt' : `${attempts} attempts`;

export function OutboxEvent({ row: { entry, delivery } }: { row: OutboxRow }) {
  const badge = deliveryBadges[delivery.state];
  return (
    <DataListItem className={styles.row} data-delivery={delivery.state}>
      <div className={styles.what}>
        <span className={styles.type}>{eventTypeLabels[entry.type]}</span>
        <span className={styles.orderNumber}>Order #{entry.orderNumber}</span>
      </div>
      <div className={styles.made}>
        <span className={styles.label}>Made</span>
        <time dateTime={entry.createdAt}>{timeText(entry.createdAt)}</time>
      </div>
      <div className={styles.delivery}>
        <Badge tone={badge.tone}>{badge.label}</Badge>
        <DeliveryDetail delivery={delivery} />
      </div>
      <Disclosure className={styles.disclosure}>
        <Button slot="trigger" variant="ghost" className={styles.trigger}>
          <ChevronDownIcon aria-hidden="true" className={styles.chevron} />
          Event JSON
        </Button>
        <DisclosurePanel className={styles.panel}>
          <pre className={styles.json} tabIndex={0} aria-label={`Event JSON of order #${entry.orderNumber}`}>
            {JSON.stringify(entry.event, null, 2)}
          </pre>
        </DisclosurePanel>
      </Disclosure>
    </DataListItem>
  );
}

function DeliveryDetail({ delivery }: { delivery: Delivery }) {
  switch (delivery.state) {
    case 'delivered':
      return (
        <span className={styles.detail}>
          <time dateTime={delivery.at}>{timeText(delivery.at)}</time>
        </span>
      );
    case 'waiting':
      return (
        <span className={styles.detail}>
          {attemptsText(delivery.attempts)}
          {delivery.lastError ? <span className={styles.error}>Last error: {delivery.lastError}</span> : null}
        </span>
      );
    case 'kept':
      return <span className={styles.detail}>Not sent: no STOREFRONT_EVENTS_URL</span>;
  }
}
