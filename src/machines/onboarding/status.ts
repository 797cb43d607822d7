// The onboarding state for pages outside the form: the dashboard reads the admin's rejection reason here.
import type { OnboardingState } from '#schemas/onboarding';
import { createResourceMachine } from '../resource/machine.ts';

export const onboardingStatusMachine = createResourceMachine<OnboardingState>();
