// Business information (spec §3, §5).
import type { BusinessInfoValues } from '#machines/onboarding/context.ts';
import { Heading } from '../ui/Heading.tsx';
import { TextField } from '../ui/TextField.tsx';
import * as styles from './Onboarding.css.ts';

const fields: ReadonlyArray<{ field: keyof BusinessInfoValues; label: string }> = [
  { field: 'businessName', label: 'Name of business' },
  { field: 'businessAndProductNature', label: 'Nature of business and product' },
  { field: 'companyProfile', label: 'Company profile' },
  { field: 'citizenshipCountry', label: 'Country of Citizenship' },
  { field: 'officeAddress', label: 'Office address' },
  { field: 'tin', label: 'TIN' },
  { field: 'secRegNo', label: 'SEC registration no.' },
];

export const businessInfoLabels = Object.fromEntries(
  fields.map(({ field, label }) => [field, label]),
) as Record<keyof BusinessInfoValues, string>;

export type BusinessInfoStepProps = {
  values: BusinessInfoValues;
  errors: Record<string, string>;
  onChange: (field: keyof BusinessInfoValues, value: string) => void;
  /** The seller left a field: from then on its error shows. */
  onBlur: (field: keyof BusinessInfoValues) => void;
};

export function BusinessInfoStep({ values, errors, onChange, onBlur }: BusinessInfoStepProps) {
  return (
    <section className={styles.card} aria-labelledby="business-heading">
      <Heading level={1} size="lg" id="business-heading">
        Business information
      </Heading>
      {fields.map(({ field, label }) => (
        <TextField
          key={field}
          label={label}
          value={values[field]}
          onChange={(value) => onChange(field, value)}
          onBlur={() => onBlur(field)}
          errorMessage={errors[field]}
        />
      ))}
    </section>
  );
}
