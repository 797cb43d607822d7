// /payments (issue 13; spec §2 Earnings/Payments): what the seller may cash out, what is on hold and when it
// releases, what was paid out; Cash out (the modal, while the balance reaches the minimum); the payout
// requests with their badges; and the month's statement with its running balance and CSV.
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { orderTimeZone } from '#schemas/orders';
import type { Earnings, PayoutRequest, Statement, StatementEntry } from '#schemas/earnings';
import { payoutStatusLabels, payoutStatusTones } from '#machines/payout-status/machine.ts';
import { centavosOf } from '#machines/payments/context.ts';
import { belowMinimumText } from '#machines/payments/failure.ts';
import type { PaymentsMachine } from '#machines/payments/machine.ts';
import {
  selectAwaitingApproval,
  selectBelowMinimum,
  selectCanCashOut,
  selectCashOutActor,
  selectDownloading,
  selectEarnings,
  selectEarningsFailure,
  selectMonth,
  selectPayoutRequests,
  selectRequestsFailure,
  selectRequestsStatus,
  selectStatement,
  selectStatementFailure,
  selectStatementLoading,
  selectTab,
} from '#machines/payments/selectors.ts';
import { AWAITING_APPROVAL_MESSAGE } from '#machines/product-list/failure.ts';
import { useFlow } from '../app/use-flow.ts';
import { formatPeso } from '../theme/format.ts';
import { Badge, type BadgeTone } from '../ui/Badge.tsx';
import { Banner } from '../ui/Banner.tsx';
import { Button } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { DataList, DataListItem } from '../ui/DataList.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { Heading } from '../ui/Heading.tsx';
import { BanknoteIcon, ReceiptIcon, WalletIcon } from '../ui/icons.tsx';
import { Select } from '../ui/Select.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../ui/Tabs.tsx';
import { CashOutDialog } from './cash-out/CashOutDialog.tsx';
import * as styles from './Payments.css.ts';

/** JSON carries pesos with at most 2 decimals. */
const peso = (pesos: number) => formatPeso(centavosOf(pesos));
/** A ledger amount with its sign: credits "+₱1,710.00", debits "-₱1,500.00". */
const signedPeso = (pesos: number) => (pesos > 0 ? `+${peso(pesos)}` : peso(pesos));

// Intl formats in Manila's zone whatever the seller's browser is set to, as the orders do.
const dayMonth = new Intl.DateTimeFormat('en-GB', {
  timeZone: orderTimeZone,
  day: 'numeric',
  month: 'short',
});
const dateTime = new Intl.DateTimeFormat('en-PH', {
  timeZone: orderTimeZone,
  dateStyle: 'medium',
  timeStyle: 'short',
});
const monthName = new Intl.DateTimeFormat('en-PH', { timeZone: 'UTC', month: 'long', year: 'numeric' });

/** "₱1,710.00 releases on 20 Mar" (spec §2: on hold, with when it releases). */
export const releaseText = (release: NonNullable<Earnings['nextRelease']>) =>
  `${peso(release.amount)} releases on ${dayMonth.format(new Date(release.at))}`;
/** "2026-03" → "March 2026". */
export const monthText = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`));
const timeText = (instant: string) => dateTime.format(new Date(instant));

const badgeTones: Record<(typeof payoutStatusTones)[keyof typeof payoutStatusTones], BadgeTone> = {
  warning: 'warning',
  success: 'success',
  danger: 'error',
};

// ---------------------------------------------------------------------------------------------------------
// The cards

export type EarningsCardsProps = {
  earnings: Earnings;
  /** The Cash out button (and why it is disabled). */
  cashOut: ReactNode;
};

export function EarningsCards({ earnings, cashOut }: EarningsCardsProps) {
  const isNegative = earnings.available < 0;
  return (
    <div className={styles.cards}>
      <Card title="Available to cash out" headingLevel={2} className={styles.availableCard}>
        <p className={[styles.amount, isNegative ? styles.negative : ''].join(' ')}>
          {peso(earnings.available)}
        </p>
        <p className={styles.muted}>
          {isNegative
            ? 'A refund came after your last payout: it comes off your next earnings.'
            : `${peso(earnings.totalDue)} released to you, less ${peso(earnings.payoutApprovedAmount)} in payouts requested or paid.`}
        </p>
        {cashOut}
      </Card>
      <Card title="On hold" headingLevel={2}>
        <p className={styles.amount}>{peso(earnings.onHold)}</p>
        <p className={styles.muted}>
          {earnings.nextRelease
            ? releaseText(earnings.nextRelease)
            : "Earnings wait out the buyers' return window here before you can cash them out."}
        </p>
      </Card>
      <Card title="Paid out" headingLevel={2}>
        <p className={styles.amount}>{peso(earnings.lifetimePaidOut)}</p>
        <p className={styles.muted}>Completed payouts, all time.</p>
      </Card>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------------------
// The payout requests

export function PayoutRequestRow({ request }: { request: PayoutRequest }) {
  return (
    <DataListItem className={styles.request} data-status={request.status}>
      <div className={styles.to}>
        <span className={styles.strong}>{request.channelName}</span>
        <span className={styles.muted}>
          {request.accountNumber} · {request.accountName}
        </span>
      </div>
      <span className={styles.requestAmount}>{peso(request.amount)}</span>
      <div className={styles.requested}>
        <span className={styles.muted}>
          Requested <time dateTime={request.createdAt}>{timeText(request.createdAt)}</time> · #{request.id}
        </span>
      </div>
      <div className={styles.status}>
        <Badge tone={badgeTones[payoutStatusTones[request.status]]}>
          {payoutStatusLabels[request.status]}
        </Badge>
        {request.status === 'completed' && request.reference ? (
          <span className={styles.muted}>Reference {request.reference}</span>
        ) : null}
        {request.status === 'failed' && request.failureReason ? (
          <>
            <span className={styles.muted}>{request.failureReason}</span>
            <span className={styles.muted}>The amount went back to your balance.</span>
          </>
        ) : null}
      </div>
    </DataListItem>
  );
}

// ---------------------------------------------------------------------------------------------------------
// The statement

export type StatementViewProps = {
  statement: Statement | null;
  /** The month shown or loading. */
  month: string | null;
  isLoading: boolean;
  failure: string | null;
  isDownloading: boolean;
  onMonth: (month: string) => void;
  onRetry: () => void;
  onDownload: () => void;
};

export function StatementView({
  statement,
  month,
  isLoading,
  failure,
  isDownloading,
  onMonth,
  onRetry,
  onDownload,
}: StatementViewProps) {
  // The months with entries, and the one shown even when it has none (this month, before any entry).
  const months = [...new Set([...(month ? [month] : []), ...(statement?.months ?? [])])].sort().reverse();
  return (
    <div className={styles.tabPanel}>
      <div className={styles.statementBar}>
        {months.length > 0 ? (
          <Select
            label="Month"
            className={styles.monthPicker}
            options={months.map((each) => ({ id: each, name: monthText(each) }))}
            value={month}
            onChange={onMonth}
          />
        ) : null}
        <Button
          variant="secondary"
          isPending={isDownloading}
          isDisabled={!statement || statement.entries.length === 0}
          onPress={onDownload}
        >
          Download CSV
        </Button>
      </div>
      {failure ? (
        <div className={styles.tabPanel}>
          <Banner tone="error">{failure}</Banner>
          <div>
            <Button variant="secondary" onPress={onRetry}>
              Try again
            </Button>
          </div>
        </div>
      ) : !statement || (isLoading && statement.month !== month) ? (
        <p className={styles.muted} role="status">
          Loading the statement…
        </p>
      ) : (
        <StatementEntries statement={statement} />
      )}
    </div>
  );
}

function StatementEntries({ statement }: { statement: Statement }) {
  if (statement.entries.length === 0)
    return (
      <EmptyState icon={<ReceiptIcon />} title={`Nothing in ${monthText(statement.month)}`} headingLevel={3}>
        Earnings appear here when their hold ends; refunds and cash-outs when they happen.
      </EmptyState>
    );
  return (
    <>
      <div className={styles.balances}>
        <span>Opening balance {peso(statement.openingBalance)}</span>
        <span>Closing balance {peso(statement.closingBalance)}</span>
      </div>
      <ol className={styles.entries} aria-label={`Statement for ${monthText(statement.month)}, oldest first`}>
        {statement.entries.map((entry) => (
          <StatementRow key={entry.id} entry={entry} />
        ))}
      </ol>
    </>
  );
}

/** How an order entry's amount came about: the goods less the commission, or the refund less its share. */
const breakdownText = (kind: StatementEntry['kind'], gross: number, commission: number) =>
  kind === 'order_refund'
    ? `${peso(-gross)} refunded to the buyer, less ${peso(-commission)} commission`
    : `${peso(gross)} sold, less ${peso(commission)} commission`;

function StatementRow({ entry }: { entry: StatementEntry }) {
  return (
    <li className={styles.entry}>
      <time className={styles.entryAt} dateTime={entry.at}>
        {timeText(entry.at)}
      </time>
      <span className={styles.entryDescription}>
        {entry.description}
        {entry.gross !== null && entry.commission !== null ? (
          <span className={styles.muted}>{breakdownText(entry.kind, entry.gross, entry.commission)}</span>
        ) : null}
      </span>
      <span className={styles.entryAmount}>{signedPeso(entry.amount)}</span>
      <span className={styles.entryBalance}>Balance {peso(entry.balance)}</span>
    </li>
  );
}

// ---------------------------------------------------------------------------------------------------------
// The page

export function PaymentsAwaitingApproval({ message = AWAITING_APPROVAL_MESSAGE }: { message?: string }) {
  return (
    <div className={styles.page}>
      <Heading level={1}>Payments</Heading>
      <EmptyState headingLevel={2} icon={<WalletIcon />} title="Your earnings will be here" size="page">
        {message}
      </EmptyState>
    </div>
  );
}

export type PaymentsProps = {
  /** The payments machine with its effects provided (the app's, or a story's over a test service). */
  logic: PaymentsMachine;
};

export function Payments({ logic }: PaymentsProps) {
  const payments = useFlow(logic);
  const earnings = useSelector(payments, selectEarnings);
  const earningsFailure = useSelector(payments, selectEarningsFailure);
  const awaitingApproval = useSelector(payments, selectAwaitingApproval);
  const canCashOut = useSelector(payments, selectCanCashOut);
  const belowMinimum = useSelector(payments, selectBelowMinimum);
  const cashOut = useSelector(payments, selectCashOutActor);
  const requests = useSelector(payments, selectPayoutRequests);
  const requestsStatus = useSelector(payments, selectRequestsStatus);
  const requestsFailure = useSelector(payments, selectRequestsFailure);
  const tab = useSelector(payments, selectTab);
  const statement = useSelector(payments, selectStatement);
  const month = useSelector(payments, selectMonth);
  const statementLoading = useSelector(payments, selectStatementLoading);
  const statementFailure = useSelector(payments, selectStatementFailure);
  const downloading = useSelector(payments, selectDownloading);
  const loadMore = () => payments.send({ type: 'requests.loadMore' });

  if (awaitingApproval) return <PaymentsAwaitingApproval message={awaitingApproval} />;

  return (
    <div className={styles.page}>
      <Heading level={1}>Payments</Heading>

      {earningsFailure ? (
        <div className={styles.tabPanel}>
          <Banner tone="error">{earningsFailure}</Banner>
          <div>
            <Button variant="secondary" onPress={() => payments.send({ type: 'earnings.retry' })}>
              Try again
            </Button>
          </div>
        </div>
      ) : earnings ? (
        <EarningsCards
          earnings={earnings}
          cashOut={
            <div className={styles.cashOut}>
              <Button
                variant="primary"
                isDisabled={!canCashOut}
                aria-describedby={belowMinimum ? 'cash-out-reason' : undefined}
                onPress={() => payments.send({ type: 'cashOut.open' })}
              >
                Cash out
              </Button>
              {belowMinimum ? (
                <span id="cash-out-reason" className={styles.muted}>
                  {belowMinimumText(earnings.available, earnings.payoutMin)}
                </span>
              ) : null}
            </div>
          }
        />
      ) : (
        <p className={styles.muted} role="status">
          Loading your earnings…
        </p>
      )}

      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) =>
          payments.send({ type: 'tab.select', tab: key === 'statement' ? 'statement' : 'requests' })
        }
      >
        <TabList aria-label="Payments">
          <Tab id="requests">Payout requests</Tab>
          <Tab id="statement">Statement</Tab>
        </TabList>
        <TabPanel id="requests">
          <div className={styles.tabPanel}>
            <DataList
              items={requests}
              status={requestsStatus}
              onLoadMore={loadMore}
              onRetry={() => payments.send({ type: 'requests.retry' })}
              aria-label="Payout requests, newest first"
              loadingLabel="Loading payout requests…"
              loadingMoreLabel="Loading more payout requests…"
              errorText={requestsFailure}
              emptyState={
                <EmptyState icon={<BanknoteIcon />} title="No payout requests yet" headingLevel={3}>
                  When you cash out, your requests and what became of them appear here.
                </EmptyState>
              }
            >
              {(request) => <PayoutRequestRow request={request} />}
            </DataList>
            {requestsStatus === 'idle' ? (
              <div className={styles.loadMore}>
                <Button variant="secondary" onPress={loadMore}>
                  Load more
                </Button>
              </div>
            ) : null}
          </div>
        </TabPanel>
        <TabPanel id="statement">
          <StatementView
            statement={statement}
            month={month}
            isLoading={statementLoading}
            failure={statementFailure}
            isDownloading={downloading}
            onMonth={(picked) => payments.send({ type: 'statement.month', month: picked })}
            onRetry={() => payments.send({ type: 'statement.retry' })}
            onDownload={() => payments.send({ type: 'statement.download' })}
          />
        </TabPanel>
      </Tabs>

      {cashOut ? <CashOutDialog actor={cashOut} /> : null}
    </div>
  );
}
