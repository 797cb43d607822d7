// The change-password form: its values and errors in a form machine over the shared schema (spec §5);
// the server's verdict arrives as `serverErrors`, shown until the seller edits that field.
import { changePasswordFormSchema, type ChangePasswordForm as ChangePasswordValues } from '#schemas/auth';
import { useForm } from '../form/use-form.ts';
import { Button } from '../ui/Button.tsx';
import { DialogActions } from '../ui/Dialog.tsx';
import { Form } from '../ui/Form.tsx';
import { PasswordField } from '../ui/PasswordField.tsx';

export interface ChangePasswordFormProps {
  isSubmitting: boolean;
  serverErrors?: Readonly<Record<string, string>>;
  onSubmit: (values: ChangePasswordValues) => void;
}

const fields = [
  { name: 'oldPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirmNewPassword', label: 'Confirm new password', autoComplete: 'new-password' },
] as const;

const empty = { oldPassword: '', newPassword: '', confirmNewPassword: '' };

export function ChangePasswordForm({ isSubmitting, serverErrors, onSubmit }: ChangePasswordFormProps) {
  const { field, formProps } = useForm(changePasswordFormSchema, empty, onSubmit, serverErrors);
  return (
    <Form {...formProps}>
      {fields.map(({ name, label, autoComplete }) => (
        <PasswordField
          key={name}
          {...field(name)}
          label={label}
          autoComplete={autoComplete}
          isRequired
          isReadOnly={isSubmitting}
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
