// Corporate officers: at least one, each with name, e-mail and contact number.
import type { OfficerValues } from '#machines/onboarding/context.ts';
import { officersMax } from '#schemas/onboarding';
import { Button } from '../ui/Button.tsx';
import { Heading, Paragraph } from '../ui/Heading.tsx';
import { TextField } from '../ui/TextField.tsx';
import { ContactField } from './ContactField.tsx';
import * as styles from './Onboarding.css.ts';

export type OfficersStepProps = {
  officers: OfficerValues[];
  errors: Record<string, string>;
  onChange: (index: number, field: keyof OfficerValues, value: string) => void;
  /** The seller left an officer's field: from then on its error shows. */
  onBlur: (index: number, field: keyof OfficerValues) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
};

export function OfficersStep({ officers, errors, onChange, onBlur, onAdd, onRemove }: OfficersStepProps) {
  return (
    <section className={styles.card} aria-labelledby="officers-heading">
      <Heading level={1} size="lg" id="officers-heading">
        Corporate officers
      </Heading>
      <Paragraph muted>Add at least one person who may act for the business.</Paragraph>
      {errors.officers ? (
        <p role="alert" className={styles.error}>
          {errors.officers}
        </p>
      ) : null}
      {officers.map((officer, index) => {
        const error = (field: keyof OfficerValues) => errors[`officers.${index}.${field}`];
        // Rows have no id of their own; the position is the identity the server keeps too.
        return (
          <fieldset key={index} className={styles.officer}>
            <legend className={styles.legend}>Officer {index + 1}</legend>
            <div className={styles.fieldGrid}>
              <TextField
                label="Name"
                value={officer.name}
                onChange={(value) => onChange(index, 'name', value)}
                onBlur={() => onBlur(index, 'name')}
                errorMessage={error('name')}
              />
              <TextField
                label="Email"
                type="email"
                value={officer.email}
                onChange={(value) => onChange(index, 'email', value)}
                onBlur={() => onBlur(index, 'email')}
                errorMessage={error('email')}
              />
              <ContactField
                value={officer.contact}
                onChange={(value) => onChange(index, 'contact', value)}
                onBlur={() => onBlur(index, 'contact')}
                errorMessage={error('contact')}
              />
            </div>
            <div>
              <Button variant="ghost" onPress={() => onRemove(index)} isDisabled={officers.length === 1}>
                Remove officer {index + 1}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <div>
        <Button variant="secondary" onPress={onAdd} isDisabled={officers.length >= officersMax}>
          Add officer
        </Button>
      </div>
    </section>
  );
}
