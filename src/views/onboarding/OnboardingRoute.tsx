// /onboarding and /onboarding/*: runs the onboarding machine (loaded with this area) while the area is open,
// and keeps it told of the URL, whose path names the step (decision 013).
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { onboardingMachine } from '#machines/onboarding/machine.ts';
import { useAppLogic } from '../app/app-logic.tsx';
import { useFlow } from '../app/use-flow.ts';
import { PageLoading } from '../layout/PageLoading.tsx';
import { OnboardingAtUrl } from './OnboardingAtUrl.tsx';

type OnboardingLogic = typeof onboardingMachine;

export function OnboardingRoute() {
  const { onboarding } = useAppLogic();
  const [machine, setMachine] = useState<OnboardingLogic | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    let mounted = true;
    onboarding().then(
      (loaded) => mounted && setMachine(() => loaded),
      (error: unknown) => mounted && setFailure(error),
    );
    return () => {
      mounted = false;
    };
  }, [onboarding]);
  // The route boundary says the page could not be shown and offers Try again (which loads afresh).
  if (failure) throw failure;
  return machine ? <RunningOnboarding machine={machine} /> : <PageLoading />;
}

function RunningOnboarding({ machine }: { machine: OnboardingLogic }) {
  const [path] = useLocation();
  // The path the form opens on decides its first step; later ones arrive as 'route.change'.
  const actor = useFlow(machine, { input: { path } });
  return <OnboardingAtUrl actor={actor} />;
}
