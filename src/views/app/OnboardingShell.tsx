// The onboarding area (a lazy chunk): only Logout in the top bar; the flow itself is issue 4.
import { useLocation } from 'wouter';
import { OnboardingLayout } from '../layout/OnboardingLayout.tsx';
import { OnboardingPlaceholderPage } from '../pages/OnboardingPlaceholderPage.tsx';
import { useAppLogic } from './app-logic.tsx';
import { RouteBoundary } from './RouteBoundary.tsx';

export function OnboardingShell() {
  const { session } = useAppLogic();
  const [path] = useLocation();
  return (
    <OnboardingLayout onLogout={() => session.send({ type: 'session.logout' })}>
      <RouteBoundary key={path}>
        <OnboardingPlaceholderPage />
      </RouteBoundary>
    </OnboardingLayout>
  );
}
