// A labelled text field, one line or several; `errorMessage` marks it invalid and is announced through
// aria-describedby.
import {
  FieldError,
  Input,
  Label,
  Text,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import * as styles from './field.css.ts';

export type TextFieldProps = Omit<AriaTextFieldProps, 'children' | 'className'> & {
  label: string;
  description?: string;
  /** The current error; when set the field is invalid and shows it below the input. */
  errorMessage?: string;
  placeholder?: string;
  /** A text area that grows with what is typed into it, for reasons and descriptions. */
  multiline?: boolean;
  className?: string;
};

export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  multiline,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      validationBehavior="aria"
      {...props}
      isInvalid={props.isInvalid ?? Boolean(errorMessage)}
      className={[styles.field, className].filter(Boolean).join(' ')}
    >
      <Label className={styles.label}>{label}</Label>
      {multiline ? (
        <TextArea className={styles.textArea} placeholder={placeholder} />
      ) : (
        <Input className={styles.standaloneInput} placeholder={placeholder} />
      )}
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
