// Pages wired to their machines (the pages themselves take plain props).
import { useSelector } from '@xstate/react';
import { selectProfile } from '#machines/session/selectors.ts';
import { useAppLogic } from '../app/app-logic.tsx';
import { useFlow } from '../app/use-flow.ts';
import { PageLoading } from '../layout/PageLoading.tsx';
import { approvalStatus, type SellerProfile } from '../../schemas/seller.ts';
import { DashboardCampaignsCard } from '../campaigns/CampaignsCard.tsx';
import { DashboardPage } from './DashboardPage.tsx';
import { PrivacyPolicyPage } from './PrivacyPolicyPage.tsx';
import { SupportPage } from './SupportPage.tsx';

export function DashboardRoute() {
  const { session } = useAppLogic();
  const profile = useSelector(session, selectProfile);
  if (!profile) return <PageLoading />;
  if (profile.approvalStatus === approvalStatus.rejected) return <RejectedDashboard profile={profile} />;
  return (
    <DashboardPage
      profile={profile}
      campaigns={profile.approvalStatus === approvalStatus.approved ? <DashboardCampaignsCard /> : null}
    />
  );
}

/** Only a rejected seller needs the saved onboarding state: it holds the admin's reason. */
function RejectedDashboard({ profile }: { profile: SellerProfile }) {
  const { onboardingStatus } = useAppLogic();
  const status = useFlow(onboardingStatus);
  const reason = useSelector(status, (snapshot) => snapshot.context.data?.rejectionReason ?? null);
  return <DashboardPage profile={profile} rejectionReason={reason} />;
}

export function PrivacyPolicyRoute() {
  const { privacyPolicy } = useAppLogic();
  const resource = useFlow(privacyPolicy);
  const snapshot = useSelector(resource, (state) => state);
  if (snapshot.matches('ready') && snapshot.context.data)
    return <PrivacyPolicyPage status="ready" content={snapshot.context.data.content} />;
  if (snapshot.matches('failed'))
    return (
      <PrivacyPolicyPage
        status="failed"
        message={snapshot.context.failure?.message ?? 'Failed to load the privacy policy'}
        onRetry={() => resource.send({ type: 'resource.retry' })}
      />
    );
  return <PrivacyPolicyPage status="loading" />;
}

export function SupportRoute() {
  const { supportDetails } = useAppLogic();
  const resource = useFlow(supportDetails);
  const snapshot = useSelector(resource, (state) => state);
  if (snapshot.matches('ready') && snapshot.context.data)
    return <SupportPage status="ready" supportEmail={snapshot.context.data.supportEmail} />;
  if (snapshot.matches('failed'))
    return (
      <SupportPage
        status="failed"
        message={snapshot.context.failure?.message ?? 'Failed to load the support details'}
        onRetry={() => resource.send({ type: 'resource.retry' })}
      />
    );
  return <SupportPage status="loading" />;
}
