// The onboarding area (a lazy chunk): only Logout in the top bar; the form is its own chunk (issue 4).
import { OnboardingLayout } from '../layout/OnboardingLayout.tsx';
import { useAppLogic } from './app-logic.tsx';
import { lazyNamed } from './lazy.ts';
import { RouteBoundary } from './RouteBoundary.tsx';

// /onboarding and every path under it: one running form, whose machine follows the path's step (decision 013).
const OnboardingRoute = lazyNamed(() => import('../onboarding/OnboardingRoute.tsx'), 'OnboardingRoute');

export function OnboardingShell() {
  const { session } = useAppLogic();
  // Not keyed by path: a new key would start the form again on every step.
  return (
    <OnboardingLayout onLogout={() => session.send({ type: 'session.logout' })}>
      <RouteBoundary>
        <OnboardingRoute />
      </RouteBoundary>
    </OnboardingLayout>
  );
}
