// A loaded seller under review: who it is, the decision buttons and why they may be off, what was
// submitted, the documents, the decision history, and the reject dialog.
import { useSelector } from '@xstate/react';
import { format } from 'date-fns';
import type { AdminSellerDetail } from '#schemas/admin-sellers';
import { failureText } from '#machines/admin-review/failure.ts';
import {
  selectCanApprove,
  selectCanReject,
  selectIsApproving,
  selectRefusal,
} from '#machines/admin-review/selectors.ts';
import { Badge } from '../ui/Badge.tsx';
import { Banner } from '../ui/Banner.tsx';
import { Button } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { Heading, Paragraph } from '../ui/Heading.tsx';
import { DecisionHistory } from './DecisionHistory.tsx';
import { DocumentList } from './DocumentList.tsx';
import { RejectDialog } from './RejectDialog.tsx';
import type { ReviewActor } from './review-actor.ts';
import { statusLabel, statusOf, statusTone } from './status.ts';
import { SubmissionDetails } from './SubmissionDetails.tsx';
import * as styles from './admin.css.ts';

export type SellerDetailProps = {
  review: ReviewActor;
  seller: AdminSellerDetail;
  /** The seller is being read again (after a refusal): no decision until it is back. */
  isReloading: boolean;
};

export function SellerDetail({ review, seller, isReloading }: SellerDetailProps) {
  const canApprove = useSelector(review, selectCanApprove);
  const canReject = useSelector(review, selectCanReject);
  const isApproving = useSelector(review, selectIsApproving);
  const refusal = useSelector(review, selectRefusal);
  const submission = seller.submission;
  const status = statusOf(seller.approvalStatus);

  return (
    <>
      <header className={styles.header}>
        <div className={styles.cell}>
          <div className={styles.row}>
            <Heading level={1}>{seller.spStoreName}</Heading>
            <Badge tone={statusTone(status)} data-testid="approval-status">
              {statusLabel(seller.approvalStatus)}
            </Badge>
          </div>
          <span className={styles.muted}>
            {seller.sellerName} · {seller.email}
          </span>
          {submission ? (
            <span className={styles.muted}>
              Submitted {format(new Date(submission.submittedAt), 'PPp')}
              {submission.submissionCount > 1 ? ` (submission ${submission.submissionCount})` : ''}
            </span>
          ) : null}
        </div>
        <div className={styles.actions}>
          {/* Disabled with a label rather than isPending: react-aria's pending announcement points at the
              button by id and trips axe (role-img-alt) while it lingers. */}
          <Button
            isDisabled={!canApprove || isReloading}
            onPress={() => review.send({ type: 'review.approve' })}
          >
            {isApproving ? 'Approving…' : 'Approve'}
          </Button>
          <Button
            variant="secondary"
            isDisabled={!canReject || isReloading}
            onPress={() => review.send({ type: 'review.reject.open' })}
          >
            Reject
          </Button>
        </div>
      </header>

      {refusal ? (
        <Banner tone="error">
          <strong>The decision was not saved.</strong> {failureText(refusal, 'Please try again.')}
          <div className={styles.actions}>
            <Button variant="secondary" onPress={() => review.send({ type: 'review.retry' })}>
              Reload seller
            </Button>
            <Button variant="ghost" onPress={() => review.send({ type: 'review.refusal.dismiss' })}>
              Dismiss
            </Button>
          </div>
        </Banner>
      ) : null}
      {!canApprove && status !== 'pending' && !refusal ? (
        <Paragraph muted>
          {status === null
            ? 'This seller has not submitted onboarding yet.'
            : `This seller is ${statusLabel(seller.approvalStatus).toLowerCase()}; a decision can be made again only after the seller resubmits.`}
        </Paragraph>
      ) : null}

      {submission ? (
        <SubmissionDetails submission={submission} />
      ) : (
        <Paragraph muted>Nothing has been submitted yet.</Paragraph>
      )}

      <Card title="Documents">
        <DocumentList review={review} documents={seller.documents} />
      </Card>

      <Card title="Decision history">
        <DecisionHistory decisions={seller.decisions} />
      </Card>

      <RejectDialog review={review} />
    </>
  );
}
