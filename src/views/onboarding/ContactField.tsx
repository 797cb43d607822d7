// A contact number field: a PH mobile number typed as people write it, shown grouped once the seller leaves
// it ("+63 917 123 4567"); the schema stores it as +639XXXXXXXXX.
import { formatMobile } from '#schemas/phone';
import { TextField } from '../ui/TextField.tsx';

/** The example is one unbreakable number (no-break spaces), never split over two lines. */
const hint = 'A mobile number, e.g. 0917\u00a0123\u00a04567';

export type ContactFieldProps = {
  value: string;
  errorMessage: string | undefined;
  onChange: (value: string) => void;
  /** The seller left the field: from then on its error shows. */
  onBlur: () => void;
};

export function ContactField({ value, errorMessage, onChange, onBlur }: ContactFieldProps) {
  return (
    <TextField
      label="Contact number"
      description={hint}
      value={value}
      onChange={onChange}
      onBlur={() => {
        const grouped = formatMobile(value);
        if (grouped !== value) onChange(grouped);
        onBlur();
      }}
      errorMessage={errorMessage}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
    />
  );
}
