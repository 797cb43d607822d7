// A labelled checkbox; `errorMessage` marks it invalid and is announced through aria-describedby, as in
// TextField.
import type { ReactNode } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  FieldError,
  Text,
  type CheckboxFieldProps,
} from 'react-aria-components';
import * as fieldStyles from './field.css.ts';
import * as styles from './Checkbox.css.ts';
import { CheckIcon, MinusIcon } from './icons.tsx';

export type CheckboxProps = Omit<CheckboxFieldProps, 'children' | 'className' | 'style'> & {
  /** The label. */
  children: ReactNode;
  description?: string;
  errorMessage?: string;
  className?: string;
};

export function Checkbox({ children, description, errorMessage, className, ...props }: CheckboxProps) {
  return (
    <CheckboxField
      validationBehavior="aria"
      {...props}
      isInvalid={props.isInvalid ?? Boolean(errorMessage)}
      className={[styles.field, className].filter(Boolean).join(' ')}
    >
      {({ isSelected, isIndeterminate }) => (
        <>
          <CheckboxButton className={styles.checkbox}>
            <span className={styles.box} aria-hidden="true">
              {isIndeterminate ? (
                <MinusIcon width={14} height={14} />
              ) : isSelected ? (
                <CheckIcon width={14} height={14} />
              ) : null}
            </span>
            {children}
          </CheckboxButton>
          {description ? (
            <Text slot="description" className={fieldStyles.description}>
              {description}
            </Text>
          ) : null}
          <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
        </>
      )}
    </CheckboxField>
  );
}
