// The onboarding's URLs (docs/decisions/013-onboarding-step-urls.md): /onboarding is the welcome, and each
// step has its own path below it, so Back and Forward move between steps.
import type { OnboardingStep } from '#schemas/onboarding';
import { normalizePath } from '../session/routes.ts';

/** What a URL of the onboarding can show: the welcome page or one step. */
export type RouteStep = 'welcome' | OnboardingStep;

export const stepPaths: Record<RouteStep, string> = {
  welcome: '/onboarding',
  storeAddress: '/onboarding/store-address',
  warehouseAddress: '/onboarding/warehouse-address',
  businessInfo: '/onboarding/business-info',
  documents: '/onboarding/documents',
  officers: '/onboarding/officers',
  agreement: '/onboarding/agreement',
  review: '/onboarding/review',
};

const stepsByPath = new Map(Object.entries(stepPaths).map(([step, path]) => [path, step as RouteStep]));

/** The step a path names; /onboarding, and any other path under it, is the welcome. */
export const stepAt = (path: string): RouteStep => stepsByPath.get(normalizePath(path)) ?? 'welcome';
