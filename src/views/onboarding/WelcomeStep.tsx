// /onboarding, the welcome: what onboarding asks for before the seller starts.
import { documentKinds, documentLabels } from '#schemas/onboarding';
import { Button } from '../ui/Button.tsx';
import { Heading, Paragraph } from '../ui/Heading.tsx';
import * as styles from './Onboarding.css.ts';

export function WelcomeStep({ onStart, hasDraft = false }: { onStart: () => void; hasDraft?: boolean }) {
  return (
    <section className={styles.card} aria-labelledby="welcome-heading">
      <Heading level={1} id="welcome-heading">
        Set up your store
      </Heading>
      <Paragraph>
        Welcome to Suki Merchant! Before you can sell, tell us about your store and business. It takes about
        ten minutes, and your answers are saved as you type, so you can stop and come back later.
      </Paragraph>
      <Paragraph>You will need:</Paragraph>
      <ul>
        <li>your store address and, if pickups happen elsewhere, your warehouse address;</li>
        <li>
          your business details: name, nature of business, company profile, TIN and SEC registration no.;
        </li>
        <li>
          these five documents, each a PDF, JPEG, PNG or WebP of at most 10 MB:
          <ul>
            {documentKinds.map((kind) => (
              <li key={kind}>{documentLabels[kind]}</li>
            ))}
          </ul>
        </li>
        <li>the name, e-mail and contact number of at least one corporate officer.</li>
      </ul>
      <div className={styles.actions}>
        <span />
        <Button onPress={onStart}>{hasDraft ? 'Continue' : 'Get started'}</Button>
      </div>
    </section>
  );
}
