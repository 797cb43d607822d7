// Where the seller is in the flow: every step, the current one marked for sight and for screen readers.
import type { OnboardingStep } from '#schemas/onboarding';
import * as styles from './Onboarding.css.ts';

export type StepProgressProps = {
  steps: ReadonlyArray<{ step: OnboardingStep; title: string }>;
  current: OnboardingStep;
};

export function StepProgress({ steps, current }: StepProgressProps) {
  const index = steps.findIndex((entry) => entry.step === current);
  return (
    <nav aria-label="Onboarding progress">
      <p className={styles.muted}>
        Step {index + 1} of {steps.length}
      </p>
      <ol className={styles.progress}>
        {steps.map((entry, position) => (
          <li
            key={entry.step}
            className={styles.progressStep}
            data-state={position === index ? 'current' : position < index ? 'done' : 'upcoming'}
            aria-current={position === index ? 'step' : undefined}
          >
            {entry.title}
          </li>
        ))}
      </ol>
    </nav>
  );
}
