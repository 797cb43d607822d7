// Sign-in for sellers (/login) and admins (/admin/login): spec §5 rules, the session does the rest.
import { loginSchema, type LoginForm } from '../../schemas/auth.ts';
import { Button } from '../ui/Button.tsx';
import { Form } from '../ui/Form.tsx';
import { Link } from '../ui/Link.tsx';
import { PasswordField } from '../ui/PasswordField.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useForm } from '../form/use-form.ts';
import { AuthCard } from './AuthCard.tsx';
import * as styles from './AuthCard.css.ts';

export type LoginScreenProps = {
  audience?: 'seller' | 'admin';
  isPending: boolean;
  onSubmit: (credentials: LoginForm) => void;
  initialValues?: LoginForm;
};

export function LoginScreen({ audience = 'seller', isPending, onSubmit, initialValues }: LoginScreenProps) {
  const { field, formProps } = useForm(loginSchema, initialValues ?? { email: '', password: '' }, onSubmit);
  const isSeller = audience === 'seller';
  return (
    <AuthCard
      title={isSeller ? 'Log in to your store' : 'Admin log in'}
      intro={
        isSeller
          ? 'Manage your products, orders and payouts on Suki.'
          : 'For Suki marketplace administrators.'
      }
      logoSuffix={isSeller ? 'Merchant' : 'Admin'}
      footer={
        isSeller ? (
          <>
            <span>New to Suki Merchant?</span>
            <Link href="/register">Create an account</Link>
          </>
        ) : undefined
      }
    >
      <Form {...formProps} aria-label={isSeller ? 'Log in' : 'Admin log in'}>
        <TextField
          {...field('email')}
          label="Email"
          type="email"
          autoComplete={isSeller ? 'email' : 'username'}
          inputMode="email"
          isRequired
        />
        <PasswordField {...field('password')} label="Password" autoComplete="current-password" isRequired />
        {isSeller ? (
          <div className={styles.row}>
            <Link href="/forgot-password">Forgot password?</Link>
          </div>
        ) : null}
        <Button type="submit" variant="primary" fullWidth isPending={isPending}>
          Log in
        </Button>
      </Form>
    </AuthCard>
  );
}
