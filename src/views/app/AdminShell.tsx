// The admin area (a lazy chunk): its own navigation and Logout, the review queue, the sellers list and a
// seller's review, the product review queue, the storefront events, the payout desk, the category tree and
// the campaigns (the list, the form, a campaign's applications); the other screens arrive with later issues.
import { useSelector } from '@xstate/react';
import { Route, Switch, useLocation } from 'wouter';
import { selectAdmin } from '#machines/session/selectors.ts';
import { AdminLayout } from '../layout/AdminLayout.tsx';
import { AdminDashboardPage } from '../pages/AdminDashboardPage.tsx';
import { SellerReviewRoute } from '../admin/SellerReviewRoute.tsx';
import { SellersListRoute } from '../admin/SellersListRoute.tsx';
import { ComingSoonPage } from '../pages/ComingSoonPage.tsx';
import { useAppLogic } from './app-logic.tsx';
import { lazyNamed } from './lazy.ts';
import { RouteBoundary } from './RouteBoundary.tsx';

const CategoriesRoute = lazyNamed(() => import('../admin/categories/CategoriesRoute.tsx'), 'CategoriesRoute');
const StorefrontEventsRoute = lazyNamed(
  () => import('../admin/storefront/StorefrontEventsRoute.tsx'),
  'StorefrontEventsRoute',
);
const PayoutDeskRoute = lazyNamed(() => import('../admin/payouts/PayoutDeskRoute.tsx'), 'PayoutDeskRoute');
const CampaignsListRoute = lazyNamed(
  () => import('../admin/campaigns/CampaignsListRoute.tsx'),
  'CampaignsListRoute',
);
const CampaignEditorRoute = lazyNamed(
  () => import('../admin/campaigns/CampaignEditorRoute.tsx'),
  'CampaignEditorRoute',
);
const CampaignReviewRoute = lazyNamed(
  () => import('../admin/campaigns/review/CampaignReviewRoute.tsx'),
  'CampaignReviewRoute',
);
const ProductReviewRoute = lazyNamed(
  () => import('../admin/products/ProductReviewRoute.tsx'),
  'ProductReviewRoute',
);

export const adminComingSoon = {
  marketing: {
    title: 'Marketing',
    description: 'Publish social-media posts with a caption and link, now or on a schedule.',
  },
} as const;

export function AdminShell() {
  const { session } = useAppLogic();
  const [path] = useLocation();
  const admin = useSelector(session, selectAdmin);
  return (
    <AdminLayout path={path} onLogout={() => session.send({ type: 'admin.logout' })}>
      <RouteBoundary key={path}>
        <Switch>
          <Route path="/admin/dashboard">
            <AdminDashboardPage email={admin?.email ?? ''} />
          </Route>
          <Route path="/admin/categories/*?">
            <CategoriesRoute />
          </Route>
          <Route path="/admin/socmed-post/*?">
            <ComingSoonPage {...adminComingSoon.marketing} />
          </Route>
          <Route path="/admin/campaigns/new">
            <CampaignEditorRoute campaignId={null} />
          </Route>
          <Route path="/admin/campaigns/:id/edit">
            {(params) => <CampaignEditorRoute campaignId={params.id} />}
          </Route>
          <Route path="/admin/campaigns/:id/applications">
            {(params) => <CampaignReviewRoute campaignId={params.id} />}
          </Route>
          <Route path="/admin/campaigns">
            <CampaignsListRoute />
          </Route>
          <Route path="/admin/sellers/:id">{(params) => <SellerReviewRoute sellerId={params.id} />}</Route>
          <Route path="/admin/sellers">
            <SellersListRoute />
          </Route>
          <Route path="/admin/products/*?">
            <ProductReviewRoute />
          </Route>
          <Route path="/admin/storefront-events">
            <StorefrontEventsRoute />
          </Route>
          <Route path="/admin/payouts">
            <PayoutDeskRoute />
          </Route>
        </Switch>
      </RouteBoundary>
    </AdminLayout>
  );
}
