// /onboarding and /onboarding/*: runs the onboarding machine (loaded with this area) while the area is open.
import { useEffect, useState } from 'react';
import type { onboardingMachine } from '#machines/onboarding/machine.ts';
import { useAppLogic } from '../app/app-logic.tsx';
import { useFlow } from '../app/use-flow.ts';
import { PageLoading } from '../layout/PageLoading.tsx';
import { OnboardingFlow } from './OnboardingFlow.tsx';

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
  const actor = useFlow(machine);
  return <OnboardingFlow actor={actor} />;
}
