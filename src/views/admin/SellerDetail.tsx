// A loaded seller under review: who it is, the decisions their status allows and why there may be none,
// what was submitted, the documents, the decision history, and the decision dialogs.
import { useSelector } from '@xstate/react';
import { format } from 'date-fns';
import {
  sellerDecisions,
  statusBeforeDecision,
  type AdminSellerDetail,
  type SellerDecision,
} from '#schemas/admin-sellers';
import { approvalStatus, type ApprovalStatus } from '#schemas/seller';
import { failureText } from '#machines/admin-review/failure.ts';
import { selectAllowedDecisions, selectRefusal } from '#machines/admin-review/selectors.ts';
import { Badge } from '../ui/Badge.tsx';
import { Banner } from '../ui/Banner.tsx';
import { Button } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { Heading, Paragraph } from '../ui/Heading.tsx';
import { DecisionHistory } from './DecisionHistory.tsx';
import { DocumentList } from './DocumentList.tsx';
import { DecisionDialogs } from './DecisionDialogs.tsx';
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

/** Each decision's button; those the seller's status is made for show, the first as the primary one. */
const decisionLabels: Record<SellerDecision, string> = {
  approved: 'Approve',
  rejected: 'Reject',
  suspended: 'Suspend',
  reinstated: 'Reinstate',
};

const decisionsFor = (status: ApprovalStatus | null) =>
  sellerDecisions
    .filter((decision) => statusBeforeDecision[decision] === status)
    .map((decision) => ({ decision, label: decisionLabels[decision] }));

/** Why a seller offers no decision, or what their status means; null when the buttons say enough. */
const statusNote = (status: ApprovalStatus | null): string | null =>
  status === null
    ? 'This seller has not submitted onboarding yet.'
    : status === approvalStatus.rejected
      ? 'This seller is rejected; a decision can be made again only after the seller resubmits.'
      : status === approvalStatus.suspended
        ? 'This seller is suspended: signed out, and unable to sign in or sell until reinstated.'
        : null;

export function SellerDetail({ review, seller, isReloading }: SellerDetailProps) {
  const allowed = useSelector(review, selectAllowedDecisions);
  const refusal = useSelector(review, selectRefusal);
  const note = statusNote(seller.approvalStatus);
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
          {decisionsFor(seller.approvalStatus).map(({ decision, label }, index) => (
            <Button
              key={decision}
              variant={index === 0 ? (decision === 'suspended' ? 'danger' : 'primary') : 'secondary'}
              // Off while a dialog is open, a decision is sent, or the seller is read again.
              isDisabled={!allowed.includes(decision) || isReloading}
              onPress={() => review.send({ type: 'review.open', decision })}
            >
              {label}
            </Button>
          ))}
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
      {note && !refusal ? <Paragraph muted>{note}</Paragraph> : null}

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

      <DecisionDialogs review={review} storeName={seller.spStoreName} />
    </>
  );
}
