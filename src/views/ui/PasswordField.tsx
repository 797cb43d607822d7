// A labelled password field whose visibility the user can toggle with a labelled button.
import { useState } from 'react';
import {
  Button as AriaButton,
  FieldError,
  Group,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import * as styles from './field.css.ts';
import { EyeIcon, EyeOffIcon } from './icons.tsx';

export type PasswordFieldProps = Omit<AriaTextFieldProps, 'children' | 'className' | 'type'> & {
  label: string;
  description?: string;
  errorMessage?: string;
  placeholder?: string;
  className?: string;
};

export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(false);
  return (
    <AriaTextField
      validationBehavior="aria"
      {...props}
      autoComplete={autoComplete}
      type={isVisible ? 'text' : 'password'}
      isInvalid={props.isInvalid ?? Boolean(errorMessage)}
      className={[styles.field, className].filter(Boolean).join(' ')}
    >
      <Label className={styles.label}>{label}</Label>
      <Group className={styles.control}>
        <Input className={styles.input} placeholder={placeholder} />
        <AriaButton
          className={styles.adornment}
          aria-label={isVisible ? 'Hide password' : 'Show password'}
          // The input keeps the caret; the toggle stays reachable by Tab for keyboard users.
          onPress={() => setVisible((visible) => !visible)}
          isDisabled={props.isDisabled}
        >
          {isVisible ? <EyeOffIcon /> : <EyeIcon />}
        </AriaButton>
      </Group>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
