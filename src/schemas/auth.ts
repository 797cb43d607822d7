// Sign-in, registration and password forms (spec §5), shared by the browser forms and the API.
import { z } from 'zod';
import { envelope } from './api.ts';
import { text } from './text.ts';

/** The most characters an e-mail address may have (RFC 5321's limit on a path). */
export const emailMax = 254;
/**
 * The most characters a password typed at sign-in may have: room for a passphrase (an admin's password
 * comes from ADMIN_PASSWORD), while no one makes the server hash a megabyte. New seller passwords keep the
 * spec's 15.
 */
export const passwordMax = 128;

/** A one-line field that must not be blank; `trim` makes spaces alone count as blank. */
const required = (label: string, message: string, max = 100) =>
  text({ label, max, error: message }).min(1, { error: message });

/** A secret typed as-is (never trimmed) that must not be empty. */
const filled = (label: string, message: string) =>
  text({ label, max: passwordMax, trim: false, error: message }).min(1, { error: message });

const validEmail = (message: string) =>
  text({ label: 'Email', max: emailMax, error: message }).pipe(z.email({ error: message }));

/**
 * `confirm` must repeat `original`; reported on `confirm`, also while other fields still have errors, and
 * not on top of "required" when `confirm` is empty.
 */
const repeats = <K extends string>(original: K, confirm: K, message: string) => ({
  check: (form: Record<K, string>) => !form[confirm] || form[original] === form[confirm],
  params: {
    error: message,
    path: [confirm] as PropertyKey[],
    when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
  },
});

/** A new seller password: 5 to 15 characters (spec §5, §9). */
export const passwordRules = text({
  label: 'Password',
  max: 15,
  trim: false,
  error: 'Password must be at least 5 characters long.',
  tooLong: 'Password must be at most 15 characters long.',
}).min(5, { error: 'Password must be at least 5 characters long.' });

export const countries = [{ code: 'PH', name: 'Philippines' }] as const;

export const loginSchema = z.object({
  email: validEmail('Please enter a valid email'),
  password: filled('Password', 'Password enter  password'),
});
export type LoginForm = z.infer<typeof loginSchema>;

const passwordMatch = repeats('password', 'confirmPassword', 'Passwords do not match');

export const registerSchema = z
  .object({
    sellerName: required('Seller name', 'Seller name is required'),
    spStoreName: required('Store name', 'Store name is required'),
    country: required('Country', 'Country is required').pipe(
      z.literal('PH', { error: 'Only the Philippines (PH) is supported for now' }),
    ),
    email: required('Email', 'Email is required', emailMax).pipe(
      z.email({ error: 'Must be a valid email address' }),
    ),
    password: passwordRules,
    confirmPassword: filled('Password confirmation', 'Please re-enter your password'),
  })
  .refine(passwordMatch.check, passwordMatch.params);
export type RegisterForm = z.infer<typeof registerSchema>;

export const tokenSchema = envelope(z.object({ token: z.string() }));
export type TokenResponse = z.infer<typeof tokenSchema>;

export const verifyEmailSchema = z.object({
  token: required('Verification link', 'The verification link is incomplete'),
});

/** Opening a verification link: verified now, or (a link opened again) verified already. */
export const emailVerificationSchema = envelope(z.object({ alreadyVerified: z.boolean() }));
export type EmailVerification = z.infer<typeof emailVerificationSchema>['data'];

export const sellerEmailSchema = z.object({ email: validEmail('Please enter a valid email') });
export type SellerEmailForm = z.infer<typeof sellerEmailSchema>;

export const resetPasswordSchema = z.object({
  token: required('Reset link', 'The reset link is incomplete'),
  newPassword: passwordRules,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordSchema>;

const newPasswordMatch = repeats('newPassword', 'confirmNewPassword', 'Passwords must match');

/** The browser's reset form: the new password twice. */
export const resetPasswordFormSchema = z
  .object({
    newPassword: passwordRules,
    confirmNewPassword: filled('Password confirmation', 'Please confirm your new password'),
  })
  .refine(newPasswordMatch.check, newPasswordMatch.params);

/** What PATCH /api/seller/change-password accepts (multipart fields). */
export const changePasswordRequestSchema = z.object({
  oldPassword: filled('Current password', 'Current password is required'),
  newPassword: filled('New password', 'New  password is required').pipe(passwordRules),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** The change-password dialog's form (spec §5); the confirmation never leaves the browser. */
export const changePasswordFormSchema = changePasswordRequestSchema
  .extend({ confirmNewPassword: filled('Password confirmation', 'Please confirm your new password') })
  .refine(newPasswordMatch.check, newPasswordMatch.params);
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
