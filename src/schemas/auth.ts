// Sign-in, registration and password forms (spec §5), shared by the browser forms and the API.
import { z } from 'zod';
import { envelope } from './api.ts';

/** A text field that must not be blank; `trim` makes spaces alone count as blank. */
const required = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

/** A secret typed as-is (never trimmed) that must not be empty. */
const filled = (message: string) => z.string({ error: message }).min(1, { error: message });

const validEmail = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .pipe(z.email({ error: message }));

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

export const passwordRules = z
  .string({ error: 'Password must be at least 5 characters long.' })
  .min(5, { error: 'Password must be at least 5 characters long.' })
  .max(15, { error: 'Password must be at most 15 characters long.' });

export const countries = [{ code: 'PH', name: 'Philippines' }] as const;

export const loginSchema = z.object({
  email: validEmail('Please enter a valid email'),
  password: filled('Password enter  password'),
});
export type LoginForm = z.infer<typeof loginSchema>;

const passwordMatch = repeats('password', 'confirmPassword', 'Passwords do not match');

export const registerSchema = z
  .object({
    sellerName: required('Seller name is required'),
    spStoreName: required('Store name is required'),
    country: required('Country is required').pipe(
      z.literal('PH', { error: 'Only the Philippines (PH) is supported for now' }),
    ),
    email: required('Email is required').pipe(z.email({ error: 'Must be a valid email address' })),
    password: passwordRules,
    confirmPassword: filled('Please re-enter your password'),
  })
  .refine(passwordMatch.check, passwordMatch.params);
export type RegisterForm = z.infer<typeof registerSchema>;

export const tokenSchema = envelope(z.object({ token: z.string() }));
export type TokenResponse = z.infer<typeof tokenSchema>;

export const verifyEmailSchema = z.object({ token: filled('The verification link is incomplete') });

export const sellerEmailSchema = z.object({ email: validEmail('Please enter a valid email') });
export type SellerEmailForm = z.infer<typeof sellerEmailSchema>;

export const resetPasswordSchema = z.object({
  token: filled('The reset link is incomplete'),
  newPassword: passwordRules,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordSchema>;

const newPasswordMatch = repeats('newPassword', 'confirmNewPassword', 'Passwords must match');

/** The browser's reset form: the new password twice. */
export const resetPasswordFormSchema = z
  .object({
    newPassword: passwordRules,
    confirmNewPassword: filled('Please confirm your new password'),
  })
  .refine(newPasswordMatch.check, newPasswordMatch.params);

/** What PATCH /api/seller/change-password accepts (multipart fields). */
export const changePasswordRequestSchema = z.object({
  oldPassword: filled('Current password is required'),
  newPassword: filled('New  password is required').pipe(passwordRules),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** The change-password dialog's form (spec §5); the confirmation never leaves the browser. */
export const changePasswordFormSchema = changePasswordRequestSchema
  .extend({ confirmNewPassword: filled('Please confirm your new password') })
  .refine(newPasswordMatch.check, newPasswordMatch.params);
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
