// The review: every answer by section, each with an Edit link back to its step, then Submit.
import type { DocumentSlot, OnboardingValues } from '#machines/onboarding/context.ts';
import { stepTitles } from '#machines/onboarding/context.ts';
import { documentKinds, documentLabels, type DocumentKind, type OnboardingStep } from '#schemas/onboarding';
import { formatMobile } from '#schemas/phone';
import { Banner } from '../ui/Banner.tsx';
import { Button } from '../ui/Button.tsx';
import { DescriptionList, type DescriptionListProps } from '../ui/DescriptionList.tsx';
import { Heading, Paragraph } from '../ui/Heading.tsx';
import { businessInfoLabels } from './BusinessInfoStep.tsx';
import * as styles from './Onboarding.css.ts';

type EditableStep = Exclude<OnboardingStep, 'review'>;

export type ReviewStepProps = {
  values: OnboardingValues;
  documents: Record<DocumentKind, DocumentSlot>;
  incomplete: readonly OnboardingStep[];
  mode: 'onboard' | 'resubmit';
  rejectionReason: string | null;
  submitError: string | null;
  isSubmitting: boolean;
  onEdit: (step: EditableStep) => void;
  onSubmit: () => void;
};

function Section({
  step,
  incomplete,
  onEdit,
  rows,
}: {
  step: EditableStep;
  incomplete: boolean;
  onEdit: (step: EditableStep) => void;
  rows: DescriptionListProps['items'];
}) {
  const id = `review-${step}`;
  return (
    <section className={styles.card} aria-labelledby={id}>
      <div className={styles.sectionHeader}>
        <Heading level={2} size="md" id={id}>
          {stepTitles[step]}
        </Heading>
        <Button variant="ghost" onPress={() => onEdit(step)} aria-label={`Edit ${stepTitles[step]}`}>
          Edit
        </Button>
      </div>
      {incomplete ? <p className={styles.error}>This section is not complete.</p> : null}
      <DescriptionList items={rows} />
    </section>
  );
}

const addressRows = (
  line: string,
  address: { state: string; city: string; zipcode: string; contact: string },
): Array<[string, string]> => [
  ['Address', line],
  ['Province', address.state],
  ['City', address.city],
  ['Zip code', address.zipcode],
  ['Contact number', formatMobile(address.contact)],
];

export function ReviewStep({
  values,
  documents,
  incomplete,
  mode,
  rejectionReason,
  submitError,
  isSubmitting,
  onEdit,
  onSubmit,
}: ReviewStepProps) {
  const store = values.storeAddress;
  const pickup = store.useStoreAddressForPickup;
  return (
    <div className={styles.page}>
      <Heading level={1}>Review and submit</Heading>
      {mode === 'resubmit' && rejectionReason ? (
        <Banner tone="warning" live={false}>
          The admin did not approve your application: {rejectionReason}
        </Banner>
      ) : null}
      <Paragraph muted>
        Check your answers. Use Edit to change a section; you come back here afterwards.
      </Paragraph>
      <Section
        step="storeAddress"
        incomplete={incomplete.includes('storeAddress')}
        onEdit={onEdit}
        rows={[
          ...addressRows(store.storeAddress, store),
          ['Pickups', pickup ? 'From the store address' : 'From the warehouse'],
        ]}
      />
      {pickup ? null : (
        <Section
          step="warehouseAddress"
          incomplete={incomplete.includes('warehouseAddress')}
          onEdit={onEdit}
          rows={addressRows(values.warehouseAddress.warehouseAddress, values.warehouseAddress)}
        />
      )}
      <Section
        step="businessInfo"
        incomplete={incomplete.includes('businessInfo')}
        onEdit={onEdit}
        rows={Object.entries(businessInfoLabels).map(([field, label]) => [
          label,
          values.businessInfo[field as keyof typeof values.businessInfo],
        ])}
      />
      <Section
        step="documents"
        incomplete={incomplete.includes('documents')}
        onEdit={onEdit}
        rows={documentKinds.map((kind) => [
          documentLabels[kind],
          documents[kind].info?.fileName ?? 'Not uploaded',
        ])}
      />
      <Section
        step="officers"
        incomplete={incomplete.includes('officers')}
        onEdit={onEdit}
        rows={values.officers.map((officer, index) => [
          `Officer ${index + 1}`,
          // One line each, so a long e-mail address never shares a line with the name.
          [officer.name, officer.email, formatMobile(officer.contact)].filter(Boolean).join('\n'),
        ])}
      />
      <Section
        step="agreement"
        incomplete={incomplete.includes('agreement')}
        onEdit={onEdit}
        rows={[['Seller agreement', values.agreement.hasAgreed ? 'Agreed' : 'Not agreed yet']]}
      />
      {submitError ? <Banner tone="error">{submitError}</Banner> : null}
      <div className={styles.actions}>
        <span />
        <Button onPress={onSubmit} isPending={isSubmitting}>
          {mode === 'resubmit' ? 'Resubmit' : 'Submit'}
        </Button>
      </div>
    </div>
  );
}
