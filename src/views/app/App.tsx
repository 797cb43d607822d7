// The app: reports every location to the session, picks the layout by route class and the page by path.
import { useSelector } from '@xstate/react';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Route, Switch, useLocation } from 'wouter';
import { adminRedirect, sellerRedirect } from '#machines/session/redirects.ts';
import { routeClass, type RouteClass } from '#machines/session/routes.ts';
import {
  selectAdmin,
  selectAdminStatus,
  selectProfile,
  selectSellerStatus,
} from '#machines/session/selectors.ts';
import { PageLoading } from '../layout/PageLoading.tsx';
import { PublicLayout } from '../layout/PublicLayout.tsx';
import { AppLogicProvider, useAppLogic, type AppLogic } from './app-logic.tsx';
import { lazyNamed } from './lazy.ts';
import { RouteBoundary } from './RouteBoundary.tsx';
import { documentTitle } from './titles.ts';

const LandingPage = lazyNamed(() => import('../pages/LandingPage.tsx'), 'LandingPage');
const LoginRoute = lazyNamed(() => import('../auth/LoginRoute.tsx'), 'LoginRoute');
const AdminLoginRoute = lazyNamed(() => import('../auth/LoginRoute.tsx'), 'AdminLoginRoute');
const RegisterRoute = lazyNamed(() => import('../auth/RegisterRoute.tsx'), 'RegisterRoute');
const VerifyEmailRoute = lazyNamed(() => import('../auth/VerifyEmailRoute.tsx'), 'VerifyEmailRoute');
const ForgotPasswordRoute = lazyNamed(() => import('../auth/PasswordRoutes.tsx'), 'ForgotPasswordRoute');
const ResetPasswordRoute = lazyNamed(() => import('../auth/PasswordRoutes.tsx'), 'ResetPasswordRoute');
const PrivacyPolicyRoute = lazyNamed(() => import('../pages/routes.tsx'), 'PrivacyPolicyRoute');
const SupportRoute = lazyNamed(() => import('../pages/routes.tsx'), 'SupportRoute');
const NotFoundPage = lazyNamed(() => import('../pages/NotFoundPage.tsx'), 'NotFoundPage');
const MerchantShell = lazyNamed(() => import('./MerchantShell.tsx'), 'MerchantShell');
const OnboardingShell = lazyNamed(() => import('./OnboardingShell.tsx'), 'OnboardingShell');
const AdminShell = lazyNamed(() => import('./AdminShell.tsx'), 'AdminShell');
// The toast queue loads on first use (anything may call showToast); its view once the first page has loaded.
const ToastRegion = lazyNamed(() => import('../toast/ToastRegion.tsx'), 'ToastRegion');

/**
 * What each signed-in area needs for its first screen, fetched all at once as soon as the path is known:
 * left to rendering, the shell's chunk would be fetched, then (once it runs) its machines, then its first
 * page, each a round trip on a phone. The first page's module is named again here, so a shell that moves
 * it fails the build rather than losing the head start.
 */
const areaPreloads: Partial<Record<RouteClass, (logic: AppLogic) => Array<Promise<unknown>>>> = {
  merchant: (logic) => [MerchantShell.preload(), logic.merchantArea(), import('../pages/routes.tsx')],
  onboarding: (logic) => [
    OnboardingShell.preload(),
    logic.onboarding(),
    import('../onboarding/OnboardingRoute.tsx'),
  ],
  admin: (logic) => [AdminShell.preload(), logic.adminReview()],
};

/** Starts the area's preloads once the session may enter it: signed in, or still checking a stored token. */
function usePreloadArea(kind: RouteClass) {
  const logic = useAppLogic();
  const sellerStatus = useSelector(logic.session, selectSellerStatus);
  const adminStatus = useSelector(logic.session, selectAdminStatus);
  const mayEnter = (kind === 'admin' ? adminStatus : sellerStatus) !== 'signedOut';
  useEffect(() => {
    // A failed preload is not an error here: the page's own load fails again and its boundary shows why.
    if (mayEnter) for (const loading of areaPreloads[kind]?.(logic) ?? []) loading.catch(() => {});
  }, [kind, logic, mayEnter]);
}

/** react-aria links, the session and the document title all follow wouter's location. */
function RouterBridge({ children }: { children: ReactNode }) {
  const { session } = useAppLogic();
  const [path, navigate] = useLocation();
  // The router is the source of the location; the session hears of every change and redirects if it must.
  useEffect(() => {
    session.send({ type: 'route.change', path });
    document.title = documentTitle(path);
  }, [session, path]);
  return <RouterProvider navigate={(to) => navigate(to)}>{children}</RouterProvider>;
}

/** Seller pages render once the session knows the seller may see them; until then the machine is moving. */
function SellerGate({ path, children }: { path: string; children: ReactNode }) {
  const { session } = useAppLogic();
  const status = useSelector(session, selectSellerStatus);
  const profile = useSelector(session, selectProfile);
  if (status !== 'signedIn' || sellerRedirect(path, profile) !== null) return <PageLoading />;
  return children;
}

function AdminGate({ path, children }: { path: string; children: ReactNode }) {
  const { session } = useAppLogic();
  const status = useSelector(session, selectAdminStatus);
  const admin = useSelector(session, selectAdmin);
  if (status !== 'signedIn' || adminRedirect(path, admin !== null) !== null) return <PageLoading />;
  return children;
}

/** Pages a signed-in seller is sent away from: while the session is still checking, they wait instead of flashing. */
const signedOutOnly = ['/', '/login', '/register'];

/** A signed-in seller or admin on a page they are about to leave (e.g. /login) sees the wait, not the form. */
function PublicGate({ path, children }: { path: string; children: ReactNode }) {
  const { session } = useAppLogic();
  const sellerStatus = useSelector(session, selectSellerStatus);
  const profile = useSelector(session, selectProfile);
  const admin = useSelector(session, selectAdmin);
  const leaving =
    (sellerStatus === 'checking' && signedOutOnly.includes(path)) ||
    (profile !== null && sellerRedirect(path, profile) !== null) ||
    adminRedirect(path, admin !== null) !== null;
  return leaving ? <PageLoading /> : children;
}

function PublicPages({ path }: { path: string }) {
  return (
    <PublicLayout>
      <RouteBoundary key={path}>
        <PublicGate path={path}>
          <Switch>
            <Route path="/" component={LandingPage} />
            <Route path="/login" component={LoginRoute} />
            <Route path="/register" component={RegisterRoute} />
            <Route path="/verify-email" component={VerifyEmailRoute} />
            <Route path="/forgot-password" component={ForgotPasswordRoute} />
            <Route path="/reset-password" component={ResetPasswordRoute} />
            <Route path="/admin/login" component={AdminLoginRoute} />
            <Route path="/privacy-policy" component={PrivacyPolicyRoute} />
            <Route path="/support" component={SupportRoute} />
          </Switch>
        </PublicGate>
      </RouteBoundary>
    </PublicLayout>
  );
}

function Pages() {
  const [path] = useLocation();
  const kind = routeClass(path);
  usePreloadArea(kind);
  if (kind === 'public') return <PublicPages path={path} />;
  // Shells are keyed by class, not path, so moving between sibling pages keeps the bars in place.
  return (
    <RouteBoundary key={kind}>
      {kind === 'merchant' ? (
        <SellerGate path={path}>
          <MerchantShell />
        </SellerGate>
      ) : kind === 'onboarding' ? (
        <SellerGate path={path}>
          <OnboardingShell />
        </SellerGate>
      ) : kind === 'admin' ? (
        <AdminGate path={path}>
          <AdminShell />
        </AdminGate>
      ) : (
        <NotFoundPage />
      )}
    </RouteBoundary>
  );
}

/**
 * True once the window's load event has fired: what the first screen needs has arrived, and what it does not
 * (the toast region's code) no longer competes with it for a phone's few connections.
 */
function useLoaded(): boolean {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, [loaded]);
  return loaded;
}

export function App({ logic }: { logic: AppLogic }) {
  // A toast shown before then waits in its queue and appears when the region does.
  const loaded = useLoaded();
  return (
    <AppLogicProvider logic={logic}>
      <RouterBridge>
        <Pages />
      </RouterBridge>
      {loaded ? (
        <Suspense fallback={null}>
          <ToastRegion />
        </Suspense>
      ) : null}
    </AppLogicProvider>
  );
}
