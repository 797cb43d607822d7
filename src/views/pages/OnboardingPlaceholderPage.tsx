// /onboarding and /onboarding/welcome until the onboarding flow (issue 4) lands: what it will ask for.
import { Banner } from '../ui/Banner.tsx';
import { Heading, Paragraph } from '../ui/Heading.tsx';
import * as styles from './pages.css.ts';

export const onboardingNeeds = [
  'Your store address, and a pickup (warehouse) address if it is different',
  'Business information: business name, nature of business and products, company profile, citizenship, office address, TIN and SEC registration number',
  'Documents: a primary ID, SEC certificate, BIR registration, business permit and TIN ID',
  'Your corporate officers: name, email and contact number',
  'Your agreement to the seller terms',
] as const;

export function OnboardingPlaceholderPage() {
  return (
    <div className={styles.stack}>
      <Heading level={1}>Set up your store</Heading>
      <Paragraph muted>
        Your email is verified. Before Suki can approve your store we need a few details about your business.
        It takes about ten minutes; have your documents ready as photos or scans.
      </Paragraph>
      <section className={styles.card} aria-labelledby="onboarding-needs">
        <Heading level={2} size="md" id="onboarding-needs">
          What you will need
        </Heading>
        <ul className={styles.list}>
          {onboardingNeeds.map((need) => (
            <li key={need}>{need}</li>
          ))}
        </ul>
      </section>
      <Banner tone="info" live={false}>
        Online onboarding opens here soon. We will e-mail you when you can submit your details.
      </Banner>
    </div>
  );
}
