// The merchant area (a lazy chunk): the layout around the seller's pages, fed by the session.
import { useSelector } from '@xstate/react';
import { use } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { selectProfile } from '#machines/session/selectors.ts';
import { MerchantLayout } from '../layout/MerchantLayout.tsx';
import { NotificationBell } from '../notifications/NotificationBell.tsx';
import { useAppLogic } from './app-logic.tsx';
import { lazyNamed } from './lazy.ts';
import { RouteBoundary } from './RouteBoundary.tsx';
import { useFlow } from './use-flow.ts';

const DashboardRoute = lazyNamed(() => import('../pages/routes.tsx'), 'DashboardRoute');
const ProductsListRoute = lazyNamed(() => import('../products/ProductsListRoute.tsx'), 'ProductsListRoute');
const ProductEditorRoute = lazyNamed(
  () => import('../products/editor/ProductEditorRoute.tsx'),
  'ProductEditorRoute',
);
const OrdersListRoute = lazyNamed(() => import('../orders/OrdersListRoute.tsx'), 'OrdersListRoute');
const OrderDetailRoute = lazyNamed(() => import('../orders/detail/OrderDetailRoute.tsx'), 'OrderDetailRoute');
const PaymentsRoute = lazyNamed(() => import('../payments/PaymentsRoute.tsx'), 'PaymentsRoute');
const CampaignsListRoute = lazyNamed(
  () => import('../campaigns/CampaignsListRoute.tsx'),
  'CampaignsListRoute',
);
const CampaignRoute = lazyNamed(() => import('../campaigns/detail/CampaignRoute.tsx'), 'CampaignRoute');
const NotFoundPage = lazyNamed(() => import('../pages/NotFoundPage.tsx'), 'NotFoundPage');

export function MerchantShell() {
  const logic = useAppLogic();
  // Suspends until the area's machines have loaded (the route's Suspense shows the loading state).
  const merchantArea = use(logic.merchantArea());
  const [path] = useLocation();
  const profile = useSelector(logic.session, selectProfile);
  // The support address for the profile drawer's Edit Profile dialog; empty until it arrives.
  const support = useFlow(logic.supportDetails);
  const supportEmail = useSelector(support, (snapshot) => snapshot.context.data?.supportEmail ?? '');
  return (
    <MerchantLayout
      path={path}
      email={profile?.email ?? ''}
      sellerName={profile?.sellerName ?? ''}
      supportEmail={supportEmail}
      approvalStatus={profile?.approvalStatus ?? null}
      onLogout={() => logic.session.send({ type: 'session.logout' })}
      changePasswordLogic={merchantArea.changePassword}
      notifications={<NotificationBell logic={merchantArea.notifications} />}
    >
      <RouteBoundary key={path}>
        <Switch>
          <Route path="/dashboard" component={DashboardRoute} />
          <Route path="/products" component={ProductsListRoute} />
          <Route path="/products/new">
            <ProductEditorRoute />
          </Route>
          <Route path="/products/:id/edit">{({ id }) => <ProductEditorRoute productId={id} />}</Route>
          <Route path="/products/*">
            <NotFoundPage />
          </Route>
          <Route path="/orders" component={OrdersListRoute} />
          <Route path="/orders/:id">{({ id }) => <OrderDetailRoute orderId={id} />}</Route>
          <Route path="/orders/*">
            <NotFoundPage />
          </Route>
          <Route path="/payments" component={PaymentsRoute} />
          <Route path="/payments/*">
            <NotFoundPage />
          </Route>
          <Route path="/campaigns" component={CampaignsListRoute} />
          <Route path="/campaigns/:id">{({ id }) => <CampaignRoute campaignId={id} />}</Route>
          <Route path="/campaigns/*">
            <NotFoundPage />
          </Route>
        </Switch>
      </RouteBoundary>
    </MerchantLayout>
  );
}
