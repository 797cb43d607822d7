// The onboarding form at its URL (decision 013): every location change (Back, Forward, or the machine's own
// navigation, which it recognises) goes to the machine, which decides the step.
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useLocation } from 'wouter';
import type { OnboardingMachine } from '#machines/onboarding/machine.ts';
import { OnboardingFlow } from './OnboardingFlow.tsx';

export function OnboardingAtUrl({ actor }: { actor: ActorRefFrom<OnboardingMachine> }) {
  const [path] = useLocation();
  useEffect(() => {
    actor.send({ type: 'route.change', path });
  }, [actor, path]);
  return <OnboardingFlow actor={actor} />;
}
