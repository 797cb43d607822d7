// The change-password form as plain props, so every state renders without a machine.
import type { FormEvent } from 'react';
import type {
  ChangePasswordErrors,
  ChangePasswordField,
  ChangePasswordValues,
} from '#machines/change-password/context.ts';
import { Button } from '../ui/Button.tsx';
import { DialogActions } from '../ui/Dialog.tsx';
import { Form } from '../ui/Form.tsx';
import { PasswordField } from '../ui/PasswordField.tsx';

export interface ChangePasswordFormProps {
  values: ChangePasswordValues;
  errors: ChangePasswordErrors;
  isSubmitting: boolean;
  onChange: (field: ChangePasswordField, value: string) => void;
  onSubmit: () => void;
}

const fields: ReadonlyArray<{ name: ChangePasswordField; label: string; autoComplete: string }> = [
  { name: 'oldPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirmNewPassword', label: 'Confirm new password', autoComplete: 'new-password' },
];

export function ChangePasswordForm({
  values,
  errors,
  isSubmitting,
  onChange,
  onSubmit,
}: ChangePasswordFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Form onSubmit={submit}>
      {fields.map((field) => (
        <PasswordField
          key={field.name}
          name={field.name}
          label={field.label}
          autoComplete={field.autoComplete}
          isRequired
          isReadOnly={isSubmitting}
          value={values[field.name]}
          onChange={(value) => onChange(field.name, value)}
          errorMessage={errors[field.name]}
        />
      ))}
      <DialogActions>
        <Button slot="close" variant="secondary" isDisabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" isPending={isSubmitting}>
          Update password
        </Button>
      </DialogActions>
    </Form>
  );
}
