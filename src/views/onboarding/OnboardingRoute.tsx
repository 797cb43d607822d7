// /onboarding and /onboarding/*: runs the onboarding machine (loaded with this area; the route's Suspense
// shows the loading state meanwhile) while the area is open.
import { use } from 'react';
import { useAppLogic } from '../app/app-logic.tsx';
import { useFlow } from '../app/use-flow.ts';
import { OnboardingFlow } from './OnboardingFlow.tsx';

export function OnboardingRoute() {
  const actor = useFlow(use(useAppLogic().onboarding()));
  return <OnboardingFlow actor={actor} />;
}
