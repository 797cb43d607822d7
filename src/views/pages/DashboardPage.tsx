// /dashboard (Home): a greeting, where the account stands, the campaigns open to an approved seller, and the
// seller guidelines.
import type { ReactNode } from 'react';
import { approvalStatus, type SellerProfile } from '../../schemas/seller.ts';
import { CheckIcon } from '../ui/icons.tsx';
import { Card } from '../ui/Card.tsx';
import { Heading, Paragraph } from '../ui/Heading.tsx';
import { Link } from '../ui/Link.tsx';
import { visuallyHidden } from '../ui/visually-hidden.css.ts';
import { sellerGuidelines } from './guidelines.ts';
import * as styles from './pages.css.ts';

type StepState = 'done' | 'waiting' | 'blocked';

const approvalStep = (status: SellerProfile['approvalStatus']): { label: string; state: StepState } => {
  if (status === approvalStatus.approved) return { label: 'Approved by the admin', state: 'done' };
  if (status === approvalStatus.rejected)
    return { label: 'Denied by the admin: review and resubmit', state: 'blocked' };
  return { label: 'Waiting for approval by the admin', state: 'waiting' };
};

/** A rejected seller's way back: the admin's reason and the form to fix (issue 4). */
export function RejectionNotice({ reason }: { reason: string | null }) {
  return (
    <Card title="Your application needs changes">
      {reason ? (
        <Paragraph>
          <strong>Reason from the admin:</strong> {reason}
        </Paragraph>
      ) : null}
      <div>
        <Link variant="primary" href="/onboarding">
          Edit and resubmit
        </Link>
      </div>
    </Card>
  );
}

export function DashboardPage({
  profile,
  rejectionReason = null,
  campaigns = null,
}: {
  profile: SellerProfile;
  /** The admin's reason while the application is rejected. */
  rejectionReason?: string | null;
  /** The campaigns card, for an approved seller (it loads its own count). */
  campaigns?: ReactNode;
}) {
  const approval = approvalStep(profile.approvalStatus);
  const steps: { label: string; state: StepState }[] = [
    { label: 'Account registered', state: 'done' },
    { label: 'Email verified', state: profile.isVerified ? 'done' : 'waiting' },
    { label: 'Onboarding submitted', state: profile.hasOnboarded ? 'done' : 'waiting' },
    approval,
  ];
  return (
    <div className={styles.stack}>
      <div className={styles.stack}>
        <Heading level={1}>Welcome, {profile.spStoreName}</Heading>
        <Paragraph muted>Hello {profile.sellerName}, here is where your store stands today.</Paragraph>
      </div>
      {profile.approvalStatus === approvalStatus.rejected ? (
        <RejectionNotice reason={rejectionReason} />
      ) : null}
      <div className={styles.grid}>
        <Card title="Onboarding status">
          <ol className={styles.steps}>
            {steps.map((step) => (
              <li key={step.label} className={styles.step}>
                <span className={styles.stepMark} data-state={step.state} aria-hidden="true">
                  {step.state === 'done' ? (
                    <CheckIcon width={16} height={16} />
                  ) : step.state === 'blocked' ? (
                    '!'
                  ) : (
                    ''
                  )}
                </span>
                <span>
                  {step.label}
                  <span className={visuallyHidden}>
                    {step.state === 'done'
                      ? ' (done)'
                      : step.state === 'blocked'
                        ? ' (needs your action)'
                        : ' (pending)'}
                  </span>
                </span>
              </li>
            ))}
          </ol>
        </Card>
        {campaigns}
        <Card title="Seller guidelines">
          <ul className={styles.list}>
            {sellerGuidelines.map((guideline) => (
              <li key={guideline.title}>
                <strong>{guideline.title}.</strong> <span className={styles.muted}>{guideline.text}</span>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}
