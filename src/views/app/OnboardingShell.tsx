// The onboarding area (a lazy chunk): only Logout in the top bar; the form is its own chunk (issue 4).
import { useLocation } from 'wouter';
import { OnboardingLayout } from '../layout/OnboardingLayout.tsx';
import { useAppLogic } from './app-logic.tsx';
import { lazyNamed } from './lazy.ts';
import { RouteBoundary } from './RouteBoundary.tsx';

// /onboarding, /onboarding/welcome and any other /onboarding path: the machine decides the step.
const OnboardingRoute = lazyNamed(() => import('../onboarding/OnboardingRoute.tsx'), 'OnboardingRoute');

export function OnboardingShell() {
  const { session } = useAppLogic();
  const [path] = useLocation();
  return (
    <OnboardingLayout onLogout={() => session.send({ type: 'session.logout' })}>
      <RouteBoundary key={path}>
        <OnboardingRoute />
      </RouteBoundary>
    </OnboardingLayout>
  );
}
