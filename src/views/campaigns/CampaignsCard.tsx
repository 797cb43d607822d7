// The dashboard's "Campaigns" card (approved sellers): how many campaigns take applications now, linking to
// /campaigns. Its count is its own small load: while it comes, or if it (or its code) fails, the card shows
// without a number and the dashboard never waits for it or breaks with it.
import { useSelector } from '@xstate/react';
import { Component, Suspense, use, type ReactNode } from 'react';
import { useAppLogic } from '../app/app-logic.tsx';
import { useFlow } from '../app/use-flow.ts';
import { Card } from '../ui/Card.tsx';
import { Paragraph } from '../ui/Heading.tsx';
import { Link } from '../ui/Link.tsx';

export const openText = (open: number) =>
  open === 1 ? '1 campaign open for applications' : `${open} campaigns open for applications`;

export function CampaignsCard({ open }: { open: number | null }) {
  return (
    <Card title="Campaigns">
      <Paragraph muted>
        Promotions Suki runs on the storefront: apply your approved products with a discount.
      </Paragraph>
      <div>
        <Link href="/campaigns">{open === null ? 'See campaigns' : openText(open)}</Link>
      </div>
    </Card>
  );
}

/** Shows `fallback` instead of a child that failed; the rest of the page is not this card's to break. */
class QuietBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function LoadedCampaignsCard() {
  const summary = useFlow(use(useAppLogic().campaigns()).summary);
  const open = useSelector(summary, (snapshot) => snapshot.context.data?.openForApplications ?? null);
  return <CampaignsCard open={open} />;
}

export function DashboardCampaignsCard() {
  const plain = <CampaignsCard open={null} />;
  return (
    <QuietBoundary fallback={plain}>
      <Suspense fallback={plain}>
        <LoadedCampaignsCard />
      </Suspense>
    </QuietBoundary>
  );
}
