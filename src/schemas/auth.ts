// Sign-in, registration and password forms (spec §5), shared by the browser forms and the API.
import { z } from 'zod';
import { envelope } from './api.ts';

const required = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

export const passwordRules = z
  .string({ error: 'Password must be at least 5 characters long.' })
  .min(5, { error: 'Password must be at least 5 characters long.' })
  .max(15, { error: 'Password must be at most 15 characters long.' });

export const countries = [{ code: 'PH', name: 'Philippines' }] as const;

export const loginSchema = z.object({
  email: z
    .string({ error: 'Please enter a valid email' })
    .trim()
    .pipe(z.email({ error: 'Please enter a valid email' })),
  password: z.string({ error: 'Password enter  password' }).min(1, { error: 'Password enter  password' }),
});
export type LoginForm = z.infer<typeof loginSchema>;

export const registerSchema = z
  .object({
    sellerName: required('Seller name is required'),
    spStoreName: required('Store name is required'),
    country: required('Country is required').pipe(
      z.literal('PH', { error: 'Only the Philippines (PH) is supported for now' }),
    ),
    email: required('Email is required').pipe(z.email({ error: 'Must be a valid email address' })),
    password: passwordRules,
    confirmPassword: z
      .string({ error: 'Please re-enter your password' })
      .min(1, { error: 'Please re-enter your password' }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: 'Passwords do not match',
    path: ['confirmPassword'],
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });
export type RegisterForm = z.infer<typeof registerSchema>;

export const tokenSchema = envelope(z.object({ token: z.string() }));
export type TokenResponse = z.infer<typeof tokenSchema>;

export const verifyEmailSchema = z.object({
  token: z
    .string({ error: 'The verification link is incomplete' })
    .min(1, { error: 'The verification link is incomplete' }),
});

export const sellerEmailSchema = z.object({
  email: z
    .string({ error: 'Please enter a valid email' })
    .trim()
    .pipe(z.email({ error: 'Please enter a valid email' })),
});
export type SellerEmailForm = z.infer<typeof sellerEmailSchema>;

export const resetPasswordSchema = z.object({
  token: z
    .string({ error: 'The reset link is incomplete' })
    .min(1, { error: 'The reset link is incomplete' }),
  newPassword: passwordRules,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordSchema>;

/** The browser's reset form: the new password twice. */
export const resetPasswordFormSchema = z
  .object({
    newPassword: passwordRules,
    confirmNewPassword: z
      .string({ error: 'Please confirm your new password' })
      .min(1, { error: 'Please confirm your new password' }),
  })
  .refine((form) => form.newPassword === form.confirmNewPassword, {
    error: 'Passwords must match',
    path: ['confirmNewPassword'],
  });

/** The change-password dialog's form (spec §5); the confirmation never leaves the browser. */
export const changePasswordFormSchema = z
  .object({
    oldPassword: z
      .string({ error: 'Current password is required' })
      .min(1, { error: 'Current password is required' }),
    newPassword: z
      .string({ error: 'New  password is required' })
      .min(1, { error: 'New  password is required' })
      .pipe(passwordRules),
    confirmNewPassword: z
      .string({ error: 'Please confirm your new password' })
      .min(1, { error: 'Please confirm your new password' }),
  })
  .refine((form) => form.newPassword === form.confirmNewPassword, {
    error: 'Passwords must match',
    path: ['confirmNewPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** What PATCH /api/seller/change-password accepts (multipart fields). */
export const changePasswordRequestSchema = z.object({
  oldPassword: z
    .string({ error: 'Current password is required' })
    .min(1, { error: 'Current password is required' }),
  newPassword: z
    .string({ error: 'New  password is required' })
    .min(1, { error: 'New  password is required' })
    .pipe(passwordRules),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
