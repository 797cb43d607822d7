// /forgot-password: ask for a reset link; the answer never reveals whether the address has an account.
import { sellerEmailSchema } from '../../schemas/auth.ts';
import { Banner } from '../ui/Banner.tsx';
import { Button } from '../ui/Button.tsx';
import { Form } from '../ui/Form.tsx';
import { Link } from '../ui/Link.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useForm } from '../form/use-form.ts';
import { AuthCard } from './AuthCard.tsx';

export type RequestStatus = 'editing' | 'submitting' | 'succeeded' | 'failed';

export type ForgotPasswordScreenProps = {
  status: RequestStatus;
  failureMessage?: string;
  onSubmit: (values: { email: string }) => void;
  initialEmail?: string;
};

export function ForgotPasswordScreen({
  status,
  failureMessage,
  onSubmit,
  initialEmail = '',
}: ForgotPasswordScreenProps) {
  const { values, field, formProps } = useForm(sellerEmailSchema, { email: initialEmail }, onSubmit);
  const footer = <Link href="/login">Back to log in</Link>;

  if (status === 'succeeded')
    return (
      <AuthCard title="Check your email" footer={footer}>
        <Banner tone="success">
          If an account exists for {values.email || 'that address'}, we sent it a link to reset the password.
        </Banner>
      </AuthCard>
    );

  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter the email you registered with and we will send you a link to choose a new password."
      footer={footer}
    >
      {status === 'failed' ? (
        <Banner tone="error">{failureMessage ?? 'Failed to send the reset link'}</Banner>
      ) : null}
      <Form {...formProps} aria-label="Forgot password">
        <TextField
          {...field('email')}
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          isRequired
        />
        <Button type="submit" variant="primary" fullWidth isPending={status === 'submitting'}>
          Send reset link
        </Button>
      </Form>
    </AuthCard>
  );
}
