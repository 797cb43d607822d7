// One seller in a list of the admin's (the queue, the sellers list): store and business, owner and e-mail,
// status when the list mixes them, and when they submitted.
import { formatDistanceStrict, format } from 'date-fns';
import type { AdminSellerSummary } from '#schemas/admin-sellers';
import { approvalStatus } from '#schemas/seller';
import { Badge } from '../ui/Badge.tsx';
import { DataListItem } from '../ui/DataList.tsx';
import { Link } from '../ui/Link.tsx';
import { newSubmissionWindowMs, statusLabel, statusOf, statusTone } from './status.ts';
import * as styles from './admin.css.ts';

/** A Pending submission of the last 24 hours: the queue flags it as new. */
export const isNewSubmission = (seller: AdminSellerSummary, now: Date) =>
  seller.approvalStatus === approvalStatus.pending &&
  now.getTime() - Date.parse(seller.submittedAt) < newSubmissionWindowMs;

export type SellerRowProps = {
  seller: AdminSellerSummary;
  now: Date;
  /** Flag a recent Pending submission as new. */
  showNew?: boolean;
  /** Show the seller's approval status (a list of every status). */
  showStatus?: boolean;
};

export function SellerRow({ seller, now, showNew = false, showStatus = false }: SellerRowProps) {
  const fresh = showNew && isNewSubmission(seller, now);
  const submitted = new Date(seller.submittedAt);
  return (
    <DataListItem className={styles.queueItem} data-new={fresh || undefined}>
      <div className={styles.cell}>
        <div className={styles.row}>
          <Link href={`/admin/sellers/${seller.id}`} className={styles.storeLink}>
            {seller.spStoreName}
          </Link>
          {fresh ? <Badge tone="accent">New</Badge> : null}
          {showStatus ? (
            <Badge tone={statusTone(statusOf(seller.approvalStatus))}>
              {statusLabel(seller.approvalStatus)}
            </Badge>
          ) : null}
        </div>
        <span className={styles.muted}>{seller.businessName}</span>
      </div>
      <div className={styles.cell}>
        <span>{seller.sellerName}</span>
        <span className={styles.muted}>{seller.email}</span>
      </div>
      <div className={styles.cell}>
        <span className={styles.muted}>Submitted</span>
        <time dateTime={seller.submittedAt} title={format(submitted, 'PPpp')}>
          {formatDistanceStrict(submitted, now, { addSuffix: true })}
        </time>
      </div>
    </DataListItem>
  );
}
