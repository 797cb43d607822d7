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
  useEffect(() => {
    let mounted = true;
    void onboarding().then((loaded) => {
      if (mounted) setMachine(() => loaded);
    });
    return () => {
      mounted = false;
    };
  }, [onboarding]);
  return machine ? <RunningOnboarding machine={machine} /> : <PageLoading />;
}

function RunningOnboarding({ machine }: { machine: OnboardingLogic }) {
  const [path] = useLocation();
  // The path the form opens on decides its first step; later ones arrive as 'route.change'.
  const actor = useFlow(machine, { input: { path } });
  return <OnboardingAtUrl actor={actor} />;
}
