// A labelled single-choice select over a small fixed list of options.
import {
  Button as AriaButton,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Text,
  type Key,
} from 'react-aria-components';
import * as fieldStyles from './field.css.ts';
import * as styles from './Select.css.ts';
import { CheckIcon, ChevronDownIcon } from './icons.tsx';

export type SelectOption = { id: string; name: string };

export type SelectProps = {
  label: string;
  name?: string;
  options: readonly SelectOption[];
  value: string | null;
  onChange: (value: string) => void;
  errorMessage?: string;
  description?: string;
  placeholder?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  autoFocus?: boolean;
  /** Places the field in its parent's layout. */
  className?: string;
};

export function Select({
  label,
  options,
  value,
  onChange,
  errorMessage,
  description,
  className,
  ...props
}: SelectProps) {
  return (
    <AriaSelect
      {...props}
      validationBehavior="aria"
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
      value={value}
      onChange={(key: Key | null) => {
        if (key !== null) onChange(String(key));
      }}
      isInvalid={Boolean(errorMessage)}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <AriaButton className={styles.trigger}>
        <SelectValue className={styles.value} />
        <ChevronDownIcon className={styles.icon} />
      </AriaButton>
      {description ? (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
      <Popover className={styles.popover}>
        <ListBox className={styles.listBox} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.name} className={styles.option}>
              {({ isSelected }) => (
                <>
                  {option.name}
                  {isSelected ? <CheckIcon className={styles.icon} /> : null}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
