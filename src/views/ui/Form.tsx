// react-aria's Form with errors shown and announced through aria (no native bubbles) and a consistent stack.
import type { Ref } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import * as styles from './Form.css.ts';

export type FormProps = Omit<AriaFormProps, 'validationBehavior' | 'className'> & {
  className?: string;
  ref?: Ref<HTMLFormElement>;
};

export function Form({ className, ...props }: FormProps) {
  return (
    <AriaForm
      {...props}
      validationBehavior="aria"
      className={[styles.form, className].filter(Boolean).join(' ')}
    />
  );
}
