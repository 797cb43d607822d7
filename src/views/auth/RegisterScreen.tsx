// Seller registration (spec §5): the only country offered is the Philippines.
import { countries, registerSchema, type RegisterForm } from '../../schemas/auth.ts';
import { Banner } from '../ui/Banner.tsx';
import { Button } from '../ui/Button.tsx';
import { Form } from '../ui/Form.tsx';
import { Link } from '../ui/Link.tsx';
import { PasswordField } from '../ui/PasswordField.tsx';
import { Select } from '../ui/Select.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useForm } from '../form/use-form.ts';
import { AuthCard } from './AuthCard.tsx';
import * as styles from './AuthCard.css.ts';

const countryOptions = countries.map((country) => ({ id: country.code, name: country.name }));

export type RegisterScreenProps = {
  isPending: boolean;
  onSubmit: (registration: RegisterForm) => void;
  initialValues?: Partial<RegisterForm>;
  /** The server's per-field messages for the last attempt (e.g. the e-mail is taken); each shows until the user edits its field. */
  serverErrors?: Readonly<Record<string, string>>;
  /** The server's message when the e-mail already has an account: shown with a way to log in instead. */
  emailTaken?: string | null;
};

const empty = {
  sellerName: '',
  spStoreName: '',
  country: 'PH',
  email: '',
  password: '',
  confirmPassword: '',
};

/** The sign-in page with `email` filled in. */
const loginWith = (email: string) => (email ? `/login?${new URLSearchParams({ email })}` : '/login');

export function RegisterScreen({
  isPending,
  onSubmit,
  initialValues,
  serverErrors,
  emailTaken,
}: RegisterScreenProps) {
  const { values, field, formProps } = useForm(
    registerSchema,
    { ...empty, ...initialValues },
    onSubmit,
    serverErrors,
  );
  const country = field('country');
  return (
    <AuthCard
      wide
      title="Create your seller account"
      intro="Open your store on Suki. After you register we will e-mail you a link to verify your address."
      footer={
        <>
          <span>Already selling on Suki?</span>
          <Link href="/login">Log in</Link>
        </>
      }
    >
      <Form {...formProps} aria-label="Register">
        <div className={styles.twoColumns}>
          <TextField {...field('sellerName')} label="Seller name" autoComplete="name" isRequired />
          <TextField {...field('spStoreName')} label="Store name" autoComplete="organization" isRequired />
        </div>
        <Select
          label="Country"
          name="country"
          options={countryOptions}
          value={country.value || null}
          onChange={country.onChange}
          errorMessage={country.errorMessage}
          description="Suki is available to sellers in the Philippines."
          isRequired
        />
        <TextField
          {...field('email')}
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          isRequired
        />
        <div className={styles.twoColumns}>
          <PasswordField
            {...field('password')}
            label="Password"
            autoComplete="new-password"
            description="5 to 15 characters."
            isRequired
          />
          <PasswordField
            {...field('confirmPassword')}
            label="Confirm password"
            autoComplete="new-password"
            isRequired
          />
        </div>
        {emailTaken ? (
          // Beside the button the seller just pressed, so a phone shows it without scrolling.
          <Banner tone="error">
            {emailTaken} <Link href={loginWith(values.email.trim())}>Log in</Link>
          </Banner>
        ) : null}
        <Button type="submit" variant="primary" fullWidth isPending={isPending}>
          Register
        </Button>
      </Form>
    </AuthCard>
  );
}
