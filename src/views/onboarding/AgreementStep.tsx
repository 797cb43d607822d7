// The seller agreement: read it, then agree to it.
import { Checkbox } from '../ui/Checkbox.tsx';
import { Heading } from '../ui/Heading.tsx';
import * as styles from './Onboarding.css.ts';

export const sellerAgreementText = `Seller agreement

1. You sell only goods you may lawfully sell in the Philippines, described truthfully, at the prices you list.
2. You ship every paid order within the time the order shows, and you answer buyers within two business days.
3. The details and documents you give during onboarding are true and current; you tell us when they change.
4. Suki Merchant may review, pause or remove listings that break these rules or the seller guidelines.
5. Payouts are made to the account you register, less the fees shown when you list a product.
6. Either side may end this agreement with notice; orders already paid are still fulfilled.`;

export type AgreementStepProps = {
  hasAgreed: boolean;
  error?: string;
  onChange: (hasAgreed: boolean) => void;
  /** The seller left the checkbox: from then on its error shows. */
  onBlur: () => void;
};

export function AgreementStep({ hasAgreed, error, onChange, onBlur }: AgreementStepProps) {
  return (
    <section className={styles.card} aria-labelledby="agreement-heading">
      <Heading level={1} size="lg" id="agreement-heading">
        Seller agreement
      </Heading>
      {/* Scrollable text: focusable so keyboard users can scroll it. */}
      <div className={styles.agreementText} tabIndex={0} role="document" aria-label="Seller agreement text">
        {sellerAgreementText}
      </div>
      <Checkbox isSelected={hasAgreed} onChange={onChange} onBlur={onBlur} errorMessage={error}>
        I have read and agree to the seller agreement
      </Checkbox>
    </section>
  );
}
