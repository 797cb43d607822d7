// /reset-password?token=…: choose a new password with the token from the e-mail.
import { resetPasswordFormSchema } from '../../schemas/auth.ts';
import { Banner } from '../ui/Banner.tsx';
import { Button } from '../ui/Button.tsx';
import { Form } from '../ui/Form.tsx';
import { Link } from '../ui/Link.tsx';
import { PasswordField } from '../ui/PasswordField.tsx';
import { useForm } from '../form/use-form.ts';
import { AuthCard } from './AuthCard.tsx';
import type { RequestStatus } from './ForgotPasswordScreen.tsx';

export type ResetPasswordScreenProps = {
  /** Null when the address has no token (the link was cut short). */
  token: string | null;
  status: RequestStatus;
  failureMessage?: string;
  onSubmit: (values: { token: string; newPassword: string }) => void;
};

export function ResetPasswordScreen({ token, status, failureMessage, onSubmit }: ResetPasswordScreenProps) {
  const { field, formProps } = useForm(
    resetPasswordFormSchema,
    { newPassword: '', confirmNewPassword: '' },
    // The form shows only with a token; the confirmation stays in the browser.
    ({ newPassword }) => {
      if (token !== null) onSubmit({ token, newPassword });
    },
  );

  if (token === null)
    return (
      <AuthCard title="Reset link incomplete">
        <Banner tone="error">
          This reset link is incomplete. Open the link from the e-mail again, or ask for a new one.
        </Banner>
        <Link href="/forgot-password" variant="primary">
          Request a new link
        </Link>
      </AuthCard>
    );

  if (status === 'succeeded')
    return (
      <AuthCard title="Password changed">
        <Banner tone="success">Your password was reset. Log in with your new password.</Banner>
        <Link href="/login" variant="primary">
          Log in
        </Link>
      </AuthCard>
    );

  return (
    <AuthCard
      title="Choose a new password"
      intro="Use 5 to 15 characters."
      footer={<Link href="/forgot-password">Request a new link</Link>}
    >
      {status === 'failed' ? (
        <Banner tone="error">{failureMessage ?? 'This reset link is invalid or has expired.'}</Banner>
      ) : null}
      <Form {...formProps} aria-label="Reset password">
        <PasswordField
          {...field('newPassword')}
          label="New password"
          autoComplete="new-password"
          isRequired
        />
        <PasswordField
          {...field('confirmNewPassword')}
          label="Confirm new password"
          autoComplete="new-password"
          isRequired
        />
        <Button type="submit" variant="primary" fullWidth isPending={status === 'submitting'}>
          Reset password
        </Button>
      </Form>
    </AuthCard>
  );
}
