// One payout request on the desk: who asked (store, seller), where to send it (channel, account number and
// name), how much and since when, what the seller has available now, and either the decision buttons the
// payout lifecycle allows or how it was decided. A row on a laptop, a card on a phone (the same markup laid
// out by grid areas).
import { useId } from 'react';
import { orderTimeZone } from '#schemas/orders';
import type { AdminPayoutRequest } from '#schemas/earnings';
import { formatPesos } from '#machines/admin-payouts/context.ts';
import { payoutDecisions, payoutStatusLabels, payoutStatusTones } from '#machines/payout-status/machine.ts';
import { Badge, type BadgeTone } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { DataListItem } from '../../ui/DataList.tsx';
import * as styles from './PayoutDesk.css.ts';

export type PayoutRowProps = {
  request: AdminPayoutRequest;
  /** The buttons wait while a decision is open on another request. */
  canDecide: boolean;
  onComplete: () => void;
  onFail: () => void;
};

// Intl formats in Manila's zone whatever the admin's browser is set to, as the orders do.
const timeFormat = new Intl.DateTimeFormat('en-PH', {
  timeZone: orderTimeZone,
  dateStyle: 'medium',
  timeStyle: 'short',
});
const timeText = (instant: string) => timeFormat.format(new Date(instant));

const badgeTones: Record<(typeof payoutStatusTones)[keyof typeof payoutStatusTones], BadgeTone> = {
  warning: 'warning',
  success: 'success',
  danger: 'error',
};

export function PayoutRow({ request, canDecide, onComplete, onFail }: PayoutRowProps) {
  const headingId = useId();
  const decisions = payoutDecisions(request.status);
  return (
    <DataListItem data-status={request.status}>
      {/* Named by its store and number: one seller may have several requests waiting. */}
      <article className={styles.row} aria-labelledby={`${headingId}-store ${headingId}-number`}>
        <div className={styles.seller}>
          <span className={styles.label}>Seller</span>
          <span id={`${headingId}-store`} className={styles.store}>
            {request.seller.storeName}
          </span>
          <span className={styles.muted}>{request.seller.name}</span>
          <span className={styles.muted}>{request.seller.email}</span>
        </div>
        <div className={styles.payTo}>
          <span className={styles.label}>Pay to</span>
          <span>{request.channelName}</span>
          <span className={styles.account}>{request.accountNumber}</span>
          <span>{request.accountName}</span>
        </div>
        <div className={styles.amount}>
          <span className={styles.label}>Amount</span>
          <span className={styles.money}>{formatPesos(request.amount)}</span>
          <span className={styles.muted}>
            Requested <time dateTime={request.createdAt}>{timeText(request.createdAt)}</time>
          </span>
          <span id={`${headingId}-number`} className={styles.muted}>
            Request #{request.id}
          </span>
        </div>
        <div className={styles.balance}>
          <span className={styles.label}>Seller’s available balance</span>
          <span className={request.sellerAvailable < 0 ? styles.negative : undefined}>
            {formatPesos(request.sellerAvailable)}
          </span>
        </div>
        {decisions.length > 0 ? (
          <div className={styles.actions}>
            {decisions.includes('failed') ? (
              <Button variant="secondary" isDisabled={!canDecide} onPress={onFail}>
                Mark as failed
              </Button>
            ) : null}
            {decisions.includes('completed') ? (
              <Button isDisabled={!canDecide} onPress={onComplete}>
                Mark as completed
              </Button>
            ) : null}
          </div>
        ) : (
          <div className={styles.outcome}>
            <Badge tone={badgeTones[payoutStatusTones[request.status]]}>
              {payoutStatusLabels[request.status]}
            </Badge>
            {request.decidedAt ? (
              <span className={styles.muted}>
                <time dateTime={request.decidedAt}>{timeText(request.decidedAt)}</time>
              </span>
            ) : null}
            {request.status === 'completed' ? (
              <span>Reference {request.reference}</span>
            ) : request.failureReason ? (
              <span className={styles.reason}>{request.failureReason}</span>
            ) : null}
          </div>
        )}
      </article>
    </DataListItem>
  );
}
