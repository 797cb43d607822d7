// /admin/sellers/:id: everything a seller submitted (addresses on a map, business information, officers,
// the five documents viewed in the page, the decision history) and the Approve / Reject decision.
import { useActorRef, useSelector } from '@xstate/react';
import { format } from 'date-fns';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import {
  Dialog,
  FieldError,
  Form,
  Label,
  Modal,
  ModalOverlay,
  TextArea,
  TextField,
} from 'react-aria-components';
import {
  documentKinds,
  documentLabels,
  rejectionReasonMax,
  type AdminSellerDetail,
  type DocumentKind,
  type Documents,
} from '#schemas/onboarding';
import { failureText, isNotFound } from '#machines/admin-review/failure.ts';
import type { sellerReviewMachine } from '#machines/admin-review/review-machine.ts';
import {
  selectCanApprove,
  selectCanReject,
  selectDocument,
  selectDocumentFailure,
  selectDocumentKind,
  selectIsApproving,
  selectIsDeciding,
  selectIsDocumentLoading,
  selectIsRejectDialogOpen,
  selectIsSellerLoading,
  selectLoadFailure,
  selectReason,
  selectReasonError,
  selectRefusal,
  selectSeller,
} from '#machines/admin-review/selectors.ts';
import type { ActorRefFrom } from 'xstate';
import { PageLoading } from '../layout/PageLoading.tsx';
import { Banner } from '../ui/Banner.tsx';
import { Button } from '../ui/Button.tsx';
import { Heading, Paragraph } from '../ui/Heading.tsx';
import { Link } from '../ui/Link.tsx';
import * as fieldStyles from '../ui/field.css.ts';
import * as dialogStyles from '../profile/ProfileMenu.css.ts';
import { statusLabel, statusOf } from './status.ts';
import * as styles from './admin.css.ts';

// Leaflet is its own chunk, loaded only when a seller's location is shown.
const PinMap = lazy(async () => ({ default: (await import('../map/PinMap.tsx')).PinMap }));

type ReviewActor = ActorRefFrom<typeof sellerReviewMachine>;

export type SellerReviewProps = { logic: typeof sellerReviewMachine; sellerId: string };

export function SellerReview({ logic, sellerId }: SellerReviewProps) {
  const review = useActorRef(logic, { input: { sellerId } });
  const seller = useSelector(review, selectSeller);
  const isLoading = useSelector(review, selectIsSellerLoading);
  const failure = useSelector(review, selectLoadFailure);

  return (
    <div className={styles.page}>
      <div>
        <Link href="/admin/dashboard">← Back to the queue</Link>
      </div>
      {isLoading && !seller ? <PageLoading label="Loading the seller…" /> : null}
      {failure ? (
        <>
          <Heading level={1}>{isNotFound(failure) ? 'Seller not found' : 'Seller review'}</Heading>
          <Banner tone="error">{failureText(failure, 'This seller could not be loaded.')}</Banner>
          {isNotFound(failure) ? null : (
            <div>
              <Button variant="secondary" onPress={() => review.send({ type: 'review.retry' })}>
                Try again
              </Button>
            </div>
          )}
        </>
      ) : null}
      {seller ? <SellerDetail review={review} seller={seller} isReloading={isLoading} /> : null}
    </div>
  );
}

function SellerDetail({
  review,
  seller,
  isReloading,
}: {
  review: ReviewActor;
  seller: AdminSellerDetail;
  isReloading: boolean;
}) {
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
            <span className={styles.badge} data-tone={status ?? undefined} data-testid="approval-status">
              {statusLabel(seller.approvalStatus)}
            </span>
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
        <div className={styles.sections}>
          <Section title="Store address">
            <Details
              rows={[
                ['Address', submission.storeAddress.storeAddress],
                ['Province', submission.storeAddress.state],
                ['City', submission.storeAddress.city],
                ['Zip code', submission.storeAddress.zipcode],
                ['Contact', submission.storeAddress.contact],
                [
                  'Pickup',
                  submission.storeAddress.useStoreAddressForPickup
                    ? 'From the store address'
                    : 'From the warehouse',
                ],
              ]}
            />
            <Location
              label="Store address"
              latitude={submission.storeAddress.latitude}
              longitude={submission.storeAddress.longitude}
            />
          </Section>
          <Section title="Warehouse address">
            <Details
              rows={[
                ['Address', submission.warehouseAddress.warehouseAddress],
                ['Province', submission.warehouseAddress.state],
                ['City', submission.warehouseAddress.city],
                ['Zip code', submission.warehouseAddress.zipcode],
                ['Contact', submission.warehouseAddress.contact],
              ]}
            />
            <Location
              label="Warehouse address"
              latitude={submission.warehouseAddress.latitude}
              longitude={submission.warehouseAddress.longitude}
            />
          </Section>
          <Section title="Business information">
            <Details
              rows={[
                ['Name of business', submission.businessInfo.businessName],
                ['Nature of business and product', submission.businessInfo.businessAndProductNature],
                ['Company profile', submission.businessInfo.companyProfile],
                ['Country of Citizenship', submission.businessInfo.citizenshipCountry],
                ['Office address', submission.businessInfo.officeAddress],
                ['TIN', submission.businessInfo.tin],
                ['SEC registration no.', submission.businessInfo.secRegNo],
                ['Seller agreement', submission.agreement.hasAgreed ? 'Agreed' : 'Not agreed'],
              ]}
            />
          </Section>
          <Section title="Corporate officers">
            <ol className={styles.history}>
              {submission.officers.map((officer, index) => (
                <li key={index} className={styles.cell}>
                  <strong>{officer.name}</strong>
                  <span className={styles.muted}>
                    {officer.email} · {officer.contact}
                  </span>
                </li>
              ))}
            </ol>
          </Section>
        </div>
      ) : (
        <Paragraph muted>Nothing has been submitted yet.</Paragraph>
      )}

      <Section title="Documents">
        <DocumentList review={review} documents={seller.documents} />
      </Section>

      <Section title="Decision history">
        {seller.decisions.length === 0 ? (
          <Paragraph muted>No decision yet.</Paragraph>
        ) : (
          <ol className={styles.history} aria-label="Decisions, newest first">
            {seller.decisions.map((decision) => (
              <li key={decision.decidedAt + decision.decision} className={styles.cell}>
                <div className={styles.row}>
                  <span className={styles.badge} data-tone={decision.decision}>
                    {decision.decision === 'approved' ? 'Approved' : 'Rejected'}
                  </span>
                  <time dateTime={decision.decidedAt} className={styles.muted}>
                    {format(new Date(decision.decidedAt), 'PPp')}
                  </time>
                  {decision.adminEmail ? (
                    <span className={styles.muted}>by {decision.adminEmail}</span>
                  ) : null}
                </div>
                {decision.reason ? (
                  <span className={styles.definition}>Reason: {decision.reason}</span>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </Section>

      <RejectDialog review={review} />
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <Heading level={2} size="md" id={id}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

function Details({ rows }: { rows: [string, string][] }) {
  return (
    <dl className={styles.details}>
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.definition}>{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

function Location({
  label,
  latitude,
  longitude,
}: {
  label: string;
  latitude: number | null;
  longitude: number | null;
}) {
  if (latitude === null || longitude === null)
    return <Paragraph muted>The seller did not place a pin for this address.</Paragraph>;
  return (
    <Suspense fallback={<div className={styles.mapFallback}>Loading the map…</div>}>
      <PinMap label={label} center={{ lat: latitude, lng: longitude }} />
    </Suspense>
  );
}

function DocumentList({ review, documents }: { review: ReviewActor; documents: Documents }) {
  const openKind = useSelector(review, selectDocumentKind);
  return (
    <>
      <ul className={styles.documents}>
        {documentKinds.map((kind) => {
          const info = documents[kind];
          return (
            <li key={kind} className={styles.documentRow}>
              <div className={styles.cell}>
                <strong>{documentLabels[kind]}</strong>
                <span className={styles.muted}>
                  {info ? `${info.fileName} · ${formatSize(info.size)}` : 'Not uploaded'}
                </span>
              </div>
              {info ? (
                <Button
                  variant={openKind === kind ? 'primary' : 'secondary'}
                  aria-pressed={openKind === kind}
                  aria-label={`View ${documentLabels[kind]}`}
                  onPress={() => review.send({ type: 'document.open', kind })}
                >
                  View
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <DocumentViewer review={review} />
    </>
  );
}

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** A blob: URL for the fetched bytes, revoked when the document changes or the page goes. */
function useObjectUrl(blob: Blob | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const created = URL.createObjectURL(blob);
    // The URL is a resource this effect owns (created here, revoked in its cleanup), so StrictMode's
    // second run gets a live one; state is how it reaches the render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

function DocumentViewer({ review }: { review: ReviewActor }) {
  const kind = useSelector(review, selectDocumentKind);
  const document = useSelector(review, selectDocument);
  const failure = useSelector(review, selectDocumentFailure);
  const isLoading = useSelector(review, selectIsDocumentLoading);
  const url = useObjectUrl(document?.blob ?? null);
  if (!kind) return null;
  const label = documentLabels[kind as DocumentKind];
  return (
    <figure className={styles.viewer} aria-label={label} style={{ margin: 0 }}>
      <div className={styles.header}>
        <Heading level={3} size="sm">
          {label}
        </Heading>
        <Button variant="ghost" onPress={() => review.send({ type: 'document.close' })}>
          Close document
        </Button>
      </div>
      {isLoading ? <PageLoading label={`Loading the ${label}…`} /> : null}
      {failure ? (
        <Banner tone="error">{failureText(failure, 'This document could not be loaded.')}</Banner>
      ) : null}
      {document && url ? (
        document.blob.type === 'application/pdf' ? (
          <iframe className={styles.documentFrame} src={url} title={label} />
        ) : (
          <img className={styles.documentImage} src={url} alt={label} />
        )
      ) : null}
    </figure>
  );
}

function RejectDialog({ review }: { review: ReviewActor }) {
  const isOpen = useSelector(review, selectIsRejectDialogOpen);
  const isDeciding = useSelector(review, selectIsDeciding);
  const reason = useSelector(review, selectReason);
  const error = useSelector(review, selectReasonError);
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) review.send({ type: 'review.reject.cancel' });
      }}
      isDismissable={!isDeciding}
      isKeyboardDismissDisabled={isDeciding}
      className={dialogStyles.dialogOverlay}
    >
      <Modal className={dialogStyles.dialogModal}>
        <Dialog className={dialogStyles.dialog}>
          <Heading slot="title" level={2} size="md">
            Reject this seller
          </Heading>
          <Paragraph muted>
            The seller sees this reason in the app and by e-mail, and can then fix and resubmit.
          </Paragraph>
          <Form
            validationBehavior="aria"
            onSubmit={(event) => {
              event.preventDefault();
              review.send({ type: 'review.reject.submit' });
            }}
            className={styles.page}
          >
            <TextField
              value={reason}
              onChange={(value) => review.send({ type: 'review.reason.change', reason: value })}
              isInvalid={Boolean(error)}
              isDisabled={isDeciding}
              maxLength={rejectionReasonMax}
              autoFocus
              className={fieldStyles.field}
            >
              <Label className={fieldStyles.label}>Reason for the seller</Label>
              <TextArea className={styles.textArea} />
              <FieldError className={fieldStyles.error}>{error}</FieldError>
            </TextField>
            <div className={dialogStyles.dialogActions}>
              <Button
                variant="ghost"
                isDisabled={isDeciding}
                onPress={() => review.send({ type: 'review.reject.cancel' })}
              >
                Cancel
              </Button>
              {/* Not isPending: its announcement would outlive the dialog and point at a removed button. */}
              <Button type="submit" isDisabled={isDeciding}>
                {isDeciding ? 'Rejecting…' : 'Reject seller'}
              </Button>
            </div>
          </Form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
